/**
 * A public offer page opened from a shared link or a search engine (decision 022): the server's HTML already holds
 * the page, and when the app takes over nothing moves (layout shift at most 0.02) and the title and text are the
 * same. A closed offer answers 410 and leads on to open offers like it, and the search there finds a company's
 * offers by its name. Crawlers find the open offers in the sitemap.
 */
import { expect, test, type Page } from '@playwright/test';
import { appTookOver, expectNoSeriousViolations } from './support';

declare global {
  interface Window {
    __layoutShift: number;
  }
}

/** Sums the layout shifts not caused by input from the very first paint. */
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

/** The text of the server's `<main>` for a path, read as a browser parses it (no script runs). */
async function serverMainText(page: Page, path: string) {
  const res = await page.request.get(path);
  const html = await res.text();
  const text = await page.evaluate(
    (source) => new DOMParser().parseFromString(source, 'text/html').querySelector('main')?.textContent ?? '',
    html,
  );
  return { status: res.status(), text: text.replace(/\s+/g, ' ').trim() };
}

test('an open offer from the sitemap: the app draws what the server sent, and nothing moves', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const loc = /<loc>([^<]*\/ofertas\/[^<]+-\d+)<\/loc>/.exec(sitemap)?.[1];
  expect(loc, 'una oferta en el sitemap').toBeTruthy();
  const path = new URL(loc!).pathname;
  const server = await serverMainText(page, path);
  expect(server.status).toBe(200);
  expect(server.text).toContain('Postular');

  await watchLayoutShift(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect.poll(() => appTookOver(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.locator('main').textContent())?.replace(/\s+/g, ' ').trim()).toBe(server.text);
  expect(await page.evaluate(() => window.__layoutShift)).toBeLessThanOrEqual(0.02);
});

test('an open offer is shared from its page: tagged WhatsApp, LinkedIn and link, even without JavaScript; a phone uses its share sheet', async ({
  browser,
  page,
}) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const canonical = /<loc>([^<]*\/ofertas\/[^<]+-\d+)<\/loc>/.exec(sitemap)?.[1];
  expect(canonical, 'una oferta en el sitemap').toBeTruthy();
  const path = new URL(canonical!).pathname;
  const tagged = (source: string, medium: string) =>
    `${canonical}?utm_source=${source}&utm_medium=${medium}&utm_campaign=compartir-oferta&utm_content=pagina-publica`;

  // The server's page alone: the links and the address are there, and no script of the page's own runs.
  const sinJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await sinJs.newPage();
  await plain.goto(path);
  const share = plain.getByRole('region', { name: 'Comparte esta oferta' });
  const whatsapp = (await share.getByRole('link', { name: /Compartir por WhatsApp/ }).getAttribute('href')) ?? '';
  expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
  expect(decodeURIComponent(whatsapp.slice('https://wa.me/?text='.length))).toMatch(
    new RegExp(` — postula aquí: ${tagged('whatsapp', 'mensajeria').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await expect(share.getByRole('link', { name: /Compartir en LinkedIn/ })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(tagged('linkedin', 'social'))}`,
  );
  await expect(share.getByRole('textbox', { name: 'Enlace de la oferta' })).toHaveValue(tagged('enlace', 'copia'));
  await sinJs.close();

  // The app: «Copiar enlace» puts the tagged address in the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect.poll(() => appTookOver(page)).toBe(true);
  const live = page.getByRole('region', { name: 'Comparte esta oferta' });
  await expect(live.getByRole('button', { name: 'Compartir…' })).toHaveCount(0);
  await expectNoSeriousViolations(page, `${path} con «Comparte esta oferta»`);
  await live.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(live.getByRole('status')).toHaveText('Se copió el enlace.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tagged('enlace', 'copia'));

  // A phone whose browser has a share sheet (recorded here instead of opened).
  const phone = await browser.newContext({ isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });
  await phone.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { __shared: ShareData }).__shared = data;
        return Promise.resolve();
      },
    });
  });
  const mobile = await phone.newPage();
  await mobile.goto(path, { waitUntil: 'networkidle' });
  await mobile.getByRole('region', { name: 'Comparte esta oferta' }).getByRole('button', { name: 'Compartir…' }).click();
  const shared = await mobile.evaluate(() => (window as unknown as { __shared: ShareData }).__shared);
  expect(shared.url).toBe(tagged('compartir', 'movil'));
  expect(shared.title).toBe(await mobile.getByRole('heading', { level: 1 }).textContent());
  await phone.close();
});

test('a closed offer is gone for search engines (410) but its page leads on to open offers like it', async ({ page }) => {
  // The demo's finished offer ("Practicante de Planeamiento Financiero"), found by its answer.
  let path = '';
  for (let id = 1; id <= 40 && !path; id++) {
    const body = (await (await page.request.get(`/api/publico/oferta/${id}`)).json()) as {
      data: { ruta_publica: string; vigente: boolean }[];
    };
    if (body.data[0] && !body.data[0].vigente) path = body.data[0].ruta_publica;
  }
  expect(path, 'una oferta cerrada').not.toBe('');
  const server = await serverMainText(page, path);
  expect(server.status).toBe(410);

  await watchLayoutShift(page);
  const res = await page.goto(path, { waitUntil: 'networkidle' });
  expect(res?.status()).toBe(410);
  await expect.poll(() => appTookOver(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Ofertas abiertas parecidas' })).toBeVisible();
  await expect(page.getByText('Esta convocatoria ya no recibe postulaciones.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  expect((await page.locator('main').textContent())?.replace(/\s+/g, ' ').trim()).toBe(server.text);
  expect(await page.evaluate(() => window.__layoutShift)).toBeLessThanOrEqual(0.02);
  await page.getByRole('link', { name: 'Ver todas las ofertas' }).click();
  await expect(page).toHaveURL(/\/ofertas$/);
  // The search reads the companies' names too: a company's name finds all its open offers (as many as its own page
  // counts), and only those.
  const empresa = (await (await page.request.get('/api/publico/empresa/banco-kuntur')).json()) as { data: { total_ofertas: number }[] };
  const abiertas = empresa.data[0]!.total_ofertas;
  expect(abiertas).toBeGreaterThan(0);
  await page.getByLabel('Puesto, carrera o lugar').fill('banco kuntur');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/q=banco\+kuntur/);
  await expect(page.getByTestId('total-ofertas')).toHaveText(abiertas === 1 ? '1 oferta' : `${abiertas} ofertas`);
  const cards = page.getByRole('list', { name: 'Resultados de la búsqueda' }).getByTestId('oferta-card');
  await expect(cards.first()).toContainText('Banco Kuntur');
  await expect(cards.filter({ hasNotText: 'Banco Kuntur' })).toHaveCount(0);
});

test('Back from an offer to the search lands where the visitor left the results, even when they arrive late', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ofertas');
  const titulos = page.getByRole('list', { name: 'Resultados de la búsqueda' }).getByRole('heading', { level: 2 });
  await expect(titulos).toHaveCount(10);
  const penultima = titulos.nth(8).getByRole('link');
  await penultima.scrollIntoViewIfNeeded();
  const antes = await page.evaluate(() => window.scrollY);
  expect(antes).toBeGreaterThan(1000);
  await penultima.click();
  await expect(page).toHaveURL(/\/ofertas\/.+-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The results come back slower than the page: the router restores the scroll while the list is still a skeleton.
  await page.route('**/api/publico/ofertas**', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.goBack();
  await expect(titulos).toHaveCount(10);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(antes - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(antes + 5);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
