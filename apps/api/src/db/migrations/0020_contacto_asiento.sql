ALTER TABLE "miembro_organizacion" ADD COLUMN "nro_contacto" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "miembro_organizacion" ADD COLUMN "cargo" text DEFAULT '' NOT NULL;