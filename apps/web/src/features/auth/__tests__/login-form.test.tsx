/** The login form checks with the shared schema, says why under each field, and clears as you type. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterContinuePage } from '../../cuenta/register-continue-page';
import { LoginForm, SESSION_ENDED_TEXT, SESSION_ENDED_TITLE } from '../login-form';

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/postulantes/inicio-sesion', element: <LoginForm area="postulantes" /> },
      { path: '/postulantes/', element: <h1>Inicio del postulante</h1> },
    ],
    { initialEntries: ['/postulantes/inicio-sesion'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function answer(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const email = () => screen.getByLabelText('Correo electrónico');
const password = () => screen.getByLabelText('Contraseña');

describe('LoginForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an empty login says "Requerido" under both fields, sends nothing, and puts the cursor in the e-mail', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(screen.getAllByText('Requerido')).toHaveLength(2);
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('typing in a field in error clears its message only', async () => {
    renderLogin();
    await userEvent.type(email(), 'rosa@');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(screen.getByText('No se reconoce como correo')).toBeInTheDocument();
    expect(screen.getByText('Requerido')).toBeInTheDocument();
    await userEvent.type(email(), 'prueba.pe');
    expect(screen.queryByText('No se reconoce como correo')).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Requerido')).toBeInTheDocument();
  });

  it('sends the trimmed e-mail, marks both fields with the server message, and clears it when typing', async () => {
    const fetchMock = vi.fn().mockReturnValue(answer(401, { state: false, data: [], message: 'Correo o contraseña incorrectos.' }));
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await userEvent.type(email(), '  rosa@prueba.pe ');
    await userEvent.type(password(), 'incorrecta1');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Correo o contraseña incorrectos.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/auth/loginPostulant');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'rosa@prueba.pe', password: 'incorrecta1' });
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(password(), 'x');
    expect(screen.queryByText('Correo o contraseña incorrectos.')).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('a field message from the server goes under its field and takes the focus', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockReturnValue(
          answer(400, { state: false, data: [], message: 'Datos inválidos', optional: { errors: { password: 'Máximo 40 caracteres' } } }),
        ),
    );
    renderLogin();
    await userEvent.type(email(), 'rosa@prueba.pe');
    await userEvent.type(password(), 'Clave1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Máximo 40 caracteres')).toBeInTheDocument();
    expect(password()).toHaveFocus();
  });

  it('a good login stores the token and opens the area home', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockReturnValue(answer(200, { state: true, data: ['tok-abc'], message: 'Bienvenido', token: 'tok-abc' })),
    );
    const router = renderLogin();
    await userEvent.type(email(), 'rosa@prueba.pe');
    await userEvent.type(password(), 'Clave1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('heading', { name: 'Inicio del postulante' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/postulantes/');
    expect(localStorage.getItem('token')).toBe('tok-abc');
  });

  it('Enter in the password field logs in, in every area', async () => {
    for (const area of ['postulantes', 'empresas', 'admin'] as const) {
      const fetchMock = vi.fn().mockReturnValue(answer(401, { state: false, data: [], message: 'Correo o contraseña incorrectos.' }));
      vi.stubGlobal('fetch', fetchMock);
      const router = createMemoryRouter([{ path: '/login', element: <LoginForm area={area} /> }], { initialEntries: ['/login'] });
      const view = render(<RouterProvider router={router} />);
      await userEvent.type(email(), 'rosa@prueba.pe');
      await userEvent.type(password(), 'Clave1234{Enter}');
      expect(await screen.findByText('Correo o contraseña incorrectos.')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      view.unmount();
    }
  });

  it('an unconfirmed account is offered the confirmation mail again; the continue page shows where it went', async () => {
    const fetchMock = vi
      .fn()
      .mockReturnValueOnce(
        answer(403, {
          state: false,
          data: [],
          message: 'Tu cuenta aún no ha sido confirmada. Revisa tu correo (también la carpeta de spam) para activarla.',
          optional: { unconfirmed: true, token_resend_mail: 'reenvio-1', retry_after: 0 },
        }),
      )
      .mockReturnValueOnce(
        answer(200, {
          state: true,
          data: [],
          message: 'Se volvió a enviar un código de verificación a su correo',
          optional: { retry_after: 180 },
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter(
      [
        { path: '/postulantes/inicio-sesion', element: <LoginForm area="postulantes" /> },
        { path: '/postulantes/registrarse/continuar', element: <RegisterContinuePage area="postulantes" /> },
      ],
      { initialEntries: ['/postulantes/inicio-sesion'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.type(email(), 'rosa@prueba.pe');
    await userEvent.type(password(), 'Clave1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar el correo de confirmación' }));
    expect(fetchMock.mock.calls[1]![0]).toContain('/api/usuario/reSendMailRegister/reenvio-1');
    expect(await screen.findByText('Se volvió a enviar un código de verificación a su correo')).toBeInTheDocument();
    expect(screen.getByTestId('registro-correo')).toHaveTextContent('rosa@prueba.pe');
    expect(screen.getByRole('button', { name: /Reenviar correo en 0[23]:\d\d/ })).toBeDisabled();
  });

  it('a wrong password offers no resend', async () => {
    vi.stubGlobal('fetch', vi.fn().mockReturnValue(answer(401, { state: false, data: [], message: 'Correo o contraseña incorrectos.' })));
    renderLogin();
    await userEvent.type(email(), 'rosa@prueba.pe');
    await userEvent.type(password(), 'Clave1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await screen.findByText('Correo o contraseña incorrectos.');
    expect(screen.queryByRole('button', { name: 'Reenviar el correo de confirmación' })).toBeNull();
  });
});

describe('a login reached because the session ended', () => {
  function renderAt(search: string) {
    const router = createMemoryRouter([{ path: '/empresas/inicio-sesion', element: <LoginForm area="empresas" /> }], {
      initialEntries: [`/empresas/inicio-sesion${search}`],
    });
    render(<RouterProvider router={router} />);
  }

  it('says the session ended, not why, and where to look', () => {
    renderAt('?motivo=sesion&volver=%2Fempresas%2Fequipo');
    const status = screen.getByRole('alert');
    expect(status).toHaveTextContent(SESSION_ENDED_TITLE);
    expect(status).toHaveTextContent(SESSION_ENDED_TEXT);
    // Nothing about the account: no removal, no deletion, no team.
    expect(status.textContent).not.toMatch(/equipo|elimin|quit/i);
  });

  it('says nothing on a plain login', () => {
    renderAt('?volver=%2Fempresas%2Fequipo');
    expect(screen.queryByText(SESSION_ENDED_TITLE)).toBeNull();
  });
});
