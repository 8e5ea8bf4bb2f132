/**
 * `/api/llm/*`, the applicant assistant (docs/assistant.md). Company accounts only: no session 401, another role 403.
 * The company calls need is_premium (set by an administrator) and the developer-mode calls (`dev/…`, no exports) the
 * developer flag; without it the call does not exist (404), whatever is sent. Another company's offer, or a query of
 * another offer, is 404 too. Queries are rate-limited per account (RATE_LIMIT_LLM_PER_MINUTE): each one may call the
 * external provider.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { AsistenteHistorialItem, ResultadoAsistente } from '@practiperu/shared/asistente';
import { asistenteExportQuerySchema, asistenteQuerySchema, asistenteResultsQuerySchema } from '@practiperu/shared/schemas/asistente';
import { idOfertaSchema } from '@practiperu/shared/schemas/oferta';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { crearInterpreteIntegrado } from './integrado/index.ts';
import { createLlmService, type Modo, type PaginaAsistente } from './llm.service.ts';
import { crearProveedorOpenAI } from './openai.ts';
import { crearInterprete, type Interprete, type Proveedor } from './proveedor.ts';

/** The built-in interpreter, and before it the OpenAI-compatible endpoint when LLM_BASE_URL is set. */
function interpreteDeLaApp(app: FastifyInstance): Interprete {
  const integrado = crearInterpreteIntegrado(app.db, { now: app.now });
  const c = app.config;
  const propio: Proveedor = { nombre: 'integrado', interpretar: (prompt) => integrado.interpretar(prompt) };
  const externo = c.LLM_BASE_URL
    ? crearProveedorOpenAI({
        baseUrl: c.LLM_BASE_URL,
        apiKey: c.LLM_API_KEY,
        model: c.LLM_MODEL,
        timeoutMs: c.LLM_TIMEOUT_MS,
        normalizar: (criterios) => integrado.normalizar(criterios),
      })
    : null;
  return crearInterprete({ integrado: propio, externo, log: app.log });
}

const respuesta = (res: PaginaAsistente) => ok<ResultadoAsistente>(res.items, res.message, { ...res.optional });

const OPTIONAL_DOC =
  'optional: consulta (criterios entendidos), consulta_texto, id_historial, current_page, total_pages, total_postulants, titulo, url, prompt, proveedor (integrado|openai), bloqueados, lugares_ambiguos (lugares sin región que existen en varias, con sus regiones; solo si hay)';
const FILTROS_DOC =
  'Filtros por la decisión actual: discard=1 (descartados), pending=1 (sin decisión o en proceso), finalist=1 (finalistas); varios = unión, ninguno = todos';

export async function llmRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createLlmService({ db: app.db, now: app.now, storage: app.storage, interprete: interpreteDeLaApp(app) });
  const tags = ['llm (asistente de postulantes)'];

  app.addHook('onRequest', app.requireRole(ROLE.RECLUTADOR));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  // Before the input is read: a company that is not premium, or an account without the developer flag, gets the
  // same 404 as a path that does not exist.
  const premium = async (request: FastifyRequest) => {
    if (!sessionOf(request).user.is_premium) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  };
  const desarrollador = async (request: FastifyRequest) => {
    if (!sessionOf(request).user.is_dev) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  };

  const porCuenta = app.createRateLimit({
    max: app.config.RATE_LIMIT_LLM_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `llm:${sessionOf(request).user.id}`,
  });
  const limitar = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await porCuenta(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooMany);
    }
  };

  const userId = (request: FastifyRequest) => sessionOf(request).user.id;

  const rutasDeConsulta = (prefijo: '' | '/dev', acceso: (request: FastifyRequest) => Promise<void>, modo: Modo) => {
    const cual = modo === 'dev' ? 'Modo desarrollador (404 sin el permiso): ' : 'Solo empresas premium (404 las demás): ';
    r.post(
      `${prefijo}/query`,
      {
        schema: {
          summary: `${cual}consulta en español {id_oferta, prompt} sobre los postulantes de una oferta propia; guarda la consulta y responde la página 1 ordenada, con el porqué de cada uno. ${OPTIONAL_DOC}`,
          tags,
          body: asistenteQuerySchema,
        },
        preValidation: acceso,
        preHandler: limitar,
      },
      async (request) => respuesta(await service.consultar(userId(request), request.body, modo)),
    );
    r.get(
      `${prefijo}/results`,
      {
        schema: {
          summary: `${cual}una página (10) de una consulta guardada (?id_historial=&page=). ${FILTROS_DOC}. ${OPTIONAL_DOC}`,
          tags,
          querystring: asistenteResultsQuerySchema,
        },
        preValidation: acceso,
      },
      async (request) => respuesta(await service.resultados(userId(request), request.query, modo)),
    );
    r.get(
      `${prefijo}/history/:id_oferta`,
      {
        schema: {
          summary: `${cual}las consultas pasadas de una oferta propia, la más reciente primero (máx. 50)`,
          tags,
          params: idOfertaSchema,
        },
        preValidation: acceso,
      },
      async (request) => ok<AsistenteHistorialItem>(await service.historial(userId(request), request.params.id_oferta)),
    );
  };
  rutasDeConsulta('', premium, 'empresa');
  rutasDeConsulta('/dev', desarrollador, 'dev');

  for (const [ruta, formato, que] of [
    ['/exportExcel/:id_oferta', 'xlsx', 'Excel (.xlsx)'],
    ['/exportCSV/:id_oferta', 'csv', 'CSV (UTF-8 con BOM)'],
  ] as const) {
    r.get(
      ruta,
      {
        schema: {
          summary: `Solo empresas premium: ${que} de los resultados de una consulta (?id_historial=&discard=&pending=&finalist=), en orden, con puesto, puntaje y porqué: data[0] base64, optional.nombre (alias del título y la fecha)`,
          tags,
          params: idOfertaSchema,
          querystring: asistenteExportQuerySchema,
        },
        preValidation: premium,
      },
      async (request) => {
        const res = await service.exportar(userId(request), request.params.id_oferta, request.query, formato);
        return ok([res.base64], '', { nombre: res.nombre, total: res.total });
      },
    );
  }
}
