/**
 * Public offer pages: every approved offer has a page `/ofertas/{alias}-{id}` readable without an account, with
 * schema.org JobPosting JSON-LD for search engines; and a public search `/ofertas`. Only approved, shown, not
 * removed offers exist here; the search lists the open ones, the page any of them (a closed one reads 'Finalizó' and
 * lists open ones like it, decision 022). Companies' public pages `/empresa/{slug}` with their open offers and
 * schema.org Organization JSON-LD (decision 029). Also what crawlers read about the whole site: the sitemap's
 * companies and offers, and the data of each offer's or company's preview image.
 */
import { SIMILARES_MAX } from '@practiperu/shared/oferta-publica';
import { limaToday } from '@practiperu/shared/dates';
import { enlaceSeguro } from '@practiperu/shared/enlaces';
import { EMPRESA_OFERTAS_MAX, iniciales, type EmpresaPublica, type OrganizationJsonLd } from '@practiperu/shared/empresa-publica';
import { ORGANIZACION_MESSAGES } from '@practiperu/shared/organizacion';
import { empresaPublicaPath } from '@practiperu/shared/paths';
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
import type { BusquedaPublicaQuery } from '@practiperu/shared/api/busqueda';
import { crearCache } from '../../lib/ofertas-cache.ts';
import * as matching from '../matching/matching.service.ts';
import { abierta, cardDe, detallePublico, informativaDe } from '../matching/matching.public.ts';
import type { OfertaPostulanteService, PaginaOfertas } from '../oferta/oferta.public.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import type { RecursosService } from '../recursos/recursos.service.ts';
import * as repo from './publico.repository.ts';
import { PAGINAS_ESTATICAS, type EntradaSitemap } from './publico.seo.ts';

