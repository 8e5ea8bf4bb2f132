/**
 * `/api/oferta/*` for companies and for applicants. Company calls need a recruiter session (role 1) and touch only
 * the company's own offers: another company's id is 404. `id/{id}`, `myLatestOffer`, `getTituloOferta` and
 * `getTipoOferta` also answer applicants, for offers they may see (oferta.postulante.ts); the recommendations and
 * the search are the applicants' only. Payload rules: packages/shared/src/schemas/oferta.ts; contracts:
 * docs/offers.md, docs/matching.md.
 */
import { ROLE } from '@practiperu/shared/constants';
import { hiddenSchema, idOfertaSchema } from '@practiperu/shared/schemas/oferta';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { parseBody } from '../cv/validation.ts';
import { busquedaQuery, pageQuery } from '../matching/busqueda.ts';
import { assertCvCompleto } from '../matching/cv-gate.ts';
import type { Ambito } from '../matching/matching.rules.ts';
import { registerOfertaJobs } from './oferta.jobs.ts';
import { createOfertaPostulanteService, paginaOptional } from './oferta.postulante.ts';
import { OFERTA_API_MESSAGES, createOfertaService } from './oferta.service.ts';

/** Who may call a route of this group: companies unless the route says otherwise. */
type Acceso = 'empresa' | 'postulante' | 'empresa_o_postulante';
declare module 'fastify' {
  interface FastifyContextConfig {
    acceso?: Acceso;
  }
}

const ID_MESSAGE = 'El id debe ser un número entero positivo.';
const id = z.coerce
  .number({ error: ID_MESSAGE })
  .int({ error: ID_MESSAGE })
  .positive({ error: ID_MESSAGE })
  .max(2_147_483_647, { error: ID_MESSAGE });
const idParams = z.object({ id });

const PAGE_MESSAGE = 'La página debe ser un número entero positivo.';
const myListQuery = z.object({
  page: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: PAGE_MESSAGE })
      .int({ error: PAGE_MESSAGE })
      .min(1, { error: PAGE_MESSAGE })
      .max(100_000, { error: PAGE_MESSAGE })
      .default(1),
  ),
  estado: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['0', '1', '2'], { error: 'El estado debe ser 0 (pendiente), 1 (aprobada) o 2 (rechazada).' }).optional(),
  ),
});

