/**
 * The company's dashboard: today's figures, views and applications per day as a chart with its table, the open offers
 * each leading to its own figures, the team's work per seat (an administrator sees each seat and the team's total, a
 * recruiter seat only its own), and every table as CSV. The server is a fake `fetch`.
 */
import type { EmpresaInsights } from '@practiperu/shared/api/insights';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmpresaInsightsPage, empresaInsightsLoader } from '../empresa-insights-page';
import { descargas, renderRuta, servirCifras } from './servidor';

const ADMIN: EmpresaInsights = {
  periodo: { desde: '2027-03-09', hasta: '2027-03-10' },
  hoy: { ofertas_abiertas: 2, por_revisar: 7, entrevistas_semana: 3, semana: { desde: '2027-03-08', hasta: '2027-03-14' } },
  ofertas: [
    { id: 11, titulo: 'Practicante de Datos', destacada: true, vistas: 40, postulaciones: 6, total: 9, por_revisar: 5 },
    { id: 12, titulo: 'Practicante de Ventas', destacada: false, vistas: 8, postulaciones: 1, total: 2, por_revisar: 2 },
  ],
  dias: [
    { dia: '2027-03-09', vistas: 20, postulaciones: 3 },
    { dia: '2027-03-10', vistas: 28, postulaciones: 4 },
  ],
  equipo: [
    { usuario_id: 1, nombre: 'Carmen Rojas', propio: true, estados: 5, notas: 2, etiquetas: 1, entrevistas: 0, ofertas: 1 },
    { usuario_id: 2, nombre: 'Rosa Huamán', propio: false, estados: 3, notas: 0, etiquetas: 4, entrevistas: 2, ofertas: 0 },
  ],
  total: { estados: 9, notas: 2, etiquetas: 5, entrevistas: 2, ofertas: 1 },
  por_asiento: true,
};

const mockApi = (data: EmpresaInsights = ADMIN) => servirCifras(data);
const renderPage = (url?: string) =>
  renderRuta({ path: '/empresas/estadisticas', loader: empresaInsightsLoader, element: <EmpresaInsightsPage /> }, url);

afterEach(() => vi.unstubAllGlobals());

