/** `/api/admin/usuarios/*`: search accounts, deactivate/reactivate, isDev, a company's is_premium. Contract: docs/admin.md. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, idParams, optionalQuery, page, pageInfo } from './admin.common.ts';
import { USUARIO_MESSAGES, createAdminUsuarioService } from './usuarios.service.ts';

const searchQuery = z.object({
  page,
  q: optionalQuery(z.string().trim().max(100, { error: 'Máximo 100 caracteres' })),
  rol: optionalQuery(z.enum(['0', '1', '2'], { error: 'El rol debe ser 0 (postulante), 1 (empresa) o 2 (administrador).' })),
  activo: optionalQuery(z.enum(['0', '1'], { error: 'activo debe ser 0 o 1.' })),
});

/** true/false (or 1/0, as the spec's flags are often sent). */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)], { error: USUARIO_MESSAGES.flag }).transform((v) => v === true || v === 1);

export async function adminUsuariosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminUsuarioService({ db: app.db, now: app.now });
  const tags = ['admin'];

  r.get(
    '/',
    {
      schema: {
        summary: 'Busca cuentas por correo, nombre, empresa o RUC (q); filtros rol y activo. Las más nuevas primero, 20 por página',
        tags,
        querystring: searchQuery,
      },
    },
    async (request) => {
      const { page: current, q, rol, activo } = request.query;
      const p = await service.search({
        page: current,
        q: q || undefined,
        rol: rol === undefined ? undefined : Number(rol),
        activo: activo === undefined ? undefined : activo === '1',
      });
      return ok(p.items, '', pageInfo(p));
    },
  );

  r.get('/:id', { schema: { summary: 'Una cuenta con sus sesiones activas y su actividad', tags, params: idParams } }, async (request) =>
    ok([await service.detail(request.params.id)]),
  );

  r.post(
    '/:id/desactivar',
    {
      schema: {
        summary: "Desactiva una cuenta: sus llamadas reciben 403 'usuario inactivo' y no puede iniciar sesión",
        tags,
        params: idParams,
      },
    },
    async (request) => {
      const changed = await service.setActivo(actorOf(request), request.params.id, false);
      return ok([await service.detail(request.params.id)], changed ? USUARIO_MESSAGES.deactivated : USUARIO_MESSAGES.alreadyInactive, {
        cambio: changed,
      });
    },
  );

  r.post(
    '/:id/reactivar',
    { schema: { summary: 'Reactiva una cuenta; las sesiones anteriores quedan cerradas', tags, params: idParams } },
    async (request) => {
      const changed = await service.setActivo(actorOf(request), request.params.id, true);
      return ok([await service.detail(request.params.id)], changed ? USUARIO_MESSAGES.reactivated : USUARIO_MESSAGES.alreadyActive, {
        cambio: changed,
      });
    },
  );

  r.patch(
    '/:id/isDev',
    { schema: { summary: 'Activa o quita el modo desarrollador {is_dev}', tags, params: idParams, body: z.object({ is_dev: flag }) } },
    async (request) => {
      const changed = await service.setDev(actorOf(request), request.params.id, request.body.is_dev);
      const message = !changed ? USUARIO_MESSAGES.unchanged : request.body.is_dev ? USUARIO_MESSAGES.devOn : USUARIO_MESSAGES.devOff;
      return ok([await service.detail(request.params.id)], message, { cambio: changed });
    },
  );

  r.patch(
    '/:id/isPremium',
    {
      schema: {
        summary: 'Marca o desmarca una empresa como premium {is_premium} (asistente de postulantes)',
        tags,
        params: idParams,
        body: z.object({ is_premium: flag }),
      },
    },
    async (request) => {
      const changed = await service.setPremium(actorOf(request), request.params.id, request.body.is_premium);
      const message = !changed
        ? USUARIO_MESSAGES.unchanged
        : request.body.is_premium
          ? USUARIO_MESSAGES.premiumOn
          : USUARIO_MESSAGES.premiumOff;
      return ok([await service.detail(request.params.id)], message, { cambio: changed });
    },
  );
}
