import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '../../lib/envelope.ts';

/** `GET /api/health`: the process answers and the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { summary: 'Estado del servicio', tags: ['sistema'] }, config: { rateLimit: false } }, async () => {
    await app.db.execute(sql`select 1`);
    return ok([{ status: 'ok' }]);
  });
}
