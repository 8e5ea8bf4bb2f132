CREATE TABLE "oferta" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_organizacion" integer,
	"titulo" text NOT NULL,
	"funciones" text NOT NULL,
	"beneficios" text NOT NULL,
	"pais" text DEFAULT 'Perú' NOT NULL,
	"id_region" smallint DEFAULT 0 NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"provincia" text DEFAULT '' NOT NULL,
	"distrito" text DEFAULT '' NOT NULL,
	"modalidad_tiempo" text NOT NULL,
	"horario" text NOT NULL,
	"salario" bigint DEFAULT 0 NOT NULL,
	"mostrar_salario" smallint DEFAULT 1 NOT NULL,
	"nro_plazas" integer DEFAULT 1 NOT NULL,
	"fin_convocatoria" date NOT NULL,
	"modalidad" text NOT NULL,
	"idniveltec" smallint DEFAULT 0 NOT NULL,
	"idniveluniv" smallint DEFAULT 0 NOT NULL,
	"idnivelotros" smallint DEFAULT 0 NOT NULL,
	"profesion" text NOT NULL,
	"carreras" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"claves" text[] DEFAULT '{}'::text[] NOT NULL,
	"ciclo" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"ciclo_tecnico" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"fecha_egreso" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"idiomas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conocimientos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"otros_requisitos" text DEFAULT '' NOT NULL,
	"tipo" smallint DEFAULT 0 NOT NULL,
	"estado" smallint DEFAULT 0 NOT NULL,
	"estado_pago" smallint,
	"mensaje_rechazado" text,
	"publicar" smallint DEFAULT 1 NOT NULL,
	"finaliza" timestamp with time zone,
	"alias" text NOT NULL,
	"oferta_publica" smallint DEFAULT 0 NOT NULL,
	"enlace" text,
	"max_free_postulantes" integer DEFAULT 15 NOT NULL,
	"fecha_publicacion" timestamp with time zone,
	"destacado_desde" timestamp with time zone,
	"cupo_gratis_en" timestamp with time zone,
	"eliminado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oferta_tipo_ck" CHECK ("oferta"."tipo" in (0, 1)),
	CONSTRAINT "oferta_estado_ck" CHECK ("oferta"."estado" in (0, 1, 2)),
	CONSTRAINT "oferta_estado_pago_ck" CHECK ("oferta"."estado_pago" in (0, 1, 2)),
	CONSTRAINT "oferta_pago_destacado_ck" CHECK ("oferta"."tipo" = 1 or "oferta"."estado_pago" is null),
	CONSTRAINT "oferta_rechazo_motivo_ck" CHECK ("oferta"."estado" <> 2 or "oferta"."mensaje_rechazado" is not null),
	CONSTRAINT "oferta_publicar_ck" CHECK ("oferta"."publicar" in (0, 1)),
	CONSTRAINT "oferta_mostrar_salario_ck" CHECK ("oferta"."mostrar_salario" in (0, 1)),
	CONSTRAINT "oferta_publica_ck" CHECK ("oferta"."oferta_publica" in (0, 1)),
	CONSTRAINT "oferta_publica_enlace_ck" CHECK ("oferta"."oferta_publica" = 0 or "oferta"."enlace" is not null),
	CONSTRAINT "oferta_organizacion_ck" CHECK ("oferta"."id_organizacion" is not null or "oferta"."oferta_publica" = 1),
	CONSTRAINT "oferta_modalidad_ck" CHECK ("oferta"."modalidad" in ('PREPROFESIONAL', 'PROFESIONAL')),
	CONSTRAINT "oferta_horario_ck" CHECK ("oferta"."horario" in ('Tiempo completo', 'Tiempo parcial')),
	CONSTRAINT "oferta_region_ck" CHECK ("oferta"."id_region" between 0 and 26),
	CONSTRAINT "oferta_idniveltec_ck" CHECK ("oferta"."idniveltec" in (0, 3, 4)),
	CONSTRAINT "oferta_idniveluniv_ck" CHECK ("oferta"."idniveluniv" in (0, 6, 7, 8)),
	CONSTRAINT "oferta_idnivelotros_ck" CHECK ("oferta"."idnivelotros" in (0, 3, 4, 6, 7, 8)),
	CONSTRAINT "oferta_nivel_ck" CHECK ("oferta"."oferta_publica" = 1 or "oferta"."idniveltec" + "oferta"."idniveluniv" + "oferta"."idnivelotros" > 0),
	CONSTRAINT "oferta_salario_ck" CHECK ("oferta"."salario" >= 0),
	CONSTRAINT "oferta_plazas_ck" CHECK ("oferta"."nro_plazas" >= 1),
	CONSTRAINT "oferta_max_free_ck" CHECK ("oferta"."max_free_postulantes" >= 1),
	CONSTRAINT "oferta_ciclo_ck" CHECK ("oferta"."ciclo" <@ '{0,1,2,3,4,5}'::smallint[]),
	CONSTRAINT "oferta_ciclo_tecnico_ck" CHECK ("oferta"."ciclo_tecnico" <@ '{0,1,2,3}'::smallint[])
);
--> statement-breakpoint
CREATE TABLE "pago" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"usuario_id" integer,
	"organizacion_id" integer,
	"oferta_id" integer,
	"nro_operacion" text NOT NULL,
	"metodo_pago" text NOT NULL,
	"monto_centimos" integer NOT NULL,
	"estado" smallint DEFAULT 0 NOT NULL,
	"motivo" text,
	"decidido_en" timestamp with time zone,
	"decidido_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pago_tipo_ck" CHECK (tipo in ('destacado', 'premium')),
	CONSTRAINT "pago_metodo_ck" CHECK ("pago"."metodo_pago" in ('Yape', 'Transferencia')),
	CONSTRAINT "pago_estado_ck" CHECK ("pago"."estado" in (0, 1, 2, 3)),
	CONSTRAINT "pago_monto_ck" CHECK ("pago"."monto_centimos" >= 100),
	CONSTRAINT "pago_nro_operacion_ck" CHECK (length(btrim("pago"."nro_operacion")) between 1 and 255)
);
--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "descripcion" text;--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "web" text;--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "fb" text;--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "correo_contacto" text;--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "numero_contacto" char(9);--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "id_region" smallint;--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "distrito" text;--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "direccion" text;--> statement-breakpoint
ALTER TABLE "oferta" ADD CONSTRAINT "oferta_id_organizacion_organizacion_id_fk" FOREIGN KEY ("id_organizacion") REFERENCES "public"."organizacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_organizacion_id_organizacion_id_fk" FOREIGN KEY ("organizacion_id") REFERENCES "public"."organizacion"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_oferta_id_oferta_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."oferta"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_decidido_por_usuario_id_fk" FOREIGN KEY ("decidido_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oferta_organizacion_idx" ON "oferta" USING btree ("id_organizacion","creado_en" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "oferta"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "oferta_organizacion_estado_idx" ON "oferta" USING btree ("id_organizacion","estado","creado_en" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "oferta"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "oferta_cupo_idx" ON "oferta" USING btree ("id_organizacion","cupo_gratis_en") WHERE "oferta"."cupo_gratis_en" is not null;--> statement-breakpoint
CREATE INDEX "oferta_publicadas_idx" ON "oferta" USING btree ("estado","publicar","fin_convocatoria") WHERE "oferta"."eliminado_en" is null and "oferta"."finaliza" is null;--> statement-breakpoint
CREATE INDEX "oferta_claves_idx" ON "oferta" USING gin ("claves");--> statement-breakpoint
CREATE UNIQUE INDEX "pago_operacion_uq" ON "pago" USING btree ("metodo_pago",lower(btrim("nro_operacion")));--> statement-breakpoint
CREATE UNIQUE INDEX "pago_oferta_pendiente_uq" ON "pago" USING btree ("oferta_id") WHERE "pago"."estado" = 0 and "pago"."oferta_id" is not null;--> statement-breakpoint
CREATE INDEX "pago_estado_idx" ON "pago" USING btree ("estado","creado_en");--> statement-breakpoint
CREATE INDEX "pago_oferta_idx" ON "pago" USING btree ("oferta_id","creado_en");--> statement-breakpoint
CREATE INDEX "pago_usuario_idx" ON "pago" USING btree ("usuario_id","creado_en");--> statement-breakpoint
ALTER TABLE "organizacion" ADD CONSTRAINT "organizacion_id_region_region_id_fk" FOREIGN KEY ("id_region") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizacion" ADD CONSTRAINT "organizacion_numero_contacto_ck" CHECK ("organizacion"."numero_contacto" ~ '^[0-9]{9}$');