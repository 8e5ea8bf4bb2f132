/**
 * The back office's figures: totals, each chart's table, the payments in soles, the departments' table beside the
 * tile map (which switches between open offers and applicants, each tile with letters of its own and its full name
 * on pointing), and CSV of the departments. The server is a fake `fetch`.
 */
import type { AdminInsights } from '@practiperu/shared/api/admin/insights';
import { DEPARTAMENTOS as LISTA } from '@practiperu/shared/departamentos';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminInsightsPage, adminInsightsLoader } from '../admin-insights-page';
import { descargas, renderRuta, servirCifras } from './servidor';

const DEPARTAMENTOS = LISTA.map(({ id, nombre }) => ({
  id,
  nombre,
  ofertas: nombre === 'Arequipa' ? 12 : 0,
  postulantes: nombre === 'Arequipa' ? 40 : 2,
}));

const DATOS: AdminInsights = {
  // From a Wednesday: the week of 22 February is cut by the period (24–28), the week of 1 March is whole.
  periodo: { desde: '2027-02-24', hasta: '2027-03-07' },
  semanas: [{ semana: '2027-03-01', enviadas: 9, aprobadas: 7, rechazadas: 1 }],
  horas_revision_mediana: 20.5,
  revision: [
    { semana: '2027-02-22', aprobadas: 3, horas_mediana: 30.5 },
    { semana: '2027-03-01', aprobadas: 4, horas_mediana: 12 },
  ],
  postulaciones: [
    { dia: '2027-03-01', postulaciones: 3 },
    { dia: '2027-03-02', postulaciones: 4 },
  ],
  pagos: [{ mes: '2027-03', validados: 2, soles: 138 }],
  premium_activos: 5,
  premium: [
    { mes: '2027-02', activos: 4, altas: 1 },
    { mes: '2027-03', activos: 6, altas: 2 },
  ],
  departamentos: DEPARTAMENTOS,
  sin_departamento: [
    { nombre: 'Virtual', ofertas: 3, postulantes: null },
    { nombre: 'Extranjero', ofertas: 2, postulantes: null },
    { nombre: 'Sin departamento', ofertas: null, postulantes: 5 },
  ],
};