describe('Estadísticas de la empresa', () => {
  it('shows today’s figures, the days, the open offers and each seat’s work to an administrator', async () => {
    const urls = mockApi();
    renderPage('/empresas/estadisticas?desde=2027-03-09&hasta=2027-03-10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Estadísticas' })).toBeInTheDocument();
    expect(urls[0]).toContain('/api/insights/empresa?desde=2027-03-09&hasta=2027-03-10');
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Ofertas abiertas',
      'Por revisar',
      'Entrevistas esta semana',
      'Postulaciones en el periodo',
    ]);
    expect(screen.getByText('Confirmadas, del 8 de marzo de 2027 al 14 de marzo de 2027')).toBeInTheDocument();
    expect(screen.getByText('48 vistas de tus ofertas')).toBeInTheDocument();

    const porDia = screen.getByRole('table', { name: 'Vistas de tus ofertas y postulaciones recibidas por día' });
    expect(
      within(porDia)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DíaVistasPostulaciones', '09/03203', '10/03284']);

    const ofertas = screen.getByRole('table', { name: 'Ofertas abiertas' });
    expect(within(ofertas).getByRole('link', { name: 'Practicante de Datos' })).toHaveAttribute(
      'href',
      '/empresas/mis-publicaciones/11/estadisticas',
    );
    // The badge never breaks inside its word at 390 px (the title wraps instead).
    const insignia = within(ofertas).getByText('Destacada');
    expect(insignia).toHaveClass('whitespace-nowrap', '[overflow-wrap:normal]');
    expect(insignia.closest('th')).toHaveClass('[overflow-wrap:anywhere]');

    const equipo = screen.getByRole('table', { name: 'Trabajo del equipo por persona' });
    expect(
      within(equipo)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'PersonaCambios de estadoNotasEtiquetasEntrevistas propuestas',
      'Carmen Rojas (tú)5210',
      'Rosa Huamán3042',
      'Todo el equipo9252',
    ]);
  });

  it('gives a recruiter seat only its own work, no team total, and says who sees the rest', async () => {
    mockApi({ ...ADMIN, equipo: [{ ...ADMIN.equipo[1]!, propio: true }], total: null, por_asiento: false });
    renderPage();
    const suyo = await screen.findByRole('table', { name: 'Tu trabajo en el periodo' });
    expect(
      within(suyo)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PersonaCambios de estadoNotasEtiquetasEntrevistas propuestas', 'Rosa Huamán (tú)3042']);
    expect(screen.queryByText('Todo el equipo')).not.toBeInTheDocument();
    expect(screen.getByText(/El de cada persona y el total del equipo los ven los administradores de la empresa/)).toBeInTheDocument();
    expect(
      screen.getByText(/Ofertas que enviaste a publicar en el periodo: 0 \(se publican cuando PractiPerú las aprueba\)\./),
    ).toBeInTheDocument();
  });

  it('downloads each table as CSV', async () => {
    mockApi();
    const { texto } = descargas();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar CSV de ofertas abiertas' }));
    expect(await texto(0)).toBe(
      '\uFEFFOferta;Destacada;Vistas en el periodo;Postulaciones en el periodo;Postulaciones en total;Por revisar\r\n' +
        'Practicante de Datos;Sí;40;6;9;5\r\nPracticante de Ventas;No;8;1;2;2\r\n',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV de trabajo del equipo' }));
    expect(await texto(1)).toBe(
      '\uFEFFPersona;Cambios de estado;Notas;Etiquetas;Entrevistas propuestas;Ofertas enviadas a publicar\r\n' +
        'Carmen Rojas (tú);5;2;1;0;1\r\nRosa Huamán;3;0;4;2;0\r\nTodo el equipo;9;2;5;2;1\r\n',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV de vistas y postulaciones por día' }));
    expect(await texto(2)).toBe('\uFEFFDía;Vistas;Postulaciones\r\n2027-03-09;20;3\r\n2027-03-10;28;4\r\n');
  });

  it('keeps the period’s form when the address asks for more than a year, with the mistake at the field, to correct it', async () => {
    const urls = mockApi();
    const router = renderPage('/empresas/estadisticas?desde=2020-01-01&hasta=2027-03-10');
    const desde = await screen.findByLabelText('Desde');
    // Nothing is asked of the server for a period it would refuse; no «Reintentar» that repeats the mistake.
    expect(urls).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(desde).toHaveValue('2020-01-01');
    expect(desde).toHaveAccessibleDescription('El periodo puede tener hasta 366 días.');
    expect(desde).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(desde);
    await userEvent.type(desde, '2027-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Ver periodo' }));
    expect(await screen.findByRole('table', { name: 'Ofertas abiertas' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?desde=2027-03-01&hasta=2027-03-10');
    expect(urls[0]).toContain('/api/insights/empresa?desde=2027-03-01&hasta=2027-03-10');
  });

  it('checks the period itself and says in Spanish what is wrong, at its field', async () => {
    const urls = mockApi();
    const router = renderPage('/empresas/estadisticas?desde=2027-03-09&hasta=2027-03-10');
    const desde = await screen.findByLabelText('Desde');
    expect(desde.closest('form')).toHaveAttribute('novalidate');
    await userEvent.clear(desde);
    await userEvent.type(desde, '2027-03-20');
    await userEvent.click(screen.getByRole('button', { name: 'Ver periodo' }));
    expect(desde).toHaveAccessibleDescription('La fecha inicial no puede ser posterior a la final.');
    expect(desde).toHaveFocus();
    expect(router.state.location.search).toBe('?desde=2027-03-09&hasta=2027-03-10');
    expect(urls).toHaveLength(1);

    const hasta = screen.getByLabelText('Hasta');
    await userEvent.clear(hasta);
    await userEvent.click(screen.getByRole('button', { name: 'Ver periodo' }));
    // An emptied field asks for its day; the format is named only for a value that is not a day.
    expect(hasta).toHaveAccessibleDescription('Ingresa la fecha final.');
    await userEvent.clear(desde);
    await userEvent.click(screen.getByRole('button', { name: 'Ver periodo' }));
    expect(desde).toHaveAccessibleDescription('Ingresa la fecha inicial.');
    expect(desde).toHaveFocus();
    expect(urls).toHaveLength(1);
  });

  it('says when the period has not begun yet', async () => {
    mockApi({ ...ADMIN, periodo: { desde: '2999-01-01', hasta: '2999-01-31' } });
    renderPage('/empresas/estadisticas?desde=2999-01-01&hasta=2999-01-31');
    expect(await screen.findByText('Este periodo aún no empieza: todavía no hay cifras que mostrar.')).toBeInTheDocument();
  });
});
