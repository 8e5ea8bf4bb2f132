/**
 * A confirmation link opened again (a second click, Back after the first login) says the account is confirmed and
 * offers the login, which takes the link's place in the history; an unknown link still goes to /404.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailChangeConfirmPage, emailChangeConfirmLoader, RegisterConfirmPage, registerConfirmLoader } from '../token-pages';
import { UnsubscribePage, unsubscribeLoader } from '../unsubscribe-page';
import { invalidateSession } from '../../../lib/session';
import { tokenStore } from '../../../lib/storage';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/correo', element: <h1>Correo</h1> },
      {
        path: '/postulantes/registrarse/confirmar/:key',
        loader: registerConfirmLoader('postulantes'),
        element: <RegisterConfirmPage area="postulantes" />,
      },
      {
        path: '/postulantes/suscripciones/:token',
        loader: unsubscribeLoader('postulantes'),
        element: <UnsubscribePage />,
      },
      {
        path: '/postulantes/confirmar-cambio/:token',
        loader: emailChangeConfirmLoader('postulantes'),
        element: <EmailChangeConfirmPage area="postulantes" />,
      },
      { path: '/postulantes/inicio-sesion', element: <h1>Inicio de sesión</h1> },
      { path: '/postulantes/cuenta/', element: <h1>Mi cuenta</h1> },
      { path: '/postulantes/', element: <h1>Inicio</h1> },
      { path: '/404', element: <h1>Página no encontrada</h1> },
    ],
    { initialEntries: ['/correo', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const answer = (status: number, body: object) =>
  vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
  invalidateSession();
});

describe('a confirmation link opened again', () => {
  it('says the account is confirmed and the login replaces the link in the history', async () => {
    vi.stubGlobal('fetch', answer(409, { state: false, data: [], message: 'Tu cuenta ya está confirmada: inicia sesión.' }));
    const router = renderAt('/postulantes/registrarse/confirmar/usado');
    expect(await screen.findByText('Tu cuenta ya está confirmada: inicia sesión.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Página no encontrada' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Inicio de sesión' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    // Back goes to where the link was opened from, not to the used link.
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Correo' })).toBeInTheDocument();
  });

  it('is skipped by Back once its owner is signed in, whichever way they reached the login', async () => {
    // The session call answers the signed-in applicant; the used link answers 409.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        const body = url.includes('mySession')
          ? { state: true, data: [{ id: 7, role: 0, nombre: 'Rosa', cv_completo: true }], message: '' }
          : { state: false, data: [], message: 'Tu cuenta ya está confirmada: inicia sesión.' };
        return new Response(JSON.stringify(body), {
          status: url.includes('mySession') ? 200 : 409,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    tokenStore.set('t');
    invalidateSession();
    const router = renderAt('/postulantes/registrarse/confirmar/usado');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    // The used link's entry became the home: Back goes on to the page the link was opened from.
    expect(router.state.historyAction).toBe('REPLACE');
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Correo' })).toBeInTheDocument();
  });

  it('an unknown link still goes to the 404 page', async () => {
    vi.stubGlobal(
      'fetch',
      answer(404, { state: false, data: [], message: 'El enlace de confirmación no es válido, ya fue usado o venció.' }),
    );
    renderAt('/postulantes/registrarse/confirmar/desconocido');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});

describe('an unsubscribe link opened again', () => {
  it('says the person already unsubscribed, with no form to send again', async () => {
    const YA = 'Ya te diste de baja: ya no recibirás nuestros correos promocionales. Si cambias de opinión, actívalos en Mi cuenta.';
    vi.stubGlobal('fetch', answer(409, { state: false, data: [], message: YA }));
    renderAt('/postulantes/suscripciones/usado');
    expect(await screen.findByRole('status')).toHaveTextContent(YA);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Página no encontrada' })).not.toBeInTheDocument();
  });

  it('«Mi cuenta» in that sentence opens the account page', async () => {
    const YA = 'Ya te diste de baja: ya no recibirás nuestros correos promocionales. Si cambias de opinión, actívalos en Mi cuenta.';
    vi.stubGlobal('fetch', answer(409, { state: false, data: [], message: YA }));
    renderAt('/postulantes/suscripciones/usado');
    await userEvent.click(await screen.findByRole('link', { name: 'Mi cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
  });
});

describe('an e-mail-change link opened again', () => {
  const YA = 'Este enlace ya se usó: tu correo ya fue cambiado. Inicia sesión con tu nuevo correo.';

  it('says the address was already changed and offers the login, not «Página no encontrada»', async () => {
    vi.stubGlobal('fetch', answer(409, { state: false, data: [], message: YA, optional: { ya_cambiado: true } }));
    const router = renderAt('/postulantes/confirmar-cambio/usado');
    expect(await screen.findByText(YA)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Página no encontrada' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Inicio de sesión' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('an address taken by another account meanwhile (409 without ya_cambiado) still goes to the 404 page', async () => {
    vi.stubGlobal('fetch', answer(409, { state: false, data: [], message: 'Ya existe una cuenta con este correo.' }));
    renderAt('/postulantes/confirmar-cambio/disputado');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
