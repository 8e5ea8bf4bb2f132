/**
 * The page a mail's interview link opens: its title sits right above the interview (h1 then h2, no skipped level), no
 * slot is ticked before the applicant picks one, and the line under the title says what the link is for now.
 */
import type { EntrevistaPostulante } from '@practiperu/shared/entrevistas';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { EnlacePage } from '../enlace-page';

const manana = new Date(Date.now() + 86_400_000);
const slot = (h: number) => new Date(Date.UTC(manana.getUTCFullYear(), manana.getUTCMonth(), manana.getUTCDate() + 1, h)).toISOString();

function entrevista(over: Partial<EntrevistaPostulante> = {}): EntrevistaPostulante {
  return {
    id: 9,
    id_oferta: 4,
    oferta: 'Practicante de Logística',
    empresa: 'Demo SAC',
    estado: 'propuesta',
    modalidad: 'presencial',
    lugar: 'Av. Arequipa 123',
    duracion_min: 30,
    horarios: [slot(15), slot(16)],
    inicio: null,
    mensaje: null,
    motivo_cancelacion: null,
    ...over,
  };
}

afterEach(() => vi.unstubAllGlobals());

async function abrir(loaded: { ok: true; data: { token: string; entrevista: EntrevistaPostulante } } | { ok: false; message: string }) {
  const router = createMemoryRouter([{ path: '/e', element: <EnlacePage />, loader: () => loaded }], { initialEntries: ['/e'] });
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Tu entrevista' });
}

describe('the interview link page', () => {
  it('titles the interview one level under the page (h2), so headings do not skip a level', async () => {
    await abrir({ ok: true, data: { token: 't', entrevista: entrevista() } });
    expect(screen.getByRole('heading', { level: 2, name: /Practicante de Logística/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('ticks no slot: confirming without a pick asks for one at the field and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await abrir({ ok: true, data: { token: 't', entrevista: entrevista() } });
    for (const r of screen.getAllByRole('radio')) expect(r).not.toBeChecked();
    const boton = screen.getByRole('button', { name: 'Elige un horario para confirmar' });
    await userEvent.click(boton);
    expect(screen.getByRole('group', { name: /Elige un horario/ })).toHaveAccessibleDescription(
      'Elige uno de los horarios antes de confirmar.',
    );
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('radio')[1]!);
    expect(screen.getByRole('button', { name: 'Confirmar horario' })).toBeEnabled();
    expect(screen.queryByText('Elige uno de los horarios antes de confirmar.')).toBeNull();
  });

  it('says the link was cancelled or replaced instead of inviting a pick', async () => {
    await abrir({
      ok: true,
      data: { token: 't', entrevista: entrevista({ estado: 'cancelada', motivo_cancelacion: 'Cubrimos la vacante' }) },
    });
    expect(screen.getByText('Esta entrevista fue cancelada: ya no hay un horario que elegir.')).toBeInTheDocument();
    expect(screen.queryByText(/Elige el horario que te acomode/)).toBeNull();
  });

  it('says a replaced or unknown link no longer serves to pick', async () => {
    await abrir({ ok: false, message: 'Este enlace de entrevista no es válido o fue reemplazado.' });
    expect(screen.getByText('Este enlace ya no sirve para elegir un horario.')).toBeInTheDocument();
    expect(screen.queryByText(/Elige el horario que te acomode/)).toBeNull();
  });
});
