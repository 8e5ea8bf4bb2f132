/**
 * A company's public page `/empresa/{slug}` (decision 029), as a visitor, a crawler and a link preview receive it:
 * written by the server without a session (content, canonical, Open Graph, Organization JSON-LD), in the sitemap,
 * linked from the company's offers; a company that hides its page, has no approved offer yet, or whose account is
 * inactive has none (404, out of the sitemap, no links). The page follows the company's edits and its offers at once.
 */
import type { EmpresaPublica } from '@practiperu/shared/empresa-publica';
import type { OfertaDetallePostulante, OfertaPublicaDetalle } from '@practiperu/shared/postulacion';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, multipartBody, pngImage, type TestContext } from '../../../test/helpers.ts';
import { career, empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import { organizacion, organizacionSector, sector, usuario } from '../../db/schema/index.ts';
import { ofertasCambiaron } from '../../lib/ofertas-cache.ts';

const INDEX = `<!doctype html>
<html lang="es-PE">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="PractiPerú: prácticas preprofesionales y profesionales en todo el Perú." />
    <title>PractiPerú · Prácticas en el Perú</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const BASE = 'http://practiperu.test';
const START = new Date('2027-03-10T15:00:00Z');
let t: TestContext;
let dist: string;
let andina: Awaited<ReturnType<typeof empresa>>;
const ids = { mejora: 0, destacada: 0, finalizada: 0, pendiente: 0, oculta: 0, informativa: 0, otra: 0 };

function jsonLdOf(html: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json" id="empresa-json-ld">([\s\S]*?)<\/script>/.exec(html);
  if (!m?.[1]) throw new Error('sin JSON-LD');
  return JSON.parse(m[1]) as Record<string, unknown>;
}
const page = (url: string) => t.app.inject({ method: 'GET', url });
const api = (slug: string) => call<EmpresaPublica>(t.app, { method: 'GET', url: `/api/publico/empresa/${slug}` });
const setPagina = (token: string, visible: boolean) =>
  call(t.app, { method: 'PUT', url: '/api/organizacion/updatePaginaPublica', token, payload: { pagina_publica: visible } });
const sitemapLocs = async () => [...(await page('/sitemap.xml')).body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'practiperu-web-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await createTestApp({
    WEB_DIST_DIR: dist,
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000',
  });
  t.clock.now = START;
  andina = await empresa(t, 'Andina Logística');
  const org = andina.organizacionId;
  // Sectors 1 and 2 of the reference list (also other ids than the company's own, so a wrong join would show).
  const sectores = await t.db.select({ id: sector.id, nombre: sector.nombre }).from(sector).orderBy(sector.id).limit(2);
  await t.db.insert(organizacionSector).values(sectores.map((s) => ({ organizacion_id: org, sector_id: s.id })));
  await t.db
    .update(organizacion)
    .set({
      descripcion: 'Operador logístico con almacenes en Arequipa y Lima.',
      id_region: 4,
      region: 'Arequipa',
      distrito: 'Cerro Colorado',
      web: 'https://andina.pe',
      linkedin: 'https://www.linkedin.com/company/andina-logistica',
      // Saved before links were checked: never printed as a link.
      fb: 'javascript:alert(1)',
      instagram: 'andina.logistica',
    })
    .where(eq(organizacion.id, org));
  const industrial = await career(t, 'Ingeniería Industrial');
  ids.mejora = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante de Mejora Continua' });
  ids.destacada = await ofertaAprobada(t, org, [industrial], {
    titulo: 'Practicante de Almacenes',
    tipo: 1,
    estado_pago: 1,
    destacado_desde: START,
    fecha_publicacion: new Date(START.getTime() - 86_400_000),
  });
  ids.finalizada = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante de Producción', finaliza: START });
  ids.pendiente = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante Pendiente', estado: 0, fecha_publicacion: null });
  ids.oculta = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante Oculta', publicar: 0 });
  ids.informativa = await ofertaAprobada(t, null, [], {
    titulo: 'Programa Nacional de Prácticas',
    oferta_publica: 1,
    enlace: 'https://www.convocatorias.gob.pe/programa',
  });
  ofertasCambiaron();
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a company page, without an account', () => {
  it('is written by the server: name, sectors, description, place, links and its open offers', async () => {
    const res = await page('/empresa/andina-logistica');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>Andina Logística: ofertas de prácticas | PractiPerú</title>');
    expect(html).toMatch(/<h1 tabindex="-1"[^>]*>Andina Logística<\/h1>/);
    expect(html).toContain('Operador logístico con almacenes en Arequipa y Lima.');
    expect(html).toContain('<span>Cerro Colorado, Arequipa</span>');
    expect(html).toContain('aria-label="Sectores"');
    // No logo: its initials, drawn by the page itself (no outside image).
    expect(html).toContain('<span aria-hidden="true">AL</span>');
    // Its open offers, featured first; never a finished, pending or hidden one, nor another organisation's.
    const cards = [...html.matchAll(/href="(\/ofertas\/[^"]+)"/g)].map((m) => m[1]);
    expect(cards).toEqual([`/ofertas/practicante-de-almacenes-${ids.destacada}`, `/ofertas/practicante-de-mejora-continua-${ids.mejora}`]);
    expect(html).toContain('2 ofertas que reciben postulaciones.');
  });

  it('prints only http(s) links, each opening apart with rel="noopener nofollow ugc"', async () => {
    const html = (await page('/empresa/andina-logistica')).body;
    const links = [...html.matchAll(/<a href="([^"]+)" target="_blank" rel="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['https://andina.pe', 'noopener nofollow ugc'],
      ['https://www.linkedin.com/company/andina-logistica', 'noopener nofollow ugc'],
      ['https://www.instagram.com/andina.logistica', 'noopener nofollow ugc'],
    ]);
    expect(html).not.toContain('javascript:');
  });

  it('has a canonical link, Open Graph and Twitter tags, and Organization JSON-LD that is valid JSON', async () => {
    const html = (await page('/empresa/andina-logistica')).body;
    expect(html).toContain(`<link rel="canonical" href="${BASE}/empresa/andina-logistica">`);
    expect(html).toContain('<meta property="og:title" content="Andina Logística">');
    expect(html).toContain(`<meta property="og:url" content="${BASE}/empresa/andina-logistica">`);
    expect(html).toContain(`<meta property="og:image" content="${BASE}/empresa/andina-logistica/og.png">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${BASE}/empresa/andina-logistica#empresa`,
      name: 'Andina Logística',
      url: `${BASE}/empresa/andina-logistica`,
      description: 'Operador logístico con almacenes en Arequipa y Lima.',
      sameAs: ['https://andina.pe', 'https://www.linkedin.com/company/andina-logistica', 'https://www.instagram.com/andina.logistica'],
      address: { '@type': 'PostalAddress', addressLocality: 'Cerro Colorado', addressRegion: 'Arequipa', addressCountry: 'PE' },
    });
  });

  it('with a logo: the logo is its image, in the page, the preview and the JSON-LD', async () => {
    const otra = await empresa(t, 'Minera del Sur');
    await ofertaAprobada(t, otra.organizacionId, [], { titulo: 'Practicante de Geología', finaliza: START });
    const body = multipartBody([{ name: 'logo', filename: 'l.png', type: 'image/png', content: pngImage() }]);
    const up = await call<string>(t.app, {
      method: 'POST',
      url: '/api/organizacion/updateLogo',
      token: otra.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(up.status).toBe(200);
    const logo = up.body.data[0]!;
    const html = (await page('/empresa/minera-del-sur')).body;
    expect(html).toContain(`<img src="${logo}" alt="Logo de Minera del Sur"`);
    expect(html).toContain(`<meta property="og:image" content="${BASE}${logo}">`);
    expect(jsonLdOf(html).logo).toBe(`${BASE}${logo}`);
    expect(html).toContain('Por ahora no tiene ofertas abiertas.');
  });

  it('the API answers the same page for the web app, cacheable a minute', async () => {
    const res = await api('andina-logistica');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.data[0]).toMatchObject({
      slug: 'andina-logistica',
      ruta_publica: '/empresa/andina-logistica',
      nombre: 'Andina Logística',
      iniciales: 'AL',
      logo: null,
      region: 'Arequipa',
      total_ofertas: 2,
      enlaces: [
        { tipo: 'web', url: 'https://andina.pe' },
        { tipo: 'linkedin', url: 'https://www.linkedin.com/company/andina-logistica' },
        { tipo: 'instagram', url: 'https://www.instagram.com/andina.logistica' },
      ],
    });
    expect(res.body.data[0]!.sectores).toEqual(['Agricultura, ganadería, silvicultura y pesca', 'Explotación de minas y canteras']);
    expect(res.body.data[0]!.ofertas.map((o) => o.id)).toEqual([ids.destacada, ids.mejora]);
  });

  it('another spelling of its path redirects to the canonical one', async () => {
    for (const url of ['/empresa/Andina-Logistica', '/empresa/andina-logistica/', '/empresa/andina-logistica/?utm_source=wa']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(url.includes('utm') ? '/empresa/andina-logistica?utm_source=wa' : '/empresa/andina-logistica');
    }
  });

  it('has a 1200×630 preview image when the company has no logo', async () => {
    const res = await page('/empresa/andina-logistica/og.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.readUInt32BE(16)).toBe(1200);
    expect((await page('/empresa/no-existe/og.png')).statusCode).toBe(404);
  });

  it("escapes the company's own text in the page and in the JSON-LD", async () => {
    const rara = await empresa(t, 'Empresa </script><script>alert(1)</script> & "Cía"');
    await ofertaAprobada(t, rara.organizacionId, [], { titulo: 'Practicante' });
    const [org] = await t.db.select({ slug: organizacion.slug }).from(organizacion).where(eq(organizacion.id, rara.organizacionId));
    expect(org!.slug).toBe('empresa-script-script-alert-1-script-cia');
    const html = (await page(`/empresa/${org!.slug}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Empresa &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Cía&quot;');
    expect(jsonLdOf(html).name).toBe('Empresa </script><script>alert(1)</script> & "Cía"');
  });
});

describe('a company page that does not exist or is not shown', () => {
  it('an unknown company: a Spanish not-found page with status 404 and noindex; the API 404', async () => {
    for (const url of ['/empresa/no-existe', '/empresa/--', '/empresa/%3Cscript%3E', `/empresa/${'a'.repeat(101)}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
      expect(res.body, url).toContain('<title>Empresa no encontrada | PractiPerú</title>');
      expect(res.body, url).toContain('Esta página de empresa no existe o ya no está disponible.');
      expect(res.body, url).not.toContain('rel="canonical"');
    }
    const res = await api('no-existe');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No se encontró la empresa.');
  });

  it('hidden from Mi cuenta: 404 at once, out of the sitemap, no link from its offers; shown again: back', async () => {
    expect(await sitemapLocs()).toContain(`${BASE}/empresa/andina-logistica`);
    expect((await setPagina(andina.token, false)).status).toBe(200);

    expect((await page('/empresa/andina-logistica')).statusCode).toBe(404);
    expect((await api('andina-logistica')).status).toBe(404);
    expect((await page('/empresa/andina-logistica/og.png')).statusCode).toBe(404);
    expect(await sitemapLocs()).not.toContain(`${BASE}/empresa/andina-logistica`);
    const oferta = await page(`/ofertas/practicante-de-mejora-continua-${ids.mejora}`);
    expect(oferta.body).not.toContain('/empresa/');
    const publica = await call<OfertaPublicaDetalle>(t.app, { method: 'GET', url: `/api/publico/oferta/${ids.mejora}` });
    expect(publica.body.data[0]!.ruta_empresa).toBeNull();

    await setPagina(andina.token, true);
    expect((await page('/empresa/andina-logistica')).statusCode).toBe(200);
    expect(await sitemapLocs()).toContain(`${BASE}/empresa/andina-logistica`);
  });

  it('no page before the administration approves an offer of the company, nor while its account is inactive', async () => {
    const nueva = await empresa(t, 'Constructora Nueva');
    const pendiente = await ofertaAprobada(t, nueva.organizacionId, [], {
      titulo: 'Practicante de Obra',
      estado: 0,
      fecha_publicacion: null,
    });
    expect((await page('/empresa/constructora-nueva')).statusCode).toBe(404);
    expect(await sitemapLocs()).not.toContain(`${BASE}/empresa/constructora-nueva`);

    await ofertaAprobada(t, nueva.organizacionId, [], { titulo: 'Practicante de Costos' });
    expect((await page('/empresa/constructora-nueva')).statusCode).toBe(200);
    expect(pendiente).toBeGreaterThan(0);

    await t.db.update(usuario).set({ activo: false }).where(eq(usuario.id, nueva.id));
    ofertasCambiaron();
    expect((await page('/empresa/constructora-nueva')).statusCode).toBe(404);
    expect(await sitemapLocs()).not.toContain(`${BASE}/empresa/constructora-nueva`);
  });
});

describe('linked from its offers', () => {
  it("the public offer page's company name leads to the company page; an informational offer has none", async () => {
    const html = (await page(`/ofertas/practicante-de-mejora-continua-${ids.mejora}`)).body;
    expect(html).toMatch(/<p class="font-semibold[^"]*"><a class="[^"]*" href="\/empresa\/andina-logistica">Andina Logística<\/a><\/p>/);
    const publica = await call<OfertaPublicaDetalle>(t.app, { method: 'GET', url: `/api/publico/oferta/${ids.mejora}` });
    expect(publica.body.data[0]!.ruta_empresa).toBe('/empresa/andina-logistica');
    const informativa = (await page(`/ofertas/programa-nacional-de-practicas-${ids.informativa}`)).body;
    expect(informativa).not.toContain('/empresa/');
  });

  it("the applicant's offer detail carries the company page's path", async () => {
    const lucia = await postulanteCon(t);
    const res = await call<OfertaDetallePostulante>(t.app, { method: 'GET', url: `/api/oferta/id/${ids.mejora}`, token: lucia.token });
    expect(res.status).toBe(200);
    expect(res.body.data[0]!.ruta_empresa).toBe('/empresa/andina-logistica');
    await setPagina(andina.token, false);
    const oculta = await call<OfertaDetallePostulante>(t.app, { method: 'GET', url: `/api/oferta/id/${ids.mejora}`, token: lucia.token });
    expect(oculta.body.data[0]!.ruta_empresa).toBeNull();
    await setPagina(andina.token, true);
  });
});

describe('follows the company and its offers at once', () => {
  it("the company's edits and its offers' changes are seen by the next visitor", async () => {
    expect((await api('andina-logistica')).body.data[0]!.total_ofertas).toBe(2);
    const saved = await call(t.app, {
      method: 'PUT',
      url: '/api/organizacion/update',
      token: andina.token,
      payload: {
        form: 'social',
        data: { sector: [1], descripcion: 'Almacenes y transporte en todo el sur.', web: 'https://andina.com.pe', fb: null },
      },
    });
    expect(saved.status).toBe(200);
    let html = (await page('/empresa/andina-logistica')).body;
    expect(html).toContain('Almacenes y transporte en todo el sur.');
    expect(html).toContain('href="https://andina.com.pe"');

    const finished = await call(t.app, {
      method: 'PATCH',
      url: '/api/oferta/finish',
      token: andina.token,
      payload: { id_oferta: ids.mejora },
    });
    expect(finished.status).toBe(200);
    html = (await page('/empresa/andina-logistica')).body;
    expect(html).not.toContain(`/ofertas/practicante-de-mejora-continua-${ids.mejora}"`);
    expect(html).toContain('1 oferta que recibe postulaciones.');
  });
});
