/**
 * SQL of the CV sections: every query is scoped to the applicant (`postulante_id = :me`), so an id of another
 * applicant's item finds nothing.
 */
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  actExtracurricular,
  catalogo,
  conocimiento,
  experienciaLaboral,
  formacionComplementaria,
  habilidadPostulante,
  idiomaPostulante,
  logro,
  type Catalogo,
} from '../../db/schema/index.ts';

export type SectionTable =
  | typeof logro
  | typeof conocimiento
  | typeof idiomaPostulante
  | typeof formacionComplementaria
  | typeof experienciaLaboral
  | typeof actExtracurricular;

/**
 * The five operations of a section over its table, optionally narrowed to some rows (projects or volunteering
 * of the one extracurricular table). Drizzle's builders do not accept a table of a generic type, so the
 * table is used through the union and the rows are typed back here, once.
 */
export interface SectionRows<Row, Insert> {
  list(db: DbOrTx, postulanteId: number): Promise<Row[]>;
  /** Every row with every column, in the order they were added (the copy of one's data, privacidad). */
  listInOrderAdded(db: DbOrTx, postulanteId: number): Promise<Row[]>;
  find(db: DbOrTx, postulanteId: number, id: number): Promise<Row | undefined>;
  count(db: DbOrTx, postulanteId: number): Promise<number>;
  insert(db: DbOrTx, values: Insert): Promise<number>;
  /** false when the item is not the applicant's (or not of this section). */
  update(db: DbOrTx, postulanteId: number, id: number, values: Partial<Insert>): Promise<boolean>;
  remove(db: DbOrTx, postulanteId: number, id: number): Promise<boolean>;
}

export function sectionRepository<T extends SectionTable>(
  table: T,
  opts: { scope?: SQL; orderBy: SQL[] },
): SectionRows<T['$inferSelect'], T['$inferInsert']> {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  const t: SectionTable = table;
  const mine = (postulanteId: number, id?: number) =>
    and(eq(t.postulante_id, postulanteId), id === undefined ? undefined : eq(t.id, id), opts.scope);

  return {
    list: (db: DbOrTx, postulanteId: number): Promise<Row[]> =>
      db
        .select()
        .from(t)
        .where(mine(postulanteId))
        .orderBy(...opts.orderBy, asc(t.id)) as Promise<Row[]>,

    listInOrderAdded: (db: DbOrTx, postulanteId: number): Promise<Row[]> =>
      db.select().from(t).where(mine(postulanteId)).orderBy(asc(t.id)) as Promise<Row[]>,

    find: (db: DbOrTx, postulanteId: number, id: number): Promise<Row | undefined> =>
      db
        .select()
        .from(t)
        .where(mine(postulanteId, id))
        .limit(1)
        .then((rows) => rows[0] as Row | undefined),

    count: (db: DbOrTx, postulanteId: number): Promise<number> =>
      db
        .select({ n: count() })
        .from(t)
        .where(mine(postulanteId))
        .then((rows) => rows[0]?.n ?? 0),

    insert: async (db: DbOrTx, values: Insert): Promise<number> => {
      const [row] = await db
        .insert(t)
        .values(values as never)
        .returning({ id: t.id });
      if (!row) throw new Error('insert sin fila');
      return row.id;
    },

    update: (db: DbOrTx, postulanteId: number, id: number, values: Partial<Insert>): Promise<boolean> =>
      db
        .update(t)
        .set(values as never)
        .where(mine(postulanteId, id))
        .returning({ id: t.id })
        .then((rows) => rows.length > 0),

    remove: (db: DbOrTx, postulanteId: number, id: number): Promise<boolean> =>
      db
        .delete(t)
        .where(mine(postulanteId, id))
        .returning({ id: t.id })
        .then((rows) => rows.length > 0),
  };
}

export const logros = sectionRepository(logro, { orderBy: [desc(logro.fecha)] });
export const conocimientos = sectionRepository(conocimiento, { orderBy: [] });
export const idiomas = sectionRepository(idiomaPostulante, { orderBy: [] });
export const formaciones = sectionRepository(formacionComplementaria, { orderBy: [desc(formacionComplementaria.fecha_inicio)] });
// Current jobs first, then the most recent.
export const experiencias = sectionRepository(experienciaLaboral, {
  orderBy: [desc(experienciaLaboral.sigo_aqui), desc(experienciaLaboral.fecha_inicio)],
});
const extracurricularOrder = [desc(actExtracurricular.sigo_aqui), desc(actExtracurricular.fecha_inicio)];
export const proyectos = sectionRepository(actExtracurricular, {
  scope: eq(actExtracurricular.tipo, 'Proyecto'),
  orderBy: extracurricularOrder,
});
export const voluntariados = sectionRepository(actExtracurricular, {
  scope: eq(actExtracurricular.tipo, 'Voluntariado'),
  orderBy: extracurricularOrder,
});

/** The seven sections by name, for another module that reads a CV whole (cv.public.ts). */
export const sections = { logros, conocimientos, idiomas, formaciones, experiencias, proyectos, voluntariados };

// ------------------------------------------------------------------ skills (saved as a whole list)

export function listHabilidades(db: DbOrTx, postulanteId: number) {
  return db
    .select({ id: habilidadPostulante.id, name: habilidadPostulante.nombre })
    .from(habilidadPostulante)
    .where(eq(habilidadPostulante.postulante_id, postulanteId))
    .orderBy(asc(habilidadPostulante.id));
}

export async function replaceHabilidades(db: DbOrTx, postulanteId: number, names: string[]): Promise<void> {
  await db.delete(habilidadPostulante).where(eq(habilidadPostulante.postulante_id, postulanteId));
  if (names.length > 0) await db.insert(habilidadPostulante).values(names.map((nombre) => ({ postulante_id: postulanteId, nombre })));
}

// ------------------------------------------------------------------ reference lists

/** The names of a small reference list (at most a few hundred), as stored. */
export async function catalogNames(db: DbOrTx, lista: Catalogo): Promise<string[]> {
  const rows = await db.select({ nombre: catalogo.nombre }).from(catalogo).where(eq(catalogo.lista, lista));
  return rows.map((r) => r.nombre);
}

export async function catalogName(db: DbOrTx, lista: Catalogo, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ nombre: catalogo.nombre })
    .from(catalogo)
    .where(and(eq(catalogo.lista, lista), eq(catalogo.id, id)))
    .limit(1);
  return row?.nombre;
}
