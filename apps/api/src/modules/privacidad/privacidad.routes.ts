/**
 * `/api/privacidad/*`: the rights of Ley 29733 from Mi cuenta, applicants and companies alike (docs/privacy.md;
 * contract: packages/shared/src/api/privacidad.ts). The download of a copy is the one call without a session: its link
 * is signed for the copy's owner (privacidad.files.ts), so it works in a plain link.
 */
import { privacidadApi } from '@practiperu/shared/api/privacidad';
import { ROLE } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import { DERECHOS_MESSAGES, EXPORTACION_MESSAGES } from '@practiperu/shared/privacidad';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { personalData } from '../../lib/http-cache.ts';
import { tokenSafeLogSerializers } from '../../lib/one-time-tokens.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { CADUCAR_JOB, EXPORTAR_JOB } from './privacidad.service.ts';

/** Where a browser that opened an expired link is sent: Mi cuenta, which says so beside the button for a new copy. */
/** What Mi cuenta is told about an old link: `?descarga=caducada` or `?descarga=reemplazada`. */
const DESCARGA_PARAM = { caducado: 'descarga=caducada', reemplazado: 'descarga=reemplazada' } as const;

export async function privacidadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.privacidad;
  const persona = app.requireRole(ROLE.POSTULANTE, ROLE.RECLUTADOR);

  app.queue.register(EXPORTAR_JOB, (payload, job) => service.prepararExportacion(payload, job));
  app.queue.register(CADUCAR_JOB, (payload) => service.caducarExportacion(payload));
  app.addHook('onSend', personalData);

  r.route({
    ...routeOf(privacidadApi, 'exportacion'),
    onRequest: persona,
    handler: async (request) => {
      const { vista, puede_solicitar, motivo, proxima_en } = await service.exportacion(sessionOf(request).user.id);
      return ok(vista ? [vista] : [], '', { puede_solicitar, motivo, proxima_en });
    },
  });

  r.route({
    ...routeOf(privacidadApi, 'solicitarExportacion'),
    onRequest: persona,
    handler: async (request, reply) => {
      const { vista, puede_solicitar, motivo, proxima_en } = await service.solicitarExportacion(sessionOf(request).user.id);
      reply.status(201);
      return ok([vista], EXPORTACION_MESSAGES.solicitada, { puede_solicitar, motivo, proxima_en });
    },
  });

  r.route({
    ...routeOf(privacidadApi, 'descargar'),
    // The signature is a credential: the log keeps the route, never the link.
    logSerializers: tokenSafeLogSerializers,
    handler: async (request, reply) => {
      const result = await service.descargar(request.params.id, request.query);
      if (!result.ok) {
        if (result.motivo === 'invalido') throw new AppError('FORBIDDEN', EXPORTACION_MESSAGES.enlaceInvalido);
        // A person who clicked an old link goes back to Mi cuenta, which explains and offers a new copy.
        if (result.area && (request.headers.accept ?? '').includes('text/html')) {
          const cuenta = result.area === 'empresas' ? paths.empresas.account : paths.postulantes.account;
          return reply.redirect(`${cuenta}?${DESCARGA_PARAM[result.motivo]}`, 303);
        }
        throw new AppError('GONE', result.motivo === 'reemplazado' ? EXPORTACION_MESSAGES.reemplazada : EXPORTACION_MESSAGES.caducada);
      }
      const bytes = await app.storage.read(result.archivo);
      if (!bytes) throw new AppError('GONE', EXPORTACION_MESSAGES.caducada);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${result.nombre}"`)
        .header('x-robots-tag', 'noindex')
        .send(bytes);
    },
  });

  r.route({
    ...routeOf(privacidadApi, 'solicitudes'),
    onRequest: persona,
    handler: async (request) => {
      const p = await service.solicitudes(sessionOf(request).user.id, request.query.page);
      return ok(p.items, '', { current_page: p.current_page, total_pages: p.total_pages, total: p.total });
    },
  });

  r.route({
    ...routeOf(privacidadApi, 'crearSolicitud'),
    onRequest: persona,
    handler: async (request, reply) => {
      const created = await service.crearSolicitud(sessionOf(request).user, request.body);
      reply.status(201);
      return ok([created], DERECHOS_MESSAGES.creada);
    },
  });

  r.route({
    ...routeOf(privacidadApi, 'postulacionesRevisables'),
    // Applications are an applicant's: a company is refused by its role like any applicant-only call.
    onRequest: app.requireRole(ROLE.POSTULANTE),
    handler: async (request) => ok(await service.postulacionesRevisables(sessionOf(request).user.id)),
  });
}
