/**
 * A backup's manifest (`manifiesto.json`): when and from which engine it was taken, the schema's last migration, the
 * rows of every table and every stored file's size and SHA-256. The restore checks the restored database and files
 * against it (docs/operations.md).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from '@practiperu/shared/schemas/zod';
import { migrationsFolder } from '../db/client.ts';

export const MANIFEST_FILE = 'manifiesto.json';

const manifestSchema = z.object({
  formato: z.literal(1),
  aplicacion: z.literal('practiperu'),
  creado_en: z.string(),
  segundos: z.number(),
  motor: z.enum(['pglite', 'postgres']),
  /** The server's version (`SHOW server_version`). */
  servidor: z.string(),
  /** The last applied migration: its file's tag (`0022_…`) and its number of order. */
  migracion: z.object({ etiqueta: z.string().nullable(), aplicadas: z.number().int() }),
  base: z.object({ archivo: z.string(), bytes: z.number().int(), sha256: z.string() }),
  /** Rows per table (`drizzle.__drizzle_migrations` included), at the moment the dump saw. */
  tablas: z.record(z.string(), z.number().int()),
  archivos: z.object({
    origen: z.string(),
    total: z.number().int(),
    bytes: z.number().int(),
    /** Stored name → size and hash of the original bytes; the backup keeps each one gzip-compressed. */
    lista: z.record(z.string(), z.object({ bytes: z.number().int(), sha256: z.string() })),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function parseManifest(bytes: Uint8Array): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new Error('manifiesto.json no es JSON válido');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new Error(`manifiesto.json no tiene la forma esperada: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Anything that runs SQL and answers rows: a pg client or a PGlite. */
export interface Queryable {
  query(sql: string): Promise<{ rows: unknown[] }>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows of every base table of the schemas `public` and `drizzle`, by name (`drizzle.` prefixed for the latter). */
export async function countRows(db: Queryable): Promise<Record<string, number>> {
  const { rows } = await db.query(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema IN ('public', 'drizzle') ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const row of rows as { s: string; t: string }[]) {
    const res = await db.query(`SELECT count(*)::int AS n FROM ${quote(row.s)}.${quote(row.t)}`);
    counts[row.s === 'public' ? row.t : `${row.s}.${row.t}`] = (res.rows[0] as { n: number }).n;
  }
  return counts;
}

/** The server's version and the last migration drizzle applied, named by its file's tag when the journal knows it. */
export async function describeSchema(db: Queryable): Promise<{ servidor: string; migracion: Manifest['migracion'] }> {
  const version = await db.query('SHOW server_version');
  const servidor = String((version.rows[0] as { server_version: string }).server_version);
  const applied = await db.query(`SELECT count(*)::int AS n, max(created_at)::text AS ultima FROM drizzle.__drizzle_migrations`);
  const { n, ultima } = applied.rows[0] as { n: number; ultima: string | null };
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const etiqueta = journal.entries.find((e) => String(e.when) === ultima)?.tag ?? null;
  return { servidor: `PostgreSQL ${servidor}`, migracion: { etiqueta, aplicadas: n } };
}

/** Where a restored database or set of files differs from the manifest, one Spanish line each (empty: none). */
export function compareCounts(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const problems: string[] = [];
  for (const [table, n] of Object.entries(expected)) {
    if (actual[table] === undefined) problems.push(`falta la tabla ${table}`);
    else if (actual[table] !== n) problems.push(`la tabla ${table} tiene ${actual[table]} filas; el respaldo, ${n}`);
  }
  for (const table of Object.keys(actual)) if (expected[table] === undefined) problems.push(`tabla ${table} que el respaldo no tiene`);
  return problems;
}
