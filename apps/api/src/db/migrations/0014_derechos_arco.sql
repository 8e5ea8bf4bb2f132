-- The rights of Ley 29733 in the product (docs/privacy.md): rights requests answered by the back office, and the
-- copies of one's data prepared by a job.
CREATE TABLE "exportacion_datos" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"archivo" text,
	"bytes" bigint,
	"solicitado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"lista_en" timestamp with time zone,
	"expira_en" timestamp with time zone,
	"descargas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exportacion_datos_estado_ck" CHECK ("exportacion_datos"."estado" in ('pendiente', 'lista', 'caducada', 'fallida')),
	CONSTRAINT "exportacion_datos_lista_ck" CHECK ("exportacion_datos"."estado" <> 'lista' or ("exportacion_datos"."archivo" is not null and "exportacion_datos"."expira_en" is not null))
);
--> statement-breakpoint
CREATE TABLE "solicitud_derechos" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"detalle" text NOT NULL,
	"postulacion_id" integer,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"vence_el" date NOT NULL,
	"resolucion" text,
	"respuesta" text,
	"motivo" text,
	"respondido_en" timestamp with time zone,
	"respondido_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitud_derechos_tipo_ck" CHECK (tipo in ('acceso', 'rectificacion', 'cancelacion', 'oposicion', 'revision_humana')),
	CONSTRAINT "solicitud_derechos_estado_ck" CHECK ("solicitud_derechos"."estado" in ('pendiente', 'atendida', 'denegada')),
	CONSTRAINT "solicitud_derechos_resolucion_ck" CHECK (resolucion in ('atendida', 'denegada')),
	CONSTRAINT "solicitud_derechos_respuesta_ck" CHECK (("solicitud_derechos"."estado" = 'pendiente' and "solicitud_derechos"."resolucion" is null and "solicitud_derechos"."respuesta" is null) or ("solicitud_derechos"."estado" = "solicitud_derechos"."resolucion" and "solicitud_derechos"."respuesta" is not null and "solicitud_derechos"."respondido_en" is not null)),
	CONSTRAINT "solicitud_derechos_motivo_ck" CHECK ("solicitud_derechos"."resolucion" is distinct from 'denegada' or "solicitud_derechos"."motivo" is not null)
);
--> statement-breakpoint
ALTER TABLE "exportacion_datos" ADD CONSTRAINT "exportacion_datos_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_derechos" ADD CONSTRAINT "solicitud_derechos_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_derechos" ADD CONSTRAINT "solicitud_derechos_postulacion_id_postulacion_id_fk" FOREIGN KEY ("postulacion_id") REFERENCES "public"."postulacion"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_derechos" ADD CONSTRAINT "solicitud_derechos_respondido_por_usuario_id_fk" FOREIGN KEY ("respondido_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exportacion_datos_pendiente_uq" ON "exportacion_datos" USING btree ("usuario_id") WHERE "exportacion_datos"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "exportacion_datos_usuario_idx" ON "exportacion_datos" USING btree ("usuario_id","solicitado_en" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitud_derechos_pendientes_idx" ON "solicitud_derechos" USING btree ("vence_el","id") WHERE "solicitud_derechos"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "solicitud_derechos_estado_idx" ON "solicitud_derechos" USING btree ("estado","creado_en" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitud_derechos_usuario_idx" ON "solicitud_derechos" USING btree ("usuario_id","creado_en" DESC NULLS LAST,"id" DESC NULLS LAST);