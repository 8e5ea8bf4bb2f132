/**
 * `/api/postulante` (docs/cv.md): the applicant's own profile, its update forms, the photo, the required-data gate
 * and the CV download, with an applicant's session; and a company's calls on its applicants (an applicant's CV, its
 * PDF, the developer-mode list, docs/applicants.md), with a company's session. Either way no session is 401 and
 * another role 403; another company's offer or applicant is 404. The answers' shapes are in postulante-perfil.ts
 * (`PostulanteProfile`, `PostulanteCard`, `CvCompleteness` and `CvDownload` in cv.ts are these answers).
 */
import { idOfertaSchema } from '../schemas/oferta.ts';
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
import { idParams } from './postulante-oferta.ts';
import {
  cvDownload,
  cvOptionalCompleteness,
  cvRequiredCompleteness,
  postulanteCard,
  postulanteProfile,
  postulanteProfileFull,
} from './postulante-perfil.ts';
import { cvParaReclutador, postulanteDeOferta, todosOptional } from './postulantes-vistas.ts';

// ------------------------------------------------------------------ what the calls take

/** `?id_oferta=&populate=` of a company's `findOneForRecruiter`: the offer applied to, and whether the CV's sections come too (default true). */
export const cvQuery = z.object({
  id_oferta: idOfertaSchema.shape.id_oferta,
  populate: z.enum(['true', 'false'], { error: 'populate debe ser true o false.' }).default('true'),
});

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
    // ---- a company's calls on the applicants of its offers
    findOneForRecruiter: {
      method: 'GET',
      path: '/findOneForRecruiter/:id',
      summary:
        'El CV de un postulante a una oferta propia (id = id del postulante; ?id_oferta=&populate=): marca la postulación como leída. Bloqueado: sin nombre ni datos personales',
      params: idParams,
      query: cvQuery,
      data: cvParaReclutador,
    },
    findForRecruiter: {
      method: 'GET',
      path: '/findForRecruiter',
      summary:
        'Modo desarrollador: los postulantes activos de una oferta propia (?id_oferta=), sin filtros ni páginas (404 sin el permiso). optional: total_postulants, titulo, destacado_pagado',
      query: idOfertaSchema,
      data: postulanteDeOferta,
      optional: todosOptional,
    },
    getCv: {
      method: 'POST',
      path: '/getCv/:id',
      summary: 'Descarga el CV en PDF de un postulante {id_oferta}: data[0] {cv: base64, name}. Solo ofertas destacadas',
      params: idParams,
      body: idOfertaSchema,
      data: cvDownload,
    },
  },
});
export type PostulanteApi = typeof postulanteApi;
