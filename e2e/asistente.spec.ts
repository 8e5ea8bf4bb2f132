/**
 * Applicant assistant journeys (docs/assistant.md "Web screens"): the demo company (premium in the demo seed) opens the
 * applicant assistant from the applicants of its featured offer (Practicante de Logística y Almacenes), asks in Spanish
 * for "estudiantes de ingeniería industrial con inglés intermedio", reads what was understood and the ranked applicants
 * with their reasons, shows only the finalists, opens a CV and comes back to the same results, downloads them as Excel
 * and CSV, and reopens a past query from the history (and with the back button). A company without premium has no menu
 * link and gets /empresas/404 on the address and on the calls. Changes no applicant's status (other journeys count them).
 */
import { expect as baseExpect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { confirmedEmpresa, DEMO, expectAccessible, openAsDemoEmpresa, openSignedIn, shot, shotVariants, signIn } from './support';

/** The built-in provider answers in milliseconds, but the first paint on a busy 2-core machine may take longer. */
const expect = baseExpect.configure({ timeout: 15_000 });

const DESTACADA = 'Practicante de Logística y Almacenes';
/** A free (tipo 0) approved offer of the demo company with one application (demo.ts). */
const GRATUITA = 'Practicante de Mejora Continua';
const PROMPT = 'estudiantes de ingeniería industrial con inglés intermedio';
const OTRA = 'administración de Arequipa con Excel avanzado';
/** The featured offer's Industrial students with English at least intermediate (demo.ts, demo-revision.ts). */
const INDUSTRIALES_CON_INGLES = ['Andrea Sofía Paredes Linares', 'Milagros Cáceres Zúñiga', 'Diego', 'Lucía Quispe Mamani'];
const FINALISTA_SEED = 'Andrea Sofía Paredes Linares';

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/auth/loginRecruiter', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { data: string[] }).data[0]!;
}

