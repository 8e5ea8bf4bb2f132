/**
 * `/api/{conocimiento,idioma,logro,expLaboral,voluntariado,actExtracurricular,formacionComplementaria}/*`: create,
 * update, removeById, id/{id} and myList for the signed-in applicant, plus `formacionComplementaria/createMultiple`.
 * Every call needs an applicant session (role 0). Payload rules: packages/shared/src/schemas/cv.ts; contract:
 * docs/cv.md.
 */
import { ROLE } from '@practiperu/shared/constants';
import { CV_MESSAGES } from '@practiperu/shared/cv';
import { formacionComplementariaMultipleSchema } from '@practiperu/shared/schemas/cv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { postulanteIdOf } from '../postulante/postulante.public.ts';
import { SECTIONS, createFormaciones, createSectionService, type SectionDef } from './cv.service.ts';
import { parseBody } from './validation.ts';

const ID_MESSAGE = 'El id debe ser un número entero positivo.';
const id = z.coerce
  .number({ error: ID_MESSAGE })
  .int({ error: ID_MESSAGE })
  .positive({ error: ID_MESSAGE })
  .max(2_147_483_647, { error: ID_MESSAGE });
const idBody = z.object({ id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional()) }).refine((v) => v.id, {
  path: ['id'],
  message: 'Requerido',
});

/** The applicant's postulante id: every section query is scoped with it. */
async function me(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  return postulanteIdOf(app.db, sessionOf(request).user.id);
}

function sectionRoutes<Row, Insert, D, I>(def: SectionDef<Row, Insert, D, I>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const service = createSectionService(app.db, def);
    const tags = [def.group];
    // The session is checked before anything is read: no session 401, another role 403.
    app.addHook('onRequest', app.requireRole(ROLE.POSTULANTE));
    // Personal data: never kept by a shared cache or the browser's disk cache.
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'private, no-store');
      return payload;
    });
    // The group decides the fixed fields (tipo Proyecto or Voluntariado), whatever the client sends.
    const payload = (body: unknown) => parseBody(def.schema(app.now()), { ...(body as object), ...def.fixed });

    r.post('/create', { schema: { summary: `Agrega ${def.noun} al CV: data[0] es el id nuevo`, tags } }, async (request, reply) => {
      const data = payload(request.body);
      const newId = await service.create(await me(app, request), data);
      reply.status(201);
      return ok([newId], CV_MESSAGES.created);
    });

    r.put('/update', { schema: { summary: `Actualiza ${def.noun} propio: {id, …campos}`, tags } }, async (request) => {
      const { id: itemId } = parseBody(idBody, request.body);
      const data = payload(request.body);
      await service.update(await me(app, request), Number(itemId), data);
      return ok([], CV_MESSAGES.updated);
    });

    r.post('/removeById', { schema: { summary: `Elimina ${def.noun} propio: {id}`, tags } }, async (request) => {
      const { id: itemId } = parseBody(idBody, request.body);
      await service.remove(await me(app, request), Number(itemId));
      return ok([], CV_MESSAGES.removed);
    });

    r.get(
      '/id/:id',
      { schema: { summary: `Un elemento propio por id (404 si no es del postulante)`, tags, params: z.object({ id }) } },
      async (request) => ok([await service.get(await me(app, request), request.params.id)]),
    );

    r.get('/myList', { schema: { summary: `La lista propia`, tags } }, async (request) => ok(await service.list(await me(app, request))));
  };
}

export async function cvRoutes(app: FastifyInstance) {
  await app.register(sectionRoutes(SECTIONS.conocimiento), { prefix: '/conocimiento' });
  await app.register(sectionRoutes(SECTIONS.idioma), { prefix: '/idioma' });
  await app.register(sectionRoutes(SECTIONS.logro), { prefix: '/logro' });
  await app.register(sectionRoutes(SECTIONS.expLaboral), { prefix: '/expLaboral' });
  await app.register(sectionRoutes(SECTIONS.voluntariado), { prefix: '/voluntariado' });
  await app.register(sectionRoutes(SECTIONS.actExtracurricular), { prefix: '/actExtracurricular' });
  await app.register(sectionRoutes(SECTIONS.formacionComplementaria), { prefix: '/formacionComplementaria' });

  // One transaction for several certifications (formacionComplementaria/createMultiple).
  await app.register(
    async (group) => {
      group.addHook('onRequest', group.requireRole(ROLE.POSTULANTE));
      group.post(
        '/createMultiple',
        {
          schema: {
            summary: 'Agrega varias certificaciones en una transacción: data son los ids nuevos',
            tags: ['formacionComplementaria'],
          },
        },
        async (request, reply) => {
          const { items } = parseBody(formacionComplementariaMultipleSchema(app.now()), request.body);
          const ids = await createFormaciones(app.db, await me(app, request), items);
          reply.status(201);
          return ok(ids, CV_MESSAGES.created);
        },
      );
    },
    { prefix: '/formacionComplementaria' },
  );
}
