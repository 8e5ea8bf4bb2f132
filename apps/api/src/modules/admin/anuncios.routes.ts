/** `/api/admin/anuncios/*`: announcements to users who accepted marketing. Contract: docs/admin.md. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, idParams, page, pageInfo } from './admin.common.ts';
import { ANUNCIO_JOB } from './anuncios.repository.ts';
import { ANUNCIO_MESSAGES, anuncioSchema, createAdminAnuncioService } from './anuncios.service.ts';

export async function adminAnunciosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminAnuncioService({ db: app.db, now: app.now, mailer: app.mailer, config: app.config });
  app.queue.register(ANUNCIO_JOB, (payload, job) => service.deliver(payload, job));
  const tags = ['admin'];

  r.get(
    '/',
    {
      schema: { summary: 'Anuncios, los más nuevos primero, con su estado y avance. 20 por página', tags, querystring: z.object({ page }) },
    },
    async (request) => {
      const p = await service.list(request.query.page);
      return ok(p.items, '', pageInfo(p));
    },
  );

  r.post(
    '/',
    { schema: { summary: 'Guarda un borrador {audiencia: empresas | postulantes, asunto, html}', tags, body: anuncioSchema } },
    async (request, reply) => {
      const created = await service.create(actorOf(request), request.body);
      reply.status(201);
      return ok([created], ANUNCIO_MESSAGES.created);
    },
  );

  r.post(
    '/vista-previa',
    {
      schema: {
        summary: 'El correo tal como lo recibirá cada destinatario, sin guardarlo: data[0] = {asunto, html, texto, destinatarios_posibles}',
        tags,
        body: anuncioSchema,
      },
    },
    async (request) => ok([await service.preview(request.body)]),
  );

  r.get('/:id', { schema: { summary: 'Un anuncio con su avance de envío', tags, params: idParams } }, async (request) =>
    ok([await service.get(request.params.id)]),
  );

  r.put(
    '/:id',
    { schema: { summary: 'Edita un borrador (la misma carga que al crearlo)', tags, params: idParams, body: anuncioSchema } },
    async (request) => ok([await service.update(actorOf(request), request.params.id, request.body)], ANUNCIO_MESSAGES.saved),
  );

  r.post('/:id/eliminar', { schema: { summary: 'Elimina un borrador', tags, params: idParams } }, async (request) => {
    await service.remove(actorOf(request), request.params.id);
    return ok([], ANUNCIO_MESSAGES.removed);
  });

  r.post(
    '/:id/enviar',
    {
      schema: {
        summary: 'Envía el anuncio por la cola, un correo por destinatario con su enlace de baja; enviarlo otra vez no envía nada',
        tags,
        params: idParams,
      },
    },
    async (request) => {
      const { item, ya_enviado } = await service.send(actorOf(request), request.params.id);
      return ok([item], ya_enviado ? ANUNCIO_MESSAGES.alreadySent : ANUNCIO_MESSAGES.sending(item.destinatarios), { ya_enviado });
    },
  );
}
