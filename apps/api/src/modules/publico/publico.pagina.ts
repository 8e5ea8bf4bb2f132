/**
 * The public offer page as crawlers and link previews receive it (decisions 015 and 022): when the web app's
 * `index.html` is served for `/ofertas/{alias}-{id}`, the server writes into it the offer's `<title>`, meta
 * description, canonical link, Open Graph and Twitter card tags, its schema.org JobPosting
 * `<script type="application/ld+json">`, and the page's visible content inside `<div id="root">` (publico.html.ts),
 * so search engines (Google for Jobs) and WhatsApp or LinkedIn previews read them without running JavaScript.
 *
 * A closed offer (finished, or past its deadline) answers 410 Gone with `noindex` and no JobPosting, as Google asks
 * for expired postings, and a page for people that says it closed and lists open offers like it. An old alias
 * redirects (301) to the canonical path; an offer without a public page answers the shell with 404 (the app shows
 * its not-found page).
 */
import { esInformativa, idDeRutaPublica, type OfertaInformativa, type OfertaPublicaDetalle } from '@practiperu/shared/postulacion';
import { richTextToPlain } from '@practiperu/shared/oferta';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { contenidoDePagina, escapeHtml, type Alerta } from './publico.html.ts';
import { OG_ALTO, OG_ANCHO, rutaImagenOg } from './publico.og.ts';
import type { PaginaPublica, PublicoService } from './publico.service.ts';

const SITE_NAME = 'PractiPerú';

/**
 * JSON inside a `<script>`: `<` (so no `</script>` or `<!--` can close or confuse it), `>` and `&` as Unicode
 * escapes, and the two line separators JavaScript once refused in strings.
 */
export function jsonParaScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function descripcion(o: OfertaPublicaDetalle | OfertaInformativa): string {
  const lugar = 'distrito' in o ? [o.distrito, o.region].filter(Boolean).join(', ') : '';
  const base = `${o.nombre_org} busca practicante: ${o.titulo}.${lugar ? ` ${lugar}.` : ''}`;
  const texto = 'texto' in o ? richTextToPlain(o.texto) : o.aviso;
  const full = `${base} ${texto}`.replace(/\s+/g, ' ').trim();
  return full.length > 160 ? `${full.slice(0, 157).trimEnd()}…` : full;
}

/**
 * The preview image: the company's logo when it has one, else the card the server draws (1200×630) with the
 * offer's title — whose path carries the alias, so a new title is a new image for the networks' caches.
 */
function imagen(o: OfertaPublicaDetalle | OfertaInformativa, publicUrl: string): { url: string; alt: string; card: boolean } {
  if (o.logo_org) return { url: `${publicUrl}${o.logo_org}`, alt: `Logo de ${o.nombre_org}`, card: false };
  return { url: `${publicUrl}${rutaImagenOg(o.ruta_publica)}`, alt: `${o.titulo} · ${o.nombre_org} · ${SITE_NAME}`, card: true };
}

/** The `<head>` tags of an offer's page. */
export function headDeOferta(o: OfertaPublicaDetalle | OfertaInformativa, publicUrl: string, cerrada: boolean): string[] {
  const url = `${publicUrl}${o.ruta_publica}`;
  const desc = descripcion(o);
  const img = imagen(o, publicUrl);
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    meta('name', 'description', desc),
    // A closed offer leaves the search results (and Google for Jobs); its canonical would contradict that.
    cerrada ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'es_PE'),
    meta('property', 'og:title', o.titulo),
    meta('property', 'og:description', desc),
    meta('property', 'og:url', url),
    meta('property', 'og:image', img.url),
    ...(img.card ? [meta('property', 'og:image:width', String(OG_ANCHO)), meta('property', 'og:image:height', String(OG_ALTO))] : []),
    meta('property', 'og:image:alt', img.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', o.titulo),
    meta('name', 'twitter:description', desc),
    meta('name', 'twitter:image', img.url),
    meta('name', 'twitter:image:alt', img.alt),
    cerrada || esInformativa(o) ? '' : `<script type="application/ld+json" id="oferta-json-ld">${jsonParaScript(o.json_ld)}</script>`,
  ].filter(Boolean);
}

/** index.html with the offer's head and, inside `<div id="root">`, the page's content. */
export function htmlDeOferta(
  indexHtml: string,
  pagina: PaginaPublica,
  opts: { publicUrl: string; alerta: Alerta | null; now: Date },
): string {
  const o = pagina.oferta;
  const head = headDeOferta(o, opts.publicUrl, pagina.similares !== null).join('\n    ');
  // Replacement functions, not strings: a company's text may hold `$&` or `$'`, which a replacement string expands.
  const titleTag = `<title>${escapeHtml(`${o.titulo} | ${o.nombre_org} | ${SITE_NAME}`)}</title>`;
  const withTitle = /<title>[\s\S]*?<\/title>/.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => titleTag)
    : indexHtml.replace('</head>', () => `${titleTag}</head>`);
  // The shell's own description gives way to the offer's.
  const withoutDescription = withTitle.replace(/\s*<meta name="description"[^>]*>/, '');
  const withHead = withoutDescription.replace('</head>', () => `    ${head}\n  </head>`);
  const contenido = contenidoDePagina({ oferta: o, similares: pagina.similares, alerta: opts.alerta, now: opts.now });
  return withHead.replace(/<div id="root">\s*<\/div>/, () => `<div id="root">${contenido}</div>`);
}

/**
 * `/ofertas/{slug}` (GET): sends the page (200 open, 410 closed), a redirect to the canonical path or the 404 shell
 * and answers true; false when the path is no offer's page. (A boolean, not the reply: a reply is a thenable that
 * resolves to undefined once sent, so awaiting it would read as "not served".)
 */
export async function servirPaginaOferta(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { indexHtml: () => string; service: PublicoService; publicUrl: string },
): Promise<boolean> {
  const { pathname, search } = new URL(request.url, 'http://x');
  const m = /^\/ofertas\/([^/]+)\/?$/.exec(pathname);
  if (!m) return false;
  let slug: string;
  try {
    slug = decodeURIComponent(m[1] ?? '');
  } catch {
    slug = ''; // A malformed %-sequence is no offer's path: the 404 shell below.
  }
  const id = idDeRutaPublica(slug);
  const shell = () => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  if (id === null) {
    await shell().status(404).send(opts.indexHtml());
    return true;
  }
  // The banner's alert is read meanwhile (a tiny table). Only a page that is sent waits for it, so a redirect or a
  // 404 must not leave its failure unhandled.
  const alerta = opts.service.alertaGeneral();
  alerta.catch(() => {});
  let pagina: PaginaPublica;
  try {
    pagina = await opts.service.pagina(id);
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
    await shell().status(404).send(opts.indexHtml());
    return true;
  }
  if (pathname !== pagina.oferta.ruta_publica) {
    await reply.redirect(`${pagina.oferta.ruta_publica}${search}`, 301);
    return true;
  }
  const html = htmlDeOferta(opts.indexHtml(), pagina, { publicUrl: opts.publicUrl, alerta: await alerta, now: request.server.now() });
  await shell()
    .status(pagina.similares === null ? 200 : 410)
    .send(html);
  return true;
}
