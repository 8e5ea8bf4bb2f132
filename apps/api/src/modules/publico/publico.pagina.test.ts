/**
 * The public offer page as a crawler or a link preview receives it (decisions 015 and 022): the server writes the
 * offer's title, description, canonical link, Open Graph and Twitter tags and schema.org JobPosting JSON-LD into the
 * web app's index.html, with `<` escaped so the offer's own text cannot close the script, and the page's visible
 * content into #root; a closed offer answers 410 with noindex, no JobPosting and open offers like it; an old alias
 * redirects to the canonical path; offers without a public page get the shell with 404.
 */
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, pngImage, type TestContext } from '../../../test/helpers.ts';
import { organizacion } from '../../db/schema/index.ts';
import { career, empresa, ofertaAprobada } from '../../../test/fixtures/matching.ts';
import { jsonParaScript } from './publico.shell.ts';

const INDEX = `<!doctype html>
<html lang="es-PE">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="PractiPerú: prácticas preprofesionales y profesionales en todo el Perú." />
    <title>PractiPerú · Prácticas en el Perú</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestContext;
let dist: string;
const START = new Date('2027-03-10T15:00:00Z');
const ids = { mejora: 0, peligrosa: 0, pendiente: 0, informativa: 0, dolar: 0, finalizada: 0, vencida: 0, calidad: 0, lima: 0, otra: 0 };
let logo = '';

function jsonLdOf(html: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!m?.[1]) throw new Error('sin JSON-LD');
  return JSON.parse(m[1]) as Record<string, unknown>;
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'practiperu-web-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST_DIR: dist });
  t.clock.now = START;
  const laEmpresa = await empresa(t);
  const industrial = await career(t, 'Ingeniería Industrial');
  const org = laEmpresa.organizacionId;
  ids.mejora = await ofertaAprobada(t, org, [industrial], {
    titulo: 'Practicante de Mejora Continua',
    mostrar_salario: 1,
    salario: 1200,
    id_region: 4,
    region: 'Arequipa',
    provincia: 'Arequipa',
    distrito: 'Cayma',
  });
  ids.peligrosa = await ofertaAprobada(t, org, [industrial], {
    titulo: 'Practicante </script><script>alert(1)</script>',
    funciones: '<p>Funciones con </script> y <!-- comentario --></p>',
  });
  ids.dolar = await ofertaAprobada(t, org, [industrial], { titulo: "Practicante de Finanzas $' y $& US$" });
  ids.pendiente = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante Pendiente', estado: 0, fecha_publicacion: null });
  ids.informativa = await ofertaAprobada(t, org, [], {
    titulo: 'Programa Nacional de Prácticas',
    oferta_publica: 1,
    enlace: 'https://www.convocatorias.gob.pe/programa',
  });
  // Closed: finished by the company, or past its deadline (not yet finished by the daily job).
  ids.finalizada = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante de Producción', finaliza: START });
  ids.vencida = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante de Almacén', fin_convocatoria: '2027-03-09' });
  // Open offers like them: same career in another department; another career in the same department; neither.
  const otraEmpresa = await empresa(t, 'Minera del Sur');
  ids.calidad = await ofertaAprobada(t, otraEmpresa.organizacionId, [industrial], {
    titulo: 'Practicante de Calidad',
    id_region: 15,
    region: 'Lima',
    provincia: 'Lima',
    distrito: 'Ate',
  });
  ids.lima = await ofertaAprobada(t, org, [await career(t, 'Contabilidad')], { titulo: 'Practicante Contable en Arequipa' });
  ids.otra = await ofertaAprobada(t, org, [await career(t, 'Derecho')], {
    titulo: 'Asistente Legal',
    id_region: 15,
    region: 'Lima',
    provincia: 'Lima',
    distrito: 'Miraflores',
  });
  // The company's logo and address (in Cayma, Arequipa: where its offers in Cayma are).
  logo = await t.app.storage.save('logos', pngImage(), 'png');
  await t.db
    .update(organizacion)
    .set({ logo, direccion: 'Av. Ejército 1010', distrito: 'Cayma', id_region: 4, region: 'Arequipa' })
    .where(eq(organizacion.id, org));
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const alias = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/publico/oferta/${id}` });
  return (res.json() as { data: { ruta_publica: string }[] }).data[0]!.ruta_publica;
};

