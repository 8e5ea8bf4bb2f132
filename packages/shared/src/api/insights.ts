/**
 * `/api/metricas`: counting an offer's views and shares without tracking people (docs/insights.md). Anyone may
 * call it, with or without a session; the answer is the same whether the visit was counted or not (a bot, the
 * company's own team, the same browser again today), so it tells nothing.
 */
import { validIsoDate } from '../dates.ts';
import {
  CANALES_METRICA,
  ETAPAS_TIEMPO,
  FUENTES_METRICA,
  INSIGHTS_MESSAGES,
  mensajeDeDia,
  PERIODO_MAX_DIAS,
  PERIODO_MESSAGES,
} from '../insights.ts';
import { idOfertaSchema } from '../schemas/oferta.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup, noData } from './contract.ts';
import { idParams } from './oferta.ts';

/** `POST metricas/evento`: one view or share of an offer and where it came from. */
export const eventoBody = idOfertaSchema.extend({
  evento: z.enum(['vista', 'compartido'], { error: INSIGHTS_MESSAGES.evento }),
  fuente: z.enum(FUENTES_METRICA, { error: INSIGHTS_MESSAGES.fuente }),
  /** A shared link's channel (its utm_source) for a view, or the channel shared to for a share; '' otherwise. */
  canal: z.enum(['', ...CANALES_METRICA], { error: INSIGHTS_MESSAGES.canal }).optional(),
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
        'Cuenta una vista o un compartido de una oferta por origen (busqueda, recomendacion, empresa, compartido con su canal, directo). Sin datos personales: una vez por dirección de red y navegador al día (quienes comparten red y versión de navegador cuentan una vez), sin bots ni el equipo de la empresa. Responde igual aunque no se cuente',
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
    desde: z
      .string()
      .refine(validIsoDate, { error: (i) => mensajeDeDia('desde', i.input) })
      .optional(),
    hasta: z
      .string()
      .refine(validIsoDate, { error: (i) => mensajeDeDia('hasta', i.input) })
      .optional(),
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
/** Days (the first and last, null with none), and views and applications per day, over a stretch of an offer's life. */
const ritmo = z.object({
  dias: z.number(),
  desde: dia.nullable(),
  hasta: dia.nullable(),
  vistas_dia: z.number().nullable(),
  postulaciones_dia: z.number().nullable(),
});
const actividad = {
  estados: z.number(),
  notas: z.number(),
  etiquetas: z.number(),
  entrevistas: z.number(),
  ofertas: z.number(),
};

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
  /**
   * Time in each status, from the status history (all of the offer's applications): how many entered it, how many are
   * in it now, and the median days of the stays that ended (null when none has ended).
   */
  tiempos: z.array(
    z.object({ etapa: z.enum(ETAPAS_TIEMPO), entraron: z.number(), ahora: z.number(), dias_mediana: z.number().nullable() }),
  ),
  /**
   * Offers like this one (a career of the same area, the same region; any company's, this one left out) published in
   * the period: only the median of their views and applications, and only with at least SIMILARES_MINIMO of them.
   */
  similares: z.object({
    areas: z.array(z.string()),
    region: z.string(),
    suficientes: z.boolean(),
    minimo: z.number(),
    vistas_mediana: z.number().nullable(),
    postulaciones_mediana: z.number().nullable(),
  }),
  /**
   * A featured offer (validated payment): views and applications per day before and since it was featured (its whole
   * life, not the period), and the median per day of the company's free offers. Whole Lima days only: `desde` (the
   * day the feature was validated) counts in neither stretch, nor does today; `despues.dias` 0 means no whole
   * featured day yet. Null for a free offer.
   */
  destacado: z
    .object({
      desde: dia,
      antes: ritmo,
      despues: ritmo,
      /** The median of the company's other offers, each over its free days (up to the day before its own feature). */
      gratis: z.object({
        ofertas: z.number(),
        vistas_dia: z.number().nullable(),
        postulaciones_dia: z.number().nullable(),
        /** Each free offer and the whole days it counts. */
        detalle: z.array(z.object({ id: z.number(), titulo: z.string(), desde: dia, hasta: dia, dias: z.number() })),
      }),
    })
    .nullable(),
});
export type OfertaInsights = z.output<typeof ofertaInsights>;

/** `insights/empresa`: the company's dashboard (docs/insights.md "The company's dashboard"). */
export const empresaInsights = z.object({
  periodo: z.object({ desde: dia, hasta: dia }),
  /** Today: open offers, applications to them nobody has looked at, interviews confirmed this Lima week. */
  hoy: z.object({
    ofertas_abiertas: z.number(),
    por_revisar: z.number(),
    entrevistas_semana: z.number(),
    semana: z.object({ desde: dia, hasta: dia }),
  }),
  /** The open offers, newest first: views and applications in the period, all applications and those unread. */
  ofertas: z.array(
    z.object({
      id: z.number(),
      titulo: z.string(),
      destacada: z.boolean(),
      vistas: z.number(),
      postulaciones: z.number(),
      total: z.number(),
      por_revisar: z.number(),
    }),
  ),
  /** Every day of the period: views of the company's offers and applications received. */
  dias: z.array(z.object({ dia, vistas: z.number(), postulaciones: z.number() })),
  /**
   * The team's work in the period, per seat: status changes (a bulk change counts each application), notes written,
   * tags put, interviews proposed, offers published. Administrators see every seat; a recruiter seat only its own row.
   */
  equipo: z.array(z.object({ usuario_id: z.number().nullable(), nombre: z.string(), propio: z.boolean(), ...actividad })),
  /**
   * The whole team's work (seats that left included), for administrators only: a recruiter seat gets null, since its
   * own row subtracted from the total would give away a colleague's figures (decision 076).
   */
  total: z.object(actividad).nullable(),
  por_asiento: z.boolean(),
});
export type EmpresaInsights = z.output<typeof empresaInsights>;

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
    empresa: {
      method: 'GET',
      path: '/empresa',
      summary:
        'El tablero de la empresa (cualquier asiento): ofertas abiertas, postulaciones por revisar, entrevistas de la semana, vistas y postulaciones por día y por oferta, y el trabajo del equipo por asiento (los administradores ven cada asiento y el total del equipo; un reclutador, solo el suyo). ?desde=&hasta= como en oferta',
      query: periodoQuery,
      data: empresaInsights,
    },
  },
});
export type InsightsApi = typeof insightsApi;
