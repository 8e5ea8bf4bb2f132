CREATE TABLE "plantilla_correo_estado" (
	"organizacion_id" integer NOT NULL,
	"clave" text NOT NULL,
	"asunto" varchar(120) NOT NULL,
	"cuerpo" text NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plantilla_correo_estado_organizacion_id_clave_pk" PRIMARY KEY("organizacion_id","clave"),
	CONSTRAINT "plantilla_correo_estado_clave_ck" CHECK ("plantilla_correo_estado"."clave" in ('en_proceso', 'finalista', 'no_seleccionada')),
	CONSTRAINT "plantilla_correo_estado_cuerpo_ck" CHECK (char_length("plantilla_correo_estado"."cuerpo") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "preferencia_correo_estado" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"avisar" boolean NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plantilla_correo_estado" ADD CONSTRAINT "plantilla_correo_estado_organizacion_id_organizacion_id_fk" FOREIGN KEY ("organizacion_id") REFERENCES "public"."organizacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencia_correo_estado" ADD CONSTRAINT "preferencia_correo_estado_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;