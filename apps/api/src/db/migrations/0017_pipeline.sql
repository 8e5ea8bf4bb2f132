CREATE TABLE "etiqueta_empresa" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizacion_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"color" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etiqueta_empresa_nombre_ck" CHECK (char_length("etiqueta_empresa"."nombre") between 1 and 30),
	CONSTRAINT "etiqueta_empresa_color_ck" CHECK ("etiqueta_empresa"."color" in ('gris', 'rojo', 'naranja', 'amarillo', 'verde', 'azul', 'morado', 'rosado'))
);
--> statement-breakpoint
CREATE TABLE "filtro_guardado" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"oferta_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"filtros" jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filtro_guardado_nombre_ck" CHECK (char_length("filtro_guardado"."nombre") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "nota_postulacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_id" integer NOT NULL,
	"organizacion_id" integer NOT NULL,
	"autor_id" integer,
	"autor_nombre" text NOT NULL,
	"texto" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_en" timestamp with time zone,
	CONSTRAINT "nota_postulacion_texto_ck" CHECK (char_length("nota_postulacion"."texto") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "postulacion_etiqueta" (
	"postulacion_id" integer NOT NULL,
	"etiqueta_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postulacion_etiqueta_postulacion_id_etiqueta_id_pk" PRIMARY KEY("postulacion_id","etiqueta_id")
);
--> statement-breakpoint
ALTER TABLE "etiqueta_empresa" ADD CONSTRAINT "etiqueta_empresa_organizacion_id_organizacion_id_fk" FOREIGN KEY ("organizacion_id") REFERENCES "public"."organizacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filtro_guardado" ADD CONSTRAINT "filtro_guardado_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filtro_guardado" ADD CONSTRAINT "filtro_guardado_oferta_id_oferta_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."oferta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_postulacion" ADD CONSTRAINT "nota_postulacion_postulacion_id_postulacion_id_fk" FOREIGN KEY ("postulacion_id") REFERENCES "public"."postulacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_postulacion" ADD CONSTRAINT "nota_postulacion_organizacion_id_organizacion_id_fk" FOREIGN KEY ("organizacion_id") REFERENCES "public"."organizacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_postulacion" ADD CONSTRAINT "nota_postulacion_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_etiqueta" ADD CONSTRAINT "postulacion_etiqueta_postulacion_id_postulacion_id_fk" FOREIGN KEY ("postulacion_id") REFERENCES "public"."postulacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_etiqueta" ADD CONSTRAINT "postulacion_etiqueta_etiqueta_id_etiqueta_empresa_id_fk" FOREIGN KEY ("etiqueta_id") REFERENCES "public"."etiqueta_empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "etiqueta_empresa_nombre_uq" ON "etiqueta_empresa" USING btree ("organizacion_id",lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "filtro_guardado_nombre_uq" ON "filtro_guardado" USING btree ("usuario_id","oferta_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "nota_postulacion_postulacion_idx" ON "nota_postulacion" USING btree ("postulacion_id","creado_en");--> statement-breakpoint
CREATE INDEX "postulacion_etiqueta_etiqueta_idx" ON "postulacion_etiqueta" USING btree ("etiqueta_id");