/** `/api/health`: the process answers and the database answers. */
import { z } from '../schemas/zod.ts';
import { defineGroup } from './contract.ts';

export const healthApi = defineGroup({
  prefix: '/health',
  tag: 'sistema',
  calls: {
    health: { method: 'GET', path: '', summary: 'Estado del servicio', data: z.object({ status: z.literal('ok') }) },
  },
});
export type HealthApi = typeof healthApi;
