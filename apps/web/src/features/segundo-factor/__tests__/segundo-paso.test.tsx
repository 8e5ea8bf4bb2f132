/**
 * The company login's second step: a right password asks for the code, a wrong code is said at the field, the right one
 * signs in, a dead challenge goes back to the password.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../auth/login-form';

function answer(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/empresas/inicio-sesion', element: <LoginForm area="empresas" /> },
      { path: '/empresas/', element: <h1>Inicio de la empresa</h1> },
    ],
    { initialEntries: ['/empresas/inicio-sesion'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const WRONG = 'El código no es correcto o ya se usó. Espera el siguiente código de tu aplicación e inténtalo de nuevo.';

describe('the second step of the company login', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the code after the password, shows a wrong code at the field, and signs in with the right one', async () => {
    const fetchMock = vi
      .fn()
      .mockReturnValueOnce(
        answer(200, {
          state: true,
          data: [],
          message: 'Ingresa el código de tu aplicación de autenticación.',
          optional: { segundo_factor: { desafio: 'desafio-1', inscribir: false, expira_en: 300 } },
        }),
      )
      .mockReturnValueOnce(answer(400, { state: false, data: [], message: WRONG, optional: { errors: { codigo: WRONG } } }))
      .mockReturnValueOnce(answer(200, { state: true, data: ['token-1'], message: 'Bienvenido a PractiPerú', token: 'token-1' }));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderLogin();

    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'rosa@andina.pe');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Clave1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

    const codigo = await screen.findByLabelText('Código de verificación');
    // Letters that are neither a code nor a recovery code are refused before anything is sent.
    await userEvent.type(codigo, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByText('El código tiene 6 dígitos, o es un código de recuperación como ABCD-EFGH.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.clear(codigo);
    await userEvent.type(codigo, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toContain('/api/segundoFactor/verificar');
    expect(JSON.parse(init.body as string)).toEqual({ desafio: 'desafio-1', codigo: '123456' });

    await userEvent.clear(codigo);
    await userEvent.type(codigo, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('heading', { name: 'Inicio de la empresa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/empresas/');
  });

  it('a challenge that died (expired or out of attempts) goes back to the password, saying why', async () => {
    const VENCIDO = 'El ingreso venció o tuvo demasiados intentos. Vuelve a ingresar tu correo y contraseña.';
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockReturnValueOnce(
          answer(200, {
            state: true,
            data: [],
            message: '',
            optional: { segundo_factor: { desafio: 'd', inscribir: false, expira_en: 300 } },
          }),
        )
        .mockReturnValueOnce(answer(401, { state: false, data: [], message: VENCIDO })),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'rosa@andina.pe');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Clave1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await userEvent.type(await screen.findByLabelText('Código de verificación'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VENCIDO);
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.queryByLabelText('Código de verificación')).toBeNull();
  });

  it("the back office's login sends a forgotten password to another administrator, not to the applicants' recovery", () => {
    const router = createMemoryRouter([{ path: '/admin/inicio-sesion', element: <LoginForm area="admin" /> }], {
      initialEntries: ['/admin/inicio-sesion'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('¿Olvidaste tu contraseña? Pide al equipo técnico que la restablezca en el servidor.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Recuperar cuenta/ })).toBeNull();
  });

  it('goes back to the password when asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockReturnValue(
        answer(200, {
          state: true,
          data: [],
          message: '',
          optional: { segundo_factor: { desafio: 'd', inscribir: false, expira_en: 300 } },
        }),
      ),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'rosa@andina.pe');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Clave1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Volver a ingresar correo y contraseña' }));
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
  });
});
