/**
 * The public offer page the server writes into `<div id="root">` (decision 022). Its output for the shared
 * fixtures is kept in apps/web/src/features/publico/__tests__/fixtures/, where the web test renders the React page
 * for the same offers and checks it is the same markup: change publico.html.ts, run this test with `-u`, and the
 * web test says whether the app still agrees.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { OfertaCardPostulante, OfertaInformativa, OfertaPublicaDetalle } from '@practiperu/shared/postulacion';
import { alertaVisible, contenidoDePagina, type Alerta } from './publico.html.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/src/features/publico/__tests__/fixtures');

interface Fixture {
  now: string;
  alerta: Alerta;
  paginas: Record<string, { oferta: OfertaPublicaDetalle | OfertaInformativa; similares: OfertaCardPostulante[] | null }>;
}
const fixture = JSON.parse(readFileSync(path.join(FIXTURES, 'paginas-publicas.json'), 'utf8')) as Fixture;
const now = new Date(fixture.now);
const html = (key: string) => contenidoDePagina({ ...fixture.paginas[key]!, alerta: fixture.alerta, now });

describe('the content of a public offer page, written by the server', () => {
  it.each(Object.keys(fixture.paginas))('%s: the markup the web page renders (kept beside the web test)', async (key) => {
    await expect(html(key)).toMatchFileSnapshot(path.join(FIXTURES, `pagina-${key}.server.html`));
  });

  it("the offer's text is escaped, its own HTML (sanitized when written) is kept, and its headings follow the h1", () => {
    const out = html('abierta');
    expect(out).toContain('>Practicante de Mejora Continua &lt;Planta &amp; Almacén&gt;</h1>');
    expect(out).toContain('<p>Apoyar en proyectos de <strong>mejora continua</strong>');
    const levels = [...out.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `h${levels[i - 1]} → h${levels[i]}`).toBeLessThanOrEqual(1);
    expect(out).toContain('<h2>Funciones</h2>');
    expect(out).toContain('<h3>Herramientas</h3>');
  });

  it('a visitor is asked to log in as an applicant to apply, and comes back to the offer', () => {
    expect(html('abierta')).toContain('href="/postulantes/inicio-sesion?volver=%2Fpostulantes%2Fnuevas-ofertas%2F42"');
  });

  it('a closed offer says so and lists the open ones like it; an open one lists none', () => {
    const cerrada = html('cerrada');
    expect(cerrada).toContain('Esta convocatoria ya cerró, pero estas ofertas parecidas aún reciben postulaciones.');
    expect(cerrada).toContain('href="/ofertas/practicante-de-calidad-50"');
    expect(cerrada).not.toContain('Postular</a>');
    expect(html('abierta')).not.toContain('ofertas-similares');
  });

  it('the general alert shows while it has text and has not expired', () => {
    expect(alertaVisible({ content: 'Aviso', expireIn: null }, now)).toBe(true);
    expect(alertaVisible({ content: 'Aviso', expireIn: '2027-07-10T16:59:59Z' }, now)).toBe(false);
    expect(alertaVisible({ content: '  ', expireIn: null }, now)).toBe(false);
    expect(
      contenidoDePagina({ ...fixture.paginas.abierta!, alerta: { content: 'Aviso', expireIn: '2027-01-01T00:00:00Z' }, now }),
    ).not.toContain('alerts-banner');
  });
});
