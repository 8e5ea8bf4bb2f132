/**
 * The CV section groups (docs/cv.md): `/api/conocimiento`, `/idioma`, `/logro`, `/expLaboral`, `/voluntariado`,
 * `/actExtracurricular` and `/formacionComplementaria`. Each is a group of its own prefix with the same five calls
 * (create, update, removeById, id/{id}, myList), declared once by `sectionGroup`; certifications add `createMultiple`.
 * Every call needs an applicant's session: none 401, another role 403. The payload rules are the forms' schemas
 * (schemas/cv.ts); the item interfaces of cv.ts are these answers.
 *
 * The rules of dates depend on the day (year lists counted from this year): each body is a function of `today`, the
 * API builds it per request and the declaration documents it as of now.
 */
import { EXTRACURRICULAR_TIPOS, NIVELES, REQUIRED, type ExtracurricularTipo } from '../cv.ts';
import {
  conocimientoSchema,
  experienciaLaboralSchema,
  extracurricularSchema,
  formacionComplementariaMultipleSchema,
  formacionComplementariaSchema,
  idiomaSchema,
  logroSchema,
  type ExtracurricularInput,
} from '../schemas/cv.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup, noData } from './contract.ts';

// ------------------------------------------------------------------ what the calls answer

export const logroItem = z.object({ id: z.number(), descripcion: z.string(), fecha: z.string() });

/** Knowledge and languages: a name of the reference list and a level. */
export const conocimientoItem = z.object({ id: z.number(), nombre: z.string(), nivel: z.enum(NIVELES) });

export const formacionComplementariaItem = z.object({
  id: z.number(),
  /** null: 'Otros'. */
  tipo: z.string().nullable(),
  inst_educativa: z.string(),
  /** 'YYYY-MM-01'. */
  fecha_inicio: z.string(),
  descripcion: z.string(),
});

export const experienciaLaboralItem = z.object({
  id: z.number(),
  nombre_empresa: z.string(),
  puesto: z.string(),
  funciones: z.string(),
  fecha_inicio: z.string(),
  /** null while sigo_aqui is 1. */
  fecha_salida: z.string().nullable(),
  sigo_aqui: z.number(),
});

/** A project or volunteering item: in lists, `descripcion` is the item's funciones. */
export const extracurricularItem = experienciaLaboralItem.extend({
  tipo: z.enum(EXTRACURRICULAR_TIPOS),
  nombre_proyecto: z.string().nullable(),
  descripcion: z.string(),
});

// ------------------------------------------------------------------ ids

const ID_MESSAGE = 'El id debe ser un número entero positivo.';
const ID_MAX = 2_147_483_647;

/** `id/{id}`: digits of a database id. */
export const itemParams = z.object({
  id: z.coerce.number({ error: ID_MESSAGE }).int({ error: ID_MESSAGE }).positive({ error: ID_MESSAGE }).max(ID_MAX, { error: ID_MESSAGE }),
});

/** `{id}` of update and removeById: a number or its digits; 'Requerido' when absent or blank. */
export const itemIdBody = z.object({
  id: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? REQUIRED : ID_MESSAGE) })
      .int({ error: ID_MESSAGE })
      .positive({ error: ID_MESSAGE })
      .max(ID_MAX, { error: ID_MESSAGE }),
  ),
});

/**
 * `update {id, …fields}`: the id is checked first, and the fields only once it passed, so a request with neither
 * is told about the id alone.
 */
function withId<S extends z.ZodType>(fields: S) {
  return z.preprocess((body: { id: unknown } & z.input<S>, ctx) => {
    const id = itemIdBody.safeParse(body);
    if (!id.success) for (const issue of id.error.issues) ctx.addIssue({ ...issue });
    return body;
  }, itemIdBody.and(fields));
}

// ------------------------------------------------------------------ what the calls take

/**
 * The fields are read from the body as from a form: a body that is not an object (a list, a text) has none, so each
 * field answers its own message.
 */
function asForm<S extends z.ZodType>(fields: S) {
  return z.preprocess((body: z.input<S>) => ({ ...(body as object) }), fields);
}

/** Projects and volunteering are one entity: the group called sets `tipo`, whatever the client sends. */
function extracurricularOf(tipo: ExtracurricularTipo) {
  return (today: Date = new Date()) =>
    z.preprocess((body: Omit<ExtracurricularInput, 'tipo'>) => ({ ...body, tipo }), extracurricularSchema(today));
}

