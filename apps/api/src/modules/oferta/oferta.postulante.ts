/**
 * `/api/oferta/*` for applicants (rules and contract: docs/matching.md): "Ofertas para ti" in three scopes, the
 * search, the latest offers of the home, and one offer as an applicant may see it. Everything is scoped in the
 * query: an applicant sees approved, shown offers, and the ones they applied to; never a pending or rejected offer
 * of a company otherwise, never a removed one (404 like an id that does not exist).
 */
import { HOME_RECOMMENDED_MAX } from '@practiperu/shared/constants';
import { limaToday } from '@practiperu/shared/dates';
import type { OfertaCardPostulante, OfertaDetallePostulante, OfertaInformativa } from '@practiperu/shared/postulacion';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import type { BusquedaQuery } from '@practiperu/shared/api/busqueda';
import {
  filtrosDe,
  tsQueryDe,
  etapaDe,
  type CardComun,
  destacada,
  enAmbito,
  perfilMatching,
  type Ambito,
  type PerfilMatching,
  cardDe,
  detallePostulante,
  informativaDe,
} from '../matching/matching.public.ts';
import { crearCache } from '../../lib/ofertas-cache.ts';
import * as matching from '../matching/matching.service.ts';
import { OFERTA_API_MESSAGES, type Pagina } from './oferta.service.ts';
import * as primerasGratis from './primeras-gratis.ts';

/** Page sizes are the server's. `recommendedBothProfile` feeds the home's top 5. */
export const RECOMENDADAS_PAGE_SIZE = 10;
export const BUSQUEDA_PAGE_SIZE = 10;
const PAGE_SIZE: Record<Ambito, number> = { region: RECOMENDADAS_PAGE_SIZE, otras: RECOMENDADAS_PAGE_SIZE, todas: HOME_RECOMMENDED_MAX };

export const OFERTA_POSTULANTE_MESSAGES = {
  sinPerfil: 'Completa tu formación en el CV (tipo de carrera, carrera y situación de estudios) para ver ofertas para ti.',
} as const;

/** A page of cards; a search whose count stopped at its cap says `mas_resultados` (matching.repository.ts). */
export interface PaginaOfertas extends Pagina<OfertaCardPostulante> {
  mas_resultados?: true;
}

/** The `optional` of a list answer. */
export function paginaOptional(page: PaginaOfertas) {
  return {
    current_page: page.current_page,
    total_pages: page.total_pages,
    total: page.total,
    ...(page.mas_resultados ? { mas_resultados: true as const } : {}),
  };
}

/**
 * The recommendation cache keeps a training's whole matching list when it has at most this many offers (a
 * popular career has a few hundred at most); a longer one is not kept and the pages come from SQL as before.
 */
export const LISTA_CACHE_MAX = 1000;
/** Rows kept in all (about 1 KB each): the least recently used lists go first. */
const CACHE_MAX_FILAS = 50_000;

export interface OfertaPostulanteDeps {
  db: Db;
  now: () => Date;
  storage: Pick<Storage, 'url'>;
  /** Lifetime of the shared lists (MATCHING_CACHE_SECONDS; lib/ofertas-cache.ts); 0 or absent: no cache. */
  cacheSegundos?: number;
  /** The minimum subsidy (SUBVENCION_MINIMA): the Ley 28518 explanation of the detail counts from it. */
  subvencionMinima: number;
  /** PUBLIC_URL: the detail carries the public page's canonical address, which its share actions send. */
  publicUrl: string;
}

/**
 * The recommendation key: what the matching SQL reads of an applicant besides their department (scopes are
 * applied in memory), and the Lima day (an offer whose deadline passed leaves the lists at midnight).
 */
export function claveRecomendacion(p: PerfilMatching, today: string): string {
  const etapa = etapaDe(p);
  const valor = etapa === 'egreso' ? (p.anioEgreso ?? -1) : etapa === 'ninguna' ? '' : (p.ciclo ?? -1);
  return [today, p.nivel, p.modalidad, etapa, valor, p.clave].join('|');
}

