/** `/api/admin/dashboard`: the back office's home (docs/admin.md). Only administrators. */
import { z } from '../../schemas/zod.ts';
import { defineGroup } from '../contract.ts';
import { dia } from './common.ts';
import { adminOfertaCard } from './ofertas.ts';

export const dashboard = z.object({
  ofertas_pendientes: z.object({
    total: z.number(),
    /** Waiting 48 hours or more. */
    fuera_de_plazo: z.number(),
    promesa_horas: z.number(),
    /** The longest waiting first (at most 10). */
    items: z.array(adminOfertaCard),
  }),
  pagos_pendientes: z.object({
    total: z.number(),
    destacado: z.number(),
    premium: z.number(),
    mas_antiguo_horas: z.number().nullable(),
  }),
  semana: z.object({
    /** Monday of this week (Lima). */
    desde: dia,
    usuarios: z.number(),
    postulantes: z.number(),
    /** Companies (the accounts that hold one); the seats of their teams are `asientos`. */
    empresas: z.number(),
    asientos: z.number(),
    /** Back-office accounts created this week: with the three above they add up to `usuarios`. */
    administradores: z.number(),
    ofertas: z.number(),
    ofertas_aprobadas: z.number(),
    postulaciones: z.number(),
  }),
  totales: z.object({
    postulantes: z.number(),
    /** Companies (the accounts that hold one), not their seats: those are `asientos`. */
    empresas: z.number(),
    asientos: z.number(),
    administradores: z.number(),
    ofertas_vigentes: z.number(),
  }),
});

export const adminDashboardApi = defineGroup({
  prefix: '/admin/dashboard',
  tag: 'admin',
  calls: {
    get: {
      method: 'GET',
      path: '/',
      summary: 'Ofertas por revisar (frente a las 48 horas), pagos por validar y cifras de la semana',
      data: dashboard,
    },
  },
});
export type AdminDashboardApi = typeof adminDashboardApi;
