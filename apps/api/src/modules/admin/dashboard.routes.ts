/** `/api/admin/dashboard`: the back office's home. Contract: docs/admin.md, packages/shared/src/api/admin/dashboard.ts. */
import { adminDashboardApi } from '@practiperu/shared/api/admin/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';

export async function adminDashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.admin.dashboard;
  r.route({ ...routeOf(adminDashboardApi, 'get'), handler: async () => ok([await service.get()]) });
}
