/** The page after registering: the resend waits 180 s, or what the server's 429 says. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterContinuePage } from '../register-continue-page';
import type { RegisterContinueState } from '../registration';

const STATE: RegisterContinueState = {
  state: true,
  token_resend_mail: 'tok-123',
  existing_account: false,
  message: 'Se envió un mensaje a su correo, verifique su cuenta para completar el registro.',
};

function renderAt(state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/empresas/registrarse/continuar', element: <RegisterContinuePage area="empresas" /> },
      { path: '/empresas/inicio-sesion', element: <h1>Inicio de sesión</h1> },
      { path: '/empresas/registrarse', element: <h1>Registro</h1> },
    ],
    { initialEntries: [{ pathname: '/empresas/registrarse/continuar', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function answer(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('RegisterContinuePage', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('without the registration’s data goes to the area’s login', async () => {
    renderAt(null);
    expect(await screen.findByRole('heading', { name: 'Inicio de sesión' })).toBeInTheDocument();
  });

  it('shows the server message, the spam advice, a Regresar link, and blocks the resend from page load', () => {
    renderAt(STATE);
    expect(screen.getByText(STATE.message)).toBeInTheDocument();
    expect(screen.getByText(/spam o correo no deseado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/empresas/registrarse');
    expect(screen.getByRole('button', { name: 'Reenviar correo en 03:00' })).toBeDisabled();
  });

  it('after the countdown resends with the token and says so; a 429 waits what the server asks', async () => {
    const fetchMock = vi
      .fn()
      .mockReturnValueOnce(answer(200, { state: true, data: [], message: 'Se volvió a enviar un código de verificación a su correo' }))
      .mockReturnValueOnce(
        answer(429, { state: false, data: [], message: 'Podrás reenviar el correo en 00:42.', optional: { retry_after: 42 } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(STATE);

    act(() => vi.advanceTimersByTime(180_000));
    // The countdown's ticking starts in an effect, which a busy machine may run after the clock was moved: found once
    // a tick has read the moved clock, not at once.
    await user.click(await screen.findByRole('button', { name: 'Reenviar correo' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/usuario/reSendMailRegister/tok-123', expect.objectContaining({ method: 'GET' }));
    expect(await screen.findByText('Se volvió a enviar un código de verificación a su correo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reenviar correo en 0[23]:\d\d/ })).toBeDisabled();

    act(() => vi.advanceTimersByTime(180_000));
    await user.click(await screen.findByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByText('Podrás reenviar el correo en 00:42.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reenviar correo en 00:4[12]/ })).toBeDisabled();
  });
});
