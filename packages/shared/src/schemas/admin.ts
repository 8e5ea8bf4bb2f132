/**
 * The bodies of the back office's forms (docs/admin.md "How the forms validate"): each is the schema the API validates
 * that call's body with (declared in api/admin/) and the web form's resolver, so both say the same words at the same
 * fields. Where the API checks more after the schema (the visible text of a rich text, which it measures once
 * sanitized), the form's schema adds that check with the API's message (`…FormSchema`); the body sent is the same.
 * The messages and limits are in admin.ts.
 */
import {
  ADMIN_MESSAGES,
  ALERTA_MESSAGES,
  ANUNCIO_HTML_MAX,
  ANUNCIO_MESSAGES,
  CONTENIDO_MESSAGES,
  INFORMATIVA_MESSAGES,
  PLANTILLA_HTML_MAX,
  PLANTILLA_MESSAGES,
} from '../admin.ts';
import { validIsoDate } from '../dates.ts';
import { MODALIDADES, OFERTA_MESSAGES, REQUIRED, richTextToPlain, TEXTO_MIN } from '../oferta.ts';
import { z } from './zod.ts';

/**
 * A rich text as the API judges it after sanitizing: no visible text is 'Requerido', less than `min` characters is
 * `short`. Sanitizing only removes, so what the browser refuses here the API refuses too.
 */
function visibleText(html: z.ZodString, min: number, short: string) {
  return html.superRefine((value, ctx) => {
    const visible = richTextToPlain(value).length;
    if (visible === 0) ctx.addIssue({ code: 'custom', message: REQUIRED });
    else if (visible < min) ctx.addIssue({ code: 'custom', message: short });
  });
}

/** A calendar day, 'YYYY-MM-DD' (the alert's date input). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

// ------------------------------------------------------------------ rejections (ofertas, pagos)

/** Why an offer or a payment is rejected: shown to the company or the applicant, so it must say something. */
export const motivoSchema = z.object({
  motivo: z
    .string({ error: ADMIN_MESSAGES.motivoRequerido })
    .trim()
    .min(1, ADMIN_MESSAGES.motivoRequerido)
    .min(5, ADMIN_MESSAGES.motivoCorto)
    .max(1000, ADMIN_MESSAGES.motivoLargo),
});

// ------------------------------------------------------------------ alertas

/**
 * `{content, expireIn}`: expireIn is absent or null (never expires), a Lima day 'YYYY-MM-DD' or an ISO 8601 date-time
 * with its offset (checked by the server, which answers the field's message).
 */
export const alertaBody = z.object({
  content: z.string({ error: ALERTA_MESSAGES.contentTexto }).trim().max(500, ALERTA_MESSAGES.contentLargo),
  expireIn: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.string({ error: ALERTA_MESSAGES.fecha }).trim().max(40, ALERTA_MESSAGES.fecha).nullable(),
  ),
});

/**
 * The alert form on `today` (a Lima day): the body, with the server's rule that an alert with text cannot end before
 * today (a day shows until its 23:59:59, Lima).
 */
export function alertaFormSchemaFor(today: string) {
  return alertaBody.superRefine((alerta, ctx) => {
    if (alerta.content !== '' && alerta.expireIn !== null && DAY.test(alerta.expireIn) && alerta.expireIn < today) {
      ctx.addIssue({ code: 'custom', path: ['expireIn'], message: ALERTA_MESSAGES.fechaPasada });
    }
  });
}

// ------------------------------------------------------------------ plantillas

/** `{html}`: sanitized by the server, which also refuses one too long or without visible text. */
export const plantillaBody = z.object({ html: z.string({ error: PLANTILLA_MESSAGES.required }) });

/** The template form: the body, with the server's size limit (on the HTML as sent) and its visible-text rule. */
export const plantillaFormSchema = plantillaBody.extend({
  html: visibleText(z.string({ error: PLANTILLA_MESSAGES.required }).max(PLANTILLA_HTML_MAX, PLANTILLA_MESSAGES.tooLong), 1, REQUIRED),
});

// ------------------------------------------------------------------ anuncios

export const audiencia = z.enum(['empresas', 'postulantes'], { error: ANUNCIO_MESSAGES.audiencia });

