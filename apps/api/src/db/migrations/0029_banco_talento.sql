CREATE TABLE "baja_invitacion_talento" (
	"postulante_id" integer PRIMARY KEY NOT NULL,
	"origen" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "baja_invitacion_talento_origen_ck" CHECK ("baja_invitacion_talento"."origen" in ('enlace', 'cuenta'))
);
--> statement-breakpoint
CREATE TABLE "invitacion_talento" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizacion_id" integer NOT NULL,
	"oferta_id" integer NOT NULL,
	"postulante_id" integer NOT NULL,
	"invitado_por" integer,
	"token_hash" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "baja_invitacion_talento" ADD CONSTRAINT "baja_invitacion_talento_postulante_id_postulante_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitacion_talento" ADD CONSTRAINT "invitacion_talento_organizacion_id_organizacion_id_fk" FOREIGN KEY ("organizacion_id") REFERENCES "public"."organizacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitacion_talento" ADD CONSTRAINT "invitacion_talento_oferta_id_oferta_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."oferta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitacion_talento" ADD CONSTRAINT "invitacion_talento_postulante_id_postulante_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitacion_talento" ADD CONSTRAINT "invitacion_talento_invitado_por_usuario_id_fk" FOREIGN KEY ("invitado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitacion_talento_oferta_postulante_uq" ON "invitacion_talento" USING btree ("oferta_id","postulante_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitacion_talento_token_uq" ON "invitacion_talento" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitacion_talento_organizacion_idx" ON "invitacion_talento" USING btree ("organizacion_id","creado_en");--> statement-breakpoint
CREATE INDEX "invitacion_talento_postulante_idx" ON "invitacion_talento" USING btree ("postulante_id","creado_en");