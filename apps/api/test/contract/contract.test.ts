/**
 * Every call under /api is declared (packages/shared/src/api/): `/api/docs` documents its answer (the envelope with
 * its `data` items, or the file it streams), and its body when it takes one.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers.ts';

interface Op {
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
  'POST /api/admin/usuarios/{id}/desactivar',
  'POST /api/admin/usuarios/{id}/reactivar',
  'DELETE /api/equipo/invitaciones/{id}',
  'DELETE /api/equipo/miembros/{id}',
  'POST /api/equipo/invitaciones/{id}/reenviar',
  'POST /api/equipo/miembros/{id}/titular',
  'POST /api/auth/isDev',
  'POST /api/auth/logout',
  'POST /api/auth/mySession',
  'POST /api/oferta/cancelDestacado/{id}',
  'POST /api/oferta/removeMyOffer/{id}',
  'POST /api/organizacion/removeLogo',
  'POST /api/privacidad/exportacion',
  'POST /api/recursos/listOrganizacionSector',
  'POST /api/recursos/listTemasConocimientos',
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
