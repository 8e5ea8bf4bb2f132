/** `/api/segundoFactor`: the second factor of administrators and company administrators (packages/shared/src/api/segundo-factor.ts). */
import type { SegundoFactorApi } from '@practiperu/shared/api/segundo-factor';
import { clientOf } from '../api-contract';

export const segundoFactor = clientOf<SegundoFactorApi>('/segundoFactor', {
  estado: 'POST /estado',
  iniciar: 'POST /iniciar',
  confirmar: 'POST /confirmar',
  verificar: 'POST /verificar',
  desactivar: 'POST /desactivar',
  regenerarCodigos: 'POST /regenerarCodigos',
  exigirEnEmpresa: 'POST /exigirEnEmpresa',
});
