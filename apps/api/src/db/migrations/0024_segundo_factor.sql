CREATE TABLE "codigo_recuperacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"codigo_hash" char(64) NOT NULL,
	"usado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "desafio_segundo_factor" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"tipo" text NOT NULL,
	"intentos" smallint DEFAULT 0 NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desafio_segundo_factor_tipo_ck" CHECK (tipo in ('ingreso', 'inscripcion'))
);
--> statement-breakpoint
CREATE TABLE "segundo_factor" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"secreto_cifrado" text NOT NULL,
	"confirmado_en" timestamp with time zone,
	"ultimo_paso" bigint,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "exigir_segundo_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "codigo_recuperacion" ADD CONSTRAINT "codigo_recuperacion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desafio_segundo_factor" ADD CONSTRAINT "desafio_segundo_factor_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segundo_factor" ADD CONSTRAINT "segundo_factor_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigo_recuperacion_usuario_idx" ON "codigo_recuperacion" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "desafio_segundo_factor_token_uq" ON "desafio_segundo_factor" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "desafio_segundo_factor_usuario_idx" ON "desafio_segundo_factor" USING btree ("usuario_id");