/**
 * Applicants keep their place: the offer detail's back link returns to the list it was opened from (Ofertas para ti
 * or Guardadas), at the same page and scroll, and says which; Guardar and Quitar keep the keyboard focus on the
 * control, or on the next card when the removed one goes away; an applied offer's card offers no Guardar; the
 * pagination names its list. The server is a fake `fetch`.
 */
import type { OfertaCardPostulante } from '@practiperu/shared/postulacion';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { guardadasLoader, GuardadasPage } from '../guardadas-page';
import { PostulanteOfertaPage } from '../oferta-page';
import { OfertaList, ofertasLoader, OfertasPage } from '../ofertas-page';

function card(id: number, titulo: string, extra: Partial<OfertaCardPostulante> = {}): OfertaCardPostulante {
  return {
    id,
    titulo,
    alias: `oferta-${id}`,
    nombre_org: 'Banco Kuntur',
    logo_org: null,
    fecha_publicacion: '2026-11-20T15:00:00.000Z',
    fin_convocatoria: '2099-01-01',
    modalidad_tiempo: 'Presencial',
    region: 'Lima',
    distrito: 'Miraflores',
    publicar: 1,
    estado: 1,
    finaliza: null,
    tipo: 1,
    estado_pago: null,
    mensaje_rechazado: null,
    ruta_publica: `/ofertas/oferta-${id}-${id}`,
    oferta_publica: 0,
    enlace: null,
    destacado: false,
    cumple_ley_28518: false,
    vigente: true,
    estado_texto: 'Vigente',
    postulado: false,
    ...extra,
  } as OfertaCardPostulante;
}

type Handler = (url: URL, body: unknown) => object;

