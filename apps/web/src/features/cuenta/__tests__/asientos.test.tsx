/**
 * Mi cuenta of a company seat: a recruiter seat is not offered the controls only administrators may use (the
 * company's data, its public page), and «Eliminar cuenta» says what each account really loses: a seat only leaves;
 * the holder takes the company and its recruiter seats with it, and must hand the holder role over first while other
 * administrators exist.
 */
import type { SessionUser } from '@practiperu/shared/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { AccountPage } from '../account-page';
import type { MyAccount } from '../account-data';
import { DeleteAccountPage } from '../delete-account-page';

const titular: SessionUser = {
  id: 7,
  role: 1,
  name: 'Jorge',
  lastname: 'Rojas',
  nombre_org: 'Andina Logística',
  email: 'empresa@demo.pe',
  estado_pago: null,
  is_premium: false,
  is_dev: false,
  cv_completo: true,
};
const reclutadora: SessionUser = {
  ...titular,
  id: 8,
  name: 'Rosa',
  lastname: 'Huamán',
  email: 'reclutadora@demo.pe',
  equipo_rol: 'reclutador',
  titular: false,
};

const cuenta: MyAccount = {
  id: 8,
  role: 1,
  nombres: 'Rosa',
  apellidos: 'Huamán',
  correo: 'reclutadora@demo.pe',
  autorizacion_marketing: 0,
  creado_en: '2026-01-10T15:00:00.000Z',
  organizacion: {
    ruc: '20123456789',
    nombre_completo: 'Andina Logística S.A.C.',
    nombre: 'Andina Logística',
    nro_contacto: '911222333',
    cargo: 'Analista de Selección',
    logo_url: null,
    sectores: [],
  },
  empresa: null,
};

const miembro = (id: number, nombres: string, rol: 'administrador' | 'reclutador', extra: object = {}) => ({
  usuario_id: id,
  correo: `${nombres.toLowerCase()}@andina.pe`,
  nombres,
  apellidos: 'Quispe',
  rol,
  titular: false,
  yo: false,
  nro_contacto: '',
  cargo: '',
  creado_en: '2026-01-10T15:00:00.000Z',
  ...extra,
});

