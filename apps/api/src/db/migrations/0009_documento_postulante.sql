CREATE TABLE "postulante_documento" (
	"postulante_id" integer PRIMARY KEY NOT NULL,
	"documento" "tsvector" NOT NULL,
	"experiencia" "tsvector" NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "postulante_documento" ADD CONSTRAINT "postulante_documento_postulante_id_postulante_id_fk" FOREIGN KEY ("postulante_id") REFERENCES "public"."postulante"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The applicant's search document (issue #10, docs/assistant-ranking.md), rebuilt for a set of applicants from
-- their profile and every CV section. Texts are joined with spaces; empty sections weigh nothing.
CREATE OR REPLACE FUNCTION postulante_documento_refrescar(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO postulante_documento AS d (postulante_id, documento, experiencia, actualizado_en)
  SELECT p.id,
    setweight(to_tsvector('es_unaccent'::regconfig, coalesce(p.carrera_actual, '')), 'A')
    || setweight(to_tsvector('es_unaccent'::regconfig, concat_ws(' ',
         p.resumen_profesional,
         (SELECT string_agg(k.nombre, ' ') FROM conocimiento k WHERE k.postulante_id = p.id),
         (SELECT string_agg(h.nombre, ' ') FROM habilidad_postulante h WHERE h.postulante_id = p.id),
         (SELECT string_agg(i.nombre, ' ') FROM idioma_postulante i WHERE i.postulante_id = p.id),
         (SELECT string_agg(concat_ws(' ', e.puesto, e.funciones, e.nombre_empresa), ' ') FROM experiencia_laboral e WHERE e.postulante_id = p.id)
       )), 'B')
    || setweight(to_tsvector('es_unaccent'::regconfig, concat_ws(' ',
         p.inst_educativa_nombre,
         (SELECT string_agg(concat_ws(' ', a.nombre_proyecto, a.puesto, a.funciones, a.nombre_empresa), ' ') FROM act_extracurricular a WHERE a.postulante_id = p.id),
         (SELECT string_agg(concat_ws(' ', f.tipo, f.descripcion, f.inst_educativa), ' ') FROM formacion_complementaria f WHERE f.postulante_id = p.id),
         (SELECT string_agg(l.descripcion, ' ') FROM logro l WHERE l.postulante_id = p.id)
       )), 'C'),
    -- The position weighs more than the duties, the duties more than the company's name.
    setweight(to_tsvector('es_unaccent'::regconfig, coalesce((SELECT string_agg(e.puesto, ' ') FROM experiencia_laboral e WHERE e.postulante_id = p.id), '')), 'A')
    || setweight(to_tsvector('es_unaccent'::regconfig, coalesce((SELECT string_agg(e.funciones, ' ') FROM experiencia_laboral e WHERE e.postulante_id = p.id), '')), 'B')
    || setweight(to_tsvector('es_unaccent'::regconfig, coalesce((SELECT string_agg(e.nombre_empresa, ' ') FROM experiencia_laboral e WHERE e.postulante_id = p.id), '')), 'C'),
    now()
  FROM postulante p
  WHERE p.id = ANY(ids)
  ON CONFLICT (postulante_id) DO UPDATE
    SET documento = excluded.documento, experiencia = excluded.experiencia, actualizado_en = excluded.actualizado_en;
$$;
--> statement-breakpoint
-- Statement-level triggers with a transition table named `filas`: a bulk insert rebuilds each applicant once.
CREATE OR REPLACE FUNCTION postulante_documento_por_seccion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM postulante_documento_refrescar(ARRAY(SELECT DISTINCT postulante_id FROM filas));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION postulante_documento_por_perfil() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM postulante_documento_refrescar(ARRAY(SELECT id FROM filas));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER postulante_documento_ins AFTER INSERT ON postulante REFERENCING NEW TABLE AS filas
  FOR EACH STATEMENT EXECUTE FUNCTION postulante_documento_por_perfil();
--> statement-breakpoint
CREATE TRIGGER postulante_documento_upd AFTER UPDATE ON postulante REFERENCING NEW TABLE AS filas
  FOR EACH STATEMENT EXECUTE FUNCTION postulante_documento_por_perfil();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['conocimiento', 'habilidad_postulante', 'idioma_postulante', 'experiencia_laboral', 'act_extracurricular', 'formacion_complementaria', 'logro']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS filas FOR EACH STATEMENT EXECUTE FUNCTION postulante_documento_por_seccion()', t || '_documento_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS filas FOR EACH STATEMENT EXECUTE FUNCTION postulante_documento_por_seccion()', t || '_documento_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS filas FOR EACH STATEMENT EXECUTE FUNCTION postulante_documento_por_seccion()', t || '_documento_del', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Every applicant that exists already.
SELECT postulante_documento_refrescar(ARRAY(SELECT id FROM postulante));
