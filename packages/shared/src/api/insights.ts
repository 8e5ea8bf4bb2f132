/**
 * `/api/metricas`: counting an offer's views and shares without tracking people (docs/insights.md). Anyone may
 * call it, with or without a session; the answer is the same whether the visit was counted or not (a bot, the
 * company's own team, the same browser again today), so it tells nothing.
 */
import { validIsoDate } from '../dates.ts';
import { CANAL_PATRON, FUENTES_METRICA, INSIGHTS_MESSAGES, PERIODO_MAX_DIAS, PERIODO_MESSAGES } from '../insights.ts';
import { idOfertaSchema } from '../schemas/oferta.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup, noData } from './contract.ts';
import { idParams } from './oferta.ts';

/** `POST metricas/evento`: one view or share of an offer and where it came from. */
export const eventoBody = idOfertaSchema.extend({
  evento: z.enum(['vista', 'compartido'], { error: INSIGHTS_MESSAGES.evento }),
  fuente: z.enum(FUENTES_METRICA, { error: INSIGHTS_MESSAGES.fuente }),
  /** A shared link's channel (its utm_source) for a view, or the channel shared to for a share; '' otherwise. */
  canal: z.string().regex(CANAL_PATRON, { error: INSIGHTS_MESSAGES.canal }).or(z.literal('')).optional(),
});
export type EventoBody = z.output<typeof eventoBody>;

export const metricasApi = defineGroup({
  prefix: '/metricas',
  tag: 'metricas',
  calls: {
    evento: {
      method: 'POST',
      path: '/evento',
      summary:
        'Cuenta una vista o un compartido de una oferta por origen (busqueda, recomendacion, empresa, compartido con su canal, directo). Sin datos personales: una vez por navegador y día, sin bots ni el equipo de la empresa. Responde igual aunque no se cuente',
      body: eventoBody,
      data: noData,
    },
  },
});
export type MetricasApi = typeof metricasApi;

const dia = z.string();

/** `?desde=&hasta=`: a period of whole Lima days; without them, the last 30 days. */
export const periodoQuery = z
  .object({
    desde: z.string().refine(validIsoDate, { error: PERIODO_MESSAGES.desde }).optional(),
    hasta: z.string().refine(validIsoDate, { error: PERIODO_MESSAGES.hasta }).optional(),
  })
  .refine((p) => !p.desde || !p.hasta || p.desde <= p.hasta, { error: PERIODO_MESSAGES.orden, path: ['desde'] })
  .refine((p) => !p.desde || !p.hasta || diasEntre(p.desde, p.hasta) < PERIODO_MAX_DIAS, {
    error: PERIODO_MESSAGES.largo,
    path: ['desde'],
  });
export type PeriodoQuery = z.output<typeof periodoQuery>;

function diasEntre(desde: string, hasta: string): number {
  return Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);
}

const conteo = { vistas: z.number(), compartidos: z.number(), postulaciones: z.number() };

/** `insights/oferta/{id}`: an offer's figures for its own company. */
export const ofertaInsights = z.object({
  oferta: z.object({
    id: z.number(),
    titulo: z.string(),
    /** Featured with a validated payment, now. */
    destacado: z.boolean(),
    fecha_publicacion: z.string().nullable(),
  }),
  periodo: z.object({ desde: dia, hasta: dia }),
  totales: z.object({ ...conteo, conversion: z.number().nullable() }),
  /** Every day of the period, zeros included. */
  dias: z.array(z.object({ dia, ...conteo })),
  /** One row per source and channel with anything in the period, most views first. */
  fuentes: z.array(z.object({ fuente: z.enum(FUENTES_METRICA), canal: z.string(), ...conteo })),
  /** Today's applications by the recruiter's decision (all of the offer's, not only the period's). */
  embudo: z.object({
    recibidas: z.number(),
    revisadas: z.number(),
    en_proceso: z.number(),
    finalistas: z.number(),
    descartadas: z.number(),
    /** Median days from the application to the recruiter's last decision on it; null with none decided. */
    dias_hasta_decision: z.number().nullable(),
  }),
  /** The company's other offers published in the period: the median of their views and applications in it. */
  otras: z.object({ ofertas: z.number(), vistas_mediana: z.number().nullable(), postulaciones_mediana: z.number().nullable() }),
});
export type OfertaInsights = z.output<typeof ofertaInsights>;

export const insightsApi = defineGroup({
  prefix: '/insights',
  tag: 'insights',
  calls: {
    oferta: {
      method: 'GET',
      path: '/oferta/:id',
      summary:
        'Las cifras de una oferta propia (cualquier asiento de la empresa): vistas, compartidos y postulaciones por día y por origen, conversión, embudo de estados y la mediana de las otras ofertas de la empresa. ?desde=&hasta= (AAAA-MM-DD, hasta 366 días; por omisión los últimos 30). 404 si la oferta no es de la empresa',
      params: idParams,
      query: periodoQuery,
      data: ofertaInsights,
    },
  },
});
export type InsightsApi = typeof insightsApi;
