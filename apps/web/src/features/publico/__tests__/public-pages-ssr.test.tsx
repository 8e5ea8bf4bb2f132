/**
 * The server writes a public offer page's content into the HTML it sends (apps/api/src/modules/publico/
 * publico.html.ts, decision 022), and a company's page's (publico.empresa.html.ts, decision 029), and the app's first
 * render replaces it. Nothing may move or change when it does:
 * for the same offers (fixtures/paginas-publicas.json) the React page for a visitor — layout, header, alert,
 * offer, "Postular", a closed offer's similar offers, footer — must be the very markup the server wrote
 * (fixtures/pagina-*.server.html, kept up to date by the API test publico.html.test.ts). Compared as trees:
 * tags, attributes, classes (as sets) and text (spaces folded).
 */
import type { OfertaCardPostulante, OfertaInformativa, OfertaPublicaDetalle } from '@practiperu/shared/postulacion';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PublicLayout, RootLayout } from '../../../app/layouts';
import { loadAlerts } from '../../layout/alerts-banner';
import { PublicOfertaPage, type PublicOfertaData } from '../public-oferta-page';
import { EmpresaPublicaPage, type EmpresaPublicaData } from '../empresa-page';
import abierta from './fixtures/pagina-abierta.server.html?raw';
import cerrada from './fixtures/pagina-cerrada.server.html?raw';
import informativa from './fixtures/pagina-informativa.server.html?raw';
import fixture from './fixtures/paginas-publicas.json';
import empresaCompleta from './fixtures/empresa-completa.server.html?raw';
import empresaMinima from './fixtures/empresa-minima.server.html?raw';
import empresaNoEncontrada from './fixtures/empresa-no-encontrada.server.html?raw';
import empresasFixture from './fixtures/empresas-publicas.json';
import type { EmpresaPublica } from '@practiperu/shared/empresa-publica';

const SERVER_HTML: Record<string, string> = { abierta, cerrada, informativa };
type Pagina = { oferta: OfertaPublicaDetalle | OfertaInformativa; similares: OfertaCardPostulante[] | null };
const paginas = fixture.paginas as unknown as Record<string, Pagina>;

/** An element as a list of lines: its tag with sorted attributes (classes as a sorted set), then its children. */
function canon(node: Node, depth = 0): string[] {
  const pad = '  '.repeat(depth);
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ');
    return text.trim() ? [`${pad}${JSON.stringify(text)}`] : [];
  }
  if (!(node instanceof Element)) return [];
  const attrs = [...node.attributes]
    // React Router's marker for lazy route discovery, when it adds one: not part of what the reader sees.
    .filter((a) => a.name !== 'data-discover')
    .map((a) => {
      const name = a.name.toLowerCase();
      const value = name === 'class' ? a.value.split(/\s+/).filter(Boolean).sort().join(' ') : a.value;
      return `${name}="${value}"`;
    })
    .sort();
  const children = [...node.childNodes].flatMap((c) => canon(c, depth + 1));
  return [`${pad}<${node.tagName.toLowerCase()}${attrs.length ? ` ${attrs.join(' ')}` : ''}>`, ...children];
}

function tree(root: Element): string {
  root.normalize();
  return canon(root).join('\n');
}

function serverTree(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content.firstElementChild;
  if (!root) throw new Error('HTML del servidor vacío');
  return tree(root);
}

beforeAll(async () => {
  // The general alert, as the root loader asks for it before the first render.
  vi.stubGlobal('fetch', (url: string) =>
    Promise.resolve(
      new Response(
        JSON.stringify(String(url).includes('recursos/listAlertas') ? { state: true, message: '', data: [fixture.alerta] } : {}),
        {
          status: String(url).includes('recursos/listAlertas') ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        },
      ),
    ),
  );
  await loadAlerts();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The page at `path` for a visitor, in the public frame, with its loader's data; resolves to the frame's tree. */
async function renderPage(path: string, route: string, loaderData: unknown, Component: () => React.ReactNode, h1: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => null,
        HydrateFallback: () => null,
        element: <RootLayout />,
        children: [{ element: <PublicLayout area={null} />, children: [{ path: route, loader: () => loaderData, Component }] }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(h1);
  const frame = document.querySelector('main#contenido')?.parentElement;
  if (!frame) throw new Error('sin marco');
  return tree(frame);
}

describe('a public offer page: the app draws exactly what the server wrote', () => {
  it.each(Object.keys(SERVER_HTML))('%s', async (key) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(fixture.now));
    const page = paginas[key]!;
    const data: PublicOfertaData = { slugPath: page.oferta.ruta_publica, loaded: { ok: true, data: page } };
    const drawn = await renderPage(page.oferta.ruta_publica, 'ofertas/:slug', data, PublicOfertaPage, page.oferta.titulo);
    expect(drawn).toBe(serverTree(SERVER_HTML[key]!));
  });
});

const EMPRESA_HTML: Record<string, string> = { completa: empresaCompleta, minima: empresaMinima, 'no-encontrada': empresaNoEncontrada };
const empresas = empresasFixture.empresas as unknown as Record<string, EmpresaPublica | null>;

describe("a company's public page: the app draws exactly what the server wrote", () => {
  it.each(Object.keys(EMPRESA_HTML))('%s', async (key) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(empresasFixture.now));
    const empresa = empresas[key] ?? null;
    const path = empresa?.ruta_publica ?? '/empresa/no-existe';
    const data: EmpresaPublicaData = {
      path,
      loaded: empresa ? { ok: true, data: empresa } : { ok: false, notFound: true, message: 'No se encontró la empresa.' },
    };
    const drawn = await renderPage(path, 'empresa/:slug', data, EmpresaPublicaPage, empresa?.nombre ?? 'Empresa no encontrada');
    expect(drawn).toBe(serverTree(EMPRESA_HTML[key]!));
  });
});
