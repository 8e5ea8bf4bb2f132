CREATE TABLE "invitacion_equipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizacion_id" integer NOT NULL,
	"correo" text NOT NULL,
	"rol" text NOT NULL,
	"invitado_por" integer,
	"token_hash" char(64) NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"cancelado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitacion_equipo_rol_ck" CHECK ("invitacion_equipo"."rol" in ('administrador', 'reclutador'))
);
--> statement-breakpoint
CREATE TABLE "miembro_organizacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizacion_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"rol" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "miembro_organizacion_rol_ck" CHECK ("miembro_organizacion"."rol" in ('administrador', 'reclutador'))
);
--> statement-breakpoint
ALTER TABLE "invitacion_equipo" ADD CONSTRAINT "invitacion_equipo_organizacion_id_organizacion_id_fk" FOREIGN KEY ("organizacion_id") REFERENCES "public"."organizacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitacion_equipo" ADD CONSTRAINT "invitacion_equipo_invitado_por_usuario_id_fk" FOREIGN KEY ("invitado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miembro_organizacion" ADD CONSTRAINT "miembro_organizacion_organizacion_id_organizacion_id_fk" FOREIGN KEY ("organizacion_id") REFERENCES "public"."organizacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miembro_organizacion" ADD CONSTRAINT "miembro_organizacion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitacion_equipo_hash_uq" ON "invitacion_equipo" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitacion_equipo_org_idx" ON "invitacion_equipo" USING btree ("organizacion_id","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "miembro_organizacion_usuario_uq" ON "miembro_organizacion" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "miembro_organizacion_org_idx" ON "miembro_organizacion" USING btree ("organizacion_id");--> statement-breakpoint
-- Every existing company's account becomes its holder: an administrator seat.
INSERT INTO "miembro_organizacion" ("organizacion_id", "usuario_id", "rol", "creado_en")
SELECT "id", "usuario_id", 'administrador', "creado_en" FROM "organizacion"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A new company's registering account gets its holder seat with the company, whoever inserts it (registration,
-- seeds, tests): the seats table is then the one answer to "which company is this account's".
CREATE FUNCTION miembro_titular() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO miembro_organizacion (organizacion_id, usuario_id, rol, creado_en)
  VALUES (NEW.id, NEW.usuario_id, 'administrador', NEW.creado_en)
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organizacion_miembro_titular AFTER INSERT ON organizacion FOR EACH ROW EXECUTE FUNCTION miembro_titular();
