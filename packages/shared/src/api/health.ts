/**
 * `/api/health`: the process answers and the database answers. `live`: the process answers (a supervisor restarts it
 * when this fails). `ready`: it takes requests (the database answers and it is not shutting down); 503 otherwise, so
 * a load balancer sends its traffic elsewhere (docs/deployment.md).
 */
import { z } from '../schemas/zod.ts';
import { defineGroup } from './contract.ts';

export const healthApi = defineGroup({
  prefix: '/health',
  tag: 'sistema',
  calls: {
    health: { method: 'GET', path: '', summary: 'Estado del servicio', data: z.object({ status: z.literal('ok') }) },
    live: { method: 'GET', path: '/live', summary: 'El proceso responde', data: z.object({ status: z.literal('ok') }) },
    ready: {
      method: 'GET',
      path: '/ready',
      summary: 'Acepta solicitudes: la base de datos responde y no se está cerrando (503 si no)',
      data: z.object({ status: z.literal('ok') }),
    },
  },
});
export type HealthApi = typeof healthApi;
