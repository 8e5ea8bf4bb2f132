CREATE TABLE "solicitud_destacado" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizacion_id" integer NOT NULL,
	"oferta_id" integer NOT NULL,
	"solicitado_por" integer,
	"solicitado_por_nombre" text NOT NULL,
	"mensaje" text,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"resuelto_por" integer,
	"resuelto_por_nombre" text,
	"motivo" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"resuelto_en" timestamp with time zone,
	CONSTRAINT "solicitud_destacado_estado_ck" CHECK ("solicitud_destacado"."estado" in ('pendiente', 'pagada', 'rechazada'))
);
--> statement-breakpoint
ALTER TABLE "solicitud_destacado" ADD CONSTRAINT "solicitud_destacado_organizacion_id_organizacion_id_fk" FOREIGN KEY ("organizacion_id") REFERENCES "public"."organizacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_destacado" ADD CONSTRAINT "solicitud_destacado_oferta_id_oferta_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."oferta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_destacado" ADD CONSTRAINT "solicitud_destacado_solicitado_por_usuario_id_fk" FOREIGN KEY ("solicitado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_destacado" ADD CONSTRAINT "solicitud_destacado_resuelto_por_usuario_id_fk" FOREIGN KEY ("resuelto_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitud_destacado_org_idx" ON "solicitud_destacado" USING btree ("organizacion_id","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "solicitud_destacado_pendiente_uq" ON "solicitud_destacado" USING btree ("oferta_id") WHERE "solicitud_destacado"."estado" = 'pendiente';