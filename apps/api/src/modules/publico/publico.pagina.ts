/**
 * The public offer page as crawlers receive it (issue #7, C21; decision 015): when the web app's `index.html` is
 * served for `/ofertas/{alias}-{id}`, the server writes the offer's `<title>`, meta description, canonical link
 * and its schema.org JobPosting `<script type="application/ld+json">` into the shell, so search engines (Google
 * for Jobs) read them without running JavaScript. An old alias redirects (301) to the canonical path; an offer
 * without a public page answers the shell with 404 (the app shows its not-found page).
 */
import { esInformativa, idDeRutaPublica, type OfertaInformativa, type OfertaPublicaDetalle } from '@practiperu/shared/schemas/postulacion';
import { richTextToPlain } from '@practiperu/shared/schemas/oferta';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { PublicoService } from './publico.service.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

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

/** index.html with the offer's head: title, description, canonical URL and (not informational) the JSON-LD. */
export function htmlDeOferta(indexHtml: string, o: OfertaPublicaDetalle | OfertaInformativa, publicUrl: string): string {
  const title = `${o.titulo} | ${o.nombre_org} | PractiPerú`;
  const head = [
    `<meta name="description" content="${escapeHtml(descripcion(o))}">`,
    `<link rel="canonical" href="${escapeHtml(`${publicUrl}${o.ruta_publica}`)}">`,
    `<meta property="og:title" content="${escapeHtml(o.titulo)}">`,
    `<meta property="og:url" content="${escapeHtml(`${publicUrl}${o.ruta_publica}`)}">`,
    esInformativa(o) ? '' : `<script type="application/ld+json" id="oferta-json-ld">${jsonParaScript(o.json_ld)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacement functions, not strings: a company's text may hold `$&` or `$'`, which a replacement string expands.
  const titleTag = `<title>${escapeHtml(title)}</title>`;
  const withTitle = /<title>[\s\S]*?<\/title>/.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => titleTag)
    : indexHtml.replace('</head>', () => `${titleTag}</head>`);
  // The shell's own description gives way to the offer's.
  const withoutDescription = withTitle.replace(/\s*<meta name="description"[^>]*>/, '');
  return withoutDescription.replace('</head>', () => `    ${head}\n  </head>`);
}

/**
 * `/ofertas/{slug}` (GET): sends the shell with the offer's head, a redirect to the canonical path or the 404 shell
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
  let oferta: OfertaPublicaDetalle | OfertaInformativa;
  try {
    oferta = await opts.service.oferta(id);
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
    await shell().status(404).send(opts.indexHtml());
    return true;
  }
  if (pathname !== oferta.ruta_publica) await reply.redirect(`${oferta.ruta_publica}${search}`, 301);
  else await shell().send(htmlDeOferta(opts.indexHtml(), oferta, opts.publicUrl));
  return true;
}
