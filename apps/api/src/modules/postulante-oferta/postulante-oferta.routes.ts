/**
 * `/api/postulanteOferta/*`: apply, cancel, Mis postulaciones. Every call needs an applicant session (role 0): no
 * session 401, a company or an administrator 403 (a recruiter cannot apply). Applying also needs the required CV
 * data to be complete (docs/cv.md). Contract: docs/matching.md.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { pageQuery } from '../matching/busqueda.ts';
import { assertCvCompleto } from '../matching/cv-gate.ts';
import { createPostulanteService } from '../postulante/postulante.service.ts';
import { POSTULACION_MESSAGES, createPostulanteOfertaService } from './postulante-oferta.service.ts';

export async function postulanteOfertaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perfil = createPostulanteService({ db: app.db, storage: app.storage, now: app.now, log: app.log });
  const service = createPostulanteOfertaService({
    db: app.db,
    now: app.now,
    storage: app.storage,
    completeOptionals: (usuarioId) => perfil.completeOptionals(usuarioId),
  });
  const tags = ['postulanteOferta'];
  const userId = (request: FastifyRequest) => sessionOf(request).user.id;
  // The session and the role are checked before the body is read.
  app.addHook('onRequest', app.requireRole(ROLE.POSTULANTE));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  r.post(
    '/create',
    {
      schema: {
        summary:
          'Postula a una oferta {id_oferta, id_reclutador}: 201, data[0] = id de la postulación. 409 si ya postuló o canceló; 400 si falta resumen, conocimientos, idiomas o habilidades (optional.missing)',
        tags,
      },
    },
    async (request, reply) => {
      assertCvCompleto(request);
      const id = await service.create(userId(request), request.body);
      reply.status(201);
      return ok([id], POSTULACION_MESSAGES.creada);
    },
  );

  r.post(
    '/removeById',
    { schema: { summary: 'Cancela la postulación propia {id, id_oferta}; ya no se podrá volver a postular', tags } },
    async (request) => {
      await service.remove(userId(request), request.body);
      return ok([], POSTULACION_MESSAGES.cancelo);
    },
  );

  r.get(
    '/postulantMyApplicants',
    {
      schema: {
        summary:
          'Mis postulaciones: 10 por página, las más recientes primero, cada una con su estado. optional: current_page, total_pages, total',
        tags,
        querystring: pageQuery,
      },
    },
    async (request) => {
      const page = await service.mine(userId(request), request.query.page);
      return ok(page.items, '', { current_page: page.current_page, total_pages: page.total_pages, total: page.total });
    },
  );
}
