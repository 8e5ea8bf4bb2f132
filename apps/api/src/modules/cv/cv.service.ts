/**
 * The CV section groups: conocimiento, idioma, logro, expLaboral, voluntariado, actExtracurricular and
 * formacionComplementaria. Each is defined once here (schema, table, list item) and served by the same five calls
 * (cv.routes.ts).
 */
import {
  CV_MESSAGES,
  type ConocimientoItem,
  type ExperienciaLaboralItem,
  type ExtracurricularItem,
  type ExtracurricularTipo,
  type FormacionComplementariaItem,
  type LogroItem,
  type Nivel,
} from '@practiperu/shared/cv';
import { cvSectionBodies, type CvSection, type CvSectionApis } from '@practiperu/shared/api/cv';
import type { FormacionComplementariaData } from '@practiperu/shared/schemas/cv';
import { toClave } from '@practiperu/shared/text';
import type { z } from 'zod';
import { pgErrorCode, type Db, type DbOrTx } from '../../db/client.ts';
import type { Catalogo } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import * as repo from './cv.repository.ts';

/** At most this many items per section: a CV, not a database (keeps the PDF to a few pages). */
export const SECTION_MAX_ITEMS = 30;

type ListNivelRow = { id: number; nombre: string; nivel: string };
type PeriodRow = {
  id: number;
  nombre_empresa: string;
  puesto: string;
  funciones: string;
  fecha_inicio: string;
  fecha_salida: string | null;
  sigo_aqui: number;
};
type ExtracurricularRow = PeriodRow & { tipo: string; nombre_proyecto: string | null };

export const toLogroItem = (r: { id: number; descripcion: string; fecha: string }): LogroItem => ({
  id: r.id,
  descripcion: r.descripcion,
  fecha: r.fecha,
});
export const toNivelItem = (r: ListNivelRow): ConocimientoItem => ({ id: r.id, nombre: r.nombre, nivel: r.nivel as Nivel });
export const toFormacionItem = (r: FormacionComplementariaItem): FormacionComplementariaItem => ({
  id: r.id,
  tipo: r.tipo,
  inst_educativa: r.inst_educativa,
  fecha_inicio: r.fecha_inicio,
  descripcion: r.descripcion,
});
export const toExperienciaItem = (r: PeriodRow): ExperienciaLaboralItem => ({
  id: r.id,
  nombre_empresa: r.nombre_empresa,
  puesto: r.puesto,
  funciones: r.funciones,
  fecha_inicio: r.fecha_inicio,
  fecha_salida: r.fecha_salida,
  sigo_aqui: r.sigo_aqui,
});
/** Projects and volunteering: lists show `descripcion`, the item's funciones. */
export const toExtracurricularItem = (r: ExtracurricularRow): ExtracurricularItem => ({
  ...toExperienciaItem(r),
  tipo: r.tipo as ExtracurricularTipo,
  nombre_proyecto: r.nombre_proyecto,
  descripcion: r.funciones,
});

/** The stored spelling of a name of a reference list, compared without case or accents; undefined when absent. */
export async function canonicalName(db: DbOrTx, lista: Catalogo, name: string): Promise<string | undefined> {
  const key = toClave(name);
  return (await repo.catalogNames(db, lista)).find((n) => toClave(n) === key);
}

/**
 * One section: its group (packages/shared/src/api/cv.ts), the schema of its payload (a function of today), its rows,
 * how a payload becomes column values (checking names against the reference lists) and how a row is listed.
 */
/** An item of any section, as its group answers it. */
export type CvSectionItem = z.output<CvSectionApis[CvSection]['calls']['myList']['data']>;

export interface SectionDef<Row, Insert, D, I extends CvSectionItem> {
  section: CvSection;
  body: (today: Date) => z.ZodType<D>;
  rows: repo.SectionRows<Row, Insert>;
  values: (db: DbOrTx, data: D) => Promise<Omit<Insert, 'postulante_id'>>;
  item: (row: Row) => I;
}

function defineSection<Row, Insert, D, I extends CvSectionItem>(def: SectionDef<Row, Insert, D, I>): SectionDef<Row, Insert, D, I> {
  return def;
}

/** Knowledge and language names come from their lists (the reference lists, docs/reference-data.md). */
function fromList(lista: Catalogo) {
  return async (db: DbOrTx, data: { nombre: string; nivel: Nivel }) => {
    const nombre = await canonicalName(db, lista, data.nombre);
    if (!nombre) throw fieldError('nombre', CV_MESSAGES.notInList);
    return { nombre, nivel: data.nivel };
  };
}

