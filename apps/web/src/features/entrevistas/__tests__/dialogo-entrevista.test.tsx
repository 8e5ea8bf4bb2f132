/**
 * The interview dialog after the walk w36: a reschedule does not offer again the confirmed time it replaces; an
 * interview that took place is shown as done (no «Reprogramar», no «Cancelar entrevista»), and a new one is proposed
 * only on asking; a proposal sent with errors moves focus to the first wrong field, inside the dialog; from the week
 * view a card leads to the application; the criteria's remove buttons say which criterion they remove.
 */
import type { EntrevistaEquipo } from '@practiperu/shared/entrevistas';
import { horarioLima } from '@practiperu/shared/entrevistas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { EntrevistaBoton, EntrevistaCard } from '../entrevistas-postulacion';
import { SemanaPage } from '../semana-page';

// An administrator seat: it edits the criteria.
vi.mock('../../../lib/use-session-user', async () => {
  const { ROLE } = await import('@practiperu/shared/constants');
  return { useSessionUser: () => ({ id: 1, role: ROLE.RECLUTADOR, equipo_rol: 'administrador' }) };
});

function json(body: object, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

const hora = (ms: number) => new Date(Math.floor((Date.now() + ms) / 900_000) * 900_000).toISOString();

const base: EntrevistaEquipo = {
  id: 9,
  oferta: 'Practicante de Logística y Cadena de Suministro para Operaciones Regionales',
  empresa: 'Andina Logística',
  estado: 'confirmada',
  modalidad: 'presencial',
  lugar: 'Av. Argentina 1234, Callao',
  duracion_min: 45,
  horarios: [],
  inicio: null,
  mensaje: null,
  motivo_cancelacion: null,
  id_postulacion: 5,
  id_postulante: 31,
  id_oferta: 77,
  postulante: 'Milagros Cáceres',
  autor_nombre: 'Jorge',
  resultado: 'pendiente',
  puntajes: [],
  creado_en: '2026-11-01T10:00:00.000Z',
};

describe('rescheduling a confirmed interview', () => {
  it('does not pre-fill the confirmed time it replaces; the other slots stay', async () => {
    const confirmada = hora(2 * 86_400_000);
    const otra = hora(3 * 86_400_000);
    render(
      <ToastProvider>
        <EntrevistaCard e={{ ...base, inicio: confirmada, horarios: [confirmada, otra] }} criterios={[]} onChange={vi.fn()} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reprogramar' }));
    expect(screen.getByLabelText('Horario 1')).toHaveValue(horarioLima(new Date(otra)));
    expect(screen.queryByLabelText('Horario 2')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(horarioLima(new Date(confirmada)))).not.toBeInTheDocument();
  });
});

describe('an interview that took place', () => {
  it('is shown as done: its outcome, no reschedule or cancel, and a new interview only on asking', async () => {
    const paso = hora(-86_400_000);
    const hecha: EntrevistaEquipo = {
      ...base,
      inicio: paso,
      horarios: [paso],
      resultado: 'avanza',
      puntajes: [{ criterio: 'Comunicación', puntaje: 4, comentario: 'Clara' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/entrevistas/criterios'
          ? json({ state: true, message: '', data: ['Comunicación'] })
          : json({ state: true, message: '', data: [hecha] }),
      ),
    );
    render(
      <ToastProvider>
        <EntrevistaBoton idPostulacion={5} nombre="Milagros Cáceres" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Entrevista' }));
    const dialogo = await screen.findByRole('dialog');
    const card = await within(dialogo).findByTestId('entrevista');
    expect(within(card).getByText('Realizada')).toBeInTheDocument();
    expect(within(card).getByText('Avanza')).toBeInTheDocument();
    expect(within(card).getByText(/Comunicación:/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reprogramar' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancelar entrevista' })).not.toBeInTheDocument();
    expect(within(dialogo).queryByRole('button', { name: 'Enviar horarios' })).not.toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Proponer una nueva entrevista' }));
    expect(within(dialogo).getByRole('heading', { name: 'Proponer una nueva entrevista' })).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Enviar horarios' })).toBeInTheDocument();
  });
});

describe('a proposal sent with errors', () => {
  it('moves focus to the first wrong field inside the dialog, and typing there clears its error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (url === '/api/entrevistas/criterios') return json({ state: true, message: '', data: [] });
        if (init?.method === 'POST')
          return json(
            {
              state: false,
              message: 'Revisa los datos.',
              data: [],
              optional: { errors: { horarios: 'Propón al menos un horario.', lugar: 'Escribe la dirección de la entrevista.' } },
            },
            400,
          );
        return json({ state: true, message: '', data: [] });
      }),
    );
    render(
      <ToastProvider>
        <EntrevistaBoton idPostulacion={5} nombre="Milagros Cáceres" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Entrevista' }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(await within(dialogo).findByRole('button', { name: 'Enviar horarios' }));
    expect(await within(dialogo).findByText('Propón al menos un horario.')).toBeInTheDocument();
    const horario = within(dialogo).getByLabelText('Horario 1');
    await waitFor(() => expect(horario).toHaveFocus());
    expect(horario).toHaveAttribute('aria-invalid', 'true');
    const lugar = within(dialogo).getByRole('textbox', { name: /Dirección/ });
    expect(lugar).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(lugar, 'Av. Argentina 1234');
    expect(lugar).not.toHaveAttribute('aria-invalid');
    expect(within(dialogo).queryByText('Escribe la dirección de la entrevista.')).not.toBeInTheDocument();
  });
});

describe('the week view', () => {
  function semana() {
    const inicio = hora(86_400_000);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json({ state: true, message: '', data: [] })),
    );
    const router = createMemoryRouter(
      [
        {
          path: '/',
          HydrateFallback: () => null,
          element: <SemanaPage />,
          loader: () => ({
            ok: true,
            data: {
              items: [{ ...base, inicio, horarios: [inicio] }],
              desde: horarioLima(new Date(inicio)).slice(0, 10),
              hasta: '2099-01-01',
              criterios: ['Comunicación', 'Excel'],
            },
          }),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    );
  }

  it('shows the whole offer title, and a card leads to the application', async () => {
    semana();
    const tarjeta = await screen.findByTestId('entrevista-semana');
    const titulo = within(tarjeta).getByText(base.oferta);
    expect(titulo).not.toHaveClass('truncate');
    expect(titulo).toHaveClass('wrap-anywhere');
    await userEvent.click(tarjeta);
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByRole('link', { name: 'Ver la postulación de Milagros Cáceres' })).toHaveAttribute(
      'href',
      '/empresas/mis-publicaciones/77/postulantes/31',
    );
  });

  it('names the criterion in each remove button', async () => {
    semana();
    expect(await screen.findByRole('button', { name: 'Quitar criterio Comunicación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar criterio Excel' })).toBeInTheDocument();
  });
});
