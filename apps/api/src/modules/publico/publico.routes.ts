/**
 * `/api/publico/*`: the public search and the public offer page, without a session. Answers are the same for
 * everyone, so they may be cached for a minute by browsers and proxies.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { busquedaQuery } from '../matching/busqueda.ts';
import { paginaOptional } from '../oferta/oferta.postulante.ts';
import { createPublicoService } from './publico.service.ts';

const ID_MESSAGE = 'El id debe ser un número entero positivo.';
const idParams = z.object({
  id: z.coerce
    .number({ error: ID_MESSAGE })
    .int({ error: ID_MESSAGE })
    .positive({ error: ID_MESSAGE })
    .max(2_147_483_647, { error: ID_MESSAGE }),
});

export async function publicoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPublicoService({ db: app.db, now: app.now, storage: app.storage, config: app.config });
  const tags = ['publico'];
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
    return payload;
  });

  r.get(
    '/ofertas',
    {
      schema: {
        summary:
          'Búsqueda pública de ofertas abiertas: q (texto en español sin tildes, por prefijo), region (0 virtual, 1–25, 26 extranjero), modalidad, modalidad_tiempo, nivel, page. 10 por página; optional: current_page, total_pages, total',
        tags,
        security: [],
        querystring: busquedaQuery,
      },
    },
    async (request) => {
      const page = await service.buscar(request.query);
      return ok(page.items, '', paginaOptional(page));
    },
  );

  r.get(
    '/oferta/:id',
    {
      schema: {
        summary:
          'La página pública de una oferta aprobada, vigente o finalizada: campos, texto HTML, ruta canónica /ofertas/{alias}-{id} y json_ld (schema.org JobPosting). Una informativa: solo el aviso y el enlace. Si ya no recibe postulaciones, optional.similares: hasta 5 ofertas abiertas parecidas (misma carrera, luego mismo departamento)',
        tags,
        security: [],
        params: idParams,
      },
    },
    async (request) => {
      const { oferta, similares } = await service.pagina(request.params.id);
      return similares ? ok([oferta], '', { similares }) : ok([oferta]);
    },
  );
}
