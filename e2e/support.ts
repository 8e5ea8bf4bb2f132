import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
export const SHOTS = process.env.E2E_SHOTS === '1';

export async function snap(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** A screenshot of the viewport only (a dialog as the person sees it, over its backdrop); like snap, only with E2E_SHOTS=1. */
export async function snapViewport(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
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

/**
 * The viewport (a dialog over its backdrop) at 1280 px and 390 px, light and dark: `name`, `name-oscuro`, `name-movil`,
 * `name-movil-oscuro`; then the viewport and the light mode as they were. Only with E2E_SHOTS=1.
 */
export async function snapViewportVariants(page: Page, name: string) {
  if (!SHOTS) return;
  const antes = page.viewportSize();
  const modo = (oscuro: boolean) => page.evaluate((o) => document.documentElement.classList.toggle('dark', o), oscuro);
  await page.setViewportSize({ width: 1280, height: 800 });
  await snapViewport(page, name);
  await modo(true);
  await snapViewport(page, `${name}-oscuro`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snapViewport(page, `${name}-movil-oscuro`);
  await modo(false);
  await snapViewport(page, `${name}-movil`);
  if (antes) await page.setViewportSize(antes);
}

/** Where a new applicant lands after logging in: the required-data page until the CV's required data is complete. */
export const CV_COMPLETE_PAGE = /\/postulantes\/curriculum\/complete$/;

/** Whether the page is the area's login form now (reached through a link, a logout or a failed attempt). */
export function onLoginForm(page: Page, area: 'postulantes' | 'empresas' | 'admin'): boolean {
  return new URL(page.url(), 'http://x').pathname === `/${area}/inicio-sesion`;
}

/**
 * Logs in through the form, where the page already is (a link to it, a logout, a refused attempt) or opened anew.
 * `landing` is where the user should arrive: the area home by default; a new applicant (no required CV data yet)
 * arrives at CV_COMPLETE_PAGE.
 */
export async function loginAs(
  page: Page,
  area: 'postulantes' | 'empresas' | 'admin',
  email: string,
  password: string,
  landing: RegExp = new RegExp(`/${area}/$`),
) {
  if (!onLoginForm(page, area)) await page.goto(`/${area}/inicio-sesion`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(landing);
}

const LOGIN_CALL = { postulantes: 'loginPostulant', empresas: 'loginRecruiter', admin: 'loginAdmin' } as const;

export type Area = keyof typeof LOGIN_CALL;

/** The demo account of each area: signed in once per server by e2e/auth.setup.ts. */
export const DEMO_OF_AREA = { postulantes: DEMO.postulante, empresas: DEMO.empresa, admin: DEMO.admin } as const;

/** Logs in through the API's login call and returns the session token. */
export async function loginToken(request: APIRequestContext, area: Area, email: string, password: string): Promise<string> {
  const res = await request.post(`/api/auth/${LOGIN_CALL[area]}`, { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: string[] }).data[0]!;
}

/**
 * The stored sign-in of an area's demo account on one server (each lane has a server and database of its own), in
 * Playwright's storageState format, so a journey may also `test.use({ storageState: authFile(…) })`. Git ignores
 * e2e/.auth.
 */
export function authFile(baseURL: string, area: Area): string {
  return path.join(import.meta.dirname, '.auth', `${new URL(baseURL).port}-${area}.json`);
}

export function storeSignIn(baseURL: string, area: Area, token: string) {
  const file = authFile(baseURL, area);
  mkdirSync(path.dirname(file), { recursive: true });
  const state = { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'token', value: token }] }] };
  writeFileSync(file, JSON.stringify(state, null, 2));
}

function storedToken(baseURL: string, area: Area): string | undefined {
  try {
    const state = JSON.parse(readFileSync(authFile(baseURL, area), 'utf8')) as {
      origins: { localStorage: { name: string; value: string }[] }[];
    };
    return state.origins[0]?.localStorage.find((item) => item.name === 'token')?.value;
  } catch {
    return undefined;
  }
}

