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
import { contenidoDePagina, type Alerta } from './publico.html.ts';
import { rutaImagenOg } from './publico.og.ts';
import type { PaginaPublica, PublicoService } from './publico.service.ts';
import {
  canonical,
  descripcionCorta,
  enShell,
  etiquetasDeCabecera,
  jsonParaScript,
  NOINDEX,
  SITE_NAME,
  slugDeRuta,
  type ImagenPrevia,
} from './publico.shell.ts';

function descripcion(o: OfertaPublicaDetalle | OfertaInformativa): string {
  const lugar = 'distrito' in o ? [o.distrito, o.region].filter(Boolean).join(', ') : '';
  const texto = 'texto' in o ? richTextToPlain(o.texto) : o.aviso;
  return descripcionCorta(`${o.nombre_org} busca practicante: ${o.titulo}.${lugar ? ` ${lugar}.` : ''} ${texto}`);
}

/**
 * The preview image: the company's logo when it has one, else the card the server draws (1200×630) with the
 * offer's title — whose path carries the alias, so a new title is a new image for the networks' caches.
 */
function imagen(o: OfertaPublicaDetalle | OfertaInformativa, publicUrl: string): ImagenPrevia {
  if (o.logo_org) return { url: `${publicUrl}${o.logo_org}`, alt: `Logo de ${o.nombre_org}`, card: false };
  return { url: `${publicUrl}${rutaImagenOg(o.ruta_publica)}`, alt: `${o.titulo} · ${o.nombre_org} · ${SITE_NAME}`, card: true };
}

/** The `<head>` tags of an offer's page. */
export function headDeOferta(o: OfertaPublicaDetalle | OfertaInformativa, publicUrl: string, cerrada: boolean): string[] {
  const url = `${publicUrl}${o.ruta_publica}`;
  return [
    ...etiquetasDeCabecera({
      titulo: o.titulo,
      descripcion: descripcion(o),
      url,
      imagen: imagen(o, publicUrl),
      // A closed offer leaves the search results (and Google for Jobs); its canonical would contradict that.
      indice: cerrada ? NOINDEX : canonical(url),
    }),
    ...(cerrada || esInformativa(o)
      ? []
      : [`<script type="application/ld+json" id="oferta-json-ld">${jsonParaScript(o.json_ld)}</script>`]),
  ];
}

/** index.html with the offer's head and, inside `<div id="root">`, the page's content. */
export function htmlDeOferta(
  indexHtml: string,
  pagina: PaginaPublica,
  opts: { publicUrl: string; alerta: Alerta | null; now: Date },
): string {
  const o = pagina.oferta;
  return enShell(indexHtml, {
    titulo: `${o.titulo} | ${o.nombre_org} | ${SITE_NAME}`,
    head: headDeOferta(o, opts.publicUrl, pagina.similares !== null),
    contenido: contenidoDePagina({ oferta: o, similares: pagina.similares, alerta: opts.alerta, now: opts.now }),
  });
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
  const slug = slugDeRuta(pathname, '/ofertas');
  if (slug === null) return false;
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
