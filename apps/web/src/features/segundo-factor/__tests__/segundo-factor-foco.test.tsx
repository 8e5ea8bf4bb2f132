/**
 * Keyboard and screen-reader users land where the second factor's screen continues: the code after the password,
 * the enrolment's title when it must be set up, the recovery codes once shown, the first field of a form that opened,
 * and the state line when a step closes. The company's requirement changes only with a code.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { AdminCuentaPage } from '../../admin/cuenta-page';
import { LoginForm } from '../../auth/login-form';
import { SegundoFactorBlock } from '../segundo-factor-block';

function answer(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}
const ok = (data: unknown[], message = '') => answer(200, { state: true, data, message });

function renderLogin() {
  const router = createMemoryRouter([{ path: '/empresas/inicio-sesion', element: <LoginForm area="empresas" /> }], {
    initialEntries: ['/empresas/inicio-sesion'],
  });
  render(<RouterProvider router={router} />);
}

async function ingresar() {
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'rosa@andina.pe');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'Clave1234');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

const desafio = (inscribir: boolean) =>
  answer(200, { state: true, data: [], message: '', optional: { segundo_factor: { desafio: 'd-1', inscribir, expira_en: 300 } } });

const ESTADO = { disponible: true, activo: false, exigido: false, codigos_restantes: 0, empresa_exige: false };
const QR = { secreto: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', otpauth: 'otpauth://x' };
const CODIGOS = Array.from({ length: 10 }, (_, i) => `ABCD-EF${String(i).padStart(2, '0')}`);

/** Answers by path, so each screen gets what the server would send. */
function servidor(rutas: Record<string, () => Promise<Response>>) {
  const fetchMock = vi.fn((url: string) => {
    const ruta = Object.keys(rutas).find((r) => String(url).includes(r));
    if (!ruta) throw new Error(`sin respuesta para ${url}`);
    return rutas[ruta]!();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('focus on the second factor screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('after the right password, focus is on the code field', async () => {
    servidor({ '/api/auth/': () => desafio(false) });
    renderLogin();
    await ingresar();
    const codigo = await screen.findByLabelText('Código de verificación');
    await waitFor(() => expect(codigo).toHaveFocus());
  });

  it('an account that must enrol lands on the title that says so, not on a success box', async () => {
    servidor({ '/api/auth/': () => desafio(true), '/segundoFactor/iniciar': () => ok([QR]) });
    renderLogin();
    await ingresar();
    const titulo = await screen.findByRole('heading', { name: 'Activa el segundo factor' });
    await waitFor(() => expect(titulo).toHaveFocus());
    expect(titulo.closest('[role="status"]')).toBeNull();
  });

  it('in Mi cuenta: enrolment, the codes, back to the state line, and the disable form each get the focus', async () => {
    let estado = ESTADO;
    servidor({
      '/segundoFactor/estado': () => ok([estado]),
      '/segundoFactor/iniciar': () => ok([QR]),
      '/segundoFactor/confirmar': () => {
        estado = { ...ESTADO, activo: true, codigos_restantes: 10 };
        return ok([{ codigos: CODIGOS }], 'Se activó');
      },
    });
    render(
      <ToastProvider>
        <SegundoFactorBlock />
      </ToastProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Activar segundo factor' }));
    expect(screen.getByRole('group', { name: 'Activar segundo factor' })).toHaveFocus();
    // The typed key breaks only between its groups of four.
    const clave = await screen.findByTestId('secreto-segundo-factor');
    expect([...clave.querySelectorAll('.whitespace-nowrap')].map((g) => g.textContent)).toEqual(QR.secreto.match(/.{4}/g));

    await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Activar segundo factor' }));
    await waitFor(() => expect(screen.getByText('Segundo factor activado')).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    await waitFor(() => expect(screen.getByTestId('segundo-factor-estado')).toHaveFocus());

    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar' }));
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByTestId('segundo-factor-estado')).toHaveFocus();
  });

  it("the company's requirement asks for a code first; while it is on, the card says why there is no «Desactivar»", async () => {
    let estado = { ...ESTADO, activo: true, codigos_restantes: 10 };
    const fetchMock = servidor({
      '/segundoFactor/estado': () => ok([estado]),
      '/segundoFactor/exigirEnEmpresa': () => {
        estado = { ...estado, exigido: true, empresa_exige: true };
        return ok([estado], 'Desde ahora…');
      },
    });
    render(
      <ToastProvider>
        <SegundoFactorBlock />
      </ToastProvider>,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: /Exigir segundo factor/ }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('exigirEnEmpresa'))).toBe(false);
    const codigo = screen.getByLabelText('Código de 6 dígitos de tu aplicación');
    expect(codigo).toHaveFocus();
    await userEvent.type(codigo, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Exigir segundo factor' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Exigir segundo factor/ })).toBeChecked());
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('exigirEnEmpresa')) as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ exigir: true, codigo: '654321' });
    expect(screen.queryByRole('button', { name: 'Desactivar' })).toBeNull();
    expect(screen.getByTestId('segundo-factor-sin-desactivar')).toHaveTextContent('No puedes desactivarlo mientras tu empresa lo exige');
  });

  it('new recovery codes have their own heading, take the focus, and no toast covers them', async () => {
    servidor({
      '/segundoFactor/estado': () => ok([{ ...ESTADO, activo: true, codigos_restantes: 3 }]),
      '/segundoFactor/regenerarCodigos': () => ok([{ codigos: CODIGOS }], 'Se generaron códigos de recuperación nuevos'),
    });
    render(
      <ToastProvider>
        <SegundoFactorBlock />
      </ToastProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Generar nuevos códigos de recuperación' }));
    await userEvent.type(screen.getByLabelText('Código de 6 dígitos de tu aplicación'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Generar códigos' }));
    await waitFor(() => expect(screen.getByText('Nuevos códigos de recuperación')).toHaveFocus());
    expect(screen.queryByText('Segundo factor activado')).toBeNull();
    expect(screen.getByTestId('codigos-recuperacion')).toHaveTextContent('Los códigos anteriores ya no sirven.');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByText('Se generaron códigos de recuperación nuevos')).toBeNull();
  });

  it('without a second factor of their own, a company administrator cannot tick «Exigir» and is told why', async () => {
    const fetchMock = servidor({ '/segundoFactor/estado': () => ok([ESTADO]) });
    render(
      <ToastProvider>
        <SegundoFactorBlock />
      </ToastProvider>,
    );
    const casilla = await screen.findByRole('checkbox', { name: /Exigir segundo factor/ });
    expect(casilla).toBeDisabled();
    expect(casilla).toHaveAccessibleDescription(/activa primero tu propio segundo factor/);
    await userEvent.click(casilla);
    expect(screen.queryByLabelText('Contraseña')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exigir segundo factor' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('exigirEnEmpresa'))).toBe(false);
  });

  it("the back office's Mi cuenta holds the administrator's second factor", async () => {
    servidor({ '/segundoFactor/estado': () => ok([{ ...ESTADO, empresa_exige: null }]) });
    render(
      <ToastProvider>
        <AdminCuentaPage />
      </ToastProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Segundo factor de autenticación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activar segundo factor' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Exigir/ })).toBeNull();
  });
});
