/**
 * `/api/postulante`: the applicant's own profile, its update forms, the photo, the required-data gate and the CV
 * download (docs/cv.md). Every call needs an applicant's session: none 401, another role 403. The recruiter's calls
 * of this prefix are declared apart (postulantes.ts). `PostulanteProfile`, `PostulanteCard`, `CvCompleteness` and
 * `CvDownload` in cv.ts are these answers.
 */
import { OPTIONAL_CV_FIELDS, REQUIRED_CV_FIELDS } from '../cv.ts';
import {
  contactSchema,
  educationSchema,
  infoRequiredSchema,
  moreEducationSchema,
  personalSchema,
  placesSchema,
  updateFormSchema,
  updateRequestSchema,
} from '../schemas/cv.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup, filePart, multipart, noData } from './contract.ts';
import { conocimientoItem, experienciaLaboralItem, extracurricularItem, formacionComplementariaItem, logroItem } from './cv.ts';

// ------------------------------------------------------------------ what the calls answer

export const idName = z.object({ id: z.number(), name: z.string() });

/** `myAccount` data[0]. Dates 'YYYY-MM-DD'; education years 'YYYY-01-01'; foto a URL or null. */
export const postulanteProfile = z.object({
  nombres: z.string(),
  apellidos: z.string(),
  foto: z.string().nullable(),
  dni: z.string().nullable(),
  sexo: z.number().nullable(),
  fecha_nacimiento: z.string().nullable(),
  licencia_conducir: z.number().nullable(),
  estado_estudios: z.number().nullable(),
  tipo_carrera: z.number().nullable(),
  id_inst_educativa: z.number().nullable(),
  inst_educativa_nombre: z.string().nullable(),
  id_carrera_actual: z.number().nullable(),
  carrera_actual: z.string().nullable(),
  claves: z.string().nullable(),
  ciclo_actual: z.number(),
  fecha_ingreso: z.string().nullable(),
  fecha_egreso: z.string().nullable(),
  orden_merito: z.number(),
  resumen_profesional: z.string().nullable(),
  id_region: z.number().nullable(),
  region: z.string().nullable(),
  provincia: z.string().nullable(),
  distrito: z.string().nullable(),
  whatsapp: z.string().nullable(),
  correo_contacto: z.string().nullable(),
  redes_sociales: z.array(z.object({ name: z.string(), value: z.string() })),
  habilidades: z.array(idName),
});

/** `myAccount?populate=true` data[0]: the profile and every section of the CV. */
export const postulanteProfileFull = postulanteProfile.extend({
  logros: z.array(logroItem),
  conocimientos: z.array(conocimientoItem),
  idiomas: z.array(conocimientoItem),
  formacion_complementaria: z.array(formacionComplementariaItem),
  experiencia_laboral: z.array(experienciaLaboralItem),
  voluntariados: z.array(extracurricularItem),
  proyectos: z.array(extracurricularItem),
});

/** `myAccountDescripcion` data[0]: the profile as a card. */
export const postulanteCard = postulanteProfile.pick({
  nombres: true,
  apellidos: true,
  foto: true,
  carrera_actual: true,
  inst_educativa_nombre: true,
  estado_estudios: true,
  region: true,
  resumen_profesional: true,
});

/** `completeCV` data[0]: the required fields still empty (the gate is open when none is). */
export const cvRequiredCompleteness = z.object({ complete: z.boolean(), missing: z.array(z.enum(REQUIRED_CV_FIELDS)) });
/** `completeCvOptionals` data[0]: the parts 'required to apply' still missing. */
export const cvOptionalCompleteness = z.object({ complete: z.boolean(), missing: z.array(z.enum(OPTIONAL_CV_FIELDS)) });

/** `getMyCv` data[0]: the PDF in base64 and its file name. */
export const cvDownload = z.object({ cv: z.string(), name: z.string() });

// ------------------------------------------------------------------ what the calls take

export const populateQuery = z.object({
  populate: z
    .enum(['true', 'false'], { error: 'populate debe ser true o false.' })
    .default('false')
    .describe('true: también las secciones del CV'),
});

/** `update {form, data}` as the documentation shows it: each form with its own fields (as of `today`). */
export function updateBody(today: Date = new Date()) {
  return z.discriminatedUnion('form', [
    z.object({ form: z.literal('personal'), data: personalSchema(today) }),
    z.object({ form: z.literal('places'), data: placesSchema }),
    z.object({ form: z.literal('education'), data: educationSchema(today) }),
    z.object({ form: z.literal('contact'), data: contactSchema }),
    z.object({ form: z.literal('more_education'), data: moreEducationSchema }),
    z.object({ form: z.literal('info_required'), data: infoRequiredSchema(today) }),
  ]);
}
export type UpdateBody = z.output<ReturnType<typeof updateBody>>;
/** What the web sends: `{form, data}` with that form's fields. */
export type UpdateInput = z.input<ReturnType<typeof updateBody>>;

/**
 * How the API checks `update`: first the form's name and that data is an object, then data with the form's schema,
 * its errors named by the form's fields (`nombres`, not `data.nombres`), as the forms place them.
 */
export function updateBodyAt(today: Date) {
  return z.unknown().transform((body, ctx): UpdateBody => {
    const request = updateRequestSchema.safeParse(body);
    if (!request.success) {
      for (const issue of request.error.issues) ctx.addIssue({ ...issue });
      return z.NEVER;
    }
    const { form } = request.data;
    const data = updateFormSchema(form, today).safeParse(request.data.data);
    if (!data.success) {
      for (const issue of data.error.issues) ctx.addIssue({ ...issue });
      return z.NEVER;
    }
    return { form, data: data.data } as UpdateBody;
  });
}

// ------------------------------------------------------------------ the group

export const postulanteApi = defineGroup({
  prefix: '/postulante',
  tag: 'postulante',
  calls: {
    myAccount: {
      method: 'GET',
      path: '/myAccount',
      summary: 'El perfil propio; con populate=true también las secciones del CV',
      query: populateQuery,
      data: z.union([postulanteProfileFull, postulanteProfile]),
    },
    myAccountDescripcion: {
      method: 'GET',
      path: '/myAccountDescripcion',
      summary: 'Tarjeta corta del perfil propio',
      data: postulanteCard,
    },
    update: {
      method: 'PUT',
      path: '/update',
      summary:
        'Guarda un formulario del perfil: {data, form}; form es personal, places, education, contact, more_education o info_required',
      body: updateBody(),
      data: noData,
    },
    updatePhoto: {
      method: 'POST',
      path: '/updatePhoto',
      summary: 'Sube la foto de perfil (multipart, campo photo): PNG o JPEG de menos de 1 000 000 bytes. data[0] es su URL',
      body: multipart(z.object({ photo: filePart('La foto: PNG o JPEG de menos de 1 000 000 bytes') })),
      data: z.string(),
    },
    completeCV: {
      method: 'GET',
      path: '/completeCV',
      summary: '¿Están completos los datos obligatorios del CV? {complete, missing}',
      data: cvRequiredCompleteness,
    },
    completeCvOptionals: {
      method: 'GET',
      path: '/completeCvOptionals',
      summary: '¿Tiene lo requerido para postular (resumen, conocimientos, idiomas, habilidades)?',
      data: cvOptionalCompleteness,
    },
    getMyCv: {
      method: 'GET',
      path: '/getMyCv',
      summary: 'El CV propio en PDF: data[0] {cv: base64, name}',
      data: cvDownload,
    },
  },
});
export type PostulanteApi = typeof postulanteApi;
