/**
 * /ofertas for screen-reader and keyboard users, and for shared links: another page of results is announced with its
 * count and page and the focus goes to the results' heading; a search without results is announced; a filter value no
 * select offers (`region=abc`) is dropped from the address instead of failing the search.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchPage, searchLoader } from '../search-page';
import fixture from './fixtures/empresas-publicas.json';

const base = (fixture as unknown as { empresas: { completa: { ofertas: object[] } } }).empresas.completa.ofertas[0]!;
const card = (id: number) => ({ ...base, id, titulo: `Practicante ${id}`, ruta_publica: `/ofertas/oferta-${id}` });

/** 25 offers, 10 a page; the words «nada» find none. Records each search's query. */
function fakeSearch() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      let body: object = { state: true, data: [], message: '' };
      if (url.pathname === '/api/publico/ofertas') {
        asked.push(url.searchParams);
        const page = Number(url.searchParams.get('page') ?? 1);
        const nada = url.searchParams.get('q') === 'nada';
        const ids = nada ? [] : Array.from({ length: page < 3 ? 10 : 5 }, (_, i) => (page - 1) * 10 + i + 1);
        body = {
          state: true,
          message: '',
          data: ids.map(card),
          optional: { current_page: page, total_pages: nada ? 0 : 3, total: nada ? 0 : 25 },
        };
      }
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/ofertas', loader: searchLoader, element: <SearchPage />, HydrateFallback: () => null }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('/ofertas says what changed', () => {
  it('another page of results is announced with its page, and the focus goes to the results heading', async () => {
    fakeSearch();
    renderAt('/ofertas');
    await waitFor(() => expect(screen.getByTestId('anuncio-busqueda')).toHaveTextContent('25 ofertas'));
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    const heading = await screen.findByRole('heading', { level: 2, name: '25 ofertas · Página 2 de 3' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('anuncio-busqueda')).toHaveTextContent('25 ofertas · Página 2 de 3');
  });

  it('a search that finds nothing is announced', async () => {
    fakeSearch();
    renderAt('/ofertas');
    await waitFor(() => expect(screen.getByTestId('anuncio-busqueda')).toHaveTextContent('25 ofertas'));
    await userEvent.type(screen.getByRole('searchbox', { name: /Puesto, carrera o lugar/ }), 'nada');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getByTestId('anuncio-busqueda')).toHaveTextContent('No encontramos ofertas con esos filtros.'));
  });

  it('a shared link with values no select offers loses them, keeps the rest, and searches', async () => {
    const asked = fakeSearch();
    const router = renderAt('/ofertas?q=ventas&region=abc&nivel=zz&modalidad_tiempo=Virtual&pagina=2');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ventas&modalidad_tiempo=Virtual&pagina=2'));
    await waitFor(() => expect(screen.getByTestId('anuncio-busqueda')).toHaveTextContent('25 ofertas · Página 2 de 3'));
    expect(asked.some((q) => q.has('region') || q.has('nivel'))).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Departamento' })).toHaveValue('');
  });
});

describe('/ofertas on a wide screen', () => {
  it('a select changed and not yet searched says that «Buscar» applies it; «Buscar» does', async () => {
    const asked = fakeSearch();
    const router = renderAt('/ofertas');
    await waitFor(() => expect(screen.getByTestId('anuncio-busqueda')).toHaveTextContent('25 ofertas'));
    expect(screen.getByTestId('filtros-sin-aplicar')).toHaveTextContent('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Departamento' }), 'Cusco');
    expect(screen.getByTestId('filtros-sin-aplicar')).toHaveTextContent('Pulsa «Buscar» para aplicar los filtros elegidos.');
    expect(asked.some((q) => q.has('region'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?region=8'));
    // The router has the address before the page is drawn with it: the note goes with that drawing.
    await waitFor(() => expect(screen.getByTestId('filtros-sin-aplicar')).toBeEmptyDOMElement());
  });
});