async function idOferta(request: APIRequestContext, token: string, titulo: string): Promise<number> {
  for (let p = 1; p <= 5; p++) {
    const res = await request.get(`/api/oferta/myList?page=${p}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: { id: number; titulo: string }[] };
    const found = body.data.find((o) => o.titulo === titulo);
    if (found) return found.id;
    if (body.data.length === 0) break;
  }
  throw new Error(`no se encontró la oferta ${titulo}`);
}

const bytesOf = async (download: Download): Promise<Buffer> => readFile((await download.path())!);
const results = (page: Page) => page.getByTestId('resultado');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const historial = (url: string) => Number(new URL(url).searchParams.get('historial'));

test.describe.serial('Asistente de postulantes', () => {
  let idDestacada = 0;
  let firstQuery = 0;
  const asistente = () => `/empresas/mis-publicaciones/${idDestacada}/asistente-postulantes`;

  test.beforeAll(async ({ playwright }, info) => {
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    idDestacada = await idOferta(request, await tokenOf(request, DEMO.empresa.email, DEMO.empresa.password), DESTACADA);
    await request.dispose();
  });

  test('a premium recruiter asks in Spanish and reads the criteria and the ranked applicants with their reasons', async ({ page }) => {
    test.setTimeout(120_000);
    // From the applicants list of the featured offer.
    await openAsDemoEmpresa(page, `/empresas/mis-publicaciones/${idDestacada}/postulantes`);
    await expect(menu(page).getByRole('link', { name: 'Asistente de postulantes' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Asistente de postulantes' }).click();
    await expect(page).toHaveURL(new RegExp(`${asistente()}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Asistente de postulantes' })).toBeVisible();
    await expect(page.getByText(DESTACADA).first()).toBeVisible();
    await shot(page, 'asistente-vacio');

    // Too short: the contract's message under the field, nothing sent.
    const field = page.getByLabel('¿Qué postulantes buscas?');
    await field.fill('ab');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Escribe qué postulantes buscas (al menos 3 caracteres).')).toBeVisible();
    await expect(field).toBeFocused();

    await field.fill(PROMPT);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\?historial=\d+$/);
    firstQuery = historial(page.url());
    // The request stays in the box after «Buscar», to be refined.
    await expect(field).toHaveValue(PROMPT);

    // What was understood, shown back.
    const criterios = page.getByTestId('criterios');
    await expect(criterios).toContainText(PROMPT);
    await expect(criterios.getByRole('list', { name: 'Criterios' })).toContainText('Ingeniería Industrial');
    await expect(criterios.getByRole('list', { name: 'Criterios' })).toContainText(/Inglés intermedio/i);
    await expect(page.getByTestId('consulta-texto')).toContainText(/Ingeniería Industrial/i);

    // Ranked: 1, 2, 3…; the best are Industrial students with English at least intermediate.
    await expect(results(page).first()).toBeVisible();
    const count = await results(page).count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(results(page).getByTestId('puesto')).toHaveText(Array.from({ length: count }, (_, i) => `Puesto ${i + 1}`));
    for (const i of [0, 1, 2]) {
      const name = (await results(page).nth(i).getByRole('heading').textContent())!.trim();
      expect(
        INDUSTRIALES_CON_INGLES.some((n) => name.startsWith(n)),
        `${name} (puesto ${i + 1})`,
      ).toBe(true);
    }
    const top = results(page).first();
    await expect(top.getByTestId('afinidad')).toHaveAttribute('data-color', 'verde');

    // ¿Por qué? — met criteria ✓ (career and English).
    await top.getByRole('button', { name: /¿Por qué\?/ }).click();
    await expect(top.getByRole('button', { name: /¿Por qué\?/ })).toHaveAttribute('aria-expanded', 'true');
    const met = top.locator('[data-testid="razon"][data-cumple="true"]');
    await expect(met.filter({ hasText: /Industrial/i })).toHaveCount(1);
    await expect(met.filter({ hasText: /Inglés/i })).toHaveCount(1);
    await shot(page, 'asistente-resultados');
    await shotVariants(page, 'asistente-resultados');
  });

  test('the results pass axe, in light and dark mode', async ({ page }) => {
    await openAsDemoEmpresa(page, `${asistente()}?historial=${firstQuery}`);
    await expect(results(page).first()).toBeVisible();
    await results(page)
      .first()
      .getByRole('button', { name: /¿Por qué\?/ })
      .click();
    await expectAccessible(page, 'Asistente de postulantes');
  });

  test('finalists only, a CV and back to the same results, Excel and CSV', async ({ page }) => {
    test.setTimeout(90_000);
    await openAsDemoEmpresa(page, `${asistente()}?historial=${firstQuery}`);
    await expect(results(page).first()).toBeVisible();

    await page.getByRole('button', { name: 'Finalistas' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?historial=${firstQuery}&finalist=1$`));
    await expect(page.getByRole('button', { name: 'Finalistas' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Finalistas' })).toBeFocused();
    const finalistas = results(page);
    await expect(finalistas.filter({ hasText: FINALISTA_SEED })).toHaveCount(1);
    for (const estado of await finalistas.getByTestId('estado-postulante').allTextContents()) expect(estado).toBe('Finalista');
    await expect(page.getByTestId('total-resultados')).toContainText('con estos filtros');

    // The CV, and back to the same page of results with the toggle on.
    await finalistas.filter({ hasText: FINALISTA_SEED }).getByRole('link', { name: FINALISTA_SEED }).click();
    await expect(page).toHaveURL(new RegExp(`${asistente()}/\\d+\\?historial=${firstQuery}&finalist=1$`));
    await expect(page.getByRole('heading', { level: 1, name: FINALISTA_SEED })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Formación académica' })).toBeVisible();
    await shot(page, 'asistente-cv');
    await page.getByRole('link', { name: 'Volver a los resultados del asistente' }).click();
    await expect(page).toHaveURL(new RegExp(`${asistente()}\\?historial=${firstQuery}&finalist=1$`));
    await expect(page.getByRole('button', { name: 'Finalistas' })).toHaveAttribute('aria-pressed', 'true');
    await expect(results(page).filter({ hasText: FINALISTA_SEED })).toHaveCount(1);

    // The downloads carry the same query and toggles: only finalists, in rank order, with the reasons.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^practicante-de-logistica-y-almacenes-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = (await bytesOf(csv)).toString('utf8');
    expect(csvText.split(/\r?\n/)[0]).toMatch(/Puesto.*Puntaje.*Por qué/);
    expect(csvText).toContain('Paredes Linares');
    expect(csvText).toContain('✓');
    expect(csvText).not.toContain('Villanueva Chambi');
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^practicante-de-logistica-y-almacenes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await bytesOf(xlsx)).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

    // Off again: every result of the query.
    await page.getByRole('button', { name: 'Finalistas' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?historial=${firstQuery}$`));
    await expect(page.getByRole('button', { name: 'Finalistas' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a past query reopens from the history, and with the back button', async ({ page }) => {
    await openAsDemoEmpresa(page, asistente());
    const history = page.getByRole('list', { name: 'Consultas anteriores' });
    await expect(history.getByRole('link', { name: new RegExp(PROMPT) }).first()).toBeVisible();

    await page.getByLabel('¿Qué postulantes buscas?').fill(OTRA);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\?historial=\d+$/);
    const second = historial(page.url());
    expect(second).not.toBe(firstQuery);
    await expect(page.getByTestId('criterios')).toContainText(OTRA);
    await expect(history.getByRole('link', { name: new RegExp(OTRA) })).toHaveAttribute('aria-current', 'page');
    await shot(page, 'asistente-historial');

    await history.locator(`a[href$="historial=${firstQuery}"]`).click();
    await expect(page).toHaveURL(new RegExp(`\\?historial=${firstQuery}$`));
    await expect(page.getByTestId('criterios')).toContainText(PROMPT);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?historial=${second}$`));
    await expect(page.getByTestId('criterios')).toContainText(OTRA);
    await page.reload();
    await expect(page.getByTestId('criterios')).toContainText(OTRA);
  });

  test('developer mode: with the developer flag the assistant answers at publicaciones/{id}, without exports or toggles', async ({
    page,
  }) => {
    // The flag is set and removed through the back office's API (admin/usuarios/{id}/isDev); the session reads it live.
    const login = await page.request.post('/api/auth/loginAdmin', { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
    expect(login.ok(), await login.text()).toBe(true);
    const headers = { authorization: `Bearer ${((await login.json()) as { data: string[] }).data[0]!}` };
    const found = await page.request.get(`/api/admin/usuarios?q=${encodeURIComponent(DEMO.empresa.email)}`, { headers });
    const cuenta = ((await found.json()) as { data: { id: number; correo: string }[] }).data.find((u) => u.correo === DEMO.empresa.email)!;
    const setDev = (is_dev: boolean) => page.request.patch(`/api/admin/usuarios/${cuenta.id}/isDev`, { headers, data: { is_dev } });
    expect((await setDev(true)).ok()).toBe(true);
    try {
      await openAsDemoEmpresa(page, `/empresas/publicaciones/${idDestacada}/asistente-postulantes`);
      await expect(page.getByRole('heading', { level: 1, name: 'Asistente de postulantes' })).toBeVisible();
      await page.getByLabel('¿Qué postulantes buscas?').fill(PROMPT);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await expect(page).toHaveURL(new RegExp(`/empresas/publicaciones/${idDestacada}/asistente-postulantes\\?historial=\\d+$`));
      await expect(page.getByTestId('criterios')).toContainText(PROMPT);
      await expect(results(page).first()).toBeVisible();
      // No exports and no toggles in developer mode.
      await expect(page.getByRole('button', { name: /Exportar|Descartados|Pendientes|Finalistas/ })).toHaveCount(0);
      await shot(page, 'asistente-desarrollador');
      // A result opens its CV under the developer address.
      await results(page).first().getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/empresas/publicaciones/${idDestacada}/asistente-postulantes/\\d+`));
    } finally {
      expect((await setDev(false)).ok()).toBe(true);
    }
  });

  test('a free offer shows exports and toggles disabled, featured only; nonsense lists nobody and says why', async ({ page }) => {
    test.setTimeout(120_000);
    const token = await signIn(page, 'empresas', DEMO.empresa.email, DEMO.empresa.password);
    const freeId = await idOferta(page.request, token, GRATUITA);
    await page.goto(`/empresas/mis-publicaciones/${freeId}/asistente-postulantes`);
    const field = page.getByLabel('¿Qué postulantes buscas?');
    await field.fill('muéstrame a todos los postulantes');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\?historial=\d+$/);
    const freeQuery = historial(page.url());
    await expect(results(page).first()).toBeVisible();
    // CSV and Excel, and the toggles, for featured offers only.
    for (const name of ['Exportar CSV', 'Exportar Excel']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('title', 'Solo para avisos destacados');
    }
    for (const name of ['Descartados', 'Pendientes', 'Finalistas']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('title', 'Cambia tu oferta a destacado para aplicar los filtros');
    }
    await shot(page, 'asistente-oferta-gratuita');
    await shotVariants(page, 'asistente-oferta-gratuita');
    // The calls refuse too, with the same messages; a link with a toggle offers the plain list.
    const headers = { authorization: `Bearer ${token}` };
    const csv = await page.request.get(`/api/llm/exportCSV/${freeId}?id_historial=${freeQuery}`, { headers });
    expect(csv.status()).toBe(403);
    expect(((await csv.json()) as { message: string }).message).toBe('Solo para avisos destacados');
    await page.goto(`/empresas/mis-publicaciones/${freeId}/asistente-postulantes?historial=${freeQuery}&finalist=1`);
    await expect(page.getByText('Cambia tu oferta a destacado para aplicar los filtros').first()).toBeVisible();
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(results(page).first()).toBeVisible();

    // A request with nothing to search: said so, and nobody listed at 100 %.
    await page.getByLabel('¿Qué postulantes buscas?').fill('asdf qwer zxcv 12345 ???');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).not.toHaveURL(new RegExp(`historial=${freeQuery}$`));
    await expect(page.getByTestId('consulta-texto')).toHaveText('Nada que podamos buscar.');
    await expect(page.getByTestId('sin-resultados')).toHaveText(
      'No entendimos nada que podamos buscar en tu consulta, así que no listamos postulantes. Prueba con carrera, ciclo, lugar, conocimientos, idiomas o experiencia.',
    );
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByText(/coinciden/)).toHaveCount(0);
    const ignored = page.getByTestId('ignorados');
    await expect(ignored).toContainText('«asdf», «qwer», «zxcv»: Ningún postulante de esta oferta lo menciona en su CV.');
    await expect(ignored).toContainText('«12345»: No sabemos relacionarlo con los datos de los postulantes.');
    // Sex and age: said that the assistant does not filter by them.
    await page.getByLabel('¿Qué postulantes buscas?').fill('mujeres menores de 25 años');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(ignored).toContainText(
      '«mujeres», «menores de 25 años»: El asistente no filtra por sexo, edad ni otros datos personales protegidos.',
    );
    await expect(results(page)).toHaveCount(0);
    await shot(page, 'asistente-nada-entendido');
    await shotVariants(page, 'asistente-nada-entendido');
    // How to use the platform: nobody listed, and where it is done (it listed those who know Excel).
    await page.getByLabel('¿Qué postulantes buscas?').fill('cómo exporto a excel la lista de postulantes');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByTestId('sin-resultados')).toContainText('Eso se hace desde la plataforma');
    await expect(page.getByTestId('sin-resultados')).toContainText('«Exportar CSV» o «Exportar Excel»');
    await expect(results(page)).toHaveCount(0);
    await shot(page, 'asistente-sobre-plataforma');
  });

  test('a company without premium: no menu link, /empresas/404 on the address and on the calls', async ({ page }) => {
    const empresa = await confirmedEmpresa(page, 'sinpremium');
    await openSignedIn(page, 'empresas', empresa.email, empresa.password);
    await expect(menu(page).getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Asistente de postulantes' })).toHaveCount(0);
    await page.goto(asistente());
    await expect(page).toHaveURL(/\/empresas\/404$/);
    await page.goto(`/empresas/publicaciones/${idDestacada}/asistente-postulantes`);
    await expect(page).toHaveURL(/\/empresas\/404$/);
    const token = await tokenOf(page.request, empresa.email, empresa.password);
    const res = await page.request.post('/api/llm/query', {
      headers: { authorization: `Bearer ${token}` },
      data: { id_oferta: idDestacada, prompt: PROMPT },
    });
    expect(res.status()).toBe(404);
  });
});
