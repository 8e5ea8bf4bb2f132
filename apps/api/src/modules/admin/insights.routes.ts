/** `/api/admin/insights`: the marketplace for the back office. Contract: docs/insights.md, packages/shared/src/api/admin/insights.ts. */
import { adminInsightsApi } from '@practiperu/shared/api/admin/insights';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';

export async function adminInsightsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.admin.insights;
  r.route({ ...routeOf(adminInsightsApi, 'get'), handler: async (request) => ok([await service.get(request.query)]) });
}
