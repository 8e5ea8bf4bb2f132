/**
 * The talent pool's screens: a company seat reads the people who applied to its offers with their applications,
 * tags and invitations, and invites one to an open offer (the offers they applied to or were invited to are not
 * offered again); a person who opted out cannot be invited; the server's refusals show at the field. The applicant
 * stops invitations from the mail's link (a button, not the opening of the page) and switches them in Mi cuenta.
 */
import type { BancoOptional, PersonaDeBanco } from '@practiperu/shared/banco-talento';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { InvitacionesBajaPage } from '../../cuenta/invitaciones-baja-page';
import { BancoTalentoPage } from '../banco-talento-page';
import { InvitacionesToggle } from '../invitaciones-toggle';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}
let sent: Sent[] = [];
let answer: (s: Sent) => { status: number; body: object } = () => ({ status: 200, body: { state: true, message: '', data: [] } });

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const s = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      sent.push(s);
      const { status, body } = answer(s);
      return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  answer = () => ({ status: 200, body: { state: true, message: '', data: [] } });
});

const carla: PersonaDeBanco = {
  id: 31,
  nombres: 'Carla',
  apellidos: 'Rojas',
  carrera: 'Ingeniería Industrial',
  departamento: 'Arequipa',
  postulaciones: [{ id_oferta: 5, titulo: 'Practicante de Producción', estado: 'finalista', creado_en: '2026-03-02T15:00:00.000Z' }],
  etiquetas: ['Buen perfil'],
  notas: 2,
  invitaciones: [],
  recibe_invitaciones: true,
};
const beto: PersonaDeBanco = {
  ...carla,
  id: 32,
  nombres: 'Beto',
  apellidos: 'Mamani',
  etiquetas: [],
  notas: 0,
  recibe_invitaciones: false,
};
const pagina: BancoOptional = {
  current_page: 1,
  total_pages: 1,
  total: 2,
  ofertas_abiertas: [
    { id: 9, titulo: 'Practicante de Logística' },
    { id: 5, titulo: 'Practicante de Producción' },
  ],
  ofertas: [{ id: 5, titulo: 'Practicante de Producción' }],
  etiquetas: [{ id: 3, nombre: 'Buen perfil' }],
};

