/**
 * `GET /api/health` (the process and the database answer), `/api/health/live` (the process answers) and
 * `/api/health/ready` (it takes requests: 503 while it shuts down or when the database does not answer), for a
 * supervisor and a load balancer (docs/deployment.md). Never rate-limited.
 */
import { healthApi } from '@practiperu/shared/api/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const databaseAnswers = async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.databaseDown);
    }
  };

  r.route({
    ...routeOf(healthApi, 'health'),
    config: { rateLimit: false },
    handler: async () => {
      await databaseAnswers();
      return ok([{ status: 'ok' as const }]);
    },
  });

  r.route({
    ...routeOf(healthApi, 'live'),
    config: { rateLimit: false },
    handler: async () => ok([{ status: 'ok' as const }]),
  });

  r.route({
    ...routeOf(healthApi, 'ready'),
    config: { rateLimit: false },
    handler: async () => {
      if (app.lifecycle.closing) throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.closing);
      await databaseAnswers();
      return ok([{ status: 'ok' as const }]);
    },
  });
}
