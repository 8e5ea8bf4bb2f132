/**
 * What crawlers and link previews read about the site (decision 022): robots.txt opens the public pages and
 * closes the private areas and the API; the sitemap lists the public pages, the companies' pages (decision 029) and
 * every open offer (the public search's rule) with its last change, and becomes an index of numbered files past its size; each offer without a
 * logo has a 1200×630 preview image.
 */
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { oferta } from '../../db/schema/index.ts';
import { career, empresa, ofertaAprobada } from '../../../test/fixtures/matching.ts';
import { pngDeTarjeta, svgDeTarjeta } from './publico.og.ts';
import { escapeXml, urlset } from './publico.seo.ts';
import { publicoSeoRoutes } from './publico.seo.routes.ts';

let t: TestContext;
const START = new Date('2027-03-10T15:00:00Z');
const EDITADA = new Date('2027-03-08T20:30:00.123Z');
const ids = { mejora: 0, contable: 0, finalizada: 0, vencida: 0, oculta: 0, pendiente: 0, rechazada: 0, eliminada: 0, informativa: 0 };
const BASE = 'http://practiperu.test';
const ESTATICAS = ['/', '/ofertas', '/terminos', '/nosotros', '/politica-de-privacidad'];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = START;
  const laEmpresa = await empresa(t);
  const industrial = await career(t, 'Ingeniería Industrial');
  const org = laEmpresa.organizacionId;
  ids.mejora = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante de Mejora Continua' });
  ids.contable = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante Contable & Tributario' });
  ids.informativa = await ofertaAprobada(t, null, [], {
    titulo: 'Programa Nacional de Prácticas',
    oferta_publica: 1,
    enlace: 'https://x.gob.pe',
  });
  ids.finalizada = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante Finalizada', finaliza: START });
  ids.vencida = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante Vencida', fin_convocatoria: '2027-03-09' });
  ids.oculta = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante Oculta', publicar: 0 });
  ids.pendiente = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante Pendiente', estado: 0, fecha_publicacion: null });
  ids.rechazada = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante Rechazada', estado: 2, mensaje_rechazado: 'No.' });
  ids.eliminada = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante Eliminada', eliminado_en: START });
  await t.db.update(oferta).set({ actualizado_en: EDITADA }).where(eq(oferta.id, ids.mejora));
});
afterAll(async () => t?.close());