function renderAt(element: React.ReactNode, loaderData: unknown = null, path = '/pagina', entry = '/pagina') {
  const router = createMemoryRouter([{ path, loader: () => loaderData, element, HydrateFallback: () => null }], {
    initialEntries: [entry],
  });
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

describe('Banco de talento (company)', () => {
  it('shows each person with their applications, tags and notes, and invites one to an open offer they did not apply to', async () => {
    answer = (s) =>
      s.url.includes('/bancoTalento/invitar')
        ? {
            status: 201,
            body: {
              state: true,
              message: 'Enviamos la invitación por correo.',
              data: [{ id_oferta: 9, titulo: 'Practicante de Logística', creado_en: '2026-04-14T15:00:00.000Z' }],
            },
          }
        : { status: 200, body: { state: true, message: '', data: [] } };
    renderAt(<BancoTalentoPage />, { ok: true, personas: [carla, beto], pagina, mensaje: '' });
    const fila = await screen.findByTestId('persona-31');
    expect(within(fila).getByRole('link', { name: 'Practicante de Producción' })).toHaveAttribute(
      'href',
      '/empresas/mis-publicaciones/5/postulantes/31',
    );
    expect(fila).toHaveTextContent('Finalista');
    expect(fila).toHaveTextContent('Buen perfil');
    expect(fila).toHaveTextContent('2 notas');
    const select = within(fila).getByRole('combobox', { name: 'Invitar a Carla Rojas a postular a' });
    // She already applied to Producción: only Logística is offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Elige una oferta abierta', 'Practicante de Logística']);

    await userEvent.click(within(fila).getByRole('button', { name: 'Enviar invitación' }));
    expect(within(fila).getByText('Elige una de las ofertas abiertas de tu empresa.')).toBeInTheDocument();
    await userEvent.selectOptions(select, '9');
    await userEvent.click(within(fila).getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Enviamos la invitación por correo.')).toBeInTheDocument();
    expect(sent.find((s) => s.url.includes('/invitar'))).toMatchObject({ method: 'POST', body: { postulante_id: 31, oferta_id: 9 } });
    expect(fila).toHaveTextContent('Invitaciones enviadas: Practicante de Logística');
    // Nothing else is left to invite her to.
    expect(within(fila).getByText('No hay ofertas abiertas a las que invitar a esta persona.')).toBeInTheDocument();
  });

  it('offers no invitation to someone who asked not to receive them', async () => {
    renderAt(<BancoTalentoPage />, { ok: true, personas: [carla, beto], pagina, mensaje: '' });
    const fila = await screen.findByTestId('persona-32');
    expect(fila).toHaveTextContent('Pidió no recibir invitaciones de empresas.');
    expect(within(fila).queryByRole('button', { name: 'Enviar invitación' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of an invitation at the offer', async () => {
    answer = (s) =>
      s.url.includes('/invitar')
        ? { status: 409, body: { state: false, message: 'Esta persona pidió no recibir invitaciones de empresas.', data: [] } }
        : { status: 200, body: { state: true, message: '', data: [] } };
    renderAt(<BancoTalentoPage />, { ok: true, personas: [carla], pagina, mensaje: '' });
    const fila = await screen.findByTestId('persona-31');
    await userEvent.selectOptions(within(fila).getByRole('combobox', { name: /Invitar a Carla/ }), '9');
    await userEvent.click(within(fila).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(fila).findByText('Esta persona pidió no recibir invitaciones de empresas.')).toBeInTheDocument();
  });

  it('says when nobody matches, and shows a bad filter at its field', async () => {
    renderAt(<BancoTalentoPage />, {
      ok: true,
      personas: [],
      pagina: { ...pagina, total: 0 },
      mensaje: 'Nadie del banco de talento coincide con la búsqueda.',
    });
    expect(await screen.findByText('Nadie del banco de talento coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('shows the server’s message at the filter it refused', async () => {
    renderAt(<BancoTalentoPage />, { ok: false, message: 'Revisa los filtros.', errors: { q: 'Escribe como máximo 80 caracteres.' } });
    const nombre = await screen.findByRole('textbox', { name: 'Nombre' });
    expect(nombre).toHaveAccessibleDescription('Escribe como máximo 80 caracteres.');
  });
});

describe('Banco de talento on a phone', () => {
  it('keeps the name field and folds the other filters into a sheet whose «Aplicar» writes them into the address', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      const urls: string[] = [];
      const router = createMemoryRouter(
        [
          {
            path: '/pagina',
            loader: ({ request }) => {
              urls.push(request.url);
              return { ok: true, personas: [carla], pagina, mensaje: '' };
            },
            element: <BancoTalentoPage />,
            HydrateFallback: () => null,
          },
        ],
        { initialEntries: ['/pagina?q=Carla'] },
      );
      render(
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>,
      );
      expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Carla');
      expect(screen.queryByRole('combobox', { name: 'Historial de estado' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
      const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
      await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Historial de estado' }), 'finalista');
      await userEvent.click(within(sheet).getByRole('button', { name: 'Aplicar' }));
      await waitFor(() => expect(urls.at(-1)).toMatch(/\?q=Carla&estado=finalista$/));
      expect(await screen.findByRole('button', { name: /Filtros\s*1 activo/ })).toBeInTheDocument();
    } finally {
      window.innerWidth = width;
    }
  });
});

describe('the applicant’s choice', () => {
  it('the mail’s link changes nothing until the button is pressed, then says it is done', async () => {
    answer = (s) =>
      s.url.includes('/bancoTalento/baja')
        ? {
            status: 200,
            body: {
              state: true,
              message: 'Listo: ya no recibirás invitaciones de empresas a postular. Puedes volver a activarlas en Mi cuenta.',
              data: [],
            },
          }
        : { status: 200, body: { state: true, message: '', data: [] } };
    renderAt(<InvitacionesBajaPage />, null, '/postulantes/invitaciones/baja/:token', '/postulantes/invitaciones/baja/tok-123');
    const button = await screen.findByRole('button', { name: 'No quiero recibir invitaciones' });
    expect(sent.filter((s) => s.url.includes('/baja'))).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByText(/ya no recibirás invitaciones de empresas/)).toBeInTheDocument();
    expect(sent.find((s) => s.url.includes('/baja'))).toMatchObject({ method: 'POST', body: { token: 'tok-123' } });
    expect(screen.getByRole('link', { name: 'Ir a Mi cuenta' })).toBeInTheDocument();
  });

  it('Mi cuenta shows the saved choice and changes it', async () => {
    answer = (s) =>
      s.method === 'PUT'
        ? {
            status: 200,
            body: { state: true, message: 'Guardamos tu preferencia de invitaciones.', data: [{ recibe_invitaciones: false }] },
          }
        : { status: 200, body: { state: true, message: '', data: [{ recibe_invitaciones: true }] } };
    renderAt(<InvitacionesToggle />);
    const box = await screen.findByRole('checkbox', { name: /me inviten por correo/ });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByText('Guardamos tu preferencia de invitaciones.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(sent.find((s) => s.method === 'PUT')).toMatchObject({ body: { recibe_invitaciones: false } });
  });
});
