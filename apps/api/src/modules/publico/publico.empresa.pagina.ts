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
import type { Alerta } from './publico.html.ts';
import { rutaImagenOg } from './publico.og.ts';
import type { PublicoService } from './publico.service.ts';
import {
  canonical,
  descripcionCorta,
  enShell,
  etiquetasDeCabecera,
  jsonParaScript,
  NOINDEX,
  SITE_NAME,
  slugDeRuta,
} from './publico.shell.ts';

function descripcion(empresa: EmpresaPublica): string {
  const lugar = [empresa.distrito, empresa.region].filter(Boolean).join(', ');
  return descripcionCorta(
    `${empresa.nombre}: ofertas de prácticas en PractiPerú.${lugar ? ` ${lugar}.` : ''} ${empresa.descripcion ?? ''}`,
  );
}

/** The `<head>` tags of a company's page. */
export function headDeEmpresa(empresa: EmpresaPublica, publicUrl: string): string[] {
  const url = `${publicUrl}${empresa.ruta_publica}`;
  // Its logo when it has one; otherwise the card the server draws with its name (the offers' preview card).
  const imagen = empresa.logo
    ? { url: `${publicUrl}${empresa.logo}`, alt: `Logo de ${empresa.nombre}`, card: false }
    : { url: `${publicUrl}${rutaImagenOg(empresa.ruta_publica)}`, alt: `${empresa.nombre} · ${SITE_NAME}`, card: true };
  return [
    ...etiquetasDeCabecera({ titulo: empresa.nombre, descripcion: descripcion(empresa), url, imagen, indice: canonical(url) }),
    `<script type="application/ld+json" id="empresa-json-ld">${jsonParaScript(empresa.json_ld)}</script>`,
  ];
}

/** index.html with the company's head (or the not-found page's) and, inside `<div id="root">`, the page's content. */
export function htmlDeEmpresa(
  indexHtml: string,
  empresa: EmpresaPublica | null,
  opts: { publicUrl: string; alerta: Alerta | null; now: Date },
): string {
  return enShell(indexHtml, {
    titulo: empresa ? `${empresa.nombre}: ofertas de prácticas | ${SITE_NAME}` : `${EMPRESA_PUBLICA.noEncontrada} | ${SITE_NAME}`,
    head: empresa ? headDeEmpresa(empresa, opts.publicUrl) : [NOINDEX],
    contenido: contenidoDeEmpresa({ empresa, alerta: opts.alerta, now: opts.now }),
  });
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
  const slug = slugDeRuta(pathname, '/empresa')?.toLowerCase();
  if (slug === undefined) return false;
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
