/**
 * `/api/admin/auditoria`: the audit log, newest first, filtered by entity, record or administrator. Contract:
 * docs/admin.md, packages/shared/src/api/admin/auditoria.ts.
 */
import { adminAuditoriaApi } from '@practiperu/shared/api/admin/auditoria';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { ADMIN_PAGE_SIZE, offsetOf, pageInfo, pagina } from './admin.common.ts';
import { countAudit, listAudit } from './auditoria.repository.ts';

export async function adminAuditoriaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(adminAuditoriaApi, 'list'),
    handler: async (request) => {
      const { page: current, ...filters } = request.query;
      const [total, rows] = await Promise.all([
        countAudit(app.db, filters),
        listAudit(app.db, filters, ADMIN_PAGE_SIZE, offsetOf(current)),
      ]);
      const p = pagina(
        rows.map((a) => ({ ...a, creado_en: a.creado_en.toISOString() })),
        total,
        current,
      );
      return ok(p.items, '', pageInfo(p));
    },
  });
}
