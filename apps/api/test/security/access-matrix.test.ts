/**
 * The access-control matrix, generated from the OpenAPI document the app serves: every route is called as each of
 * six principals (nobody, applicants A and B, recruiters X and Y of different companies, an administrator), with
 * path ids and bodies pointing at objects of A or X. The table in routes.ts says who each route is for; a route of
 * the document that the table does not declare fails the suite, so a new route cannot go unchecked.
 *
 * For every answer: the JSON envelope (except the files the table lists), a refusal where the table says so (401
 * without a session, 403 for another role, 404 from the back office to anyone else, 403/404 for someone else's
 * object) carrying no data, and no private marker of A or X reaching someone who may not read it.
 * MATRIX_TRACE=/tmp/matrix.tsv writes every call (route, principal, status, start of the answer) to read the matrix.
 *
 * In full on the embedded database. On PostgreSQL (the second pass, test/engines.ts) the matrix tests HTTP rules the
 * engine cannot change, so the per-route loops run a smoke: in each group of the API (`/api/<group>/…`), the first
 * route that checks an object's owner, or its first route; the stories below the loops run in full.
 */
import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onSecondEngine } from '../engines.ts';
import { createTestApp, lastMailTo, type TestContext } from '../helpers.ts';
import { envelopeProblem, leakedMarkers, send } from './checks.ts';
import { operationsOf, registeredRoutes, type Operation } from './openapi.ts';
import { passes, ROUTES, type RouteRule } from './routes.ts';
import { buildWorld, inject, LIFTED_LIMITS, MARKERS, PRINCIPALS, type Principal, type World } from './world.ts';

type Expectation = { refused: true; statuses: number[] } | { refused: false; statuses: number[] | '2xx' };

function expectationFor(rule: RouteRule, p: Principal): Expectation {
  if (!passes(rule.access, p)) {
    // The back office is not advertised: the same 404 as an unknown path, with or without a session.
    if (rule.access === 'admin') return { refused: true, statuses: [404] };
    return { refused: true, statuses: [p === 'anonymous' ? 401 : 403] };
  }
  if (rule.seenBy && !rule.seenBy.includes(p)) return { refused: true, statuses: rule.refused ?? [403, 404] };
  if (Array.isArray(rule.allowed)) return { refused: false, statuses: rule.allowed };
  return { refused: false, statuses: rule.allowed?.[p] ?? '2xx' };
}

/** Refused principals first, then the served ones, the object's owner last: a refused call must not have consumed it. */
function callOrder(rule: RouteRule): Principal[] {
  const rank = (p: Principal) => (expectationFor(rule, p).refused ? 0 : rule.seenBy?.includes(p) ? 2 : 1);
  return [...PRINCIPALS].sort((a, b) => rank(a) - rank(b));
}

function summary(rule: RouteRule): string {
  const who = rule.access === 'public' ? 'anyone' : rule.access === 'session' ? 'any session' : rule.access;
  if (!rule.seenBy) return who;
  return rule.seenBy.length === 0
    ? `${who}, refused to everyone for this object`
    : `${who}, only ${rule.seenBy.join(', ')} for this object`;
}

/** The routes the per-route loops call: all of them, or on PostgreSQL the smoke (one per group, above). */
function routesOnThisEngine(): [string, RouteRule][] {
  const all = Object.entries(ROUTES);
  if (!onSecondEngine) return all;
  const byGroup = new Map<string, [string, RouteRule]>();
  for (const [key, rule] of all) {
    const group = key.split(' ')[1]?.split('/')[2] ?? '';
    const chosen = byGroup.get(group);
    if (!chosen || (!chosen[1].seenBy && rule.seenBy)) byGroup.set(group, [key, rule]);
  }
  return all.filter(([key]) => byGroup.get(key.split(' ')[1]?.split('/')[2] ?? '')?.[0] === key);
}
const MATRIX_ROUTES = routesOnThisEngine();

