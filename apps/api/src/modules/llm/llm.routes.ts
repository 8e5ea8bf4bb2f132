/**
 * `/api/llm/*`, the applicant assistant (docs/assistant.md). Company accounts only: no session 401, another role 403.
 * The company calls need is_premium (set by an administrator) and the developer-mode calls (`dev/…`, no exports) the
 * developer flag; without it the call does not exist (404), whatever is sent. Another company's offer, or a query of
 * another offer, is 404 too. Queries are rate-limited per account (RATE_LIMIT_LLM_PER_MINUTE): each one may call the
 * external provider.
 */
import { llmApi } from '@practiperu/shared/api/llm';
import { ROLE } from '@practiperu/shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FormatoExport } from '../../export/export.ts';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { requireDeveloper, sessionOf } from '../../plugins/auth.ts';
import type { Modo, PaginaAsistente } from './llm.service.ts';

const respuesta = (res: PaginaAsistente) => ok(res.items, res.message, res.optional);

export async function llmRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.llm;

  app.addHook('onRequest', app.requireRole(ROLE.RECLUTADOR));
  app.addHook('onSend', personalData);

  // Before the input is read: a company that is not premium, or an account without the developer flag, gets the
  // same 404 as a path that does not exist.
  const premium = async (request: FastifyRequest) => {
    if (!sessionOf(request).user.is_premium) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  };
  const desarrollador = requireDeveloper;

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

  const rutasDeConsulta = (
    calls: { query: 'query' | 'devQuery'; results: 'results' | 'devResults'; history: 'history' | 'devHistory' },
    acceso: (request: FastifyRequest) => Promise<void>,
    modo: Modo,
  ) => {
    r.route({
      ...routeOf(llmApi, calls.query),
      preValidation: acceso,
      preHandler: limitar,
      handler: async (request) => respuesta(await service.consultar(userId(request), request.body, modo)),
    });
    r.route({
      ...routeOf(llmApi, calls.results),
      preValidation: acceso,
      handler: async (request) => respuesta(await service.resultados(userId(request), request.query, modo)),
    });
    r.route({
      ...routeOf(llmApi, calls.history),
      preValidation: acceso,
      handler: async (request) => ok(await service.historial(userId(request), request.params.id_oferta)),
    });
  };
  rutasDeConsulta({ query: 'query', results: 'results', history: 'history' }, premium, 'empresa');
  rutasDeConsulta({ query: 'devQuery', results: 'devResults', history: 'devHistory' }, desarrollador, 'dev');

  for (const [call, formato] of [
    ['exportExcel', 'xlsx'],
    ['exportCSV', 'csv'],
  ] as const satisfies readonly (readonly [string, FormatoExport])[]) {
    r.route({
      ...routeOf(llmApi, call),
      preValidation: premium,
      handler: async (request) => {
        const res = await service.exportar(userId(request), request.params.id_oferta, request.query, formato);
        return ok([res.base64], '', { nombre: res.nombre, total: res.total });
      },
    });
  }
}
