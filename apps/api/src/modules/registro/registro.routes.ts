// Registration of both areas, confirmation and resend (issue #3): `/api/usuario/registerPostulant`, … Being written.
import type { FastifyInstance } from 'fastify';

export async function registroRoutes(_app: FastifyInstance) {}
