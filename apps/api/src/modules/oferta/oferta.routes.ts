/**
 * `/api/oferta/*` for companies and for applicants. Company calls need a recruiter session (role 1) and touch only
 * the company's own offers: another company's id is 404. `id/{id}`, `myLatestOffer`, `getTituloOferta` and
 * `getTipoOferta` also answer applicants, for offers they may see (oferta.postulante.ts); the recommendations and
 * the search are the applicants' only. Payload rules: packages/shared/src/schemas/oferta.ts; contracts:
 * docs/offers.md, docs/matching.md.
 */
import { ofertaApi } from '@practiperu/shared/api/oferta';
import { ROLE } from '@practiperu/shared/constants';
import { idOfertaSchema, ofertaSchema, ofertaUpdateSchema } from '@practiperu/shared/schemas/oferta';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { assertCvCompleto } from '../matching/matching.public.ts';
import type { Ambito } from '../matching/matching.public.ts';
import { registerOfertaJobs } from './oferta.jobs.ts';
import { paginaOptional } from './oferta.postulante.ts';
import { OFERTA_API_MESSAGES } from './oferta.service.ts';

/** Who may call a route of this group: companies unless the route says otherwise. */
type Acceso = 'empresa' | 'postulante' | 'empresa_o_postulante';
declare module 'fastify' {
  interface FastifyContextConfig {
    acceso?: Acceso;
  }
}

