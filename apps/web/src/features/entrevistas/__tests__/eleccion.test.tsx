/**
 * The applicant's interview card once its time has come: «En curso» until its end, then «Realizada», as the team
 * reads it; an interview that is over no longer offers its calendar file (walk w36b).
 */
import type { EntrevistaPostulante } from '@practiperu/shared/entrevistas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { EleccionEntrevista } from '../eleccion';

const confirmada = (inicio: string): EntrevistaPostulante => ({
  id: 4,
  id_oferta: 77,
  oferta: 'Practicante de Logística',
  empresa: 'Andina Logística',
  estado: 'confirmada',
  modalidad: 'presencial',
  lugar: 'Av. Argentina 1234, Callao',
  duracion_min: 45,
  horarios: [inicio],
  inicio,
  mensaje: null,
  motivo_cancelacion: null,
});

const card = (inicio: string) =>
  render(
    <ToastProvider>
      <EleccionEntrevista e={confirmada(inicio)} elegir={vi.fn()} icsUrl="/api/entrevistas/mias/4/ics" />
    </ToastProvider>,
  );

describe("the applicant's confirmed interview", () => {
  it('before its time: «Confirmada», with the calendar file', () => {
    card(new Date(Date.now() + 3_600_000).toISOString());
    expect(screen.getByText('Confirmada', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar invitación (.ics)' })).toBeInTheDocument();
  });

  it('while it runs: «En curso»', () => {
    card(new Date(Date.now() - 60_000).toISOString());
    expect(screen.getByText('En curso', { exact: true })).toBeInTheDocument();
  });

  it('after its end: «Realizada», without the calendar file', () => {
    card(new Date(Date.now() - 2 * 3_600_000).toISOString());
    expect(screen.getByText('Realizada', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText('Confirmada', { exact: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar invitación (.ics)' })).not.toBeInTheDocument();
  });
});
