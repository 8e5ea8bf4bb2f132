/** `/api/admin/plantillas/*`: pricing, payment-description and unsubscribe templates. Contract: docs/admin.md, packages/shared/src/api/admin/plantillas.ts. */
import { PLANTILLA_MESSAGES } from '@practiperu/shared/admin';
import { adminPlantillasApi } from '@practiperu/shared/api/admin/plantillas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from './admin.common.ts';
import { sanitizePlantilla } from './plantillas.service.ts';

export async function adminPlantillasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.admin.plantillas;

  r.route({ ...routeOf(adminPlantillasApi, 'list'), handler: async () => ok(await service.list()) });

  // Registered before '/:clave' reads better; the router prefers the static path anyway.
  r.route({
    ...routeOf(adminPlantillasApi, 'preview'),
    handler: async (request) => ok([{ html: sanitizePlantilla(request.body.html) }]),
  });

  r.route({
    ...routeOf(adminPlantillasApi, 'get'),
    handler: async (request) => ok([await service.get(request.params.clave)]),
  });

  r.route({
    ...routeOf(adminPlantillasApi, 'save'),
    handler: async (request) => {
      const { item, cambio } = await service.update(actorOf(request), request.params.clave, request.body.html);
      return ok([item], cambio ? PLANTILLA_MESSAGES.saved : PLANTILLA_MESSAGES.unchanged);
    },
  });
}
