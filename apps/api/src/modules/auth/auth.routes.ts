/** `/api/auth/*`: a login per area (each accepts only its own role), logout and the session. */
import { authApi } from '@practiperu/shared/api/auth';
import { ROLE, type Role } from '@practiperu/shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { toClave } from '@practiperu/shared/text';
import { SEGUNDO_FACTOR_MESSAGES } from '@practiperu/shared/segundo-factor';
import type { desafioOptional } from '@practiperu/shared/api/segundo-factor';
import type { z } from 'zod';
import { sessionOf } from '../../plugins/auth.ts';
import { findAvatarFile } from './auth.repository.ts';
import { AUTH_MESSAGES } from './auth.service.ts';
import { AVISO_INTENTOS_JOB, navegadorCookie, navegadorDeCookie } from './avisos.service.ts';

/** The second step a login answers instead of a session (the contract's `optional`). */
type DesafioOptional = z.infer<typeof desafioOptional>;

const GENERATION = Symbol('login-generation');
/** The limit an account's counter reached with this attempt (its last allowed one), if any. */
const THRESHOLD = Symbol('login-threshold');
type WithGeneration = FastifyRequest & { [GENERATION]?: number; [THRESHOLD]?: number };

export interface AuthRoutesOptions {
  loginPerIpPerMinute: number;
  /** Attempts on one account from one address (docs/security.md "Login throttling"). */
  loginPerAccountPer15Minutes: number;
  /** Attempts on one account from all addresses together: the cap on a distributed attack. */
  loginPerAccountAllAddressesPer15Minutes: number;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Three limits on every login (docs/security.md "Login throttling"): per address; per account from that address,
  // strict, so someone guessing one account's password is stopped without stopping its owner, who logs in from
  // another address; and per account from all addresses, ten times looser, against guessing from many addresses.
  const perIp = app.rateLimit({ max: opts.loginPerIpPerMinute, timeWindow: 60_000, keyGenerator: (req) => `login-ip:${req.ip}` });
  const accountOf = (req: FastifyRequest) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? toClave(email) : req.ip;
  };
  // The account's counters count failures only: every attempt is counted before the password is checked (so
  // parallel guesses cannot all slip under the limit), and a right password starts the account's counters again.
  // The stores have no reset, so the counters' keys carry the account's "generation", a counter of its right
  // passwords kept a day: a right password moves the account to new, empty counters.
  const generation = app.createRateLimit({
    max: Number.MAX_SAFE_INTEGER,
    timeWindow: 24 * 60 * 60_000,
    keyGenerator: (req) => `login-generation:${accountOf(req)}`,
  });
  const generationOf = (req: FastifyRequest) => (req as WithGeneration)[GENERATION] ?? 0;
  // Not second `app.rateLimit` hooks: the plugin runs only the first such hook of a request, so these counters
  // would never be checked. `createRateLimit` counts without that guard.
  const accountFromAddress = app.createRateLimit({
    max: opts.loginPerAccountPer15Minutes,
    timeWindow: 15 * 60_000,
    keyGenerator: (req) => `login-account-ip:${accountOf(req)}:${req.ip}:${generationOf(req)}`,
  });
  const accountFromAll = app.createRateLimit({
    max: opts.loginPerAccountAllAddressesPer15Minutes,
    timeWindow: 15 * 60_000,
    keyGenerator: (req) => `login-account:${accountOf(req)}:${generationOf(req)}`,
  });
  // The owner is told of repeated failures (docs/security.md "Owners told of attacks"): once per account and window,
  // when a counter reaches its limit. The job is queued for any address, known or not, so the answer and its cost
  // stay the same; the job mails only an account's owner.
  const noticeOnce = app.createRateLimit({
    max: 1,
    timeWindow: 15 * 60_000,
    keyGenerator: (req) => `login-aviso:${accountOf(req)}:${generationOf(req)}`,
  });
  const noticeOfFailures = async (request: FastifyRequest, intentos: number) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string') return;
    const once = await noticeOnce(request);
    if (once.isAllowed || once.isExceeded) return;
    await app.services.avisos.encolarIntentos({ email, ip: request.ip, userAgent: request.headers['user-agent'], intentos });
  };
  app.queue.register(AVISO_INTENTOS_JOB, (payload) => app.services.avisos.avisarIntentos(payload));

  const perAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const current = await generation(request, { increment: false });
    (request as WithGeneration)[GENERATION] = current.isAllowed ? 0 : current.max - current.remaining;
    // The strict counter first: an address already stopped does not use up the account's shared allowance.
    for (const limiter of [accountFromAddress, accountFromAll]) {
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) {
        await noticeOfFailures(request, limit.max);
        reply.header('retry-after', limit.ttlInSeconds);
        throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooMany);
      }
      if (!limit.isAllowed && limit.remaining === 0) (request as WithGeneration)[THRESHOLD] ??= limit.max;
    }
  };
  /**
   * Login with the account's counters started again when the password was right (any answer but 401). An account
   * with a second factor due gets the challenge of the second step instead of a session (docs/security.md).
   */
  const loginCounted = async (request: FastifyRequest, input: { email: string; password: string }, role: Role) => {
    try {
      const user = await app.auth.checkCredentials(input, role);
      await generation(request);
      const desafio = await app.services.segundoFactor.desafioTrasClave(user);
      return desafio
        ? { usuarioId: user.id, desafio, token: '' }
        : { usuarioId: user.id, desafio: null, token: await app.auth.issueSession(user.id) };
    } catch (error) {
      if (error instanceof AppError && error.code !== 'UNAUTHORIZED') await generation(request);
      const threshold = (request as WithGeneration)[THRESHOLD];
      if (error instanceof AppError && error.code === 'UNAUTHORIZED' && threshold) await noticeOfFailures(request, threshold);
      throw error;
    }
  };

  const loginRoute = (name: 'loginPostulant' | 'loginRecruiter' | 'loginAdmin', role: Role) =>
    r.route({
      ...routeOf(authApi, name),
      onRequest: perIp,
      preHandler: perAccount,
      handler: async (request, reply) => {
        const { usuarioId, desafio, token } = await loginCounted(request, request.body, role);
        // A right password from a browser the account has not used is mailed to its owner, also when a second
        // factor is still to come: the password alone is what a thief would have (docs/security.md "Owners told
        // of attacks").
        const navegador = await app.services.avisos.alIniciarSesion({
          usuarioId,
          navegadorId: navegadorDeCookie(request.headers.cookie),
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          conSegundoFactor: Boolean(desafio),
        });
        if (navegador) reply.header('set-cookie', navegadorCookie(navegador, app.config.isProduction));
        if (desafio) {
          const message = desafio.inscribir ? SEGUNDO_FACTOR_MESSAGES.pedirInscripcion : SEGUNDO_FACTOR_MESSAGES.pedirCodigo;
          return ok<string, DesafioOptional>([], message, { segundo_factor: desafio });
        }
        return { ...ok([token], AUTH_MESSAGES.welcome), token };
      },
    });

  loginRoute('loginPostulant', ROLE.POSTULANTE);
  loginRoute('loginRecruiter', ROLE.RECLUTADOR);
  loginRoute('loginAdmin', ROLE.ADMIN);

  r.route({
    ...routeOf(authApi, 'logout'),
    preHandler: app.requireSession,
    handler: async (request) => {
      await app.auth.logout(sessionOf(request).tokenHash);
      return ok([], AUTH_MESSAGES.loggedOut);
    },
  });

  r.route({
    ...routeOf(authApi, 'mySession'),
    preHandler: app.requireSession,
    handler: async (request) => {
      const { user } = sessionOf(request);
      // The menu shows the uploaded photo (applicants) or logo (companies) instead of the initial.
      const file = await findAvatarFile(app.db, user.id);
      return ok([{ ...user, foto: file ? app.storage.url(file) : null }]);
    },
  });

  r.route({
    ...routeOf(authApi, 'isDev'),
    preHandler: app.requireSession,
    handler: async (request) => ok([sessionOf(request).user.is_dev]),
  });
}
