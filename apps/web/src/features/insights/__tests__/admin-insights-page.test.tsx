/**
 * The back office's figures: totals, each chart's table, the payments in soles, the departments' table beside the
 * tile map (which switches between open offers and applicants), and CSV of the departments. The server is a fake
 * `fetch`.
 */
import type { AdminInsights } from '@practiperu/shared/api/admin/insights';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminInsightsPage, adminInsightsLoader } from '../admin-insights-page';

const DEPARTAMENTOS = ['Amazonas', 'Áncash', 'Apurímac', 'Arequipa'].map((nombre, i) => ({
  id: i + 1,
  nombre,
  ofertas: i === 3 ? 12 : 0,
  postulantes: i === 3 ? 40 : 2,
}));

const DATOS: AdminInsights = {
  periodo: { desde: '2027-03-01', hasta: '2027-03-02' },
  semanas: [{ semana: '2027-03-01', enviadas: 9, aprobadas: 7, rechazadas: 1 }],
  horas_revision_mediana: 20.5,
  postulaciones: [
    { dia: '2027-03-01', postulaciones: 3 },
    { dia: '2027-03-02', postulaciones: 4 },
  ],
  pagos: [{ mes: '2027-03', validados: 2, soles: 138 }],
  premium_activos: 5,
  departamentos: DEPARTAMENTOS,
};

function renderPage() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      return Promise.resolve(
        new Response(JSON.stringify({ state: true, message: '', data: [DATOS] }), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  const router = createMemoryRouter([{ path: '/admin/estadisticas', loader: adminInsightsLoader, element: <AdminInsightsPage /> }], {
    initialEntries: ['/admin/estadisticas'],
  });
  render(<RouterProvider router={router} />);
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('Estadísticas (back office)', () => {
  it('shows the marketplace’s totals and a table for every chart', async () => {
    const urls = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Estadísticas' })).toBeInTheDocument();
    expect(urls[0]).toContain('/api/admin/insights');
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(
      expect.arrayContaining(['7', '20.5', '7', '5', 'Pagos validados: S/ 138.00']),
    );
    const semanas = screen.getByRole('table', { name: 'Ofertas enviadas, aprobadas y rechazadas por semana' });
    expect(
      within(semanas)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Semana delEnviadasAprobadasRechazadas', '01/03971']);
    expect(
      within(screen.getByRole('table', { name: 'Monto de los pagos validados por mes' })).getByRole('cell', { name: 'S/ 138.00' }),
    ).toBeInTheDocument();
    const dptos = screen.getByRole('table', { name: 'Ofertas abiertas y postulantes por departamento' });
    expect(within(dptos).getByRole('row', { name: /Arequipa/ })).toHaveTextContent('Arequipa1240');
  });

  it('switches the map between open offers and applicants, and downloads the departments as CSV', async () => {
    renderPage();
    const postulantes = await screen.findByRole('radio', { name: 'Postulantes que viven allí' });
    expect(screen.getByRole('radio', { name: 'Ofertas abiertas hoy' })).toBeChecked();
    await userEvent.click(postulantes);
    expect(postulantes).toBeChecked();
    expect(document.querySelector('svg title')?.textContent).toBe('Amazonas: 2');

    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} }));
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV de ofertas y postulantes por departamento' }));
    const texto = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer());
    expect(texto.split('\r\n').slice(0, 2)).toEqual(['\uFEFFCódigo INEI;Departamento;Ofertas abiertas;Postulantes', '1;Amazonas;0;2']);
  });
});
