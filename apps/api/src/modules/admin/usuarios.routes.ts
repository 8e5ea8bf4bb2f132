/**
 * `/api/admin/usuarios/*`: search accounts, deactivate/reactivate, isDev, a company's is_premium. Contract:
 * docs/admin.md, packages/shared/src/api/admin/usuarios.ts.
 */
import { ADMIN_USUARIO_MESSAGES, adminUsuariosApi } from '@practiperu/shared/api/admin/usuarios';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf, pageInfo } from './admin.common.ts';

export async function adminUsuariosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.admin.usuarios;

  r.route({
    ...routeOf(adminUsuariosApi, 'list'),
    handler: async (request) => {
      const { page: current, q, rol, activo } = request.query;
      const p = await service.search({
        page: current,
        q: q || undefined,
        rol: rol === undefined ? undefined : Number(rol),
        activo: activo === undefined ? undefined : activo === '1',
      });
      return ok(p.items, '', pageInfo(p));
    },
  });

  r.route({
    ...routeOf(adminUsuariosApi, 'detail'),
    handler: async (request) => ok([await service.detail(request.params.id)]),
  });

  r.route({
    ...routeOf(adminUsuariosApi, 'desactivar'),
    handler: async (request) => {
      const changed = await service.setActivo(actorOf(request), request.params.id, false);
      const message = changed ? ADMIN_USUARIO_MESSAGES.deactivated : ADMIN_USUARIO_MESSAGES.alreadyInactive;
      return ok([await service.detail(request.params.id)], message, { cambio: changed });
    },
  });

  r.route({
    ...routeOf(adminUsuariosApi, 'reactivar'),
    handler: async (request) => {
      const changed = await service.setActivo(actorOf(request), request.params.id, true);
      const message = changed ? ADMIN_USUARIO_MESSAGES.reactivated : ADMIN_USUARIO_MESSAGES.alreadyActive;
      return ok([await service.detail(request.params.id)], message, { cambio: changed });
    },
  });

  r.route({
    ...routeOf(adminUsuariosApi, 'isDev'),
    handler: async (request) => {
      const changed = await service.setDev(actorOf(request), request.params.id, request.body.is_dev);
      const message = !changed
        ? ADMIN_USUARIO_MESSAGES.unchanged
        : request.body.is_dev
          ? ADMIN_USUARIO_MESSAGES.devOn
          : ADMIN_USUARIO_MESSAGES.devOff;
      return ok([await service.detail(request.params.id)], message, { cambio: changed });
    },
  });

  r.route({
    ...routeOf(adminUsuariosApi, 'isPremium'),
    handler: async (request) => {
      const changed = await service.setPremium(actorOf(request), request.params.id, request.body.is_premium);
      const message = !changed
        ? ADMIN_USUARIO_MESSAGES.unchanged
        : request.body.is_premium
          ? ADMIN_USUARIO_MESSAGES.premiumOn
          : ADMIN_USUARIO_MESSAGES.premiumOff;
      return ok([await service.detail(request.params.id)], message, { cambio: changed });
    },
  });
}
