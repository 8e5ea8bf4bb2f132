/**
 * Account payloads of both areas with the spec's exact messages.
 * Each schema is used by the web form and by the API route; the texts and rules without a validator are in cuenta.ts.
 */
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { NEW_PASSWORD_PATTERN, newPasswordMessage, REQUIRED, rucCheckDigitOk, SECTOR_INVALID, SECTOR_MAX } from '../cuenta.ts';
import { numeroOTexto } from './numero.ts';
import { z } from './zod.ts';

/** correo / email: required, valid, at most 255 (registration and login texts). */
export function emailField(invalid = 'No se reconoce como correo') {
  return z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(EMAIL_MAX, 'Máximo 255 caracteres').pipe(z.email(invalid));
}

/** Registration passwords are 8–40 characters without spaces (later ones follow NEW_PASSWORD_PATTERN). */
export const registrationPassword = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(PASSWORD_MIN, 'Mínimo 8 caracteres')
  .max(PASSWORD_MAX, 'Máximo 40 caracteres')
  .refine((v) => !/\s/.test(v), 'La contraseña no debe tener espacios');

export const newPassword = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .superRefine((value, ctx) => {
    if (value !== '' && !NEW_PASSWORD_PATTERN.test(value)) ctx.addIssue({ code: 'custom', message: newPasswordMessage(value) });
  });

const personName = (short: string, long: string, min = 2) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).min(min, short).max(30, long);

const flag01 = z.union([z.literal(0), z.literal(1)]);

// ------------------------------------------------------------------ applicant registration

export const registerPostulantSchema = z
  .object({
    nombres: personName('Muy corto', 'Muy largo'),
    apellidos: personName('Muy corto', 'Muy largo'),
    correo: emailField(),
    clave: registrationPassword,
    repetir_clave: z.string({ error: REQUIRED }).min(1, REQUIRED),
    autorizacion_marketing: z.coerce.number().pipe(flag01).optional().default(0),
  })
  .refine((v) => v.clave === v.repetir_clave, { path: ['repetir_clave'], message: 'Las contraseñas no coinciden' });
export type RegisterPostulantInput = z.input<typeof registerPostulantSchema>;

/** The browser form adds the terms checkbox (the API payload of the spec has no such field). */
export const registerPostulantFormSchema = registerPostulantSchema.and(
  z.object({ terminos: z.literal(true, { error: 'Acepta los términos y condiciones y la política de privacidad' }) }),
);

// ------------------------------------------------------------------ company registration

export const rucField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .length(11, 'Debe tener 11 caracteres')
  .regex(/^20\d{9}$/, 'Solo números, y debe ser RUC 20')
  .refine(rucCheckDigitOk, 'El RUC no es válido: revisa el dígito verificador');

export const phone9 = (lengthMessage: string, digitsMessage: string) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).regex(/^\d*$/, digitsMessage).length(9, lengthMessage);

const sectorId = z.preprocess(numeroOTexto, z.coerce.number({ error: SECTOR_INVALID }).int(SECTOR_INVALID).positive(SECTOR_INVALID));

/** Razón social: the company's legal name. */
export const razonSocialField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .min(2, 'Nombre muy corto')
  .max(150, 'Nombre muy largo');
/** Nombre comercial: the name the company is shown by. */
export const nombreComercialField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .min(2, 'Nombre muy corto')
  .max(50, 'Nombre muy largo');

/**
 * The company's data its own screens do not change (RUC, razón social, nombre comercial): set at registration, and
 * corrected only by the back office from a rectification request (Ley 29733), with the registration's own rules.
 */
export const datosLegalesEmpresaSchema = z.object({ ruc: rucField, nombre_completo: razonSocialField, nombre: nombreComercialField });