export async function ofertaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createOfertaService({ db: app.db, now: app.now, storage: app.storage, config: app.config, log: app.log });
  const aplicante = createOfertaPostulanteService({
    db: app.db,
    now: app.now,
    storage: app.storage,
    cacheSegundos: app.config.MATCHING_CACHE_SECONDS,
  });
  registerOfertaJobs(app, service);
  const tags = ['oferta'];
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
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  r.post(
    '/create',
    {
      schema: {
        summary: 'Publica una oferta (tipo 0 gratuita: usa una publicación gratuita del mes; tipo 1 destacada: espera su pago)',
        tags,
      },
    },
    async (request, reply) => {
      const created = await service.create(userId(request), request.body);
      reply.status(201);
      return ok([created], OFERTA_API_MESSAGES.saved);
    },
  );

  r.put(
    '/update',
    { schema: { summary: 'Actualiza una oferta pendiente (estado 0): la carga de create más id_oferta', tags } },
    async (request) => {
      const { id_oferta } = parseBody(idOfertaSchema, request.body);
      return ok([await service.update(userId(request), id_oferta, request.body)], OFERTA_API_MESSAGES.saved);
    },
  );

  r.get(
    '/id/:id',
    {
      config: { acceso: 'empresa_o_postulante' },
      schema: {
        summary:
          'Empresa: su oferta (tarjeta, campos y texto HTML). Postulante: una oferta visible o a la que postuló, con su postulación y el aviso de las 15 primeras; una informativa solo con el aviso y el enlace',
        tags,
        params: idParams,
      },
    },
    async (request) =>
      esPostulante(request)
        ? ok([await aplicante.detalle(userId(request), request.params.id)])
        : ok([await service.detail(userId(request), request.params.id)]),
  );

  r.get('/myId/:id', { schema: { summary: 'Una oferta propia (detalle de Mis publicaciones)', tags, params: idParams } }, async (request) =>
    ok([await service.detail(userId(request), request.params.id)]),
  );

  r.get(
    '/myIdComplete/:id',
    { schema: { summary: 'Todos los campos de una oferta propia, para editarla o duplicarla', tags, params: idParams } },
    async (request) => ok([await service.complete(userId(request), request.params.id)]),
  );

  r.get(
    '/myList',
    {
      schema: {
        summary: 'Mis publicaciones: 10 por página, las más nuevas primero; estado opcional. optional: current_page, total_pages, total',
        tags,
        querystring: myListQuery,
      },
    },
    async (request) => {
      const estado = request.query.estado === undefined ? undefined : Number(request.query.estado);
      const page = await service.list(userId(request), { page: request.query.page, estado });
      return ok(page.items, '', { current_page: page.current_page, total_pages: page.total_pages, total: page.total });
    },
  );

  r.get(
    '/myLatestOffer',
    {
      config: { acceso: 'empresa_o_postulante' },
      schema: { summary: 'Empresa: sus últimas ofertas. Postulante: las últimas ofertas publicadas para todos (máximo 5)', tags },
    },
    async (request) => (esPostulante(request) ? ok(await aplicante.ultimas(userId(request))) : ok(await service.latest(userId(request)))),
  );

  r.get(
    '/getTituloOferta/:id',
    {
      config: { acceso: 'empresa_o_postulante' },
      schema: { summary: 'El título de una oferta propia (empresa) o visible (postulante): data[0]', tags, params: idParams },
    },
    async (request) =>
      ok([
        esPostulante(request)
          ? await aplicante.titulo(userId(request), request.params.id)
          : await service.titulo(userId(request), request.params.id),
      ]),
  );

  r.get(
    '/getTipoOferta/:id',
    {
      config: { acceso: 'empresa_o_postulante' },
      schema: {
        summary: 'El tipo de una oferta propia (empresa) o visible (postulante): data[0] (0 gratuita, 1 destacada); optional.estado_pago',
        tags,
        params: idParams,
      },
    },
    async (request) => {
      const t = esPostulante(request)
        ? await aplicante.tipo(userId(request), request.params.id)
        : await service.tipo(userId(request), request.params.id);
      return ok([t.tipo], '', { estado_pago: t.estado_pago });
    },
  );

  // ---------------------------------------------------------------- applicants only

  const recomendadas: [string, Ambito, string][] = [
    ['/recommended', 'region', 'Ofertas para ti en tu departamento y virtuales: 10 por página'],
    ['/recommendedProfile', 'otras', 'Ofertas para ti en otros departamentos: 10 por página'],
    ['/recommendedBothProfile', 'todas', 'Ofertas para ti en todo el país, para el inicio: 5 por página'],
  ];
  for (const [url, ambito, summary] of recomendadas) {
    r.get(
      url,
      {
        config: { acceso: 'postulante' },
        schema: {
          summary: `${summary}; destacadas primero, luego las más nuevas. optional: current_page, total_pages, total. Requiere los datos obligatorios del CV`,
          tags,
          querystring: pageQuery,
        },
      },
      async (request) => {
        assertCvCompleto(request);
        const page = await aplicante.recomendadas(userId(request), ambito, request.query.page);
        return ok(page.items, '', paginaOptional(page));
      },
    );
  }

  r.get(
    '/findForApplicant',
    {
      config: { acceso: 'postulante' },
      schema: {
        summary:
          'Busca ofertas abiertas: q (texto sin tildes, por prefijo), region (0 virtual, 1–25, 26), modalidad, modalidad_tiempo, nivel, page. optional: current_page, total_pages, total',
        tags,
        querystring: busquedaQuery,
      },
    },
    async (request) => {
      const page = await aplicante.buscar(userId(request), request.query);
      return ok(page.items, '', paginaOptional(page));
    },
  );

  r.get(
    '/getTotalOfferAvailable',
    {
      schema: {
        summary: 'Publicaciones gratuitas que quedan este mes: data[0]; optional: total, usadas, periodo, renueva',
        tags,
      },
    },
    async (request) => {
      const c = await service.totalOfferAvailable(userId(request));
      return ok([c.disponibles], '', { total: c.total, usadas: c.usadas, periodo: c.periodo, renueva: c.renueva });
    },
  );

  r.patch('/finish', { schema: { summary: 'Finaliza una convocatoria aprobada', tags, body: idOfertaSchema } }, async (request) => {
    await service.finish(userId(request), request.body.id_oferta);
    return ok([], OFERTA_API_MESSAGES.finished);
  });

  r.patch(
    '/hidden',
    { schema: { summary: 'Oculta (publicar 0) o vuelve a mostrar (publicar 1) una oferta', tags, body: hiddenSchema } },
    async (request) => {
      await service.setPublicar(userId(request), request.body.id_oferta, request.body.publicar);
      return ok([], request.body.publicar === 1 ? OFERTA_API_MESSAGES.shown : OFERTA_API_MESSAGES.hidden);
    },
  );

  r.post(
    '/removeMyOffer/:id',
    {
      schema: {
        summary:
          'Elimina una oferta propia (deja de verse en todas partes); si tiene postulantes se finaliza en su lugar. optional.eliminada',
        tags,
        params: idParams,
      },
    },
    async (request) => {
      const { eliminada } = await service.remove(userId(request), request.params.id);
      return ok([], eliminada ? OFERTA_API_MESSAGES.removed : OFERTA_API_MESSAGES.finishedInstead, { eliminada });
    },
  );

  r.post(
    '/cancelDestacado/:id',
    {
      schema: {
        summary: 'Cancela el destacado antes de validar el pago: pasa a gratuita si queda cupo, si no se elimina',
        tags,
        params: idParams,
      },
    },
    async (request) => {
      const result = await service.cancelDestacado(userId(request), request.params.id);
      const message = result.eliminada
        ? OFERTA_API_MESSAGES.removedNoQuota
        : result.tipo === 0
          ? OFERTA_API_MESSAGES.nowFree
          : OFERTA_API_MESSAGES.finishedInstead;
      return ok([result], message, { eliminada: result.eliminada });
    },
  );
}
