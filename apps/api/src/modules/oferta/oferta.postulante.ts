/**
 * `/api/oferta/*` for applicants (issue #7; applicant §2, §7; C16–C19, C21, C22): "Ofertas para ti" in three
 * scopes, the search, the latest offers of the home, and one offer as an applicant may see it. Everything is
 * scoped in the query: an applicant sees approved, shown offers, and the ones they applied to; never a pending
 * or rejected offer of a company otherwise, never a removed one (404 like an id that does not exist).
 */
import { HOME_RECOMMENDED_MAX } from '@practiperu/shared/constants';
import { limaToday } from '@practiperu/shared/schemas/oferta';
import type { OfertaCardPostulante, OfertaDetallePostulante, OfertaInformativa } from '@practiperu/shared/schemas/postulacion';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { filtrosDe, tsQueryDe, type BusquedaQuery } from '../matching/busqueda.ts';
import * as matching from '../matching/matching.repository.ts';
import { destacada, perfilMatching, type Ambito } from '../matching/matching.rules.ts';
import { cardDe, detallePostulante, informativaDe } from '../matching/matching.vistas.ts';
import { OFERTA_API_MESSAGES, type Pagina } from './oferta.service.ts';

/** Page sizes (spec §9: the server's). `recommendedBothProfile` feeds the home's top 5 (C19). */
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
    ...(page.mas_resultados ? { mas_resultados: true } : {}),
  };
}

export interface OfertaPostulanteDeps {
  db: Db;
  now: () => Date;
  storage: Pick<Storage, 'url'>;
}

export function createOfertaPostulanteService(deps: OfertaPostulanteDeps) {
  const { db } = deps;
  const urls = { archivo: (name: string) => deps.storage.url(name) };

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

  /** `recommended`, `recommendedProfile`, `recommendedBothProfile` (C19). The caller checked the C11 gate. */
  async function recomendadas(usuarioId: number, ambito: Ambito, pageNumber: number): Promise<PaginaOfertas> {
    const now = deps.now();
    const row = await matching.perfilDeUsuario(db, usuarioId);
    const perfil = row ? perfilMatching(row) : null;
    if (!row || !perfil) throw new AppError('FORBIDDEN', OFERTA_POSTULANTE_MESSAGES.sinPerfil);
    const size = PAGE_SIZE[ambito];
    const rows = await matching.recomendadas(db, {
      perfil,
      postulanteId: row.postulante_id,
      ambito,
      today: limaToday(now),
      limit: size,
      offset: (pageNumber - 1) * size,
    });
    return paginaDe(rows, pageNumber, size, now, true);
  }

  /** The search with a session (`findForApplicant`) or without (`publico/ofertas`). */
  async function buscar(usuarioId: number | undefined, query: BusquedaQuery): Promise<PaginaOfertas> {
    const now = deps.now();
    let tsquery = tsQueryDe(query.q);
    // Only stop words ("de la"): searched as if no text was given.
    if (tsquery !== undefined && !(await matching.tieneLexemas(db, tsquery))) tsquery = undefined;
    const postulanteId = usuarioId === undefined ? undefined : await postulanteIdDe(usuarioId);
    const rows = await matching.buscar(db, {
      filtros: filtrosDe(query, tsquery),
      today: limaToday(now),
      postulanteId,
      limit: BUSQUEDA_PAGE_SIZE,
      offset: (query.page - 1) * BUSQUEDA_PAGE_SIZE,
    });
    return paginaDe(rows, query.page, BUSQUEDA_PAGE_SIZE, now, usuarioId !== undefined);
  }

  /** C19: the applicant's `myLatestOffer` = the latest open offers for everyone (at most 5). */
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

  /** `oferta/id/{id}` (C22); informational offers (C21) answer only the notice and the link. */
  async function detalle(usuarioId: number, id: number): Promise<OfertaDetallePostulante | OfertaInformativa> {
    const now = deps.now();
    const row = await visibleOrThrow(usuarioId, id);
    if (row.o.oferta_publica === 1) return informativaDe(row, now, urls);
    // C22's note concerns free offers only: a featured one is not counted.
    const activas = destacada(row.o) ? 0 : await matching.activasHasta(db, row.o.id, row.o.max_free_postulantes);
    return detallePostulante(row, { activas }, now, urls);
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
