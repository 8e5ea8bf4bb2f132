/**
 * `/api/publico/*`: the public search, the public offer page and a company's public page, without a session. Answers are the same for
 * everyone, so they may be cached for a minute by browsers and proxies.
 */
import { BUSQUEDA_MESSAGES } from '@practiperu/shared/api/busqueda';
import { publicoApi } from '@practiperu/shared/api/publico';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { paginaOptional } from '../oferta/oferta.public.ts';

/** A declared call of this group, marked in `/api/docs` as needing no session. */
function publicRoute<K extends keyof typeof publicoApi.calls & string>(name: K) {
  const route = routeOf(publicoApi, name);
  return { ...route, schema: { ...route.schema, security: [] } };
}

export async function publicoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.publico;
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
    return payload;
  });

  r.route({
    ...publicRoute('ofertas'),
    handler: async (request) => {
      const page = await service.buscar(request.query);
      if (page.empresa === undefined) return ok(page.items, '', paginaOptional(page));
      // `?empresa=`: the company filtered on, or null and a sentence when no shown company has that slug.
      return ok(page.items, page.empresa ? '' : BUSQUEDA_MESSAGES.empresaDesconocida, { ...paginaOptional(page), empresa: page.empresa });
    },
  });

  r.route({
    ...publicRoute('oferta'),
    handler: async (request) => {
      const { oferta, similares } = await service.pagina(request.params.id);
      return similares ? ok([oferta], '', { similares }) : ok([oferta]);
    },
  });

  r.route({
    ...publicRoute('empresa'),
    handler: async (request) => ok([await service.empresa(request.params.slug)]),
  });
}
