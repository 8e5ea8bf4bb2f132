/**
 * What crawlers and link previews fetch outside `/api` (decisions 022 and 029): `/robots.txt`, `/sitemap.xml` (and
 * its numbered files past 50,000 URLs), each offer's preview image `/ofertas/{alias}-{id}/og.png` and each company
 * page's `/empresa/{slug}/og.png` (for a company without a logo). Read from the database on each request and
 * cacheable by proxies; HEAD is answered like GET.
 */
import { idDeRutaPublica } from '@practiperu/shared/postulacion';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { ORGANIZACION_MESSAGES } from '@practiperu/shared/organizacion';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import { pngDeTarjeta, rutaImagenOg } from './publico.og.ts';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapIndex, urlset } from './publico.seo.ts';
import { type Sitemap } from './publico.service.ts';

const CACHE_HORA = 'public, max-age=3600';
const CACHE_DIA = 'public, max-age=86400';

export interface PublicoSeoOptions {
  /** URLs per sitemap file (sitemaps.org: at most 50,000); smaller in tests to see the index. */
  urlsPorArchivo?: number;
}

export async function publicoSeoRoutes(app: FastifyInstance, opts: PublicoSeoOptions) {
  const service = app.services.publico;
  const { publicUrl } = app.config;
  const porArchivo = Math.min(SITEMAP_MAX_URLS, Math.max(1, opts.urlsPorArchivo ?? SITEMAP_MAX_URLS));
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (_request, reply) =>
    reply.header('cache-control', CACHE_HORA).type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );

  const xml = (s: Sitemap) => (s.tipo === 'indice' ? sitemapIndex(publicUrl, s.archivos) : urlset(s.entradas));

  app.get('/sitemap.xml', hide, async (_request, reply) => {
    const s = await service.sitemap(null, porArchivo);
    return reply.header('cache-control', CACHE_HORA).type('application/xml; charset=utf-8').send(xml(s!));
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d+).xml', hide, async (request, reply) => {
    const n = Number(request.params.n);
    const s = Number.isSafeInteger(n) ? await service.sitemap(n, porArchivo) : null;
    if (!s) return reply.status(404).send(fail('No existe ese archivo del mapa del sitio.'));
    return reply.header('cache-control', CACHE_HORA).type('application/xml; charset=utf-8').send(xml(s));
  });

  app.get<{ Params: { slug: string } }>('/ofertas/:slug/og.png', hide, async (request, reply) => {
    const id = idDeRutaPublica(request.params.slug);
    if (id === null) return reply.status(404).send(fail(OFERTA_API_MESSAGES.notFound));
    let tarjeta;
    try {
      tarjeta = await service.tarjeta(id);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return reply.status(404).send(fail(err.message));
      throw err;
    }
    // An old alias: the image of the current one (social networks keep the old URL of an old share).
    if (request.params.slug !== `${tarjeta.ruta_publica.slice('/ofertas/'.length)}`) {
      return reply.redirect(rutaImagenOg(tarjeta.ruta_publica), 301);
    }
    const { png, etag } = await pngDeTarjeta({ titulo: tarjeta.titulo, empresa: tarjeta.empresa, lugar: tarjeta.lugar });
    reply.header('cache-control', CACHE_DIA).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/png').send(png);
  });

  app.get<{ Params: { slug: string } }>('/empresa/:slug/og.png', hide, async (request, reply) => {
    let tarjeta;
    try {
      tarjeta = await service.tarjetaEmpresa(request.params.slug);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return reply.status(404).send(fail(ORGANIZACION_MESSAGES.notFound));
      throw err;
    }
    const { png, etag } = await pngDeTarjeta({ titulo: tarjeta.titulo, empresa: tarjeta.empresa, lugar: tarjeta.lugar });
    reply.header('cache-control', CACHE_DIA).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/png').send(png);
  });
}
