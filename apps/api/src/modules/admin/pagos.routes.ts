/** `/api/admin/pagos/*`: validating featured-offer and premium payments. Contract: docs/admin.md, packages/shared/src/api/admin/pagos.ts. */
import { adminPagosApi } from '@practiperu/shared/api/admin/pagos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf, pageInfo } from './admin.common.ts';
import { ADMIN_PAGO_MESSAGES } from './pagos.service.ts';

export async function adminPagosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.admin.pagos;

  r.route({
    ...routeOf(adminPagosApi, 'list'),
    handler: async (request) => {
      const { page: current, estado, tipo } = request.query;
      const p = await service.list({ page: current, estado: estado === 'todos' ? undefined : Number(estado), tipo });
      return ok(p.items, '', pageInfo(p));
    },
  });

  r.route({
    ...routeOf(adminPagosApi, 'detail'),
    handler: async (request) => ok([await service.detail(request.params.id)]),
  });

  r.route({
    ...routeOf(adminPagosApi, 'validar'),
    handler: async (request) => {
      const d = await service.validate(actorOf(request), request.params.id);
      return ok([d.item], d.ya_decidido ? ADMIN_PAGO_MESSAGES.alreadyValidated : ADMIN_PAGO_MESSAGES.validated, {
        ya_decidido: d.ya_decidido,
      });
    },
  });

  r.route({
    ...routeOf(adminPagosApi, 'rechazar'),
    handler: async (request) => {
      const d = await service.reject(actorOf(request), request.params.id, request.body.motivo);
      return ok([d.item], d.ya_decidido ? ADMIN_PAGO_MESSAGES.alreadyRejected : ADMIN_PAGO_MESSAGES.rejected, {
        ya_decidido: d.ya_decidido,
      });
    },
  });
}
