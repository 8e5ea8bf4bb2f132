/**
 * Public offer pages: every approved offer has a page `/ofertas/{alias}-{id}` readable without an account, with
 * schema.org JobPosting JSON-LD for search engines; and a public search `/ofertas`. Only approved, shown, not
 * removed offers exist here; the search lists the open ones, the page any of them (a closed one reads 'Finalizó' and
 * lists open ones like it, decision 022). Also what crawlers read about the whole site: the sitemap's offers, and
 * the data of each offer's preview image.
 */
import { SIMILARES_MAX } from '@practiperu/shared/oferta-publica';
import { limaToday } from '@practiperu/shared/dates';
import {
  ORGANIZADOR_EXTERNO,
  rutaPublica,
  type OfertaCardPostulante,
  type OfertaInformativa,
  type OfertaPublicaDetalle,
} from '@practiperu/shared/postulacion';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import type { BusquedaQuery } from '@practiperu/shared/api/busqueda';
import * as matching from '../matching/matching.service.ts';
import { abierta } from '../matching/matching.rules.ts';
import { cardDe, detallePublico, informativaDe } from '../matching/matching.vistas.ts';
import type { OfertaPostulanteService, PaginaOfertas } from '../oferta/oferta.postulante.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import type { RecursosService } from '../recursos/recursos.service.ts';
import * as repo from './publico.repository.ts';
import { PAGINAS_ESTATICAS, type EntradaSitemap } from './publico.seo.ts';

export interface PublicoDeps {
  db: Db;
  now: () => Date;
  storage: Pick<Storage, 'url'>;
  config: Pick<Config, 'publicUrl' | 'SUBVENCION_MINIMA'>;
  /** The offer search and lists (oferta.postulante.ts), with their own cache. */
  busqueda: OfertaPostulanteService;
  recursos: Pick<RecursosService, 'alertas'>;
}

/** An offer's public page: the offer and, when it no longer takes applications, open offers like it. */
export interface PaginaPublica {
  oferta: OfertaPublicaDetalle | OfertaInformativa;
  /** Null while the offer is open. */
  similares: OfertaCardPostulante[] | null;
}

/** The sitemap at `/sitemap.xml` or one of its numbered files: URLs, or (too many for one file) the index. */
export type Sitemap = { tipo: 'urls'; entradas: EntradaSitemap[] } | { tipo: 'indice'; archivos: number };

/** What an offer's preview image shows. */
export interface TarjetaOferta {
  id: number;
  titulo: string;
  empresa: string;
  lugar: string;
  ruta_publica: string;
}

export function createPublicoService(deps: PublicoDeps) {
  const { busqueda, recursos } = deps;
  const urls = { archivo: (name: string) => deps.storage.url(name) };
  const { publicUrl } = deps.config;

  function buscar(query: BusquedaQuery): Promise<PaginaOfertas> {
    return busqueda.buscar(undefined, query);
  }

  async function fila(id: number) {
    const row = await matching.publica(deps.db, id);
    if (!row) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
    return row;
  }

  /** The page's data; an informational offer only its notice and link, without JSON-LD. */
  async function oferta(id: number): Promise<OfertaPublicaDetalle | OfertaInformativa> {
    return (await pagina(id)).oferta;
  }

  /** The page with, for a closed offer, up to SIMILARES_MAX open ones sharing a career or the department. */
  async function pagina(id: number): Promise<PaginaPublica> {
    const row = await fila(id);
    const now = deps.now();
    const vista =
      row.o.oferta_publica === 1
        ? informativaDe(row, now, urls)
        : detallePublico(row, now, { publicUrl, urls, subvencionMinima: deps.config.SUBVENCION_MINIMA });
    if (abierta(row.o, now)) return { oferta: vista, similares: null };
    const rows = await repo.parecidas(deps.db, row.o, { today: limaToday(now), limit: SIMILARES_MAX });
    return { oferta: vista, similares: rows.map((r) => cardDe(r, now, urls, false)) };
  }

  /**
   * `/sitemap.xml` (`archivo` null) or `/sitemap-{archivo}.xml`: the static pages, then the open offers by id,
   * `porArchivo` URLs a file. Null: no such file.
   */
  async function sitemap(archivo: number | null, porArchivo: number): Promise<Sitemap | null> {
    const today = limaToday(deps.now());
    const estaticas = PAGINAS_ESTATICAS.length;
    const total = estaticas + (await repo.contarAbiertas(deps.db, today));
    const archivos = Math.max(1, Math.ceil(total / porArchivo));
    if (archivo === null && archivos > 1) return { tipo: 'indice', archivos };
    const n = archivo ?? 1;
    if (n < 1 || n > archivos) return null;
    const desde = (n - 1) * porArchivo;
    const hasta = desde + porArchivo;
    const entradas: EntradaSitemap[] = PAGINAS_ESTATICAS.slice(desde, hasta).map((p) => ({ loc: `${publicUrl}${p}` }));
    const offset = Math.max(0, desde - estaticas);
    const limit = hasta - Math.max(desde, estaticas);
    if (limit > 0) {
      for (const o of await repo.abiertasDelSitemap(deps.db, { today, limit, offset })) {
        entradas.push({ loc: `${publicUrl}${rutaPublica(o)}`, lastmod: o.actualizado_en });
      }
    }
    return { tipo: 'urls', entradas };
  }

  /** The preview image's text of an offer that has a public page. */
  async function tarjeta(id: number): Promise<TarjetaOferta> {
    const { o, nombre_org } = await fila(id);
    const lugar = o.id_region === 0 ? 'Virtual' : [o.distrito, o.region].filter(Boolean).join(', ');
    return { id: o.id, titulo: o.titulo, empresa: nombre_org ?? ORGANIZADOR_EXTERNO, lugar, ruta_publica: rutaPublica(o) };
  }

  /** The general alert every page shows at its top, as `recursos/listAlertas` gives it. */
  async function alertaGeneral(): Promise<{ content: string; expireIn: string | null }> {
    const { content, expireIn } = await recursos.alertas();
    return { content, expireIn };
  }

  return { buscar, oferta, pagina, sitemap, tarjeta, alertaGeneral };
}

export type PublicoService = ReturnType<typeof createPublicoService>;
