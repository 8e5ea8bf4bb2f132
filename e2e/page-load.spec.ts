/**
 * A page load as a phone user gets it (decision 023): nothing breaks the Content-Security-Policy (zod runs without
 * evaluating code), nothing is logged as an error, and nothing moves once painted (the alerts banner is part of
 * the first paint, the footer starts below the fold). Lighthouse measures the same pages under throttling
 * (`npm run lighthouse`, docs/performance.md); this journey keeps the behaviours from coming back.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, openAsDemoEmpresa, openSignedIn } from './support';

declare global {
  interface Window {
    __cspViolations: string[];
    __layoutShift: number;
  }
}

/** Before any script of the page: count CSP violations and the layout shifts not caused by the user. */
async function watchPageLoad(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    window.__layoutShift = 0;
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return errors;
}

async function expectQuietLoad(page: Page, path: string, errors: string[]) {
  errors.length = 0;
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { csp, shift } = await page.evaluate(() => ({ csp: window.__cspViolations, shift: window.__layoutShift }));
  expect(csp, `${path}: CSP`).toEqual([]);
  expect(errors, `${path}: errores en la consola`).toEqual([]);
  expect(shift, `${path}: desplazamiento del diseño`).toBeLessThanOrEqual(0.02);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`page loads at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('public pages load without a CSP violation, an error or a layout shift', async ({ page, request }) => {
      const errors = await watchPageLoad(page);
      const search = await (await request.get('/api/publico/ofertas')).json();
      const ofertaPath = search.data[0].ruta_publica as string;
      for (const path of ['/postulantes/inicio-sesion', '/empresas/inicio-sesion', '/ofertas', ofertaPath, '/']) {
        await expectQuietLoad(page, path, errors);
      }
    });

    test("the applicant's home and a recruiter's applicant list load without a CSP violation, an error or a layout shift", async ({
      page,
    }) => {
      const errors = await watchPageLoad(page);
      await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password);
      // The session and the alert are asked once, from the <head> (public/boot.js), while the app's code downloads.
      const early: string[] = [];
      const countEarly = (req: { url(): string }) => {
        const path = new URL(req.url()).pathname;
        if (path === '/api/auth/mySession' || path === '/api/recursos/listAlertas') early.push(path);
      };
      page.on('request', countEarly);
      await expectQuietLoad(page, '/postulantes/', errors);
      page.off('request', countEarly);
      expect(early.sort()).toEqual(['/api/auth/mySession', '/api/recursos/listAlertas']);
      // …and the app took both answers over instead of asking again.
      const taken = await page.evaluate(() => {
        const boot = (window as { __practiperuEarly?: { session: unknown; alerts: unknown } }).__practiperuEarly;
        return boot ? { session: boot.session, alerts: boot.alerts } : 'sin boot.js';
      });
      expect(taken).toEqual({ session: null, alerts: null });
      await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
      await expect(page).toHaveURL(/\/postulantes\/inicio-sesion/);
      await openAsDemoEmpresa(page);
      // The demo company's offer with the most applicants.
      const mine = await page.evaluate(async () => {
        const res = await fetch('/api/oferta/myList?page=1', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
        return (await res.json()) as { data: Array<{ id: number; total_postulantes: number }> };
      });
      const busiest = [...mine.data].sort((a, b) => b.total_postulantes - a.total_postulantes)[0]!;
      const href = `/empresas/mis-publicaciones/${busiest.id}/postulantes`;
      await expectQuietLoad(page, href, errors);
    });
  });
}
