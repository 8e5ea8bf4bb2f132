/**
 * The slug of a company's public page `/empresa/{slug}` (decision 029): the database chooses it from the commercial
 * name whoever inserts the company (lower case, no accents, no company type), adds '-2', '-3'… when it is taken, and
 * never changes it; migration 0013 gave one to every company registered before, the oldest first.
 */
import { ROLE } from '@practiperu/shared/constants';
import { asc, eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.ts';
import { organizacion } from '../src/db/schema/index.ts';
import { createTestApp, createUser, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function slugDe(nombreOrg: string): Promise<string> {
  const user = await createUser(t.db, { role: ROLE.RECLUTADOR, nombreOrg });
  const [row] = await t.db.select({ slug: organizacion.slug }).from(organizacion).where(eq(organizacion.usuario_id, user.id));
  return row!.slug;
}

describe('a new company gets its slug', () => {
  it('from its commercial name: lower case, without accents or its company type, hyphens between words', async () => {
    expect(await slugDe('Ñandú & Cía. Logística E.I.R.L.')).toBe('nandu-cia-logistica');
    expect(await slugDe('Constructora Perú S.A.C.')).toBe('constructora-peru');
    expect(await slugDe('  ***  ')).toBe('empresa');
    expect(await slugDe(`Empresa ${'muy '.repeat(30)}larga`)).toMatch(/^empresa(-muy)+$/);
  });

  it('unique: the same name gets -2, -3… in the order the companies register', async () => {
    expect(await slugDe('Textiles del Sur S.A.C.')).toBe('textiles-del-sur');
    expect(await slugDe('Textiles del Sur')).toBe('textiles-del-sur-2');
    expect(await slugDe('TEXTILES DEL SUR S.R.L.')).toBe('textiles-del-sur-3');
    const all = await t.db.select({ slug: organizacion.slug }).from(organizacion);
    expect(new Set(all.map((r) => r.slug)).size).toBe(all.length);
  });

  it('registering at the same moment still gives each its own', async () => {
    const slugs = await Promise.all(Array.from({ length: 4 }, () => slugDe('Agroexportadora Ica')));
    expect([...slugs].sort()).toEqual(['agroexportadora-ica', 'agroexportadora-ica-2', 'agroexportadora-ica-3', 'agroexportadora-ica-4']);
  });

  it('stable: a new commercial name keeps the page where it was', async () => {
    const before = await slugDe('Pesquera Austral');
    await t.db.update(organizacion).set({ nombre: 'Austral Group' }).where(eq(organizacion.slug, before));
    const [row] = await t.db
      .select({ slug: organizacion.slug, nombre: organizacion.nombre })
      .from(organizacion)
      .where(eq(organizacion.slug, before));
    expect(row).toEqual({ slug: 'pesquera-austral', nombre: 'Austral Group' });
  });

  it('the database refuses a slug that is not lower-case words and digits joined by hyphens, or one taken', async () => {
    const slug = await slugDe('Minera Andina');
    await expect(t.db.update(organizacion).set({ slug: 'Minera Andina' }).where(eq(organizacion.slug, slug))).rejects.toThrow();
    const other = await slugDe('Minera Andina Dos');
    await expect(t.db.update(organizacion).set({ slug }).where(eq(organizacion.slug, other))).rejects.toThrow();
  });
});

describe('migration 0013', () => {
  it('gives every company registered before it a slug, the oldest the plain one, and shows their pages', async () => {
    // This database as it was before 0013: the new columns and the trigger gone.
    await t.db.execute(sql`DELETE FROM organizacion`);
    await t.db.execute(sql`DROP TRIGGER organizacion_slug ON organizacion`);
    await t.db.execute(
      sql`ALTER TABLE organizacion DROP COLUMN slug, DROP COLUMN linkedin, DROP COLUMN instagram, DROP COLUMN pagina_publica`,
    );
    const nombres = ['Andina Logística S.A.C.', 'Andina Logística', 'Ñandú & Cía.'];
    for (const [i, nombre] of nombres.entries()) {
      const [u] = await t.db
        .execute<{ id: number }>(
          sql`INSERT INTO usuario (correo, clave_hash, rol) VALUES (${`antigua${i}@prueba.pe`}, 'x', 1) RETURNING id`,
        )
        .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows));
      await t.db.execute(
        sql`INSERT INTO organizacion (usuario_id, ruc, nombre_completo, nombre) VALUES (${u!.id}, ${`2060000000${i}`}, ${nombre}, ${nombre})`,
      );
    }
    const migracion = readFileSync(path.join(migrationsFolder, '0013_paginas_de_empresa.sql'), 'utf8');
    for (const sentencia of migracion.split('--> statement-breakpoint')) await t.db.execute(sql.raw(sentencia));

    const rows = await t.db
      .select({ nombre: organizacion.nombre, slug: organizacion.slug, pagina_publica: organizacion.pagina_publica })
      .from(organizacion)
      .orderBy(asc(organizacion.id));
    expect(rows).toEqual([
      { nombre: 'Andina Logística S.A.C.', slug: 'andina-logistica', pagina_publica: true },
      { nombre: 'Andina Logística', slug: 'andina-logistica-2', pagina_publica: true },
      { nombre: 'Ñandú & Cía.', slug: 'nandu-cia', pagina_publica: true },
    ]);
    // And the companies registered after it get theirs from the trigger again.
    expect(await slugDe('Andina Logística')).toBe('andina-logistica-3');
  });
});