export async function ofertaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.oferta;
  const aplicante = app.services.ofertaPostulante;
  registerOfertaJobs(app, service);
  const userId = (request: FastifyRequest) => sessionOf(request).user.id;
  const esPostulante = (request: FastifyRequest) => sessionOf(request).user.role === ROLE.POSTULANTE;
  // The session is checked before anything else is read: no session 401, another role 403.
  const guards: Record<Acceso, preHandlerAsyncHookHandler> = {
    empresa: app.requireRole(ROLE.RECLUTADOR),
    postulante: app.requireRole(ROLE.POSTULANTE),
    empresa_o_postulante: app.requireRole(ROLE.RECLUTADOR, ROLE.POSTULANTE),
  };
  app.addHook('onRequest', async function (request, reply) {
    await guards[request.routeOptions.config.acceso ?? 'empresa'].call(this, request, reply);
  });
  app.addHook('onSend', personalData);

  // The offer's rules count from today (deadline window, graduation years) and take the configured minimum subsidy.
  const rules = () => ({ today: app.now(), subvencionMinima: app.config.SUBVENCION_MINIMA });

  r.route({
    ...routeOf(ofertaApi, 'create', { bodyAt: () => ofertaSchema(rules()) }),
    handler: async (request, reply) => {
      const created = await service.create(userId(request), request.body);
      reply.status(201);
      return ok([created], OFERTA_API_MESSAGES.saved);
    },
  });

  r.route({
    ...routeOf(ofertaApi, 'update', { bodyAt: () => ofertaUpdateSchema(rules()) }),
    // Whose offer it is and whether it may still change are answered before its fields are checked; the stored type
    // rules the deadline window (the window from its creation day is checked by the service).
    preValidation: async (request) => {
      const id = idOfertaSchema.safeParse(request.body);
      if (!id.success) return;
      const { tipo } = await service.editable(userId(request), id.data.id_oferta);
      // Not yet validated: the raw payload, which the route's check then reads with this type.
      request.body = { ...(request.body as object), tipo } as typeof request.body;
    },
    handler: async (request) => ok([await service.update(userId(request), request.body)], OFERTA_API_MESSAGES.saved),
  });

  r.route({
    ...routeOf(ofertaApi, 'id'),
    config: { acceso: 'empresa_o_postulante' },
    handler: async (request) =>
      esPostulante(request)
        ? ok([await aplicante.detalle(userId(request), request.params.id)])
        : ok([await service.detail(userId(request), request.params.id)]),
  });

  r.route({
    ...routeOf(ofertaApi, 'myId'),
    handler: async (request) => ok([await service.detail(userId(request), request.params.id)]),
  });

  r.route({
    ...routeOf(ofertaApi, 'myIdComplete'),
    handler: async (request) => ok([await service.complete(userId(request), request.params.id)]),
  });

  r.route({
    ...routeOf(ofertaApi, 'myList'),
    handler: async (request) => {
      const estado = request.query.estado === undefined ? undefined : Number(request.query.estado);
      const page = await service.list(userId(request), { page: request.query.page, estado });
      return ok(page.items, '', { current_page: page.current_page, total_pages: page.total_pages, total: page.total });
    },
  });

  r.route({
    ...routeOf(ofertaApi, 'myLatestOffer'),
    config: { acceso: 'empresa_o_postulante' },
    handler: async (request) =>
      esPostulante(request) ? ok(await aplicante.ultimas(userId(request))) : ok(await service.latest(userId(request))),
  });

  r.route({
    ...routeOf(ofertaApi, 'getTituloOferta'),
    config: { acceso: 'empresa_o_postulante' },
    handler: async (request) =>
      ok([
        esPostulante(request)
          ? await aplicante.titulo(userId(request), request.params.id)
          : await service.titulo(userId(request), request.params.id),
      ]),
  });

  r.route({
    ...routeOf(ofertaApi, 'getTipoOferta'),
    config: { acceso: 'empresa_o_postulante' },
    handler: async (request) => {
      const t = esPostulante(request)
        ? await aplicante.tipo(userId(request), request.params.id)
        : await service.tipo(userId(request), request.params.id);
      return ok([t.tipo], '', { estado_pago: t.estado_pago });
    },
  });

  // ---------------------------------------------------------------- applicants only

  const recomendadas: ['recommended' | 'recommendedProfile' | 'recommendedBothProfile', Ambito][] = [
    ['recommended', 'region'],
    ['recommendedProfile', 'otras'],
    ['recommendedBothProfile', 'todas'],
  ];
  for (const [name, ambito] of recomendadas) {
    r.route({
      ...routeOf(ofertaApi, name),
      config: { acceso: 'postulante' },
      handler: async (request) => {
        assertCvCompleto(request);
        const page = await aplicante.recomendadas(userId(request), ambito, request.query.page);
        return ok(page.items, '', paginaOptional(page));
      },
    });
  }

  r.route({
    ...routeOf(ofertaApi, 'findForApplicant'),
    config: { acceso: 'postulante' },
    handler: async (request) => {
      const page = await aplicante.buscar(userId(request), request.query);
      return ok(page.items, '', paginaOptional(page));
    },
  });

  r.route({
    ...routeOf(ofertaApi, 'getTotalOfferAvailable'),
    handler: async (request) => {
      const c = await service.totalOfertaAvailable(userId(request));
      return ok([c.disponibles], '', { total: c.total, usadas: c.usadas, periodo: c.periodo, renueva: c.renueva });
    },
  });

  r.route({
    ...routeOf(ofertaApi, 'finish'),
    handler: async (request) => {
      await service.finish(userId(request), request.body.id_oferta);
      return ok([], OFERTA_API_MESSAGES.finished);
    },
  });

  r.route({
    ...routeOf(ofertaApi, 'hidden'),
    handler: async (request) => {
      await service.setPublicar(userId(request), request.body.id_oferta, request.body.publicar);
      return ok([], request.body.publicar === 1 ? OFERTA_API_MESSAGES.shown : OFERTA_API_MESSAGES.hidden);
    },
  });

  r.route({
    ...routeOf(ofertaApi, 'removeMyOffer'),
    handler: async (request) => {
      const { eliminada } = await service.remove(userId(request), request.params.id, request.query.solicitud);
      return ok([], eliminada ? OFERTA_API_MESSAGES.removed : OFERTA_API_MESSAGES.finishedInstead, { eliminada });
    },
  });

  r.route({
    ...routeOf(ofertaApi, 'resumen'),
    handler: async (request) => ok([await service.resumen(userId(request), request.params.id)]),
  });

  r.route({
    ...routeOf(ofertaApi, 'cancelDestacado'),
    handler: async (request) => {
      const result = await service.cancelDestacado(userId(request), request.params.id, request.query.solicitud);
      const message = result.eliminada
        ? OFERTA_API_MESSAGES.removedNoQuota
        : result.tipo === 0
          ? OFERTA_API_MESSAGES.nowFree
          : OFERTA_API_MESSAGES.finishedInstead;
      return ok([result], message, { eliminada: result.eliminada });
    },
  });
}
