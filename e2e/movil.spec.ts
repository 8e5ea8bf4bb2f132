/**
 * Lists on a phone (docs/mobile-lists.md): at 390 × 844 the first card shows without scrolling on the public search
 * (with and without filters), on the applicant's Ofertas para ti and Guardadas and on a recruiter's filtered applicant
 * list. The search's filters live in a sheet whose «Aplicar» changes the address and the results, the active ones are
 * chips, and axe finds nothing with the sheet open. With E2E_SHOTS=1 each screen is also shot at 390 and 1280 px,
 * light and dark (e2e/artifacts/movil-*).
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO, expectAccessible, openAsDemoEmpresa, openSignedIn, SHOTS } from './support';

const PHONE = { width: 390, height: 844 };
/** A phone turned sideways: the compact layout too, by its height (docs/mobile-lists.md). */
const LANDSCAPE = { width: 844, height: 390 };
test.use({ viewport: PHONE });

/** The card's top and at least its first 120 px (logo, company, title) are on the first screen, unscrolled. */
async function expectOnFirstScreen(page: Page, card: Locator, label: string) {
  // A fresh server's first search can take a while on a busy machine (its caches are cold): wait for the list itself.
  await expect(card, label).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => window.scrollY), `${label}: sin desplazarse`).toBe(0);
  const box = (await card.boundingBox())!;
  expect(box.y, `${label}: la tarjeta empieza en la pantalla`).toBeGreaterThanOrEqual(0);
  const { height } = page.viewportSize()!;
  expect(box.y + Math.min(box.height, 120), `${label}: la tarjeta se ve en la primera pantalla`).toBeLessThanOrEqual(height);
}

/**
 * With a sheet open, axe finds nothing: WCAG 2.2 AA in light and dark, and the landmark rules, which axe files under
 * best practices and so the WCAG run skips (a second «banner» beside the site header, two landmarks alike and unnamed).
 */
async function expectSheetAccessible(page: Page, label: string) {
  await expectAccessible(page, label);
  const landmarks = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
    };
    const rules = ['landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'landmark-no-duplicate-main', 'landmark-unique'];
    const { violations } = await axe.run(document, { runOnly: { type: 'rule', values: rules } });
    return violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(landmarks, `${label}: landmarks`).toEqual([]);
}

