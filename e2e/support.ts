import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const DEMO = {
  postulante: { email: 'postulante@demo.pe', password: 'Demo12345', name: 'Lucía' },
  empresa: { email: 'empresa@demo.pe', password: 'Demo12345', org: 'Andina Logística' },
  admin: { email: 'admin@demo.pe', password: 'Demo12345', name: 'Ana' },
};

const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');

/** Screenshots of key pages, kept as CI artifacts (e2e/artifacts) and looked at by a person. */
export async function snap(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

export async function loginAs(page: Page, area: 'postulantes' | 'empresas' | 'admin', email: string, password: string) {
  await page.goto(`/${area}/inicio-sesion`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${area}/$`));
}
