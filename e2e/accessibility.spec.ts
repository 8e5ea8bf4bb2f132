/** WCAG 2.2 AA checks with axe on the pages of the foundation (landing, logins, not-found, homes), in light and dark mode. */
import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousViolations, openAsDemoEmpresa, openSignedIn } from './support';

for (const dark of [false, true]) {
  const mode = dark ? 'oscuro' : 'claro';
  test(`public pages have no serious accessibility violations (modo ${mode})`, async ({ page }) => {
    if (dark) await page.addInitScript(() => localStorage.setItem('dark_mode', '1'));
    for (const path of [
      '/',
      '/postulantes/inicio-sesion',
      '/empresas/inicio-sesion',
      '/postulantes/no-existe',
      '/politica-de-privacidad',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, `${path} (${mode})`);
    }
  });

  test(`both homes have no serious accessibility violations (modo ${mode})`, async ({ page }) => {
    if (dark) await page.addInitScript(() => localStorage.setItem('dark_mode', '1'));
    await openSignedIn(page, 'postulantes', DEMO.postulante.email, DEMO.postulante.password);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, `/postulantes/ (${mode})`);
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    await expect(page).toHaveURL(/\/postulantes\/inicio-sesion/);
    await openAsDemoEmpresa(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, `/empresas/ (${mode})`);
  });
}
