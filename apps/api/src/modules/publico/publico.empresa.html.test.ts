/**
 * A company's public page the server writes into `<div id="root">` (decision 029). Its output for the shared
 * fixtures is kept in apps/web/src/features/publico/__tests__/fixtures/, where the web test renders the React page
 * for the same companies and checks it is the same markup: change publico.empresa.html.ts, run this test with `-u`,
 * and the web test says whether the app still agrees.
 */
import type { EmpresaPublica } from '@practiperu/shared/empresa-publica';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contenidoDeEmpresa } from './publico.empresa.html.ts';
import type { Alerta } from './publico.html.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/src/features/publico/__tests__/fixtures');

interface Fixture {
  now: string;
  alerta: Alerta;
  empresas: Record<string, EmpresaPublica | null>;
}
const fixture = JSON.parse(readFileSync(path.join(FIXTURES, 'empresas-publicas.json'), 'utf8')) as Fixture;
const now = new Date(fixture.now);
const html = (key: string) => contenidoDeEmpresa({ empresa: fixture.empresas[key] ?? null, alerta: fixture.alerta, now });

describe("the content of a company's public page, written by the server", () => {
  it.each(Object.keys(fixture.empresas))('%s: the markup the web page renders (kept beside the web test)', async (key) => {
    await expect(html(key)).toMatchFileSnapshot(path.join(FIXTURES, `empresa-${key}.server.html`));
  });

  it("escapes the company's text and keeps one h1, then the offers' h2 and their cards' h3", () => {
    const out = html('completa');
    expect(out).toContain('>Andina Logística &amp; Cía &lt;Sur&gt;</h1>');
    const levels = [...out.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels).toEqual([1, 2, 3, 3]);
  });

  it('«Ver todas las ofertas» opens the search filtered to the company, or every offer when it has none open', () => {
    expect(html('completa')).toContain(`href="/ofertas?empresa=${fixture.empresas.completa!.slug}">Ver todas las ofertas</a>`);
    const empresa = fixture.empresas.completa!;
    expect(contenidoDeEmpresa({ empresa: { ...empresa, ofertas: [], total_ofertas: 0 }, alerta: fixture.alerta, now })).toContain(
      'href="/ofertas">Ver todas las ofertas</a>',
    );
  });

  it('its links open apart, marked as the company’s own (no endorsement, no window access)', () => {
    const out = html('completa');
    expect([...out.matchAll(/<a href="(https:[^"]+)" target="_blank" rel="noopener nofollow ugc"/g)].map((m) => m[1])).toEqual([
      'https://www.andina.pe/',
      'https://www.linkedin.com/company/andina-logistica',
      'https://www.facebook.com/andinalogistica',
      'https://www.instagram.com/andina.logistica',
    ]);
    expect(out).toContain('<span class="min-w-0 truncate">andina.pe</span>');
  });

  it('says how many offers are open and when the list stops before them all; none: the way to the search', () => {
    expect(html('completa')).toContain('3 ofertas que reciben postulaciones. Se muestran las 2 más recientes.');
    expect(html('minima')).toContain('Por ahora no tiene ofertas abiertas.');
    expect(html('minima')).toContain('<span aria-hidden="true">TS</span>');
  });

  it('a company page that does not exist: the not-found page', () => {
    const out = html('no-encontrada');
    expect(out).toContain('Empresa no encontrada</h1>');
    expect(out).toContain('href="/ofertas">Ver ofertas de prácticas</a>');
  });
});
