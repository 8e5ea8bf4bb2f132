/** SQL of what candidates receive: the company's own mails (scoped by company) and a seat's remembered choice. */
import type { ClavePlantilla, TextoPlantilla } from '@practiperu/shared/correos-estado';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { plantillaCorreoEstado, preferenciaCorreoEstado } from '../../db/schema/index.ts';

export function plantillas(db: DbOrTx, organizacionId: number) {
  return db.select().from(plantillaCorreoEstado).where(eq(plantillaCorreoEstado.organizacion_id, organizacionId));
}

/** The company's own text for one status, or undefined (the platform's). */
export function plantilla(db: DbOrTx, organizacionId: number, clave: ClavePlantilla): Promise<TextoPlantilla | undefined> {
  return db
    .select({ asunto: plantillaCorreoEstado.asunto, cuerpo: plantillaCorreoEstado.cuerpo })
    .from(plantillaCorreoEstado)
    .where(and(eq(plantillaCorreoEstado.organizacion_id, organizacionId), eq(plantillaCorreoEstado.clave, clave)))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function guardarPlantilla(db: DbOrTx, organizacionId: number, clave: ClavePlantilla, t: TextoPlantilla, now: Date) {
  const [row] = await db
    .insert(plantillaCorreoEstado)
    .values({ organizacion_id: organizacionId, clave, asunto: t.asunto, cuerpo: t.cuerpo, actualizado_en: now })
    .onConflictDoUpdate({
      target: [plantillaCorreoEstado.organizacion_id, plantillaCorreoEstado.clave],
      set: { asunto: t.asunto, cuerpo: t.cuerpo, actualizado_en: now },
    })
    .returning();
  return row!;
}

/** Removes the company's own text; returns whether there was one. */
export async function borrarPlantilla(db: DbOrTx, organizacionId: number, clave: ClavePlantilla): Promise<boolean> {
  const rows = await db
    .delete(plantillaCorreoEstado)
    .where(and(eq(plantillaCorreoEstado.organizacion_id, organizacionId), eq(plantillaCorreoEstado.clave, clave)))
    .returning({ clave: plantillaCorreoEstado.clave });
  return rows.length > 0;
}

/** A seat's remembered choice; true when it never chose. */
export function avisar(db: DbOrTx, usuarioId: number): Promise<boolean> {
  return db
    .select({ avisar: preferenciaCorreoEstado.avisar })
    .from(preferenciaCorreoEstado)
    .where(eq(preferenciaCorreoEstado.usuario_id, usuarioId))
    .limit(1)
    .then((rows) => rows[0]?.avisar ?? true);
}

export async function recordarAvisar(db: DbOrTx, usuarioId: number, valor: boolean, now: Date): Promise<void> {
  await db
    .insert(preferenciaCorreoEstado)
    .values({ usuario_id: usuarioId, avisar: valor, actualizado_en: now })
    .onConflictDoUpdate({ target: preferenciaCorreoEstado.usuario_id, set: { avisar: valor, actualizado_en: now } });
}
