/** Reference data of Peru and the product's lists (docs/reference-data.md), loaded from src/db/reference/*.json. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const region = pgTable('region', {
  // INEI department code, 1–25 (offers use 0 for no place and 26 for abroad).
  id: smallint('id').primaryKey(),
  nombre: text('nombre').notNull(),
  ubigeo: text('ubigeo').notNull(),
});

export const provincia = pgTable(
  'provincia',
  {
    id: integer('id').primaryKey(),
    region_id: smallint('region_id')
      .notNull()
      .references(() => region.id),
    nombre: text('nombre').notNull(),
    ubigeo: text('ubigeo').notNull(),
  },
  (t) => [uniqueIndex('provincia_ubigeo_uq').on(t.ubigeo), index('provincia_region_idx').on(t.region_id)],
);

export const distrito = pgTable(
  'distrito',
  {
    id: integer('id').primaryKey(),
    provincia_id: integer('provincia_id')
      .notNull()
      .references(() => provincia.id),
    nombre: text('nombre').notNull(),
    ubigeo: text('ubigeo').notNull(),
  },
  (t) => [uniqueIndex('distrito_ubigeo_uq').on(t.ubigeo), index('distrito_provincia_idx').on(t.provincia_id)],
);

/** Universities (SUNEDU) and higher-education institutes (Ponte en Carrera) in one table. */
export const institucion = pgTable(
  'institucion',
  {
    id: integer('id').primaryKey(),
    // 1 universitaria, 0 técnica: the same codes as tipo_carrera.
    tipo: smallint('tipo').notNull(),
    nombre: text('nombre').notNull(),
    // Lower case without accents, for accent-insensitive search.
    nombre_norm: text('nombre_norm').notNull(),
    gestion: text('gestion').notNull(),
    region_id: smallint('region_id').references(() => region.id),
    categoria: text('categoria'),
    abreviatura: text('abreviatura'),
  },
  (t) => [
    check('institucion_tipo_ck', sql`${t.tipo} in (0, 1)`),
    index('institucion_tipo_nombre_idx').on(t.tipo, t.nombre_norm),
    index('institucion_nombre_trgm_idx').using('gin', sql`${t.nombre_norm} gin_trgm_ops`),
  ],
);

export const carrera = pgTable(
  'carrera',
  {
    id: integer('id').primaryKey(),
    tipo: smallint('tipo').notNull(),
    nombre: text('nombre').notNull(),
    // The spec's `claves`: the name lower-cased and without accents.
    clave: text('clave').notNull(),
    familia: text('familia').notNull(),
  },
  (t) => [
    check('carrera_tipo_ck', sql`${t.tipo} in (0, 1)`),
    uniqueIndex('carrera_tipo_clave_uq').on(t.tipo, t.clave),
    index('carrera_clave_trgm_idx').using('gin', sql`${t.clave} gin_trgm_ops`),
  ],
);

export const sector = pgTable('sector', {
  id: smallint('id').primaryKey(),
  codigo_ciiu: text('codigo_ciiu').notNull(),
  nombre: text('nombre').notNull(),
});

/** The product's small lists (docs/reference-data.md), one row per item. */
export const CATALOGOS = [
  'idioma',
  'habilidad',
  'tema_conocimiento',
  'orden_merito',
  'formacion_tipo',
  'extracurricular_tipo',
  'modalidad_tiempo',
] as const;
export type Catalogo = (typeof CATALOGOS)[number];

export const catalogo = pgTable(
  'catalogo',
  {
    lista: text('lista').$type<Catalogo>().notNull(),
    id: integer('id').notNull(),
    nombre: text('nombre').notNull(),
    categoria: text('categoria'),
    orden: integer('orden').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lista, t.id] }),
    uniqueIndex('catalogo_lista_nombre_uq').on(t.lista, t.nombre),
    check('catalogo_lista_ck', sql.raw(`lista in (${CATALOGOS.map((c) => `'${c}'`).join(', ')})`)),
  ],
);
