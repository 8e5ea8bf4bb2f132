/** `/api/admin/insights`: how the marketplace moves, for the back office (docs/insights.md). Only administrators. */
import { z } from '../../schemas/zod.ts';
import { defineGroup } from '../contract.ts';
import { periodoQuery } from '../insights.ts';

export const adminInsights = z.object({
  periodo: z.object({ desde: z.string(), hasta: z.string() }),
  /** Per Lima week (its Monday) of the period: offers sent for review, approved (published) and rejected. */
  semanas: z.array(z.object({ semana: z.string(), enviadas: z.number(), aprobadas: z.number(), rechazadas: z.number() })),
  /** Median hours from an offer's creation to its approval, over the offers approved in the period; null without any. */
  horas_revision_mediana: z.number().nullable(),
  /**
   * Per Lima week (its Monday) with approvals in the period: offers approved and the median hours from their creation
   * to their approval (the figure above, week by week).
   */
  revision: z.array(z.object({ semana: z.string(), aprobadas: z.number(), horas_mediana: z.number() })),
  /** Every day of the period: applications received. */
  postulaciones: z.array(z.object({ dia: z.string(), postulaciones: z.number() })),
  /** Per month ('YYYY-MM') of the period: payments validated and their amount in soles, by kind. */
  pagos: z.array(z.object({ mes: z.string(), validados: z.number(), soles: z.number() })),
  /** Applicants whose premium membership covers today. */
  premium_activos: z.number(),
  /**
   * Every month ('YYYY-MM') of the period: applicants whose membership covered some day of it (within the period, up
   * to today) and memberships that began in it (within the period).
   */
  premium: z.array(z.object({ mes: z.string(), activos: z.number(), altas: z.number() })),
  /** The 25 departments (INEI code and name): open offers today and applicants who live there. */
  departamentos: z.array(z.object({ id: z.number(), nombre: z.string(), ofertas: z.number(), postulantes: z.number() })),
  /**
   * What has no department, so that the rows add up to every open offer and every applicant: Virtual offers (no
   * place) and offers abroad (Extranjero), with null applicants; applicants who gave no department, with null offers.
   */
  sin_departamento: z.array(
    z.object({
      nombre: z.enum(['Virtual', 'Extranjero', 'Sin departamento']),
      ofertas: z.number().nullable(),
      postulantes: z.number().nullable(),
    }),
  ),
});
export type AdminInsights = z.output<typeof adminInsights>;

export const adminInsightsApi = defineGroup({
  prefix: '/admin/insights',
  tag: 'admin',
  calls: {
    get: {
      method: 'GET',
      path: '/',
      summary:
        'El mercado: ofertas enviadas, aprobadas y rechazadas por semana, mediana de horas hasta la aprobación (y por semana), postulaciones por día, pagos validados y montos por mes, miembros premium activos (hoy y por mes) y ofertas abiertas y postulantes por departamento (más Virtual y Extranjero). ?desde=&hasta= (AAAA-MM-DD, hasta 366 días; por omisión los últimos 30)',
      query: periodoQuery,
      data: adminInsights,
    },
  },
});
export type AdminInsightsApi = typeof adminInsightsApi;
