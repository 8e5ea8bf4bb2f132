/**
 * The apply bar: not applied → confirmation → applied; applied → confirmation →
 * cancelled, after which nothing can be applied to; a refused application shows the server's message in red beside
 * the bar with a link to the CV section; a failed cancellation is the 7-second toast 'Cancelar postulación' with the
 * spec's default text. The server is a fake `fetch` that keeps the application's state, like the API.
 */
import type { OfertaDetallePostulante, PostulacionVista } from '@practiperu/shared/postulacion';
import { CANCELAR_POSTULACION_ERROR } from '@practiperu/shared/postulacion';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { RegresarLink } from '../../cv/regresar';
import { PostularBar } from '../postular-bar';

type Oferta = Pick<
  OfertaDetallePostulante,
  'id' | 'titulo' | 'nombre_org' | 'id_reclutador' | 'postulacion' | 'puede_postular' | 'motivo_no_postular'
>;

const OFERTA: Oferta = {
  id: 42,
  titulo: 'Practicante de Mejora Continua',
  nombre_org: 'Andina Logística',
  id_reclutador: 7,
  postulacion: null,
  puede_postular: true,
  motivo_no_postular: null,
};

const APPLIED: PostulacionVista = {
  id: 900,
  estado: 0,
  revisado: 0,
  eliminado_en: null,
  creado_en: '2026-11-20T15:00:00.000Z',
  estado_clave: 'recibida',
  estado_texto: 'Recibida',
};

