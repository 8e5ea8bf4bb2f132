/**
 * `/api/segundoFactor/*`: enrolment, the login's second step, disabling, new recovery codes and the company's
 * requirement (docs/security.md "Second factor"). Wrong codes are limited per challenge (the service) and per account
 * over all its challenges and screens (here), like the login's per-account counters: every code is counted before it
 * is checked, and a right one starts the account's counter again.
 */
import { segundoFactorApi } from '@practiperu/shared/api/segundo-factor';
import { SEGUNDO_FACTOR_MESSAGES as M } from '@practiperu/shared/segundo-factor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';

const CUENTA = Symbol('segundo-factor-cuenta');
type ConCuenta = FastifyRequest & { [CUENTA]?: { id: number; generacion: number } };

export async function segundoFactorRoutes(app: FastifyInstance, opts: { perAccountPer15Minutes: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.segundoFactor;

  const generacion = app.createRateLimit({
    max: Number.MAX_SAFE_INTEGER,
    timeWindow: 24 * 60 * 60_000,
    keyGenerator: (req) => `2fa-generacion:${(req as ConCuenta)[CUENTA]?.id}`,
  });
  const porCuenta = app.createRateLimit({
    max: opts.perAccountPer15Minutes,
    timeWindow: 15 * 60_000,
    keyGenerator: (req) => {
      const cuenta = (req as ConCuenta)[CUENTA];
      return `2fa-cuenta:${cuenta?.id}:${cuenta?.generacion}`;
    },
  });

  /** Runs a code check of one account under its counter: 429 once too many codes were tried. */
  async function contado<T>(request: FastifyRequest, reply: FastifyReply, usuarioId: number, check: () => Promise<T>): Promise<T> {
    const req = request as ConCuenta;
    req[CUENTA] = { id: usuarioId, generacion: 0 };
    const actual = await generacion(request, { increment: false });
    req[CUENTA].generacion = actual.isAllowed ? 0 : actual.max - actual.remaining;
    const limit = await porCuenta(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('TOO_MANY_REQUESTS', M.demasiados, { errors: { codigo: M.demasiados } });
    }
    try {
      const result = await check();
      await generacion(request);
      return result;
    } catch (error) {
      // That wrong code was the last one allowed: the account is stopped now, and its owner is told (once a window).
      // (The counter reports `remaining` and `ttl` on allowed calls too, though its type declares them only on refused ones.)
      const { remaining, ttl } = limit as { remaining?: number; ttl?: number };
      if (remaining === 0 && error instanceof AppError && (error.optional?.errors as Record<string, string> | undefined)?.codigo) {
        await app.services.avisos.avisarCodigosFallidos(usuarioId, ttl ?? 15 * 60_000);
      }
      throw error;
    }
  }

  r.route({
    ...routeOf(segundoFactorApi, 'estado'),
    preHandler: app.requireSession,
    handler: async (request) => ok([await service.estado(sessionOf(request).user)]),
  });

  // With a session (Mi cuenta), or with the challenge of a login that requires enrolling first.
  r.route({
    ...routeOf(segundoFactorApi, 'iniciar'),
    handler: async (request, reply) => {
      const usuarioId = request.body.desafio ? await service.cuentaDeInscripcion(request.body.desafio) : await sesionDe(request, reply);
      return ok([await service.iniciar(usuarioId)]);
    },
  });

  r.route({
    ...routeOf(segundoFactorApi, 'confirmar'),
    handler: async (request, reply) => {
      const { codigo, desafio } = request.body;
      if (desafio) {
        const abierto = await service.abrirDesafio(desafio, 'inscripcion');
        const codigos = await contado(request, reply, abierto.usuarioId, () =>
          service.confirmarConDesafio(abierto.id, abierto.usuarioId, codigo),
        );
        const token = await app.auth.issueSession(abierto.usuarioId);
        return { ...ok([{ codigos }], M.activado), token };
      }
      const usuarioId = await sesionDe(request, reply);
      const codigos = await contado(request, reply, usuarioId, () => service.confirmar(usuarioId, codigo));
      return ok([{ codigos }], M.activado);
    },
  });

  r.route({
    ...routeOf(segundoFactorApi, 'verificar'),
    handler: async (request, reply) => {
      const abierto = await service.abrirDesafio(request.body.desafio, 'ingreso');
      await contado(request, reply, abierto.usuarioId, () => service.verificar(abierto.id, abierto.usuarioId, request.body.codigo));
      const token = await app.auth.issueSession(abierto.usuarioId);
      return { ...ok([token], 'Bienvenido a PractiPerú'), token };
    },
  });

  r.route({
    ...routeOf(segundoFactorApi, 'desactivar'),
    preHandler: app.requireSession,
    handler: async (request, reply) => {
      const { id } = sessionOf(request).user;
      await contado(request, reply, id, () => service.desactivar(id, request.body.password, request.body.codigo));
      return ok([], M.desactivado);
    },
  });

  r.route({
    ...routeOf(segundoFactorApi, 'regenerarCodigos'),
    preHandler: app.requireSession,
    handler: async (request, reply) => {
      const { id } = sessionOf(request).user;
      const codigos = await contado(request, reply, id, () => service.regenerar(id, request.body.codigo));
      return ok([{ codigos }], M.regenerados);
    },
  });

  r.route({
    ...routeOf(segundoFactorApi, 'exigirEnEmpresa'),
    preHandler: app.requireSession,
    handler: async (request, reply) => {
      const { user } = sessionOf(request);
      const { exigir, codigo, password } = request.body;
      const estado = await contado(request, reply, user.id, () => service.exigirEnEmpresa(user, exigir, { codigo, password }));
      return ok([estado], request.body.exigir ? M.exigirOn : M.exigirOff);
    },
  });

  async function sesionDe(request: FastifyRequest, reply: FastifyReply): Promise<number> {
    await app.requireSession.call(app, request, reply);
    return sessionOf(request).user.id;
  }
}
