CREATE TABLE "act_extracurricular" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulante_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nombre_empresa" text NOT NULL,
	"nombre_proyecto" text,
	"puesto" text NOT NULL,
	"funciones" text NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_salida" date,
	"sigo_aqui" smallint DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extracurricular_tipo_ck" CHECK ("act_extracurricular"."tipo" in ('Proyecto', 'Voluntariado')),
	CONSTRAINT "extracurricular_sigo_aqui_ck" CHECK ("act_extracurricular"."sigo_aqui" in (0, 1)),
	CONSTRAINT "extracurricular_fechas_ck" CHECK (("act_extracurricular"."sigo_aqui" = 1 and "act_extracurricular"."fecha_salida" is null) or ("act_extracurricular"."sigo_aqui" = 0 and "act_extracurricular"."fecha_salida" >= "act_extracurricular"."fecha_inicio"))
);
--> statement-breakpoint
CREATE TABLE "conocimiento" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulante_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"nivel" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conocimiento_nivel_ck" CHECK ("conocimiento"."nivel" in ('básico', 'intermedio', 'avanzado'))
);
--> statement-breakpoint
CREATE TABLE "experiencia_laboral" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulante_id" integer NOT NULL,
	"nombre_empresa" text NOT NULL,
	"puesto" text NOT NULL,
	"funciones" text NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_salida" date,
	"sigo_aqui" smallint DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiencia_sigo_aqui_ck" CHECK ("experiencia_laboral"."sigo_aqui" in (0, 1)),
	CONSTRAINT "experiencia_fechas_ck" CHECK (("experiencia_laboral"."sigo_aqui" = 1 and "experiencia_laboral"."fecha_salida" is null) or ("experiencia_laboral"."sigo_aqui" = 0 and "experiencia_laboral"."fecha_salida" >= "experiencia_laboral"."fecha_inicio"))
);
--> statement-breakpoint
CREATE TABLE "formacion_complementaria" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulante_id" integer NOT NULL,
	"tipo" text,
	"inst_educativa" text NOT NULL,
	"fecha_inicio" date NOT NULL,
	"descripcion" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "habilidad_postulante" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulante_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idioma_postulante" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulante_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"nivel" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idioma_postulante_nivel_ck" CHECK ("idioma_postulante"."nivel" in ('básico', 'intermedio', 'avanzado'))
);
--> statement-breakpoint
CREATE TABLE "logro" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulante_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	"fecha" date NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "foto" text;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "dni" char(8);--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "sexo" smallint;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "fecha_nacimiento" date;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "licencia_conducir" smallint;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "estado_estudios" smallint;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "tipo_carrera" smallint;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "id_inst_educativa" integer;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "inst_educativa_nombre" text;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "id_carrera_actual" integer;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "carrera_actual" text;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "claves" text;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "ciclo_actual" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "fecha_ingreso" date;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "fecha_egreso" date;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "orden_merito" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "resumen_profesional" text;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "id_region" smallint;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "provincia" text;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "distrito" text;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "whatsapp" char(9);--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "correo_contacto" text;--> statement-breakpoint
ALTER TABLE "postulante" ADD COLUMN "redes_sociales" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "act_extracurricular" ADD CONSTRAINT "act_extracurricular_postulante_id_postulante_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conocimiento" ADD CONSTRAINT "conocimiento_postulante_id_postulante_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiencia_laboral" ADD CONSTRAINT "experiencia_laboral_postulante_id_postulante_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formacion_complementaria" ADD CONSTRAINT "formacion_complementaria_postulante_id_postulante_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habilidad_postulante" ADD CONSTRAINT "habilidad_postulante_postulante_id_postulante_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idioma_postulante" ADD CONSTRAINT "idioma_postulante_postulante_id_postulante_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logro" ADD CONSTRAINT "logro_postulante_id_postulante_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extracurricular_postulante_idx" ON "act_extracurricular" USING btree ("postulante_id","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "conocimiento_postulante_nombre_uq" ON "conocimiento" USING btree ("postulante_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "experiencia_postulante_idx" ON "experiencia_laboral" USING btree ("postulante_id");--> statement-breakpoint
CREATE INDEX "formacion_postulante_idx" ON "formacion_complementaria" USING btree ("postulante_id");--> statement-breakpoint
CREATE UNIQUE INDEX "habilidad_postulante_nombre_uq" ON "habilidad_postulante" USING btree ("postulante_id",lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "idioma_postulante_nombre_uq" ON "idioma_postulante" USING btree ("postulante_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "logro_postulante_idx" ON "logro" USING btree ("postulante_id");--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_id_inst_educativa_institucion_id_fk" FOREIGN KEY ("id_inst_educativa") REFERENCES "public"."institucion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_id_carrera_actual_carrera_id_fk" FOREIGN KEY ("id_carrera_actual") REFERENCES "public"."carrera"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_id_region_region_id_fk" FOREIGN KEY ("id_region") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postulante_claves_idx" ON "postulante" USING btree ("claves");--> statement-breakpoint
CREATE INDEX "postulante_region_idx" ON "postulante" USING btree ("id_region");--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_dni_ck" CHECK ("postulante"."dni" ~ '^[0-9]{8}$');--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_sexo_ck" CHECK ("postulante"."sexo" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_licencia_ck" CHECK ("postulante"."licencia_conducir" in (0, 1));--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_estado_estudios_ck" CHECK ("postulante"."estado_estudios" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_tipo_carrera_ck" CHECK ("postulante"."tipo_carrera" in (0, 1));--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_ciclo_ck" CHECK ("postulante"."ciclo_actual" between 0 and 6);--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_orden_merito_ck" CHECK ("postulante"."orden_merito" between 0 and 5);--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_region_ck" CHECK ("postulante"."id_region" between 1 and 25);--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_whatsapp_ck" CHECK ("postulante"."whatsapp" ~ '^[0-9]{9}$');--> statement-breakpoint
ALTER TABLE "postulante" ADD CONSTRAINT "postulante_egreso_ck" CHECK ("postulante"."fecha_egreso" >= "postulante"."fecha_ingreso");