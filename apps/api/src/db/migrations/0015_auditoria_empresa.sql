CREATE TABLE "auditoria_empresa" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organizacion_id" integer NOT NULL,
	"usuario_id" integer,
	"usuario_correo" text NOT NULL,
	"usuario_nombre" text DEFAULT '' NOT NULL,
	"accion" text NOT NULL,
	"entidad" text NOT NULL,
	"entidad_id" text,
	"detalle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auditoria_empresa_accion_ck" CHECK ("auditoria_empresa"."accion" ~ '^[a-z_]+(\.[a-z_]+)+$')
);
--> statement-breakpoint
ALTER TABLE "auditoria_empresa" ADD CONSTRAINT "auditoria_empresa_organizacion_id_organizacion_id_fk" FOREIGN KEY ("organizacion_id") REFERENCES "public"."organizacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_empresa" ADD CONSTRAINT "auditoria_empresa_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_empresa_org_idx" ON "auditoria_empresa" USING btree ("organizacion_id","creado_en" DESC NULLS LAST,"id" DESC NULLS LAST);