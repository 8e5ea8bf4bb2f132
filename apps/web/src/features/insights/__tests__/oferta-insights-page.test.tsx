/**
 * An offer's figures for its company: the totals, each chart with its table for screen readers, the sources with a
 * shared link's network, where readers shared it (apart from where they came from), the funnel, the comparison with
 * the company's other offers; a new period asks the server for it; every table downloads as CSV. The server is a fake
 * `fetch`.
 */
import type { OfertaInsights } from '@practiperu/shared/api/insights';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfertaInsightsPage, ofertaInsightsLoader } from '../oferta-insights-page';
import { descargas, renderRuta, servirCifras } from './servidor';

const DATOS: OfertaInsights = {
  oferta: { id: 7, titulo: 'Practicante de Datos', destacado: true, fecha_publicacion: '2027-03-01T15:00:00.000Z' },
  periodo: { desde: '2027-03-09', hasta: '2027-03-11' },
  totales: { vistas: 40, compartidos: 2, postulaciones: 5, conversion: 12.5 },
  dias: [
    { dia: '2027-03-09', vistas: 10, compartidos: 0, postulaciones: 1 },
    { dia: '2027-03-10', vistas: 25, compartidos: 2, postulaciones: 3 },
    { dia: '2027-03-11', vistas: 5, compartidos: 0, postulaciones: 1 },
  ],
  fuentes: [
    { fuente: 'busqueda', canal: '', vistas: 30, compartidos: 0, postulaciones: 3 },
    { fuente: 'compartido', canal: 'whatsapp', vistas: 10, compartidos: 0, postulaciones: 2 },
    // Shares: a reader who typed the address sent it by WhatsApp; one from the search copied the link.
    { fuente: 'directo', canal: 'whatsapp', vistas: 0, compartidos: 1, postulaciones: 0 },
    { fuente: 'busqueda', canal: 'enlace', vistas: 0, compartidos: 1, postulaciones: 0 },
  ],
  embudo: { recibidas: 5, revisadas: 4, en_proceso: 2, finalistas: 1, descartadas: 1, dias_hasta_decision: 2.5 },
  otras: { ofertas: 3, vistas_mediana: 18, postulaciones_mediana: 2 },
  tiempos: [
    { etapa: 'recibida', entraron: 5, ahora: 1, dias_mediana: 1.5 },
    { etapa: 'cv_visto', entraron: 4, ahora: 1, dias_mediana: 2 },
    { etapa: 'en_proceso', entraron: 2, ahora: 1, dias_mediana: 6 },
    { etapa: 'finalista', entraron: 1, ahora: 1, dias_mediana: null },
  ],
  similares: {
    areas: ['Ingeniería de Sistemas y Cómputo'],
    region: 'Lima',
    suficientes: true,
    minimo: 5,
    vistas_mediana: 22,
    postulaciones_mediana: 3,
  },
  destacado: {
    desde: '2027-03-05',
    antes: { dias: 4, desde: '2027-03-01', hasta: '2027-03-04', vistas_dia: 2.5, postulaciones_dia: 0.3 },
    despues: { dias: 7, desde: '2027-03-06', hasta: '2027-03-12', vistas_dia: 9, postulaciones_dia: 1.1 },
    gratis: {
      ofertas: 2,
      vistas_dia: 3,
      postulaciones_dia: 0.4,
      detalle: [
        { id: 8, titulo: 'Practicante de Costos', desde: '2027-02-20', hasta: '2027-03-12', dias: 21 },
        { id: 9, titulo: 'Practicante de Ventas', desde: '2027-03-01', hasta: '2027-03-01', dias: 1 },
      ],
    },
  },
};

const UNA_GRATIS = { id: 8, titulo: 'Practicante de Costos', desde: '2027-03-01', hasta: '2027-03-09', dias: 9 };

const mockApi = (data: OfertaInsights = DATOS) => servirCifras(data);
const renderPage = (url?: string) =>
  renderRuta(
    { path: '/empresas/mis-publicaciones/:id/estadisticas', loader: ofertaInsightsLoader, element: <OfertaInsightsPage volver="/x" /> },
    url ?? '/empresas/mis-publicaciones/7/estadisticas',
  );

