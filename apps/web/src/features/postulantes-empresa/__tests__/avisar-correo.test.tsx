/**
 * A status change asks whether to notify the applicant: the «Avisar al postulante por correo» box starts as the seat
 * left it (the server remembers it), unticking it is remembered, and the status radios then change the status
 * without a mail and say so. The tick of a confirmation dialog (bulk, or a «Descartar» that cancels an interview)
 * starts as that box and is for that action only: «No» changes nothing, «Sí» does not change the box (decision 096).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvisarToggle, reiniciarAvisar } from '../../correos-estado';
import { EstadoRadios } from '../ui';
import { barraMasiva, json, renderEnLista, stubFetch } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  reiniciarAvisar();
});

function stub(avisarGuardado: boolean) {
  const { calls } = stubFetch((url, init) => {
    if (url === '/api/correosEstado/plantillas')
      return json({ state: true, message: '', data: [{ avisar: avisarGuardado, puede_editar: true, plantillas: [] }] });
    if (url === '/api/correosEstado/preferencia')
      return json({ state: true, message: 'Guardamos tu elección.', data: [{ avisar: false }] });
    const { estado, avisar } = (JSON.parse(String(init?.body)) as { data: { estado: number; avisar: boolean } }).data;
    return json({
      state: true,
      message: 'Se actualizó el estado del postulante.',
      data: [{ id_postulacion: 812, estado, correo: avisar }],
    });
  });
  renderEnLista(
    <>
      <AvisarToggle />
      <EstadoRadios idPostulacion={812} estado={0} nombre="Milagros Cáceres" />
    </>,
  );
  return calls;
}

describe('«Avisar al postulante por correo»', () => {
  it('starts ticked, and a change mails the applicant', async () => {
    const calls = stub(true);
    const box = screen.getByRole('checkbox', { name: 'Avisar al postulante por correo al cambiar su estado' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/correosEstado/plantillas')).toBe(true));
    expect(box).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'En proceso' }));
    // The toast says a mail went (walk w36).
    expect(await screen.findByText('Se actualizó el estado del postulante. Le enviamos un correo.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ data: { estado: 2, avisar: true } });
  });

  it('unticked, is remembered for the seat and the status changes without a mail', async () => {
    const calls = stub(true);
    const box = screen.getByRole('checkbox', { name: 'Avisar al postulante por correo al cambiar su estado' });
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(calls.find((c) => c.url === '/api/correosEstado/preferencia')).toMatchObject({ method: 'PUT', body: { avisar: false } });
    await userEvent.click(screen.getByRole('radio', { name: 'Descartar' }));
    expect(await screen.findByText('Se actualizó el estado del postulante. No se envió correo.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ data: { estado: 1, avisar: false } });
  });

  it('starts unticked when the seat left it so', async () => {
    stub(false);
    const box = screen.getByRole('checkbox', { name: 'Avisar al postulante por correo al cambiar su estado' });
    await waitFor(() => expect(box).not.toBeChecked());
    expect(screen.getByRole('link', { name: 'Ver los correos' })).toHaveAttribute('href', '/empresas/cuenta/correos');
  });

  it('a late answer of the remembered choice does not undo what the seat just chose', async () => {
    let responder: (r: Response) => void = () => undefined;
    stubFetch((url) => {
      if (url === '/api/correosEstado/plantillas') return new Promise<Response>((resolve) => (responder = resolve));
      return json({ state: true, message: '', data: [{ avisar: false }] });
    });
    renderEnLista(<AvisarToggle />);
    const box = screen.getByRole('checkbox', { name: 'Avisar al postulante por correo al cambiar su estado' });
    await userEvent.click(box);
    responder(
      new Response(JSON.stringify({ state: true, message: '', data: [{ avisar: true, puede_editar: true, plantillas: [] }] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(box).not.toBeChecked();
  });
});

describe('the tick of a confirmation dialog is for that action only', () => {
  function stubDialogo() {
    return stubFetch((url) => {
      if (url === '/api/correosEstado/plantillas')
        return json({ state: true, message: '', data: [{ avisar: true, puede_editar: true, plantillas: [] }] });
      if (url.startsWith('/api/pipeline/masivo'))
        return json({ state: true, message: '', data: [{ cambiadas: 2, sin_cambios: 0, correos: 0, entrevistas_canceladas: 0 }] });
      if (url.startsWith('/api/pipeline/resumenMasivo'))
        return json({ state: true, message: '', data: [{ postulaciones: 2, entrevistas: 0 }] });
      return json({
        state: true,
        message: 'Se actualizó el estado del postulante.',
        data: [{ id_postulacion: 5, estado: 1, correo: false }],
      });
    }).calls;
  }

  it('bulk: unticking and then «No» sends nothing; «Sí, aplicar» changes without mail and the box stays ticked', async () => {
    const calls = stubDialogo();
    renderEnLista(
      <>
        <AvisarToggle />
        {barraMasiva({ ids: [7, 8], todos: false }, 2)}
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Avisar al postulante por correo al cambiar su estado' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/correosEstado/plantillas')).toBe(true));
    await userEvent.selectOptions(screen.getByLabelText('Acción'), 'Cambiar a Finalista');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    let dialogo = screen.getByRole('dialog', { name: 'Confirmar acción masiva' });
    const tick = within(dialogo).getByRole('checkbox', { name: 'Avisar a los postulantes por correo' });
    expect(tick).toBeChecked();
    expect(tick).toHaveAccessibleDescription('Solo para esta acción: tu casilla «Avisar al postulante por correo» de la lista no cambia.');
    await userEvent.click(tick);
    expect(dialogo).toHaveTextContent('Los estados cambian sin enviar correos.');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'No' }));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(box).toBeChecked();

    // Opened again, the tick starts from the box; unticked and confirmed, that change goes without mail, only it.
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    dialogo = screen.getByRole('dialog', { name: 'Confirmar acción masiva' });
    expect(within(dialogo).getByRole('checkbox', { name: 'Avisar a los postulantes por correo' })).toBeChecked();
    await userEvent.click(within(dialogo).getByRole('checkbox', { name: 'Avisar a los postulantes por correo' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Sí, aplicar' }));
    expect(await screen.findByText('2 postulantes actualizados · sin correos.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/pipeline/masivo/4')?.body).toMatchObject({
      accion: 'estado',
      estado: 3,
      ids: [7, 8],
      avisar: false,
    });
    expect(calls.some((c) => c.url === '/api/correosEstado/preferencia')).toBe(false);
    expect(box).toBeChecked();
  });

  it('single «Descartar» with an interview: the same tick, for that change only', async () => {
    const calls = stubDialogo();
    renderEnLista(
      <>
        <AvisarToggle />
        <EstadoRadios idPostulacion={5} estado={2} nombre="Carlos Mendoza" entrevistaPendiente />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Avisar al postulante por correo al cambiar su estado' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/correosEstado/plantillas')).toBe(true));
    await userEvent.click(screen.getByRole('radio', { name: 'Descartar' }));
    const dialogo = screen.getByRole('dialog', { name: 'Descartar a Carlos Mendoza' });
    const tick = within(dialogo).getByRole('checkbox', { name: 'Avisarle por correo del cambio de estado' });
    expect(tick).toBeChecked();
    await userEvent.click(tick);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Sí, descartar' }));
    expect(await screen.findByText(/No se envió correo\./)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ data: { estado: 1, avisar: false } });
    expect(calls.some((c) => c.url === '/api/correosEstado/preferencia')).toBe(false);
    expect(box).toBeChecked();
  });
});
