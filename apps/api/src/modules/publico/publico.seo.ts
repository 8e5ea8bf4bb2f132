/**
 * What crawlers read about the whole site (decision 022): `robots.txt` (the app's pages open, the mails' one-time
 * links, the back office and the private API closed, where the sitemap is) and the sitemap (the public static pages and every open offer's
 * canonical URL with its last change; past `porArchivo` URLs, an index of numbered files, as sitemaps.org asks
 * for more than 50,000). Text builders only: the data comes from publico.service.ts.
 */
import { paths } from '@practiperu/shared/paths';

/** sitemaps.org: at most 50,000 URLs (and 50 MB) per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages that exist whatever the data, in the order the sitemap lists them. */
export const PAGINAS_ESTATICAS: readonly string[] = [paths.home, paths.ofertas, paths.terms, paths.about, paths.privacy];

/**
 * Search engines may crawl every page of the app and the public read-only API their renderer needs (`/api/publico/`,
 * `/api/recursos/`: the search page and the alerts banner fetch them). A private page holds nothing without a session:
 * a crawler is sent to the area's login, which is indexable, so the private pages are not closed here (closing them
 * would only keep crawlers from seeing that redirect, and noindex or Disallow would mark the area's pages as blocked).
 * Closed: the one-time links of the mails (confirmation, new password, e-mail change, unsubscribe), which must never
 * be followed by a robot, the rest of the API, the back office (not advertised), the development outbox, the
 * not-found page, and the search's filter combinations (`/ofertas?…`: endless near-duplicates, while the sitemap
 * lists every offer). More specific rules win (RFC 9309).
 */
export function robotsTxt(publicUrl: string): string {
  const enlacesDeUnSoloUso = ['registrarse/confirmar/', 'confirmar-cambio/', 'nueva-clave/', 'mensaje/', 'suscripciones/'];
  return [
    'User-agent: *',
    'Allow: /api/publico/',
    'Allow: /api/recursos/',
    'Disallow: /api/',
    ...['postulantes', 'empresas'].flatMap((area) => enlacesDeUnSoloUso.map((p) => `Disallow: /${area}/${p}`)),
    'Disallow: /admin/',
    'Disallow: /dev/',
    'Disallow: /404',
    'Disallow: /empresas/404',
    'Disallow: /ofertas?',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** W3C Datetime (what `<lastmod>` takes), to the second in UTC: '2027-03-10T15:00:00Z'. */
export function fechaW3c(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export interface EntradaSitemap {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlset(entradas: readonly EntradaSitemap[]): string {
  const urls = entradas.map(
    (e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${fechaW3c(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}\n<urlset xmlns="${NS}">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}

/** The index of `archivos` files: `/sitemap-1.xml` … */
export function sitemapIndex(publicUrl: string, archivos: number): string {
  const items = Array.from(
    { length: archivos },
    (_, i) => `<sitemap><loc>${escapeXml(`${publicUrl}${rutaArchivoSitemap(i + 1)}`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}\n<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export const rutaArchivoSitemap = (n: number) => `/sitemap-${n}.xml`;
