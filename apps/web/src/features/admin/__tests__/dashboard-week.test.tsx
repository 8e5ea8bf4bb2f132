/** The Panel's «Usuarios nuevos» names every part of the week's total: its breakdown adds up to it. */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../dashboard-page';

const semana = (extra: object) => ({
  desde: '2026-11-30',
  usuarios: 33,
  postulantes: 30,
  empresas: 1,
  asientos: 1,
  administradores: 1,
  ofertas: 3,
  ofertas_aprobadas: 2,
  postulaciones: 10,
  ...extra,
});

function mockApi(week: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            state: true,
            message: '',
            data: [
              {
                ofertas_pendientes: { total: 0, fuera_de_plazo: 0, promesa_horas: 48, items: [] },
                pagos_pendientes: { total: 0, destacado: 0, premium: 0, mas_antiguo_horas: null },
                semana: semana(week),
                totales: { postulantes: 350, empresas: 53, asientos: 2, administradores: 1, ofertas_vigentes: 100 },
              },
            ],
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
      ),
    ),
  );
}

function renderPage() {
  render(
    <RouterProvider router={createMemoryRouter([{ path: '/admin/', element: <DashboardPage /> }], { initialEntries: ['/admin/'] })} />,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Usuarios nuevos', () => {
  it('names the administrators created this week, so the parts add up to the total', async () => {
    mockApi({});
    renderPage();
    expect(await screen.findByText('30 postulantes · 1 empresa · 1 asiento de equipo · 1 administrador')).toBeInTheDocument();
  });

  it('leaves out a part that is zero', async () => {
    mockApi({ usuarios: 32, administradores: 0 });
    renderPage();
    expect(await screen.findByText('30 postulantes · 1 empresa · 1 asiento de equipo')).toBeInTheDocument();
  });
});
