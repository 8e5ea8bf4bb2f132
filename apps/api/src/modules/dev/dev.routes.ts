// Development outbox (issue #3): `GET /api/dev/correos?to=` outside production. Being written.
import type { FastifyInstance } from 'fastify';

export async function devRoutes(_app: FastifyInstance) {}
