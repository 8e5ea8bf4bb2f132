/**
 * The alerts' form checks with the API's schema and its rule on the last day: a past day under a text is refused at
 * its field without a call; the server's field errors land at their fields; 'Quitar alerta' sends an empty text.
 */
import { ALERTA_MESSAGES } from '@practiperu/shared/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsPage } from '../alerts-page';
import { fakeApi, renderPage, writes, type Reply } from './helpers';

const alerta = (tipo: 'general' | 'publicar', content = '') => ({
  tipo,
  content,
  expireIn: null,
  visible: content !== '',
  actualizado_en: null,
});
const LIST = { body: { state: true, data: [{ general: alerta('general', 'Feriado el lunes.'), publicar: alerta('publicar') }] } };

afterEach(() => vi.unstubAllGlobals());

async function publicar() {
  renderPage(<AlertsPage />);
  return within(await screen.findByRole('region', { name: 'Alerta de la página Publicar oferta' }));
}

describe('the alerts form', () => {
  it('a past last day is refused at its field, without a call', async () => {
    const sent = fakeApi({ 'GET /api/admin/alertas': LIST });
    const region = await publicar();
    await userEvent.type(region.getByLabelText('Texto de la alerta'), 'Validamos pagos hasta las 6 p. m.');
    await userEvent.type(region.getByLabelText('Se muestra hasta (inclusive)'), '2020-01-01');
    await userEvent.click(region.getByRole('button', { name: 'Guardar alerta' }));
    expect(region.getByLabelText('Se muestra hasta (inclusive)')).toHaveAccessibleDescription(ALERTA_MESSAGES.fechaPasada);
    expect(writes(sent)).toEqual([]);
  });

  it("the server's field error lands at its field; saved, it says so", async () => {
    let answer: Reply = {
      status: 400,
      body: { state: false, message: ALERTA_MESSAGES.fecha, optional: { errors: { expireIn: ALERTA_MESSAGES.fecha } } },
    };
    const sent = fakeApi({ 'GET /api/admin/alertas': LIST, 'PUT /api/admin/alertas/publicar': () => answer });
    const region = await publicar();
    await userEvent.type(region.getByLabelText('Texto de la alerta'), 'Validamos pagos hasta las 6 p. m.');
    await userEvent.click(region.getByRole('button', { name: 'Guardar alerta' }));
    expect(await region.findByText(ALERTA_MESSAGES.fecha)).toBeInTheDocument();
    expect(region.getByLabelText('Se muestra hasta (inclusive)')).toHaveAccessibleDescription(ALERTA_MESSAGES.fecha);
    expect(writes(sent)).toEqual([
      { method: 'PUT', url: '/api/admin/alertas/publicar', body: { content: 'Validamos pagos hasta las 6 p. m.', expireIn: null } },
    ]);
    answer = { body: { state: true, message: ALERTA_MESSAGES.saved } };
    await userEvent.click(region.getByRole('button', { name: 'Guardar alerta' }));
    expect(await screen.findByText(ALERTA_MESSAGES.saved)).toBeInTheDocument();
  });

  it("'Quitar alerta' sends an empty text without checking the form", async () => {
    const sent = fakeApi({ 'GET /api/admin/alertas': LIST });
    renderPage(<AlertsPage />);
    const general = within(await screen.findByRole('region', { name: 'Alerta general' }));
    await userEvent.click(general.getByRole('button', { name: 'Quitar alerta' }));
    expect(writes(sent)).toEqual([{ method: 'PUT', url: '/api/admin/alertas/general', body: { content: '', expireIn: null } }]);
  });
});
