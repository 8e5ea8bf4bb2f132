/**
 * The server writes a public offer page's content into the HTML it sends (apps/api/src/modules/publico/
 * publico.html.ts, decision 022) and the app's first render replaces it. Nothing may move or change when it does:
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
import abierta from './fixtures/pagina-abierta.server.html?raw';
import cerrada from './fixtures/pagina-cerrada.server.html?raw';
import informativa from './fixtures/pagina-informativa.server.html?raw';
import fixture from './fixtures/paginas-publicas.json';

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

describe('a public offer page: the app draws exactly what the server wrote', () => {
  it.each(Object.keys(SERVER_HTML))('%s', async (key) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(fixture.now));
    const page = paginas[key]!;
    const data: PublicOfertaData = { slugPath: page.oferta.ruta_publica, loaded: { ok: true, data: page } };
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          path: '/',
          loader: () => null,
          HydrateFallback: () => null,
          element: <RootLayout />,
          children: [
            {
              element: <PublicLayout area={null} />,
              children: [{ path: 'ofertas/:slug', loader: () => data, Component: PublicOfertaPage }],
            },
          ],
        },
      ],
      { initialEntries: [page.oferta.ruta_publica] },
    );
    render(<RouterProvider router={router} />);
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(page.oferta.titulo);
    const frame = document.querySelector('main#contenido')?.parentElement;
    if (!frame) throw new Error('sin marco');
    expect(tree(frame)).toBe(serverTree(SERVER_HTML[key]!));
  });
});
