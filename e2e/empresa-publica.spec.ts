/**
 * A company's public page (decision 029): a visitor without an account opens a public offer, follows the company's
 * name to its page (written by the server, drawn again by the app without moving), and sees the company and its
 * open offers; the company hides its page from Mi cuenta and the page is gone (404) and no longer linked.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousViolations, openAsDemoEmpresa, shotVariants } from './support';

declare global {
  interface Window {
    __layoutShift: number;
  }
}

const PAGINA = '/empresa/andina-logistica';

async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The public page of one of the demo company's open offers, from the public search by the company's name (the first
 * page of the whole search may hold only the offers other journeys of the lane published).
 */
async function ofertaDeLaEmpresa(page: Page): Promise<string> {
  const res = await page.request.get('/api/publico/ofertas', { params: { q: 'andina logistica' } });
  const body = (await res.json()) as { data: { nombre_org: string; ruta_publica: string }[] };
  const oferta = body.data.find((o) => o.nombre_org === DEMO.empresa.org);
  expect(oferta, 'una oferta abierta de la empresa de demostración').toBeTruthy();
  return oferta!.ruta_publica;
}

test('a visitor goes from an offer to its company page and sees the company and its open offers', async ({ page }) => {
  await watchLayoutShift(page);
  await page.goto(await ofertaDeLaEmpresa(page), { waitUntil: 'networkidle' });
  await page.getByRole('article').getByRole('link', { name: DEMO.empresa.org, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${PAGINA}$`));
  await expect(page.getByRole('heading', { level: 1, name: DEMO.empresa.org })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sectores' })).toBeVisible();
  const links = page.getByRole('list', { name: 'Enlaces de la empresa' }).getByRole('link');
  await expect(links.first()).toHaveAttribute('rel', 'noopener nofollow ugc');
  await expect(links.first()).toHaveAttribute('target', '_blank');
  const ofertas = page.getByRole('region', { name: 'Ofertas abiertas' });
  await expect(ofertas.getByTestId('oferta-card').first()).toBeVisible();

  // Opened directly (a shared link, a search engine): the server's page, then the app's, the same and still.
  await page.goto(PAGINA, { waitUntil: 'networkidle' });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PAGINA}$`));
  const ld = JSON.parse((await page.locator('#empresa-json-ld').textContent()) ?? '{}') as Record<string, unknown>;
  expect(ld).toMatchObject({ '@type': 'Organization', name: DEMO.empresa.org });
  expect(await page.evaluate(() => window.__layoutShift)).toBeLessThanOrEqual(0.02);
  const cards = await ofertas.getByTestId('oferta-card').count();
  expect(cards).toBeGreaterThan(0);
  await ofertas.getByTestId('oferta-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/ofertas\/[a-z0-9-]+-\d+$/);
  await page.goto(PAGINA);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, `${PAGINA} (claro)`);
  await page.evaluate(() => localStorage.setItem('dark_mode', '1'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, `${PAGINA} (oscuro)`);
  await page.evaluate(() => localStorage.removeItem('dark_mode'));
  await shotVariants(page, 'empresa-publica');
});

test('the company hides its page from Mi cuenta: it answers 404 and its offers stop linking to it', async ({ page, browser }) => {
  const token = await openAsDemoEmpresa(page, '/empresas/cuenta');
  const mostrar = page.getByRole('checkbox', { name: 'Mostrar la página pública de mi empresa' });
  await expect(mostrar).toBeChecked();
  await expect(page.getByTestId('pagina-publica-estado').getByRole('link')).toHaveText(/\/empresa\/andina-logistica$/);
  try {
    await mostrar.uncheck();
    await expect(page.getByText('Ocultaste la página pública de tu empresa.')).toBeVisible();
    await expect(page.getByTestId('pagina-publica-estado')).toContainText('Tu página está oculta');

    const visitor = await browser.newPage();
    const res = await visitor.goto(PAGINA);
    expect(res?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Empresa no encontrada' })).toBeVisible();
    await visitor.goto(await ofertaDeLaEmpresa(visitor));
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByRole('article').getByRole('link', { name: DEMO.empresa.org, exact: true })).toHaveCount(0);
    const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(PAGINA);
    await visitor.close();

    await mostrar.check();
    await expect(page.getByText('Tu página pública se muestra.')).toBeVisible();
    expect((await page.request.get(PAGINA)).status()).toBe(200);
  } finally {
    // The other journeys of this lane read the demo company's page as it was.
    await page.request.put('/api/organizacion/updatePaginaPublica', {
      headers: { authorization: `Bearer ${token}` },
      data: { pagina_publica: true },
    });
  }
});
