/**
 * Places of offers and companies checked against the reference data: the region's name comes from its id (0 no
 * place, 1–25 the regions, 26 Extranjero), a province must be of that region and a district of that province (or of
 * the region when no province is given). Names are compared without accents or case and stored as the reference
 * spells them.
 */
import { toClave } from '@practiperu/shared/text';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { distrito, provincia, region } from '../db/schema/index.ts';

export type LugarResult =
  { ok: true; region: string; provincia: string; distrito: string } | { ok: false; field: 'id_region' | 'provincia' | 'distrito' };

/** A place in Peru (region ids 1–25); empty province or district stay empty. */
export async function resolveLugarPeru(
  db: DbOrTx,
  input: { id_region: number; provincia: string; distrito: string },
): Promise<LugarResult> {
  const [reg] = await db.select({ nombre: region.nombre }).from(region).where(eq(region.id, input.id_region)).limit(1);
  if (!reg) return { ok: false, field: 'id_region' };
  const provincias = await db
    .select({ id: provincia.id, nombre: provincia.nombre })
    .from(provincia)
    .where(eq(provincia.region_id, input.id_region))
    .orderBy(asc(provincia.id));
  let prov: { id: number; nombre: string } | undefined;
  if (input.provincia) {
    prov = provincias.find((p) => toClave(p.nombre) === toClave(input.provincia));
    if (!prov) return { ok: false, field: 'provincia' };
  }
  let dist = '';
  if (input.distrito) {
    const ids = prov ? [prov.id] : provincias.map((p) => p.id);
    const distritos = ids.length
      ? await db.select({ nombre: distrito.nombre }).from(distrito).where(inArray(distrito.provincia_id, ids))
      : [];
    const found = distritos.find((d) => toClave(d.nombre) === toClave(input.distrito));
    if (!found) return { ok: false, field: 'distrito' };
    dist = found.nombre;
  }
  return { ok: true, region: reg.nombre, provincia: prov?.nombre ?? '', distrito: dist };
}
