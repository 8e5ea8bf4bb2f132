/**
 * Found walking through the screens: the password-updated page checks its token, the continue page tells the truth,
 * the e-mail change countdown survives a reload, and a wrong password there is said once, at its field.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordUpdatedStore } from '../../../lib/storage';
import { RegisterContinuePage } from '../register-continue-page';
import type { RegisterContinueState } from '../registration';
import { PasswordUpdatedPage, passwordUpdatedLoader } from '../token-pages';
import { UpdateEmailPage } from '../update-email-page';
import { myEmailLoader } from '../account-data';

function answer(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('…/mensaje/nueva-clave/{token}', () => {
  function renderAt(area: 'postulantes' | 'empresas', token: string) {
    const router = createMemoryRouter(
      [
        {
          path: `/${area}/mensaje/nueva-clave/:token_password`,
          loader: passwordUpdatedLoader(area),
          element: <PasswordUpdatedPage area={area} />,
        },
        { path: '/404', element: <h1>Página no encontrada</h1> },
        { path: '/empresas/404', element: <h1>Página no encontrada (empresas)</h1> },
      ],
      { initialEntries: [`/${area}/mensaje/nueva-clave/${token}`] },
    );
    render(<RouterProvider router={router} />);
  }

  it('a made-up token goes to /404 (applicants) and /empresas/404 (companies)', async () => {
    renderAt('postulantes', 'inventado');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('companies: /empresas/404', async () => {
    renderAt('empresas', 'inventado');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada (empresas)' })).toBeInTheDocument();
  });

  it('the token whose password this tab just saved shows the message', async () => {
    passwordUpdatedStore.set('tok-ok');
    renderAt('postulantes', 'tok-ok');
    expect(await screen.findByRole('heading', { name: 'Tu contraseña se actualizó' })).toBeInTheDocument();
  });
});

describe('…/registrarse/continuar', () => {
  function renderAt(state: RegisterContinueState) {
    const router = createMemoryRouter(
      [{ path: '/postulantes/registrarse/continuar', element: <RegisterContinuePage area="postulantes" /> }],
      {
        initialEntries: [{ pathname: '/postulantes/registrarse/continuar', state }],
      },
    );
    render(<RouterProvider router={router} />);
  }

  it('shows the address the mail went to, and the countdown the server gave (not a fresh 180 s)', () => {
    renderAt({
      state: true,
      token_resend_mail: 't',
      existing_account: true,
      message:
        'Ya se registró este correo y te enviamos un enlace para activar tu cuenta hace menos de 3 minutos. Revisa tu correo; podrás pedir otro enlace en 01:20.',
      correo: 'rosa@correo.pe',
      retry_after: 80,
    });
    expect(screen.getByTestId('registro-correo')).toHaveTextContent('rosa@correo.pe');
    expect(screen.getByRole('button', { name: /Reenviar correo en 01:(19|20)/ })).toBeDisabled();
  });

  it('with retry_after 0 (from the login of an unconfirmed account) the resend works at once', () => {
    renderAt({ state: true, token_resend_mail: 't', existing_account: true, message: 'x', correo: 'rosa@correo.pe', retry_after: 0 });
    expect(screen.getByRole('button', { name: 'Reenviar correo' })).toBeEnabled();
  });
});

describe('…/cuenta/actualizar-correo', () => {
  it('a reload inside the 180 s shows the time left from the server and keeps the button disabled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockReturnValue(answer(200, { state: true, data: ['rosa@correo.pe'], message: '', optional: { retry_after: 95 } })),
    );
    const router = createMemoryRouter(
      [{ path: '/postulantes/cuenta/actualizar-correo', loader: myEmailLoader, element: <UpdateEmailPage area="postulantes" /> }],
      { initialEntries: ['/postulantes/cuenta/actualizar-correo'] },
    );
    render(<RouterProvider router={router} />);
    const button = await screen.findByRole('button', { name: /Cambiar correo \(01:3[45]\)/ });
    expect(button).toBeDisabled();
    expect(screen.getByText(/Podrás volver a enviarlo en/)).toBeInTheDocument();
  });

  it('without a recent link the button is free', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockReturnValue(answer(200, { state: true, data: ['rosa@correo.pe'], message: '', optional: { retry_after: 0 } })),
    );
    const router = createMemoryRouter(
      [{ path: '/empresas/cuenta/actualizar-correo', loader: myEmailLoader, element: <UpdateEmailPage area="empresas" /> }],
      { initialEntries: ['/empresas/cuenta/actualizar-correo'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: 'Cambiar correo' })).toBeEnabled();
  });

  it('a wrong password is said once, at its field (not in a red box as well)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/usuario/updateEmail'
          ? answer(400, {
              state: false,
              data: [],
              message: 'La contraseña no es correcta.',
              optional: { errors: { password: 'La contraseña no es correcta.' } },
            })
          : answer(200, { state: true, data: ['rosa@correo.pe'], message: '', optional: { retry_after: 0 } }),
      ),
    );
    const router = createMemoryRouter(
      [{ path: '/empresas/cuenta/actualizar-correo', loader: myEmailLoader, element: <UpdateEmailPage area="empresas" /> }],
      { initialEntries: ['/empresas/cuenta/actualizar-correo'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.type(await screen.findByLabelText(/^Nuevo correo/), 'rosa.nueva@correo.pe');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'NoEsLaMia1');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar correo' }));
    expect(await screen.findAllByText('La contraseña no es correcta.')).toHaveLength(1);
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(/La contraseña no es correcta/);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
