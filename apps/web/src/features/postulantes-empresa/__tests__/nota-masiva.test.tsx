/**
 * The bulk bar's «Agregar nota»: a note field with the single note's limit, the message at the field (and focus on
 * it) when empty or refused, the text sent with the selection, and a toast counting the applications that got it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { readFiltros } from '../api';
import { BarraMasiva } from '../pipeline';

function json(body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

function barra(fetch: ReturnType<typeof vi.fn>, seleccion = { ids: [11, 12, 13], todos: false }, cuantos = 3) {
  vi.stubGlobal('fetch', fetch);
  const onDone = vi.fn();
  render(
    <MemoryRouter>
      <ToastProvider>
        <BarraMasiva
          idOferta="4"
          seleccion={seleccion}
          cuantos={cuantos}
          filtros={readFiltros(new URLSearchParams('unread=1'))}
          etiquetas={[]}
          onDone={onDone}
          onClear={vi.fn()}
        />
      </ToastProvider>
    </MemoryRouter>,
  );
  return onDone;
}

const masivos = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .filter(([url]) => String(url).includes('/masivo/4'))
    .map((c) => JSON.parse(String((c as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>);

describe('«Agregar nota» on a selection', () => {
  it('asks for the text at the field, sends it with the selection and counts the applicants in the toast', async () => {
    const fetch = vi.fn((url: string) =>
      url.includes('/masivo/4')
        ? json({
            state: true,
            message: 'Se aplicó la acción.',
            data: [{ cambiadas: 3, sin_cambios: 0, correos: 0, entrevistas_canceladas: 0 }],
          })
        : json({ state: true, message: '', data: [{ avisar: true, puede_editar: true, empresa: 'X', plantillas: [] }] }),
    );
    const onDone = barra(fetch);
    await userEvent.selectOptions(screen.getByLabelText('Acción'), 'Agregar nota');
    const campo = screen.getByLabelText('Nota privada para los 3 seleccionados');
    expect(campo).toHaveAttribute('maxLength', '2000');
    expect(screen.getByText(/los postulantes nunca la ven/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByText('Escribe la nota.')).toBeInTheDocument();
    expect(campo).toHaveFocus();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(masivos(fetch)).toEqual([]);

    await userEvent.type(campo, 'Llamar el lunes');
    expect(screen.queryByText('Escribe la nota.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Nota agregada a 3 postulantes.')).toBeInTheDocument();
    expect(masivos(fetch)).toEqual([{ accion: 'nota', texto: 'Llamar el lunes', ids: [11, 12, 13] }]);
    expect(onDone).toHaveBeenCalledTimes(1);
    // No confirmation: a note mails nobody.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends «todos» with the filters, and shows the server’s refusal at the field', async () => {
    const fetch = vi.fn((url: string) =>
      url.includes('/masivo/4')
        ? json({ state: false, message: 'Revisa los datos.', data: [], optional: { errors: { texto: 'Máximo 2000 caracteres' } } })
        : json({ state: true, message: '', data: [] }),
    );
    barra(fetch, { ids: [], todos: true }, 1);
    await userEvent.selectOptions(screen.getByLabelText('Acción'), 'Agregar nota');
    const campo = screen.getByLabelText('Nota privada para el postulante seleccionado');
    await userEvent.type(campo, 'Revisar');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Máximo 2000 caracteres')).toBeInTheDocument();
    expect(campo).toHaveFocus();
    expect(masivos(fetch)).toEqual([
      expect.objectContaining({ accion: 'nota', texto: 'Revisar', todos: true, filtros: expect.any(Object) }),
    ]);
  });
});
