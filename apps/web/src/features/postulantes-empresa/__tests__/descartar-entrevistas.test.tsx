/**
 * Descartado cancels the applicant's pending interviews (decision 075), so the single «Descartar» and the bulk
 * «Cambiar a Descartado» / «Descartar a todos menos los finalistas» say so, with how many (the server counts the whole
 * selection), before they apply; the toasts say how many were cancelled.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { avisoEntrevistas, entrevistasCanceladas } from '../barra-masiva';
import { EstadoRadios } from '../ui';
import { barraMasiva, json, renderEnLista, stubFetch } from './helpers';

afterEach(() => vi.unstubAllGlobals());

describe('«Descartar» on a row with a pending interview', () => {
  it('asks first, saying the interview will be cancelled, and changes nothing if the seat says no', async () => {
    const { fetch } = stubFetch(() =>
      json({ state: true, message: 'Se actualizó el estado del postulante.', data: [{ id_postulacion: 5, estado: 1 }] }),
    );
    renderEnLista(<EstadoRadios idPostulacion={5} estado={2} nombre="Carlos Mendoza" entrevistaPendiente />);
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

  it('says in the toast how many interviews it cancelled', async () => {
    stubFetch(() =>
      json({
        state: true,
        message: 'Se actualizó el estado del postulante.',
        data: [{ id_postulacion: 5, estado: 1, correo: true, entrevistas_canceladas: 1 }],
      }),
    );
    renderEnLista(<EstadoRadios idPostulacion={5} estado={2} nombre="Carlos Mendoza" entrevistaPendiente />);
    await userEvent.click(screen.getByRole('radio', { name: 'Descartar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, descartar' }));
    expect(
      await screen.findByText(
        'Se actualizó el estado del postulante. Le enviamos un correo. Se canceló 1 entrevista y avisamos por correo.',
      ),
    ).toBeInTheDocument();
  });

  it('applies at once when there is no interview to cancel', async () => {
    const { fetch } = stubFetch(() =>
      json({ state: true, message: 'Se actualizó el estado del postulante.', data: [{ id_postulacion: 5, estado: 1 }] }),
    );
    renderEnLista(<EstadoRadios idPostulacion={5} estado={2} nombre="Carlos Mendoza" />);
    await userEvent.click(screen.getByRole('radio', { name: 'Descartar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the bulk confirmation', () => {
  it('asks the server how many interviews the whole selection loses, and the toast says how many it cancelled', async () => {
    const { calls } = stubFetch((url) => {
      if (url.includes('/masivo/4/resumen')) return json({ state: true, message: '', data: [{ postulaciones: 120, entrevistas: 7 }] });
      if (url.includes('/masivo/4'))
        return json({ state: true, message: '', data: [{ cambiadas: 118, sin_cambios: 2, correos: 118, entrevistas_canceladas: 7 }] });
      return json({ state: true, message: '', data: [{ avisar: true, puede_editar: true, empresa: 'X', plantillas: [] }] });
    });
    renderEnLista(barraMasiva({ ids: [], todos: true }, 120));
    await userEvent.selectOptions(screen.getByLabelText('Acción'), 'Cambiar a Descartado');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(
      await screen.findByText('Hay 7 entrevistas pendientes: se cancelarán y avisaremos por correo a cada postulante.'),
    ).toBeInTheDocument();
    // It says the action, then whom: «Cambiar a Descartado: 120 postulantes.»
    expect(screen.getByRole('dialog', { name: 'Confirmar acción masiva' })).toHaveTextContent('Cambiar a Descartado: 120 postulantes.');
    expect(calls.find((c) => c.url.includes('/resumen'))?.body).toMatchObject({
      accion: 'estado',
      estado: 1,
      todos: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sí, aplicar' }));
    expect(await screen.findByText(/7 entrevistas canceladas \(avisamos por correo\)\.$/)).toBeInTheDocument();
  });

  it('words the counts, and hedges when the server cannot tell', () => {
    expect(avisoEntrevistas(0)).toBeNull();
    expect(avisoEntrevistas(1)).toBe('Hay 1 entrevista pendiente: se cancelará y avisaremos por correo a quien la tenía.');
    expect(avisoEntrevistas(null)).toBe('Contando las entrevistas pendientes de la selección…');
    expect(avisoEntrevistas(-1)).toMatch(/^Quien tenga una entrevista pendiente la perderá/);
    expect(entrevistasCanceladas(0)).toBe('');
    expect(entrevistasCanceladas(1)).toBe('1 entrevista cancelada (avisamos por correo)');
  });
});
