CREATE TABLE "carrera" (
	"id" integer PRIMARY KEY NOT NULL,
	"tipo" smallint NOT NULL,
	"nombre" text NOT NULL,
	"clave" text NOT NULL,
	"familia" text NOT NULL,
	CONSTRAINT "carrera_tipo_ck" CHECK ("carrera"."tipo" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "catalogo" (
	"lista" text NOT NULL,
	"id" integer NOT NULL,
	"nombre" text NOT NULL,
	"categoria" text,
	"orden" integer NOT NULL,
	CONSTRAINT "catalogo_lista_id_pk" PRIMARY KEY("lista","id"),
	CONSTRAINT "catalogo_lista_ck" CHECK (lista in ('idioma', 'habilidad', 'tema_conocimiento', 'orden_merito', 'formacion_tipo', 'extracurricular_tipo', 'modalidad_tiempo'))
);
--> statement-breakpoint
CREATE TABLE "distrito" (
	"id" integer PRIMARY KEY NOT NULL,
	"provincia_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"ubigeo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institucion" (
	"id" integer PRIMARY KEY NOT NULL,
	"tipo" smallint NOT NULL,
	"nombre" text NOT NULL,
	"nombre_norm" text NOT NULL,
	"gestion" text NOT NULL,
	"region_id" smallint,
	"categoria" text,
	"abreviatura" text,
	CONSTRAINT "institucion_tipo_ck" CHECK ("institucion"."tipo" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "provincia" (
	"id" integer PRIMARY KEY NOT NULL,
	"region_id" smallint NOT NULL,
	"nombre" text NOT NULL,
	"ubigeo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region" (
	"id" smallint PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"ubigeo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sector" (
	"id" smallint PRIMARY KEY NOT NULL,
	"codigo_ciiu" text NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerta" (
	"tipo" text PRIMARY KEY NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"expire_in" timestamp with time zone,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerta_tipo_ck" CHECK ("alerta"."tipo" in ('general', 'publicar'))
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"clave" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"ruc" char(11) NOT NULL,
	"nombre_completo" text NOT NULL,
	"nombre" text NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizacion_ruc_ck" CHECK ("organizacion"."ruc" ~ '^20[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "postulante" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sesion" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"correo" text NOT NULL,
	"clave_hash" text NOT NULL,
	"rol" smallint NOT NULL,
	"nombres" text DEFAULT '' NOT NULL,
	"apellidos" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"confirmado_en" timestamp with time zone,
	"is_dev" boolean DEFAULT false NOT NULL,
	"autorizacion_marketing" smallint DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_rol_ck" CHECK ("usuario"."rol" in (0, 1, 2)),
	CONSTRAINT "usuario_marketing_ck" CHECK ("usuario"."autorizacion_marketing" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "distrito" ADD CONSTRAINT "distrito_provincia_id_provincia_id_fk" FOREIGN KEY ("provincia_id") REFERENCES "public"."provincia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institucion" ADD CONSTRAINT "institucion_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provincia" ADD CONSTRAINT "provincia_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizacion" ADD CONSTRAINT "organizacion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesion" ADD CONSTRAINT "sesion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrera_tipo_clave_uq" ON "carrera" USING btree ("tipo","clave");--> statement-breakpoint
CREATE INDEX "carrera_clave_trgm_idx" ON "carrera" USING gin ("clave" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "catalogo_lista_nombre_uq" ON "catalogo" USING btree ("lista","nombre");--> statement-breakpoint
CREATE UNIQUE INDEX "distrito_ubigeo_uq" ON "distrito" USING btree ("ubigeo");--> statement-breakpoint
CREATE INDEX "distrito_provincia_idx" ON "distrito" USING btree ("provincia_id");--> statement-breakpoint
CREATE INDEX "institucion_tipo_nombre_idx" ON "institucion" USING btree ("tipo","nombre_norm");--> statement-breakpoint
CREATE INDEX "institucion_nombre_trgm_idx" ON "institucion" USING gin ("nombre_norm" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "provincia_ubigeo_uq" ON "provincia" USING btree ("ubigeo");--> statement-breakpoint
CREATE INDEX "provincia_region_idx" ON "provincia" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizacion_usuario_uq" ON "organizacion" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizacion_ruc_uq" ON "organizacion" USING btree ("ruc");--> statement-breakpoint
CREATE UNIQUE INDEX "postulante_usuario_uq" ON "postulante" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sesion_token_hash_uq" ON "sesion" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sesion_usuario_idx" ON "sesion" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_correo_lower_uq" ON "usuario" USING btree (lower("correo"));