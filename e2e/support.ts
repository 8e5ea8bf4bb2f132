import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const DEMO = {
  postulante: { email: 'postulante@demo.pe', password: 'Demo12345', name: 'Lucía' },
  empresa: { email: 'empresa@demo.pe', password: 'Demo12345', org: 'Andina Logística' },
  admin: { email: 'admin@demo.pe', password: 'Demo12345', name: 'Ana' },
};

const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');

/**
 * Screenshots of key pages for a person to look at (e2e/artifacts): taken when E2E_SHOTS=1 (`npm run test:e2e:shots`),
 * skipped otherwise. They assert nothing, and the full-page images in three variants were a large part of the
 * journeys' time.
 */
const SHOTS = process.env.E2E_SHOTS === '1';

export async function snap(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** A full-page screenshot from the top (the sticky header would otherwise be drawn mid-page). */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** The same page at phone width (390 px) and in dark mode, then back to the desktop. */
export async function shotVariants(page: Page, name: string) {
  if (!SHOTS) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-movil`);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await shot(page, `${name}-movil-oscuro`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, `${name}-oscuro`);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** Where a new applicant lands after logging in: the required-data page until the CV's required data is complete. */
export const CV_COMPLETE_PAGE = /\/postulantes\/curriculum\/complete$/;

/**
 * Logs in through the form. `landing` is where the user should arrive: the area home by default; a new applicant
 * (no required CV data yet) arrives at CV_COMPLETE_PAGE.
 */
export async function loginAs(
  page: Page,
  area: 'postulantes' | 'empresas' | 'admin',
  email: string,
  password: string,
  landing: RegExp = new RegExp(`/${area}/$`),
) {
  await page.goto(`/${area}/inicio-sesion`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(landing);
}

// ---------------------------------------------------------------------------------------------
// Accounts of the journeys: unique addresses, valid RUCs, the development outbox.

let counter = 0;

/** A fresh address for each account a journey creates: `ana+1732200000000-1@prueba.pe`. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}+${Date.now()}-${counter}@prueba.pe`;
}

/** SUNAT's module-11 check digit (the rule of rucCheckDigitOk in packages/shared/src/schemas/cuenta.ts). */
export function rucCheckDigit(first10: string): number {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(first10[i]), 0);
  return (11 - (sum % 11)) % 10;
}

/** A RUC 20 (company) with a valid check digit, different on every call. */
export function validRuc(): string {
  const body = `20${String(Date.now() % 1e6).padStart(6, '0')}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  return `${body}${rucCheckDigit(body)}`;
}

/** The same RUC with a wrong check digit. */
export function rucWithBadCheckDigit(): string {
  const ruc = validRuc();
  return `${ruc.slice(0, 10)}${(Number(ruc[10]) + 1) % 10}`;
}

/** A real 1×1 PNG (the server checks the bytes, not the name). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
  created_at: string;
}

/**
 * The path of the newest link that contains `part` in the mails to `to`, read from `GET /api/dev/correos`
 * (mails are delivered by a job, so it waits for them). Links carry PUBLIC_URL; the path is opened on the
 * journey's own server.
 */
export async function mailLink(page: Page, to: string, part: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/correos?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { data: OutboxMail[] };
        found = body.data.flatMap((m) => m.links).find((l) => l.includes(part));
        return found;
      },
      { message: `un correo a ${to} con un enlace a ${part}`, timeout: 10_000 },
    )
    .toBeTruthy();
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}

/** An applicant account made and confirmed through the API, for the journeys that start signed in. */
export async function confirmedApplicant(page: Page, name = 'ana'): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(name);
  const password = 'Clave2026';
  const res = await page.request.post('/api/usuario/registerPostulant', {
    data: {
      nombres: 'Ana',
      apellidos: 'Quispe Mamani',
      correo: email,
      clave: password,
      repetir_clave: password,
      autorizacion_marketing: 1,
    },
  });
  expect(res.status()).toBe(201);
  await confirmByMail(page, email);
  return { email, password };
}

/** A company account made (multipart, with a real PNG logo) and confirmed through the API. */
export async function confirmedCompany(page: Page, name = 'rrhh'): Promise<{ email: string; password: string; ruc: string }> {
  const email = uniqueEmail(name);
  const password = 'Clave2026';
  const ruc = validRuc();
  const res = await page.request.post('/api/usuario/registerRecruiter', {
    multipart: {
      ruc,
      nombre_completo: 'Inversiones Andinas del Sur S.A.C.',
      nombre: 'Andes Sur',
      sector: '3,10',
      correo: email,
      clave: password,
      repetir_clave: password,
      nombres: 'Jorge',
      apellidos: 'Rojas Huamán',
      nro_contacto: '987654321',
      cargo: 'Jefe de RR. HH.',
      autorizacion_marketing: '0',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await confirmByMail(page, email);
  return { email, password, ruc };
}

async function confirmByMail(page: Page, email: string) {
  const link = await mailLink(page, email, '/registrarse/confirmar/');
  const token = link.split('/').pop()!;
  const res = await page.request.get(`/api/usuario/validateAccount/${token}`);
  expect(res.ok()).toBe(true);
}

/** Fills the login form of an area and submits it (without expecting success). */
export async function submitLogin(page: Page, area: 'postulantes' | 'empresas', email: string, password: string) {
  await page.goto(`/${area}/inicio-sesion`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Axe (WCAG 2.2 AA): no serious or critical violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** Axe in one colour mode (each mode its own test keeps long pages within the test budget), then back to light. */
export async function expectAccessibleIn(page: Page, label: string, dark: boolean) {
  if (dark) await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoSeriousViolations(page, `${label} (${dark ? 'oscuro' : 'claro'})`);
  if (dark) await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** Axe in light and dark mode, then back to light. */
export async function expectAccessible(page: Page, label: string) {
  await expectAccessibleIn(page, label, false);
  await expectAccessibleIn(page, label, true);
}
