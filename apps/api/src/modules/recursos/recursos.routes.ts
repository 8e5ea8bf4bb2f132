/**
 * Reference-data lookups: `/api/recursos/*`, `/api/instEducativa/*` and `/api/carrera/*`, declared in
 * packages/shared/src/api/recursos.ts. All public; every GET is cacheable. Shapes: docs/reference-data.md. The
 * `/recursos` group also has the prices (precios.routes.ts) and, for premium applicants only, `getPremiumData` (the
 * spec lists it with the lookups; docs/premium.md).
 */
import { premiumDataApi } from '@practiperu/shared/api/premium';
import { carreraApi, instEducativaApi, recursosApi } from '@practiperu/shared/api/recursos';
import { ROLE } from '@practiperu/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { unsubscribeMessageTemplate, unsubscribeTemplate } from '../usuario/usuario.service.ts';
import { hasOwnCaching } from '../../lib/http-cache.ts';
import { preciosRoutes } from './precios.routes.ts';
import { named } from '../../lib/plugin-name.ts';

/** Reference data changes only with a new release (the seed runs at start), so an hour is safe. */
const CACHE_LOOKUP = 'public, max-age=3600';
/** Administrators change the alerts at any time: a short cache. */
const CACHE_ALERTAS = 'public, max-age=60';
/** Administrators edit the unsubscribe templates: the same short cache. */
const CACHE_PLANTILLAS = 'public, max-age=60';

const toTipo = (value: '0' | '1' | undefined) => (value === undefined ? undefined : Number(value));

function cacheGetResponses(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && reply.statusCode === 200 && !hasOwnCaching(reply)) reply.header('cache-control', CACHE_LOOKUP);
    return payload;
  });
}

/** The whole `/recursos` group: each part a plugin of its own, so the lookups' public cache reaches no other call. */
export async function recursosRoutes(app: FastifyInstance, opts: { subvencionMinima: number }) {
  await app.register(named(lookupRoutes), { subvencionMinima: opts.subvencionMinima });
  await app.register(named(preciosRoutes));
  await app.register(named(premiumDataRoutes));
}

async function lookupRoutes(app: FastifyInstance, opts: { subvencionMinima: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.recursos;
  cacheGetResponses(app);

  r.route({ ...routeOf(recursosApi, 'listLugares'), handler: async () => ok(await service.lugares()) });
  r.route({ ...routeOf(recursosApi, 'listOrganizacionSector'), handler: async () => ok(await service.sectores()) });
  r.route({ ...routeOf(recursosApi, 'listTemasConocimientos'), handler: async () => ok(await service.temasConocimiento()) });
  r.route({ ...routeOf(recursosApi, 'listHabilidades'), handler: async () => ok(await service.catalogo('habilidad')) });
  r.route({ ...routeOf(recursosApi, 'listIdiomas'), handler: async () => ok(await service.catalogo('idioma')) });
  r.route({ ...routeOf(recursosApi, 'listOrdenMerito'), handler: async () => ok(await service.catalogo('orden_merito')) });
  r.route({
    ...routeOf(recursosApi, 'listExtracurricularTipos'),
    handler: async () => ok(await service.catalogo('extracurricular_tipo')),
  });
  r.route({ ...routeOf(recursosApi, 'listFormacionComplementariaTipos'), handler: async () => ok([await service.tiposFormacion()]) });
  r.route({ ...routeOf(recursosApi, 'listOfertaModalidadTiempo'), handler: async () => ok(await service.catalogo('modalidad_tiempo')) });
  r.route({ ...routeOf(recursosApi, 'subvencionMinima'), handler: async () => ok([opts.subvencionMinima]) });
  r.route({
    ...routeOf(recursosApi, 'listClaves'),
    handler: async (request) => ok(await service.claves(toTipo(request.query.tipo))),
  });
  r.route({
    ...routeOf(recursosApi, 'listAlertas'),
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_ALERTAS);
      return ok([await service.alertas()]);
    },
  });
  r.route({
    ...routeOf(recursosApi, 'getTemplateUnsubscribe'),
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_PLANTILLAS);
      return ok([await unsubscribeTemplate(app.db, request.query.area)]);
    },
  });
  r.route({
    ...routeOf(recursosApi, 'getTemplateUnsubscribeMessage'),
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_PLANTILLAS);
      return ok([await unsubscribeMessageTemplate(app.db)]);
    },
  });
}

export async function instEducativaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.recursos;
  cacheGetResponses(app);

  r.route({
    ...routeOf(instEducativaApi, 'listUniversitarias'),
    handler: async (request) => ok(await service.suggestUniversitarias(request.query.search)),
  });
  r.route({
    ...routeOf(instEducativaApi, 'listTecnologicos'),
    handler: async (request) => ok(await service.suggestTecnologicos(request.query.search)),
  });
  r.route({ ...routeOf(instEducativaApi, 'listAllUniversitarias'), handler: async () => ok(await service.allUniversitarias()) });
  r.route({ ...routeOf(instEducativaApi, 'listAllTecnologicos'), handler: async () => ok(await service.allTecnologicos()) });
  r.route({ ...routeOf(instEducativaApi, 'id'), handler: async (request) => ok([await service.institucionById(request.body.id)]) });
}

export async function carreraRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.recursos;
  cacheGetResponses(app);

  r.route({
    ...routeOf(carreraApi, 'like'),
    handler: async (request) => ok(await service.suggestCarreras(request.query.search, toTipo(request.query.tipo))),
  });
  r.route({ ...routeOf(carreraApi, 'listAll'), handler: async (request) => ok(await service.allCarreras(toTipo(request.query.tipo))) });
  r.route({ ...routeOf(carreraApi, 'id'), handler: async (request) => ok([await service.carreraById(request.params.id)]) });
}

/** `GET /api/recursos/getPremiumData`: every published item, only for premium applicants; optional.host is the site. */
async function premiumDataRoutes(app: FastifyInstance) {
  const { service } = app.services.premium;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(premiumDataApi, 'getPremiumData'),
    preHandler: app.requireRole(ROLE.POSTULANTE),
    handler: async (request) => ok(await service.list(sessionOf(request).user.id), '', { host: app.config.publicUrl }),
  });
}
