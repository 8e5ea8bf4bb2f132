/** `/api/admin/derechos/*`: the rights requests as tickets. Contract: docs/privacy.md, packages/shared/src/api/admin/derechos.ts. */
import { adminDerechosApi } from '@practiperu/shared/api/admin/derechos';
import { DERECHOS_MESSAGES } from '@practiperu/shared/privacidad';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf, pageInfo } from './admin.common.ts';

export async function adminDerechosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.admin.derechos;

  r.route({
    ...routeOf(adminDerechosApi, 'list'),
    handler: async (request) => {
      const { page, estado, tipo } = request.query;
      const p = await service.list({ page, estado: estado === 'todas' ? undefined : estado, tipo });
      return ok(p.items, '', pageInfo(p));
    },
  });

  r.route({
    ...routeOf(adminDerechosApi, 'detail'),
    handler: async (request) => ok([await service.detail(request.params.id)]),
  });

  r.route({
    ...routeOf(adminDerechosApi, 'responder'),
    handler: async (request) =>
      ok([await service.responder(actorOf(request), request.params.id, request.body)], DERECHOS_MESSAGES.respondida),
  });

  r.route({
    ...routeOf(adminDerechosApi, 'rectificarEmpresa'),
    handler: async (request) => {
      const cambio = await service.rectificarEmpresa(actorOf(request), request.params.id, request.body);
      return ok([await service.detail(request.params.id)], cambio ? DERECHOS_MESSAGES.empresaCorregida : DERECHOS_MESSAGES.sinCambios, {
        cambio,
      });
    },
  });
}
