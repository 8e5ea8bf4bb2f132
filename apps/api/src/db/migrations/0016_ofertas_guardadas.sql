CREATE TABLE "oferta_guardada" (
	"postulante_id" integer NOT NULL,
	"oferta_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"recordatorio_enviado_en" timestamp with time zone,
	CONSTRAINT "oferta_guardada_postulante_id_oferta_id_pk" PRIMARY KEY("postulante_id","oferta_id")
);
--> statement-breakpoint
ALTER TABLE "oferta_guardada" ADD CONSTRAINT "oferta_guardada_postulante_id_postulante_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oferta_guardada" ADD CONSTRAINT "oferta_guardada_oferta_id_oferta_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."oferta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oferta_guardada_postulante_idx" ON "oferta_guardada" USING btree ("postulante_id","creado_en" DESC NULLS LAST,"oferta_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "oferta_guardada_pendiente_idx" ON "oferta_guardada" USING btree ("oferta_id") WHERE "oferta_guardada"."recordatorio_enviado_en" is null;