/**
 * Applicant premium (decision 019; contract in docs/premium.md):
 * - `/api/pagoPremium/create` and `/api/pagoPremium/disable-show-reject-message/{id}` (applicant session;
 *   submissions rate-limited per account like the company's `pago/create`);
 * - `/api/postulantePremium/isPremiumPostulant`, `membresia`, `getVideo/{id}`, `getRecurso/{id}` and the signed
 *   file route `archivo/{id}`;
 * - `/api/recursos/getPremiumData` (the spec lists it with the lookups).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ROLE } from '@practiperu/shared/constants';
import { PREMIUM_MESSAGES } from '@practiperu/shared/premium';
import { pagoPremiumSchema } from '@practiperu/shared/schemas/premium';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { parseBody } from '../cv/validation.ts';
import { PAGO_LIMITS } from '../pago/pago.routes.ts';
import { signFile, verifyFile } from './premium.files.ts';
import { registerPremiumJobs } from './premium.jobs.ts';
import { createPremiumService, type PremiumService } from './premium.service.ts';

/** Signed file links last this long: a video watched in one sitting, a PDF downloaded. */
export const PREMIUM_FILE_TTL_MS = 4 * 3_600_000;

const idOf = (params: unknown): number => {
  const parsed = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', PREMIUM_MESSAGES.notFound);
  return parsed.data.id;
};

const byConfig = new WeakMap<object, { service: PremiumService; secret: Buffer }>();

/** One service per app (keyed by its config): the routes of the three prefixes share the key that signs the links. */
function premiumOf(app: FastifyInstance): { service: PremiumService; secret: Buffer } {
  let found = byConfig.get(app.config);
  if (!found) {
    const secret = app.config.FILE_URL_SECRET ? Buffer.from(app.config.FILE_URL_SECRET) : randomBytes(32);
    const service = createPremiumService({
      db: app.db,
      now: app.now,
      storage: app.storage,
      fileSecret: secret,
      fileTtlMs: PREMIUM_FILE_TTL_MS,
    });
    found = { service, secret };
    byConfig.set(app.config, found);
  }
  return found;
}

/**
 * Signs premium file links for someone else than a premium applicant: the back office (an administrator opens an
 * item's file, published or not, from /admin/contenido). The file route checks the signer's role again.
 */
export function premiumFileLinks(app: FastifyInstance): (id: number, usuarioId: number) => string {
  const { secret } = premiumOf(app);
  return (id, usuarioId) => signFile(secret, id, usuarioId, app.now().getTime() + PREMIUM_FILE_TTL_MS);
}

export async function pagoPremiumRoutes(app: FastifyInstance) {
  const { service } = premiumOf(app);
  const tags = ['pagoPremium'];
  registerPremiumJobs(app);
  app.addHook('onRequest', app.requireRole(ROLE.POSTULANTE));

  const perAccount = app.createRateLimit({ ...PAGO_LIMITS, keyGenerator: (request) => `pago-premium:${sessionOf(request).user.id}` });
  const limitPayments = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perAccount(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooMany);
    }
  };

  app.post(
    '/create',
    { schema: { summary: 'Envía el pago premium {nro_operacion, metodo_pago, monto, confirmar?}', tags }, preHandler: limitPayments },
    async (request, reply) => {
      const data = parseBody(pagoPremiumSchema, request.body);
      const created = await service.createPago(sessionOf(request).user.id, data);
      reply.status(201);
      return ok([created], PREMIUM_MESSAGES.received);
    },
  );

  app.patch(
    '/disable-show-reject-message/:id',
    { schema: { summary: 'Deja de mostrar el aviso de pago premium rechazado (mostrar_rechazado 0)', tags } },
    async (request) => {
      await service.hideRejection(sessionOf(request).user.id, idOf(request.params));
      return ok([], PREMIUM_MESSAGES.hidden);
    },
  );
}

export async function postulantePremiumRoutes(app: FastifyInstance) {
  const { service, secret } = premiumOf(app);
  const tags = ['postulantePremium'];
  const applicant = app.requireRole(ROLE.POSTULANTE);

  app.get(
    '/isPremiumPostulant',
    { schema: { summary: 'Estado premium: data[0] = {estado_pago, mostrar_rechazado, id, expira_el, …}', tags }, preHandler: applicant },
    async (request) => ok([await service.status(sessionOf(request).user.id)]),
  );

  app.get(
    '/membresia',
    { schema: { summary: 'La membresía vigente y su historial (solo premium)', tags }, preHandler: applicant },
    async (request) => ok([await service.membresia(sessionOf(request).user.id)]),
  );

  app.get('/getVideo/:id', { schema: { summary: 'Un video premium (solo premium)', tags }, preHandler: applicant }, async (request) =>
    ok([await service.item(sessionOf(request).user.id, idOf(request.params), 'video')]),
  );

  app.get('/getRecurso/:id', { schema: { summary: 'Un recurso premium (solo premium)', tags }, preHandler: applicant }, async (request) =>
    ok([await service.item(sessionOf(request).user.id, idOf(request.params), 'recurso')]),
  );

  // Sends a premium file from the storage; `sendFile` handles Range requests, so videos can be scrubbed.
  await app.register(async (files) => {
    await files.register(fastifyStatic, { root: app.config.uploadsDir, serve: false });
    files.get(
      '/archivo/:id',
      { schema: { summary: 'Archivo premium por enlace firmado (?u=&exp=&sig=)', tags } },
      async (request, reply) => {
        const id = idOf(request.params);
        const q = z
          .object({ u: z.coerce.number().int().positive(), exp: z.coerce.number().int().positive(), sig: z.string().max(100) })
          .safeParse(request.query);
        if (!q.success || !verifyFile(secret, id, q.data.u, q.data.exp, q.data.sig, app.now())) {
          throw new AppError('FORBIDDEN', PREMIUM_MESSAGES.locked);
        }
        const file = await service.fileOf(q.data.u, id);
        reply.header('cache-control', 'private, max-age=3600');
        reply.header('x-robots-tag', 'noindex');
        if (file.tipo === 'recurso') reply.header('content-disposition', `inline; filename="recurso-${id}${path.extname(file.name)}"`);
        return reply.sendFile(file.name);
      },
    );
  });
}

/** `GET /api/recursos/getPremiumData`: every published item, only for premium applicants; optional.host is the site. */
export async function premiumDataRoutes(app: FastifyInstance) {
  const { service } = premiumOf(app);
  app.get(
    '/getPremiumData',
    { schema: { summary: 'Videos y recursos premium (solo premium)', tags: ['recursos'] }, preHandler: app.requireRole(ROLE.POSTULANTE) },
    async (request) => ok(await service.list(sessionOf(request).user.id), '', { host: app.config.publicUrl }),
  );
}
