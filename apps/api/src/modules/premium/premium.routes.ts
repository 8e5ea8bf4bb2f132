/**
 * Applicant premium (decision 019; contract in docs/premium.md):
 * - `/api/pagoPremium/create` and `/api/pagoPremium/disable-show-reject-message/{id}` (applicant session;
 *   submissions rate-limited per account like the company's `pago/create`);
 * - `/api/postulantePremium/isPremiumPostulant`, `membresia`, `getVideo/{id}`, `getRecurso/{id}` and the signed
 *   file route `archivo/{id}`;
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { pagoPremiumApi } from '@practiperu/shared/api/pago-premium';
import { postulantePremiumApi } from '@practiperu/shared/api/premium';
import { ROLE } from '@practiperu/shared/constants';
import { PREMIUM_MESSAGES } from '@practiperu/shared/premium';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { limitePagos } from '../pago/pago.public.ts';
import { verifyFile } from './premium.files.ts';
import { registerPremiumJobs } from './premium.jobs.ts';
import { named } from '../../lib/plugin-name.ts';

export async function pagoPremiumRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.services.premium;
  registerPremiumJobs(app);
  app.addHook('onRequest', app.requireRole(ROLE.POSTULANTE));
  const limitPagos = limitePagos(app, 'pago-premium');

  r.route({
    ...routeOf(pagoPremiumApi, 'create'),
    // The limit counts every submission, a malformed one too: it is checked before the payload.
    preValidation: limitPagos,
    handler: async (request, reply) => {
      const created = await service.createPago(sessionOf(request).user.id, request.body);
      reply.status(201);
      return ok([created], PREMIUM_MESSAGES.received);
    },
  });

  r.route({
    ...routeOf(pagoPremiumApi, 'disableShowRejectMessage'),
    handler: async (request) => {
      const { id } = request.params;
      if (id === null) throw new AppError('NOT_FOUND', PREMIUM_MESSAGES.notFound);
      await service.hideRejection(sessionOf(request).user.id, id);
      return ok([], PREMIUM_MESSAGES.hidden);
    },
  });
}

export async function postulantePremiumRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service, fileSecret: secret } = app.services.premium;
  const postulante = app.requireRole(ROLE.POSTULANTE);
  const notFound = () => new AppError('NOT_FOUND', PREMIUM_MESSAGES.notFound);

  r.route({
    ...routeOf(postulantePremiumApi, 'isPremiumPostulant'),
    preHandler: postulante,
    handler: async (request) => {
      const usuarioId = sessionOf(request).user.id;
      // Without a running membership, what it opens: the content pages explain without asking for a 403.
      const [status, titulos] = await Promise.all([service.status(usuarioId), service.titulosBloqueados(usuarioId)]);
      return ok([status], '', titulos ? { titulos } : undefined);
    },
  });

  r.route({
    ...routeOf(postulantePremiumApi, 'membresia'),
    preHandler: postulante,
    handler: async (request) => ok([await service.membresia(sessionOf(request).user.id)]),
  });

  r.route({
    ...routeOf(postulantePremiumApi, 'getVideo'),
    preHandler: postulante,
    handler: async (request) => {
      const { id } = request.params;
      if (id === null) throw notFound();
      return ok([await service.item(sessionOf(request).user.id, id, 'video')]);
    },
  });

  r.route({
    ...routeOf(postulantePremiumApi, 'getRecurso'),
    preHandler: postulante,
    handler: async (request) => {
      const { id } = request.params;
      if (id === null) throw notFound();
      return ok([await service.item(sessionOf(request).user.id, id, 'recurso')]);
    },
  });

  // Sends a premium file from the storage; `sendFile` handles Range requests, so videos can be scrubbed.
  await app.register(
    named(async (files) => {
      await files.register(fastifyStatic, { root: app.config.uploadsDir, serve: false });
      files.withTypeProvider<ZodTypeProvider>().route({
        ...routeOf(postulantePremiumApi, 'archivo'),
        handler: async (request, reply) => {
          const { id } = request.params;
          if (id === null) throw notFound();
          const link = request.query;
          if (!link || !verifyFile(secret, id, link.u, link.exp, link.sig, app.now())) {
            throw new AppError('FORBIDDEN', PREMIUM_MESSAGES.locked);
          }
          const file = await service.fileOf(link.u, id);
          reply.header('x-robots-tag', 'noindex');
          // Object storage: once the link is checked, a redirect to the object signed for a few minutes (the browser
          // asks the store for the ranges a video needs).
          if (app.storage.signedUrl) {
            const filename = file.tipo === 'recurso' ? `recurso-${id}${path.extname(file.name)}` : undefined;
            return reply.header('cache-control', 'private, no-store').redirect(await app.storage.signedUrl(file.name, 300, { filename }));
          }
          reply.header('cache-control', 'private, max-age=3600');
          if (file.tipo === 'recurso') reply.header('content-disposition', `inline; filename="recurso-${id}${path.extname(file.name)}"`);
          return reply.sendFile(file.name);
        },
      });
    }, 'premiumFileRoutes'),
  );
}