function fakeApi(routes: Record<string, Handler>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const route = Object.keys(routes).find((r) => url.pathname.endsWith(r));
      // The job alert block at the foot of Ofertas para ti.
      const fallback = url.pathname.endsWith('/mySubscription') ? { optional: { autorizacion_marketing: 1 } } : { data: [] };
      const answer = route ? routes[route]!(url, body) : fallback;
      return new Response(JSON.stringify({ state: true, message: '', data: [], ...answer }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const pagina = (items: OfertaCardPostulante[], page: number, pages: number) => ({
  data: items,
  optional: { current_page: page, total_pages: pages, total: pages * 10 },
});

function renderApp(initial: string) {
  const router = createMemoryRouter(
    [
      { path: '/postulantes/nuevas-ofertas', loader: ofertasLoader, element: <OfertasPage /> },
      { path: '/postulantes/guardadas', loader: guardadasLoader, element: <GuardadasPage /> },
      // The home's recommended offers, as the home draws them.
      {
        path: '/postulantes/',
        element: <OfertaList items={[card(7, 'Practicante de Marketing')]} label="Ofertas recomendadas" desde="inicio" />,
      },
      {
        path: '/postulantes/nuevas-ofertas/:id',
        // The detail's body is not what is tested: it stays loading.
        loader: () => ({ oferta: new Promise(() => {}) }),
        element: <PostulanteOfertaPage from="ofertas" />,
      },
    ],
    { initialEntries: [initial] },
  );
  render(
    <ToastProvider>
      <main>
        <RouterProvider router={router} />
      </main>
    </ToastProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the detail returns to the list it came from', () => {
  it('Ofertas para ti: the same page of the list and its scroll', async () => {
    localStorage.setItem('token', `nav-ofertas-${Date.now()}`);
    fakeApi({
      '/oferta/recommended': (url) =>
        pagina(
          [card(Number(url.searchParams.get('page')) * 100 + 1, `Practicante ${url.searchParams.get('page')}`)],
          Number(url.searchParams.get('page')),
          3,
        ),
      '/oferta/recommendedProfile': () => pagina([], 1, 1),
      '/myIds': () => ({ data: [] }),
    });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = renderApp('/postulantes/nuevas-ofertas?pagina=2');
    const link = await screen.findByRole('link', { name: 'Practicante 2' });
    expect(screen.getByRole('navigation', { name: 'Páginas de Ofertas en tu departamento' })).toBeInTheDocument();

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 840 });
    await userEvent.click(link);
    const back = await screen.findByRole('link', { name: 'Volver a Ofertas para ti' });
    expect(back).toHaveAttribute('href', '/postulantes/nuevas-ofertas?pagina=2');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });

    await userEvent.click(back);
    expect(await screen.findByRole('link', { name: 'Practicante 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pagina=2');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 840));
  });

  it('Ofertas para ti, second list paged: its scroll comes back even when that list draws after the first', async () => {
    localStorage.setItem('token', `nav-otras-${Date.now()}`);
    // The second list answers when the test lets it: on the way back, after the first list has drawn.
    let soltar: () => void = () => {};
    let retener = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        const page = Number(url.searchParams.get('page') ?? 1);
        let answer: object = { data: [] };
        if (url.pathname.endsWith('/oferta/recommended')) answer = pagina([card(1, 'Practicante de Lima')], 1, 1);
        else if (url.pathname.endsWith('/oferta/recommendedProfile')) {
          if (retener) await new Promise<void>((r) => (soltar = r));
          answer = pagina([card(200 + page, `Practicante de Cusco ${page}`)], page, 3);
        } else if (url.pathname.endsWith('/mySubscription')) answer = { optional: { autorizacion_marketing: 1 } };
        return new Response(JSON.stringify({ state: true, message: '', data: [], ...answer }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    // A page as a browser lays it out: while the second list is not drawn the page cannot scroll past 1523 px (where
    // its heading is); drawn, it can.
    let y = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
    const alto = () => (screen.queryByRole('list', { name: 'En otros departamentos' }) ? 5000 : 1523);
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
      y = Math.min(top, alto());
    }) as typeof window.scrollTo);
    const intoView = vi.fn(() => {
      y = 1523;
    });
    Element.prototype.scrollIntoView = intoView;
    try {
      const router = renderApp('/postulantes/nuevas-ofertas');
      const otras = await screen.findByRole('navigation', { name: 'Páginas de Ofertas en otros departamentos' });
      await userEvent.click(within(otras).getByRole('button', { name: /2/ }));
      const link = await screen.findByRole('link', { name: 'Practicante de Cusco 2' });
      y = 2239;
      await userEvent.click(link);
      const back = await screen.findByRole('link', { name: 'Volver a Ofertas para ti' });
      y = 0;
      retener = true;
      await userEvent.click(back);
      await screen.findByRole('link', { name: 'Practicante de Lima' });
      expect(router.state.location.search).toBe('?pagina_otras=2');
      soltar();
      await screen.findByRole('link', { name: 'Practicante de Cusco 2' });
      await waitFor(() => expect(window.scrollY).toBe(2239));
    } finally {
      // @ts-expect-error jsdom has no scrollIntoView of its own
      delete Element.prototype.scrollIntoView;
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });

  it('Guardadas: «Volver a Guardadas», to its page', async () => {
    localStorage.setItem('token', `nav-guardadas-${Date.now()}`);
    fakeApi({
      '/ofertaGuardada/myList': (url) => ({
        data: [
          {
            id_oferta: 7,
            guardada_en: '2026-11-21T15:00:00.000Z',
            recordatorio_enviado_en: null,
            disponible: true,
            oferta: card(7, 'Practicante de Finanzas'),
          },
        ],
        optional: { current_page: Number(url.searchParams.get('page')), total_pages: 2, total: 11, autorizacion_marketing: 1 },
      }),
      '/myIds': () => ({ data: [7] }),
    });
    const router = renderApp('/postulantes/guardadas?pagina=2');
    await userEvent.click(await screen.findByRole('link', { name: 'Practicante de Finanzas' }));
    const back = await screen.findByRole('link', { name: 'Volver a Guardadas' });
    expect(screen.queryByRole('link', { name: 'Volver a Ofertas para ti' })).toBeNull();
    await userEvent.click(back);
    await screen.findByRole('link', { name: 'Practicante de Finanzas' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/postulantes/guardadas?pagina=2');
  });

  it('Guardadas: under the page’s h1, each card’s title is an h2, an unavailable offer’s too', async () => {
    localStorage.setItem('token', `nav-guardadas-titulos-${Date.now()}`);
    fakeApi({
      '/ofertaGuardada/myList': () => ({
        data: [
          {
            id_oferta: 7,
            guardada_en: '2026-11-21T15:00:00.000Z',
            recordatorio_enviado_en: null,
            disponible: true,
            oferta: card(7, 'Practicante de Finanzas'),
          },
          { id_oferta: 8, guardada_en: '2026-11-20T15:00:00.000Z', recordatorio_enviado_en: null, disponible: false, oferta: null },
        ],
        optional: { current_page: 1, total_pages: 1, total: 2, autorizacion_marketing: 1 },
      }),
      '/myIds': () => ({ data: [7] }),
    });
    renderApp('/postulantes/guardadas');
    await screen.findByRole('link', { name: 'Practicante de Finanzas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Guardadas' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Practicante de Finanzas',
      'Oferta no disponible',
    ]);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('a detail opened without a list (a typed address) offers «Ver más ofertas», not a «Volver» to a list never seen', async () => {
    renderApp('/postulantes/nuevas-ofertas/5');
    expect(await screen.findByRole('link', { name: 'Ver más ofertas' })).toHaveAttribute('href', '/postulantes/nuevas-ofertas');
    expect(screen.queryByRole('link', { name: /^Volver a/ })).toBeNull();
  });

  it('Inicio: «Volver a Inicio», back to the home', async () => {
    const router = renderApp('/postulantes/');
    await userEvent.click(await screen.findByRole('link', { name: 'Practicante de Marketing' }));
    const back = await screen.findByRole('link', { name: 'Volver a Inicio' });
    expect(back).toHaveAttribute('href', '/postulantes/');
    expect(screen.queryByRole('link', { name: 'Volver a Ofertas para ti' })).toBeNull();
    await userEvent.click(back);
    await screen.findByRole('link', { name: 'Practicante de Marketing' });
    expect(router.state.location.pathname).toBe('/postulantes/');
  });
});

describe('keyboard focus and the cards', () => {
  it('Guardar keeps the focus while it saves; an applied offer has no Guardar', async () => {
    localStorage.setItem('token', `nav-foco-${Date.now()}`);
    let answer: (value: object) => void = () => {};
    fakeApi({
      '/oferta/recommended': () =>
        pagina([card(1, 'Practicante de Logística'), card(2, 'Practicante de Ventas', { postulado: true })], 1, 1),
      '/oferta/recommendedProfile': () => pagina([], 1, 1),
      '/myIds': () => ({ data: [] }),
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) =>
        String(input).endsWith('/ofertaGuardada/create')
          ? new Promise<Response>((resolve) => {
              answer = (body) =>
                resolve(
                  new Response(
                    JSON.stringify({ state: true, message: 'Guardaste la oferta. La encuentras en Guardadas.', data: [], ...body }),
                  ),
                );
            })
          : realFetch(input, init),
      ),
    );
    renderApp('/postulantes/nuevas-ofertas');
    const guardar = await screen.findByRole('button', { name: 'Guardar: Practicante de Logística' });
    const ventas = screen.getByRole('link', { name: 'Practicante de Ventas' }).closest('article')!;
    expect(within(ventas).getByText('Postulaste')).toBeInTheDocument();
    expect(within(ventas).queryByRole('button', { name: /Guardar/ })).toBeNull();

    guardar.focus();
    await userEvent.keyboard('{Enter}');
    // While the answer is awaited the button is busy, not disabled: it keeps the focus.
    expect(guardar).not.toBeDisabled();
    expect(guardar).toHaveAttribute('aria-disabled', 'true');
    expect(guardar).toHaveFocus();
    answer({ data: [{ id_oferta: 1, guardada: true }] });
    await screen.findByRole('button', { name: 'Guardar: Practicante de Logística', pressed: true });
    expect(screen.getByRole('button', { name: 'Guardar: Practicante de Logística', pressed: true })).toHaveFocus();
  });

  it('Quitar moves the focus to the card that takes the removed one’s place', async () => {
    localStorage.setItem('token', `nav-quitar-${Date.now()}`);
    const saved = [card(7, 'Practicante de Finanzas'), card(8, 'Practicante de Marketing')];
    const fila = (o: OfertaCardPostulante) => ({
      id_oferta: o.id,
      guardada_en: '2026-11-21T15:00:00.000Z',
      recordatorio_enviado_en: null,
      disponible: true,
      oferta: o,
    });
    fakeApi({
      '/ofertaGuardada/myList': () => ({
        data: saved.map(fila),
        optional: { current_page: 1, total_pages: 1, total: saved.length, autorizacion_marketing: 1 },
      }),
      '/ofertaGuardada/removeById': (_url, body) => {
        const id = (body as { id_oferta: number }).id_oferta;
        saved.splice(
          saved.findIndex((o) => o.id === id),
          1,
        );
        return { message: 'Quitaste la oferta de Guardadas.', data: [{ id_oferta: id, guardada: false }] };
      },
      '/myIds': () => ({ data: saved.map((o) => o.id) }),
    });
    renderApp('/postulantes/guardadas');
    const quitar = await screen.findByRole('button', { name: 'Quitar: Practicante de Finanzas' });
    quitar.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Quitar: Practicante de Finanzas' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Quitar: Practicante de Marketing' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await screen.findByText('Aún no guardaste ofertas.');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Guardadas' })).toHaveFocus());
  });

  it('Guardadas shows an applied or cancelled application’s status on its card', async () => {
    localStorage.setItem('token', `nav-estado-${Date.now()}`);
    const postulacion = (estado_clave: string, estado_texto: string) => ({
      id: 1,
      estado: 0,
      revisado: 0,
      eliminado_en: estado_clave === 'cancelada' ? '2026-11-22T15:00:00.000Z' : null,
      creado_en: '2026-11-21T15:00:00.000Z',
      estado_clave,
      estado_texto,
    });
    fakeApi({
      '/ofertaGuardada/myList': () => ({
        data: [
          {
            id_oferta: 7,
            guardada_en: '2026-11-21T15:00:00.000Z',
            recordatorio_enviado_en: null,
            disponible: true,
            oferta: card(7, 'Practicante de Finanzas', { postulado: true }),
            postulacion: postulacion('recibida', 'Recibida'),
          },
          {
            id_oferta: 8,
            guardada_en: '2026-11-21T15:00:00.000Z',
            recordatorio_enviado_en: null,
            disponible: true,
            oferta: card(8, 'Practicante de Marketing'),
            postulacion: postulacion('cancelada', 'Cancelada'),
          },
          {
            id_oferta: 9,
            guardada_en: '2026-11-21T15:00:00.000Z',
            recordatorio_enviado_en: null,
            disponible: true,
            oferta: card(9, 'Practicante de Ventas'),
            postulacion: null,
          },
        ],
        optional: { current_page: 1, total_pages: 1, total: 3, autorizacion_marketing: 1 },
      }),
      '/myIds': () => ({ data: [7, 8, 9] }),
    });
    renderApp('/postulantes/guardadas');
    const cardOf = async (titulo: string) => (await screen.findByRole('link', { name: titulo })).closest('article')!;
    expect(within(await cardOf('Practicante de Finanzas')).getByTestId('estado-postulacion')).toHaveTextContent('Recibida');
    expect(within(await cardOf('Practicante de Marketing')).getByTestId('estado-postulacion')).toHaveTextContent('Cancelada');
    expect(within(await cardOf('Practicante de Ventas')).queryByTestId('estado-postulacion')).toBeNull();
  });
});