/** The first screen at 390 and 1280 px, light and dark (only with E2E_SHOTS=1), then back to the phone in light mode. */
async function shots(page: Page, name: string, { desktop = true } = {}) {
  if (!SHOTS) return;
  const dir = path.join(import.meta.dirname, 'artifacts');
  mkdirSync(dir, { recursive: true });
  const widths = desktop ? [PHONE, { width: 1280, height: 800 }] : [PHONE];
  for (const size of widths) {
    await page.setViewportSize(size);
    // The width hook follows a resize after 500 ms of stillness.
    await page.waitForTimeout(700);
    for (const dark of [false, true]) {
      await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
      // `animations: 'disabled'` ends the cards' colour transitions, so the dark shot is not taken halfway.
      await page.screenshot({ path: path.join(dir, `movil-${name}-${size.width}${dark ? '-oscuro' : ''}.png`), animations: 'disabled' });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(700);
}

/** The id of one of the demo company's offers, by title. */
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

test.describe('La cabecera en el teléfono', () => {
  test('a visitor’s header fits a 360 px phone: the other area’s way in and the theme switch are not cut off', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const ruta of ['/', '/postulantes/inicio-sesion', '/empresas/inicio-sesion']) {
      await page.goto(ruta);
      const fila = page.locator('header > div').first();
      await expect(fila.getByRole('switch', { name: /modo oscuro/i })).toBeVisible();
      const { ancho, desborde, fuera } = await fila.evaluate((row) => ({
        ancho: row.clientWidth,
        desborde: row.scrollWidth - row.clientWidth,
        fuera: [...row.querySelectorAll('a, button')]
          .filter((el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > row.getBoundingClientRect().right)
          .map((el) => el.textContent || el.getAttribute('aria-label')),
      }));
      expect(desborde, `${ruta}: la fila de ${ancho} px no desborda`).toBeLessThanOrEqual(0);
      expect(fuera, `${ruta}: ningún control cortado`).toEqual([]);
    }
  });
});

test.describe('Listas en el teléfono', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a visitor searches on a phone: offers first, filters in a sheet that changes the address and the results', async ({ page }) => {
    await page.goto('/ofertas');
    const cards = page.getByTestId('oferta-card');
    await expectOnFirstScreen(page, cards.first(), '/ofertas');
    const search = page.getByRole('search', { name: 'Buscar ofertas' });
    await expect(search.getByRole('searchbox', { name: /Puesto, carrera o lugar/ })).toBeVisible();
    // No select on the page itself: the filters wait in the sheet.
    await expect(page.getByRole('combobox')).toHaveCount(0);
    const total = await page.getByTestId('total-ofertas').innerText();
    await shots(page, 'busqueda');

    const filtros = page.getByRole('button', { name: /^Filtros/ });
    await filtros.click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('combobox', { name: 'Departamento' }).getByRole('option', { name: 'Lima', exact: true })).toBeAttached();
    await sheet.getByRole('combobox', { name: 'Departamento' }).selectOption({ label: 'Lima' });
    await sheet.getByRole('combobox', { name: 'Modalidad' }).selectOption({ label: 'Preprofesionales' });
    await expectSheetAccessible(page, '/ofertas con los filtros abiertos');
    if (SHOTS) {
      for (const dark of [false, true]) {
        await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
        await page.screenshot({
          path: path.join(import.meta.dirname, 'artifacts', `movil-busqueda-filtros-390${dark ? '-oscuro' : ''}.png`),
        });
      }
      await page.evaluate(() => document.documentElement.classList.remove('dark'));
    }
    await sheet.getByRole('button', { name: 'Aplicar', exact: true }).click();

    await expect(page).toHaveURL(/\/ofertas\?region=\d+&modalidad=PREPROFESIONAL$/);
    await expect(sheet).toBeHidden();
    await expect(filtros).toBeFocused();
    await expect(filtros).toHaveAccessibleName('Filtros 2 activos');
    const chips = page.getByRole('list', { name: 'Filtros activos' });
    await expect(chips.getByRole('listitem')).toHaveText(['Departamento: Lima', 'Modalidad: Preprofesionales']);
    // The results are the filtered ones: fewer offers, each in Lima.
    await expect(page.getByTestId('total-ofertas')).not.toHaveText(total);
    await expect(cards.first()).toContainText('Lima');

    // Back with the sheet open closes the sheet and stays on this search; closed by Escape it leaves no step behind,
    // so Back and Forward then move between the searches as before.
    await filtros.click();
    await sheet.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Virtual' });
    await page.evaluate(() => window.history.back());
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/ofertas\?region=\d+&modalidad=PREPROFESIONAL$/);
    await expect(filtros).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(chips.getByRole('listitem')).toHaveCount(2);
    await filtros.click();
    await expect(sheet.getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/ofertas$/);
    await expect(chips).toHaveCount(0);
    await page.goForward();
    await expect(page).toHaveURL(/\/ofertas\?region=\d+&modalidad=PREPROFESIONAL$/);
    await expect(chips.getByRole('listitem')).toHaveCount(2);

    // The filtered address opened afresh (a shared link) shows the same, its first offer on the first screen.
    await page.reload();
    await expect(chips.getByRole('listitem')).toHaveCount(2);
    await expectOnFirstScreen(page, cards.first(), '/ofertas con filtros');
    await shots(page, 'busqueda-filtrada');

    // A chip removes its filter alone.
    await page.getByRole('button', { name: 'Quitar filtro Modalidad: Preprofesionales' }).click();
    await expect(page).toHaveURL(/\/ofertas\?region=\d+$/);
    await expect(chips.getByRole('listitem')).toHaveText(['Departamento: Lima']);

    // A phone turned sideways: the same line and sheet, the first offer on its short first screen.
    await page.setViewportSize(LANDSCAPE);
    await page.goto('/ofertas');
    await expectOnFirstScreen(page, cards.first(), '/ofertas a 844 × 390');
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await page.goto('/ofertas?region=15&modalidad=PREPROFESIONAL');
    await expectOnFirstScreen(page, cards.first(), '/ofertas con filtros a 844 × 390');
    // A desktop keeps its form with the selects.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ofertas');
    await expect(page.getByRole('combobox', { name: 'Tipo' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filtros/ })).toHaveCount(0);
  });

  test('the applicant’s Ofertas para ti and Guardadas show their first offer without scrolling', async ({ page }) => {
    const token = await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password, '/postulantes/nuevas-ofertas');
    const cards = page.getByTestId('oferta-card');
    await expectOnFirstScreen(page, cards.first(), 'Ofertas para ti');
    await shots(page, 'ofertas-para-ti');

    // One saved offer, removed again at the end (Guardadas has its own journey).
    const auth = { authorization: `Bearer ${token}` };
    const recomendadas = (await (await page.request.get('/api/oferta/recommended', { headers: auth })).json()) as {
      data: { id: number }[];
    };
    const id = recomendadas.data[0]!.id;
    const saved = await page.request.post('/api/ofertaGuardada/create', { headers: auth, data: { id_oferta: id } });
    expect(saved.ok(), await saved.text()).toBe(true);
    try {
      await page.goto('/postulantes/guardadas');
      await expectOnFirstScreen(page, cards.first(), 'Guardadas');
      await shots(page, 'guardadas');
    } finally {
      await page.request.post('/api/ofertaGuardada/removeById', { headers: auth, data: { id_oferta: id } });
    }
  });

  test('a recruiter’s filtered applicant list shows its first applicant, its filters as chips and an accessible sheet', async ({
    page,
  }) => {
    const token = await openAsDemoEmpresa(page);
    const id = await idOferta(page.request, token, 'Practicante de Logística y Almacenes');
    await page.goto(`/empresas/mis-publicaciones/${id}/postulantes?pending=1`);
    await expect(page.getByTestId('total-postulantes')).toContainText('con estos filtros');
    await expectOnFirstScreen(page, page.getByTestId('postulante').first(), 'postulantes filtrados');
    const chips = page.getByRole('list', { name: 'Filtros activos' });
    await expect(chips.getByRole('listitem')).toHaveText(['Pendientes (sin decisión o en proceso)']);
    await shots(page, 'postulantes');

    const filtros = page.getByRole('button', { name: /^Filtros/ });
    await expect(filtros).toHaveAccessibleName('Filtros 1 activo');
    await filtros.click();
    const sheet = page.getByRole('dialog', { name: 'Filtrar postulantes' });
    await expect(sheet.getByRole('checkbox', { name: 'Pendientes (sin decisión o en proceso)' })).toBeChecked();
    await expectSheetAccessible(page, 'postulantes con los filtros abiertos');
    await sheet.getByRole('checkbox', { name: 'Con experiencia laboral' }).check();
    await sheet.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expect(page).toHaveURL(/pending=1/);
    await expect(page).toHaveURL(/experiencia=1/);
    // The list is drawn anew for the new address: the focus goes back to its «Filtros», not to the page's start.
    await expect(filtros).toBeFocused();
    await expect(chips.getByRole('listitem')).toHaveText(['Pendientes (sin decisión o en proceso)', 'Con experiencia laboral']);

    // Removing a chip keeps the other filter and the focus among the chips.
    await page.getByRole('button', { name: 'Quitar filtro Con experiencia laboral' }).click();
    await expect(page).not.toHaveURL(/experiencia=1/);
    await expect(page.getByRole('button', { name: 'Quitar filtro Pendientes (sin decisión o en proceso)' })).toBeFocused();

    // «Quitar filtros» too leaves the focus on «Filtros».
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(page).not.toHaveURL(/pending=1/);
    await expect(filtros).toBeFocused();

    // Many filters: their chips stay on one row that scrolls sideways, and the first applicant on the first screen.
    await filtros.click();
    await sheet.getByRole('checkbox', { name: 'Pendientes (sin decisión o en proceso)' }).check();
    for (const legend of [/^Universidad o instituto/, /^Carrera/]) {
      const boxes = sheet.getByRole('group', { name: legend }).getByRole('checkbox');
      const n = Math.min(await boxes.count(), 3);
      for (let i = 0; i < n; i++) await boxes.nth(i).check();
    }
    await sheet.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expect(filtros).toBeFocused();
    const muchos = await chips.getByRole('listitem').count();
    expect(muchos, 'varios filtros activos').toBeGreaterThanOrEqual(5);
    await expectOnFirstScreen(page, page.getByTestId('postulante').first(), `postulantes con ${muchos} filtros`);
    const fila = (await chips.boundingBox())!;
    const chip = (await chips.getByRole('listitem').first().boundingBox())!;
    expect(fila.height, 'los chips en una sola fila').toBeLessThan(chip.height * 2);

    // Back with the sheet open closes it and keeps these filters.
    const url = page.url();
    await filtros.click();
    await expect(sheet).toBeVisible();
    await page.evaluate(() => window.history.back());
    await expect(sheet).toBeHidden();
    expect(page.url()).toBe(url);
    await expect(filtros).toBeFocused();

    // A phone turned sideways gets the compact list too: «Filtros» and the chips, the tags and sets folded away.
    await page.setViewportSize(LANDSCAPE);
    await page.goto(`/empresas/mis-publicaciones/${id}/postulantes?pending=1`);
    await expect(page.getByTestId('postulante').first()).toBeVisible({ timeout: 30_000 });
    await expect(chips.getByRole('listitem')).toHaveText(['Pendientes (sin decisión o en proceso)']);
    await expect(page.getByTestId('pipeline-plegado')).toBeVisible();
  });
});