afterEach(() => vi.unstubAllGlobals());

describe('Estadísticas de la oferta', () => {
  it('shows the totals and gives each chart as a table', async () => {
    mockApi();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Estadísticas de la oferta' })).toBeInTheDocument();
    expect(screen.getByText('Practicante de Datos · Destacada')).toBeInTheDocument();
    const cifras = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(cifras).toEqual(expect.arrayContaining(['40', '5', '12.5 %', '2']));

    const porDia = screen.getByRole('table', { name: 'Vistas y postulaciones por día' });
    expect(
      within(porDia)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DíaVistasPostulaciones', '09/03101', '10/03253', '11/0351']);
    const embudo = screen.getByRole('table', { name: 'Postulaciones por etapa, hoy' });
    expect(
      within(embudo)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Recibidas', 'CV revisado', 'En proceso', 'Finalistas', 'Descartadas']);
    expect(
      screen.getByText(
        /Tus otras 3 ofertas que estuvieron publicadas algún día del periodo \(aunque se publicaran antes\) tuvieron una mediana de 18 vistas y 2 postulaciones/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/2.5 días/)).toBeInTheDocument();
  });

  it('says where visitors came from and, apart, where readers shared it, each in words a company reads', async () => {
    mockApi();
    renderPage();
    const origenes = await screen.findByRole('table', { name: 'Vistas y postulaciones por origen' });
    expect(
      within(origenes)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['OrigenVistasPostulaciones', 'Búsqueda303', 'Enlace compartido por WhatsApp102']);
    const compartidos = screen.getByRole('table', { name: 'Clics en compartir, por canal' });
    expect(
      within(compartidos)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['CanalClics', 'Compartido por WhatsApp1', 'Enlace copiado1']);
    // Shares are clicks, not people; views are one per network address and browser a day, said as such.
    expect(screen.getByText('Clics en compartir')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Clics en WhatsApp, LinkedIn, copiar o compartir: uno por canal, red y navegador al día; una persona puede sumar varios/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Una por dirección de red y navegador al día: quienes comparten red y versión de navegador cuentan una vez'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Veces compartida|Una por navegador y día/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Los clics en compartir vinieron de visitas que llegaron desde: Directo (1), Búsqueda (1).'),
    ).toBeInTheDocument();
    // A share's channel is never written as the reader's source.
    expect(screen.queryByText(/Directo \(whatsapp\)|\(whatsapp\)/)).not.toBeInTheDocument();
  });

  it('shows the time in each status, the median of offers like it and what featuring it changed', async () => {
    mockApi();
    renderPage();
    const tiempos = await screen.findByRole('table', { name: 'Postulaciones en cada estado' });
    expect(
      within(tiempos)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'EstadoPasaron por élSiguen en élMediana de días',
      'Recibida511.5',
      'CV visto412',
      'En proceso216',
      'Finalista11—sin medir',
    ]);
    // The dash is explained in words, and read as «sin medir».
    expect(within(tiempos).getByRole('cell', { name: 'sin medir' })).toBeInTheDocument();
    expect(screen.getByText(/«—» en Mediana de días: ninguna postulación ha salido todavía de ese estado/)).toBeInTheDocument();
    // The chart draws only the statuses with a median.
    const medianas = screen.getByRole('table', { name: 'Mediana de días en cada estado' });
    expect(
      within(medianas)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Recibida', 'CV visto', 'En proceso']);
    expect(
      screen.getByText(
        /Las ofertas de Ingeniería de Sistemas y Cómputo en Lima .* mediana de 22 vistas y 3 postulaciones; esta tuvo 40 y 5/,
      ),
    ).toBeInTheDocument();
    const antes = screen.getByRole('table', { name: 'Vistas y postulaciones por día, antes y después de destacarla' });
    expect(
      within(antes)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'TramoVistas por díaPostulaciones por día',
      'Antes de destacarla2.50.3',
      'Destacada91.1',
      'Tus ofertas gratuitas (mediana)30.4',
    ]);
    expect(
      screen.getByText(
        /Destacada desde el 5 de marzo de 2027\. Solo se comparan días completos: el día en que se validó el pago no cuenta en ningún tramo .* ni hoy, que aún no termina\. Destacada: 7 días completos\. Antes estuvo 4 días publicada sin destacar\./,
      ),
    ).toBeInTheDocument();
    // The days each figure counts, to check against the daily table.
    expect(screen.getByText('Antes de destacarla: del 01/03/2027 al 04/03/2027 (4 días).')).toBeInTheDocument();
    expect(screen.getByText('Destacada: del 06/03/2027 al 12/03/2027 (7 días).')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tus ofertas gratuitas (mediana): «Practicante de Costos», del 20/02/2027 al 12/03/2027 (21 días); «Practicante de Ventas», el 01/03/2027 (1 día).',
      ),
    ).toBeInTheDocument();
    const { texto } = descargas();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV de antes y después de destacarla' }));
    expect(await texto(0)).toBe(
      '\uFEFFTramo;Vistas por día;Postulaciones por día;Días contados\r\n' +
        'Antes de destacarla;2.5;0.3;2027-03-01 a 2027-03-04 (4)\r\n' +
        'Destacada;9;1.1;2027-03-06 a 2027-03-12 (7)\r\n' +
        'Tus ofertas gratuitas (mediana);3;0.4;Practicante de Costos: 2027-02-20 a 2027-03-12 (21) | Practicante de Ventas: 2027-03-01 a 2027-03-01 (1)\r\n',
    );
  });

  it('says the comparison is not ready before a whole featured day, and writes one in the singular', async () => {
    mockApi({
      ...DATOS,
      destacado: {
        desde: '2027-03-11',
        antes: { dias: 10, desde: '2027-03-01', hasta: '2027-03-10', vistas_dia: 2.5, postulaciones_dia: 0.3 },
        despues: { dias: 0, desde: null, hasta: null, vistas_dia: null, postulaciones_dia: null },
        gratis: { ofertas: 1, vistas_dia: 3, postulaciones_dia: 0.4, detalle: [UNA_GRATIS] },
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        /La comparación aún no está lista: todavía no pasa un día completo destacada\. Tendrá cifras cuando termine el 12 de marzo de 2027, si sigue publicada\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /antes y después de destacarla/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar CSV de antes y después de destacarla' })).not.toBeInTheDocument();
    cleanup();

    mockApi({
      ...DATOS,
      totales: { ...DATOS.totales, postulaciones: 1 },
      otras: { ofertas: 1, vistas_mediana: 1, postulaciones_mediana: 1 },
      embudo: { ...DATOS.embudo, dias_hasta_decision: 1 },
      destacado: {
        desde: '2027-03-09',
        antes: { dias: 1, desde: '2027-03-08', hasta: '2027-03-08', vistas_dia: 2, postulaciones_dia: 0 },
        despues: { dias: 1, desde: '2027-03-10', hasta: '2027-03-10', vistas_dia: 9, postulaciones_dia: 1 },
        gratis: { ofertas: 1, vistas_dia: 3, postulaciones_dia: 0.4, detalle: [UNA_GRATIS] },
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        /Destacada: 1 día completo\. Antes estuvo 1 día publicada sin destacar\. Tu oferta gratuita cuenta solo los días completos en que estuvo publicada sin destacar\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Tu otra oferta que estuvo publicada algún día del periodo \(aunque se publicara antes\) tuvo 1 vista y 1 postulación;/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/hasta tu última decisión: 1 día\./)).toBeInTheDocument();
    expect(screen.getByText(/por eso pueden ser más que la postulación de «Postulaciones», arriba/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /antes y después de destacarla/ }))
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['Antes de destacarla', 'Destacada', 'Tu oferta gratuita']);
    expect(screen.queryByText(/\b1 (días|ofertas|vistas|postulaciones)\b/)).not.toBeInTheDocument();
  });

  it('explains that the funnel is today’s and all-time, and what a median of 0 days to a decision means', async () => {
    mockApi({
      ...DATOS,
      embudo: { ...DATOS.embudo, dias_hasta_decision: 0 },
      tiempos: DATOS.tiempos.map((t) => ({ ...t, dias_mediana: t.etapa === 'recibida' ? 0.5 : t.dias_mediana })),
    });
    renderPage();
    expect(
      await screen.findByText(
        /Todas las postulaciones de la oferta, de cualquier fecha, en la etapa a la que llegaron hoy: por eso pueden ser más que las 5 postulaciones de «Postulaciones», arriba, que cuenta solo las recibidas en el periodo\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Mediana desde la postulación hasta tu última decisión: 0 días \(decidiste el mismo día, en menos de 2 horas\)\. Se mide con la fecha de cada postulación/,
      ),
    ).toBeInTheDocument();
  });

  it('says when there are too few offers like it to show their median', async () => {
    mockApi({
      ...DATOS,
      oferta: { ...DATOS.oferta, destacado: false },
      destacado: null,
      similares: { ...DATOS.similares, suficientes: false, vistas_mediana: null, postulaciones_mediana: null },
    });
    renderPage();
    expect(
      await screen.findByText(
        'Aún no hay suficientes ofertas parecidas (de Ingeniería de Sistemas y Cómputo en Lima) en este periodo: hacen falta al menos 5 para mostrar su mediana sin revelar las cifras de otra empresa.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lo que cambió al destacarla' })).not.toBeInTheDocument();
  });

  it('names any of several areas with «o», explains the free offers’ median and why the status table may count less', async () => {
    mockApi({
      ...DATOS,
      similares: { ...DATOS.similares, areas: ['Administración de Empresas', 'Ingeniería Industrial'], region: 'Arequipa' },
    });
    renderPage();
    expect(
      await screen.findByText(/Las ofertas de Administración de Empresas o Ingeniería Industrial en Arequipa publicadas/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /La mediana de tus 2 ofertas gratuitas cuenta solo los días completos en que cada una estuvo publicada sin destacar \(una que destacaste después cuenta hasta el día antes de destacarla\)\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Por eso estas cifras pueden ser menores que las de «Avance de las postulaciones»/)).toBeInTheDocument();
    expect(screen.queryByText(/aún no se publicó/)).not.toBeInTheDocument();
  });

  it('says an offer not yet published has no figures yet', async () => {
    mockApi({ ...DATOS, oferta: { ...DATOS.oferta, destacado: false, fecha_publicacion: null }, destacado: null });
    renderPage();
    expect(
      await screen.findByText(
        'Esta oferta aún no se publicó: nadie la ha visto ni ha podido postular. Sus cifras empiezan el día en que se publique.',
      ),
    ).toBeInTheDocument();
  });

  it('asks the server for the period chosen', async () => {
    const urls = mockApi();
    renderPage('/empresas/mis-publicaciones/7/estadisticas?desde=2027-03-09&hasta=2027-03-11');
    await screen.findByRole('form', { name: 'Periodo' });
    expect(urls[0]).toContain('/api/insights/oferta/7?desde=2027-03-09&hasta=2027-03-11');
    const desde = screen.getByLabelText('Desde');
    await userEvent.clear(desde);
    await userEvent.type(desde, '2027-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Ver periodo' }));
    await waitFor(() => expect(urls.at(-1)).toContain('desde=2027-02-01&hasta=2027-03-11'));
  });

  it('downloads each table as CSV', async () => {
    mockApi();
    const { blobs, texto } = descargas();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar CSV de origen de las visitas' }));
    expect(blobs).toHaveLength(1);
    expect(await texto(0)).toBe('\uFEFFOrigen;Vistas;Postulaciones\r\nBúsqueda;30;3\r\nEnlace compartido por WhatsApp;10;2\r\n');
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV de clics en compartir' }));
    expect(await texto(1)).toBe('\uFEFFCanal;Clics en compartir\r\nCompartido por WhatsApp;1\r\nEnlace copiado;1\r\n');
  });
});
