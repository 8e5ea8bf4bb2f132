/**
 * A company's public page as crawlers and link previews receive it (decision 029), like the offer pages
 * (publico.pagina.ts): when the web app's `index.html` is served for `/empresa/{slug}`, the server writes into it the
 * company's `<title>`, meta description, canonical link, Open Graph and Twitter card tags, its schema.org Organization
 * `<script type="application/ld+json">`, and the page's visible content inside `<div id="root">`
 * (publico.empresa.html.ts). A company that has no page, or hides it, answers 404 with a Spanish not-found page
 * marked `noindex`. Another spelling of the path (capitals, a trailing slash) redirects (301) to the canonical one.
 */
import { EMPRESA_PUBLICA, type EmpresaPublica } from '@practiperu/shared/empresa-publica';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { contenidoDeEmpresa } from './publico.empresa.html.ts';
import { escapeHtml, type Alerta } from './publico.html.ts';
import { OG_ALTO, OG_ANCHO, rutaImagenOg } from './publico.og.ts';
import { jsonParaScript } from './publico.pagina.ts';
import type { PublicoService } from './publico.service.ts';

const SITE_NAME = 'PractiPerú';

function descripcion(empresa: EmpresaPublica): string {
  const lugar = [empresa.distrito, empresa.region].filter(Boolean).join(', ');
  const base = `${empresa.nombre}: ofertas de prácticas en PractiPerú.${lugar ? ` ${lugar}.` : ''}`;
  const full = `${base} ${empresa.descripcion ?? ''}`.replace(/\s+/g, ' ').trim();
  return full.length > 160 ? `${full.slice(0, 157).trimEnd()}…` : full;
}

/** The `<head>` tags of a company's page. */
export function headDeEmpresa(empresa: EmpresaPublica, publicUrl: string): string[] {
  const url = `${publicUrl}${empresa.ruta_publica}`;
  const desc = descripcion(empresa);
  // Its logo when it has one; otherwise the card the server draws with its name (the offers' preview card).
  const img = empresa.logo
    ? { url: `${publicUrl}${empresa.logo}`, alt: `Logo de ${empresa.nombre}`, card: false }
    : { url: `${publicUrl}${rutaImagenOg(empresa.ruta_publica)}`, alt: `${empresa.nombre} · ${SITE_NAME}`, card: true };
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    meta('name', 'description', desc),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'es_PE'),
    meta('property', 'og:title', empresa.nombre),
    meta('property', 'og:description', desc),
    meta('property', 'og:url', url),
    meta('property', 'og:image', img.url),
    ...(img.card ? [meta('property', 'og:image:width', String(OG_ANCHO)), meta('property', 'og:image:height', String(OG_ALTO))] : []),
    meta('property', 'og:image:alt', img.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', empresa.nombre),
    meta('name', 'twitter:description', desc),
    meta('name', 'twitter:image', img.url),
    meta('name', 'twitter:image:alt', img.alt),
    `<script type="application/ld+json" id="empresa-json-ld">${jsonParaScript(empresa.json_ld)}</script>`,
  ];
}

/** index.html with the company's head (or the not-found page's) and, inside `<div id="root">`, the page's content. */
export function htmlDeEmpresa(
  indexHtml: string,
  empresa: EmpresaPublica | null,
  opts: { publicUrl: string; alerta: Alerta | null; now: Date },
): string {
  const head = (empresa ? headDeEmpresa(empresa, opts.publicUrl) : ['<meta name="robots" content="noindex">']).join('\n    ');
  const titulo = empresa ? `${empresa.nombre}: ofertas de prácticas | ${SITE_NAME}` : `${EMPRESA_PUBLICA.noEncontrada} | ${SITE_NAME}`;
  // Replacement functions, not strings: a company's text may hold `$&` or `$'`, which a replacement string expands.
  const titleTag = `<title>${escapeHtml(titulo)}</title>`;
  const withTitle = /<title>[\s\S]*?<\/title>/.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => titleTag)
    : indexHtml.replace('</head>', () => `${titleTag}</head>`);
  const withoutDescription = empresa ? withTitle.replace(/\s*<meta name="description"[^>]*>/, '') : withTitle;
  const withHead = withoutDescription.replace('</head>', () => `    ${head}\n  </head>`);
  const contenido = contenidoDeEmpresa({ empresa, alerta: opts.alerta, now: opts.now });
  return withHead.replace(/<div id="root">\s*<\/div>/, () => `<div id="root">${contenido}</div>`);
}

/**
 * `/empresa/{slug}` (GET): sends the page (200), a redirect to the canonical path, or the not-found page (404), and
 * answers true; false when the path is no company page's.
 */
export async function servirPaginaEmpresa(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { indexHtml: () => string; service: PublicoService; publicUrl: string },
): Promise<boolean> {
  const { pathname, search } = new URL(request.url, 'http://x');
  const m = /^\/empresa\/([^/]+)\/?$/.exec(pathname);
  if (!m) return false;
  let slug: string;
  try {
    slug = decodeURIComponent(m[1] ?? '').toLowerCase();
  } catch {
    slug = ''; // A malformed %-sequence is no company's path: the not-found page below.
  }
  // The banner's alert is read meanwhile; only a page that is sent waits for it.
  const alerta = opts.service.alertaGeneral();
  alerta.catch(() => {});
  let empresa: EmpresaPublica | null = null;
  if (slug && slug.length <= 100) {
    try {
      empresa = await opts.service.empresa(slug);
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
    }
  }
  if (empresa && pathname !== empresa.ruta_publica) {
    await reply.redirect(`${empresa.ruta_publica}${search}`, 301);
    return true;
  }
  const html = htmlDeEmpresa(opts.indexHtml(), empresa, { publicUrl: opts.publicUrl, alerta: await alerta, now: request.server.now() });
  await reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .status(empresa ? 200 : 404)
    .send(html);
  return true;
}