const get = (url: string, app: FastifyInstance = t.app) => app.inject({ method: 'GET', url });
const ruta = (id: number, alias: string) => `/ofertas/${alias}-${id}`;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt', () => {
  it('lets crawlers read every page and the public API, keeps them off one-time links, the back office and the private API', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.split('\n')).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    // Read as a crawler reads it (the parser Lighthouse uses).
    const robots = robotsParser(`${BASE}/robots.txt`, res.body);
    const allowed = (p: string) => robots.isAllowed(`${BASE}${p}`, 'Googlebot');
    for (const p of [
      '/',
      '/ofertas',
      '/ofertas/practicante-de-mejora-continua-12',
      '/ofertas/practicante-de-mejora-continua-12/og.png',
      '/terminos',
      '/postulantes/inicio-sesion',
      '/empresas/registrarse',
      '/postulantes/',
      '/empresas/mis-publicaciones/6/postulantes',
      '/api/publico/ofertas?page=2',
      '/api/recursos/listAlertas',
    ]) {
      expect(allowed(p), p).toBe(true);
    }
    for (const p of [
      '/postulantes/registrarse/confirmar/abc',
      '/empresas/nueva-clave/abc',
      '/postulantes/mensaje/nueva-clave/abc',
      '/postulantes/suscripciones/abc',
      '/empresas/confirmar-cambio/abc',
      '/admin/',
      '/admin/ofertas',
      '/dev/correos',
      '/api/auth/loginPostulant',
      '/api/oferta/myList',
      '/404',
      '/ofertas?q=contabilidad',
    ]) {
      expect(allowed(p), p).toBe(false);
    }
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages, the companies that show theirs and every open offer (informational too) at its canonical URL with its last change', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(locs(res.body)).toEqual([
      ...ESTATICAS.map((p) => `${BASE}${p}`),
      // The company's page (decision 029; its own stories in publico.empresa.test.ts), then the offers.
      `${BASE}/empresa/andina-logistica`,
      `${BASE}${ruta(ids.mejora, 'practicante-de-mejora-continua')}`,
      `${BASE}${ruta(ids.contable, 'practicante-contable-tributario')}`,
      `${BASE}${ruta(ids.informativa, 'programa-nacional-de-practicas')}`,
    ]);
    expect(res.body).toContain(
      `<url><loc>${BASE}${ruta(ids.mejora, 'practicante-de-mejora-continua')}</loc><lastmod>2027-03-08T20:30:00Z</lastmod></url>`,
    );
    expect(res.body).toContain(`<url><loc>${BASE}/terminos</loc></url>`);
  });

  it('leaves out finished, expired, hidden, pending, rejected and removed offers', async () => {
    const body = (await get('/sitemap.xml')).body;
    for (const id of [ids.finalizada, ids.vencida, ids.oculta, ids.pendiente, ids.rechazada, ids.eliminada]) {
      expect(body, String(id)).not.toMatch(new RegExp(`-${id}</loc>`));
    }
  });

  it('escapes what it writes', () => {
    const xml = urlset([{ loc: 'https://practiperu.pe/ofertas?q=a&b=<c>', lastmod: new Date('2027-01-02T03:04:05Z') }]);
    expect(xml).toContain('<loc>https://practiperu.pe/ofertas?q=a&amp;b=&lt;c&gt;</loc><lastmod>2027-01-02T03:04:05Z</lastmod>');
    expect(escapeXml(`"'`)).toBe('&quot;&apos;');
  });

  it('past its size it becomes an index of numbered files that together list every URL once', async () => {
    // The same routes with 3 URLs a file (50,000 in the app): 9 URLs → 3 files.
    const small = Fastify();
    small.decorate('db', t.app.db);
    small.decorate('now', t.app.now);
    small.decorate('storage', t.app.storage);
    small.decorate('config', t.app.config);
    small.decorate('services', t.app.services);
    await small.register(publicoSeoRoutes, { urlsPorArchivo: 3 });
    try {
      const index = await get('/sitemap.xml', small);
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locs(index.body)).toEqual([1, 2, 3].map((n) => `${BASE}/sitemap-${n}.xml`));
      const files = await Promise.all([1, 2, 3].map((n) => get(`/sitemap-${n}.xml`, small)));
      for (const f of files) {
        expect(f.statusCode).toBe(200);
        expect(f.body).toContain('<urlset');
      }
      const all = files.flatMap((f) => locs(f.body));
      expect(all.map((u) => u?.replace(BASE, ''))).toEqual([
        ...ESTATICAS,
        '/empresa/andina-logistica',
        ruta(ids.mejora, 'practicante-de-mejora-continua'),
        ruta(ids.contable, 'practicante-contable-tributario'),
        ruta(ids.informativa, 'programa-nacional-de-practicas'),
      ]);
      expect(locs(files[0]!.body)).toHaveLength(3);
      expect(locs(files[2]!.body)).toHaveLength(3);
      for (const url of ['/sitemap-4.xml', '/sitemap-0.xml']) expect((await get(url, small)).statusCode, url).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('a single sitemap also answers as /sitemap-1.xml; a file past the end is 404', async () => {
    expect(locs((await get('/sitemap-1.xml')).body)).toEqual(locs((await get('/sitemap.xml')).body));
    const res = await get('/sitemap-2.xml');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ state: false, data: [], message: 'No existe ese archivo del mapa del sitio.' });
  });

  it('HEAD answers like GET, without a body', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      const full = await get(url);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(full.headers['content-type']);
      expect(head.headers['cache-control'], url).toBe('public, max-age=3600');
      expect(head.body, url).toBe('');
    }
  });
});

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("an offer's preview image", () => {
  const og = (id: number, alias: string) => `${ruta(id, alias)}/og.png`;

  it('is a 1200×630 PNG, cacheable for a day, revalidated by its ETag', async () => {
    const url = og(ids.contable, 'practicante-contable-tributario');
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"og-/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('a closed offer still has one (its page does); an old alias is sent to the current one', async () => {
    expect((await get(og(ids.finalizada, 'practicante-finalizada'))).statusCode).toBe(200);
    const res = await get(og(ids.mejora, 'titulo-anterior'));
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(og(ids.mejora, 'practicante-de-mejora-continua'));
  });

  it('a very long title, company and place are cut to fit, and the same text gives the same image', async () => {
    const d = {
      titulo: 'Practicante de Ingeniería de Mantenimiento Predictivo '.repeat(30),
      empresa: 'Compañía '.repeat(40),
      lugar: 'Cayma '.repeat(40),
    };
    const { png, etag } = await pngDeTarjeta(d);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(await svgDeTarjeta(d)).toBe(await svgDeTarjeta({ ...d }));
    expect((await pngDeTarjeta({ ...d })).etag).toBe(etag);
    expect((await pngDeTarjeta({ ...d, lugar: 'Cayma' })).etag).not.toBe(etag);
  });

  it('user text is drawn, never read as markup', async () => {
    const d = {
      titulo: 'Practicante </script><script>alert(1)</script> & "Ñandú" <b>x</b>',
      empresa: 'A & B <i>SAC</i>',
      lugar: '<svg onload=alert(1)>',
    };
    expect(pngSize((await pngDeTarjeta(d)).png)).toEqual({ width: 1200, height: 630 });
    expect(await svgDeTarjeta(d)).not.toMatch(/<script|<b>|<i>|onload|alert/);
  });

  it('offers without a public page have none: 404', async () => {
    for (const url of [
      og(ids.pendiente, 'practicante-pendiente'),
      og(ids.oculta, 'practicante-oculta'),
      og(ids.eliminada, 'practicante-eliminada'),
      og(987_654, 'no-existe'),
      '/ofertas/sin-id/og.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ state: false, message: 'No se encontró la oferta.' });
    }
  });
});