export const registerRecruiterSchema = z
  .object({
    ruc: rucField,
    nombre_completo: razonSocialField,
    nombre: nombreComercialField,
    // Multipart sends repeated fields or one comma-separated value; both become a list of ids.
    sector: z.preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')),
      z.array(sectorId).min(1, 'Seleccione 1').max(SECTOR_MAX, 'Máximo 10'),
    ),
    correo: emailField(),
    clave: registrationPassword,
    repetir_clave: z.string({ error: REQUIRED }).min(1, REQUIRED),
    nombres: personName('Muy corto', 'Muy largo'),
    apellidos: personName('Muy corto', 'Muy largo'),
    nro_contacto: phone9('Solo 9 dígitos', 'Solo números'),
    cargo: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).min(2, 'Pocos caracteres').max(30, 'Máximo 30 caracteres'),
    autorizacion_marketing: z.coerce.number().pipe(flag01).optional().default(0),
  })
  .refine((v) => v.clave === v.repetir_clave, { path: ['repetir_clave'], message: 'Las contraseñas no coinciden' });
export type RegisterRecruiterInput = z.input<typeof registerRecruiterSchema>;

export const registerRecruiterFormSchema = registerRecruiterSchema.and(
  z.object({ terminos: z.literal(true, { error: 'Acepta los términos y condiciones' }) }),
);

// ------------------------------------------------------------------ recovery and passwords

export const forgotPasswordSchema = z.object({ email: emailField() });

/** The reset form (password, repeat_password); the call sends {token, new_password}. */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, repeat_password: z.string({ error: REQUIRED }).min(1, REQUIRED) })
  .refine((v) => v.password === v.repeat_password, { path: ['repeat_password'], message: 'Las contraseñas deben coincidir' });

export const newPasswordSchema = z.object({
  token: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
  new_password: newPassword,
});

/** A password change that keeps the current one. */
export const SAME_PASSWORD = 'La nueva contraseña debe ser distinta de la actual.';

export const updatePasswordSchema = z
  .object({
    current_password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(PASSWORD_MAX, 'Máximo 40 caracteres'),
    clave: newPassword,
    repetir_clave: z.string({ error: REQUIRED }).min(1, REQUIRED),
  })
  .refine((v) => v.clave === v.repetir_clave, { path: ['repetir_clave'], message: 'Las contraseñas no son iguales' })
  // Keeping the same password is not a change (and would close the other sessions for nothing). Only this form knows
  // the current password: a reset by link and an invitation's acceptance set a first or forgotten one.
  .refine((v) => v.clave !== v.current_password, { path: ['clave'], message: SAME_PASSWORD });

// ------------------------------------------------------------------ e-mail change

/** The form: target_email is the read-only current address. */
export const updateEmailFormSchema = z.object({
  target_email: z.string(),
  new_email: emailField('Correo inválido'),
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(PASSWORD_MAX, 'Máximo 40 caracteres'),
});

/** The call: POST usuario/updateEmail {data: new_email, target_email, password}. */
export const updateEmailSchema = z.object({
  data: emailField('Correo inválido'),
  target_email: z.string().max(EMAIL_MAX).optional(),
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(PASSWORD_MAX, 'Máximo 40 caracteres'),
});

export const tokenBodySchema = z.object({ token: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200) });

// ------------------------------------------------------------------ account

export const removeAccountSchema = z.object({
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(PASSWORD_MAX, 'Máximo 40 caracteres'),
});

/** The recruiter's contact person (`numero_contacto` accepted as a synonym of nro_contacto). */
export const contactSchema = z.object({
  nombres: personName('Pocos caracteres', 'Máximo 30 caracteres'),
  apellidos: personName('Pocos caracteres', 'Máximo 30 caracteres'),
  cargo: personName('Pocos caracteres', 'Máximo 30 caracteres'),
  nro_contacto: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(/^\d*$/, 'Sólo números')
    .min(9, 'Mínimo 9')
    .max(9, 'Máximo 9 caracteres'),
});

export const updateUserSchema = z.object({
  data: z.preprocess((v) => {
    if (v && typeof v === 'object' && !('nro_contacto' in v) && 'numero_contacto' in v) {
      const { numero_contacto, ...rest } = v as Record<string, unknown>;
      return { ...rest, nro_contacto: numero_contacto };
    }
    return v;
  }, contactSchema),
});

export const unsubscribeSchema = z.object({
  token: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
  reason: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(500, 'Máximo 500 caracteres'),
});

/** Consent to marketing mail (job alerts, announcements), changed from Mi cuenta. */
export const updateMarketingSchema = z.object({
  autorizacion_marketing: z.union([z.literal(0), z.literal(1)], { error: 'Elige una opción' }),
});
