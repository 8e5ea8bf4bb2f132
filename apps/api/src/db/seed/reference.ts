/**
 * Loads the reference data of src/db/reference/*.json into its tables (docs/reference-data.md).
 *
 * Runs at every start (prepareDatabase), so it must be cheap when nothing changed: the files are hashed and
 * the hash is kept in app_meta; the same hash means nothing to do. Otherwise every row is upserted in one
 * transaction, in batches, and rows whose values did not change are not rewritten.
 */
import { toClave } from '@practiperu/shared/text';
import { and, eq, getTableColumns, getTableName, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Db, Tx } from '../client.ts';
import { CATALOGOS, appMeta, carrera, catalogo, distrito, institucion, provincia, region, sector } from '../schema/index.ts';
import path from 'node:path';
import { apiSource } from '../../locations.ts';

/** The id schemes of docs/reference-data.md: institutes and technical careers are shifted past the others. */
export const INSTITUTO_ID_OFFSET = 10_000;
export const CARRERA_TECNICA_ID_OFFSET = 1_000;
export const TIPO_UNIVERSITARIA = 1;
export const TIPO_TECNICA = 0;

/** app_meta key holding the hash of the loaded files. */
export const REFERENCE_HASH_KEY = 'reference_data_hash';

/** Bump when the mapping below changes, so that databases loaded with the old mapping are reloaded. */
const SEED_FORMAT = 'reference-seed-v1';

const FILES = [
  'peru-ubigeo.json',
  'universidades.json',
  'institutos.json',
  'carreras-universitarias.json',
  'carreras-tecnicas.json',
  'sectores.json',
  'catalogos.json',
] as const;
type FileName = (typeof FILES)[number];

const BATCH_SIZE = 500;
// Any constant shared by every process: two API instances starting together load the data once.
const ADVISORY_LOCK_KEY = 7_410_001;

// The files are checked when loaded: a bad edit fails the start with a readable message, not a half load.
const nombre = z.string().trim().min(1);
const ubigeoFile = z.array(
  z.object({
    id: z.number().int().min(1).max(25),
    nombre,
    ubigeo: z.string().regex(/^\d{2}0000$/),
    provincias: z.array(
      z.object({
        nombre,
        ubigeo: z.string().regex(/^\d{4}00$/),
        distritos: z.array(z.object({ nombre, ubigeo: z.string().regex(/^\d{6}$/) })).min(1),
      }),
    ),
  }),
);
const gestion = z.enum(['publica', 'privada']);
const universidadesFile = z.array(
  z.object({
    id: z
      .number()
      .int()
      .positive()
      .max(INSTITUTO_ID_OFFSET - 1),
    nombre,
    abreviatura_sunedu: z.string().nullable(),
    tipo: gestion,
    region_id: z.number().int().min(1).max(25),
  }),
);
const institutosFile = z.array(
  z.object({
    id: z
      .number()
      .int()
      .positive()
      .max(INSTITUTO_ID_OFFSET - 1),
    nombre,
    tipo: gestion,
    region_id: z.number().int().min(1).max(25),
    categoria: z.enum(['tecnologico', 'mixto', 'pedagogico', 'artistico']),
  }),
);
const carrerasFile = (maxId: number) => z.array(z.object({ id: z.number().int().positive().max(maxId), nombre, familia: nombre }));
const sectoresFile = z.array(z.object({ id: z.number().int().positive(), codigo_ciiu: z.string().min(1), nombre }));
const catalogoItems = z.array(z.object({ id: z.number().int().positive(), nombre, categoria: z.string().min(1).optional() }));
const catalogosFile = z.object(
  Object.fromEntries(CATALOGOS.map((lista) => [lista, catalogoItems])) as Record<(typeof CATALOGOS)[number], typeof catalogoItems>,
);

