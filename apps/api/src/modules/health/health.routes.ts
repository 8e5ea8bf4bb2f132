import { healthApi } from '@practiperu/shared/api/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';

/** `GET /api/health`: the process answers and the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(healthApi, 'health'),
    config: { rateLimit: false },
    handler: async () => {
      await app.db.execute(sql`select 1`);
      return ok([{ status: 'ok' as const }]);
    },
  });
}