describe('GET /ofertas/{alias}-{id} (the web page)', () => {
  it('a visitor who cannot run JavaScript still reads the offer: title, description, canonical and the JobPosting', async () => {
    const ruta = await alias(ids.mejora);
    expect(ruta).toBe(`/ofertas/practicante-de-mejora-continua-${ids.mejora}`);
    const res = await page(ruta);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Practicante de Mejora Continua | Andina Logística | PractiPerú</title>');
    expect(html).not.toContain('PractiPerú · Prácticas en el Perú');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<meta name="description" content="Andina Logística busca practicante: Practicante de Mejora Continua\. Cayma, Arequipa\./,
    );
    expect(html).toContain(`<link rel="canonical" href="http://practiperu.test${ruta}">`);
    expect(html).not.toContain('name="robots"');
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Practicante de Mejora Continua',
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: 'Andina Logística', logo: `http://practiperu.test/uploads/${logo}` },
      jobLocation: {
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Av. Ejército 1010',
          addressLocality: 'Cayma',
          addressRegion: 'Arequipa',
          addressCountry: 'PE',
        },
      },
      baseSalary: { currency: 'PEN', value: { value: 1200, unitText: 'MONTH' } },
      validThrough: '2027-03-15T23:59:59-05:00',
      directApply: true,
      identifier: { '@type': 'PropertyValue', value: String(ids.mejora) },
      url: `http://practiperu.test${ruta}`,
    });
    for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']) expect(ld, key).toHaveProperty(key);
  });

  it("the company's street is the job's only where the offer is in the company's own district", async () => {
    const miraflores = jsonLdOf((await page(await alias(ids.otra))).body) as { jobLocation: { address: Record<string, string> } };
    expect(miraflores.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Miraflores',
      addressRegion: 'Lima',
      addressCountry: 'PE',
    });
  });

  it('the page reads whole without JavaScript: layout, title, company, place, dates, text and "Postular" inside #root', async () => {
    const ruta = await alias(ids.mejora);
    const html = (await page(ruta)).body;
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    const text = root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(root).toContain('<h1 tabindex="-1"');
    expect(root).toMatch(/<h1[^>]*>Practicante de Mejora Continua<\/h1>/);
    for (const part of [
      'Andina Logística',
      'Cayma, Arequipa · Presencial',
      'Publicada el 10 de marzo de 2027',
      'Postular hasta',
      '15 de marzo de 2027',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).toContain('Apoyar en proyectos de mejora continua');
    expect(root).toContain(`href="/postulantes/inicio-sesion?volver=%2Fpostulantes%2Fnuevas-ofertas%2F${ids.mejora}"`);
    expect(root).toContain('<header');
    expect(root).toContain('<main id="contenido"');
    expect(root).toContain('<footer');
    // The outline: h1, then the text's sections as h2 (never h1 → h3).
    const levels = [...root.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels.slice(0, 2)).toEqual([1, 2]);
    expect(root).toContain('<h2>Funciones</h2>');
    expect(root).not.toContain('<h3>Funciones</h3>');
  });

  it('the page offers WhatsApp, LinkedIn and the link to copy, written by the server with the canonical address and campaign tags', async () => {
    const ruta = await alias(ids.mejora);
    const api = (await t.app.inject({ method: 'GET', url: `/api/publico/oferta/${ids.mejora}` })).json() as {
      data: { url_publica: string }[];
    };
    expect(api.data[0]!.url_publica).toBe(`http://practiperu.test${ruta}`);
    const html = (await page(ruta)).body;
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    const section = /<section aria-labelledby="compartir-oferta-titulo"[\s\S]*?<\/section>/.exec(root)?.[0] ?? '';
    expect(section).toContain('Comparte esta oferta');
    const tags = (source: string, medium: string) =>
      `utm_source=${source}&utm_medium=${medium}&utm_campaign=compartir-oferta&utm_content=pagina-publica`;
    const wa = `http://practiperu.test${ruta}?${tags('whatsapp', 'mensajeria')}`;
    expect(section).toContain(
      `href="https://wa.me/?text=${encodeURIComponent(`Practicante de Mejora Continua — postula aquí: ${wa}`).replaceAll('&', '&amp;')}"`,
    );
    const li = `http://practiperu.test${ruta}?${tags('linkedin', 'social')}`;
    expect(section).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(li)}"`);
    expect(section).toContain(`value="http://practiperu.test${ruta}?${tags('enlace', 'copia').replaceAll('&', '&amp;')}"`);
    expect(section).toContain('Copiar enlace');
    // No script of its own: the page's CSP allows none inline.
    expect(section).not.toContain('<script');
    expect(section).not.toMatch(/ on[a-z]+=/);
  });

  it('a closed offer has nothing to share', async () => {
    const html = (await page(await alias(ids.finalizada))).body;
    expect(html).not.toContain('compartir-oferta');
  });

  it('a shared link has its preview: Open Graph and a large Twitter card, with the logo as the image when there is one', async () => {
    const ruta = await alias(ids.mejora);
    const html = (await page(ruta)).body;
    const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
    expect(meta('og:type')).toBe('website');
    expect(meta('og:site_name')).toBe('PractiPerú');
    expect(meta('og:locale')).toBe('es_PE');
    expect(meta('og:title')).toBe('Practicante de Mejora Continua');
    expect(meta('og:url')).toBe(`http://practiperu.test${ruta}`);
    expect(meta('og:description')).toMatch(/^Andina Logística busca practicante: Practicante de Mejora Continua\. Cayma, Arequipa\./);
    expect(meta('og:description')!.length).toBeLessThanOrEqual(160);
    expect(meta('og:image')).toBe(`http://practiperu.test/uploads/${logo}`);
    expect(meta('og:image:alt')).toBe('Logo de Andina Logística');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe('Practicante de Mejora Continua');
    expect(meta('twitter:description')).toBe(meta('og:description'));
    expect(meta('twitter:image')).toBe(meta('og:image'));
    expect(meta('description')).toBe(meta('og:description'));
  });

  it("without a logo the preview is the offer's own 1200×630 card", async () => {
    const ruta = await alias(ids.calidad);
    const html = (await page(ruta)).body;
    expect(html).toContain(`<meta property="og:image" content="http://practiperu.test${ruta}/og.png">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain(`<meta name="twitter:image" content="http://practiperu.test${ruta}/og.png">`);
  });

  it('a closed offer is Gone (410): noindex, no JobPosting, a page that says it closed and open offers like it', async () => {
    for (const id of [ids.finalizada, ids.vencida]) {
      const ruta = await alias(id);
      const res = await page(ruta);
      expect(res.statusCode, ruta).toBe(410);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('Esta convocatoria finalizó');
      expect(html).toContain('Esta convocatoria ya cerró, pero estas ofertas parecidas aún reciben postulaciones.');
      expect(html).toContain('Esta convocatoria ya no recibe postulaciones.');
      expect(html).not.toContain('>Postular</a>');
      const similares = [...html.matchAll(/<h3[^>]*><a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
      // Those sharing its career in its department, then sharing its career elsewhere, then in its department (each
      // group featured first, then newest); at most 5; never itself, a closed one, or one sharing neither (Legal).
      expect(similares).toEqual(await Promise.all([ids.dolar, ids.peligrosa, ids.mejora, ids.calidad, ids.lima].map(alias)));
    }
  });

  it("the offer's own text cannot close the script: every < in the JSON is escaped and the JSON reads back the same", async () => {
    const ruta = await alias(ids.peligrosa);
    const html = (await page(ruta)).body;
    const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<title>Practicante &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Andina Logística | PractiPerú</title>',
    );
    const ld = jsonLdOf(html);
    expect(ld.title).toBe('Practicante </script><script>alert(1)</script>');
    expect(String(ld.description)).toContain('</script>');
    expect(jsonParaScript({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u2028"}');
  });

  it('a title with $ patterns is written as it is (they mean something to a replacement string)', async () => {
    const html = (await page(await alias(ids.dolar))).body;
    expect(html).toContain('<title>Practicante de Finanzas $&#39; y $&amp; US$ | Andina Logística | PractiPerú</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(jsonLdOf(html).title).toBe("Practicante de Finanzas $' y $& US$");
  });

  it('an old or wrong alias redirects (301) to the canonical path, keeping the query', async () => {
    const ruta = await alias(ids.mejora);
    const res = await page(`/ofertas/titulo-antiguo-${ids.mejora}?utm_source=correo`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${ruta}?utm_source=correo`);
  });

  it('an informational offer gets its title and notice but no JobPosting (it is applied to elsewhere)', async () => {
    const ruta = await alias(ids.informativa);
    const res = await page(ruta);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Programa Nacional de Prácticas |');
    expect(res.body).not.toContain('application/ld+json');
    expect(res.body).toContain('Esta es una convocatoria informativa');
  });

  it('a pending offer, an id that does not exist or a path without id: the app shell with 404, nothing of the offer', async () => {
    for (const url of [`/ofertas/practicante-pendiente-${ids.pendiente}`, '/ofertas/no-existe-999999', '/ofertas/sin-id']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('application/ld+json');
      expect(res.body, url).not.toContain('Pendiente |');
    }
    // A malformed %-sequence is refused by the router itself: a clear 400, never a 500.
    expect((await page('/ofertas/%E0%A4%A-7')).statusCode).toBe(400);
  });

  it('other web paths still get the plain shell; the search page /ofertas too', async () => {
    for (const url of ['/ofertas', '/postulantes/nuevas-ofertas']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>PractiPerú · Prácticas en el Perú</title>');
    }
  });

  // Last: a new open offer would be among the closed offer's "open offers like it" above.
  it('an offer without a logo whose title carries markup: its page points to its own card, served as a PNG', async () => {
    const sinLogo = await empresa(t, 'Consultora <b>Sin</b> Logo');
    const id = await ofertaAprobada(t, sinLogo.organizacionId, [], {
      titulo: 'Practicante "><img src=x onerror=__xss(1)> </script><svg onload=__xss(2)>',
    });
    const html = (await page(await alias(id))).body;
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/\/og\.png$/);
    const card = await page(new URL(image!.replaceAll('&amp;', '&')).pathname);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
  });
});
