/**
 * Statements through the database handle give what the driver gives without prepared statements: values of every
 * kind, the error codes the app maps, a connection that recovers after an error, savepoints, and (on the embedded
 * database) a bounded cache that schema changes empty.
 */
import { types, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { onSecondEngine } from '../../test/engines.ts';
import { pgErrorCode, type Database } from './client.ts';
import { withPreparedStatements } from './pglite-statements.ts';

let database: Database;
let drop: () => Promise<void>;
const rows = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.db.execute(sql.raw('create schema pst'));
  await database.db.execute(
    sql.raw(
      `create table pst.t (id int primary key, name text not null unique, data jsonb, bin bytea, at timestamptz, tags text[], ref int references pst.t(id))`,
    ),
  );
});

afterAll(async () => {
  await database.db.execute(sql.raw('drop schema pst cascade'));
  await drop();
});

describe('statements through the database handle', () => {
  it('gives back every kind of value, null and huge ones included, the same on the first run and the next', async () => {
    const big = new Uint8Array(1536 * 1024).map((_, i) => i % 251);
    const at = new Date('2026-11-30T12:34:56.789Z');
    for (const id of [1, 2]) {
      await database.db.execute(
        sql`insert into pst.t (id, name, data, bin, at, tags) values (${id}, ${`n${id}`}, ${JSON.stringify({ a: [1, 'ñ'] })}, ${big}, ${at}, ${sql.param(['x', 'y,z'])})`,
      );
    }
    for (let run = 0; run < 2; run++) {
      const [row] = await rows(
        sql`select id, name, data, bin, at, tags, ref from pst.t where id = ${2} and ref is not distinct from ${null}`,
      );
      expect(row!.data).toEqual({ a: [1, 'ñ'] });
      expect(Buffer.from(row!.bin as Uint8Array).equals(Buffer.from(big))).toBe(true);
      expect(new Date(row!.at as string).toISOString()).toBe(at.toISOString());
      expect(row!.tags).toEqual(['x', 'y,z']);
      expect(row!.ref).toBeNull();
    }
    // PGlite counts the rows in affectedRows, node-postgres in rowCount.
    const updated = (await database.db.execute(sql`update pst.t set name = name || ${'!'} where id in (${1}, ${2})`)) as {
      affectedRows?: number;
      rowCount?: number | null;
    };
    expect(updated.affectedRows ?? updated.rowCount).toBe(2);
  });

  it('keeps the error codes and recovers after an error, inside a transaction and out of it', async () => {
    const insert = (id: number, name: string, ref: number | null = null) =>
      database.db.execute(sql`insert into pst.t (id, name, ref) values (${id}, ${name}, ${ref})`);
    await insert(10, 'diez');
    for (let run = 0; run < 2; run++) {
      expect(pgErrorCode(await insert(11, 'diez').catch((e: unknown) => e))).toBe('23505');
      expect(pgErrorCode(await insert(12, 'doce', 999).catch((e: unknown) => e))).toBe('23503');
      expect(pgErrorCode(await rows(sql`select * from pst.t where id = ${'no es un número'}`).catch((e: unknown) => e))).toBe('22P02');
    }
    expect(await rows(sql`select count(*)::int as n from pst.t where id = ${10}`)).toEqual([{ n: 1 }]);

    // A failed statement inside a transaction aborts it; the next transaction runs normally.
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into pst.t (id, name) values (${20}, ${'veinte'})`);
        await tx.execute(sql`insert into pst.t (id, name) values (${21}, ${'veinte'})`);
      })
      .catch((e: unknown) => e);
    expect(pgErrorCode(failed)).toBe('23505');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pst.t (id, name) values (${22}, ${'veintidós'})`);
      // A savepoint's failure is rolled back to and the transaction goes on.
      const inner = await tx
        .transaction(async (sp) => {
          await sp.execute(sql`insert into pst.t (id, name) values (${23}, ${'veintidós'})`);
        })
        .catch((e: unknown) => e);
      expect(pgErrorCode(inner)).toBe('23505');
      await tx.execute(sql`insert into pst.t (id, name) values (${24}, ${'veinticuatro'})`);
    });
    expect(await rows(sql`select id from pst.t where id between ${20} and ${29} order by id`)).toEqual([{ id: 22 }, { id: 24 }]);
  });

  it.skipIf(onSecondEngine)('prepares each text once, keeps at most 500, and forgets them all on a schema change', async () => {
    const client = database.pglite!;
    const prepared = async () =>
      (await client.query<{ name: string }>(`select name from pg_prepared_statements where name like 'pglite_s%'`)).rows.map((r) => r.name);
    const before = (await prepared()).length;
    await rows(sql`select id from pst.t where id = ${1}`);
    await rows(sql`select id from pst.t where id = ${2}`);
    expect((await prepared()).length).toBeLessThanOrEqual(before + 1);

    for (let i = 0; i < 520; i++) await rows(sql`select ${i}::int + ${1}::int as n${sql.raw(String(i))}`);
    // The least recently used one is closed with the next call: 500 kept, one more whose close is on its way.
    expect((await prepared()).length).toBeLessThanOrEqual(501);

    // After a schema change the statement is prepared again, with the column's new type.
    await rows(sql`select id from pst.t where name = ${'diez'}`);
    await database.db.execute(sql.raw('alter table pst.t alter column name type varchar(40)'));
    expect(await rows(sql`select id from pst.t where name = ${'diez'}`)).toEqual([{ id: 10 }]);
    // The forgotten ones were closed with that call.
    expect(await prepared()).toHaveLength(1);
  });

  it.skipIf(onSecondEngine)("parses rows with the caller's parsers over the client's, as PGlite's own query does", async () => {
    const client = database.pglite!;
    const handle = withPreparedStatements(client);
    await client.query(`insert into pst.t (id, name, data, at, tags) values (70, 'setenta', '{"k":[1]}', '2026-11-30T01:02:03Z', '{a,b}')`);
    const text = `select id, name, data, at, at::date as dia, tags, array[at] as ats, true as si, 2.5::numeric as num from pst.t where id = $1`;
    const keep = (value: string) => `«${value}»`;
    const optionSets: (QueryOptions | undefined)[] = [
      undefined,
      { rowMode: 'array' as const },
      { parsers: { [types.TIMESTAMPTZ]: keep, [types.DATE]: keep, 1185: keep } },
      { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: keep, [types.INT4]: undefined as never, [types.JSONB]: keep } },
    ];
    for (const options of optionSets) {
      const own = await client.query(text, [70], options);
      const prepared = await handle.query(text, [70], options);
      expect(prepared.rows).toEqual(own.rows);
      expect(prepared.fields).toEqual(own.fields);
    }
    // The client's parsers are not changed by a caller's.
    expect((await handle.query<{ id: unknown }>(`select id from pst.t where id = $1`, [70])).rows).toEqual([{ id: 70 }]);
  });
});
