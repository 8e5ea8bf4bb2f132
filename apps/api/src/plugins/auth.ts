/**
 * Session checks for every private call: bearer token → session → active user → role → seat (docs/security.md).
 * Routes declare `preHandler: app.requireRole(ROLE.X)` (or `app.requireSession`) and then read `request.session`;
 * a company's call that only some seats may make declares `onRequest: app.requireSeat('<permission>')` (decision 047).
 */
import { ROLE, type Role } from '@practiperu/shared/constants';
import { asientoPuede, EQUIPO_MESSAGES, type PermisoAsiento } from '@practiperu/shared/equipo';
import type { SessionUser } from '@practiperu/shared/session';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, MESSAGES } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requireSession: preHandlerAsyncHookHandler;
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
    requireSeat: (permiso: PermisoAsiento) => preHandlerAsyncHookHandler;
    limitPasswordChecks: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
}

/** The signed-in session of a request: its token's hash and the user. */
export interface SessionContext {
  tokenHash: string;
  user: SessionUser;
}

/** What the checks need to know about a token: the auth module's service gives it (composed in app.ts). */
export interface SessionResolver {
  resolve(token: string): Promise<(SessionContext & { active: boolean }) | null>;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // The scheme is case-insensitive (RFC 9110 §11.1); the token itself is compared exactly.
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,128})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The signed-in session of a request already checked by requireSession/requireRole. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new AppError('UNAUTHORIZED', MESSAGES.sessionRequired);
  return request.session;
}

/**
 * Developer-mode calls (a hook after the role check, before the input is read): an account without the developer
 * flag gets the same 404 as a path that does not exist, whatever it sends.
 */
export async function requireDeveloper(request: FastifyRequest): Promise<void> {
  if (!sessionOf(request).user.is_dev) throw new AppError('NOT_FOUND', MESSAGES.notFound);
}

/**
 * Calls that check the account's password (change password, change e-mail, delete the account, hand the company
 * over): a stolen session must not be able to guess the password behind it. One count per account for all of them,
 * every attempt that passes validation (a preHandler after the session check).
 */
export const PASSWORD_CHECKS_MAX = 10;
export const PASSWORD_CHECKS_WINDOW_MS = 15 * 60_000;

export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionResolver }) => {
  const auth = opts.sessions;
  app.decorateRequest('session', null);

  const requireSession: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    const resolved = token ? await auth.resolve(token) : null;
    if (!resolved) throw new AppError('UNAUTHORIZED', MESSAGES.sessionRequired);
    // The spec's exact text: the web app removes the token and goes to the area's login.
    if (!resolved.active) throw new AppError('FORBIDDEN', MESSAGES.inactive);
    request.session = { tokenHash: resolved.tokenHash, user: resolved.user };
  };
  app.decorate('requireSession', requireSession);

  app.decorate('requireRole', (...roles: Role[]) => {
    const handler: preHandlerAsyncHookHandler = async function (request, reply) {
      await requireSession.call(this, request, reply);
      if (!roles.includes(sessionOf(request).user.role)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    };
    return handler;
  });

  // Created once, here, so that every route that checks a password shares the same counter.
  const passwordChecks = app.createRateLimit({
    max: PASSWORD_CHECKS_MAX,
    timeWindow: PASSWORD_CHECKS_WINDOW_MS,
    keyGenerator: (request) => `cuenta-clave:${sessionOf(request).user.id}`,
  });
  app.decorate('limitPasswordChecks', async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await passwordChecks(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooMany);
    }
  });

  /**
   * The one seat check (decision 047): a company session whose seat's role may do `permiso` (PERMISOS_ASIENTO in
   * shared). The session's seat is read from the database with the session on every call, so a role changed before
   * the call counts; the services do not check it again.
   */
  const requireRecruiter = app.requireRole(ROLE.RECLUTADOR);
  app.decorate('requireSeat', (permiso: PermisoAsiento) => {
    const handler: preHandlerAsyncHookHandler = async function (request, reply) {
      // A route group's own role hook may have resolved the session already: it is not read twice.
      if (!request.session) await requireRecruiter.call(this, request, reply);
      const { user } = sessionOf(request);
      if (user.role !== ROLE.RECLUTADOR) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
      if (!asientoPuede(user, permiso)) throw new AppError('FORBIDDEN', EQUIPO_MESSAGES.soloAdministradores);
    };
    return handler;
  });
});
