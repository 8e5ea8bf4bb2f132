CREATE TABLE "baja_marketing" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizacion_sector" (
	"organizacion_id" integer NOT NULL,
	"sector_id" smallint NOT NULL,
	CONSTRAINT "organizacion_sector_organizacion_id_sector_id_pk" PRIMARY KEY("organizacion_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "token_unico" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"token_hash" char(64) NOT NULL,
	"datos" jsonb,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_unico_tipo_ck" CHECK (tipo in ('confirmacion', 'reenvio_registro', 'recuperacion', 'cambio_correo', 'suscripcion'))
);
--> statement-breakpoint
CREATE TABLE "plantilla" (
	"clave" text PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "correo" (
	"id" serial PRIMARY KEY NOT NULL,
	"para" text NOT NULL,
	"asunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text NOT NULL,
	"enlaces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categoria" text DEFAULT 'transaccional' NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone,
	CONSTRAINT "correo_estado_ck" CHECK ("correo"."estado" in ('pendiente', 'enviado', 'error')),
	CONSTRAINT "correo_categoria_ck" CHECK ("correo"."categoria" in ('transaccional', 'marketing'))
);
--> statement-breakpoint
CREATE TABLE "trabajo" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"payload" jsonb NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"max_intentos" integer DEFAULT 5 NOT NULL,
	"ejecutar_en" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"ultimo_error" text,
	"clave" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trabajo_estado_ck" CHECK ("trabajo"."estado" in ('pendiente', 'en_proceso', 'hecho', 'fallido'))
);
--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "nro_contacto" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "cargo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "baja_marketing" ADD CONSTRAINT "baja_marketing_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizacion_sector" ADD CONSTRAINT "organizacion_sector_organizacion_id_organizacion_id_fk" FOREIGN KEY ("organizacion_id") REFERENCES "public"."organizacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizacion_sector" ADD CONSTRAINT "organizacion_sector_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_unico" ADD CONSTRAINT "token_unico_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "token_unico_hash_uq" ON "token_unico" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "token_unico_usuario_tipo_idx" ON "token_unico" USING btree ("usuario_id","tipo","creado_en");--> statement-breakpoint
CREATE INDEX "correo_para_idx" ON "correo" USING btree (lower("para"),"creado_en");--> statement-breakpoint
CREATE INDEX "trabajo_pendiente_idx" ON "trabajo" USING btree ("estado","ejecutar_en");--> statement-breakpoint
CREATE UNIQUE INDEX "trabajo_clave_uq" ON "trabajo" USING btree ("clave");