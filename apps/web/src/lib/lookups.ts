/**
 * The reference data the forms and filters choose from (`recursos/list…`: places, merit orders, languages, skills,
 * knowledge themes, kinds of training). Each is asked once per visit and shared by every screen (a failed answer is
 * not kept, so a retry asks again).
 */
import type { IdName } from '@practiperu/shared/cv';
import type { Carrera, Distrito, Provincia, Region, Tema } from '@practiperu/shared/recursos';
import { recursos } from './api/recursos';

export type { Carrera, Distrito, Provincia, Region, Tema };

const cache = new Map<string, Promise<unknown[]>>();

/** One request per lookup and visit; a failure is thrown (the loader shows it) and forgotten. */
function lookup<T>(key: string, call: () => Promise<{ state: boolean; message: string; data: T[] }>): Promise<T[]> {
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
  lugares: () => lookup<Region>('lugares', () => recursos.listLugares()),
  ordenMerito: () => lookup<IdName>('ordenMerito', () => recursos.listOrdenMerito()),
  idiomas: () => lookup<IdName>('idiomas', () => recursos.listIdiomas()),
  habilidades: () => lookup<IdName>('habilidades', () => recursos.listHabilidades()),
  temas: () => lookup<Tema>('temas', () => recursos.listTemasConocimientos()),
  /** data[0] is the list of names. */
  tiposFormacion: () => lookup<string[]>('tiposFormacion', () => recursos.listFormacionComplementariaTipos()).then((d) => d[0] ?? []),
};

/** Forget the cached lookups (tests). */
export function clearLookups(): void {
  cache.clear();
}
