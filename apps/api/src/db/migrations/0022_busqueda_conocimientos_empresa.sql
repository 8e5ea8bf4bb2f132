-- The search document of an offer also holds the knowledge it asks for (SAP, AutoCAD, Excel…) and its company's
-- commercial and legal names (decision 043). The names live in `organizacion`, which a generated column cannot read,
-- so the column becomes a plain one that triggers keep: when an offer is written, and when its company is renamed.
ALTER TABLE "oferta" ALTER COLUMN "busqueda" DROP EXPRESSION;--> statement-breakpoint
-- Title and company names A, careers B, functions, other requirements and knowledge C, place and time modality D,
-- all in the accent-insensitive Spanish configuration of migration 0000. An informational offer has no company.
CREATE OR REPLACE FUNCTION oferta_busqueda_de(o oferta) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('es_unaccent'::regconfig,
           o.titulo || ' ' || coalesce(org.nombre, '') || ' ' || coalesce(org.nombre_completo, '')), 'A')
    || setweight(to_tsvector('es_unaccent'::regconfig, o.profesion), 'B')
    || setweight(to_tsvector('es_unaccent'::regconfig,
           o.funciones || ' ' || o.otros_requisitos || ' ' || coalesce((
             SELECT string_agg(c ->> 'name', ' ')
             FROM jsonb_array_elements(CASE WHEN jsonb_typeof(o.conocimientos) = 'array' THEN o.conocimientos ELSE '[]'::jsonb END) AS c
           ), '')), 'C')
    || setweight(to_tsvector('es_unaccent'::regconfig,
           o.distrito || ' ' || o.provincia || ' ' || o.region || ' ' || o.modalidad_tiempo), 'D')
  FROM (SELECT 1) AS uno
  LEFT JOIN organizacion org ON org.id = o.id_organizacion
$$;--> statement-breakpoint
-- Whoever writes an offer (the API, the back office, the seeds, a script) gets its document written here; a value
-- written into the column itself is replaced by the computed one.
CREATE OR REPLACE FUNCTION oferta_busqueda() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.busqueda := oferta_busqueda_de(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER oferta_busqueda BEFORE INSERT OR UPDATE OF
  titulo, profesion, funciones, otros_requisitos, conocimientos, distrito, provincia, region, modalidad_tiempo,
  id_organizacion, busqueda
  ON oferta FOR EACH ROW EXECUTE FUNCTION oferta_busqueda();--> statement-breakpoint
-- A renamed company's offers are written again in the same transaction (the trigger above computes the document).
CREATE OR REPLACE FUNCTION organizacion_renombrada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE oferta SET busqueda = NULL WHERE id_organizacion = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER organizacion_renombrada AFTER UPDATE OF nombre, nombre_completo ON organizacion FOR EACH ROW
  WHEN (OLD.nombre IS DISTINCT FROM NEW.nombre OR OLD.nombre_completo IS DISTINCT FROM NEW.nombre_completo)
  EXECUTE FUNCTION organizacion_renombrada();--> statement-breakpoint
-- The offers written before: their documents with knowledge and company names.
UPDATE oferta SET busqueda = NULL;
