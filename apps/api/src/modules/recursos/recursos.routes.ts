/**
 * Reference-data lookups: `/api/recursos/*`, `/api/instEducativa/*` and `/api/carrera/*`. All public; every GET is
 * cacheable. Shapes: docs/reference-data.md. The `/recursos` group also has the prices (precios.routes.ts) and, for
 * premium applicants only, `getPremiumData` (the spec lists it with the lookups; docs/premium.md).
 */
import { premiumDataApi } from '@practiperu/shared/api/premium';
import { ROLE } from '@practiperu/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { RECURSOS_MESSAGES, SEARCH_MAX_LENGTH } from './recursos.service.ts';
import { unsubscribeMessageTemplate, unsubscribeTemplate } from '../usuario/usuario.service.ts';
import { hasOwnCaching } from '../../lib/http-cache.ts';
import { preciosRoutes } from './precios.routes.ts';

/** Reference data changes only with a new release (the seed runs at start), so an hour is safe. */
const CACHE_LOOKUP = 'public, max-age=3600';
/** Administrators change the alerts at any time: a short cache. */
const CACHE_ALERTAS = 'public, max-age=60';
/** Administrators edit the unsubscribe templates: the same short cache. */
const CACHE_PLANTILLAS = 'public, max-age=60';

// --- Request schemas: every message in Spanish. ---

const search = z
  .string({ error: RECURSOS_MESSAGES.busquedaInvalida })
  .max(SEARCH_MAX_LENGTH, { error: RECURSOS_MESSAGES.busquedaLarga })
  .default('')
  .describe('Texto a buscar; sin tildes ni mayúsculas que importen');
const tipo = z.enum(['0', '1'], { error: RECURSOS_MESSAGES.tipoInvalido }).describe('0 técnica, 1 universitaria');
const id = z.coerce
  .number({ error: RECURSOS_MESSAGES.idInvalido })
  .int({ error: RECURSOS_MESSAGES.idInvalido })
  .positive({ error: RECURSOS_MESSAGES.idInvalido })
  .max(2_147_483_647, { error: RECURSOS_MESSAGES.idInvalido });

const searchQuery = z.object({ search });
const tipoQuery = z.object({ tipo: tipo.optional() });
const carreraLikeQuery = z.object({ search, tipo: tipo.optional() });
const toTipo = (value: '0' | '1' | undefined) => (value === undefined ? undefined : Number(value));
// The applicant page calls getTemplateUnsubscribe without an area, the company page with `empresas`.
const areaQuery = z.object({
  area: z
    .enum(['postulantes', 'empresas'], { error: 'El área debe ser postulantes o empresas.' })
    .default('postulantes')
    .describe('postulantes (por defecto) o empresas'),
});

// --- Response schemas: the envelope with its items; unknown fields are stripped. ---

function envelope<T extends z.ZodType>(item: T) {
  return z.object({ state: z.boolean(), data: z.array(item), message: z.string() });
}

const lugarRegion = z.object({
  id: z.number().int(),
  nombre: z.string(),
  provincias: z.array(
    z.object({
      id: z.number().int(),
      nombre: z.string(),
      distritos: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
    }),
  ),
});
const item = z.object({ id: z.number().int(), name: z.string() });
const tema = item.extend({ categoria: z.string() });
const sectorItem = item.extend({ codigo_ciiu: z.string() });
const alertaContent = z.object({ content: z.string(), expireIn: z.string().nullable() });
const alertas = alertaContent.extend({ alerta_publicar: alertaContent.nullable() });
const institucion = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tipo: z.number().int().describe('1 universidad, 0 instituto'),
  gestion: z.string().describe('publica o privada'),
  id_region: z.number().int().nullable(),
  region: z.string().nullable(),
  categoria: z.string().nullable().describe('institutos: tecnologico, mixto, pedagogico o artistico'),
  abreviatura: z.string().nullable().describe('abreviatura de SUNEDU'),
});
const carrera = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tipo: z.number().int().describe('1 universitaria, 0 técnica'),
  clave: z.string(),
  familia: z.string(),
});

function cacheGetResponses(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && reply.statusCode === 200 && !hasOwnCaching(reply)) reply.header('cache-control', CACHE_LOOKUP);
    return payload;
  });
}

/** The whole `/recursos` group: each part a plugin of its own, so the lookups' public cache reaches no other call. */
export async function recursosRoutes(app: FastifyInstance, opts: { subvencionMinima: number }) {
  await app.register(lookupRoutes, { subvencionMinima: opts.subvencionMinima });
  await app.register(preciosRoutes);
  await app.register(premiumDataRoutes);
}

