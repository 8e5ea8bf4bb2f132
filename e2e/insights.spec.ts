/**
 * Counting without tracking people, seen from both sides: visitors reach one of the demo company's offers from the
 * search, from a link shared on WhatsApp and by typing its address, one shares it, one applies; the same browser
 * coming back is not counted again, nor is the company's own team. The company's «Estadísticas» page then shows
 * exactly those counts by day and by source, with tables for screen readers, and passes axe in light and dark at
 * 1280 and 390 px.
 */
import { expect, test, type Browser } from '@playwright/test';
import type { AdminInsights } from '@practiperu/shared/api/admin/insights';
import type { EmpresaInsights, OfertaInsights } from '@practiperu/shared/api/insights';
import {
  api,
  appTookOver,
  DEMO,
  expectAccessible,
  empresaPropia,
  loginToken,
  ofertaPublicada,
  openSignedIn,
  postulanteQueAplica,
  shot,
  shotVariants,
} from './support';

/** A browser of its own: the server tells browsers apart by address and User-Agent (all journeys share 127.0.0.1). */
async function visitante(browser: Browser, nombre: string) {
  const context = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Visitante-${nombre}-${Date.now()}`,
  });
  return { context, page: await context.newPage() };
}

test('views, shares and an application from known sources are the counts the company sees', async ({ browser, page }) => {
  test.setTimeout(180_000);
  // A company and an offer of the journey's own, so the demo company's offers and applicants stay as seeded.
  const empresa = await empresaPropia(page, 'figuras-empresa');
  const token = empresa.token;
  const titulo = 'Practicante de Almacén y Control de Stock';
  const oferta = { id: await ofertaPublicada(page, token, titulo), titulo };
  const publica = await page.request.get(`/api/publico/oferta/${oferta.id}`);
  const ruta = ((await publica.json()) as { data: { ruta_publica: string }[] }).data[0]!.ruta_publica;
  const figuras = () => api<OfertaInsights>(page.request, 'GET', `insights/oferta/${oferta.id}`, token);
  const antes = await figuras();
  const fuente = (d: OfertaInsights, f: string, canal = '') =>
    d.fuentes.find((x) => x.fuente === f && x.canal === canal) ?? { vistas: 0, compartidos: 0, postulaciones: 0 };

  // From the public search: the reader opens the offer's card.
  const buscador = await visitante(browser, 'busqueda');
  await buscador.page.goto(`/ofertas?q=${encodeURIComponent(oferta.titulo)}`);
  await buscador.page.getByRole('link', { name: oferta.titulo }).first().click();
  await expect(buscador.page.getByRole('heading', { level: 1, name: oferta.titulo })).toBeVisible();
  // The same browser opening it again today is not a new view.
  await buscador.page.reload();
  await expect(buscador.page.getByRole('heading', { level: 1, name: oferta.titulo })).toBeVisible();

  // From a link shared on WhatsApp; this reader copies the link to share it on.
  const whatsapp = await visitante(browser, 'whatsapp');
  await whatsapp.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await whatsapp.page.goto(`${ruta}?utm_source=whatsapp&utm_medium=mensajeria&utm_campaign=compartir-oferta&utm_content=postulante`);
  const share = whatsapp.page.getByRole('region', { name: 'Comparte esta oferta' });
  await expect.poll(() => appTookOver(whatsapp.page)).toBe(true);
  await share.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(share.getByRole('status')).toHaveText('Se copió el enlace.');

  // Typed in: direct.
  const directo = await visitante(browser, 'directo');
  await directo.page.goto(ruta);
  await expect(directo.page.getByRole('heading', { level: 1, name: oferta.titulo })).toBeVisible();

  // The company's own team looking at its offer is not a visitor.
  const equipo = await visitante(browser, 'equipo');
  await openSignedIn(equipo.page, 'empresas', empresa.email, empresa.password, ruta).catch(() => undefined);
  await expect(equipo.page.getByRole('heading', { level: 1, name: oferta.titulo })).toBeVisible();

  // An applicant applies, having come from the search.
  const aplica = await visitante(browser, 'aplica');
  await postulanteQueAplica(aplica.page, oferta.id, {
    nombres: 'Valeria',
    carrera: 'Ingeniería Industrial',
    resumen: 'Estudiante de Ingeniería Industrial con interés en análisis de datos.',
    correo: 'valeria-insights',
    fuente: 'busqueda',
  });

  // The counts are written a few seconds after the visits (off the pages' requests).
  await expect
    .poll(
      async () => {
        const d = await figuras();
        return {
          busqueda: fuente(d, 'busqueda').vistas - fuente(antes, 'busqueda').vistas,
          whatsapp: fuente(d, 'compartido', 'whatsapp').vistas - fuente(antes, 'compartido', 'whatsapp').vistas,
          directo: fuente(d, 'directo').vistas - fuente(antes, 'directo').vistas,
          compartidos: d.totales.compartidos - antes.totales.compartidos,
          postulaciones: fuente(d, 'busqueda').postulaciones - fuente(antes, 'busqueda').postulaciones,
          vistas: d.totales.vistas - antes.totales.vistas,
        };
      },
      { timeout: 30_000 },
    )
    .toEqual({ busqueda: 1, whatsapp: 1, directo: 1, compartidos: 1, postulaciones: 1, vistas: 3 });
  for (const v of [buscador, whatsapp, directo, equipo, aplica]) await v.context.close();

  // The company's page shows them, with each chart's table.
  const despues = await figuras();
  await page.goto(`/empresas/mis-publicaciones/${oferta.id}/estadisticas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas de la oferta' })).toBeVisible();
  const origenes = page.getByRole('table', { name: 'Vistas y postulaciones por origen' });
  await expect(origenes.getByRole('row', { name: /^Enlace compartido por WhatsApp/ })).toContainText(
    String(fuente(despues, 'compartido', 'whatsapp').vistas),
  );
  // The WhatsApp reader's copy is a share by copied link, apart from where that reader came from.
  // Shares are clicks on the share buttons, and said so; a view is one per network address and browser a day.
  const compartida = page.getByRole('table', { name: 'Clics en compartir, por canal' });
  await expect(page.locator('dt', { hasText: 'Clics en compartir' })).toBeVisible();
  await expect(page.getByText(/^Una por dirección de red y navegador al día: quienes comparten red y versión de navegador/)).toBeVisible();
  await expect(compartida.getByRole('rowheader', { name: 'Enlace copiado' })).toBeAttached();
  await expect(page.getByText(/^Los clics en compartir vinieron de visitas que llegaron desde: .*Enlace compartido \(\d+\)/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Vistas y postulaciones por día' })).toBeAttached();
  // The funnel says it is today's, over all the offer's applications, unlike the period's «Postulaciones».
  await expect(
    page.getByText(/^Todas las postulaciones de la oferta, de cualquier fecha, en la etapa a la que llegaron hoy/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ver como tabla' }).first().click();
  await expect(page.getByRole('table', { name: 'Vistas y postulaciones por día' })).toBeVisible();
  await page.getByRole('button', { name: 'Ocultar tabla' }).click();
  await expect(page.locator('figure svg').first()).toBeVisible();
  await expectAccessible(page, 'Estadísticas de la oferta');
  await shot(page, 'estadisticas-oferta');
  await shotVariants(page, 'estadisticas-oferta');

  // At phone width nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'Estadísticas de la oferta (390 px)');
});

test('another company cannot read an offer’s figures', async ({ page }) => {
  const token = await loginToken(page.request, 'empresas', DEMO.empresa.email, DEMO.empresa.password);
  const res = await page.request.get('/api/oferta/myList', { headers: { authorization: `Bearer ${token}` } });
  const id = ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
  const sinSesion = await page.request.get(`/api/insights/oferta/${id}`);
  expect(sinSesion.status()).toBe(401);
  const postulante = await loginToken(page.request, 'postulantes', DEMO.postulante.email, DEMO.postulante.password);
  const comoPostulante = await page.request.get(`/api/insights/oferta/${id}`, { headers: { authorization: `Bearer ${postulante}` } });
  expect(comoPostulante.status()).toBe(403);
});

test('the back office sees the marketplace: offers per week, applications, payments, premium and departments', async ({ page }) => {
  await openSignedIn(page, 'admin', DEMO.admin.email, DEMO.admin.password, '/admin/estadisticas');
  await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ofertas enviadas, aprobadas y rechazadas por semana' })).toBeAttached();
  await expect(page.getByRole('table', { name: 'Postulaciones por día' })).toBeAttached();
  // The time to approval and the premium members over time, not only as today's figures.
  await expect(page.getByRole('heading', { level: 2, name: 'Horas hasta aprobar, por semana' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Miembros premium por mes' })).toBeAttached();
  const dptos = page.getByRole('table', { name: 'Ofertas abiertas y postulantes por departamento' });
  // The 25 departments, then Virtual, abroad, applicants without a department and the Total: every open offer.
  await expect(dptos.getByRole('rowheader')).toHaveCount(29);
  await expect(dptos.getByRole('rowheader', { name: 'Virtual' })).toBeAttached();
  await expect(dptos.getByRole('rowheader', { name: 'Extranjero' })).toBeAttached();
  const abiertas = await page.request.get('/api/admin/insights', {
    headers: { authorization: `Bearer ${await loginToken(page.request, 'admin', DEMO.admin.email, DEMO.admin.password)}` },
  });
  const mercado = ((await abiertas.json()) as { data: AdminInsights[] }).data[0]!;
  const totalOfertas =
    mercado.departamentos.reduce((t, d) => t + d.ofertas, 0) + mercado.sin_departamento.reduce((t, l) => t + (l.ofertas ?? 0), 0);
  await expect(dptos.getByRole('row', { name: /^Total/ })).toContainText(totalOfertas.toLocaleString('es-PE'));
  // Each department's tile has letters of its own: Huancavelica and Huánuco are not both «HUA».
  const siglas = await page.locator('svg g:has(> title) text:first-of-type').allTextContents();
  expect(new Set(siglas).size).toBe(25);
  expect(siglas).toEqual(expect.arrayContaining(['HUV', 'HUC', 'MDD']));
  await page.getByRole('radio', { name: 'Postulantes que viven allí' }).check();
  await expectAccessible(page, 'Estadísticas del mercado');
  await shot(page, 'estadisticas-admin');
  await shotVariants(page, 'estadisticas-admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'Estadísticas del mercado (390 px)');

  // A reversed period in the address keeps the period's form, the mistake said at its field, to be corrected there.
  await page.goto('/admin/estadisticas?desde=2026-11-29&hasta=2026-11-01');
  const desde = page.getByLabel('Desde');
  await expect(desde).toHaveAccessibleDescription('La fecha inicial no puede ser posterior a la final.');
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await expectAccessible(page, 'Estadísticas del mercado, periodo invertido (390 px)');
  await desde.fill('2026-10-01');
  await page.getByRole('button', { name: 'Ver periodo' }).click();
  await expect(page).toHaveURL(/desde=2026-10-01&hasta=2026-11-01/);
  await expect(dptos.getByRole('rowheader')).toHaveCount(29);
  // 1 October 2026 is a Thursday and 1 November a Sunday: the week from Monday 28 September, when it has offers, is
  // cut by the period and marked so; every other week is whole.
  const semanas = page.getByRole('table', { name: 'Ofertas enviadas, aprobadas y rechazadas por semana' }).getByRole('rowheader');
  await expect(semanas.first()).toBeAttached();
  const etiquetas = await semanas.allTextContents();
  expect(etiquetas.filter((e) => e.includes('parcial') || e.startsWith('28/09'))).toEqual(
    etiquetas[0]?.startsWith('28/09') ? ['28/09 (parcial)'] : [],
  );
  // An emptied «Desde» asks for the day rather than naming a format.
  await desde.fill('');
  await page.getByRole('button', { name: 'Ver periodo' }).click();
  await expect(desde).toHaveAccessibleDescription('Ingresa la fecha inicial.');

  // Not for a company: the back office answers it as if it did not exist.
  const token = await loginToken(page.request, 'empresas', DEMO.empresa.email, DEMO.empresa.password);
  const comoEmpresa = await page.request.get('/api/admin/insights', { headers: { authorization: `Bearer ${token}` } });
  expect(comoEmpresa.status()).toBe(404);
});

test('the company’s dashboard: from the menu, today’s figures as the server counts them, each table as CSV', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await loginToken(page.request, 'empresas', DEMO.empresa.email, DEMO.empresa.password);
  const datos = await api<EmpresaInsights>(page.request, 'GET', 'insights/empresa', token);
  // The demo's seeded figures: the dashboard is not empty on a fresh clone.
  expect(datos.hoy.ofertas_abiertas).toBeGreaterThan(0);
  expect(datos.dias.some((d) => d.vistas > 0)).toBe(true);

  await openSignedIn(page, 'empresas', DEMO.empresa.email, DEMO.empresa.password, '/empresas/');
  await page.getByRole('link', { name: 'Estadísticas', exact: true }).first().click();
  await expect(page).toHaveURL(/\/empresas\/estadisticas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
  const cifra = (nombre: string) => page.locator('dt', { hasText: nombre }).locator('xpath=following-sibling::dd[1]');
  await expect(cifra('Ofertas abiertas')).toHaveText(String(datos.hoy.ofertas_abiertas));
  await expect(cifra('Por revisar')).toHaveText(String(datos.hoy.por_revisar));
  await expect(cifra('Entrevistas esta semana')).toHaveText(String(datos.hoy.entrevistas_semana));
  const equipo = page.getByRole('table', { name: 'Trabajo del equipo por persona' });
  await expect(equipo.getByRole('rowheader', { name: 'Todo el equipo' })).toBeAttached();
  // The demo's trail has the offers the team sent to publish, so the figure agrees with the offers' dates.
  expect(datos.total?.ofertas).toBeGreaterThan(0);
  await expect(
    page.getByText(`Ofertas que el equipo envió a publicar en el periodo: ${datos.total!.ofertas} `, { exact: false }),
  ).toBeVisible();
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV de ofertas abiertas' }).click();
  expect((await descarga).suggestedFilename()).toMatch(/^empresa-ofertas-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectAccessible(page, 'Estadísticas de la empresa');
  await shot(page, 'estadisticas-empresa');
  await shotVariants(page, 'estadisticas-empresa');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The open offers fit the phone: «Por revisar», the figure most needed, is on screen, without a sideways scroll.
  const abiertas = page.getByRole('table', { name: 'Ofertas abiertas' });
  const porRevisar = await abiertas.getByRole('columnheader', { name: 'Por revisar' }).boundingBox();
  expect(porRevisar!.x + porRevisar!.width).toBeLessThanOrEqual(390);
  expect(await abiertas.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
  await expectAccessible(page, 'Estadísticas de la empresa (390 px)');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Each open offer leads to its own figures: the featured one says what featuring it changed.
  const destacada = datos.ofertas.find((o) => o.destacada)!;
  await page.getByRole('table', { name: 'Ofertas abiertas' }).getByRole('link', { name: destacada.titulo }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas de la oferta' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tiempo en cada estado' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Postulaciones en cada estado' }).getByRole('rowheader')).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 2, name: 'Frente a ofertas parecidas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lo que cambió al destacarla' })).toBeVisible();
  // Each figure names the days it counts, to check against the daily table.
  await expect(page.getByText(/^Destacada: del \d\d\/\d\d\/\d{4} al \d\d\/\d\d\/\d{4} \(\d+ días?\)\.$/)).toBeVisible();
  await expectAccessible(page, 'Estadísticas de una oferta destacada');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // On a phone every bar of the funnel keeps its name in the drawing.
  const embudo = page.getByRole('figure', { name: 'Postulaciones por etapa, hoy' }).locator('svg text');
  await expect
    .poll(() => embudo.allTextContents())
    .toEqual(expect.arrayContaining(['Recibidas', 'CV revisado', 'En proceso', 'Finalistas', 'Descartadas']));
  await expectAccessible(page, 'Estadísticas de una oferta destacada (390 px)');
});
