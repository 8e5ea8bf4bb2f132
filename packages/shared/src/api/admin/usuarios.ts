/**
 * `/api/admin/usuarios`: search accounts, deactivate and reactivate them, the developer flag and a company's premium
 * flag (docs/admin.md). Only administrators.
 */
import { z } from '../../schemas/zod.ts';
import { defineGroup } from '../contract.ts';
import { adminPageOptional, dia, idParams, instante, optionalQuery, page } from './common.ts';

export const ADMIN_USUARIO_MESSAGES = {
  notFound: 'No se encontró el usuario.',
  deactivated: 'Se desactivó la cuenta: sus sesiones ya no funcionan y no podrá iniciar sesión.',
  alreadyInactive: 'La cuenta ya estaba desactivada.',
  reactivated: 'Se reactivó la cuenta: deberá iniciar sesión de nuevo.',
  alreadyActive: 'La cuenta ya estaba activa.',
  self: 'No puedes desactivar tu propia cuenta.',
  devOn: 'Se activó el modo desarrollador.',
  devOff: 'Se desactivó el modo desarrollador.',
  premiumOn: 'La empresa ahora es premium: tiene el asistente de postulantes.',
  premiumOff: 'La empresa ya no es premium.',
  unchanged: 'No hubo cambios.',
  notEmpresa: 'Solo las empresas tienen la marca premium; los postulantes son premium con su membresía.',
  flag: 'Envíe true o false',
} as const;

export const adminUsuario = z.object({
  id: z.number(),
  correo: z.string(),
  rol: z.number(),
  nombres: z.string(),
  apellidos: z.string(),
  activo: z.boolean(),
  confirmado: z.boolean(),
  is_dev: z.boolean(),
  autorizacion_marketing: z.number(),
  creado_en: instante,
  organizacion: z
    .object({
      id: z.number(),
      ruc: z.string(),
      nombre: z.string(),
      nombre_completo: z.string(),
      is_premium: z.boolean(),
      /** The company's holder (its account carries the company); false for a seat of its team. */
      titular: z.boolean(),
    })
    .nullable(),
  /** Applicants: the last day (Lima) of a membership running today, or null. */
  premium_hasta: dia.nullable(),
});

export const adminUsuarioDetalle = adminUsuario.extend({
  sesiones_activas: z.number(),
  /**
   * The holder of a company: how many other seats of its team lose access while it is deactivated (the company is
   * suspended with it). null for anyone else, a colleague's seat included.
   */
  colegas_empresa: z.number().nullable(),
  ofertas: z.number(),
  postulaciones: z.number(),
  /** An active second factor (the back office may reset it: docs/security.md "Second factor"). */
  segundo_factor: z.boolean(),
});

export const adminUsuariosQuery = z.object({
  page,
  q: optionalQuery(z.string().trim().max(100, { error: 'Máximo 100 caracteres' })),
  rol: optionalQuery(z.enum(['0', '1', '2'], { error: 'El rol debe ser 0 (postulante), 1 (empresa) o 2 (administrador).' })),
  activo: optionalQuery(z.enum(['0', '1'], { error: 'activo debe ser 0 o 1.' })),
});

/** true/false (or 1/0, as the spec's flags are often sent). */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: ADMIN_USUARIO_MESSAGES.flag })
  .transform((v) => v === true || v === 1);

/** cambio: false when the account already was so (nothing changed, nothing audited). */
const cambio = z.object({ cambio: z.boolean() });

export const adminUsuariosApi = defineGroup({
  prefix: '/admin/usuarios',
  tag: 'admin',
  calls: {
    list: {
      method: 'GET',
      path: '/',
      summary: 'Busca cuentas por correo, nombre, empresa o RUC (q); filtros rol y activo. Las más nuevas primero, 20 por página',
      query: adminUsuariosQuery,
      data: adminUsuario,
      optional: adminPageOptional,
    },
    detail: {
      method: 'GET',
      path: '/:id',
      summary: 'Una cuenta con sus sesiones activas y su actividad',
      params: idParams,
      data: adminUsuarioDetalle,
    },
    desactivar: {
      method: 'POST',
      path: '/:id/desactivar',
      summary: "Desactiva una cuenta: sus llamadas reciben 403 'usuario inactivo' y no puede iniciar sesión",
      params: idParams,
      data: adminUsuarioDetalle,
      optional: cambio,
    },
    reactivar: {
      method: 'POST',
      path: '/:id/reactivar',
      summary: 'Reactiva una cuenta; las sesiones anteriores quedan cerradas',
      params: idParams,
      data: adminUsuarioDetalle,
      optional: cambio,
    },
    isDev: {
      method: 'PATCH',
      path: '/:id/isDev',
      summary: 'Activa o quita el modo desarrollador {is_dev}',
      params: idParams,
      body: z.object({ is_dev: flag }),
      data: adminUsuarioDetalle,
      optional: cambio,
    },
    isPremium: {
      method: 'PATCH',
      path: '/:id/isPremium',
      summary: 'Marca o desmarca una empresa como premium {is_premium} (asistente de postulantes)',
      params: idParams,
      body: z.object({ is_premium: flag }),
      data: adminUsuarioDetalle,
      optional: cambio,
    },
  },
});
export type AdminUsuariosApi = typeof adminUsuariosApi;
