/**
 * Steps 2 and 3 of the featured flow: the payment step needs the offer step 1 created; a
 * failed payment is a 5-second toast with the spec's text, 'Nro. de operación inválida' when the server's message
 * contains 'Duplicate entry'; a received payment leads to step 3, and leaving it clears the flow.
 */
import { PAGO_MESSAGES } from '@practiperu/shared/pago';
import type { SessionUser } from '@practiperu/shared/session';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { destacadoFlow } from '../destacado-flow';
import { CompletedPage, completedLoader, PagoPage, pagoLoader } from '../pago-pages';

const PAGO = '/empresas/publicar/destacado/pago';

function json(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

/** The API as the payment step sees it; `pago/create` answers what each test says. */
function mockApi(pago: () => Promise<Response>, solicitud?: () => Promise<Response>) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/recursos/getTemplatePaymentDescription'))
      return json(200, { state: true, message: '', data: ['<h3>¿Cómo pagar tu aviso destacado?</h3><p>Yapea S/ 69.</p>'] });
    if (url === '/api/usuario/getInfoFactura')
      return json(200, {
        state: true,
        message: '',
        data: [{ correo: 'facturacion@practiperu.pe', ruc: '20613456784', razon_social: 'PractiPerú S.A.C.', whatsapp: '912345678' }],
      });
    if (url === '/api/pago/create') return pago();
    if (solicitud && /^\/api\/pago\/solicitudes\/\d+\/pagar$/.test(url)) return solicitud();
    return json(200, { state: true, message: '', data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderFlow(user?: SessionUser) {
  const routes = [
    { path: PAGO, loader: pagoLoader, element: <PagoPage /> },
    { path: '/empresas/publicar/destacado/completado', loader: completedLoader, element: <CompletedPage /> },
    { path: '/empresas/publicar/destacado', element: <h1>Paso 1</h1> },
    { path: '/empresas/mis-publicaciones/', element: <h1>Mis publicaciones</h1> },
    { path: '/empresas/', element: <h1>Inicio</h1> },
  ];
  const router = createMemoryRouter(
    user ? [{ id: 'root', path: '/', loader: () => user, HydrateFallback: () => null, children: routes }] : routes,
    { initialEntries: [PAGO] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

async function fillAndPay() {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Número de operación/ }), '00123456');
  await userEvent.click(screen.getByRole('radio', { name: 'Yape' }));
  await userEvent.click(screen.getByRole('button', { name: 'Registrar pago' }));
}

describe('the featured payment step', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('without an offer created in step 1 it sends back to step 1', async () => {
    mockApi(() => json(201, { state: true, data: [], message: '' }));
    renderFlow();
    expect(await screen.findByRole('heading', { name: 'Paso 1' })).toBeInTheDocument();
  });

  it('shows the offer, the payment description, the price 69 and the billing data; the amount starts at 69', async () => {
    mockApi(() => json(201, { state: true, data: [], message: '' }));
    destacadoFlow.startPago(41, 'Practicante de Logística');
    renderFlow();
    expect(await screen.findByRole('heading', { name: 'Pago del aviso destacado' })).toBeInTheDocument();
    expect(screen.getByText('Practicante de Logística')).toBeInTheDocument();
    expect(screen.getByText('¿Cómo pagar tu aviso destacado?')).toBeInTheDocument();
    expect(screen.getByText('S/ 69')).toBeInTheDocument();
    expect(screen.getByText('20613456784')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+51 912345678' })).toHaveAttribute('href', 'https://wa.me/51912345678');
    expect(screen.getByRole('textbox', { name: /^Monto pagado/ })).toHaveValue('69');
    expect(screen.getByRole('navigation', { name: 'Pasos del aviso destacado' })).toHaveTextContent('Paso 2 de 3');
  });

  it('a recruiter seat is told that an administrator registers the payment, with no form the server would refuse', async () => {
    const fetchMock = mockApi(() =>
      json(403, { state: false, data: [], message: 'Solo los administradores de la empresa pueden hacer esto.' }),
    );
    destacadoFlow.startPago(41, 'Practicante de Logística');
    renderFlow({
      id: 8,
      role: 1,
      name: 'Rosa',
      lastname: 'Huamán',
      nombre_org: 'Andina Logística',
      email: 'reclutadora@demo.pe',
      estado_pago: null,
      is_premium: false,
      is_dev: false,
      cv_completo: true,
      equipo_rol: 'reclutador',
      titular: false,
    });
    expect(await screen.findByText('Solo los administradores de tu empresa registran pagos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mis publicaciones' })).toHaveAttribute('href', '/empresas/mis-publicaciones/');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/pago/create')).toBe(false);
  });

  it('a repeated operation number says «Nro. de operación inválida» for 5 seconds, also on the field', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    mockApi(() =>
      json(409, {
        state: false,
        data: [],
        message: 'Nro. de operación inválida (Duplicate entry): ese número de operación ya fue registrado con este método de pago.',
        optional: { errors: { nro_operacion: 'Nro. de operación inválida (Duplicate entry): …' } },
      }),
    );
    destacadoFlow.startPago(41, 'Practicante de Logística');
    renderFlow();
    await fillAndPay();
    const toast = await screen.findByText(PAGO_MESSAGES.duplicate, { selector: 'p' });
    expect(screen.getByRole('textbox', { name: /^Número de operación/ })).toHaveAccessibleDescription(PAGO_MESSAGES.duplicate);
    expect(screen.queryByText(/Duplicate entry/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(toast).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByText(PAGO_MESSAGES.duplicate, { selector: '[aria-live] p' })).not.toBeInTheDocument());
  });

  it('any other failure shows the spec’s long text (and what the server said under the form)', async () => {
    mockApi(() =>
      json(409, {
        state: false,
        data: [],
        message: 'Ya enviaste un pago para esta oferta y lo estamos validando. Te avisaremos por correo.',
      }),
    );
    destacadoFlow.startPago(41, 'Practicante de Logística');
    renderFlow();
    await fillAndPay();
    expect(await screen.findByText(PAGO_MESSAGES.failure)).toBeInTheDocument();
    expect(screen.getByText(/Ya enviaste un pago para esta oferta/)).toBeInTheDocument();
  });

  it('a received payment goes to step 3 with pass_to_destacado when a free offer changes; leaving clears the flow', async () => {
    const fetchMock = mockApi(() =>
      json(201, { state: true, data: [{ id_pago: 9, id_oferta: 7, estado_pago: 0 }], message: PAGO_MESSAGES.received }),
    );
    destacadoFlow.startPago(7, 'Practicante de Mejora Continua', 1);
    const router = renderFlow();
    await fillAndPay();
    expect(await screen.findByRole('heading', { name: '¡Listo! Recibimos tu pago' })).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls.find((c) => c[0] === '/api/pago/create')![1]!.body));
    expect(body).toEqual({ id_oferta: 7, nro_operacion: '00123456', metodo_pago: 'Yape', monto: 69, pass_to_destacado: 1 });
    expect(destacadoFlow.get()?.completado).toBe(true);
    await act(() => router.navigate('/empresas/mis-publicaciones/'));
    await waitFor(() => expect(destacadoFlow.get()).toBeNull());
    // Step 3 again without a payment: back to step 1.
    await act(() => router.navigate('/empresas/publicar/destacado/completado'));
    expect(await screen.findByRole('heading', { name: 'Paso 1' })).toBeInTheDocument();
  });

  it('paying from a seat’s request names it, and a request resolved meanwhile is refused with the server’s words', async () => {
    const fetchMock = mockApi(() =>
      json(409, {
        state: false,
        data: [],
        message: 'Walter Ríos ya rechazó esta solicitud: no se cambió nada. Recarga la página para ver en qué quedó.',
      }),
    );
    destacadoFlow.startPago(7, 'Practicante de Mejora Continua', 1, true, 31);
    renderFlow();
    await fillAndPay();
    expect(await screen.findByText(/Walter Ríos ya rechazó esta solicitud/)).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls.find((c) => c[0] === '/api/pago/create')![1]!.body));
    expect(body).toMatchObject({ id_oferta: 7, pass_to_destacado: 1, id_solicitud: 31 });
  });

  it('opened for a seat’s request resolved meanwhile, the step says so instead of the form and leads back to Equipo', async () => {
    const fetchMock = mockApi(
      () => json(201, { state: true, data: [], message: '' }),
      () =>
        json(409, {
          state: false,
          data: [],
          message: 'Walter Ríos ya rechazó esta solicitud: no hay nada que pagar y no se registró ningún pago.',
        }),
    );
    destacadoFlow.startPago(7, 'Practicante de Mejora Continua', 1, true, 31);
    renderFlow();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Walter Ríos ya rechazó esta solicitud: no hay nada que pagar y no se registró ningún pago.',
    );
    expect(screen.getByRole('link', { name: 'Ver las solicitudes en Equipo' })).toHaveAttribute('href', '/empresas/equipo');
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).toBeNull();
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/pago/solicitudes/31/pagar');
  });

  it('step 3 says a new offer is reviewed, and an offer already published stays published until the payment is validated', async () => {
    mockApi(() => json(201, { state: true, data: [{ id_pago: 9, id_oferta: 41, estado_pago: 0 }], message: PAGO_MESSAGES.received }));
    destacadoFlow.startPago(41, 'Practicante de Logística');
    renderFlow();
    await fillAndPay();
    expect(
      await screen.findByText(
        /aparece en Mis publicaciones como «Destacado pendiente» hasta que validemos el pago\. Luego la revisamos y la publicamos destacada\./,
      ),
    ).toBeInTheDocument();
    cleanup();

    destacadoFlow.startPago(7, 'Practicante de Mejora Continua', 1, true);
    renderFlow();
    await fillAndPay();
    expect(await screen.findByText(/sigue publicada como hasta ahora y pasa a destacada cuando validemos el pago\./)).toBeInTheDocument();
    expect(screen.queryByText(/la revisamos y la publicamos/)).not.toBeInTheDocument();
  });

  it('Cancel clears the flow and goes to Mis publicaciones', async () => {
    mockApi(() => json(201, { state: true, data: [], message: '' }));
    destacadoFlow.startPago(41, 'Practicante de Logística');
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Mis publicaciones' })).toBeInTheDocument();
    expect(destacadoFlow.get()).toBeNull();
  });
});
