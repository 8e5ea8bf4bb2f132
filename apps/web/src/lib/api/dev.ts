/** `/api/dev`: the development outbox, outside production only (packages/shared/src/api/dev.ts). */
import type { DevApi } from '@practiperu/shared/api/dev';
import { clientOf } from '../api-contract';

export const dev = clientOf<DevApi>('/dev', {
  correos: 'GET /correos',
  recordatoriosGuardadas: 'POST /recordatoriosGuardadas',
  resumenPostulantes: 'POST /resumenPostulantes',
  recordatorioEntrevistas: 'POST /recordatorioEntrevistas',
});
