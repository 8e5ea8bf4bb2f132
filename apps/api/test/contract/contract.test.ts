/**
 * Every call under /api is declared (packages/shared/src/api/, decisions 026 and 046): the API serves exactly the
 * declared calls, each registered from its declaration; `/api/docs` documents its answer (the envelope with its
 * `data` items, or the file it streams), and its body when it takes one.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Group } from '@practiperu/shared/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers.ts';

interface Op {
  summary?: string;
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

function operationsOf(app: FastifyInstance): [string, Op][] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Op>> };
  const out: [string, Op][] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(ops)) {
      if (method === 'head') continue;
      out.push([`${method.toUpperCase()} ${path}`, op]);
    }
  }
  return out;
}

const SHARED_API = path.resolve(import.meta.dirname, '../../../../packages/shared/src/api');

/** Every group declared in packages/shared/src/api (its files and folders), found by its shape. */
async function declaredGroups(): Promise<Group[]> {
  const files = readdirSync(SHARED_API, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const groups = new Set<Group>();
  for (const file of files) {
    const module = (await import(path.join(SHARED_API, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const group = value as Partial<Group> | null;
      if (typeof group === 'object' && group !== null && typeof group.prefix === 'string' && typeof group.calls === 'object') {
        groups.add(group as Group);
      }
    }
  }
  return [...groups];
}

/** `GET /api/carrera/id/{id}` for each declared call, with its summary. */
function declaredCalls(groups: Group[]): Map<string, string> {
  const calls = new Map<string, string>();
  for (const group of groups) {
    for (const call of Object.values(group.calls)) {
      const url = `/api${group.prefix}${call.path === '/' ? '' : call.path.replace(/:(\w+)/g, '{$1}')}`;
      calls.set(`${call.method} ${url}`, call.summary);
    }
  }
  return calls;
}

/** A declared answer: the envelope with its `data` items (not an unchecked `{}`). */
const isEnvelope = (schema: unknown) =>
  typeof schema === 'object' &&
  schema !== null &&
  'properties' in schema &&
  typeof (schema as { properties: { data?: unknown } }).properties.data === 'object';

/** A declared file answer (`file` of the call): binary content of a media type other than JSON. */
const isFile = (type: string, schema: unknown) =>
  type !== 'application/json' && typeof schema === 'object' && schema !== null && (schema as { format?: unknown }).format === 'binary';

const answered = (op: Op) =>
  Object.entries(op.responses ?? {}).some(
    ([status, r]) =>
      /^2\d\d$/.test(status) && Object.entries(r.content ?? {}).some(([type, c]) => isEnvelope(c.schema) || isFile(type, c.schema)),
  );

/** Calls that send nothing but their path (and the session): logout, removals and actions by id, lookups. */
const NO_BODY: string[] = [
  'DELETE /api/avisosPostulantes/ofertas/{id}',
  'DELETE /api/correosEstado/plantillas/{clave}',
  'DELETE /api/pipeline/etiqueta/{id}',
  'DELETE /api/pipeline/filtro/{id}',
  'DELETE /api/pipeline/nota/{id}',
  'DELETE /api/suscripcion/mySubscription',
  'PATCH /api/pagoPremium/disable-show-reject-message/{id}',
  'POST /api/admin/anuncios/{id}/eliminar',
  'POST /api/admin/anuncios/{id}/enviar',
  'POST /api/admin/contenido/{id}/eliminar',
  'POST /api/admin/informativas/{id}/retirar',
  'POST /api/admin/ofertas/{id}/aprobar',
  'POST /api/admin/pagos/{id}/validar',
  'POST /api/admin/segundoFactor/{id}/restablecer',
  'POST /api/admin/usuarios/{id}/desactivar',
  'POST /api/admin/usuarios/{id}/reactivar',
  'DELETE /api/equipo/invitaciones/{id}',
  'DELETE /api/equipo/miembros/{id}',
  'POST /api/equipo/invitaciones/{id}/reenviar',
  'POST /api/auth/isDev',
  'POST /api/auth/logout',
  'POST /api/auth/mySession',
  'POST /api/oferta/cancelDestacado/{id}',
  'POST /api/oferta/removeMyOffer/{id}',
  'POST /api/organizacion/removeLogo',
  'POST /api/privacidad/exportacion',
  'POST /api/recursos/listOrganizacionSector',
  'POST /api/recursos/listTemasConocimientos',
  'POST /api/segundoFactor/estado',
  'POST /api/usuario/isPremium',
];

/** The forms that carry a file, with the part that holds it. */
const FILE_FORMS: Record<string, string> = {
  'POST /api/admin/contenido/{id}/archivo': 'archivo',
  'POST /api/admin/contenido/{id}/imagen': 'imagen',
  'POST /api/organizacion/updateLogo': 'logo',
  'POST /api/postulante/updatePhoto': 'photo',
  'POST /api/usuario/registerRecruiter': 'logo',
};

interface FormSchema {
  properties?: Record<string, { format?: string }>;
}

describe('the API contract', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('serves exactly the declared calls, each registered from its declaration', async () => {
    const declared = declaredCalls(await declaredGroups());
    const served = new Map(operationsOf(ctx.app).map(([key, op]) => [key.replace(/(.)\/$/, '$1'), op.summary]));
    // A route written beside the declarations (its own zod, its own path) is a call the web cannot reach typed.
    expect([...served.keys()].filter((key) => !declared.has(key)).sort()).toEqual([]);
    expect([...declared.keys()].filter((key) => !served.has(key)).sort()).toEqual([]);
    // Registered with routeOf: /api/docs shows the declaration's own summary (one states the size limit the API was
    // started with in its own copy).
    const ownSummary = ['POST /api/admin/contenido/{id}/archivo'];
    expect([...served].filter(([key, summary]) => summary !== declared.get(key)).map(([key]) => key)).toEqual(ownSummary);
    // 285 of 285 (233 when it was first counted; calls added since bring it to 285, the company's status mails'
    // five, the interviews' sixteen, the talent pool's five, the figures' three, the company's dashboard, the
    // interviews' bulk proposal, the bulk action's summary and whether a seat's request can still be paid): a new
    // call is declared in packages/shared/src/api, and this count rises with it.
    expect(served.size).toBe(285);
  });

  it('documents the answer of every call', () => {
    const operations = operationsOf(ctx.app);
    expect(operations.length).toBeGreaterThan(140);
    expect(operations.filter(([, op]) => !answered(op)).map(([key]) => key)).toEqual([]);
  });

  it('documents a body for every call that reads one', () => {
    // The calls that send something: those that take no body are few and named here.
    const withoutBody = operationsOf(ctx.app)
      .filter(([key, op]) => !key.startsWith('GET ') && !op.requestBody)
      .map(([key]) => key);
    expect(withoutBody.sort()).toEqual(NO_BODY.sort());
  });

  it('documents the fields of every multipart form, its file as binary', () => {
    const forms = operationsOf(ctx.app).filter(([, op]) => op.requestBody?.content?.['multipart/form-data']);
    expect(
      Object.fromEntries(
        forms.map(([key, op]) => {
          const schema = (op.requestBody!.content!['multipart/form-data'] as { schema: FormSchema }).schema;
          const file = Object.entries(schema.properties ?? {}).find(([, field]) => field.format === 'binary');
          return [key, file?.[0]];
        }),
      ),
    ).toEqual(FILE_FORMS);
    // The company's registration also lists its text fields.
    const [, registration] = forms.find(([key]) => key === 'POST /api/usuario/registerRecruiter')!;
    const fields = (registration.requestBody!.content!['multipart/form-data'] as { schema: FormSchema }).schema.properties ?? {};
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['ruc', 'nombre_completo', 'sector', 'correo', 'clave', 'cargo', 'logo']));
  });
});
