/**
 * A decision of No seleccionada cancels the applicant's pending interviews (decision 075), so the single «Descartar»
 * and the bulk «Cambiar a Descartado» / «Enviar aviso de no seleccionado» say so, with how many, before they apply.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { readFiltros } from '../api';
import { avisoEntrevistas, entrevistasQueCancela } from '../barra-masiva';
import { BarraMasiva } from '../pipeline';
import { EstadoRadios } from '../ui';

function json(body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('«Descartar» on a row with a pending interview', () => {
  it('asks first, saying the interview will be cancelled, and changes nothing if the seat says no', async () => {
    const fetch = vi.fn(() =>
      json({ state: true, message: 'Se actualizó el estado del postulante.', data: [{ id_postulacion: 5, estado: 1 }] }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <MemoryRouter>
        <ToastProvider>
          <EstadoRadios idPostulacion={5} estado={2} nombre="Carlos Mendoza" entrevistaPendiente />
        </ToastProvider>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Descartar' }));
    const dialogo = screen.getByRole('dialog', { name: 'Descartar a Carlos Mendoza' });
    expect(dialogo).toHaveTextContent('Tiene 1 entrevista pendiente: se cancelará y le avisaremos por correo.');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'En proceso' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Descartar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, descartar' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Se actualizó el estado del postulante.')).toBeInTheDocument();
  });

  it('applies at once when there is no interview to cancel', async () => {
    const fetch = vi.fn(() =>
      json({ state: true, message: 'Se actualizó el estado del postulante.', data: [{ id_postulacion: 5, estado: 1 }] }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <MemoryRouter>
        <ToastProvider>
          <EstadoRadios idPostulacion={5} estado={2} nombre="Carlos Mendoza" />
        </ToastProvider>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Descartar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the bulk confirmation', () => {
  it('counts the selected interviews that «Cambiar a Descartado» cancels', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json({ state: true, message: '', data: [{ avisar: true, puede_editar: true, empresa: 'X', plantillas: [] }] })),
    );
    render(
      <MemoryRouter>
        <ToastProvider>
          <BarraMasiva
            idOferta="4"
            seleccion={{ ids: [1, 2, 3], todos: false }}
            cuantos={3}
            filtros={readFiltros(new URLSearchParams())}
            etiquetas={[]}
            conEntrevista={[
              { id_postulacion: 1, estado: 2 },
              { id_postulacion: 3, estado: 0 },
              { id_postulacion: 9, estado: 2 },
            ]}
            onDone={vi.fn()}
            onClear={vi.fn()}
          />
        </ToastProvider>
      </MemoryRouter>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Acción'), 'Cambiar a Descartado');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByTestId('entrevistas-masivo')).toHaveTextContent(
      'Tienen 2 entrevistas pendientes: se cancelarán y les avisaremos por correo.',
    );
  });

  it('leaves finalists out for «Enviar aviso de no seleccionado», says nothing for other actions, and hedges when unknown', () => {
    const sel = { ids: [1, 2], todos: false };
    const con = [
      { id_postulacion: 1, estado: 3 },
      { id_postulacion: 2, estado: 2 },
    ];
    expect(entrevistasQueCancela('no-seleccionado', sel, con)).toBe(1);
    expect(entrevistasQueCancela('estado-1', sel, con)).toBe(2);
    expect(entrevistasQueCancela('estado-2', sel, con)).toBe(0);
    expect(avisoEntrevistas(0)).toBeNull();
    expect(avisoEntrevistas(1)).toBe('Tienen 1 entrevista pendiente: se cancelará y le avisaremos por correo.');
    expect(entrevistasQueCancela('estado-1', { ids: [], todos: true }, null)).toBeNull();
    expect(avisoEntrevistas(null)).toMatch(/^Quien tenga una entrevista pendiente la perderá/);
  });
});
