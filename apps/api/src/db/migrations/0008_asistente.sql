CREATE TABLE "asistente_consulta" (
	"id" serial PRIMARY KEY NOT NULL,
	"oferta_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"prompt" text NOT NULL,
	"consulta" jsonb NOT NULL,
	"consulta_texto" text NOT NULL,
	"proveedor" text NOT NULL,
	"total" integer NOT NULL,
	"bloqueados" integer DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asistente_consulta_proveedor_ck" CHECK ("asistente_consulta"."proveedor" in ('integrado', 'openai')),
	CONSTRAINT "asistente_consulta_prompt_ck" CHECK (char_length("asistente_consulta"."prompt") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "asistente_resultado" (
	"consulta_id" integer NOT NULL,
	"puesto" integer NOT NULL,
	"postulacion_id" integer NOT NULL,
	"puntaje" smallint NOT NULL,
	"razones" jsonb NOT NULL,
	CONSTRAINT "asistente_resultado_consulta_id_puesto_pk" PRIMARY KEY("consulta_id","puesto"),
	CONSTRAINT "asistente_resultado_puntaje_ck" CHECK ("asistente_resultado"."puntaje" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "asistente_consulta" ADD CONSTRAINT "asistente_consulta_oferta_id_oferta_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."oferta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistente_consulta" ADD CONSTRAINT "asistente_consulta_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistente_resultado" ADD CONSTRAINT "asistente_resultado_consulta_id_asistente_consulta_id_fk" FOREIGN KEY ("consulta_id") REFERENCES "public"."asistente_consulta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistente_resultado" ADD CONSTRAINT "asistente_resultado_postulacion_id_postulacion_id_fk" FOREIGN KEY ("postulacion_id") REFERENCES "public"."postulacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asistente_consulta_oferta_idx" ON "asistente_consulta" USING btree ("oferta_id","creado_en" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "asistente_resultado_postulacion_idx" ON "asistente_resultado" USING btree ("postulacion_id");