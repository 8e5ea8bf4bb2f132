/**
 * The calls of the recruiter's applicant review (docs/applicants.md): an offer's applicants (one page, with the
 * filters in the query), the status radio, the CV as a recruiter sees it, its PDF, the CSV and Excel exports, and the
 * developer-mode list. The filters travel exactly as the page's address names them.
 */
import {
  CICLOS_FILTRO,
  MAX_CONOCIMIENTOS_FILTRO,
  MAX_DEPARTAMENTOS_FILTRO,
  MAX_ESTUDIOS_FILTRO,
  MAX_IDIOMAS_FILTRO,
  ORDEN_POSTULANTES_DEFAULT,
  ORDENES_POSTULANTES,
  type CvParaReclutador,
  type OrdenPostulantes,
  type PostulanteDeOferta,
  type PostulantesOptional,
} from '@practiperu/shared/postulantes';
import { NIVELES, type Nivel } from '@practiperu/shared/cv';
import { MAX_ETIQUETAS_FILTRO } from '@practiperu/shared/pipeline';
import type { FiltrosPostulantesInput } from '@practiperu/shared/schemas/postulantes';
import { postulanteOferta } from '../../lib/api/postulante-oferta';
import { postulante } from '../../lib/api/postulante';
import type { Loaded } from '../../lib/loaded';

// ------------------------------------------------------------------ the filter set in the address

export interface Requisito {
  nombre: string;
  nivel?: Nivel;
}

export interface Filtros {
  read: boolean;
  unread: boolean;
  discard: boolean;
  pending: boolean;
  finalist: boolean;
  orden_merito: boolean;
  experiencia: boolean;
  departamentos: number[];
  conocimientos: Requisito[];
  idiomas: Requisito[];
  /** Studies. `ciclos` as cycle numbers (3 = III … 10 = X); the others are ids or years. */
  ciclos: number[];
  instituciones: number[];
  egreso: number[];
  carreras: number[];
  /** The company's tags (any of them); featured offers only. */
  etiquetas: number[];
  sort: OrdenPostulantes;
}

/** The studies lists, in the order the menu shows them. */
export const ESTUDIOS = ['ciclos', 'instituciones', 'carreras', 'egreso'] as const;
export type Estudio = (typeof ESTUDIOS)[number];

export const FLAGS = ['read', 'unread', 'discard', 'pending', 'finalist', 'orden_merito', 'experiencia'] as const;
export type Flag = (typeof FLAGS)[number];

export const SIN_FILTROS: Filtros = {
  read: false,
  unread: false,
  discard: false,
  pending: false,
  finalist: false,
  orden_merito: false,
  experiencia: false,
  departamentos: [],
  conocimientos: [],
  idiomas: [],
  ciclos: [],
  instituciones: [],
  egreso: [],
  carreras: [],
  etiquetas: [],
  sort: ORDEN_POSTULANTES_DEFAULT,
};

/** Every value of `key`, `key[]` and `key[i]` (the API writes `departamentos[i]=id`). */
function values(params: URLSearchParams, key: string): string[] {
  const out: string[] = [];
  for (const [k, v] of params) if ((k === key || k === `${key}[]` || new RegExp(`^${key}\\[\\d+\\]$`).test(k)) && v.trim()) out.push(v);
  return out;
}

function requisitos(list: string[], max: number): Requisito[] {
  const out: Requisito[] = [];
  for (const raw of list) {
    const [nombre = '', nivel = ''] = raw.split('|');
    const name = nombre.trim().slice(0, 60);
    if (!name || out.some((r) => r.nombre.toLowerCase() === name.toLowerCase())) continue;
    const lvl = NIVELES.find((n) => n === nivel.trim());
    out.push(lvl ? { nombre: name, nivel: lvl } : { nombre: name });
  }
  return out.slice(0, max);
}

/** Whole numbers of `key` within [min, max], each once, at most `max` of them. */
function enteros(params: URLSearchParams, key: string, min: number, maxValue: number, maxItems: number): number[] {
  return [
    ...new Set(
      values(params, key)
        .map(Number)
        .filter((n) => Number.isInteger(n) && n >= min && n <= maxValue),
    ),
  ].slice(0, maxItems);
}

