/**
 * The general alert (`GET /api/recursos/listAlertas`), which every page's root loader asks for: a client of that one
 * call, so that the entry every page downloads does not carry the rest of the reference lookups (lib/api/recursos.ts).
 */
import type { RecursosApi } from '@practiperu/shared/api/recursos';
import { clientOf, type SomeCalls } from '../api-contract';

export const alertas = clientOf<SomeCalls<RecursosApi, 'listAlertas'>>('/recursos', { listAlertas: 'GET /listAlertas' });