export const SECTIONS = {
  conocimiento: defineSection({
    section: 'conocimiento',
    body: cvSectionBodies.conocimiento,
    rows: repo.conocimientos,
    values: fromList('tema_conocimiento'),
    item: toNivelItem,
  }),
  idioma: defineSection({
    section: 'idioma',
    body: cvSectionBodies.idioma,
    rows: repo.idiomas,
    values: fromList('idioma'),
    item: toNivelItem,
  }),
  logro: defineSection({
    section: 'logro',
    body: cvSectionBodies.logro,
    rows: repo.logros,
    values: async (_db, data) => data,
    item: toLogroItem,
  }),
  expLaboral: defineSection({
    section: 'expLaboral',
    body: cvSectionBodies.expLaboral,
    rows: repo.experiencias,
    values: async (_db, data) => data,
    item: toExperienciaItem,
  }),
  actExtracurricular: defineSection({
    section: 'actExtracurricular',
    // The group sets tipo 'Proyecto', whatever the client sends.
    body: cvSectionBodies.actExtracurricular,
    rows: repo.proyectos,
    values: async (_db, data) => data,
    item: toExtracurricularItem,
  }),
  voluntariado: defineSection({
    section: 'voluntariado',
    // The group sets tipo 'Voluntariado', whatever the client sends.
    body: cvSectionBodies.voluntariado,
    rows: repo.voluntariados,
    values: async (_db, data) => data,
    item: toExtracurricularItem,
  }),
  formacionComplementaria: defineSection({
    section: 'formacionComplementaria',
    body: cvSectionBodies.formacionComplementaria,
    rows: repo.formaciones,
    values: formacionValues,
    item: toFormacionItem,
  }),
};

type FormacionData = FormacionComplementariaData;

/** A certification type is one of the list or none ('Otros'). */
async function formacionValues(db: DbOrTx, data: FormacionData, field = 'tipo'): Promise<FormacionData> {
  if (data.tipo === null) return data;
  const tipo = await canonicalName(db, 'formacion_tipo', data.tipo);
  if (!tipo) throw fieldError(field, CV_MESSAGES.tipoFormacion);
  return { ...data, tipo };
}

/** A repeated name (unique index per applicant) is a conflict, not a server error. */
async function conflictOnDuplicate<R>(run: () => Promise<R>): Promise<R> {
  try {
    return await run();
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw new AppError('CONFLICT', CV_MESSAGES.duplicate, { errors: { nombre: CV_MESSAGES.duplicate } });
    throw err;
  }
}

const notFound = () => new AppError('NOT_FOUND', CV_MESSAGES.notFound);

export function createSectionService<Row, Insert, D, I extends CvSectionItem>(db: Db, def: SectionDef<Row, Insert, D, I>) {
  const insertValues = (postulanteId: number, values: Omit<Insert, 'postulante_id'>) =>
    ({ ...values, postulante_id: postulanteId }) as Insert;

  return {
    async list(postulanteId: number): Promise<I[]> {
      return (await def.rows.list(db, postulanteId)).map(def.item);
    },
    async get(postulanteId: number, id: number): Promise<I> {
      const row = await def.rows.find(db, postulanteId, id);
      if (!row) throw notFound();
      return def.item(row);
    },
    async create(postulanteId: number, data: D): Promise<number> {
      const values = await def.values(db, data);
      if ((await def.rows.count(db, postulanteId)) >= SECTION_MAX_ITEMS) throw new AppError('CONFLICT', CV_MESSAGES.sectionFull);
      return conflictOnDuplicate(() => def.rows.insert(db, insertValues(postulanteId, values)));
    },
    async update(postulanteId: number, id: number, data: D): Promise<void> {
      const values = await def.values(db, data);
      const updated = await conflictOnDuplicate(() => def.rows.update(db, postulanteId, id, values as Partial<Insert>));
      if (!updated) throw notFound();
    },
    async remove(postulanteId: number, id: number): Promise<void> {
      if (!(await def.rows.remove(db, postulanteId, id))) throw notFound();
    },
  };
}

/** `formacionComplementaria/createMultiple`: every item checked, then all inserted in one transaction. */
export async function createFormaciones(db: Db, postulanteId: number, items: FormacionData[]): Promise<number[]> {
  const values: FormacionData[] = [];
  for (const [i, item] of items.entries()) values.push(await formacionValues(db, item, `items.${i}.tipo`));
  return db.transaction(async (tx) => {
    if ((await repo.formaciones.count(tx, postulanteId)) + values.length > SECTION_MAX_ITEMS)
      throw new AppError('CONFLICT', CV_MESSAGES.sectionFull);
    const ids: number[] = [];
    for (const v of values) ids.push(await repo.formaciones.insert(tx, { ...v, postulante_id: postulanteId }));
    return ids;
  });
}

/** Every section of an applicant's CV, as the section myList calls list them (populate, the PDF). */
export async function loadSections(db: DbOrTx, postulanteId: number) {
  const [logros, conocimientos, idiomas, formacion_complementaria, experiencia_laboral, voluntariados, proyectos, habilidades] =
    await Promise.all([
      repo.logros.list(db, postulanteId),
      repo.conocimientos.list(db, postulanteId),
      repo.idiomas.list(db, postulanteId),
      repo.formaciones.list(db, postulanteId),
      repo.experiencias.list(db, postulanteId),
      repo.voluntariados.list(db, postulanteId),
      repo.proyectos.list(db, postulanteId),
      repo.listHabilidades(db, postulanteId),
    ]);
  return {
    habilidades,
    logros: logros.map(toLogroItem),
    conocimientos: conocimientos.map(toNivelItem),
    idiomas: idiomas.map(toNivelItem),
    formacion_complementaria: formacion_complementaria.map(toFormacionItem),
    experiencia_laboral: experiencia_laboral.map(toExperienciaItem),
    voluntariados: voluntariados.map(toExtracurricularItem),
    proyectos: proyectos.map(toExtracurricularItem),
  };
}
export type CvSections = Awaited<ReturnType<typeof loadSections>>;
