/** `/api/admin/ofertas/*`: the offer review queue. Contract: docs/admin.md, packages/shared/src/api/admin/ofertas.ts. */
import { adminOfertasApi } from '@practiperu/shared/api/admin/ofertas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf, pageInfo } from './admin.common.ts';
import { ADMIN_OFERTA_MESSAGES } from './ofertas.service.ts';

export async function adminOfertasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.admin.ofertas;

  r.route({
    ...routeOf(adminOfertasApi, 'list'),
    handler: async (request) => {
      const { page: current, estado, q } = request.query;
      const p = await service.list({ page: current, estado: estado === undefined ? undefined : Number(estado), q: q || undefined });
      return ok(p.items, '', pageInfo(p));
    },
  });

  r.route({
    ...routeOf(adminOfertasApi, 'detail'),
    handler: async (request) => ok([await service.detail(request.params.id)]),
  });

  r.route({
    ...routeOf(adminOfertasApi, 'aprobar'),
    handler: async (request) => {
      const d = await service.approve(actorOf(request), request.params.id);
      return ok([d.item], d.ya_decidida ? ADMIN_OFERTA_MESSAGES.alreadyApproved : ADMIN_OFERTA_MESSAGES.approved, {
        ya_decidida: d.ya_decidida,
      });
    },
  });

  r.route({
    ...routeOf(adminOfertasApi, 'rechazar'),
    handler: async (request) => {
      const d = await service.reject(actorOf(request), request.params.id, request.body.motivo);
      const message = d.ya_decidida
        ? ADMIN_OFERTA_MESSAGES.alreadyRejected
        : d.pagos_rechazados.length
          ? ADMIN_OFERTA_MESSAGES.rejectedWithPago
          : ADMIN_OFERTA_MESSAGES.rejected;
      return ok([d.item], message, { ya_decidida: d.ya_decidida, pagos_rechazados: d.pagos_rechazados });
    },
  });
}
