/**
 * `/api/usuario`: registration of both areas and its confirmation, and the account of both areas (decision 007):
 * summary, password, e-mail, contact person, deletion, marketing mail. `AccountSummary`, `ContactPerson` and
 * `InfoFactura` in cuenta.ts are these answers.
 */
import {
  registerPostulantSchema,
  registerRecruiterSchema,
  removeAccountSchema,
  tokenBodySchema,
  unsubscribeSchema,
  updateEmailSchema,
  updateMarketingSchema,
  updatePasswordSchema,
  updateUserSchema,
} from '../schemas/cuenta.ts';
import { z } from '../schemas/zod.ts';
import { retryAfterOptional, role, tokenParams } from './auth.ts';
import { defineGroup, filePart, multipart, noData } from './contract.ts';

/** `myAccount`: the account summary of Mi cuenta. */
export const accountSummary = z.object({
  id: z.number().int(),
  role,
  nombres: z.string(),
  apellidos: z.string(),
  correo: z.string(),
  autorizacion_marketing: z.number().int().describe('1 acepta correos promocionales'),
  creado_en: z.string().describe('ISO 8601'),
  organizacion: z
    .object({
      ruc: z.string(),
      nombre_completo: z.string(),
      nombre: z.string(),
      nro_contacto: z.string(),
      cargo: z.string(),
      logo_url: z.string().nullable(),
      sectores: z.array(z.object({ id: z.number().int(), name: z.string() })),
    })
    .nullable()
    .describe('Solo empresas; null para postulantes'),
});

/** The recruiter's contact person: names on the account, phone and position on the company. */
export const contactPerson = z.object({ nombres: z.string(), apellidos: z.string(), nro_contacto: z.string(), cargo: z.string() });

/** The platform's invoicing data and the payment-support WhatsApp number. */
export const infoFactura = z.object({ correo: z.string(), ruc: z.string(), razon_social: z.string(), whatsapp: z.string() });

/**
 * A registration's answer: data[0] is the token of `reSendMailRegister/{token}`. 201 for a new account; 200 when the
 * e-mail belongs to an unconfirmed account (a new link is sent unless one went out in the last 180 s).
 */
const registration = {
  method: 'POST',
  data: z.string(),
  optional: z.object({ existing_account: z.boolean(), mail_sent: z.boolean(), retry_after: z.number() }),
  status: 201,
} as const;

export const usuarioApi = defineGroup({
  prefix: '/usuario',
  tag: 'usuario',
  calls: {
    registerPostulant: {
      ...registration,
      path: '/registerPostulant',
      summary: 'Registro de postulantes: crea la cuenta sin confirmar y envía el enlace de confirmación',
      body: registerPostulantSchema,
    },
    registerRecruiter: {
      ...registration,
      path: '/registerRecruiter',
      summary: 'Registro de empresas (multipart/form-data con el logo): crea la cuenta sin confirmar',
      // sector: ids repeated as fields or comma-separated in one.
      body: multipart(z.object({ ...registerRecruiterSchema.shape, logo: filePart('El logo: PNG o JPEG de menos de 1 000 000 bytes') })),
    },
    validateAccount: {
      method: 'GET',
      path: '/validateAccount/:token',
      summary: 'Confirma la cuenta con el enlace del correo (un solo uso; abierto otra vez con la cuenta ya confirmada, 409)',
      params: tokenParams,
      data: noData,
    },
    reSendMailRegister: {
      method: 'GET',
      path: '/reSendMailRegister/:token',
      summary: 'Reenvía el enlace de confirmación (como máximo uno cada 180 s)',
      params: tokenParams,
      data: noData,
      optional: retryAfterOptional,
    },
    myAccount: { method: 'GET', path: '/myAccount', summary: 'Resumen de la cuenta (Mi cuenta)', data: accountSummary },
    myEmail: {
      method: 'GET',
      path: '/myEmail',
      summary: 'Correo actual: data[0] (target_email del formulario); optional.retry_after: segundos hasta poder pedir otro enlace',
      data: z.string(),
      optional: retryAfterOptional,
    },
    updatePassword: {
      method: 'PATCH',
      path: '/updatePassword',
      summary: 'Cambia la contraseña; cierra las demás sesiones',
      body: updatePasswordSchema,
      data: noData,
    },
    updateEmail: {
      method: 'POST',
      path: '/updateEmail',
      summary: 'Envía el enlace de cambio de correo al nuevo correo (vale 1 día; reenvío cada 180 s)',
      body: updateEmailSchema,
      data: noData,
      optional: retryAfterOptional,
    },
    updateEmailConfirmed: {
      method: 'PATCH',
      path: '/updateEmailConfirmed',
      summary:
        'Aplica el cambio de correo del enlace; cierra todas las sesiones (abierto otra vez con el cambio ya hecho, 409 con optional.ya_cambiado)',
      body: tokenBodySchema,
      data: noData,
      optional: z.object({ ya_cambiado: z.boolean() }).optional(),
    },
    removeAccount: {
      method: 'POST',
      path: '/removeAccount',
      summary: 'Elimina la cuenta para siempre (decisión 007)',
      body: removeAccountSchema,
      data: noData,
    },
    update: {
      method: 'PUT',
      path: '/update',
      summary: 'Persona de contacto de la empresa (numero_contacto se acepta como sinónimo)',
      body: updateUserSchema,
      data: contactPerson,
    },
    validateTokenSubscription: {
      method: 'GET',
      path: '/validateTokenSubscription/:token',
      summary: 'Enlace de baja de correos promocionales: data[0] = {role} de la cuenta',
      params: tokenParams,
      data: z.object({ role }),
    },
    unsubscribeMarketing: {
      method: 'POST',
      path: '/unsubscribeMarketing',
      summary: 'Baja de correos promocionales {token, reason}: la página no tiene sesión, el token la reemplaza',
      body: unsubscribeSchema,
      data: noData,
    },
    updateMarketing: {
      method: 'PATCH',
      path: '/updateMarketing',
      summary: 'Acepta o deja de aceptar correos promocionales desde Mi cuenta {autorizacion_marketing: 0|1}; data[0] = el valor guardado',
      body: updateMarketingSchema,
      data: z.union([z.literal(0), z.literal(1)]),
    },
    getInfoFactura: { method: 'GET', path: '/getInfoFactura', summary: 'Datos de facturación de la plataforma', data: infoFactura },
    isPremium: { method: 'POST', path: '/isPremium', summary: '¿Es premium la cuenta? data[0]', data: z.boolean() },
  },
});
export type UsuarioApi = typeof usuarioApi;
