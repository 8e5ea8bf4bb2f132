/**
 * Stored XSS: the corpus of xss-payloads.ts (several hundred payloads, each calling `__xss(<its number>)` if it
 * ever ran) is written through the API into every field a user writes and another user (or the same one) later
 * sees: two applicants' CVs and names, two companies' data and offers (titles, rich text, other requirements, a
 * foreign place), payments and their rejections, the administrator's reasons, a rights request and its answer,
 * alerts, announcements, templates, premium content and an informational offer, and a premium company's assistant
 * queries. Then every page that shows
 * them is opened in Chromium, as each of those users, twice:
 *
 * 1. as users get them, under the server's Content-Security-Policy: `__xss` is never called, no dialog opens, no
 *    CSP violation fires (an injected handler or script would be blocked, but reported), and no payload turns into
 *    markup (handlers, script or style with the call, `javascript:` links, frames, `<base>`, a broken JSON-LD); the
 *    public offer pages are also read without JavaScript, as the server writes them;
 * 2. the pages that render HTML from the server, and the mails sent to these users, with the CSP bypassed: if the
 *    escaping or the sanitizing ever failed, the payload would run here and be recorded.
 *
 * Plain-text fields show the payload as text (spot checks of the literal `<script>`); list fields (skills, knowledge,
 * languages) refuse free text. That link fields refuse any scheme but http(s) needs no browser: the API suite checks
 * it (organizacion.test.ts, postulante.test.ts, informativas.test.ts, with test/fixtures/refused-links.ts). The companies' public pages
 * (their name, description and links) are read like the public offer pages. The journey restores the alerts and templates it changed and removes what it published in
 * the back office, so other journeys on the same server see the seed as it was.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Corpus } from './xss-payloads';
import { DEMO, PNG_1X1, uniqueEmail, validRuc } from './support';

// ------------------------------------------------------------------------------------------------ the API

interface Envelope<T> {
  state: boolean;
  data: T[];
  message: string;
  optional?: Record<string, unknown>;
  token?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

interface CallOptions {
  token?: string;
  data?: unknown;
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
  /** Accepted statuses (default 200 and 201). */
  status?: number[];
}

async function call<T = unknown>(req: APIRequestContext, method: Method, url: string, opts: CallOptions = {}): Promise<Envelope<T>> {
  const res = await req.fetch(`/api/${url}`, {
    method,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.multipart ? { multipart: opts.multipart } : opts.data !== undefined ? { data: opts.data } : {}),
  });
  const text = await res.text();
  expect(opts.status ?? [200, 201], `${method} /api/${url} → ${res.status()}: ${text.slice(0, 400)}`).toContain(res.status());
  return JSON.parse(text) as Envelope<T>;
}

async function login(req: APIRequestContext, area: 'Postulant' | 'Recruiter' | 'Admin', email: string, password: string) {
  const body = await call<string>(req, 'POST', `auth/login${area}`, { data: { email, password } });
  return body.data[0]!;
}

/** Confirms a new account with the link of its mail (the development outbox). */
async function confirm(req: APIRequestContext, email: string) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await call<{ links: string[] }>(req, 'GET', `dev/correos?to=${encodeURIComponent(email)}`);
        link = mails.data.flatMap((m) => m.links).find((l) => l.includes('/registrarse/confirmar/'));
        return link;
      },
      { message: `el correo de confirmación de ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  await call(req, 'GET', `usuario/validateAccount/${link!.split('/').pop()}`);
}

function limaDayPlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

const YEAR = Number(limaDayPlus(0).slice(0, 4));
const PASSWORD = 'Clave2026';

// ------------------------------------------------------------------------------------------------ what the setup leaves

type Actor = 'anonimo' | 'sinJs' | 'postulante1' | 'postulante2' | 'empresa1' | 'empresa2' | 'admin';

interface Visit {
  actor: Actor;
  path: string;
  /** The page shows at least one payload as text (proof that it rendered the data); default true. */
  shows?: boolean;
  /** The page renders HTML written by the server (rich text, templates): opened again without the CSP. */
  html?: boolean;
  /** Payloads that must appear literally, as text. */
  literal?: string[];
  /** What the user does on the page before it is checked (open a preview, a detail). */
  act?: (page: Page) => Promise<void>;
}

const corpus = new Corpus();
const MARK = `Xss${Date.now().toString(36)}`;
const tokens: Partial<Record<Actor, string>> = {};
const emails: string[] = [];
const visits: Visit[] = [];
/** What the journey changed in the back office, restored or removed at the end. */
const restore = {
  alertas: [] as { tipo: string; content: string; expireIn: string | null }[],
  plantillas: [] as { clave: string; html: string }[],
  contenidos: [] as number[],
  anuncios: [] as number[],
  informativas: [] as number[],
};

interface Finding {
  pass: string;
  page: string;
  what: string;
}

/** `__xss(123)` → where payload 123 was written. */
function explain(detail: string): string {
  const id = Number(/(\d+)/.exec(detail)?.[1]);
  const p = corpus.find(id);
  return p ? `${detail} ← ${p.field} [${p.key}]` : detail;
}

// ------------------------------------------------------------------------------------------------ in the page

/** Runs before any script of every document and frame: `__xss` and the CSP violations report to the test. */
function installHooks() {
  const w = window as unknown as {
    __xss: (id: unknown) => void;
    __xssReport?: (kind: string, detail: string) => Promise<void>;
  };
  const report = (kind: string, detail: string) => void w.__xssReport?.(kind, detail)?.catch(() => undefined);
  w.__xss = (id) => report('__xss', String(id));
  document.addEventListener(
    'securitypolicyviolation',
    (e) => report('csp', `${e.violatedDirective} ${e.blockedURI} ${e.sample}`.trim()),
    true,
  );
}

/** Markup in the document that a payload became: handlers, scripts, styles or links that would run it, frames, `<base>`. */
function scanDom(): string[] {
  const runs = /__xss|alert\(/;
  const found: string[] = [];
  const show = (el: Element) => el.outerHTML.slice(0, 160);
  for (const el of Array.from(document.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    for (const a of Array.from(el.attributes)) {
      const name = a.name.toLowerCase();
      // Browsers skip control characters and spaces in a scheme (`jav&#x09;ascript:`): compared without them.
      const compact = [...a.value]
        .filter((c) => c > ' ')
        .join('')
        .toLowerCase();
      if (name.startsWith('on') && runs.test(a.value)) found.push(`manejador ${name}: ${show(el)}`);
      else if (name === 'style' && /expression\(|javascript:/.test(compact)) found.push(`estilo: ${show(el)}`);
      else if (name === 'srcdoc') {
        const sandbox = el.getAttribute('sandbox');
        if (runs.test(a.value) && (sandbox === null || sandbox.includes('allow-scripts'))) found.push(`srcdoc: ${show(el)}`);
      } else if (/^(href|src|action|formaction|data|xlink:href|background|poster)$/.test(name)) {
        if (/^(javascript|vbscript|data:text\/html)/.test(compact) && runs.test(a.value)) found.push(`enlace ${name}: ${show(el)}`);
      } else if (name === 'content' && /url=(javascript|vbscript)/.test(compact)) found.push(`meta: ${show(el)}`);
    }
    if (tag === 'script') {
      if (el.getAttribute('type') === 'application/ld+json') {
        try {
          JSON.parse(el.textContent ?? '');
        } catch {
          found.push(`JSON-LD que no es JSON: ${(el.textContent ?? '').slice(0, 160)}`);
        }
      } else if (runs.test(el.textContent ?? '')) found.push(`script: ${show(el)}`);
    }
    if (tag === 'style' && runs.test(el.textContent ?? '')) found.push(`style: ${show(el)}`);
    if (['base', 'object', 'embed', 'frame', 'frameset'].includes(tag)) found.push(`<${tag}>: ${show(el)}`);
    if (tag === 'iframe' && el.getAttribute('sandbox') === null) found.push(`iframe sin sandbox: ${show(el)}`);
    if (tag === 'meta' && el.closest('body')) found.push(`meta en el cuerpo: ${show(el)}`);
  }
  return found;
}

