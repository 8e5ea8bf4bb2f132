/**
 * Interviews from the bulk bar: choosing «Proponer entrevista» for a selection opens the proposal's window, which sends
 * the same slots for every selected application and reports who was left out; the whole filtered list is not offered.
 * And an interview's outcome is offered only from its start on.
 */
import type { EntrevistaEquipo } from '@practiperu/shared/entrevistas';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { readFiltros } from '../../postulantes-empresa/api';
import { BarraMasiva } from '../../postulantes-empresa/pipeline';
import { EntrevistaCard } from '../entrevistas-postulacion';

function json(body: object, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

function barra(seleccion: { ids: number[]; todos: boolean }, onDone = vi.fn()) {
  render(
    <MemoryRouter>
      <ToastProvider>
        <BarraMasiva
          idOferta="77"
          seleccion={seleccion}
          cuantos={seleccion.ids.length || 40}
          filtros={readFiltros(new URLSearchParams())}
          etiquetas={[]}
          onDone={onDone}
          onClear={vi.fn()}
        />
      </ToastProvider>
    </MemoryRouter>,
  );
  return onDone;
}

describe('«Proponer entrevista» in the bulk bar', () => {
  it('sends the same slots for every selected applicant and says who already had one', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
        if (url === '/api/correosEstado/plantillas')
          return json({ state: true, message: '', data: [{ avisar: true, puede_editar: true, empresa: 'X', plantillas: [] }] });
        return json(
          {
            state: true,
            message: 'Enviamos los horarios a 2 postulantes. 1 ya tenía una entrevista pendiente.',
            data: [{ propuestas: 2, ya_tenian: 1 }],
          },
          201,
        );
      }),
    );
    const onDone = barra({ ids: [501, 502, 503], todos: false });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Acción' }), 'Proponer entrevista');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proponer entrevista' });
    expect(dialog).toHaveTextContent('3 postulantes seleccionados');
    const slot = screen.getByLabelText('Horario 1');
    await userEvent.type(slot, '2027-06-22T10:00');
    await userEvent.type(screen.getByRole('textbox', { name: /Dirección/ }), 'Av. Argentina 1234, Callao');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar horarios' }));
    expect(await screen.findByText('Enviamos los horarios a 2 postulantes. 1 ya tenía una entrevista pendiente.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toEqual({
      url: '/api/entrevistas/oferta/77',
      method: 'POST',
      body: {
        horarios: ['2027-06-22T10:00'],
        duracion_min: 45,
        modalidad: 'presencial',
        lugar: 'Av. Argentina 1234, Callao',
        mensaje: '',
        postulaciones: [501, 502, 503],
      },
    });
    expect(onDone).toHaveBeenCalled();
  });

  it('is not offered for the whole filtered list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json({ state: true, message: '', data: [{ avisar: true, puede_editar: true, empresa: 'X', plantillas: [] }] })),
    );
    barra({ ids: [], todos: true });
    expect(screen.getByRole('option', { name: 'Proponer entrevista (elige postulantes uno a uno)' })).toBeDisabled();
  });
});

describe("an interview's outcome", () => {
  const base: EntrevistaEquipo = {
    id: 9,
    oferta: 'Practicante de Logística',
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
  const card = (inicio: string) =>
    render(
      <ToastProvider>
        <EntrevistaCard e={{ ...base, inicio, horarios: [inicio] }} criterios={[]} onChange={vi.fn()} />
      </ToastProvider>,
    );

  it('is not offered before the interview starts, and says when it will be', () => {
    card(new Date(Date.now() + 3_600_000).toISOString());
    expect(screen.queryByRole('button', { name: 'Resultado y evaluación' })).not.toBeInTheDocument();
    expect(screen.getByText('Podrás registrar el resultado y la evaluación cuando empiece la entrevista.')).toBeInTheDocument();
  });

  it('is offered once it has started', () => {
    card(new Date(Date.now() - 60_000).toISOString());
    expect(screen.getByRole('button', { name: 'Resultado y evaluación' })).toBeInTheDocument();
  });

  it('reads «En curso» while the interview runs and «Realizada» after its end (walk w36b)', () => {
    card(new Date(Date.now() - 60_000).toISOString());
    expect(screen.getByText('En curso', { exact: true })).toBeInTheDocument();
    cleanup();
    card(new Date(Date.now() - 46 * 60_000).toISOString());
    expect(screen.getByText('Realizada', { exact: true })).toBeInTheDocument();
  });

  it('is offered for editing once one is recorded', () => {
    render(
      <ToastProvider>
        <EntrevistaCard
          e={{ ...base, inicio: new Date(Date.now() - 60_000).toISOString(), resultado: 'avanza' }}
          criterios={[]}
          onChange={vi.fn()}
        />
      </ToastProvider>,
    );
    expect(screen.getByRole('button', { name: 'Editar resultado y evaluación' })).toBeInTheDocument();
  });
});
