/** `/api/admin/alertas/*`: the general banner and the publish-page alert. Contract: docs/admin.md, packages/shared/src/api/admin/alertas.ts. */
import { ALERTA_MESSAGES } from '@practiperu/shared/admin';
import { adminAlertasApi } from '@practiperu/shared/api/admin/alertas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from './admin.common.ts';

export async function adminAlertasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.admin.alertas;

  r.route({ ...routeOf(adminAlertasApi, 'list'), handler: async () => ok([await service.both()]) });

  r.route({
    ...routeOf(adminAlertasApi, 'save'),
    handler: async (request) => {
      const saved = await service.save(actorOf(request), request.params.tipo, request.body.content, request.body.expireIn);
      return ok([saved], saved.content === '' ? ALERTA_MESSAGES.cleared : ALERTA_MESSAGES.saved);
    },
  });
}
