/**
 * WCAG 2.2 AA checks with axe on the pages of the foundation (landing, logins, not-found, homes), in light and dark
 * mode: each page is loaded once and checked in both (expectAccessible: the `dark` class that boot.js sets from the
 * stored choice, then back to light).
 */
import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, openAsDemoEmpresa, openSignedIn } from './support';

// The other journeys run as a person who prefers reduced motion (playwright.config.ts); these pages are checked with
// the web app's animations on, as most people see them.
test.use({ reducedMotion: 'no-preference' });

for (const [what, paths] of [
  ['the landing and the privacy policy', ['/', '/politica-de-privacidad']],
  ['the logins and a not-found page', ['/postulantes/inicio-sesion', '/empresas/inicio-sesion', '/postulantes/no-existe']],
] as const) {
  test(`public pages have no serious accessibility violations, in light and dark mode: ${what}`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, path);
    }
  });
}

test("the applicant's home has no serious accessibility violations, in light and dark mode, and signs out", async ({ page }) => {
  await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/postulantes/');
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL(/\/postulantes\/inicio-sesion/);
});

test("the company's home has no serious accessibility violations, in light and dark mode", async ({ page }) => {
  await openAsDemoEmpresa(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/empresas/');
});