export function createOfertaPostulanteService(deps: OfertaPostulanteDeps) {
  const { db } = deps;
  const urls = { archivo: (name: string) => deps.storage.url(name) };
  const ttlMs = (deps.cacheSegundos ?? 0) * 1000;
  /** Per recommendation key: the matching offers, or null when there are more than LISTA_CACHE_MAX. */
  const listas = crearCache<CardComun[] | null>({ ttlMs, maxPeso: CACHE_MAX_FILAS });
  /** Per public search (no session) and page: the page and its total. */
  const busquedas = crearCache<matching.PaginaRows>({ ttlMs, maxPeso: CACHE_MAX_FILAS / 5 });

  async function postulanteIdDe(usuarioId: number): Promise<number | undefined> {
    return (await matching.perfilDeUsuario(db, usuarioId))?.postulante_id;
  }

  function paginaDe(rows: matching.PaginaRows, pageNumber: number, size: number, now: Date, paraPostulante: boolean): PaginaOfertas {
    return {
      items: rows.rows.map((r) => cardDe(r, now, urls, paraPostulante)),
      current_page: pageNumber,
      total_pages: Math.ceil(rows.total / size),
      total: rows.total,
      ...(rows.mas ? { mas_resultados: true as const } : {}),
    };
  }

  /**
   * `recommended`, `recommendedProfile`, `recommendedBothProfile`. The caller checked that the applicant's required
   * CV data is complete. With the cache: the training's matching list is shared (lib/ofertas-cache.ts), and the scope,
   * the applicant's cancelled offers (left out) and active applications (marked) are applied here, as
   * `matching.recomendadas` does in SQL; without it, or for a list too long to keep, that SQL serves the page.
   */
  async function recomendadas(usuarioId: number, ambito: Ambito, pageNumber: number): Promise<PaginaOfertas> {
    const now = deps.now();
    const today = limaToday(now);
    const size = PAGE_SIZE[ambito];
    const offset = (pageNumber - 1) * size;
    const porSql = async (perfil: PerfilMatching, postulanteId: number) =>
      paginaDe(await matching.recomendadas(db, { perfil, postulanteId, ambito, today, limit: size, offset }), pageNumber, size, now, true);
    if (ttlMs <= 0) {
      const row = await matching.perfilDeUsuario(db, usuarioId);
      const perfil = row ? perfilMatching(row) : null;
      if (!row || !perfil) throw new AppError('FORBIDDEN', OFERTA_POSTULANTE_MESSAGES.sinPerfil);
      return porSql(perfil, row.postulante_id);
    }
    const row = await matching.perfilConPostulaciones(db, usuarioId);
    const perfil = row ? perfilMatching(row) : null;
    if (!row || !perfil) throw new AppError('FORBIDDEN', OFERTA_POSTULANTE_MESSAGES.sinPerfil);
    const lista = await listas.obtener(
      claveRecomendacion(perfil, today),
      async () => {
        const rows = await matching.coincidentes(db, { perfil, today, limit: LISTA_CACHE_MAX + 1 });
        return rows.length > LISTA_CACHE_MAX ? null : rows;
      },
      (l) => (l ? l.length + 1 : 1),
    );
    if (!lista) return porSql(perfil, row.postulante_id);
    const canceladas = new Set(row.canceladas_oferta);
    const activas = new Map(row.activas_oferta.map((ofertaId, i) => [ofertaId, row.activas_id[i] ?? null]));
    const suyas = lista.filter((o) => !canceladas.has(o.id) && enAmbito(o.id_region, perfil.idRegion, ambito));
    const rows = suyas.slice(offset, offset + size).map((o) => ({ ...o, postulacion_id: activas.get(o.id) ?? null }));
    return paginaDe({ rows, total: suyas.length }, pageNumber, size, now, true);
  }

  /** The search with a session (`findForApplicant`) or without (`publico/ofertas`). */
  async function buscar(usuarioId: number | undefined, query: BusquedaQuery & { idOrganizacion?: number }): Promise<PaginaOfertas> {
    const now = deps.now();
    const today = limaToday(now);
    const offset = (query.page - 1) * BUSQUEDA_PAGE_SIZE;
    const consultar = async () => {
      let tsquery = tsQueryDe(query.q);
      // Only stop words ("de la"): searched as if no text was given.
      if (tsquery !== undefined && !(await matching.tieneLexemas(db, tsquery))) tsquery = undefined;
      const postulanteId = usuarioId === undefined ? undefined : await postulanteIdDe(usuarioId);
      return matching.buscar(db, { filtros: filtrosDe(query, tsquery), today, postulanteId, limit: BUSQUEDA_PAGE_SIZE, offset });
    };
    // A visitor's page is everyone's (public, max-age=60 already): shared. An applicant's carries their marks.
    const rows =
      usuarioId === undefined
        ? await busquedas.obtener(
            JSON.stringify([today, filtrosDe(query, tsQueryDe(query.q)), offset]),
            consultar,
            (p) => p.rows.length + 1,
          )
        : await consultar();
    return paginaDe(rows, query.page, BUSQUEDA_PAGE_SIZE, now, usuarioId !== undefined);
  }

  /** The applicant's `myLatestOffer` = the latest open offers for everyone (at most 5). */
  async function ultimas(usuarioId: number): Promise<OfertaCardPostulante[]> {
    const now = deps.now();
    const rows = await matching.ultimas(db, {
      today: limaToday(now),
      postulanteId: await postulanteIdDe(usuarioId),
      limit: HOME_RECOMMENDED_MAX,
    });
    return rows.map((r) => cardDe(r, now, urls, true));
  }

  async function visibleOrThrow(usuarioId: number, id: number) {
    const row = await matching.paraPostulante(db, id, { usuarioId });
    if (!row) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
    return row;
  }

  /** `oferta/id/{id}`; informational offers answer only the notice and the link. */
  async function detalle(usuarioId: number, id: number): Promise<OfertaDetallePostulante | OfertaInformativa> {
    const now = deps.now();
    const row = await visibleOrThrow(usuarioId, id);
    if (row.o.oferta_publica === 1) return informativaDe(row, now, urls, deps.publicUrl);
    // The "company sees the first 15 first" note concerns free offers only: a featured one is not counted
    // (paraPostulante counted in its query).
    return detallePostulante(
      row,
      {
        llena: primerasGratis.llena(row.o, destacada(row.o) ? 0 : row.activas),
        subvencionMinima: deps.subvencionMinima,
        publicUrl: deps.publicUrl,
      },
      now,
      urls,
    );
  }

  async function titulo(usuarioId: number, id: number): Promise<string> {
    return (await visibleOrThrow(usuarioId, id)).o.titulo;
  }

  async function tipo(usuarioId: number, id: number): Promise<{ tipo: number; estado_pago: number | null }> {
    const { o } = await visibleOrThrow(usuarioId, id);
    return { tipo: o.tipo, estado_pago: o.estado_pago };
  }

  return { recomendadas, buscar, ultimas, detalle, titulo, tipo };
}

export type OfertaPostulanteService = ReturnType<typeof createOfertaPostulanteService>;
