/** The forms of recruiting as a team (docs/team.md): inviting a colleague and joining with the link. */
import { REQUIRED } from '../cuenta.ts';
import { EQUIPO_MESSAGES, EQUIPO_ROLES, SOLICITUD_MESSAGES, SOLICITUD_NOTA_MAX, type SolicitudTipo } from '../equipo.ts';
import { emailField, registrationPassword, removeAccountSchema } from './cuenta.ts';
import { numeroOTexto } from './numero.ts';
import { z } from './zod.ts';

export const equipoRolField = z.enum(EQUIPO_ROLES, { error: EQUIPO_MESSAGES.rolInvalido });

export const invitarSchema = z.object({ correo: emailField(), rol: equipoRolField });

export const cambiarRolSchema = z.object({ rol: equipoRolField });

const nombre = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).min(2, 'Muy corto').max(30, 'Muy largo');

/** The join page: the colleague's names and password (the e-mail is the invitation's). */
export const unirseSchema = z
  .object({
    token: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
    nombres: nombre,
    apellidos: nombre,
    password: registrationPassword,
    repeat_password: z.string({ error: REQUIRED }).min(1, REQUIRED),
    // Joining creates an account, so its holder accepts the terms and the privacy policy, as at registration.
    terminos: z.literal(true, { error: EQUIPO_MESSAGES.terminos }),
  })
  .refine((v) => v.password === v.repeat_password, {
    path: ['repeat_password'],
    message: EQUIPO_MESSAGES.clavesDistintas,
    // Said with the other errors (the terms unticked, a name missing), not only once they are fixed: both typed.
    when: (payload) => {
      const v = payload.value as { password?: unknown; repeat_password?: unknown };
      return typeof v.password === 'string' && typeof v.repeat_password === 'string' && v.repeat_password !== '';
    },
  });

/** The kinds of a seat's request to the administrators (`SolicitudTipo`), for the request's schema and its answer. */
export const SOLICITUD_TIPOS = ['destacar', 'anular_pago', 'eliminar'] as const satisfies readonly SolicitudTipo[];

/** An optional note, blank = none. */
const nota = z
  .string({ error: 'Escribe un texto' })
  .trim()
  .max(SOLICITUD_NOTA_MAX, SOLICITUD_MESSAGES.notaLarga)
  .optional()
  .transform((v) => (v ? v : null));

/**
 * A recruiter seat asks the administrators to feature (pay for) one of the company's offers, or to annul the payment
 * in review of one (cancelling its feature, or removing it).
 */
export const solicitarDestacadoSchema = z.object({
  id_oferta: z.preprocess(
    numeroOTexto,
    z.coerce
      .number({ error: 'Oferta inválida' })
      .int({ error: 'Oferta inválida' })
      .positive({ error: 'Oferta inválida' })
      .max(2_147_483_647, { error: 'Oferta inválida' }),
  ),
  mensaje: nota,
  /** What is asked; without it, to feature the offer. */
  tipo: z.enum(SOLICITUD_TIPOS, { error: 'Tipo de solicitud inválido' }).default('destacar'),
});

/** An administrator declines a request, optionally saying why. */
export const rechazarSolicitudSchema = z.object({ motivo: nota });

/**
 * Handing the company over to another administrator: the holder cannot undo it alone, so it types its password, the
 * same field and messages as deleting the account.
 */
export const transferirTitularSchema = removeAccountSchema;
