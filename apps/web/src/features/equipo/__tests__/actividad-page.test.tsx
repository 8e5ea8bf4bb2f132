/**
 * Actividad (docs/team.md "Screens"): the filter by person offers everyone the trail records, people who left or were
 * removed too (by the name and e-mail recorded) and filters by that e-mail; the entries say whose CV was downloaded,
 * to which status a bulk change moved applicants, and that an offer was hidden or shown. The server is a fake `fetch`.
 */
import { ROLE } from '@practiperu/shared/constants';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actividadLoader, ActividadPage } from '../actividad-page';

function json(body: object) {
  return Promise.resolve(
    new Response(JSON.stringify({ state: true, message: '', ...body }), { headers: { 'content-type': 'application/json' } }),
  );
}

const entrada = (id: number, accion: string, detalle: Record<string, unknown>, quien = 'Rosa Huamán') => ({
  id,
  usuario_id: null,
  usuario_correo: quien === 'Rosa Huamán' ? 'rosa@andina.pe' : 'carla@andina.pe',
  usuario_nombre: quien,
  accion,
  entidad: 'oferta',
  entidad_id: '7',
  detalle,
  creado_en: '2027-04-12T15:00:00.000Z',
});

function mockApi() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      if (url.startsWith('/api/equipo/miembros'))
        return json({
          data: [
            {
              miembros: [
                {
                  usuario_id: 1,
                  correo: 'rosa@andina.pe',
                  nombres: 'Rosa',
                  apellidos: 'Huamán',
                  rol: 'administrador',
                  titular: true,
                  yo: true,
                  creado_en: '2027-01-01T00:00:00.000Z',
                },
              ],
              invitaciones: [],
              max_asientos: 10,
            },
          ],
        });
      return json({
        data: [
          entrada(4, 'postulacion.cv', { oferta: 'Practicante Contable', postulante: 'Darío' }),
          entrada(3, 'postulacion.masivo_estado', { estado: 3, estado_nombre: 'Finalista', postulaciones: 2, cambiadas: 2, correos: 2 }),
          entrada(2, 'postulacion.masivo_estado', { estado: 1, postulaciones: 1, cambiadas: 1, correos: 1 }),
          entrada(1, 'oferta.ocultar', { titulo: 'Practicante Contable' }, 'Carla Quispe'),
          entrada(6, 'solicitud.atender', { titulo: 'Practicante de Ventas', solicitud: 12, tipo: 'destacar' }),
          entrada(5, 'solicitud.rechazar', { titulo: 'Practicante de Ventas', solicitud: 13, tipo: 'eliminar' }),
          entrada(0, 'postulacion.estado', {
            oferta: 'Practicante Contable',
            postulante: 'Darío',
            antes: 'recibida',
            despues: 'en_proceso',
          }),
        ],
        optional: {
          current_page: 1,
          total_pages: 1,
          total: 4,
          personas: [
            { correo: 'carla@andina.pe', nombre: 'Carla Quispe' },
            { correo: 'rosa@andina.pe', nombre: 'Rosa Huamán' },
          ],
        },
      });
    }),
  );
  return urls;
}

function renderPage(url = '/empresas/actividad') {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ id: 1, role: ROLE.RECLUTADOR, nombres: 'Rosa' }),
        children: [{ path: 'empresas/actividad', loader: actividadLoader, element: <ActividadPage /> }],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('Actividad', () => {
  it('offers a removed person in the filter, by the recorded name, and filters by the recorded e-mail', async () => {
    const urls = mockApi();
    renderPage();
    const persona = await screen.findByRole('combobox', { name: 'Persona' });
    const opciones = within(persona)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(opciones).toEqual(['Todo el equipo', 'Carla Quispe (ya no está en el equipo)', 'Rosa Huamán']);
    await userEvent.selectOptions(persona, 'Carla Quispe (ya no está en el equipo)');
    await waitFor(() => expect(urls.some((u) => u.includes('/api/equipo/actividad') && u.includes('correo=carla%40andina.pe'))).toBe(true));
  });

  it('says whose CV was downloaded, the status a bulk change moved to, and that an offer was hidden', async () => {
    mockApi();
    renderPage();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Descargó un CV');
    expect(items[0]).toHaveTextContent('Darío');
    expect(items[1]).toHaveTextContent('a Finalista');
    // An entry written before the status name was recorded reads it from the number.
    expect(items[2]).toHaveTextContent('a Descartado');
    expect(items[3]).toHaveTextContent('Ocultó una oferta a los postulantes');
    expect(items[3]).not.toHaveTextContent('Editó una oferta');
    // Handling or declining a seat's request says what it asked.
    expect(items[4]).toHaveTextContent('Atendió una solicitud: destacar una oferta');
    expect(items[5]).toHaveTextContent('Rechazó una solicitud: eliminar una oferta');
    // A status change reads with the applicant list's labels, not the applicant's own ones.
    expect(items[6]).toHaveTextContent('Sin decisión → En proceso');
    expect(items[6]).not.toHaveTextContent('recibida');
  });

  it('filters the seats’ requests to the administrators as a kind of action of its own', async () => {
    const urls = mockApi();
    renderPage();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Acción' }), 'Solicitudes a los administradores');
    await waitFor(() => expect(urls.some((u) => u.includes('/api/equipo/actividad') && u.includes('accion=solicitud'))).toBe(true));
  });
});