/** The filter set of the page's address; what cannot be read is left out (a hand-edited link never breaks the page). */
export function readFiltros(params: URLSearchParams): Filtros {
  const flag = (k: Flag) => params.get(k) === '1' || params.get(k) === 'true';
  const departamentos = [
    ...new Set(
      values(params, 'departamentos')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n >= 1 && n <= 25),
    ),
  ].slice(0, MAX_DEPARTAMENTOS_FILTRO);
  const sort = params.get('sort');
  return {
    read: flag('read'),
    unread: flag('unread'),
    discard: flag('discard'),
    pending: flag('pending'),
    finalist: flag('finalist'),
    orden_merito: flag('orden_merito'),
    experiencia: flag('experiencia'),
    departamentos,
    conocimientos: requisitos(values(params, 'conocimientos'), MAX_CONOCIMIENTOS_FILTRO),
    idiomas: requisitos(values(params, 'idiomas'), MAX_IDIOMAS_FILTRO),
    ciclos: enteros(params, 'ciclos', CICLOS_FILTRO[0], CICLOS_FILTRO[CICLOS_FILTRO.length - 1]!, CICLOS_FILTRO.length),
    instituciones: enteros(params, 'instituciones', 1, 2_147_483_647, MAX_ESTUDIOS_FILTRO),
    egreso: enteros(params, 'egreso', 1950, 2100, MAX_ESTUDIOS_FILTRO),
    carreras: enteros(params, 'carreras', 1, 2_147_483_647, MAX_ESTUDIOS_FILTRO),
    etiquetas: enteros(params, 'etiquetas', 1, 2_147_483_647, MAX_ETIQUETAS_FILTRO),
    sort: ORDENES_POSTULANTES.find((o) => o === sort) ?? ORDEN_POSTULANTES_DEFAULT,
  };
}

const requisitoText = (r: Requisito) => (r.nivel ? `${r.nombre}|${r.nivel}` : r.nombre);

/** The query the API reads: `read=1…`, `departamentos[i]=id`, `conocimientos[i]=nombre|nivel`, `idiomas=nombre|nivel`, `sort`. */
export function filtrosToParams(f: Filtros): URLSearchParams {
  const params = new URLSearchParams();
  for (const k of FLAGS) if (f[k]) params.set(k, '1');
  f.departamentos.forEach((d, i) => params.set(`departamentos[${i}]`, String(d)));
  f.conocimientos.forEach((c, i) => params.set(`conocimientos[${i}]`, requisitoText(c)));
  for (const idioma of f.idiomas) params.append('idiomas', requisitoText(idioma));
  for (const k of ESTUDIOS) f[k].forEach((v, i) => params.set(`${k}[${i}]`, String(v)));
  f.etiquetas.forEach((v, i) => params.set(`etiquetas[${i}]`, String(v)));
  if (f.sort !== ORDEN_POSTULANTES_DEFAULT) params.set('sort', f.sort);
  return params;
}

/** The same filter set as the API's query object (lists as `departamentos[i]=id` in the address the client writes). */
export function filtrosToQuery(f: Filtros): FiltrosPostulantesInput {
  const query: FiltrosPostulantesInput = {};
  for (const k of FLAGS) if (f[k]) query[k] = '1';
  query.departamentos = f.departamentos;
  query.conocimientos = f.conocimientos.map(requisitoText);
  query.idiomas = f.idiomas.map(requisitoText);
  for (const k of ESTUDIOS) query[k] = f[k];
  if (f.etiquetas.length > 0) query.etiquetas = f.etiquetas;
  if (f.sort !== ORDEN_POSTULANTES_DEFAULT) query.sort = f.sort;
  return query;
}

/**
 * A saved filter set (stored as the API's schema reads it: flags true/false, lists of numbers, knowledge and languages
 * as {nombre, nivel}) as the page's filter set; read through the address rules, so an odd value is left out.
 */
export function filtrosDeGuardado(saved: Record<string, unknown>): Filtros {
  const params = new URLSearchParams();
  for (const k of FLAGS) if (saved[k] === true) params.set(k, '1');
  const list = (k: string) => (Array.isArray(saved[k]) ? (saved[k] as unknown[]) : []);
  for (const k of ['departamentos', ...ESTUDIOS, 'etiquetas']) list(k).forEach((v, i) => params.set(`${k}[${i}]`, String(v)));
  for (const k of ['conocimientos', 'idiomas']) {
    list(k).forEach((v, i) => {
      const r = v as Partial<Requisito>;
      if (typeof r.nombre === 'string') params.set(`${k}[${i}]`, r.nivel ? `${r.nombre}|${r.nivel}` : r.nombre);
    });
  }
  if (typeof saved.sort === 'string') params.set('sort', saved.sort);
  return readFiltros(params);
}