let miembros: ReturnType<typeof miembro>[] = [];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      const data = url.includes('/equipo/miembros') ? [{ miembros, invitaciones: [], max_asientos: 10 }] : [];
      return Promise.resolve(
        new Response(
          JSON.stringify({ state: true, message: '', data, optional: { puede_solicitar: true, motivo: null, proxima_en: null } }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  miembros = [];
});

function renderAt(user: SessionUser, element: React.ReactNode, loaderData: unknown = null) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => user,
        HydrateFallback: () => null,
        children: [{ path: 'pagina', loader: () => loaderData, element }],
      },
    ],
    { initialEntries: ['/pagina'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

describe('Mi cuenta of a company seat', () => {
  it('a recruiter seat sees the company’s data without «Editar datos de la empresa» nor the public-page switch', async () => {
    renderAt(reclutadora, <AccountPage area="empresas" />, {
      ok: true,
      data: { ...cuenta, empresa: { pagina_publica: true, ruta_publica: '/empresas/andina-logistica' } },
    });
    expect(await screen.findByText('Los administradores de tu empresa editan estos datos.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Editar datos de la empresa/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Mostrar la página pública/ })).not.toBeInTheDocument();
    // Its own contact data, which it may change.
    expect(screen.getByRole('link', { name: 'Actualizar datos de contacto' })).toBeInTheDocument();
    expect(screen.getByText('Analista de Selección')).toBeInTheDocument();
  });

  it('«Eliminar cuenta» of a seat says it only loses its own access: the company stays', async () => {
    for (const user of [reclutadora, { ...reclutadora, equipo_rol: 'administrador' as const }]) {
      renderAt(user, <AccountPage area="empresas" />, { ok: true, data: cuenta });
      const texto = (await screen.findByRole('region', { name: 'Eliminar cuenta' })).textContent;
      expect(texto).toContain('Solo se eliminará tu acceso al equipo de la empresa');
      expect(texto).not.toContain('los datos de tu empresa, tus publicaciones y sus postulantes');
      cleanup();
    }
    renderAt(titular, <AccountPage area="empresas" />, { ok: true, data: cuenta });
    expect(await screen.findByRole('region', { name: 'Eliminar cuenta' })).toHaveTextContent(
      'Se eliminarán todos los datos de tu cuenta: los datos de tu empresa, tus publicaciones y sus postulantes.',
    );
  });

  it('the holder keeps both', async () => {
    renderAt(titular, <AccountPage area="empresas" />, {
      ok: true,
      data: { ...cuenta, empresa: { pagina_publica: true, ruta_publica: '/empresas/andina-logistica' } },
    });
    expect(await screen.findByRole('link', { name: /Editar datos de la empresa/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Mostrar la página pública/ })).toBeInTheDocument();
  });
});

describe('Mi cuenta of a new holder without contact data of its own', () => {
  it('is invited to complete its phone and position; the former holder’s are not shown as its own', async () => {
    renderAt(titular, <AccountPage area="empresas" />, {
      ok: true,
      data: { ...cuenta, organizacion: { ...cuenta.organizacion!, nro_contacto: '', cargo: '' } },
    });
    const aviso = await screen.findByTestId('completa-contacto');
    expect(aviso).toHaveTextContent('Completa tu número de contacto y tu cargo');
    expect(within(aviso).getByRole('link', { name: 'Completar datos de contacto' })).toHaveAttribute(
      'href',
      '/empresas/cuenta/actualizar-contacto',
    );
  });

  it('is not shown once they are set', async () => {
    renderAt(titular, <AccountPage area="empresas" />, { ok: true, data: cuenta });
    expect(await screen.findByText('Analista de Selección')).toBeInTheDocument();
    expect(screen.queryByTestId('completa-contacto')).toBeNull();
  });
});

describe('«Eliminar cuenta» of a company seat', () => {
  it('a recruiter seat is told it only leaves: not the company’s data nor its offers', async () => {
    renderAt(reclutadora, <DeleteAccountPage area="empresas" />);
    expect(await screen.findByText('Tu acceso al equipo de la empresa y tus sesiones')).toBeInTheDocument();
    expect(screen.queryByText('Los datos y el logo de tu empresa')).not.toBeInTheDocument();
    expect(screen.queryByText('Tus publicaciones y sus postulantes')).not.toBeInTheDocument();
    expect(screen.getByText(/La empresa, sus publicaciones y sus postulantes seguirán con tu equipo/)).toBeInTheDocument();
  });

  it('the holder with recruiter seats sees who loses access with the company', async () => {
    miembros = [miembro(7, 'Jorge', 'administrador', { titular: true, yo: true }), miembro(8, 'Rosa', 'reclutador')];
    renderAt(titular, <DeleteAccountPage area="empresas" />);
    const lista = await screen.findByRole('list', { name: 'Equipo que perderá el acceso' });
    expect(within(lista).getByText(/Rosa Quispe/)).toBeInTheDocument();
    expect(screen.getByText('Los datos y el logo de tu empresa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar cuenta' })).toBeEnabled();
  });

  it('the holder with another administrator is pointed to the transfer and cannot delete', async () => {
    miembros = [miembro(7, 'Jorge', 'administrador', { titular: true, yo: true }), miembro(9, 'Carla', 'administrador')];
    renderAt(titular, <DeleteAccountPage area="empresas" />);
    const aviso = await screen.findByRole('alert');
    expect(aviso).toHaveTextContent('transfiere la titularidad');
    expect(aviso).toHaveTextContent('Carla Quispe');
    expect(within(aviso).getByRole('link', { name: 'Ir a Equipo para transferir la titularidad' })).toHaveAttribute(
      'href',
      '/empresas/equipo',
    );
    expect(screen.getByRole('button', { name: 'Eliminar cuenta' })).toBeDisabled();
  });
});
