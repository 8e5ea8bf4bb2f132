/** `/api/admin/dashboard`: the back office's home. Contract: docs/admin.md. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { createAdminDashboardService } from './dashboard.service.ts';

export async function adminDashboardRoutes(app: FastifyInstance) {
  const service = createAdminDashboardService({ db: app.db, now: app.now, mailer: app.mailer, config: app.config });
  app.get(
    '/',
    { schema: { summary: 'Ofertas por revisar (frente a las 48 horas), pagos por validar y cifras de la semana', tags: ['admin'] } },
    async () => ok([await service.get()]),
  );
}
