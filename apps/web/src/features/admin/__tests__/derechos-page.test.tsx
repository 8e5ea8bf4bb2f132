/**
 * A company's rectification request leads the administrator to the data it asks to correct: the request shows the
 * company's RUC, razón social and commercial name, and "Corregir datos de la empresa" edits exactly those, checked
 * with the registration's schema before any call; the server's field errors land at their field.
 */
import type { AdminSolicitud } from '@practiperu/shared/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DerechosPage } from '../derechos-page';
import { fakeApi, renderPage, writes } from './helpers';

const SOLICITUD: AdminSolicitud = {
  id: 7,
  tipo: 'rectificacion',
  detalle: 'Nuestra razón social está mal escrita: es Textil Andina S.A.C.',
  estado: 'pendiente',
  creado_en: '2027-11-22T14:00:00.000Z',
  vence_el: '2027-12-06',
  dias_habiles_restantes: 10,
  vencida: false,
  persona: { id: 3, correo: 'jorge@textil.pe', nombres: 'Jorge', apellidos: 'Quispe', rol: 1, empresa: 'Textil Andina' },
  postulacion: null,
  empresa_datos: { id: 5, ruc: '20100070970', nombre_completo: 'Textil Andna S.A.C.', nombre: 'Textil Andina' },
  respuesta: null,
  resolucion: null,
  motivo: null,
  respondido_en: null,
  respondido_por: null,
};

const PAGINA = { current_page: 1, total_pages: 1, total: 1 };

afterEach(() => vi.unstubAllGlobals());

describe('a rectification request of a company', () => {
  it('shows the locked data and corrects exactly it; bad input is refused at its field without a call', async () => {
    const corregida = { ...SOLICITUD, empresa_datos: { ...SOLICITUD.empresa_datos!, nombre_completo: 'Textil Andina S.A.C.' } };
    const sent = fakeApi({
      'GET /api/admin/derechos': { body: { state: true, data: [SOLICITUD], optional: PAGINA } },
      'PUT /api/admin/derechos/7/empresa': {
        body: { state: true, message: 'Se corrigieron los datos de la empresa. Quedó en la auditoría.', data: [corregida] },
      },
    });
    renderPage(<DerechosPage />);
    expect(await screen.findByText('Textil Andna S.A.C.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Corregir datos de la empresa' }));
    const razon = screen.getByRole('textbox', { name: /^Razón social/ });
    expect(razon).toHaveValue('Textil Andna S.A.C.');
    await userEvent.clear(razon);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar corrección' }));
    expect(razon).toHaveAccessibleDescription(/^Requerido/);
    expect(writes(sent)).toEqual([]);

    await userEvent.type(razon, 'Textil Andina S.A.C.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar corrección' }));
    expect(await screen.findByText('Se corrigieron los datos de la empresa. Quedó en la auditoría.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/derechos/7/empresa',
        body: { ruc: '20100070970', nombre_completo: 'Textil Andina S.A.C.', nombre: 'Textil Andina' },
      },
    ]);
  });

  it("the server's 409 on the RUC lands at its field", async () => {
    fakeApi({
      'GET /api/admin/derechos': { body: { state: true, data: [SOLICITUD], optional: PAGINA } },
      'PUT /api/admin/derechos/7/empresa': {
        status: 409,
        body: {
          state: false,
          message: 'Ya existe una empresa registrada con este RUC.',
          optional: { errors: { ruc: 'Ya existe una empresa registrada con este RUC.' } },
        },
      },
    });
    renderPage(<DerechosPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Corregir datos de la empresa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar corrección' }));
    expect(await screen.findByRole('textbox', { name: /^RUC/ })).toHaveAccessibleDescription(
      /^Ya existe una empresa registrada con este RUC/,
    );
  });

  it('an applicant’s request or another kind offers no correction', async () => {
    fakeApi({
      'GET /api/admin/derechos': {
        body: {
          state: true,
          data: [
            { ...SOLICITUD, id: 8, tipo: 'acceso' },
            { ...SOLICITUD, id: 9, empresa_datos: null, persona: { ...SOLICITUD.persona!, rol: 0, empresa: null } },
          ],
          optional: { ...PAGINA, total: 2 },
        },
      },
    });
    renderPage(<DerechosPage />);
    expect(await screen.findAllByRole('button', { name: 'Responder' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Corregir datos de la empresa' })).toBeNull();
  });
});
