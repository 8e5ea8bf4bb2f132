/**
 * The public search filtered to one company (a company page's «Ver todas las ofertas», `?empresa=`): the page names
 * the company in a removable label, keeps the filter through a new search, and says so when no shown company has
 * that address.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchPage, searchLoader } from '../search-page';
import fixture from './fixtures/empresas-publicas.json';

// A real card as the server writes it (the company pages' fixture), renamed.
const base = (fixture as unknown as { empresas: { completa: { ofertas: object[] } } }).empresas.completa.ofertas[0]!;
const card = (id: number, titulo: string) => ({ ...base, id, titulo, ruta_publica: `/ofertas/oferta-${id}` });

const DESCONOCIDA = 'No encontramos esa empresa o ya no muestra su página. Quita el filtro de empresa para ver todas las ofertas.';

/** Answers the search by its query; records each search's query string. */
function fakeSearch() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      let body: object = { state: true, data: [], message: '' };
      if (url.pathname === '/api/publico/ofertas') {
        asked.push(url.searchParams);
        const empresa = url.searchParams.get('empresa');
        const pagina = { current_page: 1, total_pages: 1, total: 0 };
        body =
          empresa === 'banco-kuntur'
            ? {
                state: true,
                message: '',
                data: [card(1, 'Practicante de Finanzas'), card(2, 'Practicante de Riesgos')],
                optional: { ...pagina, total: 2, empresa: { slug: 'banco-kuntur', nombre: 'Banco Kuntur' } },
              }
            : empresa
              ? { state: true, message: DESCONOCIDA, data: [], optional: { ...pagina, total_pages: 0, empresa: null } }
              : { state: true, message: '', data: [card(3, 'Practicante Contable')], optional: { ...pagina, total: 1 } };
      }
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/ofertas', loader: searchLoader, element: <SearchPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('the search filtered to one company', () => {
  it('names the company, keeps it through a new search, and its label removes it', async () => {
    const asked = fakeSearch();
    const router = renderAt('/ofertas?empresa=banco-kuntur');
    expect(await screen.findByTestId('filtro-empresa')).toHaveTextContent('Empresa: Banco Kuntur');
    expect(screen.getByRole('link', { name: 'Practicante de Finanzas' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('empresa')).toBe('banco-kuntur');

    // A new search with words keeps the company in the address and in the call.
    await userEvent.type(screen.getByRole('searchbox', { name: /Puesto, carrera o lugar/ }), 'riesgos');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=riesgos&empresa=banco-kuntur'));
    expect(asked.at(-1)?.get('empresa')).toBe('banco-kuntur');
    expect(asked.at(-1)?.get('q')).toBe('riesgos');

    // The label of the new search's results (its link keeps the words); the old results' label may still be leaving.
    const quitar = () => screen.getByRole('link', { name: 'Quitar el filtro de empresa Banco Kuntur' });
    await waitFor(() => expect(quitar()).toHaveAttribute('href', '/ofertas?q=riesgos'));
    await userEvent.click(quitar());
    await waitFor(() => expect(router.state.location.search).toBe('?q=riesgos'));
    expect(await screen.findByRole('link', { name: 'Practicante Contable' })).toBeInTheDocument();
    expect(asked.at(-1)?.has('empresa')).toBe(false);
    expect(screen.queryByTestId('filtro-empresa')).not.toBeInTheDocument();
  });

  it('an unknown company says so, with the way back to every offer', async () => {
    fakeSearch();
    const router = renderAt('/ofertas?empresa=no-existe');
    // Shown, and said in the page's live region.
    await waitFor(() => expect(screen.getByTestId('anuncio-busqueda')).toHaveTextContent(DESCONOCIDA));
    expect(screen.getAllByText(DESCONOCIDA)).toHaveLength(2);
    await userEvent.click(screen.getByRole('link', { name: 'Quitar el filtro de empresa' }));
    expect(await screen.findByRole('link', { name: 'Practicante Contable' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
