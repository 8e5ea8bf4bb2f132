/**
 * The test databases a worker lends from file to file (databases.ts): whatever a file left behind, the next one
 * starts from the prepared state, and a database whose definitions a file changed is never lent again.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@practiperu/shared/constants';
import type { Db } from '../src/db/client.ts';
import { createTestDatabase, createUser } from './helpers.ts';

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

const counts = (db: Db) =>
  rows(
    db,
    sql`select (select count(*) from usuario)::int as usuarios, (select count(*) from institucion)::int as instituciones,
    (select count(*) from carrera)::int as carreras, (select count(*) from distrito)::int as distritos`,
  );

describe('a test database given back and lent again', () => {
  it('has none of the accounts the last file made, the reference data whole, and ids counted from the start', async () => {
    const first = await createTestDatabase();
    const [prepared] = await counts(first.database.db);
    const a = await createUser(first.database.db);
    const b = await createUser(first.database.db);
    // A reference row changed and one removed: both come back.
    await first.database.db.execute(sql`update region set nombre = 'Cambiada' where id = 1`);
    await first.database.db.execute(sql`delete from distrito where id = (select min(id) from distrito)`);
    await first.database.close();

    const second = await createTestDatabase();
    try {
      expect(await counts(second.database.db)).toEqual([prepared]);
      expect(prepared).toMatchObject({ usuarios: 0 });
      expect(await rows(second.database.db, sql`select nombre from region where id = 1`)).not.toEqual([{ nombre: 'Cambiada' }]);
      const c = await createUser(second.database.db);
      expect(c.id).toBe(a.id);
      expect(b.id).toBe(a.id + 1);
    } finally {
      await second.drop();
    }
  });

  it('after a file that wrote only application rows: none of them, the reference data whole, ids from the start', async () => {
    const first = await createTestDatabase();
    const [prepared] = await counts(first.database.db);
    const a = await createUser(first.database.db, { role: ROLE.RECLUTADOR });
    // A row inserted and deleted again still moved its sequence.
    const gone = await createUser(first.database.db);
    await first.database.db.execute(sql`delete from usuario where id = ${gone.id}`);
    await first.database.close();

    const second = await createTestDatabase();
    try {
      expect(await counts(second.database.db)).toEqual([prepared]);
      expect(await rows(second.database.db, sql`select count(*)::int as n from organizacion`)).toEqual([{ n: 0 }]);
      const b = await createUser(second.database.db, { role: ROLE.RECLUTADOR });
      expect(b.id).toBe(a.id);
    } finally {
      await second.drop();
    }
  });

  it('refuses statements through the handle of the file that gave it back', async () => {
    const lent = await createTestDatabase();
    const db = lent.database.db;
    await lent.database.close();
    await expect(db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('is a fresh one when the last file changed a definition (a column added to a table)', async () => {
    const first = await createTestDatabase();
    await first.database.db.execute(sql`alter table region add column probada integer`);
    await first.database.close();

    const second = await createTestDatabase();
    try {
      const columns = await rows(
        second.database.db,
        sql`select column_name from information_schema.columns where table_name = 'region' and column_name = 'probada'`,
      );
      expect(columns).toEqual([]);
    } finally {
      await second.drop();
    }
  });
});
