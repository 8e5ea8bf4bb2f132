/** SQL of the reference lookups: places, sectors, the small lists, institutions, careers and the alerts. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { alerta, carrera, catalogo, distrito, institucion, provincia, region, sector, type Catalogo } from '../../db/schema/index.ts';

export function listRegiones(db: DbOrTx) {
  return db.select({ id: region.id, nombre: region.nombre }).from(region).orderBy(asc(region.id));
}

export function listProvincias(db: DbOrTx) {
  return db.select({ id: provincia.id, region_id: provincia.region_id, nombre: provincia.nombre }).from(provincia);
}

export function listDistritos(db: DbOrTx) {
  return db.select({ id: distrito.id, provincia_id: distrito.provincia_id, nombre: distrito.nombre }).from(distrito);
}

export function listSectores(db: DbOrTx) {
  return db.select({ id: sector.id, name: sector.nombre, codigo_ciiu: sector.codigo_ciiu }).from(sector).orderBy(asc(sector.id));
}

export function listCatalogo(db: DbOrTx, lista: Catalogo) {
  return db
    .select({ id: catalogo.id, name: catalogo.nombre, categoria: catalogo.categoria })
    .from(catalogo)
    .where(eq(catalogo.lista, lista))
    .orderBy(asc(catalogo.orden), asc(catalogo.id));
}

export async function listClaves(db: DbOrTx, tipo?: number): Promise<string[]> {
  const rows = await db
    .select({ clave: carrera.clave })
    .from(carrera)
    .where(tipo === undefined ? undefined : eq(carrera.tipo, tipo))
    .groupBy(carrera.clave)
    .orderBy(alphabetical(carrera.clave));
  return rows.map((r) => r.clave);
}

export function listAlertas(db: DbOrTx) {
  return db.select({ tipo: alerta.tipo, content: alerta.content, expire_in: alerta.expire_in }).from(alerta);
}

/**
 * A text search over a normalized column (lower case, no accents): every word of the search must appear;
 * the same name ranks first, then the whole search at the start of the name, at the start of a word, anywhere,
 * and last the names that hold its words apart.
 * `words` and `needle` are already normalized with toClave. No words: no filter (alphabetical list).
 */
export interface TextSearch {
  needle: string;
  words: string[];
}

/** Byte order of the normalized text: the same on PGlite and on any server, whatever its collation. */
function alphabetical(column: PgColumn): SQL {
  return sql`${column} collate "C"`;
}

function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function containsAll(column: PgColumn, words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`${column} like ${`%${likeEscape(w)}%`}`));
}

/**
 * Order of relevance, the web's own (coincidencia in packages/shared/src/text.ts): no search → none, otherwise 0 the
 * same name, 1 at the start of the name, 2 at the start of a word, 3 inside, 4 only its words, apart.
 */
function rank(column: PgColumn, needle: string): SQL[] {
  if (!needle) return [];
  const escaped = likeEscape(needle);
  return [
    sql`case when ${column} = ${needle} then 0 when ${column} like ${`${escaped}%`} then 1 when ${column} like ${`% ${escaped}%`} then 2 when ${column} like ${`%${escaped}%`} then 3 else 4 end`,
  ];
}

const institucionColumns = {
  id: institucion.id,
  nombre: institucion.nombre,
  tipo: institucion.tipo,
  gestion: institucion.gestion,
  id_region: institucion.region_id,
  region: region.nombre,
  categoria: institucion.categoria,
  abreviatura: institucion.abreviatura,
};

export type InstitucionRow = NonNullable<Awaited<ReturnType<typeof findInstitucion>>>;
export type CarreraRow = NonNullable<Awaited<ReturnType<typeof findCarrera>>>;

export interface InstitucionFilter {
  tipo: number;
  /** Only these categories (technological list); all when absent. */
  categorias?: string[];
}

function institucionWhere(filter: InstitucionFilter, extra?: SQL): SQL | undefined {
  return and(eq(institucion.tipo, filter.tipo), filter.categorias ? inArray(institucion.categoria, filter.categorias) : undefined, extra);
}

export function searchInstituciones(db: DbOrTx, filter: InstitucionFilter, search: TextSearch, limit: number) {
  // SUNEDU's abbreviation ("UNMSM", "PUCP", "UNI") found exactly also counts, and ranks before the names.
  const byAbbreviation = search.needle ? sql`lower(${institucion.abreviatura}) = ${search.needle}` : undefined;
  const byName = containsAll(institucion.nombre_norm, search.words);
  const matches = byAbbreviation && byName ? sql`(${byName} or ${byAbbreviation})` : byName;
  const relevance = byAbbreviation ? [sql`${byAbbreviation} is not true`, ...rank(institucion.nombre_norm, search.needle)] : [];
  return db
    .select(institucionColumns)
    .from(institucion)
    .leftJoin(region, eq(region.id, institucion.region_id))
    .where(institucionWhere(filter, matches))
    .orderBy(...relevance, alphabetical(institucion.nombre_norm), asc(institucion.region_id), asc(institucion.id))
    .limit(limit);
}

export function listInstituciones(db: DbOrTx, filter: InstitucionFilter) {
  return db
    .select(institucionColumns)
    .from(institucion)
    .leftJoin(region, eq(region.id, institucion.region_id))
    .where(institucionWhere(filter))
    .orderBy(alphabetical(institucion.nombre_norm), asc(institucion.region_id), asc(institucion.id));
}

export function findInstitucion(db: DbOrTx, id: number) {
  return db
    .select(institucionColumns)
    .from(institucion)
    .leftJoin(region, eq(region.id, institucion.region_id))
    .where(eq(institucion.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

const carreraColumns = { id: carrera.id, nombre: carrera.nombre, tipo: carrera.tipo, clave: carrera.clave, familia: carrera.familia };

export function searchCarreras(db: DbOrTx, tipo: number | undefined, search: TextSearch, limit: number) {
  return db
    .select(carreraColumns)
    .from(carrera)
    .where(and(tipo === undefined ? undefined : eq(carrera.tipo, tipo), containsAll(carrera.clave, search.words)))
    .orderBy(...rank(carrera.clave, search.needle), alphabetical(carrera.clave), asc(carrera.tipo), asc(carrera.id))
    .limit(limit);
}

export function listCarreras(db: DbOrTx, tipo: number | undefined) {
  return db
    .select(carreraColumns)
    .from(carrera)
    .where(tipo === undefined ? undefined : eq(carrera.tipo, tipo))
    .orderBy(alphabetical(carrera.clave), asc(carrera.tipo), asc(carrera.id));
}

export function findCarrera(db: DbOrTx, id: number) {
  return db
    .select(carreraColumns)
    .from(carrera)
    .where(eq(carrera.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}
