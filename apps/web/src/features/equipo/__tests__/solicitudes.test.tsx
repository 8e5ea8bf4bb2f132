/**
 * Equipo › Solicitudes a los administradores: an administrator sees a seat's pending request and pays it through the normal
 * payment step or declines it with a reason; a recruiter seat sees what became of its own requests, without actions.
 */
import type { SolicitudDestacado } from '@practiperu/shared/pago';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { destacadoFlow } from '../../ofertas/destacado-flow';
import { SolicitudesDestacado } from '../solicitudes';

const PENDIENTE: SolicitudDestacado = {
  id: 31,
  tipo: 'destacar',
  id_oferta: 7,
  titulo: 'Practicante de Compras',
  tipo_oferta: 1,
  pagable: true,
  publicada: false,
  pago_en_revision: null,
  accionable: true,
  estado: 'pendiente',
  pago_rechazado: false,
  mensaje: 'La necesitamos esta semana.',
  solicitado_por: 'Rosa Huamán',
  mia: false,
  resuelto_por: null,
  motivo: null,
  creado_en: '2027-03-10T15:00:00.000Z',
  resuelto_en: null,
};

/** The API's answer to every call: `GET pago/solicitudes/{id}/pagar` before the payment step, or an action. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderList(administrador: boolean, items: SolicitudDestacado[], loader?: () => null) {
  const router = createMemoryRouter(
    [
      {
        path: '/empresas/equipo',
        element: <SolicitudesDestacado administrador={administrador} loaded={{ ok: true, data: items }} />,
        ...(loader && { loader }),
      },
      { path: '/empresas/publicar/destacado/pago', element: <h1>Paso 2</h1> },
    ],
    { initialEntries: ['/empresas/equipo'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('requests to feature an offer', () => {
  it('an administrator pays a pending request through the payment step', async () => {
    const fetchMock = answer(200, { state: true, message: '', data: [PENDIENTE] });
    const router = renderList(true, [PENDIENTE]);
    expect(await screen.findByText('«La necesitamos esta semana.»')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar destacado' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/empresas/publicar/destacado/pago'));
    // Asked first whether it can still be paid; the payment names the request, for the API to refuse it if another
    // administrator resolves it meanwhile.
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/pago/solicitudes/31/pagar');
    expect(destacadoFlow.get()).toMatchObject({ id_oferta: 7, pass_to_destacado: 0, publicada: false, solicitud: 31 });
  });

  it('«Pagar destacado» on a request declined meanwhile says so at the click and reads the list again; no payment step', async () => {
    answer(409, {
      state: false,
      data: [],
      message: 'Walter Ríos ya rechazó esta solicitud: no hay nada que pagar y no se registró ningún pago.',
    });
    let lecturas = 0;
    const router = renderList(true, [PENDIENTE], () => {
      lecturas++;
      return null;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar destacado' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Walter Ríos ya rechazó esta solicitud: no hay nada que pagar y no se registró ningún pago.');
    expect(alerta).toHaveFocus();
    expect(lecturas).toBe(2);
    expect(router.state.location.pathname).toBe('/empresas/equipo');
    expect(destacadoFlow.get()).toBeNull();
  });

  it('paying a request for an offer already published tells the payment step so', async () => {
    const publicada = { ...PENDIENTE, tipo_oferta: 0, publicada: true };
    answer(200, { state: true, message: '', data: [publicada] });
    renderList(true, [publicada]);
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar destacado' }));
    await waitFor(() => expect(destacadoFlow.get()).toMatchObject({ id_oferta: 7, pass_to_destacado: 1, publicada: true }));
  });

  it('an administrator declines one with a reason', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ state: true, message: 'Rechazaste la solicitud.', data: [{ ...PENDIENTE, estado: 'rechazada' }] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderList(true, [PENDIENTE]);
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Motivo/ }), 'Sin presupuesto');
    await userEvent.click(screen.getByRole('button', { name: 'Sí, rechazar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/pago/solicitudes/31/rechazar');
    expect(JSON.parse(String(init?.body))).toEqual({ motivo: 'Sin presupuesto' });
  });

  const ANULAR: SolicitudDestacado = {
    ...PENDIENTE,
    id: 32,
    tipo: 'anular_pago',
    pagable: false,
    mensaje: null,
    pago_en_revision: { monto: 69, metodo_pago: 'Yape', nro_operacion: '00123456', pagado_por: 'Jorge Salas' },
    accionable: true,
  };

  it('an administrator sees a request to annul a payment with the money, and cancels the feature with the same words', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ state: true, message: 'Se canceló el destacado: tu oferta ahora es gratuita.', data: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderList(true, [ANULAR]);
    expect(await screen.findByText('Cancelar el destacado y anular el pago en revisión')).toBeInTheDocument();
    expect(screen.getByTestId('pago-en-revision')).toHaveTextContent(
      'Pago en revisión: S/ 69 (Yape, operación 00123456), registrado por Jorge Salas.',
    );
    expect(screen.queryByRole('button', { name: 'Pagar destacado' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar destacado' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'el pago de S/ 69 (Yape, operación 00123456) que registró Jorge Salas está en revisión: se anulará, lo devolveremos por el mismo medio de pago dentro de los 30 días siguientes',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sí, cancelar destacado' }));
    // The request is named, for the API to refuse if another administrator resolved it meanwhile.
    await waitFor(() => expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/oferta/cancelDestacado/7?solicitud=32'));
    // The answer is said in the section and takes the focus: the button that had it changed with the item.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Se canceló el destacado: tu oferta ahora es gratuita.'));
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('the cancel dialog says whether the offer stays, from the free publications left', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify(
            url.startsWith('/api/oferta/resumen/')
              ? { state: true, message: '', data: [{ gratis_disponibles: 0 }] }
              : { state: true, message: '', data: [] },
          ),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderList(true, [ANULAR]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar destacado' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toHaveTextContent('no te quedan publicaciones gratuitas este mes, así que se eliminará.'),
    );
  });

  it('acting on a request another administrator resolved meanwhile says so, and the list is read again', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            state: false,
            message: 'Walter Ríos ya rechazó esta solicitud: no se cambió nada. Recarga la página para ver en qué quedó.',
            data: [],
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderList(true, [{ ...ANULAR, tipo: 'eliminar' }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar oferta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Walter Ríos ya rechazó esta solicitud: no se cambió nada.');
    expect(alerta).toHaveFocus();
  });

  it('a request to remove is done with the offer’s removal', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ state: true, message: 'Se eliminó la oferta.', data: [], optional: { eliminada: true } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderList(true, [{ ...ANULAR, tipo: 'eliminar' }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar oferta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/oferta/removeMyOffer/7?solicitud=32');
  });

  it('a request whose payment is no longer in review says so and can only be declined', async () => {
    renderList(true, [{ ...ANULAR, pago_en_revision: null, accionable: false }]);
    expect(await screen.findByText(/ya no tiene un pago en revisión/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar destacado' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
    expect(screen.getByText(/Puedes rechazar la solicitud/)).toBeInTheDocument();
  });

  it('the seat reads that its request lost its object, without the administrators’ advice', async () => {
    renderList(false, [{ ...ANULAR, mia: true, pago_en_revision: null, accionable: false }]);
    expect(await screen.findByText(/ya no tiene un pago en revisión/)).toBeInTheDocument();
    expect(screen.queryByText(/Puedes rechazar/)).toBeNull();
  });

  it('a request to feature shows its price and the offer’s number; a note keeps its line breaks', async () => {
    renderList(true, [{ ...PENDIENTE, mensaje: 'Primera línea\nSegunda línea' }]);
    expect(await screen.findByTestId('precio-destacado')).toHaveTextContent('El destacado cuesta S/ 69.');
    expect(screen.getByText('(oferta n.º 7)')).toBeInTheDocument();
    expect(screen.getByText(/Primera línea/).className).toContain('whitespace-pre-line');
  });

  it('a reason stops at 500 characters: a longer paste is cut and the counter says so; typing again clears it', async () => {
    renderList(true, [PENDIENTE]);
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const motivo = screen.getByRole('textbox', { name: /Motivo/ });
    expect(motivo).toHaveAttribute('maxlength', '500');
    await userEvent.click(motivo);
    await userEvent.paste('z'.repeat(503));
    expect(motivo).toHaveValue('z'.repeat(500));
    expect(screen.getByText('500 de 500 caracteres: lo que pegaste no cabía entero y se cortó. Revisa el final.')).toBeInTheDocument();
    await userEvent.type(motivo, '{Backspace}');
    expect(screen.getByText('499 de 500 caracteres')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sí, rechazar' })).toBeEnabled();
  });

  it('a long note without spaces wraps inside the card; a request without effect says why', async () => {
    const nota = 'x'.repeat(500);
    renderList(true, [
      { ...PENDIENTE, mensaje: nota, estado: 'sin_efecto', motivo: 'La oferta se eliminó.', resuelto_en: PENDIENTE.creado_en },
    ]);
    expect((await screen.findByText(`«${nota}»`)).className).toContain('[overflow-wrap:anywhere]');
    expect(screen.getByText('Sin efecto')).toBeInTheDocument();
    expect(screen.getByText('Motivo: La oferta se eliminó.')).toBeInTheDocument();
  });

  it('a recruiter seat sees the outcome of its own requests, without actions', async () => {
    renderList(false, [
      {
        ...PENDIENTE,
        mia: true,
        estado: 'rechazada',
        resuelto_por: 'Jorge Salas',
        motivo: 'Sin presupuesto',
        resuelto_en: PENDIENTE.creado_en,
      },
    ]);
    expect(await screen.findByText('Tus solicitudes a los administradores')).toBeInTheDocument();
    expect(screen.getByText('Rechazada')).toBeInTheDocument();
    expect(screen.getByText('Motivo: Sin presupuesto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar destacado' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).toBeNull();
  });
});
