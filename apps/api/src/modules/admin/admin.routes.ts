/**
 * `/api/admin/*`, the back office (docs/admin.md, docs/decisions/012-back-office.md). Only administrators
 * (role 2) get an answer: anyone else, with or without a session, gets the same 404 as a path that does not exist,
 * so the back office is not advertised. An administrator deactivated meanwhile gets the spec's 403 'usuario inactivo'.
 * Every call is rate-limited per administrator; every write is audited in its own transaction.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { personalData } from '../../lib/http-cache.ts';
import { bearerToken, sessionOf } from '../../plugins/auth.ts';
import { adminAlertasRoutes } from './alertas.routes.ts';
import { adminAnunciosRoutes } from './anuncios.routes.ts';
import { adminAuditoriaRoutes } from './auditoria.routes.ts';
import { adminContenidoRoutes } from './contenido.routes.ts';
import { adminDashboardRoutes } from './dashboard.routes.ts';
import { adminInsightsRoutes } from './insights.routes.ts';
import { adminDerechosRoutes } from './derechos.routes.ts';
import { adminInformativasRoutes } from './informativas.routes.ts';
import { adminOfertasRoutes } from './ofertas.routes.ts';
import { adminPagosRoutes } from './pagos.routes.ts';
import { adminPlantillasRoutes } from './plantillas.routes.ts';
import { adminUsuariosRoutes } from './usuarios.routes.ts';
import { adminSegundoFactorRoutes } from './segundo-factor.routes.ts';
import { named } from '../../lib/plugin-name.ts';

/** Calls per administrator per minute: a busy reviewer's screens, not a script's. */

export async function adminRoutes(app: FastifyInstance) {
  // Not advertised in production: the OpenAPI document built there (read in-process; /api/docs is not served in
  // production) leaves the back office out. Its contract is docs/admin.md; outside production /api/docs lists it.
  if (app.config.isProduction) {
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
  }

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const resolved = token ? await app.auth.resolve(token) : null;
    if (!resolved || resolved.user.role !== ROLE.ADMIN) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    if (!resolved.active) throw new AppError('FORBIDDEN', MESSAGES.inactive);
    request.session = { tokenHash: resolved.tokenHash, user: resolved.user };
  });

  const perAdmin = app.createRateLimit({
    max: app.config.RATE_LIMIT_ADMIN_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `admin:${sessionOf(request).user.id}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    const limit = await perAdmin(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooMany);
    }
  });

  app.addHook('onSend', personalData);

  await app.register(named(adminDashboardRoutes), { prefix: '/dashboard' });
  await app.register(named(adminInsightsRoutes), { prefix: '/insights' });
  await app.register(named(adminOfertasRoutes), { prefix: '/ofertas' });
  await app.register(named(adminPagosRoutes), { prefix: '/pagos' });
  await app.register(named(adminAlertasRoutes), { prefix: '/alertas' });
  await app.register(named(adminPlantillasRoutes), { prefix: '/plantillas' });
  await app.register(named(adminInformativasRoutes), { prefix: '/informativas' });
  await app.register(named(adminAnunciosRoutes), { prefix: '/anuncios' });
  await app.register(named(adminContenidoRoutes), { prefix: '/contenido' });
  await app.register(named(adminUsuariosRoutes), { prefix: '/usuarios' });
  await app.register(named(adminAuditoriaRoutes), { prefix: '/auditoria' });
  await app.register(named(adminDerechosRoutes), { prefix: '/derechos' });
  await app.register(named(adminSegundoFactorRoutes), { prefix: '/segundoFactor' });
}
