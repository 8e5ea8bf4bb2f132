/** The reference lookups (recursos, instEducativa, carrera; the lists: docs/reference-data.md). */
import { SUGGESTIONS_MAX } from '@practiperu/shared/constants';
import { RECURSOS_MESSAGES } from '@practiperu/shared/recursos';
import { toClave } from '@practiperu/shared/text';
import type { DbOrTx } from '../../db/client.ts';
import { TIPO_TECNICA, TIPO_UNIVERSITARIA } from '../../db/seed/reference.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './recursos.repository.ts';

/** "Institutos tecnológicos" are the technological ones and those that also train teachers (docs/reference-data.md). */
export const CATEGORIAS_TECNOLOGICO = ['tecnologico', 'mixto'];

/** The location tree of listLugares: regions (ids 1–25) → provinces → districts, alphabetical below regions. */
export interface LugarRegion {
  id: number;
  nombre: string;
  provincias: { id: number; nombre: string; distritos: { id: number; nombre: string }[] }[];
}

export interface AlertaBanner {
  content: string;
  expireIn: string | null;
  alerta_publicar: { content: string; expireIn: string | null } | null;
}

/** A user's search text as the repository wants it: normalized like the stored keys, split in words. */
export function toTextSearch(search: string): repo.TextSearch {
  const needle = toClave(search);
  const words = [...new Set(needle.split(' ').filter(Boolean))].slice(0, 10);
  return { needle, words };
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const byNombre = (a: { nombre: string }, b: { nombre: string }) => collator.compare(a.nombre, b.nombre);

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export function createRecursosService(deps: { db: DbOrTx }) {
  const { db } = deps;

  async function lugares(): Promise<LugarRegion[]> {
    const [regiones, provincias, distritos] = await Promise.all([repo.listRegiones(db), repo.listProvincias(db), repo.listDistritos(db)]);
    const distritosDe = groupBy(distritos, (d) => d.provincia_id);
    const provinciasDe = groupBy(provincias, (p) => p.region_id);
    return regiones.map((r) => ({
      id: r.id,
      nombre: r.nombre,
      provincias: (provinciasDe.get(r.id) ?? []).sort(byNombre).map((p) => ({
        id: p.id,
        nombre: p.nombre,
        distritos: (distritosDe.get(p.id) ?? []).sort(byNombre).map((d) => ({ id: d.id, nombre: d.nombre })),
      })),
    }));
  }

  async function catalogo(lista: Exclude<Parameters<typeof repo.listCatalogo>[1], 'tema_conocimiento'>) {
    const rows = await repo.listCatalogo(db, lista);
    return rows.map(({ id, name }) => ({ id, name }));
  }

  async function temasConocimiento() {
    const rows = await repo.listCatalogo(db, 'tema_conocimiento');
    return rows.map(({ id, name, categoria }) => ({ id, name, categoria: categoria ?? '' }));
  }

  /** The general banner with the publish-page alert inside; the client hides expired ones. */
  async function alertas(): Promise<AlertaBanner> {
    const rows = await repo.listAlertas(db);
    const general = rows.find((r) => r.tipo === 'general');
    const publicar = rows.find((r) => r.tipo === 'publicar');
    return {
      content: general?.content ?? '',
      expireIn: general?.expire_in?.toISOString() ?? null,
      alerta_publicar: publicar ? { content: publicar.content, expireIn: publicar.expire_in?.toISOString() ?? null } : null,
    };
  }

  const universitarias: repo.InstitucionFilter = { tipo: TIPO_UNIVERSITARIA };
  const tecnologicos: repo.InstitucionFilter = { tipo: TIPO_TECNICA, categorias: CATEGORIAS_TECNOLOGICO };

  async function institucionById(id: number) {
    const row = await repo.findInstitucion(db, id);
    if (!row) throw new AppError('NOT_FOUND', RECURSOS_MESSAGES.institucionNotFound);
    return row;
  }

  async function carreraById(id: number) {
    const row = await repo.findCarrera(db, id);
    if (!row) throw new AppError('NOT_FOUND', RECURSOS_MESSAGES.carreraNotFound);
    return row;
  }

  return {
    lugares,
    sectores: () => repo.listSectores(db),
    catalogo,
    temasConocimiento,
    /** Spec: data[0] is the list of type names. */
    tiposFormacion: async () => (await catalogo('formacion_tipo')).map((t) => t.name),
    claves: (tipo?: number) => repo.listClaves(db, tipo),
    alertas,
    suggestUniversitarias: (search: string) => repo.searchInstituciones(db, universitarias, toTextSearch(search), SUGGESTIONS_MAX),
    suggestTecnologicos: (search: string) => repo.searchInstituciones(db, tecnologicos, toTextSearch(search), SUGGESTIONS_MAX),
    allUniversitarias: () => repo.listInstituciones(db, universitarias),
    allTecnologicos: () => repo.listInstituciones(db, tecnologicos),
    institucionById,
    suggestCarreras: (search: string, tipo?: number) => repo.searchCarreras(db, tipo, toTextSearch(search), SUGGESTIONS_MAX),
    allCarreras: (tipo?: number) => repo.listCarreras(db, tipo),
    carreraById,
  };
}

export type RecursosService = ReturnType<typeof createRecursosService>;
