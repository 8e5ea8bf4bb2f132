/** `/api/admin/plantillas/*`: pricing, payment-description and unsubscribe templates. Contract: docs/admin.md. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from './admin.common.ts';
import { PLANTILLA_MESSAGES, createAdminPlantillaService, sanitizePlantilla } from './plantillas.service.ts';

const params = z.object({
  clave: z.string().regex(/^[a-z0-9_]{1,60}$/, { error: 'La clave de la plantilla no es válida.' }),
});
const body = z.object({ html: z.string({ error: PLANTILLA_MESSAGES.required }) });

export async function adminPlantillasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminPlantillaService({ db: app.db, now: app.now });
  const tags = ['admin'];

  r.get('/', { schema: { summary: 'Las plantillas editables con su HTML, dónde se usan y sus {{marcadores}}', tags } }, async () =>
    ok(await service.list()),
  );

  // Registered before '/:clave' reads better; the router prefers the static path anyway.
  r.post(
    '/vista-previa',
    { schema: { summary: 'El HTML saneado tal como se guardaría, sin guardarlo: data[0] = {html}', tags, body } },
    async (request) => ok([{ html: sanitizePlantilla(request.body.html) }]),
  );

  r.get('/:clave', { schema: { summary: 'Una plantilla', tags, params } }, async (request) =>
    ok([await service.get(request.params.clave)]),
  );

  r.put(
    '/:clave',
    { schema: { summary: 'Guarda el HTML de una plantilla, saneado con la lista permitida de las ofertas', tags, params, body } },
    async (request) => {
      const { item, cambio } = await service.update(actorOf(request), request.params.clave, request.body.html);
      return ok([item], cambio ? PLANTILLA_MESSAGES.saved : PLANTILLA_MESSAGES.unchanged);
    },
  );
}