function json(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

/** The page around the bar: it re-reads the offer after each change, as the route's revalidation does. */
function Page({ initial, reload }: { initial: Oferta; reload: () => Oferta }) {
  const [oferta, setOferta] = useState(initial);
  return <PostularBar oferta={oferta} onChanged={() => setOferta(reload())} />;
}

function renderBar(initial: Oferta, reload: () => Oferta = () => initial) {
  return render(
    <MemoryRouter>
      <ToastProvider>
        <Page initial={initial} reload={reload} />
      </ToastProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const MIAS = '/api/entrevistas/mias';

describe('PostularBar', () => {
  it('says beside the status what the interview waits for, and that cancelling cancels it too', async () => {
    const applied: Oferta = { ...OFERTA, postulacion: APPLIED, puede_postular: false, motivo_no_postular: 'Ya postulaste a esta oferta.' };
    const propuesta = {
      id: 3,
      id_oferta: 42,
      oferta: OFERTA.titulo,
      empresa: 'Andina Logística',
      estado: 'propuesta',
      modalidad: 'virtual',
      lugar: 'https://meet.example/x',
      duracion_min: 30,
      horarios: ['2099-01-05T15:00:00.000Z'],
      inicio: null,
      mensaje: null,
      motivo_cancelacion: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => (url === MIAS ? json(200, { state: true, message: '', data: [propuesta] }) : json(500, {}))),
    );
    renderBar(applied);
    expect(screen.getByTestId('estado-postulacion')).toHaveTextContent('Recibida');
    expect(await screen.findByTestId('estado-entrevista')).toHaveTextContent('Entrevista propuesta: elige un horario');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar postulación' }));
    expect(screen.getByRole('dialog', { name: 'Cancelar postulación' })).toHaveTextContent(
      'También se cancelará tu entrevista y avisaremos a la empresa.',
    );
  });

  it('applies only after confirming, sends the offer and its company, then shows the application as Recibida', async () => {
    const calls: { url: string; body: unknown }[] = [];
    let current: Oferta = OFERTA;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        // Once applied, the bar reads the applicant's interviews (none here).
        if (url === MIAS) return json(200, { state: true, message: '', data: [] });
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        current = { ...OFERTA, postulacion: APPLIED, puede_postular: false, motivo_no_postular: 'Ya postulaste a esta oferta.' };
        return json(201, {
          state: true,
          message: 'Postulaste a la oferta. Puedes seguir tu postulación en Mis postulaciones.',
          data: [900],
        });
      }),
    );
    renderBar(OFERTA, () => current);

    await userEvent.click(screen.getByRole('button', { name: 'Postular' }));
    const dialog = screen.getByRole('dialog', { name: 'Postular a la oferta' });
    expect(dialog).toHaveTextContent('¿Quieres postular a Practicante de Mejora Continua de Andina Logística?');
    // "No" closes the dialog without applying.
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, volver' }));
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Postular' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, postular' }));
    expect(calls).toEqual([{ url: '/api/postulanteOferta/create', body: { id_oferta: 42, id_reclutador: 7 } }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Postulaste a la oferta.');
    expect(screen.getByText(/Postulaste el 20 de noviembre de 2026/)).toBeInTheDocument();
    expect(screen.getByTestId('estado-postulacion')).toHaveTextContent('Recibida');
    expect(screen.queryByRole('button', { name: 'Postular' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar postulación' })).toBeInTheDocument();
  });

  it('a CV without the required parts: the server message in red beside the bar, with a link to that section', async () => {
    vi.stubGlobal('fetch', () =>
      json(400, {
        state: false,
        message: 'Para postular, agrega en tu CV al menos un idioma.',
        data: [],
        optional: { missing: ['idiomas'], ruta: '/postulantes/curriculum/actualizar#language' },
      }),
    );
    renderBar(OFERTA);
    await userEvent.click(screen.getByRole('button', { name: 'Postular' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, postular' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Para postular, agrega en tu CV al menos un idioma.');
    expect(alert).toHaveClass('text-red-700');
    expect(within(alert).getByRole('link', { name: 'Completar mi CV' })).toHaveAttribute(
      'href',
      '/postulantes/curriculum/actualizar#language',
    );
    // The bar still offers to apply (after completing the CV) and the button points at the message.
    expect(screen.getByRole('button', { name: 'Postular' })).toHaveAccessibleDescription(/al menos un idioma/);
  });

  it('cancels after confirming: a message says so and there is no way to apply again', async () => {
    const applied: Oferta = { ...OFERTA, postulacion: APPLIED, puede_postular: false, motivo_no_postular: 'Ya postulaste a esta oferta.' };
    const cancelled: Oferta = {
      ...applied,
      postulacion: { ...APPLIED, eliminado_en: '2026-11-21T15:00:00.000Z', estado_clave: 'cancelada', estado_texto: 'Cancelada' },
      motivo_no_postular: 'Cancelaste tu postulación a esta oferta: ya no puedes volver a postular.',
    };
    const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
      url === MIAS
        ? json(200, { state: true, message: '', data: [] })
        : json(200, { state: true, message: 'Cancelaste tu postulación. Ya no podrás volver a postular a esta oferta.', data: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderBar(applied, () => cancelled);

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar postulación' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar postulación' });
    expect(dialog).toHaveTextContent('No podrás volver a postular');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));
    const remove = fetchMock.mock.calls.filter(([url]) => url !== MIAS);
    expect(remove[0]![0]).toBe('/api/postulanteOferta/removeById');
    expect(JSON.parse(String(remove[0]![1]!.body))).toEqual({ id: 900, id_oferta: 42 });
    expect(await screen.findByRole('status')).toHaveTextContent('Cancelaste tu postulación. Ya no podrás volver a postular a esta oferta.');
    expect(screen.getByText('Cancelaste tu postulación el 21 de noviembre de 2026.')).toBeInTheDocument();
    expect(screen.getByText('Ya no puedes volver a postular a esta oferta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Postular' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar postulación' })).not.toBeInTheDocument();
  });

  it("a failed cancellation: toast 'Cancelar postulación' with the default text when the server gives none, gone after 7 s", async () => {
    const applied: Oferta = { ...OFERTA, postulacion: APPLIED, puede_postular: false, motivo_no_postular: 'Ya postulaste a esta oferta.' };
    // The network fails: no server message.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderBar(applied);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar postulación' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    const toast = await screen.findByText(CANCELAR_POSTULACION_ERROR);
    expect(toast.closest('[role="alert"]') ?? toast.parentElement).toHaveTextContent('Cancelar postulación');
    // The application is still there, and so is the way to cancel it.
    expect(screen.getByTestId('estado-postulacion')).toHaveTextContent('Recibida');
    act(() => vi.advanceTimersByTime(6_500));
    expect(screen.getByText(CANCELAR_POSTULACION_ERROR)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText(CANCELAR_POSTULACION_ERROR)).not.toBeInTheDocument();
  });

  it('an offer that no longer takes applications says why, with no button', () => {
    renderBar({ ...OFERTA, puede_postular: false, motivo_no_postular: 'Esta convocatoria ya no recibe postulaciones.' });
    expect(screen.getByText('Esta convocatoria ya no recibe postulaciones.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('PostularBar: what the walks found', () => {
  it('after applying, the focus is on the message that says so, not on <body> (the Postular button is gone)', async () => {
    let current: Oferta = OFERTA;
    vi.stubGlobal('fetch', () => {
      current = { ...OFERTA, postulacion: APPLIED, puede_postular: false, motivo_no_postular: 'Ya postulaste a esta oferta.' };
      return json(201, { state: true, message: 'Postulaste a la oferta.', data: [900] });
    });
    renderBar(OFERTA, () => current);
    await userEvent.click(screen.getByRole('button', { name: 'Postular' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, postular' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Postulaste a la oferta.');
    // Focused by an effect of the drawing that shows it, which React may run a task after the message appears.
    await waitFor(() => expect(status).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });

  it('after cancelling, the focus is on the message too', async () => {
    const applied: Oferta = { ...OFERTA, postulacion: APPLIED, puede_postular: false, motivo_no_postular: 'Ya postulaste a esta oferta.' };
    const cancelled: Oferta = { ...applied, postulacion: { ...APPLIED, eliminado_en: '2026-11-21T15:00:00.000Z' } };
    vi.stubGlobal('fetch', () => json(200, { state: true, message: 'Cancelaste tu postulación.', data: [] }));
    renderBar(applied, () => cancelled);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar postulación' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveFocus());
  });

  it('Escape on a yes/no confirmation just closes it: no "¿Quiere salir de …?" question', async () => {
    const applied: Oferta = { ...OFERTA, postulacion: APPLIED, puede_postular: false, motivo_no_postular: 'Ya postulaste a esta oferta.' };
    const fetchMock = vi.fn((url: string) => (url === MIAS ? json(200, { state: true, message: '', data: [] }) : json(500, {})));
    vi.stubGlobal('fetch', fetchMock);
    renderBar(applied);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar postulación' }));
    expect(screen.getByRole('dialog', { name: 'Cancelar postulación' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText(/¿Quiere salir de/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar postulación' })).toHaveFocus();
    // The backdrop too.
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar postulación' }));
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url !== MIAS)).toHaveLength(0);
  });

  it('a CV without the parts required to apply says what is missing, with links, before Postular opens anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter>
        <ToastProvider>
          <PostularBar oferta={OFERTA} faltantes={['resumen_profesional', 'idiomas', 'habilidades']} onChanged={() => undefined} />
        </ToastProvider>
      </MemoryRouter>,
    );
    const notice = screen.getByTestId('cv-incompleto');
    expect(notice).toHaveTextContent('Para postular, completa tu CV');
    expect(within(notice).getByRole('link', { name: 'Tu resumen profesional' })).toHaveAttribute(
      'href',
      '/postulantes/curriculum/actualizar#resumen_profesional',
    );
    expect(within(notice).getByRole('link', { name: 'Al menos un idioma' })).toHaveAttribute(
      'href',
      '/postulantes/curriculum/actualizar#language',
    );
    expect(within(notice).getByRole('link', { name: 'Al menos una habilidad' })).toHaveAttribute(
      'href',
      '/postulantes/curriculum/actualizar#skills',
    );
    const postular = screen.getByRole('button', { name: 'Postular' });
    expect(postular).toHaveAccessibleDescription(/Para postular, completa tu CV/);
    await userEvent.click(postular);
    // No dialog, no call: the notice takes the focus.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notice).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a complete CV (nothing missing) shows no notice and applies as before', async () => {
    render(
      <MemoryRouter>
        <ToastProvider>
          <PostularBar oferta={OFERTA} faltantes={[]} onChanged={() => undefined} />
        </ToastProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('cv-incompleto')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Postular' }));
    expect(screen.getByRole('dialog', { name: 'Postular a la oferta' })).toBeInTheDocument();
  });
});

describe('«Te falta…» and the CV page', () => {
  it('«Regresar» of the CV page returns to the offer the notice was on', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const router = createMemoryRouter(
      [
        {
          path: '/postulantes/nuevas-ofertas/:id',
          element: (
            <ToastProvider>
              <PostularBar oferta={OFERTA} faltantes={['idiomas']} onChanged={() => undefined} />
            </ToastProvider>
          ),
        },
        { path: '/postulantes/curriculum/actualizar', element: <RegresarLink /> },
      ],
      { initialEntries: [`/postulantes/nuevas-ofertas/${OFERTA.id}`] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(within(screen.getByTestId('cv-incompleto')).getByRole('link', { name: 'Al menos un idioma' }));
    expect(router.state.location.hash).toBe('#language');
    expect(await screen.findByRole('link', { name: 'Regresar' })).toHaveAttribute('href', `/postulantes/nuevas-ofertas/${OFERTA.id}`);
  });

  it('opened any other way, «Regresar» leads to Mi CV', () => {
    const router = createMemoryRouter([{ path: '*', element: <RegresarLink /> }], {
      initialEntries: [{ pathname: '/postulantes/curriculum/actualizar', state: { regresar: 'https://otro.sitio/' } }],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/postulantes/curriculum');
  });
});