let t: TestContext;
let w: World;
let operations: Map<string, Operation>;

beforeAll(async () => {
  t = await createTestApp(LIFTED_LIMITS);
  w = await buildWorld(t);
  operations = new Map(operationsOf(t.app).map((op) => [op.key, op]));
});
afterAll(async () => t?.close());

describe('the access-control matrix covers the whole API', () => {
  it('declares every route of the OpenAPI document, and only those', () => {
    const undeclared = [...operations.keys()].filter((key) => !(key in ROUTES));
    expect(
      undeclared,
      `Routes of the OpenAPI document missing from apps/api/test/security/routes.ts: declare who may call each one ` +
        `(access, the request pointing at someone's object, seenBy) so the access matrix and the fuzzer cover it`,
    ).toEqual([]);
    // A route hidden from the document would escape both suites: every registered /api route must be documented.
    const documented = new Set([...operations.keys()].map((key) => key.replace(/\/$/, '')));
    const registered = registeredRoutes(t.app);
    expect(registered).toContain('GET /api/oferta/id/{id}');
    const hidden = registered.filter((key) => {
      const path = key.split(' ')[1]!;
      return path.startsWith('/api/') && !path.startsWith('/api/docs') && !documented.has(key.replace(/\/$/, ''));
    });
    expect(hidden, 'Routes under /api that the OpenAPI document does not list: document them (and declare them in routes.ts)').toEqual([]);
    const gone = Object.keys(ROUTES).filter((key) => !operations.has(key));
    expect(gone, 'Routes of apps/api/test/security/routes.ts that the OpenAPI document no longer has: remove or rename them').toEqual([]);
  });
});

