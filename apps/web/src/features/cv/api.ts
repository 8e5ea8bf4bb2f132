/**
 * The calls of the applicant's CV (docs/cv.md): the profile, the `postulante/update` forms, the
 * photo, the download, the section groups and the lookups the forms choose from. Lookups are reference data: each
 * is asked once per visit and shared by every screen (a failed answer is not kept, so a retry asks again).
 */
import { SUGGESTIONS_MAX } from '@practiperu/shared/constants';
import type { CvDownload, IdName, PostulanteProfile, PostulanteProfileFull, UpdateForm } from '@practiperu/shared/cv';
import { api, type ApiResult } from '../../lib/api-client';
import type { Loaded } from '../cuenta/account-data';

// ------------------------------------------------------------------ profile and forms

export async function loadProfile(): Promise<Loaded<PostulanteProfile>> {
  const res = await api.get<PostulanteProfile>('postulante/myAccount', { query: { populate: 'false' } });
  const profile = res.data[0];
  return res.state && profile ? { ok: true, data: profile } : { ok: false, message: res.message };
}

export async function loadFullProfile(): Promise<Loaded<PostulanteProfileFull>> {
  const res = await api.get<PostulanteProfileFull>('postulante/myAccount', { query: { populate: 'true' } });
  const profile = res.data[0];
  return res.state && profile ? { ok: true, data: profile } : { ok: false, message: res.message };
}

/** `PUT postulante/update {form, data}`: one section form at a time (docs/cv.md "postulante"). */
export function saveForm(form: UpdateForm, data: unknown): Promise<ApiResult<never>> {
  return api.put<never>('postulante/update', { form, data });
}

/** `POST postulante/updatePhoto` (multipart, field `photo`): data[0] is the new photo's URL. */
export function uploadPhoto(file: File): Promise<ApiResult<string>> {
  const body = new FormData();
  body.append('photo', file);
  return api.post<string>('postulante/updatePhoto', body);
}

/** `GET postulante/getMyCv`: data[0] = {cv: base64 PDF, name}. */
export function fetchMyCv(): Promise<ApiResult<CvDownload>> {
  return api.get<CvDownload>('postulante/getMyCv');
}

// ------------------------------------------------------------------ section groups

/** The CV section groups (projects are `actExtracurricular`, volunteering `voluntariado`: one entity, two groups). */
export type SectionGroup =
  'conocimiento' | 'idioma' | 'logro' | 'expLaboral' | 'voluntariado' | 'actExtracurricular' | 'formacionComplementaria';

export const sectionApi = {
  /** 201, data[0] = the new id. */
  create: (group: SectionGroup, data: object) => api.post<number>(`${group}/create`, data),
  /** Every field of the item, with its id. */
  update: (group: SectionGroup, id: number, data: object) => api.put<never>(`${group}/update`, { ...data, id }),
  remove: (group: SectionGroup, id: number) => api.post<never>(`${group}/removeById`, { id }),
  get: <T>(group: SectionGroup, id: number) => api.get<T>(`${group}/id/${id}`),
};

// ------------------------------------------------------------------ lookups

export interface Distrito {
  id: number;
  nombre: string;
}
export interface Provincia {
  id: number;
  nombre: string;
  distritos: Distrito[];
}
/** A region of `recursos/listLugares` with its provinces and their districts. */
export interface Region {
  id: number;
  nombre: string;
  provincias: Provincia[];
}
export interface Tema extends IdName {
  categoria: string;
}
export interface Institucion {
  id: number;
  nombre: string;
  tipo: number;
  region: string | null;
  abreviatura: string | null;
}
export interface Carrera {
  id: number;
  nombre: string;
  tipo: number;
  familia: string;
}

const cache = new Map<string, Promise<unknown[]>>();

/** One request per lookup and visit; a failure is thrown (the loader shows it) and forgotten. */
function lookup<T>(key: string, call: () => Promise<ApiResult<T>>): Promise<T[]> {
  let pending = cache.get(key) as Promise<T[]> | undefined;
  if (!pending) {
    pending = call().then((res) => {
      if (!res.state) throw new Error(res.message);
      return res.data;
    });
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

export const lookups = {
  lugares: () => lookup<Region>('lugares', () => api.get('recursos/listLugares')),
  ordenMerito: () => lookup<IdName>('ordenMerito', () => api.get('recursos/listOrdenMerito')),
  idiomas: () => lookup<IdName>('idiomas', () => api.get('recursos/listIdiomas')),
  habilidades: () => lookup<IdName>('habilidades', () => api.get('recursos/listHabilidades')),
  temas: () => lookup<Tema>('temas', () => api.post('recursos/listTemasConocimientos')),
  /** data[0] is the list of names. */
  tiposFormacion: () =>
    lookup<string[]>('tiposFormacion', () => api.get('recursos/listFormacionComplementariaTipos')).then((d) => d[0] ?? []),
};

/** Forget the cached lookups (tests). */
export function clearLookups(): void {
  cache.clear();
}

/** Universities (tipo 1) or technological institutes (tipo 0) whose name contains the text: at most 7. */
export async function searchInstituciones(tipo: number, search: string, signal?: AbortSignal): Promise<Institucion[]> {
  const res = await api.get<Institucion>(tipo === 1 ? 'instEducativa/listUniversitarias' : 'instEducativa/listTecnologicos', {
    query: { search },
    signal,
  });
  if (!res.state) throw new Error(res.message);
  return res.data.slice(0, SUGGESTIONS_MAX);
}

/** Careers of one kind whose name contains the text: at most 7. */
export async function searchCarreras(tipo: number, search: string, signal?: AbortSignal): Promise<Carrera[]> {
  const res = await api.get<Carrera>('carrera/like', { query: { search, tipo }, signal });
  if (!res.state) throw new Error(res.message);
  return res.data.slice(0, SUGGESTIONS_MAX);
}
