// Account management (issue #3): `/api/usuario/myAccount`, `updatePassword`, `updateEmail`, `removeAccount`, … Being written.
import type { FastifyInstance } from 'fastify';

export async function usuarioRoutes(_app: FastifyInstance) {}
