CREATE TABLE "postulacion_estado_cambio" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_id" integer NOT NULL,
	"etapa" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postulacion_estado_cambio_etapa_ck" CHECK ("postulacion_estado_cambio"."etapa" in ('cv_visto', 'en_proceso', 'finalista', 'no_seleccionada'))
);
--> statement-breakpoint
ALTER TABLE "postulacion_estado_cambio" ADD CONSTRAINT "postulacion_estado_cambio_postulacion_id_postulacion_id_fk" FOREIGN KEY ("postulacion_id") REFERENCES "public"."postulacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postulacion_estado_cambio_postulacion_idx" ON "postulacion_estado_cambio" USING btree ("postulacion_id","creado_en");--> statement-breakpoint
-- The history starts now: an application already decided gets its current status at the time of its last change.
INSERT INTO "postulacion_estado_cambio" ("postulacion_id", "etapa", "creado_en")
SELECT "id", CASE "estado" WHEN 1 THEN 'no_seleccionada' WHEN 2 THEN 'en_proceso' ELSE 'finalista' END, "estado_actualizado_en"
FROM "postulacion" WHERE "estado" > 0 AND "estado_actualizado_en" IS NOT NULL;