/** How many filters are on (for the button's badge); the order is not counted. */
export function cuantosFiltros(f: Filtros): number {
  return (
    FLAGS.filter((k) => f[k]).length +
    f.departamentos.length +
    f.conocimientos.length +
    f.idiomas.length +
    ESTUDIOS.reduce((n, k) => n + f[k].length, 0) +
    f.etiquetas.length
  );
}

// ------------------------------------------------------------------ the list

export interface PostulantesListPage {
  items: PostulanteDeOferta[];
  optional: PostulantesOptional;
}

/** The answer for the page: the list, the offer not found (another company's, removed), or a failure with its message. */
export type PostulantesLoaded<T> = Loaded<T> | { ok: false; notFound: true; message: string };

/** `GET postulanteOferta/offerMyApplicants/{id}?page=&…filters` (10 a page). */
export async function loadPostulantes(idOferta: string, page: number, filtros: Filtros): Promise<PostulantesLoaded<PostulantesListPage>> {
  const res = await postulanteOferta.offerMyApplicants({
    params: { id: idOferta },
    query: { ...filtrosToQuery(filtros), page: page > 1 ? page : undefined },
  });
  if (res.state) return { ok: true, data: { items: res.data, optional: res.optional } };
  if (res.status === 404 || (res.status === 400 && !res.optional?.errors)) return { ok: false, notFound: true, message: res.message };
  return { ok: false, message: res.message };
}

export interface ListaDev {
  items: PostulanteDeOferta[];
  titulo: string;
  total: number;
  /** The offer is featured with a validated payment: scores shown, nothing blocked. */
  destacado_pagado: boolean;
}

/** Developer mode: `GET postulanteOferta/appliedApplicant?id_oferta=` (every active application, no page, no filters). */
export async function loadTodosPostulantes(idOferta: string): Promise<PostulantesLoaded<ListaDev>> {
  const res = await postulanteOferta.appliedApplicant({ query: { id_oferta: idOferta } });
  if (res.state) {
    const { titulo, total_postulants, destacado_pagado } = res.optional;
    return { ok: true, data: { items: res.data, titulo, total: total_postulants, destacado_pagado } };
  }
  if (res.status === 404 || res.status === 400) return { ok: false, notFound: true, message: res.message };
  return { ok: false, message: res.message };
}

// ------------------------------------------------------------------ one applicant

/** `GET postulante/findOneForRecruiter/{id}?id_oferta=&populate=true` (opening it marks the application read). */
export async function loadCvPostulante(idPostulante: string, idOferta: string): Promise<PostulantesLoaded<CvParaReclutador>> {
  const res = await postulante.findOneForRecruiter({
    params: { id: idPostulante },
    query: { id_oferta: idOferta, populate: 'true' },
  });
  const cv = res.data[0];
  if (res.state && cv) return { ok: true, data: cv };
  if (res.status === 404 || res.status === 400) return { ok: false, notFound: true, message: res.message };
  return { ok: false, message: res.message };
}

/**
 * `PATCH postulanteOferta/updateEstado/{id_postulacion}` `{data: {estado, avisar}}`: 1 Descartar, 2 En proceso,
 * 3 Finalista; `avisar` false changes it without mailing the applicant.
 */
export function updateEstado(idPostulacion: number, estado: number, avisar = true) {
  return postulanteOferta.updateEstado({ params: { id: idPostulacion }, body: { data: { estado, avisar } } });
}

/** `POST postulante/getCv/{id}` `{id_oferta}`: data[0] = {cv: base64 PDF, name}. */
export function fetchCvPostulante(idPostulante: number, idOferta: number) {
  return postulante.getCv({ params: { id: idPostulante }, body: { id_oferta: idOferta } });
}

// ------------------------------------------------------------------ exports

export type FormatoExport = 'csv' | 'xlsx';

export const EXPORT_TYPES: Record<FormatoExport, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `GET postulanteOferta/offerMyApplicantsExport{Excel|CSV}/{id}?…filters`: data[0] base64, optional.nombre. */
export function fetchExport(idOferta: string, formato: FormatoExport, filtros: Filtros) {
  const call = formato === 'csv' ? postulanteOferta.offerMyApplicantsExportCSV : postulanteOferta.offerMyApplicantsExportExcel;
  return call({ params: { id: idOferta }, query: filtrosToQuery(filtros) });
}
