/** `/api/admin/auditoria`: the audit log, newest first, filtered by entity, record or administrator. Contract: docs/admin.md. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, iso, offsetOf, optionalQuery, page, pageInfo, pagina } from './admin.common.ts';
import { countAudit, listAudit } from './auditoria.repository.ts';

const name = (message: string) =>
  optionalQuery(
    z
      .string()
      .trim()
      .regex(/^[a-z_.]{1,60}$/, { error: message }),
  );

const query = z.object({
  page,
  entidad: name('El tipo de registro no es válido.'),
  entidad_id: optionalQuery(z.string().trim().max(60, { error: 'Máximo 60 caracteres' })),
  accion: name('La acción no es válida.'),
  admin_id: optionalQuery(
    z.coerce
      .number({ error: ADMIN_MESSAGES.id })
      .int({ error: ADMIN_MESSAGES.id })
      .positive({ error: ADMIN_MESSAGES.id })
      // An id column is a PostgreSQL integer: a larger number is no one's id, not a database error.
      .max(2_147_483_647, { error: ADMIN_MESSAGES.id }),
  ),
});

export async function adminAuditoriaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/',
    {
      schema: {
        summary: 'Registro de auditoría: quién hizo qué y cuándo, con el antes y el después. Filtros entidad, entidad_id, accion, admin_id',
        tags: ['admin'],
        querystring: query,
      },
    },
    async (request) => {
      const { page: current, ...filters } = request.query;
      const [total, rows] = await Promise.all([
        countAudit(app.db, filters),
        listAudit(app.db, filters, ADMIN_PAGE_SIZE, offsetOf(current)),
      ]);
      const p = pagina(
        rows.map((a) => ({ ...a, creado_en: iso(a.creado_en) })),
        total,
        current,
      );
      return ok(p.items, '', pageInfo(p));
    },
  );
}