function readReferenceFiles(): Record<FileName, string> {
  const dir = apiSource('db/reference');
  return Object.fromEntries(FILES.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')])) as Record<FileName, string>;
}

/** The hash of the reference files and of the loading rules: what app_meta remembers. */
function referenceDataHash(files: Record<FileName, string>): string {
  const hash = createHash('sha256').update(SEED_FORMAT);
  for (const file of FILES) hash.update(`\0${file}\0`).update(files[file]);
  return hash.digest('hex');
}

function parse<T>(schema: z.ZodType<T>, file: FileName, text: string): T {
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Datos de referencia inválidos en ${file}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}

/** Loads the reference data of src/db/reference/*.json into its tables (idempotent). */
export async function seedReference(db: Db): Promise<void> {
  const files = readReferenceFiles();
  const hash = referenceDataHash(files);
  if ((await storedHash(db)) === hash) return;

  const rows = buildRows(files);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEY})`);
    // Another process may have loaded the same files while this one waited for the lock.
    if ((await storedHash(tx)) === hash) return;

    await upsert(tx, region, rows.regiones, [region.id]);
    await upsert(tx, provincia, rows.provincias, [provincia.id]);
    await upsert(tx, distrito, rows.distritos, [distrito.id]);
    await upsert(tx, sector, rows.sectores, [sector.id]);
    await upsert(tx, institucion, rows.instituciones, [institucion.id]);
    await upsert(tx, carrera, rows.carreras, [carrera.id]);
    // The small lists are the product's own: an item removed from catalogos.json leaves the list. Nothing
    // references their rows (CVs and offers store the names), so they can be deleted safely.
    for (const lista of CATALOGOS) {
      const ids = rows.catalogos.filter((c) => c.lista === lista).map((c) => c.id);
      await tx
        .delete(catalogo)
        .where(ids.length ? and(eq(catalogo.lista, lista), notInArray(catalogo.id, ids)) : eq(catalogo.lista, lista));
    }
    await upsert(tx, catalogo, rows.catalogos, [catalogo.lista, catalogo.id]);
    await tx
      .insert(appMeta)
      .values({ clave: REFERENCE_HASH_KEY, valor: hash })
      .onConflictDoUpdate({ target: appMeta.clave, set: { valor: hash } });
  });
}

async function storedHash(db: Db | Tx): Promise<string | undefined> {
  const [row] = await db.select({ valor: appMeta.valor }).from(appMeta).where(eq(appMeta.clave, REFERENCE_HASH_KEY));
  return row?.valor;
}

/** From the files to table rows, with the id schemes of docs/reference-data.md. */
function buildRows(files: Record<FileName, string>) {
  const ubigeo = parse(ubigeoFile, 'peru-ubigeo.json', files['peru-ubigeo.json']);
  const regiones = ubigeo.map((r) => ({ id: r.id, nombre: r.nombre, ubigeo: r.ubigeo }));
  const provincias = ubigeo.flatMap((r) =>
    r.provincias.map((p) => ({ id: Number(p.ubigeo), region_id: r.id, nombre: p.nombre, ubigeo: p.ubigeo })),
  );
  const distritos = ubigeo.flatMap((r) =>
    r.provincias.flatMap((p) =>
      p.distritos.map((d) => ({ id: Number(d.ubigeo), provincia_id: Number(p.ubigeo), nombre: d.nombre, ubigeo: d.ubigeo })),
    ),
  );

  const universidades = parse(universidadesFile, 'universidades.json', files['universidades.json']);
  const institutos = parse(institutosFile, 'institutos.json', files['institutos.json']);
  const instituciones = [
    ...universidades.map((u) => ({
      id: u.id,
      tipo: TIPO_UNIVERSITARIA,
      nombre: u.nombre,
      nombre_norm: toClave(u.nombre),
      gestion: u.tipo,
      region_id: u.region_id,
      categoria: null,
      abreviatura: u.abreviatura_sunedu,
    })),
    ...institutos.map((i) => ({
      id: INSTITUTO_ID_OFFSET + i.id,
      tipo: TIPO_TECNICA,
      nombre: i.nombre,
      nombre_norm: toClave(i.nombre),
      gestion: i.tipo,
      region_id: i.region_id,
      categoria: i.categoria,
      abreviatura: null,
    })),
  ];

  const universitarias = parse(
    carrerasFile(CARRERA_TECNICA_ID_OFFSET - 1),
    'carreras-universitarias.json',
    files['carreras-universitarias.json'],
  );
  const tecnicas = parse(carrerasFile(Number.MAX_SAFE_INTEGER), 'carreras-tecnicas.json', files['carreras-tecnicas.json']);
  // (tipo, clave) is unique: two names that differ only in accents or case would be the same career for
  // matching (it compares keys), so the first one (lowest id) is kept. The current files have none.
  const seen = new Set<string>();
  const carreras = [
    ...universitarias.map((c) => ({ id: c.id, tipo: TIPO_UNIVERSITARIA, nombre: c.nombre, clave: toClave(c.nombre), familia: c.familia })),
    ...tecnicas.map((c) => ({
      id: CARRERA_TECNICA_ID_OFFSET + c.id,
      tipo: TIPO_TECNICA,
      nombre: c.nombre,
      clave: toClave(c.nombre),
      familia: c.familia,
    })),
  ].filter((c) => {
    const key = `${c.tipo}:${c.clave}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const sectores = parse(sectoresFile, 'sectores.json', files['sectores.json']);
  const listas = parse(catalogosFile, 'catalogos.json', files['catalogos.json']);
  const catalogos = CATALOGOS.flatMap((lista) =>
    listas[lista].map((item, index) => ({ lista, id: item.id, nombre: item.nombre, categoria: item.categoria ?? null, orden: index + 1 })),
  );

  return { regiones, provincias, distritos, sectores, instituciones, carreras, catalogos };
}

/**
 * insert … on conflict (key) do update, in batches. The update only touches rows whose values differ
 * (`is distinct from`), so reloading unchanged data rewrites nothing.
 */
async function upsert<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], target: PgColumn[]) {
  if (rows.length === 0) return;
  const keyNames = new Set(target.map((c) => c.name));
  const names = Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((name) => !keyNames.has(name));
  const current = names.map((name) => `"${getTableName(table)}"."${name}"`).join(', ');
  const incoming = names.map((name) => `excluded."${name}"`).join(', ');
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => !keyNames.has(column.name))
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  ) as PgUpdateSetSource<T>;
  const changed = sql.raw(`(${current}) is distinct from (${incoming})`);
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + BATCH_SIZE))
      .onConflictDoUpdate({ target, set, setWhere: changed });
  }
}
