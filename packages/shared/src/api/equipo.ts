/**
 * `/api/equipo`: a company's seats, its invitations and its audit trail (docs/team.md). The seats' calls need a
 * company session with an administrator seat (a recruiter seat gets 403); the invitation's two calls are public, the
 * link's token is the key.
 */
import { EQUIPO_ROLES } from '../equipo.ts';
import { emailField } from '../schemas/cuenta.ts';
import { cambiarRolSchema, invitarSchema, transferirTitularSchema, unirseSchema } from '../schemas/equipo.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup, noData } from './contract.ts';
import { tokenParams } from './auth.ts';

const rol = z.enum(EQUIPO_ROLES);
const ID_MESSAGE = 'El id debe ser un número entero positivo.';
/** A row id: a positive 32-bit integer (the columns' type). */
const id = z.coerce
  .number({ error: ID_MESSAGE })
  .int({ error: ID_MESSAGE })
  .positive({ error: ID_MESSAGE })
  .max(2_147_483_647, { error: ID_MESSAGE });
const idParams = z.object({ id });

export const miembroEquipo = z.object({
  usuario_id: z.number(),
  correo: z.string(),
  nombres: z.string(),
  apellidos: z.string(),
  rol,
  /** The company's holder: an administrator that cannot be removed. */
  titular: z.boolean(),
  /** The signed-in account itself. */
  yo: z.boolean(),
  /** The seat's own contact phone and position (the holder's: the company's contact person); '' until set. */
  nro_contacto: z.string(),
  cargo: z.string(),
  creado_en: z.string(),
});

export const invitacionPendiente = z.object({
  id: z.number(),
  correo: z.string(),
  rol,
  invitado_por: z.string().nullable(),
  expira_en: z.string(),
  creado_en: z.string(),
  /** Seconds until it may be sent again (0: now), counted from its last mail. */
  reenviar_en: z.number(),
});

export const equipoResumen = z.object({
  miembros: z.array(miembroEquipo),
  invitaciones: z.array(invitacionPendiente),
  max_asientos: z.number(),
});

export const entradaActividad = z.object({
  id: z.number(),
  usuario_id: z.number().nullable(),
  usuario_correo: z.string(),
  usuario_nombre: z.string(),
  accion: z.string(),
  entidad: z.string(),
  entidad_id: z.string().nullable(),
  detalle: z.record(z.string(), z.unknown()),
  creado_en: z.string(),
});

export const actividadQuery = z.object({
  page: z.coerce.number({ error: 'La página debe ser un número entero positivo.' }).int().min(1).max(10_000).default(1),
  usuario_id: id.optional(),
  /** A person by the e-mail the trail recorded: also someone who left or was removed (its account is gone). */
  correo: emailField().optional(),
  accion: z
    .string()
    .max(60)
    .regex(/^[a-z_]+(\.[a-z_]+)*$/, 'Acción no válida')
    .optional(),
});

/** Someone who appears in the trail, by the e-mail and the latest name it recorded (present or not in the team). */
export const personaActividad = z.object({ correo: z.string(), nombre: z.string() });

export const invitacionInfo = z.object({ organizacion: z.string(), correo: z.string(), rol });

export const equipoApi = defineGroup({
  prefix: '/equipo',
  tag: 'equipo',
  calls: {
    miembros: { method: 'GET', path: '/miembros', summary: 'Miembros del equipo e invitaciones pendientes', data: equipoResumen },
    invitar: {
      method: 'POST',
      path: '/invitar',
      summary: 'Invita a una persona por correo (enlace de un solo uso, 7 días)',
      body: invitarSchema,
      data: invitacionPendiente,
      status: 201,
    },
    reenviarInvitacion: {
      method: 'POST',
      path: '/invitaciones/:id/reenviar',
      summary: 'Reenvía una invitación pendiente con un enlace nuevo',
      params: idParams,
      data: invitacionPendiente,
    },
    cancelarInvitacion: {
      method: 'DELETE',
      path: '/invitaciones/:id',
      summary: 'Cancela una invitación pendiente',
      params: idParams,
      data: noData,
    },
    cambiarRol: {
      method: 'PUT',
      path: '/miembros/:id/rol',
      summary: 'Cambia el rol de un miembro (no el del titular)',
      params: idParams,
      body: cambiarRolSchema,
      data: miembroEquipo,
    },
    quitarMiembro: {
      method: 'DELETE',
      path: '/miembros/:id',
      summary: 'Quita a un miembro del equipo: su cuenta se elimina y sus sesiones se cierran',
      params: idParams,
      data: noData,
    },
    transferirTitular: {
      method: 'POST',
      path: '/miembros/:id/titular',
      summary:
        'El titular transfiere la titularidad de la empresa a otro administrador; confirma con la contraseña del titular {password} (data[0] = el nuevo titular)',
      params: idParams,
      body: transferirTitularSchema,
      data: miembroEquipo,
    },
    actividad: {
      method: 'GET',
      path: '/actividad',
      summary: 'Bitácora de la empresa, lo más reciente primero (filtros: miembro o correo, acción)',
      query: actividadQuery,
      data: entradaActividad,
      optional: z.object({
        current_page: z.number(),
        total_pages: z.number(),
        total: z.number(),
        /** Everyone in the company's trail, removed people included, for the filter by person. */
        personas: z.array(personaActividad),
      }),
    },
    invitacion: {
      method: 'GET',
      path: '/invitacion/:token',
      summary: 'Datos de una invitación vigente (página para unirse)',
      params: tokenParams,
      data: invitacionInfo,
    },
    unirse: {
      method: 'POST',
      path: '/unirse',
      summary: 'Acepta la invitación: crea la cuenta y entra; data[0] y token = el token de la sesión',
      body: unirseSchema,
      data: z.string(),
      status: 201,
    },
  },
});

/** The typed client's view of the group (apps/web/src/lib/api/equipo.ts). */
export type EquipoApi = typeof equipoApi;
