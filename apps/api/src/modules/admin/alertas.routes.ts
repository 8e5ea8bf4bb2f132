/** `/api/admin/alertas/*`: the general banner and the publish-page alert. Contract: docs/admin.md. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from './admin.common.ts';
import { ALERTA_MESSAGES, ALERTA_TIPOS, createAdminAlertaService } from './alertas.service.ts';

const body = z.object({
  content: z.string({ error: ALERTA_MESSAGES.contentTexto }).trim().max(500, ALERTA_MESSAGES.contentLargo),
  expireIn: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.string({ error: ALERTA_MESSAGES.fecha }).trim().max(40, ALERTA_MESSAGES.fecha).nullable(),
  ),
});

const params = z.object({ tipo: z.enum(ALERTA_TIPOS, { error: ALERTA_MESSAGES.tipo }) });

export async function adminAlertasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminAlertaService({ db: app.db, now: app.now });
  const tags = ['admin'];

  r.get('/', { schema: { summary: 'Las dos alertas: data[0] = {general, publicar}', tags } }, async () => ok([await service.both()]));

  r.put(
    '/:tipo',
    {
      schema: {
        summary: 'Guarda una alerta {content, expireIn}: texto de hasta 500 caracteres (vacío la quita) y vencimiento opcional',
        tags,
        params,
        body,
      },
    },
    async (request) => {
      const saved = await service.save(actorOf(request), request.params.tipo, request.body.content, request.body.expireIn);
      return ok([saved], saved.content === '' ? ALERTA_MESSAGES.cleared : ALERTA_MESSAGES.saved);
    },
  );
}
