/**
 * A status change asks whether to notify the applicant: the «Avisar al postulante por correo» box starts as the seat
 * left it (the server remembers it), unticking it is remembered, and the status radios then change the status
 * without a mail and say so.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { AvisarToggle, reiniciarAvisar } from '../../correos-estado';
import { EstadoRadios } from '../ui';

function json(body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  reiniciarAvisar();
});

function stub(avisarGuardado: boolean) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
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
    }),
  );
  render(
    <MemoryRouter>
      <ToastProvider>
        <AvisarToggle />
        <EstadoRadios idPostulacion={812} estado={0} nombre="Milagros Cáceres" />
      </ToastProvider>
    </MemoryRouter>,
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
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url === '/api/correosEstado/plantillas') return new Promise<Response>((resolve) => (responder = resolve));
        return json({ state: true, message: '', data: [{ avisar: false }] });
      }),
    );
    render(
      <MemoryRouter>
        <ToastProvider>
          <AvisarToggle />
        </ToastProvider>
      </MemoryRouter>,
    );
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