/**
 * The session token of an account. An area's demo account reuses the lane's stored sign-in (e2e/auth.setup.ts logs
 * each one in once) while the server still accepts it: `auth/mySession` answers in a millisecond where a login
 * verifies an argon2 hash. A journey that ended that session (a logout, a password change) leaves it refused, and
 * the next one logs in again and stores the new token, so no journey depends on what an earlier one did.
 */
async function sessionToken(page: Page, area: Area, email: string, password: string): Promise<string> {
  const demo = DEMO_OF_AREA[area];
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL || demo.email !== email || demo.password !== password) return loginToken(page.request, area, email, password);
  const stored = storedToken(baseURL, area);
  if (stored) {
    const res = await page.request.post('/api/auth/mySession', { headers: { authorization: `Bearer ${stored}` } });
    if (res.ok()) return stored;
  }
  const token = await loginToken(page.request, area, email, password);
  storeSignIn(baseURL, area, token);
  return token;
}

/**
 * Signs in through the API, for the journeys whose subject is not the login form (the form has its own journeys;
 * going through it each time cost two page loads per journey). The web app keeps the session token in localStorage
 * (`token`): it is put there before the scripts of the page's next document run, once per tab, so a later logout in
 * the journey stays logged out. The demo accounts reuse their lane's stored sign-in (sessionToken). Returns the token.
 */
export async function signIn(page: Page, area: Area, email: string, password: string): Promise<string> {
  const token = await sessionToken(page, area, email, password);
  await page.addInitScript((t) => {
    try {
      if (window !== window.top) return;
      const once = `e2e-sesion-${t}`;
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, '1');
      localStorage.setItem('token', t);
    } catch {
      // Opaque frames (a sandboxed preview) have no storage.
    }
  }, token);
  return token;
}

/**
 * Signs in through the API (signIn) and opens `path`, the area home by default; `landing` is where the page should
 * end up (the path itself by default; a new applicant is sent to CV_COMPLETE_PAGE).
 */
export async function openSignedIn(
  page: Page,
  area: keyof typeof LOGIN_CALL,
  email: string,
  password: string,
  path = `/${area}/`,
  landing: RegExp = new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
): Promise<string> {
  const token = await signIn(page, area, email, password);
  await page.goto(path);
  await expect(page).toHaveURL(landing);
  return token;
}

/** The demo company signed in through the API (openSignedIn), on `path` (its home by default). */
export function openAsDemoEmpresa(page: Page, path?: string): Promise<string> {
  return openSignedIn(page, 'empresas', DEMO.empresa.email, DEMO.empresa.password, path);
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
export async function confirmedPostulante(page: Page, name = 'ana'): Promise<{ email: string; password: string }> {
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
export async function confirmedEmpresa(page: Page, name = 'rrhh'): Promise<{ email: string; password: string; ruc: string }> {
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

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe-core that @axe-core/playwright itself uses, in its minified build: the same version and rules as the
 * `source` that AxeBuilder injects (the unminified axe.js, 1.3 MB), in less than half the bytes. Every check of a new
 * document sends it through the protocol and the page compiles it; the minified build cost about half as much CPU
 * there (docs/performance.md, "Journeys CPU: the worker's side, axe's bytes, the login's reloads").
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * Axe's WCAG 2.2 AA rules on the page as it is now, once its CSS transitions are over (a colour half-way through a
 * fade, after the dark class or a dialog's opening, is not the page's colour). A page without frames is checked with
 * `axe.run` in the page itself, axe injected once per document: AxeBuilder's default run injects axe twice (the
 * second time into a new blank tab, where it finishes the run), about half of every check's time, with the same
 * results. A page with frames (a mail preview) goes through AxeBuilder, which runs axe inside each frame, unless the
 * frames are excluded (the outbox's mails): then the page's own run, without axe injected into every frame.
 */
export async function axeViolations(page: Page, exclude: string[] = [], rules?: readonly string[]): Promise<AxeViolation[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (page.frames().length > 1 && !exclude.includes('iframe')) {
    let builder = rules ? new AxeBuilder({ page }).withRules([...rules]) : new AxeBuilder({ page }).withTags(AXE_TAGS);
    for (const selector of exclude) builder = builder.exclude(selector);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, rules, exclude }) => {
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
      };
      const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
      const results = await axe.run({ include: [], exclude }, { runOnly, iframes: false });
      return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) }));
    },
    { tags: AXE_TAGS, rules: rules ? [...rules] : null, exclude },
  );
}

