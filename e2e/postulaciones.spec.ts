/**
 * Matching and applying journeys: an applicant with a complete CV (the demo's Lucía: Ingeniería Industrial, VIII ciclo,
 * Arequipa) sees an offer that fits her, published by the demo company and approved by the administrator, on her
 * home and in "Ofertas para ti"; applies after confirming; finds it in Mis postulaciones as "Recibida"; cancels
 * after confirming; cannot apply again. An anonymous visitor finds the offer in the public search /ofertas, opens
 * its public page (whose HTML already carries the JobPosting JSON-LD), clicks Postular, logs in and is sent back to
 * the offer. Screenshots at 1280 px and 390 px, light and dark; WCAG checks with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, DEMO, expectAccessible, openSignedIn, shot, shotVariants, signIn, snapViewport } from './support';

async function tokenOf(page: Page, path: string, email: string): Promise<string> {
  const res = await page.request.post(path, { data: { email, password: DEMO.empresa.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: string[] }).data[0]!;
}

/**
 * The demo company publishes a pre-professional offer for university students of Ingeniería Industrial in VIII
 * or IX ciclo in Cayma (Arequipa), and the administrator approves it: the offer Lucía should be offered.
 */
async function publishMatchingOferta(page: Page, titulo: string): Promise<number> {
  const empresa = await tokenOf(page, '/api/auth/loginRecruiter', DEMO.empresa.email);
  const careers = (
    (await (await page.request.get('/api/carrera/listAll')).json()) as { data: { id: number; nombre: string; tipo: number }[] }
  ).data;
  const industrial = careers.find((c) => c.nombre === 'Ingeniería Industrial' && c.tipo === 1)!;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  const deadline = new Date(Date.UTC(y!, m! - 1, d! + 7)).toISOString().slice(0, 10);
  const created = await page.request.post('/api/oferta/create', {
    headers: { authorization: `Bearer ${empresa}` },
    data: {
      titulo,
      funciones: '<p>Apoyo en el <strong>control de calidad</strong> de la línea de envasado y en el registro de indicadores.</p>',
      beneficios: '<ul><li>Subvención económica mensual</li><li>Seguro de salud</li></ul>',
      id_region: 4,
      region: 'Arequipa',
      provincia: 'Arequipa',
      distrito: 'Cayma',
      modalidad_tiempo: 'Presencial',
      horario: 'Tiempo completo',
      horas_dia: 6,
      dias_semana: 5,
      salario: 1200,
      fin_convocatoria: deadline,
      modalidad: 'PREPROFESIONAL',
      idniveluniv: 6,
      ciclo: [3, 4],
      carreras: [industrial.id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id_oferta: number }[] }).data[0]!.id_oferta;
  const admin = await tokenOf(page, '/api/auth/loginAdmin', DEMO.admin.email);
  const approved = await page.request.post(`/api/admin/ofertas/${id}/aprobar`, { headers: { authorization: `Bearer ${admin}` } });
  expect(approved.ok(), await approved.text()).toBe(true);
  return id;
}

/** The element is on screen and its top is not under the sticky header. */
async function expectBelowHeader(page: Page, selector: string) {
  const box = await page.evaluate((sel) => {
    const el = document.querySelector(sel)!.getBoundingClientRect();
    return { top: el.top, header: document.querySelector('header')!.getBoundingClientRect().bottom, viewport: window.innerHeight };
  }, selector);
  expect(box.top, `${selector}: ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(box.header);
  expect(box.top, `${selector}: ${JSON.stringify(box)}`).toBeLessThan(box.viewport);
}

test.describe('Postulaciones', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  const titulo = `Practicante de Control de Calidad ${Date.now().toString().slice(-5)}`;
  let ofertaId = 0;

  test('an applicant sees the matching offer, applies, finds it in Mis postulaciones, cancels and cannot apply again', async ({ page }) => {
    ofertaId = await publishMatchingOferta(page, titulo);
    await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password);

    // Home: greeting and the recommended offers (at most 5), the new one among them.
    await expect(page.getByRole('heading', { level: 1, name: /Hola, Lucía/ })).toBeVisible();
    const recomendadas = page.getByRole('list', { name: 'Ofertas recomendadas' });
    await expect(recomendadas.getByRole('link', { name: titulo })).toBeVisible();
    expect(await recomendadas.getByTestId('oferta-card').count()).toBeLessThanOrEqual(5);
    await expectAccessible(page, 'Inicio del postulante');
    await shot(page, 'postulaciones-home');

    // Ofertas para ti: the offer is in her department's list (Arequipa), not in the other departments' list.
    await page.getByRole('navigation').getByRole('link', { name: 'Ofertas para ti' }).first().click();
    await expect(page).toHaveURL(/\/postulantes\/nuevas-ofertas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas para ti' })).toBeVisible();
    const propias = page.getByRole('list', { name: 'En tu departamento' });
    const card = propias.getByTestId('oferta-card').filter({ hasText: titulo });
    await expect(card).toContainText('Andina Logística');
    await expect(card).toContainText('Cayma, Arequipa · Presencial');
    await expect(card).toContainText('Cumple la Ley 28518');
    await expect(page.getByTestId('alerta-empleo')).toBeVisible();
    await expect(page.getByRole('list', { name: 'En otros departamentos' }).getByText(titulo)).toHaveCount(0);
    await expectAccessible(page, 'Ofertas para ti');
    await shotVariants(page, 'postulaciones-ofertas-para-ti');

    // The detail, then apply through the confirmation dialog.
    await card.getByRole('link', { name: titulo }).click();
    await expect(page).toHaveURL(new RegExp(`/postulantes/nuevas-ofertas/${ofertaId}$`));
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await expect(page.getByText('control de calidad', { exact: true })).toBeVisible();
    await expect(page.getByText('S/ 1,200', { exact: true })).toBeVisible();
    // The Ley 28518 mark says what the schedule entitles her to.
    await expect(page.getByText('6 h diarias, 5 días por semana', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cumple la Ley 28518' })).toContainText(
      'Por esta jornada te corresponde una subvención mensual no menor de S/ 1,130.',
    );
    await expectAccessible(page, 'Detalle de la oferta');
    await shotVariants(page, 'postulaciones-detalle');
    await page.getByRole('button', { name: 'Postular' }).click();
    const dialog = page.getByRole('dialog', { name: 'Postular a la oferta' });
    await expect(dialog).toContainText(titulo);
    await dialog.getByRole('button', { name: 'Sí, postular' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Postulaste a la oferta' })).toBeVisible();
    // The Postular button is gone: the message has the focus, not <body>.
    await expect(page.getByRole('status').filter({ hasText: 'Postulaste a la oferta' })).toBeFocused();
    const bar = page.getByTestId('apply-bar');
    await expect(bar.getByText(/Postulaste el/)).toBeVisible();
    await expect(bar.getByTestId('estado-postulacion')).toHaveText('Recibida');
    await expect(bar.getByRole('button', { name: 'Postular' })).toHaveCount(0);
    await shot(page, 'postulaciones-detalle-postulado');

    // Mis postulaciones: the application with its status, linking to the detail.
    await page.goto('/postulantes/mis-postulaciones');
    const mias = page.getByRole('list', { name: 'Mis postulaciones' });
    const mia = mias.getByTestId('oferta-card').filter({ hasText: titulo });
    await expect(mia.getByTestId('estado-postulacion')).toHaveText('Recibida');
    // The demo's own application of Lucía is there too, with the status the company gave it.
    await expect(mias.getByTestId('oferta-card').filter({ hasText: 'Logística y Almacenes' }).getByTestId('estado-postulacion')).toHaveText(
      'CV visto',
    );
    await expectAccessible(page, 'Mis postulaciones');
    // Headings go down one level at a time (a best practice, outside the WCAG tags above).
    expect(await axeViolations(page, [], ['heading-order'])).toEqual([]);
    await shotVariants(page, 'postulaciones-mis-postulaciones');
    // The card leads to nuevas-ofertas/{id}, and the back link still returns to Mis postulaciones.
    await expect(mia.getByRole('link', { name: titulo })).toHaveAttribute('href', `/postulantes/nuevas-ofertas/${ofertaId}`);
    await mia.getByRole('link', { name: titulo }).click();
    await expect(page).toHaveURL(new RegExp(`/postulantes/nuevas-ofertas/${ofertaId}$`));
    await expect(page.getByRole('link', { name: 'Volver a Mis postulaciones' })).toBeVisible();

    // Cancel through the confirmation dialog: a message says so, and there is no way to apply again.
    await page.getByRole('button', { name: 'Cancelar postulación' }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancelar postulación' });
    await expect(cancelDialog).toContainText('No podrás volver a postular');
    // Escape on a yes/no confirmation just closes it, without asking whether to leave.
    await page.keyboard.press('Escape');
    await expect(cancelDialog).toBeHidden();
    await expect(page.getByText(/¿Quiere salir de/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancelar postulación' })).toBeFocused();
    await page.getByRole('button', { name: 'Cancelar postulación' }).click();
    await cancelDialog.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cancelaste tu postulación. Ya no podrás volver a postular' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Cancelaste tu postulación' })).toBeFocused();
    await expect(page.getByTestId('apply-bar').getByText(/Cancelaste tu postulación el/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Postular' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancelar postulación' })).toHaveCount(0);
    await shot(page, 'postulaciones-detalle-cancelada');

    // After a reload too; and the server refuses a second application.
    await page.reload();
    await expect(page.getByTestId('apply-bar')).toContainText('Ya no puedes volver a postular a esta oferta.');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const again = await page.request.post('/api/postulanteOferta/create', {
      headers: { authorization: `Bearer ${token}` },
      data: { id_oferta: ofertaId, id_reclutador: 1 },
    });
    expect(again.status()).toBeGreaterThanOrEqual(400);
    await page.goto('/postulantes/mis-postulaciones');
    await expect(
      page
        .getByRole('list', { name: 'Mis postulaciones' })
        .getByTestId('oferta-card')
        .filter({ hasText: titulo })
        .getByTestId('estado-postulacion'),
    ).toHaveText('Cancelada');
    // A cancelled offer leaves the recommendations (docs/matching.md).
    await page.goto('/postulantes/nuevas-ofertas');
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas para ti' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'En tu departamento' })).toBeVisible();
    await expect(page.getByText(titulo)).toHaveCount(0);
  });

  test('a visitor finds the offer in /ofertas, opens its public page, clicks Postular, logs in and comes back to it', async ({ page }) => {
    if (!ofertaId) ofertaId = await publishMatchingOferta(page, titulo);
    await page.goto('/');
    await page.getByRole('link', { name: 'Ver ofertas de prácticas' }).click();
    await expect(page).toHaveURL(/\/ofertas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de prácticas' })).toBeVisible();
    await page.getByLabel('Puesto, carrera o lugar').fill('control calidad');
    await page.getByLabel('Departamento').selectOption({ label: 'Arequipa' });
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/q=control\+calidad/);
    const result = page.getByRole('list', { name: 'Resultados de la búsqueda' }).getByTestId('oferta-card').filter({ hasText: titulo });
    await expect(result).toBeVisible();
    await expect(result).toContainText('Cumple la Ley 28518');
    await expectAccessible(page, 'Búsqueda pública');
    await shotVariants(page, 'postulaciones-busqueda-publica');

    await result.getByRole('link', { name: titulo }).click();
    await expect(page).toHaveURL(new RegExp(`/ofertas/practicante-de-control-de-calidad-\\d+-${ofertaId}$`));
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await expectAccessible(page, 'Página pública de la oferta');
    await shotVariants(page, 'postulaciones-oferta-publica');

    // The HTML the server sends for that address already carries the offer for crawlers.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('"@type":"JobPosting"');
    expect(html).toContain('aria-label="Cumple la Ley 28518"');
    await expect(page.getByRole('region', { name: 'Cumple la Ley 28518' })).toContainText(
      'dentro del máximo de 6 h diarias y 30 semanales',
    );
    expect(html).toContain(`<title>${titulo} | Andina Logística | PractiPerú</title>`);

    await page.getByRole('link', { name: 'Postular' }).click();
    await expect(page).toHaveURL(/\/postulantes\/inicio-sesion\?volver=/);
    await page.getByLabel('Correo electrónico').fill(DEMO.postulante.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.postulante.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(new RegExp(`/postulantes/nuevas-ofertas/${ofertaId}$`));
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await expect(page.getByTestId('apply-bar')).toBeVisible();
  });
  test('what the walks found: CV gaps before Postular, #hash targets below the header, paging other departments', async ({ page }) => {
    const token = await signIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password);
    // The demo's offer Lucía has not applied to (nothing is sent to it here: the company's free publications are spent),
    // on whichever page of her department's list the marketplace's newer offers left it.
    const real: (Record<string, unknown> & { id: number; titulo: string })[] = [];
    for (let pagina = 1, paginas = 1; pagina <= paginas && !real.some((o) => o.titulo === 'Practicante de Mejora Continua'); pagina++) {
      const res = (await (
        await page.request.get(`/api/oferta/recommended?page=${pagina}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { data: (Record<string, unknown> & { id: number; titulo: string })[]; optional: { total_pages: number } };
      paginas = res.optional.total_pages;
      real.push(...res.data);
    }
    const id = real.find((o) => o.titulo === 'Practicante de Mejora Continua')!.id;

    // A CV without the parts required to apply (the answer of completeCvOptionals is replaced): the offer says what
    // is missing, with links, before Postular opens anything.
    const optionals = '**/api/postulante/completeCvOptionals';
    await page.route(optionals, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ state: true, message: '', data: [{ complete: false, missing: ['resumen_profesional', 'idiomas'] }] }),
      }),
    );
    await page.goto(`/postulantes/nuevas-ofertas/${id}`);
    const notice = page.getByTestId('cv-incompleto');
    await expect(notice).toContainText('Para postular, completa tu CV');
    await expect(notice.getByRole('link')).toHaveText(['Tu resumen profesional', 'Al menos un idioma']);
    await page.getByRole('button', { name: 'Postular' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(notice).toBeFocused();
    await expectAccessible(page, 'Oferta con el CV incompleto');
    await shotVariants(page, 'postulaciones-cv-incompleto');
    await notice.getByRole('link', { name: 'Al menos un idioma' }).click();
    await expect(page).toHaveURL(/\/postulantes\/curriculum\/actualizar#language$/);
    await expect(page.locator('#language')).toBeFocused();
    await expectBelowHeader(page, '#language');
    await page.unroute(optionals);

    // With the CV complete there is no notice, and Escape on the confirmation just closes it.
    await page.goto(`/postulantes/nuevas-ofertas/${id}`);
    await expect(page.getByRole('button', { name: 'Postular' })).toBeVisible();
    await expect(page.getByTestId('cv-incompleto')).toHaveCount(0);
    await page.getByRole('button', { name: 'Postular' }).click();
    await expect(page.getByRole('dialog', { name: 'Postular a la oferta' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(/¿Quiere salir de/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Postular' })).toBeFocused();

    // Every address hash of the update page focuses its element below the sticky header, on a phone and a desktop.
    const hashes = ['photo', 'resumen_profesional', 'achievement', 'knowledge', 'language', 'skills', 'supplementary_education'];
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const hash of [...hashes, 'work_experience', 'extracurricular']) {
        await page.goto(`/postulantes/curriculum/actualizar?ancho=${width}#${hash}`);
        await expect(page.locator(`#${hash}`)).toBeFocused();
        await expectBelowHeader(page, `#${hash}`);
      }
    }
    await page.goto('/postulantes/curriculum/actualizar#resumen_profesional');
    await expect(page.locator('#resumen_profesional')).toBeFocused();
    await snapViewport(page, 'cv-actualizar-hash-resumen-vista');

    // Paging "En otros departamentos" keeps that list in view (the demo marketplace fills several pages there).
    const otrasPagina = async (pagina: number) =>
      (
        (await (
          await page.request.get(`/api/oferta/recommendedProfile?page=${pagina}`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as { data: { id: number }[] }
      ).data[0]!.id;
    const [primera, segunda] = [await otrasPagina(1), await otrasPagina(2)];
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/postulantes/nuevas-ofertas');
      const otras = page.getByRole('list', { name: 'En otros departamentos' });
      const primeraTarjeta = () => otras.getByTestId('oferta-card').first().getByRole('link').first();
      await expect(primeraTarjeta()).toHaveAttribute('href', `/postulantes/nuevas-ofertas/${primera}`);
      const paginas = page.getByRole('navigation', { name: 'Páginas de Ofertas en otros departamentos' });
      await paginas.getByRole('button', { name: /^2$|Página 2/ }).click();
      await expect(page).toHaveURL(/pagina_otras=2/);
      await expect(primeraTarjeta()).toHaveAttribute('href', `/postulantes/nuevas-ofertas/${segunda}`);
      const heading = page.getByRole('heading', { level: 2, name: 'En otros departamentos' });
      await expect(heading).toBeFocused();
      expect(await page.evaluate(() => window.scrollY), `ancho ${width}`).toBeGreaterThan(100);
      const headingId = await heading.getAttribute('id');
      await expectBelowHeader(page, `[id="${headingId}"]`);
      await snapViewport(page, `postulaciones-otras-pagina-2-${width}`);
    }
  });
});
