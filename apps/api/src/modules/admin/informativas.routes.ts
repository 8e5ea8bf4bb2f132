/** `/api/admin/informativas/*`: informational offers with an external link. Contract: docs/admin.md. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { parseBody } from '../cv/validation.ts';
import { actorOf, idParams, page, pageInfo } from './admin.common.ts';
import { INFORMATIVA_MESSAGES, createAdminInformativaService, informativaSchema } from './informativas.service.ts';

export async function adminInformativasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminInformativaService({ db: app.db, now: app.now });
  const tags = ['admin'];

  r.get(
    '/',
    {
      schema: {
        summary: 'Ofertas informativas, las más nuevas primero (también las retiradas). 20 por página',
        tags,
        querystring: z.object({ page }),
      },
    },
    async (request) => {
      const p = await service.list(request.query.page);
      return ok(p.items, '', pageInfo(p));
    },
  );

  r.post(
    '/',
    { schema: { summary: 'Publica una oferta informativa {titulo, funciones, enlace, fin_convocatoria, …}: aprobada al crearse', tags } },
    async (request, reply) => {
      const created = await service.create(actorOf(request), parseBody(informativaSchema, request.body));
      reply.status(201);
      return ok([created], INFORMATIVA_MESSAGES.created);
    },
  );

  r.get('/:id', { schema: { summary: 'Una oferta informativa', tags, params: idParams } }, async (request) =>
    ok([await service.get(request.params.id)]),
  );

  r.put(
    '/:id',
    { schema: { summary: 'Edita una oferta informativa (la misma carga que al crearla)', tags, params: idParams } },
    async (request) =>
      ok(
        [await service.update(actorOf(request), request.params.id, parseBody(informativaSchema, request.body))],
        INFORMATIVA_MESSAGES.saved,
      ),
  );

  r.post(
    '/:id/retirar',
    {
      schema: {
        summary: 'Retira una oferta informativa: deja de mostrarse en todas partes; repetir no cambia nada',
        tags,
        params: idParams,
      },
    },
    async (request) => {
      const { item, cambio } = await service.withdraw(actorOf(request), request.params.id);
      return ok([item], cambio ? INFORMATIVA_MESSAGES.withdrawn : INFORMATIVA_MESSAGES.alreadyWithdrawn, { ya_retirada: !cambio });
    },
  );
}