export interface PublicoDeps {
  db: Db;
  now: () => Date;
  storage: Pick<Storage, 'url'>;
  config: Pick<Config, 'publicUrl' | 'SUBVENCION_MINIMA' | 'MATCHING_CACHE_SECONDS'>;
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

/** What an offer's (or a company's) preview image shows. */
export interface TarjetaOferta {
  id: number;
  titulo: string;
  empresa: string;
  lugar: string;
  ruta_publica: string;
}

/** One part of the sitemap: how many URLs it has, and a slice of them. */
interface SeccionSitemap {
  total: number;
  entradas: (limit: number, offset: number) => Promise<EntradaSitemap[]> | EntradaSitemap[];
}

/** Companies' pages kept (each weighs one plus its offers): a few hundred full pages. */
const EMPRESAS_CACHE_PESO = 10_000;

export function createPublicoService(deps: PublicoDeps) {
  const { busqueda, recursos } = deps;
  const urls = { archivo: (name: string) => deps.storage.url(name) };
  const { publicUrl } = deps.config;
  // A company's page, shared by all its visitors: dropped with every change of an offer or a company, like the
  // public search (lib/ofertas-cache.ts). Unknown slugs are kept too (null), within the same weight.
  const empresas = crearCache<EmpresaPublica | null>({ ttlMs: deps.config.MATCHING_CACHE_SECONDS * 1000, maxPeso: EMPRESAS_CACHE_PESO });

  /**
   * The public search. With `?empresa=`, only the offers of the company whose page is shown under that slug (the
   * rules of its public page: a hidden, suspended or unknown company is not revealed, it finds nothing).
   */
  async function buscar(query: BusquedaPublicaQuery): Promise<PaginaOfertas & { empresa?: { slug: string; nombre: string } | null }> {
    const { empresa: slug, ...filtros } = query;
    if (slug === undefined) return busqueda.buscar(undefined, filtros);
    const row = await repo.empresaVisible(deps.db, slug);
    if (!row) return { items: [], current_page: query.page, total_pages: 0, total: 0, empresa: null };
    const page = await busqueda.buscar(undefined, { ...filtros, idOrganizacion: row.id });
    return { ...page, empresa: { slug: row.slug, nombre: row.nombre } };
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
        ? informativaDe(row, now, urls, publicUrl)
        : detallePublico(row, now, { publicUrl, urls, subvencionMinima: deps.config.SUBVENCION_MINIMA });
    if (abierta(row.o, now)) return { oferta: vista, similares: null };
    const rows = await repo.parecidas(deps.db, row.o, { today: limaToday(now), limit: SIMILARES_MAX });
    return { oferta: vista, similares: rows.map((r) => cardDe(r, now, urls, false)) };
  }

  /**
   * `/sitemap.xml` (`archivo` null) or `/sitemap-{archivo}.xml`: the static pages, then the companies' pages by id,
   * then the open offers by id, `porArchivo` URLs a file. Null: no such file.
   */
  async function sitemap(archivo: number | null, porArchivo: number): Promise<Sitemap | null> {
    const today = limaToday(deps.now());
    const [nEmpresas, nOfertas] = await Promise.all([repo.contarEmpresasVisibles(deps.db), repo.contarAbiertas(deps.db, today)]);
    const secciones: SeccionSitemap[] = [
      {
        total: PAGINAS_ESTATICAS.length,
        entradas: (limit, offset) => PAGINAS_ESTATICAS.slice(offset, offset + limit).map((p) => ({ loc: `${publicUrl}${p}` })),
      },
      {
        total: nEmpresas,
        entradas: async (limit, offset) =>
          (await repo.empresasDelSitemap(deps.db, { limit, offset })).map((e) => ({
            loc: `${publicUrl}${empresaPublicaPath(e.slug)}`,
            lastmod: e.actualizado_en,
          })),
      },
      {
        total: nOfertas,
        entradas: async (limit, offset) =>
          (await repo.abiertasDelSitemap(deps.db, { today, limit, offset })).map((o) => ({
            loc: `${publicUrl}${rutaPublica(o)}`,
            lastmod: o.actualizado_en,
          })),
      },
    ];
    const total = secciones.reduce((n, sec) => n + sec.total, 0);
    const archivos = Math.max(1, Math.ceil(total / porArchivo));
    if (archivo === null && archivos > 1) return { tipo: 'indice', archivos };
    const n = archivo ?? 1;
    if (n < 1 || n > archivos) return null;
    const desde = (n - 1) * porArchivo;
    const hasta = desde + porArchivo;
    const entradas: EntradaSitemap[] = [];
    let inicio = 0;
    for (const sec of secciones) {
      // The part of [desde, hasta) that falls in this section, as its own offset and limit.
      const offset = Math.max(0, desde - inicio);
      const limit = Math.min(sec.total, hasta - inicio) - offset;
      if (limit > 0) entradas.push(...(await sec.entradas(limit, offset)));
      inicio += sec.total;
    }
    return { tipo: 'urls', entradas };
  }

  /** A company's public page; NOT_FOUND when there is none or it is not shown (decision 029). */
  async function empresa(slug: string): Promise<EmpresaPublica> {
    const now = deps.now();
    const today = limaToday(now);
    const pagina = await empresas.obtener(
      `${today}\u0000${slug}`,
      () => leerEmpresa(slug, now, today),
      (p) => 1 + (p?.ofertas.length ?? 0),
    );
    if (!pagina) throw new AppError('NOT_FOUND', ORGANIZACION_MESSAGES.notFound);
    return pagina;
  }

  async function leerEmpresa(slug: string, now: Date, today: string): Promise<EmpresaPublica | null> {
    const row = await repo.empresaVisible(deps.db, slug);
    if (!row) return null;
    const filas = await repo.abiertasDeEmpresa(deps.db, row.id, { today, limit: EMPRESA_OFERTAS_MAX });
    const ruta = empresaPublicaPath(row.slug);
    const url = `${publicUrl}${ruta}`;
    const logo = row.logo ? urls.archivo(row.logo) : null;
    const enlaces = (
      [
        ['web', enlaceSeguro(row.web)],
        ['linkedin', enlaceSeguro(row.linkedin, 'linkedin')],
        ['facebook', enlaceSeguro(row.fb, 'facebook')],
        ['instagram', enlaceSeguro(row.instagram, 'instagram')],
      ] as const
    ).flatMap(([tipo, href]) => (href ? [{ tipo, url: href }] : []));
    const jsonLd: OrganizationJsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${url}#empresa`,
      name: row.nombre,
      url,
    };
    if (logo) jsonLd.logo = `${publicUrl}${logo}`;
    if (row.descripcion) jsonLd.description = row.descripcion;
    if (enlaces.length) jsonLd.sameAs = enlaces.map((e) => e.url);
    if (row.region) {
      jsonLd.address = {
        '@type': 'PostalAddress',
        ...(row.distrito ? { addressLocality: row.distrito } : {}),
        addressRegion: row.region,
        addressCountry: 'PE',
      };
    }
    return {
      slug: row.slug,
      ruta_publica: ruta,
      nombre: row.nombre,
      logo,
      iniciales: iniciales(row.nombre),
      sectores: row.sectores,
      descripcion: row.descripcion,
      region: row.region,
      distrito: row.distrito,
      enlaces,
      ofertas: filas.map(({ total: _total, ...r }) => cardDe({ ...r, postulacion_id: null }, now, urls, false)),
      total_ofertas: filas[0]?.total ?? 0,
      json_ld: jsonLd,
    };
  }

  /** The preview image's text of a company whose page is shown: its name, its sectors and where it is. */
  async function tarjetaEmpresa(slug: string): Promise<Omit<TarjetaOferta, 'id'>> {
    const e = await empresa(slug);
    return {
      titulo: e.nombre,
      empresa: e.sectores.join(' · ') || 'Prácticas en PractiPerú',
      lugar: [e.distrito, e.region].filter(Boolean).join(', '),
      ruta_publica: e.ruta_publica,
    };
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

  return { buscar, oferta, pagina, sitemap, tarjeta, empresa, tarjetaEmpresa, alertaGeneral };
}

export type PublicoService = ReturnType<typeof createPublicoService>;
