CREATE TABLE "metrica_oferta_dia" (
	"oferta_id" integer NOT NULL,
	"dia" date NOT NULL,
	"fuente" text NOT NULL,
	"canal" text DEFAULT '' NOT NULL,
	"vistas" integer DEFAULT 0 NOT NULL,
	"compartidos" integer DEFAULT 0 NOT NULL,
	"postulaciones" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "metrica_oferta_dia_oferta_id_dia_fuente_canal_pk" PRIMARY KEY("oferta_id","dia","fuente","canal"),
	CONSTRAINT "metrica_oferta_dia_fuente_ck" CHECK ("metrica_oferta_dia"."fuente" in ('busqueda', 'recomendacion', 'empresa', 'compartido', 'directo'))
);
--> statement-breakpoint
CREATE TABLE "metrica_sal" (
	"dia" date PRIMARY KEY NOT NULL,
	"sal" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metrica_visto" (
	"dia" date NOT NULL,
	"huella" text NOT NULL,
	CONSTRAINT "metrica_visto_dia_huella_pk" PRIMARY KEY("dia","huella")
);
--> statement-breakpoint
ALTER TABLE "metrica_oferta_dia" ADD CONSTRAINT "metrica_oferta_dia_oferta_id_oferta_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."oferta"("id") ON DELETE cascade ON UPDATE no action;