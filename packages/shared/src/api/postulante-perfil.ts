/**
 * The applicant's profile as `/api/postulante` answers it (docs/cv.md): to the applicant (`myAccount`, the card, the
 * CV gate, the PDF) and, through postulantes-vistas.ts, to a company reviewing its applicants.
 */
import { OPTIONAL_CV_FIELDS, REQUIRED_CV_FIELDS } from '../cv.ts';
import { z } from '../schemas/zod.ts';
import { conocimientoItem, experienciaLaboralItem, extracurricularItem, formacionComplementariaItem, logroItem } from './cv.ts';

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
