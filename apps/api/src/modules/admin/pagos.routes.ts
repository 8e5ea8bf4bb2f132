/** `/api/admin/pagos/*`: validating featured-offer and premium payments. Contract: docs/admin.md. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, idParams, motivoSchema, optionalQuery, page, pageInfo } from './admin.common.ts';
import { ADMIN_PAGO_MESSAGES, createAdminPagoService } from './pagos.service.ts';

const listQuery = z.object({
  page,
  // Pending by default: the screen is a work queue; 'todos' lists every state.
  estado: z.preprocess(
    (v) => (v === '' || v === undefined ? '0' : v),
    z.enum(['0', '1', '2', '3', 'todos'], {
      error: 'El estado debe ser 0 (pendiente), 1 (validado), 2 (rechazado), 3 (retirado) o todos.',
    }),
  ),
  tipo: optionalQuery(z.enum(['destacado', 'premium'], { error: 'El tipo debe ser destacado o premium.' })),
});

export async function adminPagosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminPagoService({ db: app.db, now: app.now, mailer: app.mailer, config: app.config });
  const tags = ['admin'];

  r.get(
    '/',
    {
      schema: {
        summary: 'Pagos por validar (por defecto los pendientes, los más antiguos primero); tipo destacado o premium. 20 por página',
        tags,
        querystring: listQuery,
      },
    },
    async (request) => {
      const { page: current, estado, tipo } = request.query;
      const p = await service.list({ page: current, estado: estado === 'todos' ? undefined : Number(estado), tipo });
      return ok(p.items, '', pageInfo(p));
    },
  );

  r.get('/:id', { schema: { summary: 'Un pago con quien pagó, su oferta o su membresía', tags, params: idParams } }, async (request) =>
    ok([await service.detail(request.params.id)]),
  );

  r.post(
    '/:id/validar',
    {
      schema: {
        summary:
          'Valida un pago pendiente: destacado (estado_pago 1, destacado desde ahora; se ven todos sus postulantes) o premium (membresía). Avisa por correo',
        tags,
        params: idParams,
      },
    },
    async (request) => {
      const d = await service.validate(actorOf(request), request.params.id);
      return ok([d.item], d.ya_decidido ? ADMIN_PAGO_MESSAGES.alreadyValidated : ADMIN_PAGO_MESSAGES.validated, {
        ya_decidido: d.ya_decidido,
      });
    },
  );

  r.post(
    '/:id/rechazar',
    {
      schema: {
        summary: 'Rechaza un pago pendiente con un motivo: la oferta queda en estado_pago 2 o el postulante ve el aviso. Avisa por correo',
        tags,
        params: idParams,
        body: motivoSchema,
      },
    },
    async (request) => {
      const d = await service.reject(actorOf(request), request.params.id, request.body.motivo);
      return ok([d.item], d.ya_decidido ? ADMIN_PAGO_MESSAGES.alreadyRejected : ADMIN_PAGO_MESSAGES.rejected, {
        ya_decidido: d.ya_decidido,
      });
    },
  );
}
