/**
 * `/api/auth`: a login per area (each accepts only its own role), logout, the signed-in user, and password recovery
 * (docs/decisions/003-sessions-and-login.md, 006-account-flows.md). `SessionUser` in session.ts is `sessionUser`.
 */
import { forgotPasswordSchema, newPasswordSchema } from '../schemas/cuenta.ts';
import { loginSchema } from '../schemas/auth.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup, noData } from './contract.ts';
import { desafioOptional } from './segundo-factor.ts';

/** A link's token in the path (`validateTokenForgot/{token}`, `usuario/validateAccount/{token}`, …). */
export const tokenParams = z.object({ token: z.string().describe('El token del enlace') });

/** 0 applicant, 1 company, 2 administrator. */
export const role = z.union([z.literal(0), z.literal(1), z.literal(2)]).describe('0 postulante, 1 empresa, 2 administrador');

/**
 * The login form's schema is written with zod/mini so the login page stays small; the route validates with that same
 * schema, named here by the type of the full zod the declarations use.
 */
const loginBody = loginSchema as unknown as z.ZodType<z.output<typeof loginSchema>, z.input<typeof loginSchema>>;

/** `mySession`: the signed-in user. */
export const sessionUser = z.object({
  id: z.number(),
  role,
  name: z.string(),
  lastname: z.string(),
  nombre_org: z.string(),
  email: z.string(),
  /** Applicant premium state (0 pending, 1 active, 2 rejected): null when never premium. */
  estado_pago: z.number().nullable(),
  /** Applicant premium: last day (Lima) of the running membership while estado_pago is 1, else null. */
  premium_expira_el: z.string().nullable().optional(),
  /** Company premium flag (enables the applicant assistant). */
  is_premium: z.boolean(),
  is_dev: z.boolean(),
  /**
   * A colleague's seat in its company (docs/team.md): 'administrador' or 'reclutador', with titular false. Absent for
   * the company's holder (an administrator) and for other roles.
   */
  equipo_rol: z.enum(['administrador', 'reclutador']).optional(),
  titular: z.literal(false).optional(),
  /**
   * The required-data gate (docs/cv.md): true when an applicant's required CV data is complete, always true for
   * other roles. Applicant guards send an applicant with false to /postulantes/curriculum/complete.
   */
  cv_completo: z.boolean(),
  /** `mySession` only: the URL of the applicant's photo or the company's logo for the menu, null when none. */
  foto: z.string().nullable().optional(),
});

/** The seconds until another link can be sent (180 s rule). */
export const retryAfterOptional = z.object({ retry_after: z.number() });

const login = (summary: string) =>
  ({
    method: 'POST',
    summary: `${summary}: data[0] y token = el token de la sesión`,
    body: loginBody,
    data: z.string(),
    // With a second factor due (administrators, company administrators), data is empty, there is no token, and
    // optional.segundo_factor carries the challenge; applicants never get one.
    optional: desafioOptional.optional(),
  }) as const;

export const authApi = defineGroup({
  prefix: '/auth',
  tag: 'auth',
  calls: {
    loginPostulant: { ...login('Ingreso de postulantes'), path: '/loginPostulant' },
    loginRecruiter: { ...login('Ingreso de empresas'), path: '/loginRecruiter' },
    loginAdmin: { ...login('Ingreso de administradores'), path: '/loginAdmin' },
    logout: { method: 'POST', path: '/logout', summary: 'Cierra la sesión y revoca el token', data: noData },
    mySession: { method: 'POST', path: '/mySession', summary: 'Usuario de la sesión actual', data: sessionUser },
    isDev: { method: 'POST', path: '/isDev', summary: '¿Tiene el usuario el modo desarrollador? data[0]', data: z.boolean() },
    forgotPassword: {
      method: 'POST',
      path: '/forgotPassword',
      summary:
        'Envía el enlace para restablecer la contraseña (como máximo uno cada 180 s). La respuesta es la misma exista o no la cuenta',
      body: forgotPasswordSchema,
      data: noData,
      optional: retryAfterOptional,
    },
    validateTokenForgot: {
      method: 'GET',
      path: '/validateTokenForgot/:token',
      summary: '¿Sigue siendo válido el enlace de recuperación?',
      params: tokenParams,
      data: noData,
    },
    newPassword: {
      method: 'POST',
      path: '/newPassword',
      summary: 'Guarda la nueva contraseña con el enlace de recuperación y cierra todas las sesiones',
      body: newPasswordSchema,
      data: noData,
    },
  },
});
export type AuthApi = typeof authApi;