async function lookupRoutes(app: FastifyInstance, opts: { subvencionMinima: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.recursos;
  const tags = ['recursos'];
  cacheGetResponses(app);

  r.get(
    '/listLugares',
    {
      schema: {
        summary: 'Regiones con sus provincias y distritos (ids 1–25 las regiones, 26 el extranjero; ubigeo INEI)',
        tags,
        response: { 200: envelope(lugarRegion) },
      },
    },
    async () => ok(await service.lugares()),
  );
  r.post(
    '/listOrganizacionSector',
    { schema: { summary: 'Sectores económicos (secciones CIIU Rev. 4)', tags, response: { 200: envelope(sectorItem) } } },
    async () => ok(await service.sectores()),
  );
  r.post(
    '/listTemasConocimientos',
    { schema: { summary: 'Temas de conocimiento, con su categoría', tags, response: { 200: envelope(tema) } } },
    async () => ok(await service.temasConocimiento()),
  );
  r.get('/listHabilidades', { schema: { summary: 'Habilidades blandas', tags, response: { 200: envelope(item) } } }, async () =>
    ok(await service.catalogo('habilidad')),
  );
  r.get(
    '/listIdiomas',
    { schema: { summary: 'Idiomas (niveles: básico, intermedio, avanzado)', tags, response: { 200: envelope(item) } } },
    async () => ok(await service.catalogo('idioma')),
  );
  r.get(
    '/listOrdenMerito',
    { schema: { summary: 'Orden de mérito (el id es el valor guardado; 0 = ninguno)', tags, response: { 200: envelope(item) } } },
    async () => ok(await service.catalogo('orden_merito')),
  );
  r.get(
    '/listExtracurricularTipos',
    { schema: { summary: 'Tipos de actividad extracurricular (Proyecto o Voluntariado)', tags, response: { 200: envelope(item) } } },
    async () => ok(await service.catalogo('extracurricular_tipo')),
  );
  r.get(
    '/listFormacionComplementariaTipos',
    {
      schema: {
        summary: 'Tipos de formación complementaria: data[0] es la lista de nombres',
        tags,
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async () => ok([await service.tiposFormacion()]),
  );
  r.get(
    '/listOfertaModalidadTiempo',
    { schema: { summary: 'Modalidades de la oferta', tags, response: { 200: envelope(item) } } },
    async () => ok(await service.catalogo('modalidad_tiempo')),
  );
  r.get(
    '/subvencionMinima',
    { schema: { summary: 'Subvención mínima de tiempo completo: data[0]', tags, response: { 200: envelope(z.number()) } } },
    async () => ok([opts.subvencionMinima]),
  );
  r.get(
    '/listClaves',
    {
      schema: {
        summary: 'Claves normalizadas de las carreras',
        tags,
        querystring: tipoQuery,
        response: { 200: envelope(z.string()) },
      },
    },
    async (request) => ok(await service.claves(toTipo(request.query.tipo))),
  );
  r.get(
    '/listAlertas',
    { schema: { summary: 'Alerta general y alerta de publicación: data[0]', tags, response: { 200: envelope(alertas) } } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_ALERTAS);
      return ok([await service.alertas()]);
    },
  );
  r.get(
    '/getTemplateUnsubscribe',
    {
      schema: {
        summary: 'HTML de la página de baja de correos promocionales de un área: data[0]',
        tags,
        querystring: areaQuery,
        response: { 200: envelope(z.string()) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_PLANTILLAS);
      return ok([await unsubscribeTemplate(app.db, request.query.area)]);
    },
  );
  r.get(
    '/getTemplateUnsubscribeMessage',
    {
      schema: {
        summary: 'HTML que confirma la baja, tras enviar el motivo: data[0]',
        tags,
        response: { 200: envelope(z.string()) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_PLANTILLAS);
      return ok([await unsubscribeMessageTemplate(app.db)]);
    },
  );
}

export async function instEducativaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.recursos;
  const tags = ['instEducativa'];
  cacheGetResponses(app);
  const response = { 200: envelope(institucion) };

  r.get(
    '/listUniversitarias',
    { schema: { summary: 'Sugerencias de universidades (máximo 7)', tags, querystring: searchQuery, response } },
    async (request) => ok(await service.suggestUniversitarias(request.query.search)),
  );
  r.get(
    '/listTecnologicos',
    { schema: { summary: 'Sugerencias de institutos tecnológicos (máximo 7)', tags, querystring: searchQuery, response } },
    async (request) => ok(await service.suggestTecnologicos(request.query.search)),
  );
  r.get('/listAllUniversitarias', { schema: { summary: 'Todas las universidades', tags, response } }, async () =>
    ok(await service.allUniversitarias()),
  );
  r.get('/listAllTecnologicos', { schema: { summary: 'Todos los institutos tecnológicos', tags, response } }, async () =>
    ok(await service.allTecnologicos()),
  );
  r.post('/id', { schema: { summary: 'Una institución por id', tags, body: z.object({ id }), response } }, async (request) =>
    ok([await service.institucionById(request.body.id)]),
  );
}

export async function carreraRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.recursos;
  const tags = ['carrera'];
  cacheGetResponses(app);
  const response = { 200: envelope(carrera) };

  r.get(
    '/like',
    { schema: { summary: 'Sugerencias de carreras (máximo 7)', tags, querystring: carreraLikeQuery, response } },
    async (request) => ok(await service.suggestCarreras(request.query.search, toTipo(request.query.tipo))),
  );
  r.get('/listAll', { schema: { summary: 'Todas las carreras', tags, querystring: tipoQuery, response } }, async (request) =>
    ok(await service.allCarreras(toTipo(request.query.tipo))),
  );
  r.get('/id/:id', { schema: { summary: 'Una carrera por id', tags, params: z.object({ id }), response } }, async (request) =>
    ok([await service.carreraById(request.params.id)]),
  );
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
