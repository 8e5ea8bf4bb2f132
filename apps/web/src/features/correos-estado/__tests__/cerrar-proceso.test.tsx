/**
 * «Cerrar el proceso» decides on those still in process, as the team chooses, after saying how many there are; the
 * finalists never change, nor those a free offer hides past its limit. Nothing is sent before the confirmation.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CerrarProceso } from '../cerrar-proceso';

function json(body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

const resumen = {
  postulaciones: { total: 6, sin_decision: 2, en_proceso: 1, finalistas: 2, descartados: 1, ocultas: 0 },
  entrevistas_en_proceso: 2,
  gratis_disponibles: 1,
  pago_pendiente: null,
  puede_anular_pago: false,
  administradores: [],
};

describe('«Cerrar el proceso»', () => {
  it('counts those still in process, sends the chosen decision and reports what changed', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
        if (url.startsWith('/api/oferta/resumen/')) return json({ state: true, message: '', data: [resumen] });
        return json({
          state: true,
          message: 'Cerramos el proceso.',
          data: [{ finalizada: true, cambiadas: 3, correos: 0, sin_cambios: 3, entrevistas_canceladas: 2 }],
        });
      }),
    );
    const onDone = vi.fn();
    render(
      <MemoryRouter>
        <CerrarProceso oferta={{ id: 41, titulo: 'Practicante de Finanzas', finaliza: null }} className="" onDone={onDone} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar el proceso' }));
    // The total and the category are not both «en proceso».
    expect(await screen.findByText(/Quedan 3 postulantes por decidir: 2 sin decisión y 1 en proceso\./)).toBeInTheDocument();
    expect(screen.getByTestId('entrevistas-al-cerrar')).toHaveTextContent(
      'Hay 2 entrevistas pendientes: si los descartas, se cancelarán y avisaremos por correo a cada postulante.',
    );
    expect(screen.getByText(/Los 2 finalistas no cambian/)).toBeInTheDocument();
    expect(screen.getByText('También dejará de recibir postulaciones.')).toBeInTheDocument();
    // The safe choice is preselected: nobody is rejected nor mailed unless the team chooses it.
    expect(screen.getByRole('radio', { name: /Dejar sus estados como están/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /enviarles el correo de la empresa/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /sin enviar correo/ }));
    expect(calls.map((c) => c.url)).toEqual(['/api/oferta/resumen/41']);
    await userEvent.click(screen.getByRole('button', { name: 'Sí, cerrar el proceso' }));
    expect(calls[1]).toEqual({
      url: '/api/correosEstado/cerrarProceso/41',
      method: 'POST',
      body: { decision: 'no_seleccionar', avisar: false },
    });
    expect(onDone).toHaveBeenCalledWith(
      'Cerramos el proceso. 3 postulantes pasaron a Descartado. No se envió ningún correo. 2 entrevistas canceladas, con aviso a cada postulante.',
      expect.objectContaining({ state: true }),
    );
  });

  it('on a free offer past its limit, counts only those it decides on and says the hidden ones stay as they are', async () => {
    const libre = {
      ...resumen,
      entrevistas_en_proceso: 0,
      postulaciones: { total: 19, sin_decision: 10, en_proceso: 3, finalistas: 2, descartados: 0, ocultas: 4 },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json({ state: true, message: '', data: [libre] })),
    );
    render(
      <MemoryRouter>
        <CerrarProceso oferta={{ id: 42, titulo: 'Practicante de Ventas', finaliza: '2026-11-20' }} className="" onDone={vi.fn()} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar el proceso' }));
    // 13 = the 10 without a decision and the 3 in process it sees; the 4 past the free offer's limit are not among them.
    expect(await screen.findByText(/Quedan 13 postulantes por decidir: 10 sin decisión y 3 en proceso\./)).toBeInTheDocument();
    expect(screen.getByTestId('ocultas-al-cerrar')).toHaveTextContent(
      'Quienes postularon después del límite de la oferta gratuita (4) no cambian ni reciben correo: no los ves.',
    );
    expect(screen.queryByText('También dejará de recibir postulaciones.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('entrevistas-al-cerrar')).not.toBeInTheDocument();
  });
});
