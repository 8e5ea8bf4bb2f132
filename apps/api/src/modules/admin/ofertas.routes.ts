/** `/api/admin/ofertas/*`: the offer review queue. Contract: docs/admin.md. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, idParams, motivoSchema, optionalQuery, page, pageInfo } from './admin.common.ts';
import { ADMIN_OFERTA_MESSAGES, createAdminOfertaService } from './ofertas.service.ts';

const listQuery = z.object({
  page,
  estado: optionalQuery(z.enum(['0', '1', '2'], { error: 'El estado debe ser 0 (pendiente), 1 (aprobada) o 2 (rechazada).' })),
  q: optionalQuery(z.string().trim().max(100, { error: 'Máximo 100 caracteres' })),
});

export async function adminOfertasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminOfertaService({ db: app.db, now: app.now, mailer: app.mailer, config: app.config });
  const tags = ['admin'];

  r.get(
    '/',
    {
      schema: {
        summary: 'Cola de revisión: pendientes primero (las que más esperan primero), luego las demás. 20 por página',
        tags,
        querystring: listQuery,
      },
    },
    async (request) => {
      const { page: current, estado, q } = request.query;
      const p = await service.list({ page: current, estado: estado === undefined ? undefined : Number(estado), q: q || undefined });
      return ok(p.items, '', pageInfo(p));
    },
  );

  r.get(
    '/:id',
    { schema: { summary: 'Una oferta como la verán los postulantes (texto), con su empresa y sus pagos', tags, params: idParams } },
    async (request) => ok([await service.detail(request.params.id)]),
  );

  r.post(
    '/:id/aprobar',
    { schema: { summary: 'Aprueba una oferta pendiente (estado 1) y avisa a la empresa; repetir no cambia nada', tags, params: idParams } },
    async (request) => {
      const d = await service.approve(actorOf(request), request.params.id);
      return ok([d.item], d.ya_decidida ? ADMIN_OFERTA_MESSAGES.alreadyApproved : ADMIN_OFERTA_MESSAGES.approved, {
        ya_decidida: d.ya_decidida,
      });
    },
  );

  r.post(
    '/:id/rechazar',
    {
      schema: {
        summary:
          'Rechaza una oferta pendiente (estado 2) con un motivo que verá la empresa, y su pago pendiente del destacado si lo tiene; avisa por correo',
        tags,
        params: idParams,
        body: motivoSchema,
      },
    },
    async (request) => {
      const d = await service.reject(actorOf(request), request.params.id, request.body.motivo);
      const message = d.ya_decidida
        ? ADMIN_OFERTA_MESSAGES.alreadyRejected
        : d.pagos_rechazados.length
          ? ADMIN_OFERTA_MESSAGES.rejectedWithPayment
          : ADMIN_OFERTA_MESSAGES.rejected;
      return ok([d.item], message, { ya_decidida: d.ya_decidida, pagos_rechazados: d.pagos_rechazados });
    },
  );
}
