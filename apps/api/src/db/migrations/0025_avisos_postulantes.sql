CREATE TABLE "aviso_pendiente" (
	"usuario_id" integer NOT NULL,
	"postulacion_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aviso_pendiente_usuario_id_postulacion_id_pk" PRIMARY KEY("usuario_id","postulacion_id")
);
--> statement-breakpoint
CREATE TABLE "aviso_preferencia" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"frecuencia" text NOT NULL,
	"alcance" text NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aviso_preferencia_frecuencia_ck" CHECK ("aviso_preferencia"."frecuencia" in ('inmediato', 'diario', 'ninguno')),
	CONSTRAINT "aviso_preferencia_alcance_ck" CHECK ("aviso_preferencia"."alcance" in ('seguidas', 'todas'))
);
--> statement-breakpoint
CREATE TABLE "oferta_seguimiento" (
	"usuario_id" integer NOT NULL,
	"oferta_id" integer NOT NULL,
	"frecuencia" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oferta_seguimiento_usuario_id_oferta_id_pk" PRIMARY KEY("usuario_id","oferta_id"),
	CONSTRAINT "oferta_seguimiento_frecuencia_ck" CHECK ("oferta_seguimiento"."frecuencia" is null or "oferta_seguimiento"."frecuencia" in ('inmediato', 'diario', 'ninguno'))
);
--> statement-breakpoint
ALTER TABLE "aviso_pendiente" ADD CONSTRAINT "aviso_pendiente_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso_pendiente" ADD CONSTRAINT "aviso_pendiente_postulacion_id_postulacion_id_fk" FOREIGN KEY ("postulacion_id") REFERENCES "public"."postulacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso_preferencia" ADD CONSTRAINT "aviso_preferencia_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oferta_seguimiento" ADD CONSTRAINT "oferta_seguimiento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oferta_seguimiento" ADD CONSTRAINT "oferta_seguimiento_oferta_id_oferta_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."oferta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aviso_pendiente_postulacion_idx" ON "aviso_pendiente" USING btree ("postulacion_id");--> statement-breakpoint
CREATE INDEX "oferta_seguimiento_oferta_idx" ON "oferta_seguimiento" USING btree ("oferta_id");--> statement-breakpoint
-- Offers already published follow their author (the seat the trail names for `oferta.publicar`, while it is still a
-- seat of the company), or else the company's holder, as new offers do from their publication.
INSERT INTO "oferta_seguimiento" ("usuario_id", "oferta_id")
SELECT coalesce(
    (SELECT a."usuario_id" FROM "auditoria_empresa" a
      JOIN "miembro_organizacion" m ON m."usuario_id" = a."usuario_id" AND m."organizacion_id" = o."id_organizacion"
      WHERE a."organizacion_id" = o."id_organizacion" AND a."accion" = 'oferta.publicar' AND a."entidad_id" = o."id"::text
      ORDER BY a."id" LIMIT 1),
    org."usuario_id"),
  o."id"
FROM "oferta" o JOIN "organizacion" org ON org."id" = o."id_organizacion"
WHERE o."eliminado_en" IS NULL AND o."finaliza" IS NULL AND org."usuario_id" IS NOT NULL
ON CONFLICT DO NOTHING;