/** Mail HTML that holds a payload as markup rather than as escaped text. */
function markupInMail(html: string): string[] {
  const patterns = [
    /<[a-z][^<>]*\son[a-z]+\s*=[^<>]*(__xss|alert\()/gi,
    /<script\b[^>]*>[^<]*(__xss|alert\()/gi,
    /\s(?:href|src)\s*=\s*["']?\s*(?:javascript|vbscript|data):[^"'>]*__xss/gi,
    /<(?:iframe|object|embed|base|svg|math)\b/gi,
  ];
  return patterns.flatMap((re) => [...html.matchAll(re)].map((m) => m[0].slice(0, 160)));
}

// ------------------------------------------------------------------------------------------------ a pass over the pages

interface PassResult {
  findings: Finding[];
  pages: number;
  /** What the injection of control reported. */
  canary: string[];
  /** Mails opened (the pass without the CSP). */
  mails?: number;
}

/** A browser context per user of the pass (and the anonymous one, where the control injection runs). */
async function openActors(browser: Browser, pass: string, bypassCSP: boolean, findings: Finding[], actors: Set<Actor>) {
  const pages = new Map<Actor, Page>();
  const baseURL = test.info().project.use.baseURL;
  for (const actor of actors) {
    const context = await browser.newContext({
      baseURL,
      locale: 'es-PE',
      timezoneId: 'America/Lima',
      viewport: { width: 1280, height: 800 },
      bypassCSP,
      javaScriptEnabled: actor !== 'sinJs',
    });
    await context.exposeBinding('__xssReport', ({ frame }, kind: string, detail: string) => {
      findings.push({ pass, page: frame.url(), what: kind === '__xss' ? `__xss(${detail}) se ejecutó` : `${kind}: ${detail}` });
    });
    await context.addInitScript(installHooks);
    const token = tokens[actor];
    if (token) {
      await context.addInitScript((t) => {
        try {
          localStorage.setItem('token', t);
        } catch {
          // Opaque frames (a sandboxed preview) have no storage.
        }
      }, token);
    }
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('dialog', (dialog) => {
      findings.push({ pass, page: page.url(), what: `diálogo ${dialog.type()}: ${explain(dialog.message())}` });
      void dialog.dismiss().catch(() => undefined);
    });
    pages.set(actor, page);
  }
  return pages;
}

/** Until the network is quiet (a page that keeps a request open, a video, is checked after 5 s anyway). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/**
 * How often a page is asked whether it shows the payloads yet. By default waitForFunction asks at every animation
 * frame (60 times a second), and each time reads the text of the whole page, which lays it out: on these long pages
 * that was a large part of the renderer's work while it was still loading.
 */
const POLL_MS = 50;

/** Users whose pages are visited at the same time: the waits for a quiet network (and for the server) overlap. */
const USERS_AT_ONCE = 3;

async function visitAll(browser: Browser, pass: string, list: Visit[], bypassCSP: boolean): Promise<PassResult> {
  const findings: Finding[] = [];
  const pages = await openActors(browser, pass, bypassCSP, findings, new Set<Actor>(['anonimo', ...list.map((v) => v.actor)]));
  const visit = async (v: Visit) => {
    const page = pages.get(v.actor)!;
    const where = `${v.actor} ${v.path}`;
    const res = await page.goto(v.path, { waitUntil: 'domcontentloaded' });
    if (!res || res.status() >= 400) findings.push({ pass, page: where, what: `respondió ${res?.status()}` });
    if (v.actor !== 'sinJs') {
      if (v.shows !== false) {
        await page
          .waitForFunction(() => document.body.innerText.includes('__xss('), null, { timeout: 15_000, polling: POLL_MS })
          .catch(() => findings.push({ pass, page: where, what: 'no muestra ningún payload como texto (¿cargó la página?)' }));
      }
      // The data these pages must show is drawn before the page is checked (a missing one is reported below).
      for (const literal of v.literal ?? []) {
        await page
          .waitForFunction((l) => document.body.innerText.replace(/\s+/g, ' ').includes(l), literal, { timeout: 15_000, polling: POLL_MS })
          .catch(() => undefined);
      }
      await settle(page);
    }
    if (v.act) {
      await v
        .act(page)
        .catch((err: Error) => findings.push({ pass, page: where, what: `no se pudo usar la página: ${err.message.split('\n')[0]}` }));
      await settle(page);
    }
    for (const frame of page.frames()) {
      const dom = await frame.evaluate(scanDom).catch((err: Error) => [`no se pudo revisar el DOM: ${err.message}`]);
      for (const what of dom)
        findings.push({ pass, page: `${where} (${frame === page.mainFrame() ? 'página' : frame.url()})`, what: explain(what) });
    }
    const text = v.actor === 'sinJs' ? await page.locator('body').innerText() : await page.evaluate(() => document.body.innerText);
    if (v.actor === 'sinJs' && v.shows !== false && !text.includes('__xss('))
      findings.push({ pass, page: where, what: 'el HTML del servidor no muestra ningún payload como texto' });
    for (const literal of v.literal ?? []) {
      if (!text.replace(/\s+/g, ' ').includes(literal)) findings.push({ pass, page: where, what: `no muestra como texto: ${literal}` });
    }
  };
  // Each user's pages in their order, in that user's own browser; the users with the most pages first.
  const byActor = new Map<Actor, Visit[]>();
  for (const v of list) byActor.set(v.actor, [...(byActor.get(v.actor) ?? []), v]);
  const queues = [...byActor.values()].sort((a, b) => b.length - a.length);
  await Promise.all(
    Array.from({ length: USERS_AT_ONCE }, async () => {
      for (let queue = queues.shift(); queue; queue = queues.shift()) for (const v of queue) await visit(v);
    }),
  );
  // Late reports (an image's error, an animation) arrive within the pass.
  await pages.get('anonimo')!.waitForTimeout(300);
  const canary = await selfCheck(pages.get('anonimo')!, findings);
  for (const context of new Set([...pages.values()].map((p) => p.context()))) await context.close();
  return {
    findings: findings.map((f) => ({ ...f, what: f.what.startsWith('__xss(') ? explain(f.what) : f.what })),
    pages: list.length,
    canary,
  };
}

/**
 * The detectors work in this browser: markup injected on purpose into a page is reported (a CSP violation under the
 * CSP, the call without it) and found in the DOM. Its reports are taken out of the findings and returned.
 */
async function selfCheck(page: Page, findings: Finding[]): Promise<string[]> {
  const before = findings.length;
  await page.goto('/nosotros');
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="__xss(999999)">'));
  await expect.poll(() => findings.length, { message: 'la inyección de control se reporta' }).toBeGreaterThan(before);
  const dom = await page.evaluate(scanDom);
  expect(dom.join('\n'), 'la revisión del DOM encuentra la inyección de control').toContain('__xss(999999)');
  return findings.splice(before).map((f) => f.what);
}

function report(label: string, result: PassResult) {
  const lines = result.findings.map((f) => `[${f.pass}] ${f.page}: ${f.what}`);
  const mails = result.mails === undefined ? '' : ` y ${result.mails} correos`;
  const summary = `${result.pages} páginas${mails}, ${corpus.templates.length} payloads en ${corpus.placements.length} ubicaciones, ${result.findings.length} hallazgos; control: ${result.canary.join(' | ')}`;
  test.info().annotations.push({ type: label, description: summary });
  console.log(`${label}: ${summary}`);
  expect(lines, label).toEqual([]);
}

// ------------------------------------------------------------------------------------------------ the journey

test.describe.configure({ mode: 'serial' });

test.describe('stored XSS: every field a user writes, every page that shows it', () => {
  test('writes the corpus into every user-written field through the API', async ({ request }) => {
    test.setTimeout(150_000);
    const admin = await login(request, 'Admin', DEMO.admin.email, DEMO.admin.password);
    tokens.admin = admin;

    // ---- reference data
    const arqueologia = (await call<{ id: number; nombre: string; tipo: number }>(request, 'GET', 'carrera/listAll?tipo=1')).data.find(
      (c) => c.nombre === 'Arqueología',
    )!;
    const unsa = (
      await call<{ id: number; nombre: string }>(
        request,
        'GET',
        `instEducativa/listUniversitarias?search=${encodeURIComponent('San Agustín')}`,
      )
    ).data[0]!;

    // ---- two companies: registration, company data; the first is premium (the assistant)
    const empresas: { email: string; token: string; orgId: number }[] = [];
    for (const n of [1, 2]) {
      const email = uniqueEmail(`xss-empresa${n}`);
      emails.push(email);
      await call(request, 'POST', 'usuario/registerRecruiter', {
        multipart: {
          ruc: validRuc(),
          nombre_completo: corpus.one(`empresa ${n} · razón social`, 150),
          nombre: corpus.one(`empresa ${n} · nombre comercial`, 50),
          sector: '3,10',
          correo: email,
          clave: PASSWORD,
          repetir_clave: PASSWORD,
          nombres: corpus.one(`empresa ${n} · nombres del contacto`, 30),
          apellidos: corpus.one(`empresa ${n} · apellidos del contacto`, 30),
          nro_contacto: '987654321',
          cargo: corpus.one(`empresa ${n} · cargo del contacto`, 30),
          autorizacion_marketing: '1',
          logo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 },
        },
      });
      await confirm(request, email);
      const token = await login(request, 'Recruiter', email, PASSWORD);
      const descripcion = corpus.one(`empresa ${n} · descripción`, 255, n === 1 ? 'script/text/plain' : undefined);
      await call(request, 'PUT', 'organizacion/update', {
        token,
        data: {
          form: 'social',
          data: {
            sector: [3],
            descripcion,
            web: corpus.url(`empresa ${n} · web`, 200, { empresa: true }),
            fb: corpus.url(`empresa ${n} · Facebook`, 100, { empresa: true, host: 'www.facebook.com' }),
            linkedin: corpus.url(`empresa ${n} · LinkedIn`, 200, { empresa: true, host: 'www.linkedin.com' }),
            instagram: corpus.url(`empresa ${n} · Instagram`, 200, { empresa: true, host: 'www.instagram.com' }),
          },
        },
      });
      await call(request, 'PUT', 'organizacion/update', {
        token,
        data: {
          form: 'location',
          data: { id_region: 4, region: 'Arequipa', distrito: 'Cayma', direccion: corpus.one(`empresa ${n} · dirección`, 50) },
        },
      });
      const org = await call<{ id: number }>(request, 'GET', 'organizacion/myAccount', { token });
      empresas.push({ email, token, orgId: org.data[0]!.id });
      if (n === 1) visits.push({ actor: 'empresa1', path: '/empresas/cuenta', literal: [descripcion] });
    }
    const [e1, e2] = empresas as [(typeof empresas)[0], (typeof empresas)[0]];
    tokens.empresa1 = e1.token;
    tokens.empresa2 = e2.token;
    const cuenta1 = (await call<{ id: number }>(request, 'GET', `admin/usuarios?q=${encodeURIComponent(e1.email)}`, { token: admin }))
      .data[0]!;
    await call(request, 'PATCH', `admin/usuarios/${cuenta1.id}/isPremium`, { token: admin, data: { is_premium: true } });

    // ---- offers: three free and one featured of the first company, three free of the second
    const idsOferta: number[] = [];
    const oferta = async (n: number, empresa: typeof e1, extra: Record<string, unknown> = {}, literal = false) => {
      const label = `oferta ${n}`;
      const prefix = `Practicante ${MARK} `;
      const titulo = prefix + corpus.one(`${label} · título`, 150 - prefix.length, literal ? 'script/text/plain' : undefined);
      const body = {
        titulo,
        funciones: corpus.many(`${label} · funciones (texto enriquecido)`, 5000, 30, '<p>Funciones del puesto:</p>'),
        beneficios: corpus.many(`${label} · beneficios (texto enriquecido)`, 5000, 30, '<p>Beneficios del puesto:</p>'),
        otros_requisitos: corpus.many(`${label} · otros requisitos`, 5000, 15, 'Otros requisitos:'),
        modalidad_tiempo: 'Virtual',
        horario: 'Tiempo parcial',
        horas_dia: 4,
        dias_semana: 5,
        salario: 800,
        fin_convocatoria: limaDayPlus(7),
        modalidad: 'PREPROFESIONAL',
        idniveluniv: 6,
        ciclo: [0, 1, 2, 3, 4, 5],
        carreras: [arqueologia.id],
        ...extra,
      };
      const created = await call<{ id_oferta: number }>(request, 'POST', 'oferta/create', { token: empresa.token, data: body });
      const id = created.data[0]!.id_oferta;
      idsOferta[n] = id;
      return { id, titulo };
    };
    const o1 = await oferta(1, e1, {}, true);
    // Abroad: country, province and district are free text.
    await oferta(2, e1, {
      modalidad_tiempo: 'Presencial',
      id_region: 26,
      pais: corpus.one('oferta 2 · país', 20),
      provincia: corpus.one('oferta 2 · provincia', 30),
      distrito: corpus.one('oferta 2 · distrito', 60),
    });
    await oferta(3, e1);
    await oferta(4, e1, { tipo: 1, fin_convocatoria: limaDayPlus(20) });
    await oferta(5, e2);
    await oferta(6, e2);
    await oferta(7, e2);
    const pagoDestacado = corpus.one('oferta 4 · número de operación del pago', 255);
    await call(request, 'POST', 'pago/create', {
      token: e1.token,
      data: { id_oferta: idsOferta[4], nro_operacion: pagoDestacado, metodo_pago: 'Yape', monto: 69 },
    });

    // ---- the administrator approves four, rejects one with a reason, rejects the featured payment with a reason
    for (const n of [1, 2, 5, 6]) await call(request, 'POST', `admin/ofertas/${idsOferta[n]}/aprobar`, { token: admin });
    await call(request, 'POST', `admin/ofertas/${idsOferta[3]}/rechazar`, {
      token: admin,
      data: { motivo: corpus.many('oferta 3 · motivo del rechazo', 1000, 8, 'Motivo:') },
    });
    const pendientes = await call<{ id: number; nro_operacion: string }>(request, 'GET', 'admin/pagos?estado=0&tipo=destacado', {
      token: admin,
    });
    const pago4 = pendientes.data.find((p) => p.nro_operacion === pagoDestacado);
    expect(pago4, 'el pago del aviso destacado en la cola').toBeTruthy();
    await call(request, 'POST', `admin/pagos/${pago4!.id}/rechazar`, {
      token: admin,
      data: { motivo: corpus.many('oferta 4 · motivo del rechazo del pago', 1000, 8, 'Motivo:') },
    });

    // ---- two applicants: registration, required data, CV sections; both apply to an offer of each company
    const ids: { postulanteEnOferta: Record<number, number[]> } = { postulanteEnOferta: {} };
    const postulantes: { email: string; token: string }[] = [];
    for (const n of [1, 2]) {
      const email = uniqueEmail(`xss-postulante${n}`);
      emails.push(email);
      await call(request, 'POST', 'usuario/registerPostulant', {
        data: {
          nombres: corpus.one(`postulante ${n} · nombres (registro, correo)`, 30),
          apellidos: corpus.one(`postulante ${n} · apellidos (registro, correo)`, 30),
          correo: email,
          clave: PASSWORD,
          repetir_clave: PASSWORD,
          autorizacion_marketing: 1,
        },
      });
      await confirm(request, email);
      const token = await login(request, 'Postulant', email, PASSWORD);
      postulantes.push({ email, token });
      const education = {
        tipo_carrera: 1,
        id_inst_educativa: unsa.id,
        inst_educativa_nombre: unsa.nombre,
        id_carrera_actual: arqueologia.id,
        carrera_actual: arqueologia.nombre,
        estado_estudios: 0,
        ciclo_actual: 4,
        fecha_ingreso: YEAR - 4,
        fecha_egreso: YEAR + 1,
      };
      const update = (form: string, data: Record<string, unknown>) =>
        call(request, 'PUT', 'postulante/update', { token, data: { form, data } });
      await update('info_required', {
        nombres: corpus.one(`postulante ${n} · nombres`, 30),
        apellidos: corpus.one(`postulante ${n} · apellidos`, 30),
        dni: `7${String(Date.now()).slice(-6)}${n}`,
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
      await update('education', {
        ...education,
        resumen_profesional: corpus.many(`postulante ${n} · resumen profesional`, 500, 5, 'Resumen:'),
      });
      await update('contact', {
        correo_contacto: email,
        redes_sociales: ['LinkedIn', 'Twitter', 'Facebook', 'Instagram', 'Telegram'].map((name) => ({
          name,
          value: corpus.url(`postulante ${n} · red social ${name}`, 200),
        })),
      });
      // Skills, knowledge and languages are names of reference lists, never free text.
      if (n === 1) {
        const free = corpus.templates[0]!.text.replace('ID', '1');
        await call(request, 'PUT', 'postulante/update', {
          token,
          data: { form: 'more_education', data: { habilidades: [free] } },
          status: [400],
        });
        for (const group of ['conocimiento', 'idioma']) {
          await call(request, 'POST', `${group}/create`, { token, data: { nombre: free, nivel: 'intermedio' }, status: [400] });
        }
      }
      await update('more_education', { habilidades: ['Trabajo en equipo'] });
      await call(request, 'POST', 'conocimiento/create', { token, data: { nombre: 'Microsoft Excel', nivel: 'intermedio' } });
      await call(request, 'POST', 'idioma/create', { token, data: { nombre: 'Inglés', nivel: 'intermedio' } });

      const period = { fecha_inicio: `${YEAR - 1}-03`, sigo_aqui: 1 };
      const sections: [string, Record<string, unknown>][] = [];
      for (let k = 1; k <= 3; k++) {
        sections.push([
          'expLaboral',
          {
            nombre_empresa: corpus.one(`postulante ${n} · experiencia ${k} · empresa`, 100),
            puesto: corpus.one(`postulante ${n} · experiencia ${k} · puesto`, 100),
            funciones: corpus.many(`postulante ${n} · experiencia ${k} · funciones`, 500, 4, 'Funciones:'),
            ...period,
          },
        ]);
      }
      for (let k = 1; k <= 2; k++) {
        sections.push([
          'voluntariado',
          {
            nombre_empresa: corpus.one(`postulante ${n} · voluntariado ${k} · organización`, 100),
            puesto: corpus.one(`postulante ${n} · voluntariado ${k} · puesto`, 100),
            funciones: corpus.many(`postulante ${n} · voluntariado ${k} · funciones`, 500, 4, 'Funciones:'),
            ...period,
          },
        ]);
        sections.push([
          'actExtracurricular',
          {
            nombre_empresa: corpus.one(`postulante ${n} · proyecto ${k} · institución`, 100),
            nombre_proyecto: corpus.one(`postulante ${n} · proyecto ${k} · nombre`, 100),
            puesto: corpus.one(`postulante ${n} · proyecto ${k} · rol`, 100),
            funciones: corpus.many(`postulante ${n} · proyecto ${k} · funciones`, 500, 4, 'Funciones:'),
            ...period,
          },
        ]);
      }
      const logros = [1, 2, 3, 4].map((k) =>
        corpus.one(`postulante ${n} · logro ${k}`, 255, n === 1 && k === 1 ? 'script/text/plain' : undefined),
      );
      for (const descripcion of logros) sections.push(['logro', { descripcion, fecha: `${YEAR - 1}-05` }]);
      await Promise.all(sections.map(([group, data]) => call(request, 'POST', `${group}/create`, { token, data })));
      await call(request, 'POST', 'formacionComplementaria/createMultiple', {
        token,
        data: {
          items: [1, 2, 3, 4, 5].map((k) => ({
            tipo: 'Curso',
            inst_educativa: corpus.one(`postulante ${n} · certificación ${k} · institución`, 50),
            fecha_inicio: `${YEAR - 1}-0${k}`,
            descripcion: corpus.many(`postulante ${n} · certificación ${k} · descripción`, 255, 2, 'Curso:'),
          })),
        },
      });
      if (n === 1) visits.push({ actor: 'postulante1', path: '/postulantes/curriculum', literal: [logros[0]!] });

      for (const o of [1, 5]) {
        const detail = await call<{ id_reclutador: number }>(request, 'GET', `oferta/id/${idsOferta[o]}`, { token });
        await call(request, 'POST', 'postulanteOferta/create', {
          token,
          data: { id_oferta: idsOferta[o], id_reclutador: detail.data[0]!.id_reclutador },
        });
      }
      // Premium: the first one's payment is validated, the second one's rejected with a reason.
      const nro = corpus.one(`postulante ${n} · número de operación premium`, 255);
      await call(request, 'POST', 'pagoPremium/create', { token, data: { nro_operacion: nro, metodo_pago: 'Yape', monto: 69 } });
      const premium = await call<{ id: number; nro_operacion: string }>(request, 'GET', 'admin/pagos?estado=0&tipo=premium', {
        token: admin,
      });
      const pago = premium.data.find((p) => p.nro_operacion === nro)!;
      await call(request, 'POST', `admin/pagos/${pago.id}/${n === 1 ? 'validar' : 'rechazar'}`, {
        token: admin,
        data: n === 1 ? {} : { motivo: corpus.many(`postulante ${n} · motivo del rechazo del pago premium`, 1000, 8, 'Motivo:') },
      });
    }
    const [p1, p2] = postulantes as [(typeof postulantes)[0], (typeof postulantes)[0]];
    tokens.postulante1 = p1.token;
    tokens.postulante2 = p2.token;
    // A rights request (docs/privacy.md): the person's text, and the back office's answer and reason of a refusal.
    const solicitud = await call<{ id: number }>(request, 'POST', 'privacidad/solicitudes', {
      token: p1.token,
      data: { tipo: 'rectificacion', detalle: corpus.many('postulante 1 · solicitud de derechos', 2000, 8, 'Solicitud:') },
    });
    await call(request, 'POST', `admin/derechos/${solicitud.data[0]!.id}/responder`, {
      token: admin,
      data: {
        resolucion: 'denegada',
        respuesta: corpus.many('respuesta a una solicitud de derechos', 4000, 8, 'Respuesta:'),
        motivo: corpus.many('motivo de la denegación de una solicitud de derechos', 1000, 4, 'Motivo:'),
      },
    });
    for (const [o, empresa] of [
      [1, e1],
      [5, e2],
    ] as const) {
      const list = await call<{ id: number }>(request, 'GET', `postulanteOferta/offerMyApplicants/${idsOferta[o]}`, {
        token: empresa.token,
      });
      ids.postulanteEnOferta[o] = list.data.map((p) => p.id);
      expect(list.data, `los postulantes de la oferta ${o}`).toHaveLength(2);
    }

    // ---- the premium company asks its assistant about the first offer's applicants
    for (const k of [1, 2]) {
      await call(request, 'POST', 'llm/query', {
        token: e1.token,
        data: { id_oferta: o1.id, prompt: corpus.many(`asistente · consulta ${k}`, 1000, 8, 'Busco postulantes de arqueología') },
      });
    }

    // ---- the back office: alerts, announcements, templates, premium content, an informational offer
    const alertas = (
      await call<Record<string, { content: string; expireIn: string | null }>>(request, 'GET', 'admin/alertas', { token: admin })
    ).data[0]!;
    const bannerText = corpus.one('alerta general', 100, 'script/text/plain');
    for (const tipo of ['general', 'publicar']) {
      restore.alertas.push({ tipo, content: alertas[tipo]!.content, expireIn: alertas[tipo]!.expireIn });
      const content =
        tipo === 'general'
          ? corpus.many('alerta general', 500, 4, `Aviso: ${bannerText}`)
          : corpus.many('alerta publicar', 500, 5, 'Aviso:');
      await call(request, 'PUT', `admin/alertas/${tipo}`, { token: admin, data: { content, expireIn: null } });
    }
    for (const audiencia of ['empresas', 'postulantes']) {
      const anuncio = await call<{ id: number }>(request, 'POST', 'admin/anuncios', {
        token: admin,
        data: {
          audiencia,
          asunto: corpus.one(`anuncio a ${audiencia} · asunto`, 150),
          html: corpus.many(`anuncio a ${audiencia} · cuerpo (HTML)`, 20_000, 20, '<p>Anuncio de prueba</p>'),
        },
      });
      restore.anuncios.push(anuncio.data[0]!.id);
    }
    const plantillas = await call<{ clave: string; html: string }>(request, 'GET', 'admin/plantillas', { token: admin });
    for (const p of plantillas.data) {
      restore.plantillas.push({ clave: p.clave, html: p.html });
      await call(request, 'PUT', `admin/plantillas/${p.clave}`, {
        token: admin,
        data: { html: corpus.many(`plantilla ${p.clave}`, 20_000, 8, `${p.html}<p>Prueba:</p>`) },
      });
    }
    for (const type of ['video', 'recurso']) {
      const created = await call<{ id: number }>(request, 'POST', 'admin/contenido', {
        token: admin,
        data: {
          type,
          title: corpus.one(`contenido ${type} · título`, 150),
          description: corpus.many(`contenido ${type} · descripción`, 2000, 10, 'Descripción:'),
          duration: corpus.one(`contenido ${type} · duración`, 20),
          folder_name: corpus.one(`contenido ${type} · carpeta`, 100),
          glossary: [1, 2, 3, 4, 5, 6].map((k) => ({
            title: corpus.one(`contenido ${type} · glosario ${k} · término`, 100),
            description: corpus.many(`contenido ${type} · glosario ${k} · definición`, 1000, 3, 'Definición:'),
          })),
          publicado: 1,
        },
      });
      restore.contenidos.push(created.data[0]!.id);
    }
    const informativa = await call<{ id: number; url_publica: string }>(request, 'POST', 'admin/informativas', {
      token: admin,
      data: {
        titulo: `Convocatoria ${MARK} ${corpus.one('oferta informativa · título', 120)}`,
        funciones: corpus.many('oferta informativa · funciones (texto enriquecido)', 5000, 20, '<p>Programa de prácticas:</p>'),
        beneficios: corpus.many('oferta informativa · beneficios (texto enriquecido)', 5000, 10, '<p>Beneficios:</p>'),
        enlace: corpus.url('oferta informativa · enlace', 500),
        fin_convocatoria: limaDayPlus(30),
        modalidad_tiempo: 'Virtual',
      },
    });
    restore.informativas.push(informativa.data[0]!.id);

    // Every payload of the corpus was written somewhere.
    expect(corpus.unplaced().map((t) => t.key)).toEqual([]);
    expect(corpus.placements.length).toBeGreaterThanOrEqual(200);
    const byArea = new Map<string, number>();
    for (const p of corpus.placements) {
      const area = p.field.startsWith('oferta informativa') ? 'oferta informativa' : p.field.split(' ')[0]!;
      byArea.set(area, (byArea.get(area) ?? 0) + 1);
    }
    console.log(
      `${corpus.templates.length} payloads en ${corpus.placements.length} ubicaciones (${corpus.placements.filter((p) => p.key.endsWith('/url')).length} de ellas enlaces http(s)): ${[...byArea].map(([a, n]) => `${a} ${n}`).join(', ')}`,
    );

    // ---- the pages that show all this
    const publicas = await call<{ id: number; ruta_publica: string }>(request, 'GET', `publico/ofertas?q=${MARK}`);
    const rutas = publicas.data.map((o) => o.ruta_publica);
    expect(rutas, 'las ofertas públicas del recorrido').toHaveLength(5);
    // The companies' public pages (decision 029): their name, description and links, shown to anyone.
    const rutasEmpresa: string[] = [];
    for (const e of [e1, e2]) {
      const cuenta = await call<{ ruta_publica: string | null }>(request, 'GET', 'organizacion/myAccount', { token: e.token });
      rutasEmpresa.push(cuenta.data[0]!.ruta_publica!);
    }
    expect(rutasEmpresa.every(Boolean), 'las páginas públicas de las dos empresas').toBe(true);
    const [a1, a2] = ids.postulanteEnOferta[1]!;
    const [b1] = ids.postulanteEnOferta[5]!;
    const contenido = restore.contenidos[0]!;
    visits.push(
      { actor: 'anonimo', path: '/', literal: [bannerText] },
      { actor: 'anonimo', path: `/ofertas?q=${MARK}`, literal: [o1.titulo] },
      ...rutas.map((path) => ({ actor: 'anonimo' as const, path, html: true })),
      ...rutas.map((path) => ({ actor: 'sinJs' as const, path })),
      ...rutasEmpresa.map((path) => ({ actor: 'anonimo' as const, path, html: true })),
      ...rutasEmpresa.map((path) => ({ actor: 'sinJs' as const, path })),
      { actor: 'anonimo', path: '/dev/correos' },
      { actor: 'postulante1', path: '/postulantes/' },
      { actor: 'postulante1', path: '/postulantes/nuevas-ofertas' },
      { actor: 'postulante1', path: `/postulantes/nuevas-ofertas/${idsOferta[2]}`, html: true },
      { actor: 'postulante1', path: '/postulantes/mis-postulaciones' },
      { actor: 'postulante1', path: `/postulantes/mis-postulaciones/${idsOferta[1]}`, html: true },
      { actor: 'postulante1', path: '/postulantes/curriculum/actualizar' },
      { actor: 'postulante1', path: '/postulantes/cuenta/' },
      { actor: 'postulante1', path: '/postulantes/cuenta/derechos' },
      { actor: 'postulante1', path: '/postulantes/membresia/', shows: false },
      { actor: 'postulante1', path: '/postulantes/contenido-premium/' },
      { actor: 'postulante1', path: `/postulantes/contenido-premium/video/${contenido}` },
      { actor: 'postulante2', path: '/postulantes/actualizar-premium', html: true },
      { actor: 'empresa1', path: '/empresas/', html: true },
      { actor: 'empresa1', path: '/empresas/mis-publicaciones/', literal: [o1.titulo] },
      ...[1, 2, 3, 4].map((n) => ({ actor: 'empresa1' as const, path: `/empresas/mis-publicaciones/${idsOferta[n]}`, html: true })),
      { actor: 'empresa1', path: `/empresas/mis-publicaciones/${idsOferta[1]}/postulantes` },
      ...[a1, a2].map((id) => ({ actor: 'empresa1' as const, path: `/empresas/mis-publicaciones/${idsOferta[1]}/postulantes/${id}` })),
      { actor: 'empresa1', path: `/empresas/mis-publicaciones/${idsOferta[1]}/asistente-postulantes` },
      { actor: 'empresa1', path: '/empresas/publicar', html: true },
      // The editors load the stored rich text: the featured offer (still pending) and a copy of a published one.
      { actor: 'empresa1', path: `/empresas/mis-publicaciones/${idsOferta[4]}/actualizar`, html: true },
      { actor: 'empresa1', path: `/empresas/mis-publicaciones/${idsOferta[1]}/copiar`, html: true },
      { actor: 'empresa2', path: `/empresas/mis-publicaciones/${idsOferta[7]}/actualizar`, html: true },
      { actor: 'empresa2', path: '/empresas/cuenta' },
      { actor: 'empresa2', path: '/empresas/mis-publicaciones/' },
      { actor: 'empresa2', path: `/empresas/mis-publicaciones/${idsOferta[5]}/postulantes/${b1}` },
      { actor: 'admin', path: '/admin/' },
      { actor: 'admin', path: `/admin/ofertas?estado=todas&q=${MARK}` },
      ...[1, 2, 3, 4, 5, 7].map((n) => ({ actor: 'admin' as const, path: `/admin/ofertas/${idsOferta[n]}`, html: true })),
      { actor: 'admin', path: '/admin/pagos?estado=todos' },
      { actor: 'admin', path: '/admin/derechos?estado=todas' },
      { actor: 'admin', path: '/admin/alertas' },
      {
        actor: 'admin',
        path: '/admin/plantillas',
        html: true,
        act: async (page) => {
          await page.getByRole('button', { name: 'Vista previa' }).first().click();
          await page.getByTestId('vista-previa').waitFor();
        },
      },
      {
        actor: 'admin',
        path: '/admin/informativas',
        html: true,
        act: async (page) => {
          await page.getByRole('button', { name: 'Ver', exact: true }).first().click();
          await page.getByRole('dialog').waitFor();
        },
      },
      {
        actor: 'admin',
        path: '/admin/anuncios',
        html: true,
        act: async (page) => {
          await page.getByRole('button', { name: 'Editar', exact: true }).first().click();
          await page.getByRole('button', { name: 'Vista previa' }).click();
          await page.locator('iframe[title="Correo de ejemplo"]').waitFor();
        },
      },
      {
        actor: 'admin',
        path: '/admin/contenido',
        act: async (page) => {
          await page.getByRole('button', { name: 'Editar', exact: true }).last().click();
          await page.getByRole('dialog').waitFor();
        },
      },
      {
        actor: 'admin',
        path: '/admin/usuarios?q=xss-',
        act: async (page) => {
          await page
            .getByRole('button', { name: /^Gestionar / })
            .first()
            .click();
          await page.getByRole('dialog').waitFor();
        },
      },
      { actor: 'admin', path: '/admin/auditoria' },
    );
  });

  test('no payload runs, opens a dialog, breaks the CSP or becomes markup on any page (as served, with its CSP)', async ({ browser }) => {
    test.setTimeout(180_000);
    expect(visits.length).toBeGreaterThan(0);
    const result = await visitAll(browser, 'CSP', visits, false);
    expect(result.canary.join('\n'), 'bajo la CSP, la inyección de control es una violación').toMatch(/^csp: script-src-attr/m);
    report('con CSP', result);
  });

  test('without the CSP too: the pages that render server HTML and the mails these users received', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const result = await visitAll(
      browser,
      'sin CSP',
      visits.filter((v) => v.html),
      true,
    );
    expect(result.canary, 'sin la CSP, la inyección de control se ejecuta').toContain('__xss(999999) se ejecutó');
    // The mails: as markup they must hold no payload; opened as a page, nothing runs.
    const context = await browser.newContext({ bypassCSP: true });
    await context.exposeBinding('__xssReport', (_source, kind: string, detail: string) => {
      result.findings.push({ pass: 'correos', page: 'correo', what: explain(`${kind}(${detail}) se ejecutó`) });
    });
    await context.addInitScript(installHooks);
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      result.findings.push({ pass: 'correos', page: 'correo', what: `diálogo: ${explain(dialog.message())}` });
      void dialog.dismiss().catch(() => undefined);
    });
    await page.goto('about:blank');
    await page.setContent('<img src="x" onerror="__xss(999998)">');
    await expect.poll(() => result.findings.length, { message: 'la inyección de control en un correo se reporta' }).toBeGreaterThan(0);
    result.canary.push(...result.findings.splice(0).map((f) => f.what));
    let mails = 0;
    for (const email of emails) {
      const list = await call<{ subject: string; html: string }>(request, 'GET', `dev/correos?to=${encodeURIComponent(email)}`);
      for (const mail of list.data) {
        mails += 1;
        for (const what of markupInMail(mail.html))
          result.findings.push({ pass: 'correos', page: `${email}: ${mail.subject}`, what: explain(what) });
        await page.setContent(mail.html, { waitUntil: 'domcontentloaded' });
        for (const what of await page.evaluate(scanDom))
          result.findings.push({ pass: 'correos', page: `${email}: ${mail.subject}`, what: explain(what) });
      }
    }
    await page.waitForTimeout(300);
    await context.close();
    expect(mails, 'correos a los usuarios del recorrido').toBeGreaterThan(5);
    result.mails = mails;
    report('sin CSP y correos', result);
  });

  test.afterAll(async ({ request }) => {
    const admin = tokens.admin;
    if (!admin) return;
    for (const a of restore.alertas) {
      await call(request, 'PUT', `admin/alertas/${a.tipo}`, { token: admin, data: { content: a.content, expireIn: a.expireIn } });
    }
    for (const p of restore.plantillas) await call(request, 'PUT', `admin/plantillas/${p.clave}`, { token: admin, data: { html: p.html } });
    for (const id of restore.contenidos) await call(request, 'POST', `admin/contenido/${id}/eliminar`, { token: admin });
    for (const id of restore.anuncios) await call(request, 'POST', `admin/anuncios/${id}/eliminar`, { token: admin });
    for (const id of restore.informativas) await call(request, 'POST', `admin/informativas/${id}/retirar`, { token: admin });
  });
});
