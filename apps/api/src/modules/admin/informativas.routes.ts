/** `/api/admin/informativas/*`: informational offers with an external link. Contract: docs/admin.md, packages/shared/src/api/admin/informativas.ts. */
import { INFORMATIVA_MESSAGES } from '@practiperu/shared/admin';
import { adminInformativasApi } from '@practiperu/shared/api/admin/informativas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf, pageInfo } from './admin.common.ts';

export async function adminInformativasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.admin.informativas;

  r.route({
    ...routeOf(adminInformativasApi, 'list'),
    handler: async (request) => {
      const p = await service.list(request.query.page);
      return ok(p.items, '', pageInfo(p));
    },
  });

  r.route({
    ...routeOf(adminInformativasApi, 'create'),
    handler: async (request, reply) => {
      const created = await service.create(actorOf(request), request.body);
      reply.status(201);
      return ok([created], INFORMATIVA_MESSAGES.created);
    },
  });

  r.route({
    ...routeOf(adminInformativasApi, 'get'),
    handler: async (request) => ok([await service.get(request.params.id)]),
  });

  r.route({
    ...routeOf(adminInformativasApi, 'update'),
    handler: async (request) => ok([await service.update(actorOf(request), request.params.id, request.body)], INFORMATIVA_MESSAGES.saved),
  });

  r.route({
    ...routeOf(adminInformativasApi, 'retirar'),
    handler: async (request) => {
      const { item, cambio } = await service.withdraw(actorOf(request), request.params.id);
      return ok([item], cambio ? INFORMATIVA_MESSAGES.withdrawn : INFORMATIVA_MESSAGES.alreadyWithdrawn, { ya_retirada: !cambio });
    },
  });
}
