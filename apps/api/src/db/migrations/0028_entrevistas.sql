CREATE TABLE "criterio_entrevista" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizacion_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "criterio_entrevista_nombre_ck" CHECK (char_length("criterio_entrevista"."nombre") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "entrevista" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_id" integer NOT NULL,
	"organizacion_id" integer NOT NULL,
	"autor_id" integer,
	"estado" text DEFAULT 'propuesta' NOT NULL,
	"modalidad" text NOT NULL,
	"lugar" text NOT NULL,
	"duracion_min" integer NOT NULL,
	"horarios" jsonb NOT NULL,
	"inicio" timestamp with time zone,
	"mensaje" text,
	"secuencia" integer DEFAULT 0 NOT NULL,
	"token_hash" text NOT NULL,
	"motivo_cancelacion" text,
	"recordada_en" timestamp with time zone,
	"resultado" text DEFAULT 'pendiente' NOT NULL,
	"puntajes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entrevista_estado_ck" CHECK ("entrevista"."estado" in ('propuesta', 'confirmada', 'cancelada')),
	CONSTRAINT "entrevista_modalidad_ck" CHECK ("entrevista"."modalidad" in ('presencial', 'virtual')),
	CONSTRAINT "entrevista_resultado_ck" CHECK ("entrevista"."resultado" in ('pendiente', 'avanza', 'no_avanza', 'no_asistio')),
	CONSTRAINT "entrevista_duracion_ck" CHECK ("entrevista"."duracion_min" between 15 and 240)
);
--> statement-breakpoint
ALTER TABLE "correo" ADD COLUMN "adjuntos" jsonb;--> statement-breakpoint
ALTER TABLE "criterio_entrevista" ADD CONSTRAINT "criterio_entrevista_organizacion_id_organizacion_id_fk" FOREIGN KEY ("organizacion_id") REFERENCES "public"."organizacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrevista" ADD CONSTRAINT "entrevista_postulacion_id_postulacion_id_fk" FOREIGN KEY ("postulacion_id") REFERENCES "public"."postulacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrevista" ADD CONSTRAINT "entrevista_organizacion_id_organizacion_id_fk" FOREIGN KEY ("organizacion_id") REFERENCES "public"."organizacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrevista" ADD CONSTRAINT "entrevista_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "criterio_entrevista_nombre_uq" ON "criterio_entrevista" USING btree ("organizacion_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "entrevista_postulacion_idx" ON "entrevista" USING btree ("postulacion_id");--> statement-breakpoint
CREATE INDEX "entrevista_org_inicio_idx" ON "entrevista" USING btree ("organizacion_id","inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "entrevista_token_uq" ON "entrevista" USING btree ("token_hash");