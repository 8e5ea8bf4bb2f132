-- Public company pages (decision 029): the company's LinkedIn and Instagram, whether it shows its page, and the
-- page's slug `/empresa/{slug}`, which the database chooses from the commercial name when the row is inserted and
-- never changes afterwards (shared links keep working when the name changes).
ALTER TABLE "organizacion" ADD COLUMN "linkedin" text;--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "instagram" text;--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "pagina_publica" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizacion" ADD COLUMN "slug" text;--> statement-breakpoint
-- 'Andina Logística S.A.C.' → 'andina-logistica': lower case without accents (ñ → n), every other run of characters
-- a hyphen, a trailing Peruvian company type (S.A.C., S.A.A., S.A., S.R.L., E.I.R.L., S.A.C.S.) left out, at most 60
-- characters; 'empresa' when nothing is left.
CREATE OR REPLACE FUNCTION organizacion_slug_base(nombre text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    nullif(
      trim(BOTH '-' FROM left(
        regexp_replace(
          trim(BOTH '-' FROM regexp_replace(lower(unaccent(coalesce(nombre, ''))), '[^a-z0-9]+', '-', 'g')),
          '(.)-(s-?a-?c(-?s)?|s-?a-?a|s-?a|s-?r-?l|e-?i-?r-?l)$', '\1'
        ),
        60
      )),
      ''
    ),
    'empresa'
  )
$$;--> statement-breakpoint
-- The first free slug for a name: its base, else base-2, base-3… Two registrations of the same name at once wait for
-- each other (a transaction-wide lock on the base), so both cannot take the same one.
CREATE OR REPLACE FUNCTION organizacion_slug_libre(nombre text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text := organizacion_slug_base(nombre);
  candidato text := base;
  n integer := 1;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('organizacion_slug:' || base));
  WHILE EXISTS (SELECT 1 FROM organizacion WHERE slug = candidato) LOOP
    n := n + 1;
    candidato := base || '-' || n;
  END LOOP;
  RETURN candidato;
END
$$;--> statement-breakpoint
-- The companies registered before: in the order they registered, so the oldest keeps the plain name.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id, nombre FROM organizacion ORDER BY id LOOP
    UPDATE organizacion SET slug = organizacion_slug_libre(r.nombre) WHERE id = r.id;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "organizacion" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "organizacion_slug_uq" ON "organizacion" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "organizacion" ADD CONSTRAINT "organizacion_slug_ck" CHECK ("organizacion"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
-- Whoever inserts a company (registration, the demo seed, a script) leaves the slug out: it is chosen here.
CREATE OR REPLACE FUNCTION organizacion_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slug IS NULL OR NEW.slug = '' THEN
    NEW.slug := organizacion_slug_libre(NEW.nombre);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER organizacion_slug BEFORE INSERT ON organizacion FOR EACH ROW EXECUTE FUNCTION organizacion_slug();
