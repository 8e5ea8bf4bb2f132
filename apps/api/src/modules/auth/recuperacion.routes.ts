// Password recovery (issue #3): `/api/auth/forgotPassword`, `validateTokenForgot/{token}`, `newPassword`. Being written.
import type { FastifyInstance } from 'fastify';

export async function recuperacionRoutes(_app: FastifyInstance) {}
