CREATE TABLE "navegador_conocido" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"huella" char(64) NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"visto_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "postulacion" ALTER COLUMN "postulante_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "navegador_conocido" ADD CONSTRAINT "navegador_conocido_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "navegador_conocido_uq" ON "navegador_conocido" USING btree ("usuario_id","huella");--> statement-breakpoint
CREATE INDEX "navegador_conocido_visto_idx" ON "navegador_conocido" USING btree ("visto_en");