describe('each route refuses whom it must and leaks nothing', () => {
  for (const [key, rule] of MATRIX_ROUTES) {
    it(`${key}: ${summary(rule)}`, async () => {
      const op = operations.get(key);
      if (!op) return; // reported by the coverage test above
      const problems: string[] = [];
      for (const p of callOrder(rule)) {
        const want = expectationFor(rule, p);
        const fresh = rule.fresh && p !== 'anonymous' && !want.refused;
        const token = fresh ? await w.freshToken(p) : w.tokens[p];
        const res = await send(t.app, op, await (rule.req?.(w) ?? {}), token);
        const said = `${op.method} ${res.url} as ${p} → ${res.status} ${res.raw.slice(0, 300)}`;
        if (process.env.MATRIX_TRACE) appendFileSync(process.env.MATRIX_TRACE, `${key}\t${p}\t${res.status}\t${res.raw.slice(0, 160)}\n`);

        const statusOk = want.statuses === '2xx' ? res.status >= 200 && res.status < 300 : want.statuses.includes(res.status);
        if (!statusOk) {
          const expected = want.statuses === '2xx' ? '2xx' : want.statuses.join(' or ');
          problems.push(`${said}\n    expected ${want.refused ? 'a refusal ' : ''}${expected}`);
        }
        const isFile = rule.file && res.status >= 200 && res.status < 300;
        if (!isFile) {
          const bad = envelopeProblem(res.body);
          if (bad) problems.push(`${said}\n    not the JSON envelope: ${bad}`);
        }
        if (want.refused) {
          const body = res.body as { state?: unknown; data?: unknown[] } | undefined;
          if (body?.state !== false || (Array.isArray(body.data) && body.data.length > 0)) {
            problems.push(`${said}\n    a refusal must say state false and carry no data`);
          }
        }
        if (!rule.noLeakCheck) {
          const leaked = leakedMarkers(p, res.raw);
          if (leaked.length > 0) problems.push(`${said}\n    leaks private data of someone else: ${leaked.join(', ')}`);
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});

/**
 * One's own id beside someone else's: a company asking for an applicant through its own offer when the applicant
 * applied to another company's, or for another company's saved query through its own offer.
 */
describe('an own id does not open someone else’s object', () => {
  const as = async (p: 'X' | 'Y', method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const res = await inject(t.app, { method, url, token: w.tokens[p], ...(payload ? { payload } : {}) });
    return { ...res, leaked: leakedMarkers(p, res.raw) };
  };

  it('Y reads the CV of B, who applied to its offer, but not the CV of A, who applied to X’s', async () => {
    const mine = await as('Y', 'GET', `/api/postulante/findOneForRecruiter/${w.B.postulanteId}?id_oferta=${w.Y.oferta}`);
    expect(mine.status).toBe(200);
    const theirs = await as('Y', 'GET', `/api/postulante/findOneForRecruiter/${w.A.postulanteId}?id_oferta=${w.Y.oferta}`);
    expect([403, 404]).toContain(theirs.status);
    expect(theirs.leaked).toEqual([]);
  });

  it('Y downloads the PDF of B’s CV, not of A’s, through its own featured offer', async () => {
    expect((await as('Y', 'POST', `/api/postulante/getCv/${w.B.postulanteId}`, { id_oferta: w.Y.oferta })).status).toBe(200);
    const theirs = await as('Y', 'POST', `/api/postulante/getCv/${w.A.postulanteId}`, { id_oferta: w.Y.oferta });
    expect([403, 404]).toContain(theirs.status);
    expect((theirs.body as { data: unknown[] }).data).toEqual([]);
  });

  it('Y cannot read or export X’s saved assistant query through its own offer', async () => {
    for (const url of [
      `/api/llm/results?id_historial=${w.X.historial}`,
      `/api/llm/dev/results?id_historial=${w.X.historialDev}`,
      `/api/llm/exportCSV/${w.Y.oferta}?id_historial=${w.X.historial}`,
      `/api/llm/exportExcel/${w.Y.oferta}?id_historial=${w.X.historial}`,
    ]) {
      const res = await as('Y', 'GET', url);
      expect([403, 404], url).toContain(res.status);
      expect(res.leaked, url).toEqual([]);
    }
  });

  it('X cannot export its own saved query through Y’s offer', async () => {
    const res = await as('X', 'GET', `/api/llm/exportCSV/${w.Y.oferta}?id_historial=${w.X.historial}`);
    expect([403, 404]).toContain(res.status);
  });
});

/**
 * "Featured offers only" on the assistant (docs/assistant.md "Who may call"): on its own free
 * offer a premium company may ask and page, but the exports are 403 'Solo para avisos destacados' and the toggles
 * 403 'Cambia tu oferta a destacado para aplicar los filtros', refusals without data; another company still gets 404.
 */
describe('the assistant’s exports and filters on a free offer', () => {
  it('X asks about its free offer; exports and toggles are refused with the spec’s messages; Y gets 404', async () => {
    const asked = await inject(t.app, {
      method: 'POST',
      url: '/api/llm/query',
      token: w.tokens.X,
      payload: { id_oferta: w.X.gratis, prompt: 'estudiantes de ingeniería industrial' },
    });
    expect(asked.status).toBe(200);
    const id = (asked.body as { optional: { id_historial: number } }).optional.id_historial;
    const refusals: [string, string][] = [
      [`/api/llm/exportCSV/${w.X.gratis}?id_historial=${id}`, 'Solo para avisos destacados'],
      [`/api/llm/exportExcel/${w.X.gratis}?id_historial=${id}`, 'Solo para avisos destacados'],
      [`/api/llm/results?id_historial=${id}&discard=1`, 'Cambia tu oferta a destacado para aplicar los filtros'],
      [`/api/llm/results?id_historial=${id}&pending=1&finalist=1`, 'Cambia tu oferta a destacado para aplicar los filtros'],
    ];
    for (const [url, message] of refusals) {
      const res = await inject(t.app, { method: 'GET', url, token: w.tokens.X });
      expect(res.status, url).toBe(403);
      expect(res.body, url).toMatchObject({ state: false, message, data: [] });
    }
    expect((await inject(t.app, { method: 'GET', url: `/api/llm/results?id_historial=${id}`, token: w.tokens.X })).status).toBe(200);
    for (const url of [`/api/llm/exportCSV/${w.X.gratis}?id_historial=${id}`, `/api/llm/results?id_historial=${id}&finalist=1`]) {
      const res = await inject(t.app, { method: 'GET', url, token: w.tokens.Y });
      expect([403, 404], url).toContain(res.status);
      expect(leakedMarkers('Y', res.raw), url).toEqual([]);
    }
  });
});

/**
 * A company's seats (docs/team.md): X's colleague with a recruiter seat works on X's offers and applicants but not on
 * X's company data, payments or team (nor the holder role); a removed colleague's sessions answer 401 at once.
 */
describe('the seats of a company', () => {
  it('a recruiter seat of X reads X’s offers and applicants, and is refused X’s company data, payments and team', async () => {
    const token = w.X.equipo.colegaToken;
    const offer = await inject(t.app, { method: 'GET', url: `/api/oferta/myId/${w.X.pendiente}`, token });
    expect(offer.status).toBe(200);
    const applicants = await inject(t.app, { method: 'GET', url: `/api/postulanteOferta/offerMyApplicants/${w.X.destacada}`, token });
    expect(applicants.status).toBe(200);
    expect((await inject(t.app, { method: 'GET', url: `/api/oferta/myId/${w.Y.oferta}`, token })).status).toBe(404);
    for (const [method, url, payload] of [
      ['PUT', '/api/organizacion/update', { form: 'contact', data: {} }],
      ['PUT', '/api/organizacion/updatePaginaPublica', { pagina_publica: false }],
      ['POST', '/api/pago/create', {}],
      ['GET', '/api/equipo/miembros', undefined],
      ['GET', '/api/equipo/actividad', undefined],
      ['POST', '/api/equipo/invitar', { correo: 'otra.invitada@prueba.pe', rol: 'administrador' }],
      ['POST', `/api/equipo/miembros/${w.X.equipo.colega}/titular`, undefined],
      // Money: declining a seat's request to pay is the administrators'.
      ['POST', `/api/pago/solicitudes/${w.X.equipo.solicitud}/rechazar`, {}],
    ] as const) {
      const res = await inject(t.app, { method, url, token, ...(payload ? { payload } : {}) });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect((res.body as { data: unknown[] }).data).toEqual([]);
    }
  });

  it('asking to annul a payment or remove an offer follows the same rule: X’s offer is X’s seats’ alone', async () => {
    for (const tipo of ['anular_pago', 'eliminar'] as const) {
      for (const [token, status] of [
        [undefined, 401],
        [w.tokens.A, 403],
        [w.tokens.Y, 404],
      ] as const) {
        const res = await inject(t.app, {
          method: 'POST',
          url: '/api/pago/solicitudes',
          token,
          payload: { id_oferta: w.X.destacada, tipo },
        });
        expect(res.status, `${tipo} ${status}`).toBe(status);
        expect((res.body as { data: unknown[] }).data).toEqual([]);
      }
    }
  });

  it('the administrators’ trail says a filter set was saved, never its name: saved sets stay personal', async () => {
    const res = await inject(t.app, { method: 'GET', url: '/api/equipo/actividad?accion=filtro', token: w.tokens.X });
    expect(res.status).toBe(200);
    expect((res.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(res.raw).not.toContain(MARKERS.X.filtro);
  });

  it('a removed administrator’s invitation is cancelled: its link opens nothing, and X can neither resend nor list it', async () => {
    const { id, token } = w.X.equipo.invitacionDeQuitado;
    expect(token).not.toBe('');
    for (const principal of [undefined, w.tokens.X, w.tokens.Y, w.tokens.A, w.X.equipo.colegaToken]) {
      const info = await inject(t.app, { method: 'GET', url: `/api/equipo/invitacion/${token}`, token: principal });
      expect(info.status).toBe(404);
      expect(info.body).toMatchObject({ data: [], optional: { motivo: 'cancelada' } });
    }
    const body = {
      token,
      nombres: 'Xiadani',
      apellidos: 'Invitada',
      password: 'Clave12345',
      repeat_password: 'Clave12345',
      terminos: true,
    };
    expect((await inject(t.app, { method: 'POST', url: '/api/equipo/unirse', payload: body })).status).toBe(404);
    for (const [method, url] of [
      ['POST', `/api/equipo/invitaciones/${id}/reenviar`],
      ['DELETE', `/api/equipo/invitaciones/${id}`],
    ] as const) {
      expect((await inject(t.app, { method, url, token: w.tokens.X })).status, `${method} ${url}`).toBe(404);
      expect((await inject(t.app, { method, url, token: w.tokens.Y })).status, `${method} ${url} (Y)`).toBe(404);
    }
    const team = (await inject(t.app, { method: 'GET', url: '/api/equipo/miembros', token: w.tokens.X })).body as {
      data: { invitaciones: { id: number }[] }[];
    };
    expect(team.data[0]!.invitaciones.map((i) => i.id)).not.toContain(id);
  });

  it('a removed seat is signed out everywhere at once', async () => {
    const correo = 'xoana.removida@prueba.pe';
    await inject(t.app, { method: 'POST', url: '/api/equipo/invitar', token: w.tokens.X, payload: { correo, rol: 'administrador' } });
    const link = (await lastMailTo(t, correo))?.enlaces.find((l) => l.includes('/empresas/unirse/')) ?? '';
    const body = {
      token: link.split('/empresas/unirse/')[1],
      nombres: 'Xoana',
      apellidos: 'Removida',
      password: 'Clave12345',
      repeat_password: 'Clave12345',
      terminos: true,
    };
    const joined = await inject(t.app, { method: 'POST', url: '/api/equipo/unirse', payload: body });
    const token = (joined.body as { token: string }).token;
    expect((await inject(t.app, { method: 'GET', url: '/api/equipo/miembros', token })).status).toBe(200);
    const seat = (
      (await inject(t.app, { method: 'GET', url: '/api/equipo/miembros', token: w.tokens.X })).body as {
        data: { miembros: { usuario_id: number; correo: string }[] }[];
      }
    ).data[0]!.miembros.find((m) => m.correo === correo)!;
    expect((await inject(t.app, { method: 'DELETE', url: `/api/equipo/miembros/${seat.usuario_id}`, token: w.tokens.X })).status).toBe(200);
    for (const url of ['/api/equipo/miembros', `/api/oferta/myId/${w.X.pendiente}`, '/api/organizacion/myAccount']) {
      expect((await inject(t.app, { method: 'GET', url, token })).status, url).toBe(401);
    }
  });
});

/**
 * A suspended company (its holder deactivated by the back office, docs/team.md): every route a session may call
 * answers each of its seats, the holder and a colleague, the spec's 403 'usuario inactivo' without data, whatever
 * object the request points at.
 */
describe('a suspended company', () => {
  it('refuses every seat on every route that takes a session', async () => {
    const problems: string[] = [];
    for (const [key, rule] of MATRIX_ROUTES) {
      const op = operations.get(key);
      if (!op || rule.access === 'public' || !passes(rule.access, 'X')) continue;
      for (const [who, token] of [
        ['holder', w.suspendida.titularToken],
        ['colleague', w.suspendida.colegaToken],
      ] as const) {
        const res = await send(t.app, op, await (rule.req?.(w) ?? {}), token);
        const body = res.body as { state?: unknown; message?: unknown; data?: unknown[] } | undefined;
        if (res.status !== 403 || body?.message !== 'usuario inactivo' || body.state !== false || (body.data?.length ?? 0) > 0) {
          problems.push(`${op.method} ${res.url} as Zenit's ${who} → ${res.status} ${res.raw.slice(0, 200)}`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