function renderPage(url?: string) {
  const urls = servirCifras(DATOS);
  renderRuta({ path: '/admin/estadisticas', loader: adminInsightsLoader, element: <AdminInsightsPage /> }, url);
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('Estadísticas (back office)', () => {
  it('shows the marketplace’s totals and a table for every chart', async () => {
    const urls = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Estadísticas' })).toBeInTheDocument();
    expect(urls[0]).toContain('/api/admin/insights');
    // The validated payments are counted on the page, not only in the CSV.
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Ofertas aprobadas',
      'Horas hasta aprobar',
      'Postulaciones',
      'Pagos validados',
      'Premium activos',
    ]);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(
      expect.arrayContaining(['7', '20.5', '7', '2', 'S/ 138.00', '5', 'Con membresía vigente hoy; por mes, abajo']),
    );
    expect(screen.getByText(/una semana\s+puede tener más aprobadas que enviadas/)).toBeInTheDocument();
    // The map is today's, whatever the period, and says so.
    expect(screen.getByText(/Cifras de hoy, no del periodo elegido/)).toBeInTheDocument();
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
    expect(within(dptos).getByRole('row', { name: /Arequipa/ })).toHaveTextContent('ArequipaARE1240');
    // Virtual, abroad and applicants with no department are rows of their own, and the total adds them all.
    expect(within(dptos).getByRole('row', { name: /^Virtual/ })).toHaveTextContent('Virtual3—no aplica');
    expect(within(dptos).getByRole('row', { name: /^Extranjero/ })).toHaveTextContent('Extranjero2—no aplica');
    expect(within(dptos).getByRole('row', { name: /^Sin departamento/ })).toHaveTextContent('Sin departamento—no aplica5');
    expect(within(dptos).getByRole('row', { name: /^Total/ })).toHaveTextContent('Total1793');
    expect(
      screen.getByText(/Las\s+ofertas virtuales y las del extranjero, y los postulantes que no indicaron departamento/),
    ).toBeInTheDocument();
  });

  it('marks the weeks the period cuts as partial, in the chart’s table and the CSV', async () => {
    servirCifras({
      ...DATOS,
      periodo: { desde: '2026-10-31', hasta: '2026-11-18' },
      semanas: [
        { semana: '2026-10-26', enviadas: 1, aprobadas: 0, rechazadas: 0 },
        { semana: '2026-11-02', enviadas: 5, aprobadas: 4, rechazadas: 1 },
        { semana: '2026-11-16', enviadas: 2, aprobadas: 2, rechazadas: 0 },
      ],
    });
    renderRuta({ path: '/admin/estadisticas', loader: adminInsightsLoader, element: <AdminInsightsPage /> });
    const semanas = await screen.findByRole('table', { name: 'Ofertas enviadas, aprobadas y rechazadas por semana' });
    expect(
      within(semanas)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['26/10 (parcial)', '02/11', '16/11 (parcial)']);
    expect(screen.getByText(/solo cuentan sus días dentro de él \(del 31\/10 al 01\/11; del 16\/11 al 18\/11\)/)).toBeInTheDocument();
    const { texto } = descargas();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV de ofertas por semana' }));
    expect((await texto(0)).split('\r\n').slice(0, 4)).toEqual([
      '\uFEFFSemana (lunes);Días contados;Enviadas;Aprobadas;Rechazadas',
      '2026-10-26;2026-10-31 a 2026-11-01;1;0;0',
      '2026-11-02;completa;5;4;1',
      '2026-11-16;2026-11-16 a 2026-11-18;2;2;0',
    ]);
  });

  it('shows the time to approval week by week and premium members month by month, as tables and CSV', async () => {
    renderPage();
    const revision = await screen.findByRole('table', { name: 'Mediana de horas hasta aprobar, por semana' });
    expect(
      within(revision)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Semana delHoras (mediana)Aprobadas', '22/02 (parcial)30.53', '01/03124']);
    // The note names the table's column that says how many each median counts.
    expect(screen.getByText(/La tabla \(«Aprobadas»\) y el CSV dicen cuántas se aprobaron cada semana/)).toBeInTheDocument();
    // The cut week is said under the chart.
    expect(screen.getByText(/Una semana «parcial» solo cuenta sus días dentro del periodo\./)).toBeInTheDocument();
    const premium = screen.getByRole('table', { name: 'Miembros premium por mes' });
    expect(
      within(premium)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['MesActivosNuevas', '2027-0241', '2027-0362']);
    expect(screen.getByText(/Activos: postulantes con membresía vigente algún día del mes/)).toBeInTheDocument();

    const { texto } = descargas();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV de horas hasta aprobar por semana' }));
    expect((await texto(0)).split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFSemana (lunes);Días contados;Ofertas aprobadas;Mediana de horas hasta aprobar',
      '2027-02-22;2027-02-24 a 2027-02-28;3;30.5',
      '2027-03-01;completa;4;12',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV de premium por mes' }));
    expect((await texto(1)).split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFMes;Premium activos;Membresías nuevas',
      '2027-02;4;1',
      '2027-03;6;2',
    ]);
  });

  it('switches the map between open offers and applicants, and downloads the departments as CSV', async () => {
    renderPage();
    const postulantes = await screen.findByRole('radio', { name: 'Postulantes que viven allí' });
    expect(screen.getByRole('radio', { name: 'Ofertas abiertas hoy' })).toBeChecked();
    await userEvent.click(postulantes);
    expect(postulantes).toBeChecked();
    expect(document.querySelector('svg title')?.textContent).toBe('Amazonas (AMA): 2');

    const { texto } = descargas();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV de ofertas y postulantes por departamento' }));
    const filas = (await texto(0)).split('\r\n');
    expect(filas.slice(0, 2)).toEqual(['\uFEFFCódigo INEI;Sigla;Departamento;Ofertas abiertas hoy;Postulantes hoy', '01;AMA;Amazonas;0;2']);
    expect(filas.slice(26)).toEqual([';;Virtual;3;', ';;Extranjero;2;', ';;Sin departamento;;5', ';;Total;17;93', '']);
  });

  it('marks each department’s tile with letters of its own, and names it in full on pointing', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Ofertas abiertas y postulantes por departamento' });
    const teselas = [...document.querySelectorAll('svg g:has(> title)')].map((g) => ({
      sigla: g.querySelector('text')?.textContent ?? '',
      nombre: g.querySelector('title')?.textContent ?? '',
    }));
    expect(teselas).toHaveLength(25);
    expect(new Set(teselas.map((t) => t.sigla)).size).toBe(25);
    const de = (nombre: string) => teselas.find((t) => t.nombre.startsWith(`${nombre} (`))?.sigla;
    expect([de('Huancavelica'), de('Huánuco'), de('Madre de Dios')]).toEqual(['HUV', 'HUC', 'MDD']);
  });

  it('keeps the period’s form with the mistake when the address’s period is reversed', async () => {
    const urls = renderPage('/admin/estadisticas?desde=2026-11-29&hasta=2026-11-01');
    const desde = await screen.findByLabelText('Desde');
    expect(urls).toEqual([]);
    expect(desde).toHaveAccessibleDescription('La fecha inicial no puede ser posterior a la final.');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-01');
  });

  it('names the marketplace’s figures, not the user’s, when they cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ state: false, message: 'Se produjo un error.', data: [] }), { status: 500 })),
      ),
    );
    renderRuta({ path: '/admin/estadisticas', loader: adminInsightsLoader, element: <AdminInsightsPage /> });
    expect(await screen.findByText('No se pudieron cargar los datos')).toBeInTheDocument();
  });
});
