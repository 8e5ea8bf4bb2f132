/**
 * What the server-written public pages (the offers', publico.pagina.ts, and the companies', publico.empresa.pagina.ts)
 * share: the slug read from the address, the head's social tags, and the web app's `index.html` with a page's title,
 * head and content written into it.
 */
import { escapeHtml } from './publico.html.ts';
import { OG_ALTO, OG_ANCHO } from './publico.og.ts';

export const SITE_NAME = 'PractiPerú';

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

/**
 * The slug of a path `{prefijo}/{slug}` (an optional trailing slash), %-decoded; '' when its %-sequences are malformed
 * (no page has such a slug, so the caller answers its not-found page); null when the path is not under the prefix.
 */
export function slugDeRuta(pathname: string, prefijo: '/ofertas' | '/empresa'): string | null {
  if (!pathname.startsWith(`${prefijo}/`)) return null;
  const m = /^([^/]+)\/?$/.exec(pathname.slice(prefijo.length + 1));
  if (!m) return null;
  try {
    return decodeURIComponent(m[1] ?? '');
  } catch {
    return '';
  }
}

/** A preview image: a picture of the page's own (a logo), or the 1200×630 card the server draws (`card`). */
export interface ImagenPrevia {
  url: string;
  alt: string;
  card: boolean;
}

const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;

/** The description, then Open Graph and Twitter card tags of a page; `indice` is its canonical link or its noindex. */
export function etiquetasDeCabecera(p: {
  titulo: string;
  descripcion: string;
  url: string;
  imagen: ImagenPrevia;
  indice: string;
}): string[] {
  const { titulo, descripcion, url, imagen } = p;
  return [
    meta('name', 'description', descripcion),
    p.indice,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'es_PE'),
    meta('property', 'og:title', titulo),
    meta('property', 'og:description', descripcion),
    meta('property', 'og:url', url),
    meta('property', 'og:image', imagen.url),
    ...(imagen.card ? [meta('property', 'og:image:width', String(OG_ANCHO)), meta('property', 'og:image:height', String(OG_ALTO))] : []),
    meta('property', 'og:image:alt', imagen.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', titulo),
    meta('name', 'twitter:description', descripcion),
    meta('name', 'twitter:image', imagen.url),
    meta('name', 'twitter:image:alt', imagen.alt),
  ];
}

export const canonical = (url: string) => `<link rel="canonical" href="${escapeHtml(url)}">`;
export const NOINDEX = meta('name', 'robots', 'noindex');

/** A description cut to what search results show (160 characters), on one line. */
export function descripcionCorta(texto: string): string {
  const full = texto.replace(/\s+/g, ' ').trim();
  return full.length > 160 ? `${full.slice(0, 157).trimEnd()}…` : full;
}

/**
 * index.html with the page's `<title>`, its head tags (the shell's own description gives way to the page's when
 * `head` brings one) and, inside `<div id="root">`, its content. Replacement functions, not strings: a company's text
 * may hold `$&` or `$'`, which a replacement string expands.
 */
export function enShell(indexHtml: string, pagina: { titulo: string; head: string[]; contenido: string }): string {
  const titleTag = `<title>${escapeHtml(pagina.titulo)}</title>`;
  const withTitle = /<title>[\s\S]*?<\/title>/.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => titleTag)
    : indexHtml.replace('</head>', () => `${titleTag}</head>`);
  const propia = pagina.head.some((tag) => tag.startsWith('<meta name="description"'));
  const withoutDescription = propia ? withTitle.replace(/\s*<meta name="description"[^>]*>/, '') : withTitle;
  const head = pagina.head.join('\n    ');
  const withHead = withoutDescription.replace('</head>', () => `    ${head}\n  </head>`);
  return withHead.replace(/<div id="root">\s*<\/div>/, () => `<div id="root">${pagina.contenido}</div>`);
}
