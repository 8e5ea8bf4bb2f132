/**
 * The reference data the forms and filters choose from (`recursos/list…`: places, merit orders, languages, skills,
 * knowledge themes, kinds of training). Each is asked once per visit and shared by every screen (a failed answer is
 * not kept, so a retry asks again).
 */
import type { IdName } from '@practiperu/shared/cv';
import { api, type ApiResult } from './api-client';

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
/** A career as the career searches answer it (the CV's education, the offer's careers). */
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
