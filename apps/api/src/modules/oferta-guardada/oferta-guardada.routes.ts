/**
 * `/api/ofertaGuardada/*`: the applicant's saved offers (docs/team.md, "Applicants' saved offers"). An applicant's
 * session only, checked before the input is read: none 401, a company or an administrator 403. Every call reads and
 * changes only the session's own saves.
 */
import { ofertaGuardadaApi } from '@practiperu/shared/api/oferta-guardada';
import { ROLE } from '@practiperu/shared/constants';
import { GUARDADAS_MESSAGES, OFERTAS_GUARDADAS_MAX } from '@practiperu/shared/guardadas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { registerOfertaGuardadaJobs } from './oferta-guardada.jobs.ts';

const userId = (request: FastifyRequest) => sessionOf(request).user.id;

export async function ofertaGuardadaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.ofertaGuardada;
  registerOfertaGuardadaJobs(app, service);
  app.addHook('onRequest', app.requireRole(ROLE.POSTULANTE));
  app.addHook('onSend', personalData);

  r.route({
    ...routeOf(ofertaGuardadaApi, 'create'),
    handler: async (request) => {
      const id = request.body.id_oferta;
      const { nueva, total } = await service.save(userId(request), id);
      return ok([{ id_oferta: id, guardada: true }], nueva ? GUARDADAS_MESSAGES.guardada : GUARDADAS_MESSAGES.yaGuardada, {
        total,
        max: OFERTAS_GUARDADAS_MAX,
      });
    },
  });

  r.route({
    ...routeOf(ofertaGuardadaApi, 'removeById'),
    handler: async (request) => {
      const id = request.body.id_oferta;
      const { quitada, total } = await service.remove(userId(request), id);
      return ok([{ id_oferta: id, guardada: false }], quitada ? GUARDADAS_MESSAGES.quitada : GUARDADAS_MESSAGES.noEstaba, {
        total,
        max: OFERTAS_GUARDADAS_MAX,
      });
    },
  });

  r.route({
    ...routeOf(ofertaGuardadaApi, 'myList'),
    handler: async (request) => {
      const { items, autorizacion_marketing, ...pagina } = await service.mine(userId(request), request.query.page);
      return ok(items, '', { ...pagina, autorizacion_marketing });
    },
  });

  r.route({
    ...routeOf(ofertaGuardadaApi, 'myIds'),
    handler: async (request) => {
      const { guardadas, postuladas, canceladas } = await service.ids(userId(request));
      return ok(guardadas, '', { postuladas, canceladas });
    },
  });
}
