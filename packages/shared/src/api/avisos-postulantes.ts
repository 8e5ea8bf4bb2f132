/**
 * `/api/avisosPostulantes`: how a company's seat hears of new applicants (docs/team.md, "Told of new applicants"). Each
 * seat reads and changes only its own choices; following an offer is per seat, for the company's own offers. Company
 * sessions only: none 401, another role 403; another company's offer 404.
 */
import { ALCANCES_AVISO, AVISOS_MESSAGES as M, FRECUENCIAS_AVISO } from '../avisos-postulantes.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup } from './contract.ts';
import { idParams } from './postulante-oferta.ts';

const frecuencia = z.enum(FRECUENCIAS_AVISO, { error: M.frecuencia });
const alcance = z.enum(ALCANCES_AVISO, { error: M.alcance });

export const ofertaSeguible = z.object({
  id_oferta: z.number(),
  titulo: z.string(),
  sigue: z.boolean(),
  /** This offer's own choice; null: the seat's general one. */
  frecuencia: frecuencia.nullable(),
  /** What the seat receives for it now. */
  recibe: frecuencia,
});

export const preferenciasAviso = z.object({
  frecuencia,
  alcance,
  /** The company's offers still open or waiting (not finished, not removed), newest first, at most 100. */
  ofertas: z.array(ofertaSeguible),
});

export const preferenciasBody = z.object({ frecuencia, alcance }, { error: M.frecuencia });
export const seguirBody = z.object({ frecuencia: frecuencia.nullable().default(null) }, { error: M.frecuencia });

export const avisosPostulantesApi = defineGroup({
  prefix: '/avisosPostulantes',
  tag: 'avisosPostulantes',
  calls: {
    preferencias: {
      method: 'GET',
      path: '/preferencias',
      summary:
        'Cómo se entera este asiento de nuevas postulaciones: frecuencia (inmediato, diario a las 8:00 de Lima, ninguno), alcance (seguidas, todas) y las ofertas de la empresa con si las sigue',
      data: preferenciasAviso,
    },
    guardarPreferencias: {
      method: 'PUT',
      path: '/preferencias',
      summary: 'Cambia la frecuencia y el alcance de los avisos de este asiento {frecuencia, alcance}',
      body: preferenciasBody,
      data: preferenciasAviso,
    },
    seguir: {
      method: 'PUT',
      path: '/ofertas/:id',
      summary:
        'Sigue una oferta de la empresa, con una frecuencia propia o null (la general) {frecuencia}; seguirla otra vez solo cambia la frecuencia. 404 si la oferta no es de la empresa',
      params: idParams,
      body: seguirBody,
      data: ofertaSeguible,
    },
    dejarDeSeguir: {
      method: 'DELETE',
      path: '/ofertas/:id',
      summary: 'Deja de seguir una oferta de la empresa; dejar una que no seguía no cambia nada. 404 si la oferta no es de la empresa',
      params: idParams,
      data: ofertaSeguible,
    },
  },
});
export type AvisosPostulantesApi = typeof avisosPostulantesApi;