/** The fields of an item of each section (create's body; update's with the id), for `today`. */
export const cvSectionBodies = {
  conocimiento: (_today?: Date) => asForm(conocimientoSchema),
  idioma: (_today?: Date) => asForm(idiomaSchema),
  logro: (today?: Date) => asForm(logroSchema(today)),
  expLaboral: (today?: Date) => asForm(experienciaLaboralSchema(today)),
  voluntariado: extracurricularOf('Voluntariado'),
  actExtracurricular: extracurricularOf('Proyecto'),
  formacionComplementaria: (today?: Date) => asForm(formacionComplementariaSchema(today)),
};
export type CvSection = keyof typeof cvSectionBodies;
/** The fields of a section's item as the web sends them (create's body; update's adds the id). */
export type CvSectionFields<K extends CvSection = CvSection> = z.input<ReturnType<(typeof cvSectionBodies)[K]>>;

/** `update`'s body of a section for `today`: `{id, …fields}`. */
export function cvSectionUpdateBody<K extends CvSection>(section: K, today: Date = new Date()) {
  return withId(cvSectionBodies[section](today) as ReturnType<(typeof cvSectionBodies)[K]>);
}

// ------------------------------------------------------------------ the groups

/** The five calls of a section over its prefix; `noun` names its item in the summaries ('un conocimiento'). */
function sectionGroup<const K extends CvSection, I extends z.ZodType>(section: K, noun: string, item: I) {
  return defineGroup({
    prefix: `/${section}`,
    tag: section,
    calls: {
      create: {
        method: 'POST',
        path: '/create',
        summary: `Agrega ${noun} al CV: data[0] es el id nuevo`,
        body: cvSectionBodies[section]() as ReturnType<(typeof cvSectionBodies)[K]>,
        data: z.number(),
        status: 201,
      },
      update: {
        method: 'PUT',
        path: '/update',
        summary: `Actualiza ${noun} propio: {id, …campos}`,
        body: cvSectionUpdateBody(section),
        data: noData,
      },
      removeById: { method: 'POST', path: '/removeById', summary: `Elimina ${noun} propio: {id}`, body: itemIdBody, data: noData },
      id: {
        method: 'GET',
        path: '/id/:id',
        summary: 'Un elemento propio por id (404 si no es del postulante)',
        params: itemParams,
        data: item,
      },
      myList: { method: 'GET', path: '/myList', summary: 'La lista propia', data: item },
    },
  });
}

export const conocimientoApi = sectionGroup('conocimiento', 'un conocimiento', conocimientoItem);
export const idiomaApi = sectionGroup('idioma', 'un idioma', conocimientoItem);
export const logroApi = sectionGroup('logro', 'un logro', logroItem);
export const expLaboralApi = sectionGroup('expLaboral', 'una experiencia laboral', experienciaLaboralItem);
export const voluntariadoApi = sectionGroup('voluntariado', 'un voluntariado', extracurricularItem);
export const actExtracurricularApi = sectionGroup('actExtracurricular', 'un proyecto', extracurricularItem);

/** `createMultiple {items}`: up to 20 certifications in one transaction (its rules depend on the day too). */
export const createMultipleBody = formacionComplementariaMultipleSchema;

const formacion = sectionGroup('formacionComplementaria', 'una certificación', formacionComplementariaItem);
export const formacionComplementariaApi = defineGroup({
  ...formacion,
  calls: {
    ...formacion.calls,
    createMultiple: {
      method: 'POST',
      path: '/createMultiple',
      summary: 'Agrega varias certificaciones en una transacción: data son los ids nuevos',
      body: createMultipleBody(),
      data: z.number(),
      status: 201,
    },
  },
});

/** Every section group by its name: the API registers them in one loop. */
export const cvSectionApis = {
  conocimiento: conocimientoApi,
  idioma: idiomaApi,
  logro: logroApi,
  expLaboral: expLaboralApi,
  voluntariado: voluntariadoApi,
  actExtracurricular: actExtracurricularApi,
  formacionComplementaria: formacionComplementariaApi,
};
export type CvSectionApis = typeof cvSectionApis;
/** A section's item, as `id/{id}` and `myList` answer it. */
export type CvSectionItemOf<K extends CvSection = CvSection> = z.input<CvSectionApis[K]['calls']['id']['data']>;
export type ConocimientoApi = typeof conocimientoApi;
export type IdiomaApi = typeof idiomaApi;
export type LogroApi = typeof logroApi;
export type ExpLaboralApi = typeof expLaboralApi;
export type VoluntariadoApi = typeof voluntariadoApi;
export type ActExtracurricularApi = typeof actExtracurricularApi;
export type FormacionComplementariaApi = typeof formacionComplementariaApi;
