/**
 * Company data (docs/offers.md "organizacion"): the three forms of `PUT organizacion/update {data, form}`.
 * Their messages and the answer shapes are in organizacion.ts.
 */
import { DISTRITO_MAX, EMAIL_MAX, REGION_ID_MAX, REGION_ID_MIN } from '../constants.ts';
import { SECTOR_MAX } from '../cuenta.ts';
import { ENLACE_MESSAGES, revisarEnlace, type RedSocial } from '../enlaces.ts';
import {
  DIRECCION_MAX,
  FB_MAX,
  ORGANIZACION_FORMS,
  RED_MAX,
  WEB_MAX,
  ORGANIZACION_MESSAGES,
  REQUIRED,
  type OrganizacionForm,
} from '../organizacion.ts';
import { numeroOTexto } from './numero.ts';
import { z } from './zod.ts';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An optional text: blank becomes null. */
function optionalText(max: number, maxMessage: string) {
  return z.preprocess(
    (v) => (blank(v) ? null : v),
    z.string({ error: ORGANIZACION_MESSAGES.seleccione }).trim().max(max, maxMessage).nullable(),
  );
}

// ------------------------------------------------------------------ contact (form 'contact')

/** The company's public contact: e-mail and phone (+51, 9 digits). */
export const organizacionContactSchema = z.object({
  correo_contacto: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(EMAIL_MAX, ORGANIZACION_MESSAGES.correoLargo)
    .pipe(z.email(ORGANIZACION_MESSAGES.correoInvalido)),
  numero_contacto: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(/^\d*$/, ORGANIZACION_MESSAGES.soloNumeros)
    .min(9, ORGANIZACION_MESSAGES.telefonoCorto)
    .max(9, ORGANIZACION_MESSAGES.telefonoLargo),
});
export type OrganizacionContactInput = z.input<typeof organizacionContactSchema>;

// ------------------------------------------------------------------ more information (form 'social')

const sectorId = z.preprocess(
  numeroOTexto,
  z.coerce
    .number({ error: ORGANIZACION_MESSAGES.sectorInvalido })
    .int(ORGANIZACION_MESSAGES.sectorInvalido)
    .positive(ORGANIZACION_MESSAGES.sectorInvalido)
    .max(32_767, ORGANIZACION_MESSAGES.sectorInvalido),
);

/**
 * An optional link (blank → null): an http(s) address, of the network's own site for a network, whose bare page
 * name also passes and is stored as its full address (enlaces.ts).
 */
function enlace(max: number, red?: RedSocial) {
  return z.preprocess(
    (v) => (blank(v) ? null : v),
    z
      .string({ error: ENLACE_MESSAGES.invalida })
      .nullable()
      .transform((v, ctx) => {
        if (v === null) return null;
        const r = revisarEnlace(v, { max, red });
        if (r.ok) return r.url;
        ctx.addIssue({ code: 'custom', message: r.error });
        return z.NEVER;
      }),
  );
}

/**
 * Sectors (1–10), description (5–255), web (≤ 200), Facebook (≤ 100), LinkedIn and Instagram (≤ 200): the links are
 * optional and checked by `revisarEnlace`.
 */
export const organizacionSocialSchema = z.object({
  sector: z.preprocess(
    (v) => (blank(v) ? [] : Array.isArray(v) ? v : String(v).split(',')),
    z
      .array(sectorId, { error: ORGANIZACION_MESSAGES.sectorInvalido })
      .min(1, ORGANIZACION_MESSAGES.sectorMin)
      .max(SECTOR_MAX, ORGANIZACION_MESSAGES.sectorMax)
      .transform((ids) => [...new Set(ids)]),
  ),
  descripcion: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .min(5, ORGANIZACION_MESSAGES.descripcionCorta)
    .max(255, ORGANIZACION_MESSAGES.descripcionLarga),
  web: enlace(WEB_MAX),
  fb: enlace(FB_MAX, 'facebook'),
  linkedin: enlace(RED_MAX, 'linkedin'),
  instagram: enlace(RED_MAX, 'instagram'),
});
export type OrganizacionSocialInput = z.input<typeof organizacionSocialSchema>;

// ------------------------------------------------------------------ location (form 'location')

/** Region (1–25) with its name, district of that region (≤ 60), address (≤ 150, Lima addresses with office numbers). */
export const organizacionLocationSchema = z.object({
  id_region: z.preprocess(
    (v) => (blank(v) ? 0 : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: ORGANIZACION_MESSAGES.seleccione })
      .int(ORGANIZACION_MESSAGES.seleccione)
      .min(REGION_ID_MIN, ORGANIZACION_MESSAGES.seleccione)
      .max(REGION_ID_MAX, ORGANIZACION_MESSAGES.seleccione),
  ),
  region: z
    .string({ error: ORGANIZACION_MESSAGES.seleccione })
    .trim()
    .min(1, ORGANIZACION_MESSAGES.seleccione)
    .max(60, 'Máximo 60 caracteres'),
  distrito: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(DISTRITO_MAX, ORGANIZACION_MESSAGES.distritoLargo),
  direccion: optionalText(DIRECCION_MAX, ORGANIZACION_MESSAGES.direccionLarga),
});
export type OrganizacionLocationInput = z.input<typeof organizacionLocationSchema>;

// ------------------------------------------------------------------ the update call

/** `PUT organizacion/update {form, data}`: the form names the group of fields. */
export const organizacionUpdateRequestSchema = z.object({
  form: z.enum(ORGANIZACION_FORMS, { error: ORGANIZACION_MESSAGES.form }),
  data: z.record(z.string(), z.unknown(), { error: REQUIRED }),
});

export function organizacionFormSchema(form: OrganizacionForm) {
  switch (form) {
    case 'contact':
      return organizacionContactSchema;
    case 'social':
      return organizacionSocialSchema;
    case 'location':
      return organizacionLocationSchema;
  }
}

/** `update`'s body once checked: the form's name and its fields, as the service saves them. */
export type OrganizacionUpdate =
  | { form: 'contact'; data: z.output<typeof organizacionContactSchema> }
  | { form: 'social'; data: z.output<typeof organizacionSocialSchema> }
  | { form: 'location'; data: z.output<typeof organizacionLocationSchema> };

const camposDe = (schema: z.ZodObject) => Object.keys(schema.shape).join(', ');

/**
 * The whole `PUT organizacion/update` body as its route checks it: the form's name, then `data` with that form's
 * schema. A field's message is reported at the field's own name (`linkedin`, not `data.linkedin`), where the form
 * shows it.
 */
export const organizacionUpdateSchema = z
  .object({
    form: organizacionUpdateRequestSchema.shape.form.describe('contact, social o location'),
    data: organizacionUpdateRequestSchema.shape.data.describe(
      `Los campos del formulario. contact: ${camposDe(organizacionContactSchema)}; social: ${camposDe(organizacionSocialSchema)}; location: ${camposDe(organizacionLocationSchema)}`,
    ),
  })
  .transform((body, ctx): OrganizacionUpdate => {
    const result = organizacionFormSchema(body.form).safeParse(body.data);
    if (result.success) return { form: body.form, data: result.data } as OrganizacionUpdate;
    for (const issue of result.error.issues) {
      ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: body.data });
    }
    return z.NEVER;
  });
