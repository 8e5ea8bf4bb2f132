/**
 * The recruiter's applicant filter set (docs/applicants.md), as the API reads it from the query. Its limits and
 * messages are in postulantes.ts.
 */
import { NIVELES } from '../cv.ts';
import {
  MAX_CONOCIMIENTOS_FILTRO,
  MAX_DEPARTAMENTOS_FILTRO,
  MAX_ESTUDIOS_FILTRO,
  MAX_IDIOMAS_FILTRO,
  CICLOS_FILTRO,
  ORDEN_POSTULANTES_DEFAULT,
  ORDENES_POSTULANTES,
  POSTULANTES_MESSAGES,
} from '../postulantes.ts';
import { z } from './zod.ts';

// ------------------------------------------------------------------ the filter set

const M = POSTULANTES_MESSAGES;

/** A flag: "1"/1/true on, "0"/0/false/empty off. */
const flag = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? false : v),
  z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)], { error: M.flag })
    .transform((v) => v === true || v === '1' || v === 'true' || v === 1),
);

/** 'Excel|avanzado' or {nombre, nivel}: a name and, optionally, the least level asked for. */
const requisito = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const [nombre = '', nivel] = v.split('|');
    return { nombre, nivel: nivel === undefined || nivel.trim() === '' ? undefined : nivel.trim() };
  },
  z.object(
    {
      nombre: z.string({ error: M.nombreRequisito }).trim().min(1, { error: M.nombreRequisito }).max(60, { error: M.nombreRequisito }),
      nivel: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(NIVELES, { error: M.nivel }).optional()),
    },
    { error: M.nombreRequisito },
  ),
);

const lista = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v.filter((x) => x !== '' && x !== null) : [v]),
    z.array(item).max(max, { error: message }),
  );

/** A list of whole numbers between min and max (query strings or numbers), each once. */
const enteros = (min: number, max: number, message: string, maxItems: number, maxMessage: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? [...new Set(v.map(String))] : v),
    lista(
      z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
      maxItems,
      maxMessage,
    ),
  );

/**
 * The filter set once the query's `departamentos[0]=…` keys are gathered into arrays. The reading groups (read,
 * unread) and the decision group (discard, pending, finalist) each combine as OR inside the group and AND between
 * groups; everything else is AND (docs/applicants.md).
 */
export const filtrosPostulantesSchema = z.object({
  read: flag,
  unread: flag,
  discard: flag,
  pending: flag,
  finalist: flag,
  orden_merito: flag,
  experiencia: flag,
  departamentos: lista(
    z.coerce
      .number({ error: M.departamento })
      .int({ error: M.departamento })
      .min(1, { error: M.departamento })
      .max(25, { error: M.departamento }),
    MAX_DEPARTAMENTOS_FILTRO,
    M.maxDepartamentos,
  ),
  conocimientos: lista(requisito, MAX_CONOCIMIENTOS_FILTRO, M.maxConocimientos),
  idiomas: lista(requisito, MAX_IDIOMAS_FILTRO, M.maxIdiomas),
  // Studies. Each list is OR inside (any of them), AND with the rest.
  ciclos: enteros(CICLOS_FILTRO[0], CICLOS_FILTRO[CICLOS_FILTRO.length - 1]!, M.ciclo, CICLOS_FILTRO.length, M.maxCiclos),
  instituciones: enteros(1, 2_147_483_647, M.institucion, MAX_ESTUDIOS_FILTRO, M.maxInstituciones),
  egreso: enteros(1950, 2100, M.egreso, MAX_ESTUDIOS_FILTRO, M.maxEgreso),
  carreras: enteros(1, 2_147_483_647, M.carrera, MAX_ESTUDIOS_FILTRO, M.maxCarreras),
  sort: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? ORDEN_POSTULANTES_DEFAULT : v),
    z.enum(ORDENES_POSTULANTES, { error: M.sort }),
  ),
});
export type FiltrosPostulantes = z.output<typeof filtrosPostulantesSchema>;
