/**
 * The public offer page as a crawler receives it (issue #7, C21; decision 015): the server writes the offer's
 * title, description, canonical link and schema.org JobPosting JSON-LD into the web app's index.html, with `<`
 * escaped so the offer's own text cannot close the script; an old alias redirects to the canonical path; offers
 * without a public page get the shell with 404.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { career, empresa, ofertaAprobada } from '../matching/matching.fixtures.ts';
import { jsonParaScript } from './publico.pagina.ts';

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
const ids = { mejora: 0, peligrosa: 0, pendiente: 0, informativa: 0, dolar: 0 };

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
  const company = await empresa(t);
  const industrial = await career(t, 'Ingeniería Industrial');
  const org = company.organizacionId;
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
    expect(html).toContain('<div id="root"></div>');
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Practicante de Mejora Continua',
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: 'Andina Logística' },
      jobLocation: { address: { addressLocality: 'Cayma', addressRegion: 'Arequipa', addressCountry: 'PE' } },
      baseSalary: { currency: 'PEN', value: { value: 1200, unitText: 'MONTH' } },
      url: `http://practiperu.test${ruta}`,
    });
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
});