/**
 * The WCAG 2.2 AA rules of axe that judge colours: the contrast of text, and links told from the text around them
 * by colour alone. Everything the dark mode changes is a colour (every `dark:` utility of the web app is a text,
 * background, border, outline, ring or divide colour, or the `color-scheme`), so in dark mode the other rules find
 * what they found in light mode on the same page.
 */
export const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Axe (WCAG 2.2 AA): no serious or critical violation on the page as it is now; with `rules`, only those rules of
 * the run.
 */
export async function expectNoSeriousViolations(page: Page, label: string, exclude: string[] = [], rules?: readonly string[]) {
  const violations = await axeViolations(page, exclude, rules);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/**
 * Every axe finding of the WCAG run, whatever its impact, and the landmark and heading-order rules, which axe files under
 * best practices and so the WCAG run skips (two <main>, two banners, two landmarks alike and unnamed, an h1 followed by
 * an h3): for the pages reached from a mail, which people open without the rest of the site around them.
 */
export async function expectNoViolationsAtAll(page: Page, label: string) {
  const wcag = await axeViolations(page);
  const landmarks = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
    };
    const rules = [
      'landmark-no-duplicate-banner',
      'landmark-no-duplicate-contentinfo',
      'landmark-no-duplicate-main',
      'landmark-unique',
      'landmark-main-is-top-level',
      'heading-order',
    ];
    const { violations } = await axe.run(document, { runOnly: { type: 'rule', values: rules } });
    return violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect([...wcag.map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), ...landmarks], label).toEqual(
    [],
  );
}

/**
 * Axe in one colour mode (the `dark` class that boot.js sets from the stored choice), then back to light; with
 * `rules`, only those rules.
 */
