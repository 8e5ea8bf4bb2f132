/**
 * Public offer pages (issue #7; C21): every approved offer has a page `/ofertas/{alias}-{id}` readable without
 * an account, with schema.org JobPosting JSON-LD for search engines; and a public search `/ofertas`. Only
 * approved, shown, not removed offers exist here; the search lists the open ones, the page any of them
 * (a finished one reads 'Finalizó').
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import type { BusquedaQuery } from '../matching/busqueda.ts';
import * as matching from '../matching/matching.repository.ts';
import { detallePublico, informativaDe } from '../matching/matching.vistas.ts';
import type { OfertaInformativa, OfertaPublicaDetalle } from '@practiperu/shared/schemas/postulacion';
import { createOfertaPostulanteService, type PaginaOfertas } from '../oferta/oferta.postulante.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';

export interface PublicoDeps {
  db: Db;
  now: () => Date;
  storage: Pick<Storage, 'url'>;
  config: Pick<Config, 'publicUrl' | 'MATCHING_CACHE_SECONDS'>;
}

export function createPublicoService(deps: PublicoDeps) {
  const busqueda = createOfertaPostulanteService({ ...deps, cacheSegundos: deps.config.MATCHING_CACHE_SECONDS });
  const urls = { archivo: (name: string) => deps.storage.url(name) };

  function buscar(query: BusquedaQuery): Promise<PaginaOfertas> {
    return busqueda.buscar(undefined, query);
  }

  /** The page's data; an informational offer (C21) only its notice and link, without JSON-LD. */
  async function oferta(id: number): Promise<OfertaPublicaDetalle | OfertaInformativa> {
    const row = await matching.publica(deps.db, id);
    if (!row) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
    const now = deps.now();
    if (row.o.oferta_publica === 1) return informativaDe(row, now, urls);
    return detallePublico(row, now, { publicUrl: deps.config.publicUrl, urls });
  }

  return { buscar, oferta };
}

export type PublicoService = ReturnType<typeof createPublicoService>;
