/**
 * A signed-in applicant on the public search and the public offer page sees their own state, as in Ofertas para ti and
 * the offer in their area: an offer they applied to says «Postulaste» with no Guardar, a saved one shows «Guardada»
 * from the start (never «Guardar» first), the offer page says they applied instead of «Postular». The state comes
 * from one call after the page is drawn; a visitor's page makes no call beyond the search itself.
 */
import type { OfertaPublicaDetalle } from '@practiperu/shared/postulacion';
import type { SessionUser } from '@practiperu/shared/session';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { tokenStore } from '../../../lib/storage';
import { PublicOfertaPage, publicOfertaLoader } from '../public-oferta-page';
import { SearchPage, searchLoader } from '../search-page';
import empresas from './fixtures/empresas-publicas.json';
import paginas from './fixtures/paginas-publicas.json';

const base = (empresas as unknown as { empresas: { completa: { ofertas: object[] } } }).empresas.completa.ofertas[0]!;
const card = (id: number, titulo: string) => ({ ...base, id, titulo, ruta_publica: `/ofertas/oferta-${id}` });
const abierta = (paginas as unknown as { paginas: { abierta: { oferta: OfertaPublicaDetalle } } }).paginas.abierta.oferta;

const POSTULADA = 4;
const GUARDADA = 87;
const CANCELADA = 111;
const LIBRE = 12;

const lucia: SessionUser = {
  id: 7,
  role: 0,
  name: 'Lucía',
  lastname: 'Quispe',
  nombre_org: '',
  email: 'postulante@demo.pe',
  estado_pago: null,
  is_premium: false,
  is_dev: false,
  cv_completo: true,
};

const json = (body: object) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * The API: the search (four offers), the public offer, and the applicant's ids, whose answer waits until `release()`
 * so the test sees the page before it arrives. Records every path asked.
 */
function fakeApi({ postuladas = [POSTULADA], canceladas = [CANCELADA] }: { postuladas?: number[]; canceladas?: number[] } = {}) {
  const asked: string[] = [];
  let release = () => {};
  const ids = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      asked.push(url.pathname);
      if (url.pathname === '/api/ofertaGuardada/myIds') {
        await ids;
        return json({ state: true, message: '', data: [GUARDADA], optional: { postuladas, canceladas } });
      }
      if (url.pathname === '/api/publico/ofertas')
        return json({
          state: true,
          message: '',
          data: [
            card(POSTULADA, 'Practicante de Logística y Almacenes'),
            card(GUARDADA, 'Practicante de Compras'),
            card(CANCELADA, 'Practicante de Calidad'),
            card(LIBRE, 'Practicante de Ventas'),
          ],
          optional: { current_page: 1, total_pages: 1, total: 4 },
        });
      if (url.pathname.startsWith('/api/publico/oferta/')) return json({ state: true, message: '', data: [abierta], optional: {} });
      return json({ state: true, message: '', data: [] });
    }),
  );
  return { asked, release };
}

function renderAt(path: string, user: SessionUser | null) {
  // A session token per test: the applicant's ids are read again for it.
  if (user) tokenStore.set(`prueba-${Math.random()}`);
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => user,
        children: [
          { path: 'ofertas', loader: searchLoader, element: <SearchPage /> },
          { path: 'ofertas/:slug', loader: publicOfertaLoader, element: <PublicOfertaPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

const cardOf = (titulo: string) => screen.getByRole('link', { name: titulo }).closest('article') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('the public search for a signed-in applicant', () => {
  it('marks applied offers «Postulaste» without Guardar, and shows saved ones as «Guardada» from the start', async () => {
    const api = fakeApi();
    renderAt('/ofertas', lucia);
    await screen.findByRole('link', { name: 'Practicante de Compras' });

    // Before the applicant's state is known no card offers a state it may not have: the control's place is kept.
    expect(screen.queryByRole('button', { name: /^Guardar/ })).toBeNull();
    expect(screen.getAllByTestId('guardar-pendiente')).toHaveLength(4);
    api.release();

    const guardada = await within(cardOf('Practicante de Compras')).findByRole('button', {
      name: 'Guardar: Practicante de Compras',
      pressed: true,
    });
    expect(guardada).toHaveAttribute('aria-pressed', 'true');
    const postulada = cardOf('Practicante de Logística y Almacenes');
    expect(within(postulada).getByText('Postulaste')).toBeInTheDocument();
    expect(within(postulada).queryByRole('button', { name: /Guardar/ })).toBeNull();
    expect(within(postulada).getByRole('link', { name: 'Ver mi postulación' })).toHaveAttribute(
      'href',
      `/postulantes/mis-postulaciones/${POSTULADA}`,
    );
    const cancelada = cardOf('Practicante de Calidad');
    expect(within(cancelada).getByText('Cancelaste tu postulación')).toBeInTheDocument();
    expect(within(cancelada).queryByRole('button', { name: /Guardar/ })).toBeNull();
    expect(within(cardOf('Practicante de Ventas')).getByRole('button', { name: 'Guardar: Practicante de Ventas' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryAllByTestId('guardar-pendiente')).toHaveLength(0);
    expect(api.asked.filter((p) => p === '/api/ofertaGuardada/myIds')).toHaveLength(1);
  });

  it('a visitor sees the cards alone and the page asks nothing but the search', async () => {
    const api = fakeApi();
    renderAt('/ofertas', null);
    await screen.findByRole('link', { name: 'Practicante de Compras' });
    expect(screen.queryByText('Postulaste')).toBeNull();
    expect(screen.queryByRole('button', { name: /Guardar/ })).toBeNull();
    expect(screen.queryByTestId('guardar-pendiente')).toBeNull();
    expect(
      api.asked.filter((p) => p.startsWith('/api/')).filter((p) => p !== '/api/publico/ofertas' && !p.startsWith('/api/recursos/')),
    ).toEqual([]);
  });
});

describe('the public offer page for a signed-in applicant', () => {
  it('says they applied, with the way to their application, instead of «Postular»', async () => {
    const api = fakeApi({ postuladas: [abierta.id], canceladas: [] });
    renderAt(abierta.ruta_publica, lucia);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Postular' })).toBeNull();
    api.release();
    expect(await screen.findByText('Ya postulaste a esta oferta.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Postular' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Guardar/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver mi postulación' })).toHaveAttribute(
      'href',
      `/postulantes/mis-postulaciones/${abierta.id}`,
    );
  });

  it('offers Postular and Guardar when they have not applied', async () => {
    const api = fakeApi({ postuladas: [], canceladas: [] });
    renderAt(abierta.ruta_publica, lucia);
    await screen.findByRole('heading', { level: 1 });
    api.release();
    expect(await screen.findByRole('link', { name: 'Postular' })).toHaveAttribute('href', `/postulantes/nuevas-ofertas/${abierta.id}`);
    expect(screen.getByRole('button', { name: `Guardar: ${abierta.titulo}` })).toHaveAttribute('aria-pressed', 'false');
  });
});