export async function expectAccessibleIn(page: Page, label: string, dark: boolean, exclude: string[] = [], rules?: readonly string[]) {
  if (dark) await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoSeriousViolations(page, `${label} (${dark ? 'oscuro' : 'claro'})`, exclude, rules);
  if (dark) await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/**
 * Axe in light and dark mode on the page as loaded once, then back to light: a page loaded again per mode (and a
 * browser context per mode) cost more than the two axe runs. The dark run checks the colour rules only
 * (AXE_COLOUR_RULES): the other rules would find again what the light run found, and the colour rules are most of a
 * run's cost on a long page, so the rest was about a third of every dark run.
 */
export async function expectAccessible(page: Page, label: string, exclude: string[] = []) {
  await expectAccessibleIn(page, label, false, exclude);
  await expectAccessibleIn(page, label, true, exclude, AXE_COLOUR_RULES);
}

/**
 * A field by its exact label. A required field's label ends in a «*» mark (hidden from assistive technology), tied to
 * the words by a no-break space so it never wraps alone: `\s` matches it.
 */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s\\*)?$`));
}

/** One call of the API with a session token; the first item of its answer. */
export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api/${url}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T[] }).data[0]!;
}

/**
 * An applicant past the required data and the parts required to apply (studying `quien.carrera` at the UNSA, in
 * Arequipa), who applies to the offer through the API; answers the applicant's token.
 */
export async function postulanteQueAplica(
  page: Page,
  ofertaId: number,
  quien: { nombres: string; carrera: string; resumen: string; correo: string; fuente?: string },
): Promise<string> {
  const { email, password } = await confirmedPostulante(page, quien.correo);
  const request = page.request;
  const token = await loginToken(request, 'postulantes', email, password);
  const carreras = await request.get('/api/carrera/listAll?tipo=1');
  const carrera = ((await carreras.json()) as { data: { id: number; nombre: string }[] }).data.find((c) => c.nombre === quien.carrera)!;
  const inst = await request.get(`/api/instEducativa/listUniversitarias?search=${encodeURIComponent('San Agustín')}`);
  const unsa = ((await inst.json()) as { data: { id: number; nombre: string }[] }).data[0]!;
  const year = new Date().getFullYear();
  const education = {
    tipo_carrera: 1,
    id_inst_educativa: unsa.id,
    inst_educativa_nombre: unsa.nombre,
    id_carrera_actual: carrera.id,
    carrera_actual: carrera.nombre,
    estado_estudios: 0,
    ciclo_actual: 4,
    fecha_ingreso: year - 4,
    fecha_egreso: year + 1,
  };
  const update = (form: string, data: Record<string, unknown>) => api(request, 'PUT', 'postulante/update', token, { form, data });
  await update('info_required', {
    nombres: quien.nombres,
    apellidos: 'Condori Apaza',
    dni: `7${String(Date.now()).slice(-7)}`,
    fecha_nacimiento: '2003-05-14',
    sexo: 0,
    licencia_conducir: 0,
    ...education,
    id_region: 4,
    region: 'Arequipa',
    provincia: 'Arequipa',
    distrito: 'Cayma',
    correo_contacto: email,
  });
  await update('education', { ...education, resumen_profesional: quien.resumen });
  await update('more_education', { habilidades: ['Trabajo en equipo'] });
  await api(request, 'POST', 'conocimiento/create', token, { nombre: 'Microsoft Excel', nivel: 'intermedio' });
  await api(request, 'POST', 'idioma/create', token, { nombre: 'Inglés', nivel: 'intermedio' });
  const detail = await api<{ id_reclutador: number }>(request, 'GET', `oferta/id/${ofertaId}`, token);
  await api(request, 'POST', 'postulanteOferta/create', token, {
    id_oferta: ofertaId,
    id_reclutador: detail.id_reclutador,
    ...(quien.fuente ? { fuente: quien.fuente } : {}),
  });
  return token;
}

/**
 * A company of the journey's own (registered and confirmed through the API), its holder signed in on the page. Journeys
 * that publish offers or add applicants use one, so the demo company's offers, applicants and free quota (3 offers a
 * month), which other journeys of their lane count, stay as seeded.
 */
export async function empresaPropia(page: Page, name: string, path?: string) {
  const cuenta = await confirmedEmpresa(page, name);
  const token = await openSignedIn(page, 'empresas', cuenta.email, cuenta.password, path);
  return { ...cuenta, token };
}

/**
 * A free offer with the given title, created through the API by the company holder whose token is given (who
 * therefore follows it) and approved by the back office: open to applications. Answers the offer's id.
 */
export async function ofertaPublicada(page: Page, holderToken: string, titulo: string, carrera = 'Ingeniería Industrial'): Promise<number> {
  const carreras = await page.request.get('/api/carrera/listAll?tipo=1');
  const id_carrera = ((await carreras.json()) as { data: { id: number; nombre: string }[] }).data.find((c) => c.nombre === carrera)!.id;
  const lima = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
  const [y, m, d] = lima.split('-').map(Number);
  const creada = await api<{ id_oferta: number }>(page.request, 'POST', 'oferta/create', holderToken, {
    titulo,
    funciones: '<p>Apoyo en el control de inventarios y en la recepción de mercadería.</p>',
    beneficios: '<ul><li>Subvención económica mensual</li></ul>',
    id_region: 4,
    region: 'Arequipa',
    provincia: 'Arequipa',
    distrito: 'Cerro Colorado',
    modalidad_tiempo: 'Presencial',
    horario: 'Tiempo completo',
    horas_dia: 6,
    dias_semana: 5,
    salario: 1200,
    fin_convocatoria: new Date(Date.UTC(y!, m! - 1, d! + 10)).toISOString().slice(0, 10),
    modalidad: 'PREPROFESIONAL',
    idniveluniv: 6,
    ciclo: [3, 4],
    carreras: [id_carrera],
    tipo: 0,
  });
  const admin = await loginToken(page.request, 'admin', DEMO.admin.email, DEMO.admin.password);
  await api(page.request, 'POST', `admin/ofertas/${creada.id_oferta}/aprobar`, admin);
  return creada.id_oferta;
}

/**
 * Whether the app has taken over a page the server wrote (the public offer and company pages): until then its
 * buttons are the server's HTML and a click does nothing. The first render runs as a transition, in slices, so a
 * fast click can land before it.
 */
export const appTookOver = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
