/**
 * `/api/segundoFactor`: the second factor (TOTP) of administrators and company administrators — enrolment with
 * recovery codes, the login's second step, disabling, new recovery codes and the company's "exigir segundo factor"
 * setting (docs/security.md "Second factor").
 */
import { SEGUNDO_FACTOR_MESSAGES as M } from '../segundo-factor.ts';
import { PASSWORD_MAX } from '../constants.ts';
import { z } from '../schemas/zod.ts';
import { idParams } from './admin/common.ts';
import { defineGroup, noData } from './contract.ts';

/** A code from the app (6 digits) or a recovery code (8 letters and digits, with or without the dash). */
export const codigoSchema = z
  .string({ error: M.codigoRequerido })
  .trim()
  .min(1, { error: M.codigoRequerido })
  .max(20, { error: M.codigoFormato })
  .regex(/^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, { error: M.codigoFormato });

/** The challenge token a login answers with (`optional.segundo_factor.desafio`). */
const desafio = z.string({ error: M.desafioVencido }).min(1, { error: M.desafioVencido }).max(200, { error: M.desafioVencido });

/** What a login answers instead of a session when a code is still due (`optional` of loginRecruiter/loginAdmin). */
export const desafioOptional = z.object({
  segundo_factor: z.object({
    desafio: z.string(),
    /** true: the account must enrol before its first session (`iniciar`/`confirmar` with the challenge). */
    inscribir: z.boolean(),
    /** Seconds the challenge lasts. */
    expira_en: z.number(),
  }),
});

export const segundoFactorEstado = z.object({
  /** The account may have a second factor (an administrator or a company administrator seat). */
  disponible: z.boolean(),
  activo: z.boolean(),
  /** The account must have one (production administrators; a company that requires it). */
  exigido: z.boolean(),
  codigos_restantes: z.number(),
  /** A company administrator: the company's setting; null for anyone else. */
  empresa_exige: z.boolean().nullable(),
});

export const inscripcion = z.object({
  /** The secret in base32, to type when the QR cannot be scanned. Shown only during enrolment. */
  secreto: z.string(),
  otpauth: z.string(),
  /** The QR of `otpauth` as an SVG document. */
  qr_svg: z.string(),
});

export const codigosRecuperacion = z.object({ codigos: z.array(z.string()) });

export const segundoFactorApi = defineGroup({
  prefix: '/segundoFactor',
  tag: 'segundoFactor',
  calls: {
    estado: {
      method: 'POST',
      path: '/estado',
      summary: 'El segundo factor de la cuenta: disponible, activo, exigido',
      data: segundoFactorEstado,
    },
    iniciar: {
      method: 'POST',
      path: '/iniciar',
      summary:
        'Genera un secreto nuevo y su QR (con sesión, o con el desafío de un ingreso que exige inscribirse). El secreto no vuelve a mostrarse',
      body: z.object({ desafio: desafio.optional() }),
      data: inscripcion,
    },
    confirmar: {
      method: 'POST',
      path: '/confirmar',
      summary:
        'Activa el segundo factor con un código de la aplicación y devuelve 10 códigos de recuperación; con desafío, también el token de la sesión',
      body: z.object({ codigo: codigoSchema, desafio: desafio.optional() }),
      data: codigosRecuperacion,
    },
    verificar: {
      method: 'POST',
      path: '/verificar',
      summary:
        'Segundo paso del ingreso: el desafío y un código de la aplicación o de recuperación. data[0] y token = el token de la sesión',
      body: z.object({ desafio, codigo: codigoSchema }),
      data: z.string(),
    },
    desactivar: {
      method: 'POST',
      path: '/desactivar',
      summary: 'Desactiva el segundo factor con la contraseña y un código',
      body: z.object({
        password: z.string({ error: 'Requerido' }).min(1, { error: 'Requerido' }).max(PASSWORD_MAX, { error: 'Máximo 40 caracteres' }),
        codigo: codigoSchema,
      }),
      data: noData,
    },
    regenerarCodigos: {
      method: 'POST',
      path: '/regenerarCodigos',
      summary: 'Reemplaza los códigos de recuperación (pide un código de la aplicación)',
      body: z.object({ codigo: codigoSchema }),
      data: codigosRecuperacion,
    },
    exigirEnEmpresa: {
      method: 'POST',
      path: '/exigirEnEmpresa',
      summary:
        'Administradores de empresa: exige (o no) el segundo factor a los administradores de la empresa {exigir}, con un código o la contraseña',
      // A code of the person's second factor, or its password when it has none: a session alone cannot change it.
      body: z.object({
        exigir: z.boolean({ error: 'Envíe true o false' }),
        codigo: codigoSchema.optional(),
        password: z.string().max(PASSWORD_MAX, { error: 'Máximo 40 caracteres' }).optional(),
      }),
      data: segundoFactorEstado,
    },
  },
});
export type SegundoFactorApi = typeof segundoFactorApi;

/** `/api/admin/segundoFactor`: an administrator resets an account's second factor (audited, the owner is mailed). */
export const adminSegundoFactorApi = defineGroup({
  prefix: '/admin/segundoFactor',
  tag: 'admin',
  calls: {
    restablecer: {
      method: 'POST',
      path: '/:id/restablecer',
      summary: 'Quita el segundo factor de una cuenta (perdió su teléfono y sus códigos): se audita y se avisa por correo',
      params: idParams,
      data: noData,
    },
  },
});
export type AdminSegundoFactorApi = typeof adminSegundoFactorApi;
