/** `/api/admin/anuncios/*`: announcements to users who accepted marketing. Contract: docs/admin.md, packages/shared/src/api/admin/anuncios.ts. */
import { ANUNCIO_MESSAGES } from '@practiperu/shared/admin';
import { adminAnunciosApi } from '@practiperu/shared/api/admin/anuncios';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf, pageInfo } from './admin.common.ts';
import { ANUNCIO_JOB } from './anuncios.repository.ts';

export async function adminAnunciosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.admin.anuncios;
  app.queue.register(ANUNCIO_JOB, (payload, job) => service.deliver(payload, job));

  r.route({
    ...routeOf(adminAnunciosApi, 'list'),
    handler: async (request) => {
      const p = await service.list(request.query.page);
      return ok(p.items, '', pageInfo(p));
    },
  });

  r.route({
    ...routeOf(adminAnunciosApi, 'create'),
    handler: async (request, reply) => {
      const created = await service.create(actorOf(request), request.body);
      reply.status(201);
      return ok([created], ANUNCIO_MESSAGES.created);
    },
  });

  r.route({
    ...routeOf(adminAnunciosApi, 'preview'),
    handler: async (request) => ok([await service.preview(request.body)]),
  });

  r.route({
    ...routeOf(adminAnunciosApi, 'get'),
    handler: async (request) => ok([await service.get(request.params.id)]),
  });

  r.route({
    ...routeOf(adminAnunciosApi, 'update'),
    handler: async (request) => ok([await service.update(actorOf(request), request.params.id, request.body)], ANUNCIO_MESSAGES.saved),
  });

  r.route({
    ...routeOf(adminAnunciosApi, 'eliminar'),
    handler: async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return ok([], ANUNCIO_MESSAGES.removed);
    },
  });

  r.route({
    ...routeOf(adminAnunciosApi, 'enviar'),
    handler: async (request) => {
      const { item, ya_enviado } = await service.send(actorOf(request), request.params.id);
      return ok([item], ya_enviado ? ANUNCIO_MESSAGES.alreadySent : ANUNCIO_MESSAGES.sending(item.destinatarios), { ya_enviado });
    },
  });
}
