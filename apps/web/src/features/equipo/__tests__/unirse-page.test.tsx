/**
 * The page of an invitation's link: a link that does not open says why and what to do, a link opened while signed
 * in as another account says so, and the form asks for the terms and the privacy policy, as registration does.
 */
import { EQUIPO_MESSAGES } from '@practiperu/shared/equipo';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateSession } from '../../../lib/session';
import { tokenStore } from '../../../lib/storage';
import { UnirsePage, unirseLoader } from '../unirse-page';

function answer(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const VIGENTE = { state: true, data: [{ organizacion: 'Andina Logística', correo: 'carla@andina.pe', rol: 'reclutador' }], message: '' };

/** The API as the page sees it: the invitation's answer, the session (when a token is stored), logout and joining. */
function api(invitacion: { status: number; body: object }) {
  const unirse = vi.fn((_url: string, _init?: RequestInit) => answer(201, { state: true, data: ['tok'], message: '' }));
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/api/equipo/invitacion/')) return answer(invitacion.status, invitacion.body);
    if (url.includes('/api/auth/mySession'))
      return answer(200, {
        state: true,
        data: [{ id: 9, role: 0, name: 'Rosa', lastname: 'Flores', email: 'rosa@correo.pe' }],
        message: '',
      });
    if (url.includes('/api/auth/logout')) return answer(200, { state: true, data: [], message: '' });
    if (url.includes('/api/equipo/unirse')) return unirse(url, init);
    return answer(404, { state: false, data: [], message: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, unirse };
}

function renderJoin() {
  const router = createMemoryRouter(
    [
      { path: '/empresas/unirse/:token', loader: unirseLoader, element: <UnirsePage /> },
      { path: '/empresas/404', element: <h1>Página no encontrada (empresas)</h1> },
      { path: '/empresas/', element: <h1>Inicio de empresa</h1> },
    ],
    { initialEntries: ['/empresas/unirse/abc'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
  invalidateSession();
});

describe('/empresas/unirse/{token}', () => {
  it.each([
    ['usada', 404, EQUIPO_MESSAGES.invitacionUsada, 'Esta invitación ya se usó', true],
    ['vencida', 404, EQUIPO_MESSAGES.invitacionVencida, 'Esta invitación venció', false],
    ['cancelada', 404, EQUIPO_MESSAGES.invitacionCancelada, 'Esta invitación fue cancelada', false],
    ['con_cuenta', 409, EQUIPO_MESSAGES.correoConCuenta, 'Esta invitación no puede usarse con este correo', true],
  ] as const)('a link %s says so and what to do', async (motivo, status, message, titulo, login) => {
    api({ status, body: { state: false, data: [], message, optional: { motivo } } });
    renderJoin();
    expect(await screen.findByRole('heading', { name: titulo })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Unirme al equipo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' }) !== null).toBe(login);
  });

  it('a made-up link goes to the company area’s 404', async () => {
    api({ status: 404, body: { state: false, data: [], message: 'no' } });
    renderJoin();
    expect(await screen.findByRole('heading', { name: 'Página no encontrada (empresas)' })).toBeInTheDocument();
  });

  it('opened while signed in as another account: says so, and the form appears only after signing out', async () => {
    tokenStore.set('otra-sesion');
    const { fetchMock } = api({ status: 200, body: VIGENTE });
    renderJoin();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Iniciaste sesión como rosa@correo.pe, pero esta invitación es para carla@andina.pe.');
    expect(screen.queryByLabelText(/Contraseña/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión y continuar' }));
    expect(await screen.findByRole('button', { name: 'Unirme al equipo' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/logout'))).toBe(true);
    expect(tokenStore.get()).toBeFalsy();
  });

  it('the form asks for the terms and the privacy policy before joining', async () => {
    const { unirse } = api({ status: 200, body: VIGENTE });
    renderJoin();
    await screen.findByRole('heading', { name: 'Únete a Andina Logística' });
    await userEvent.type(screen.getByLabelText(/^Nombres/), 'Carla');
    await userEvent.type(screen.getByLabelText(/^Apellidos/), 'Quispe Mamani');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Clave12345');
    await userEvent.type(screen.getByLabelText(/^Repetir contraseña/), 'Clave12345');
    await userEvent.click(screen.getByRole('button', { name: 'Unirme al equipo' }));
    expect(await screen.findByText(EQUIPO_MESSAGES.terminos)).toBeInTheDocument();
    expect(unirse).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Unirme al equipo' }));
    expect(await screen.findByRole('heading', { name: 'Inicio de empresa' })).toBeInTheDocument();
    const body: unknown = JSON.parse(String(unirse.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ token: 'abc', nombres: 'Carla', terminos: true });
  });

  it('a mismatched repetition is said together with the unticked terms, on the first try', async () => {
    const { unirse } = api({ status: 200, body: VIGENTE });
    renderJoin();
    await screen.findByRole('heading', { name: 'Únete a Andina Logística' });
    await userEvent.type(screen.getByLabelText(/^Nombres/), 'Carla');
    await userEvent.type(screen.getByLabelText(/^Apellidos/), 'Quispe Mamani');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Clave12345');
    await userEvent.type(screen.getByLabelText(/^Repetir contraseña/), 'Clave12346');
    await userEvent.click(screen.getByRole('button', { name: 'Unirme al equipo' }));
    expect(await screen.findByText(EQUIPO_MESSAGES.terminos)).toBeInTheDocument();
    expect(screen.getByText(EQUIPO_MESSAGES.clavesDistintas)).toBeInTheDocument();
    expect(unirse).not.toHaveBeenCalled();
  });
});
