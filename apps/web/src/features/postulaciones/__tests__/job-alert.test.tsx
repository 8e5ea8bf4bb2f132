/**
 * Job alerts: an applicant without an alert activates a weekly one, switches it to daily and stops it; with
 * marketing consent off, the server's warning is shown with a way to Mi cuenta. The server is a fake `fetch` that
 * keeps the subscription like the API does.
 */
import type { SuscripcionVista } from '@practiperu/shared/postulacion';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobAlert } from '../job-alert';

function json(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

/** `suscripcion/*` with the applicant's marketing consent. */
function fakeServer(marketing: 0 | 1) {
  let sub: SuscripcionVista | null = null;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (method === 'GET')
        return json(200, { state: true, message: '', data: sub ? [sub] : [], optional: { autorizacion_marketing: marketing } });
      if (method === 'POST') {
        const { frecuencia } = JSON.parse(String(init!.body)) as { frecuencia: 'semanal' | 'diaria' };
        sub = { frecuencia, activa: 1, ultimo_envio: null, creado_en: '2026-11-21T15:00:00.000Z' };
        const message =
          marketing === 1
            ? `Listo: te enviaremos un resumen ${frecuencia === 'diaria' ? 'diario' : 'semanal'} de las ofertas nuevas que coincidan con tu formación.`
            : 'Guardamos tu alerta, pero no te llegará mientras no aceptes recibir correos informativos de PractiPerú. Actívalo en Mi cuenta.';
        return json(200, { state: true, message, data: [sub], optional: { autorizacion_marketing: marketing } });
      }
      sub = sub && { ...sub, activa: 0 };
      return json(200, { state: true, message: 'Listo, ya no recibirás alertas de empleo.', data: [] });
    }),
  );
  return calls;
}

const renderAlert = () =>
  render(
    <MemoryRouter>
      <JobAlert />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('JobAlert', () => {
  it('activates a weekly alert, switches it to daily, and stops it', async () => {
    const calls = fakeServer(1);
    renderAlert();
    const block = await screen.findByTestId('alerta-empleo');
    expect(await within(block).findByText(/No tienes una alerta activa/)).toBeInTheDocument();
    expect(within(block).getByRole('radio', { name: 'Una vez por semana' })).toBeChecked();

    await userEvent.click(within(block).getByRole('button', { name: 'Activar alertas' }));
    expect(await within(block).findByRole('status')).toHaveTextContent('te enviaremos un resumen semanal');
    expect(within(block).getByText(/Alerta activa: una vez por semana/)).toBeInTheDocument();

    await userEvent.click(within(block).getByRole('radio', { name: 'Todos los días' }));
    await userEvent.click(within(block).getByRole('button', { name: 'Guardar frecuencia' }));
    expect(await within(block).findByText(/te enviaremos un resumen diario/)).toBeInTheDocument();
    expect(within(block).getByText(/Alerta activa: todos los días/)).toBeInTheDocument();

    await userEvent.click(within(block).getByRole('button', { name: 'Desactivar' }));
    expect(await within(block).findByText('Listo, ya no recibirás alertas de empleo.')).toBeInTheDocument();
    expect(within(block).getByText(/No tienes una alerta activa/)).toBeInTheDocument();
    expect(within(block).queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument();
    expect(calls).toEqual([
      'GET /api/suscripcion/mySubscription',
      'POST /api/suscripcion/createPostulant',
      'POST /api/suscripcion/createPostulant',
      'DELETE /api/suscripcion/mySubscription',
    ]);
  });

  it('without marketing consent: the alert is kept, the warning says it will not arrive, with a link to Mi cuenta', async () => {
    fakeServer(0);
    renderAlert();
    await userEvent.click(await screen.findByRole('button', { name: 'Activar alertas' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('no te llegará mientras no aceptes recibir correos informativos');
    expect(within(status).getByRole('link', { name: 'Ir a Mi cuenta' })).toHaveAttribute('href', '/postulantes/cuenta/');
  });
});
