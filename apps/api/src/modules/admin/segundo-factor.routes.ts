/** `/api/admin/segundoFactor/:id/restablecer`: the back office removes an account's second factor (audited, mailed, its sessions closed). */
import { adminSegundoFactorApi } from '@practiperu/shared/api/segundo-factor';
import { SEGUNDO_FACTOR_MESSAGES } from '@practiperu/shared/segundo-factor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from './admin.common.ts';

export async function adminSegundoFactorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...routeOf(adminSegundoFactorApi, 'restablecer'),
    handler: async (request) => {
      const { exigido } = await app.services.segundoFactor.restablecer(actorOf(request), request.params.id);
      // Said as it will happen: an account that must have one is asked to enrol at its next login (the dialog, the mail).
      return ok([], exigido ? SEGUNDO_FACTOR_MESSAGES.restablecidoExigido : SEGUNDO_FACTOR_MESSAGES.restablecido);
    },
  });
}
