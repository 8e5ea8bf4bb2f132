/**
 * The recruiter's applicant filter set (docs/applicants.md), as the API reads it from the query. Its limits and
 * messages are in postulantes.ts.
 */
import { NIVELES, type Nivel } from '../cv.ts';
import { MAX_ETIQUETAS_FILTRO } from '../pipeline.ts';
import {
  MAX_CONOCIMIENTOS_FILTRO,
  MAX_DEPARTAMENTOS_FILTRO,
  MAX_ESTUDIOS_FILTRO,
  MAX_IDIOMAS_FILTRO,
  CICLOS_FILTRO,
  ORDEN_POSTULANTES_DEFAULT,
  ORDENES_POSTULANTES,
  POSTULANTES_MESSAGES,
  type OrdenPostulantes,
} from '../postulantes.ts';
import { numeroOTexto } from './numero.ts';
import { z } from './zod.ts';

// ------------------------------------------------------------------ the filter set

const M = POSTULANTES_MESSAGES;

/** One value or several; empty means none. */
type UnoOVarios<W> = W | readonly W[] | '' | null | undefined;

/** A flag: "1"/1/true on, "0"/0/false/empty off. */
const flag = z.preprocess(
  (v: boolean | 0 | 1 | '0' | '1' | 'true' | 'false' | '' | null | undefined) => (v === undefined || v === null || v === '' ? false : v),
  z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)], { error: M.flag })
    .transform((v) => v === true || v === '1' || v === 'true' || v === 1)
    .default(false),
);

/** 'Excel|avanzado' or {nombre, nivel}: a name and, optionally, the least level asked for. */
const requisito = z.preprocess(
  (v: string | { nombre: string; nivel?: Nivel | '' | null }) => {
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
    (v: UnoOVarios<z.input<T>>) =>
      v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v.filter((x) => x !== '' && x !== null) : [v],
    z.array(item).max(max, { error: message }).default([]),
  );

/** A whole number between min and max, as a number or its digits. */
const entero = (min: number, max: number, message: string) =>
  z.preprocess(
    numeroOTexto,
    z.coerce.number<number | string>({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

/** A list of whole numbers between min and max (query strings or numbers), each once. */
const enteros = (min: number, max: number, message: string, maxItems: number, maxMessage: string) =>
  z.preprocess(
    (v: UnoOVarios<number | string>) => (Array.isArray(v) ? [...new Set(v.map(String))] : v),
    lista(entero(min, max, message), maxItems, maxMessage),
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
  departamentos: lista(entero(1, 25, M.departamento), MAX_DEPARTAMENTOS_FILTRO, M.maxDepartamentos),
  conocimientos: lista(requisito, MAX_CONOCIMIENTOS_FILTRO, M.maxConocimientos),
  idiomas: lista(requisito, MAX_IDIOMAS_FILTRO, M.maxIdiomas),
  // Studies. Each list is OR inside (any of them), AND with the rest.
  ciclos: enteros(CICLOS_FILTRO[0], CICLOS_FILTRO[CICLOS_FILTRO.length - 1]!, M.ciclo, CICLOS_FILTRO.length, M.maxCiclos),
  instituciones: enteros(1, 2_147_483_647, M.institucion, MAX_ESTUDIOS_FILTRO, M.maxInstituciones),
  egreso: enteros(1950, 2100, M.egreso, MAX_ESTUDIOS_FILTRO, M.maxEgreso),
  carreras: enteros(1, 2_147_483_647, M.carrera, MAX_ESTUDIOS_FILTRO, M.maxCarreras),
  // The company's tags (any of them); another company's tag matches nothing.
  etiquetas: enteros(1, 2_147_483_647, M.etiqueta, MAX_ETIQUETAS_FILTRO, M.maxEtiquetasFiltro),
  sort: z.preprocess(
    (v: OrdenPostulantes | '' | null | undefined) => (v === undefined || v === null || v === '' ? ORDEN_POSTULANTES_DEFAULT : v),
    z.enum(ORDENES_POSTULANTES, { error: M.sort }).default(ORDEN_POSTULANTES_DEFAULT),
  ),
});
export type FiltrosPostulantes = z.output<typeof filtrosPostulantesSchema>;
/** The filter set as a client sends it: flags as 1/'1'/true, lists as arrays, knowledge and languages as 'nombre|nivel'. */
export type FiltrosPostulantesInput = z.input<typeof filtrosPostulantesSchema>;

/**
 * Gathers the query's `departamentos[0]=1&departamentos[1]=4`, `departamentos[]=1` and repeated `idiomas=…` keys
 * into arrays under their plain names (the default query parser leaves the brackets in the key).
 */
export function agruparQuery(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const indexed = new Map<string, [number, unknown][]>();
  for (const [key, value] of Object.entries(query)) {
    const m = /^([a-z_]+)\[(\d*)\]$/.exec(key);
    if (!m) {
      out[key] = value;
      continue;
    }
    const list = indexed.get(m[1]!) ?? [];
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) list.push([m[2] === '' ? Number.MAX_SAFE_INTEGER : Number(m[2]), v]);
    indexed.set(m[1]!, list);
  }
  for (const [name, list] of indexed) {
    const plain = out[name] === undefined ? [] : Array.isArray(out[name]) ? (out[name] as unknown[]) : [out[name]];
    out[name] = [...plain, ...list.sort((a, b) => a[0] - b[0]).map(([, v]) => v)];
  }
  return out;
}

/**
 * The filter set of a query string (`read=1&departamentos[0]=15&conocimientos[0]=Excel|avanzado&idiomas=Inglés`) or
 * of a JSON body, with `extra` fields checked first (the page, the offer). Anything but an object reads as no field.
 */
export function filtrosDe<S extends z.ZodRawShape>(extra: S) {
  const schema = z.object(extra).extend(filtrosPostulantesSchema.shape);
  return z.preprocess(
    (v: z.input<typeof schema>) => agruparQuery(v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}),
    schema,
  );
}
