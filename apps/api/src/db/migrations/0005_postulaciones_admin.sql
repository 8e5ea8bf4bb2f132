CREATE TABLE "anuncio" (
	"id" serial PRIMARY KEY NOT NULL,
	"audiencia" text NOT NULL,
	"asunto" text NOT NULL,
	"html" text NOT NULL,
	"estado" text DEFAULT 'borrador' NOT NULL,
	"destinatarios" integer DEFAULT 0 NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone,
	CONSTRAINT "anuncio_audiencia_ck" CHECK ("anuncio"."audiencia" in ('empresas', 'postulantes')),
	CONSTRAINT "anuncio_estado_ck" CHECK ("anuncio"."estado" in ('borrador', 'enviando', 'enviado'))
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"admin_correo" text NOT NULL,
	"accion" text NOT NULL,
	"entidad" text NOT NULL,
	"entidad_id" text,
	"antes" jsonb,
	"despues" jsonb,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contenido_premium" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"duracion" text,
	"imagen" text,
	"archivo" text,
	"folder_name" text,
	"glosario" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"publicado" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contenido_tipo_ck" CHECK ("contenido_premium"."tipo" in ('video', 'recurso')),
	CONSTRAINT "contenido_publicado_ck" CHECK ("contenido_premium"."publicado" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "membresia_premium" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"pago_id" integer,
	"inicio" date NOT NULL,
	"expira_el" date NOT NULL,
	"aviso_enviado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membresia_fechas_ck" CHECK ("membresia_premium"."expira_el" >= "membresia_premium"."inicio")
);
--> statement-breakpoint
CREATE TABLE "postulacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulante_id" integer NOT NULL,
	"oferta_id" integer NOT NULL,
	"estado" smallint DEFAULT 0 NOT NULL,
	"revisado" smallint DEFAULT 0 NOT NULL,
	"estado_evaluacion" smallint DEFAULT 0 NOT NULL,
	"afinidad_puesto" smallint,
	"afinidad_detalle" jsonb,
	"estado_actualizado_en" timestamp with time zone,
	"eliminado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postulacion_estado_ck" CHECK ("postulacion"."estado" between 0 and 3),
	CONSTRAINT "postulacion_revisado_ck" CHECK ("postulacion"."revisado" in (0, 1)),
	CONSTRAINT "postulacion_evaluacion_ck" CHECK ("postulacion"."estado_evaluacion" between 0 and 3),
	CONSTRAINT "postulacion_afinidad_ck" CHECK ("postulacion"."afinidad_puesto" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "suscripcion_alerta" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"frecuencia" text DEFAULT 'semanal' NOT NULL,
	"activa" smallint DEFAULT 1 NOT NULL,
	"ultimo_envio" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suscripcion_frecuencia_ck" CHECK ("suscripcion_alerta"."frecuencia" in ('diaria', 'semanal')),
	CONSTRAINT "suscripcion_activa_ck" CHECK ("suscripcion_alerta"."activa" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "pago" ADD COLUMN "mostrar_rechazado" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "anuncio" ADD CONSTRAINT "anuncio_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_admin_id_usuario_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membresia_premium" ADD CONSTRAINT "membresia_premium_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membresia_premium" ADD CONSTRAINT "membresia_premium_pago_id_pago_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."pago"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion" ADD CONSTRAINT "postulacion_postulante_id_postulante_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion" ADD CONSTRAINT "postulacion_oferta_id_oferta_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."oferta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suscripcion_alerta" ADD CONSTRAINT "suscripcion_alerta_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_creado_idx" ON "auditoria" USING btree ("creado_en" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auditoria_entidad_idx" ON "auditoria" USING btree ("entidad","entidad_id");--> statement-breakpoint
CREATE INDEX "contenido_orden_idx" ON "contenido_premium" USING btree ("orden","id");--> statement-breakpoint
CREATE INDEX "membresia_usuario_idx" ON "membresia_premium" USING btree ("usuario_id","expira_el" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "postulacion_postulante_oferta_uq" ON "postulacion" USING btree ("postulante_id","oferta_id");--> statement-breakpoint
CREATE INDEX "postulacion_oferta_idx" ON "postulacion" USING btree ("oferta_id","creado_en","id") WHERE "postulacion"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "postulacion_postulante_idx" ON "postulacion" USING btree ("postulante_id","creado_en" DESC NULLS LAST,"id" DESC NULLS LAST);