/** `{audiencia, asunto, html}`; the server sanitizes the HTML and requires 5 visible characters. */
export const anuncioSchema = z.object({
  audiencia,
  asunto: z
    .string({ error: ANUNCIO_MESSAGES.required })
    .trim()
    .min(1, ANUNCIO_MESSAGES.required)
    .min(3, ANUNCIO_MESSAGES.asuntoCorto)
    .max(150, ANUNCIO_MESSAGES.asuntoLargo),
  html: z.string({ error: ANUNCIO_MESSAGES.required }).max(ANUNCIO_HTML_MAX, ANUNCIO_MESSAGES.tooLong),
});
export type AnuncioData = z.output<typeof anuncioSchema>;

/** The announcement form (draft and preview): the body, with the server's 5 visible characters of the message. */
export const anuncioFormSchema = anuncioSchema.extend({
  html: visibleText(anuncioSchema.shape.html, 5, ANUNCIO_MESSAGES.textoCorto),
});

// ------------------------------------------------------------------ informativas

/**
 * An informational offer as created and edited. The server also sanitizes the text, keeps the deadline within the
 * year and checks the time modality and the region against its lists.
 */
export const informativaSchema = z.object({
  titulo: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).min(5, OFERTA_MESSAGES.tituloCorto).max(150, OFERTA_MESSAGES.tituloLargo),
  funciones: z.string({ error: REQUIRED }).max(5000, OFERTA_MESSAGES.textoLargo),
  beneficios: z.string().max(5000, OFERTA_MESSAGES.textoLargo).default(''),
  enlace: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(500, INFORMATIVA_MESSAGES.enlaceLargo)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: INFORMATIVA_MESSAGES.enlace })),
  // Empty or missing is 'Requerido'; a date that is there and wrong is 'Fecha inválida'.
  fin_convocatoria: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : OFERTA_MESSAGES.fecha) })
    .trim()
    .min(1, REQUIRED)
    .refine((v) => v === '' || validIsoDate(v), OFERTA_MESSAGES.fecha),
  modalidad: z.enum(MODALIDADES, { error: OFERTA_MESSAGES.modalidad }).default('PREPROFESIONAL'),
  modalidad_tiempo: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(20, OFERTA_MESSAGES.modalidadTiempoLarga)
    .default('Presencial'),
  id_region: z.coerce
    .number({ error: INFORMATIVA_MESSAGES.region })
    .int({ error: INFORMATIVA_MESSAGES.region })
    .min(0, { error: INFORMATIVA_MESSAGES.region })
    .max(26, { error: INFORMATIVA_MESSAGES.region })
    .default(0),
});
export type InformativaData = z.output<typeof informativaSchema>;

/** The informational offer form: the body, with the server's visible-text rule of the description. */
export const informativaFormSchema = informativaSchema.extend({
  funciones: visibleText(informativaSchema.shape.funciones, TEXTO_MIN, OFERTA_MESSAGES.textoCorto),
});

// ------------------------------------------------------------------ contenido

const CONTENIDO_REQUIRED = CONTENIDO_MESSAGES.required;

export const contenidoTipo = z.enum(['video', 'recurso'], { error: CONTENIDO_MESSAGES.tipo });

const glosarioItem = z.object({
  title: z.string({ error: CONTENIDO_REQUIRED }).trim().min(1, CONTENIDO_REQUIRED).max(100, CONTENIDO_MESSAGES.glosarioTitulo),
  description: z.string({ error: CONTENIDO_REQUIRED }).trim().min(1, CONTENIDO_REQUIRED).max(1000, CONTENIDO_MESSAGES.glosarioDescripcion),
});

/** The spec's field names of a premium content item, in the request as in the answer. */
const editable = {
  title: z
    .string({ error: CONTENIDO_REQUIRED })
    .trim()
    .min(1, CONTENIDO_REQUIRED)
    .min(2, CONTENIDO_MESSAGES.tituloCorto)
    .max(150, CONTENIDO_MESSAGES.tituloLargo),
  description: z.string().trim().max(2000, CONTENIDO_MESSAGES.descripcionLarga).default(''),
  // Free text as shown to applicants ('12:30', '45 min').
  duration: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(20, CONTENIDO_MESSAGES.duracion).nullable().default(null)),
  folder_name: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(100, CONTENIDO_MESSAGES.carpeta).nullable().default(null)),
  glossary: z.array(glosarioItem).max(50, CONTENIDO_MESSAGES.glosarioMax).default([]),
  publicado: z.union([z.literal(0), z.literal(1)], { error: CONTENIDO_MESSAGES.publicado }).default(1),
};

export const contenidoCreateSchema = z.object({ type: contenidoTipo, ...editable });
/** The type is fixed at creation: the uploaded file's kind depends on it. */
export const contenidoUpdateSchema = z.object(editable);
