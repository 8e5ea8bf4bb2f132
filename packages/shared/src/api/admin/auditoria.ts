/** `/api/admin/auditoria`: the audit log, newest first, with the record before and after (docs/admin.md). Only administrators. */
import { ADMIN_MESSAGES } from '../../admin.ts';
import { z } from '../../schemas/zod.ts';
import { defineGroup } from '../contract.ts';
import { adminPageOptional, instante, optionalQuery, page, positiveInt } from './common.ts';

const name = (message: string) =>
  optionalQuery(
    z
      .string()
      .trim()
      .regex(/^[a-z_.]{1,60}$/, { error: message }),
  );

export const auditoriaQuery = z.object({
  page,
  entidad: name('El tipo de registro no es válido.'),
  entidad_id: optionalQuery(z.string().trim().max(60, { error: 'Máximo 60 caracteres' })),
  accion: name('La acción no es válida.'),
  admin_id: optionalQuery(positiveInt(ADMIN_MESSAGES.id)),
});

/** One audited change: who (the administrator's e-mail at the time), what, on which record, before and after. */
export const auditoriaRow = z.object({
  id: z.number(),
  /** null: the system (e.g. the first administrator created at start), or an account since deleted. */
  admin_id: z.number().nullable(),
  admin_correo: z.string(),
  accion: z.string(),
  entidad: z.string(),
  entidad_id: z.string().nullable(),
  antes: z.record(z.string(), z.unknown()).nullable(),
  despues: z.record(z.string(), z.unknown()).nullable(),
  creado_en: instante,
});

export const adminAuditoriaApi = defineGroup({
  prefix: '/admin/auditoria',
  tag: 'admin',
  calls: {
    list: {
      method: 'GET',
      path: '/',
      summary: 'Registro de auditoría: quién hizo qué y cuándo, con el antes y el después. Filtros entidad, entidad_id, accion, admin_id',
      query: auditoriaQuery,
      data: auditoriaRow,
      optional: adminPageOptional,
    },
  },
});
export type AdminAuditoriaApi = typeof adminAuditoriaApi;
