/**
 * What the recruiter's review of applicants answers (docs/applicants.md), shared by the recruiter calls of
 * `/postulanteOferta` and `/postulante`: an offer's applicants (visible or blocked), the list's `optional`, the
 * affinity detail, and the CV as a recruiter sees it. The types both sides read (postulantes.ts, afinidad.ts) are
 * these schemas' inputs.
 */
import { COLORES_ETIQUETA } from '../pipeline.ts';
import { CLAVES_NUNCA_AL_RECLUTADOR, CLAVES_OCULTAS_BLOQUEADO } from '../postulantes.ts';
import { z } from '../schemas/zod.ts';
import { postulanteProfile, postulanteProfileFull } from './postulante-perfil.ts';

/** A date and time as ISO 8601 text (`toISOString()`). */
const instante = z.string();

// ------------------------------------------------------------------ affinity

/** One thing the offer asks for, checked against the CV. */
export const criterioAfinidad = z.object({
  /** Stable key: 'carrera', 'nivel', 'ciclo', 'egreso', 'conocimiento:excel', 'idioma:ingles', 'region', 'experiencia', 'orden_merito'. */
  clave: z.string(),
  /** What is checked, for a heading ("Carrera", "Conocimiento: Excel", "Idioma: Inglés"). */
  etiqueta: z.string(),
  /** Its share of the score in points (all criteria of one detail add up to 100). */
  peso: z.number(),
  /** Points earned, 0–peso. */
  puntos: z.number(),
  cumple: z.enum(['si', 'parcial', 'no']),
  /** One Spanish sentence: what matched or what is missing. */
  detalle: z.string(),
});

/** The affinity score of an application as stored in `postulacion.afinidad_detalle` (docs/affinity.md). */
export const afinidadDetalle = z.object({
  version: z.literal(1),
  /** 0–100, an integer: the rounded sum of the criteria's points. */
  puntaje: z.number(),
  criterios: z.array(criterioAfinidad),
});

// ------------------------------------------------------------------ the list

/** A visible row of `offerMyApplicants` (id is the applicant's postulante id, for …/postulantes/{id}). */
export const postulanteVisible = z.object({
  id_postulacion: z.number(),
  id: z.number(),
  nombres: z.string(),
  apellidos: z.string(),
  carrera_actual: z.string().nullable(),
  region: z.string().nullable(),
  foto: z.string().nullable(),
  estado: z.number(),
  estado_evaluacion: z.number(),
  /** Percent; null unless the offer is featured with a validated payment and the evaluation is done. */
  afinidad_puesto: z.number().nullable(),
  revisado: z.number(),
  creado_en: instante,
  bloqueado: z.literal(false),
  /** Featured-paid offers: the company's tags on the application and how many private notes it has. */
  etiquetas: z.array(z.object({ id: z.number(), nombre: z.string(), color: z.string() })).optional(),
  notas: z.number().optional(),
  /**
   * The application's interview still to happen, when it has one: confirmed (with its start) or proposed and not yet
   * picked (`inicio` null). The row's hint; the detail is in «Entrevista».
   */
  entrevista: z.object({ estado: z.enum(['propuesta', 'confirmada']), inicio: z.string().nullable() }).optional(),
});

/** A blocked row (a free offer's applications beyond the first 15): no name, photo or place keys at all. */
export const postulanteBloqueado = z.object({
  id_postulacion: z.number(),
  id: z.number(),
  estado_evaluacion: z.literal(3),
  bloqueado: z.literal(true),
  creado_en: instante,
  mensaje: z.string(),
});

export const postulanteDeOferta = z.discriminatedUnion('bloqueado', [postulanteVisible, postulanteBloqueado]);

export const opcionEstudio = z.object({ id: z.number(), nombre: z.string(), total: z.number() });
export const opcionesEstudios = z.object({ instituciones: z.array(opcionEstudio), carreras: z.array(opcionEstudio) });

/** `optional` of `offerMyApplicants`. */
export const postulantesOptional = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  total_postulants: z.number(),
  titulo: z.string(),
  tipo: z.number(),
  /** Featured with a validated payment: filters, exports, affinity and CV download are available. */
  destacado_pagado: z.boolean(),
  /** The same answer, for the filter button. */
  filtros_disponibles: z.boolean(),
  /** The default filter keys of recruiter lists, from the offer. */
  profesion: z.string(),
  id_region: z.number(),
  idnivelotros: z.number(),
  modalidad: z.string(),
  /**
   * Featured-paid offers only: the universities or institutes and the careers of the offer's applicants (with how
   * many applied), the choices of the studies filters (`instituciones[i]`, `carreras[i]`).
   */
  opciones_estudios: opcionesEstudios.optional(),
  /**
   * A free offer that may still become featured (no payment, pending or approved, open, deadline not passed): only
   * then do the page's notices suggest it.
   */
  puede_destacarse: z.boolean().optional(),
  /**
   * The Lima day ('YYYY-MM-DD') the call closed (finished, or its deadline passed); null while it takes applications.
   * The page says so: deciding on its applicants goes on.
   */
  cerro_el: z.string().nullable().optional(),
});

/** `optional` of the developer-mode lists (`appliedApplicant`, `findForRecruiter`): every applicant, no page. */
export const todosOptional = z.object({ total_postulants: z.number(), titulo: z.string(), destacado_pagado: z.boolean() });

/** `optional` of an export: the file's name (the offer's alias and the date) and how many rows it has. */
export const exportOptional = z.object({ nombre: z.string(), total: z.number() });

// ------------------------------------------------------------------ the CV

/** The application as the recruiter's CV page reads it. */
export const postulacionParaReclutador = z.object({
  id_postulacion: z.number(),
  id_oferta: z.number(),
  estado: z.number(),
  estado_evaluacion: z.number(),
  revisado: z.number(),
  afinidad_puesto: z.number().nullable(),
  afinidad_detalle: afinidadDetalle.nullable(),
  bloqueado: z.boolean(),
  creado_en: instante,
  puede_descargar_cv: z.boolean(),
  destacado_pagado: z.boolean(),
  /** Featured-paid offers: the company's tags on the application (its private notes are read on their own call). */
  etiquetas: z.array(z.object({ id: z.number(), nombre: z.string(), color: z.enum(COLORES_ETIQUETA) })).optional(),
  /** Only when blocked. */
  mensaje: z.string().optional(),
});

/** A blocked applicant's CV carries none of these keys (name and personal data). */
const ocultas = Object.fromEntries(CLAVES_OCULTAS_BLOQUEADO.map((k) => [k, true])) as {
  [K in (typeof CLAVES_OCULTAS_BLOQUEADO)[number]]: true;
};

/** No company's CV view carries these keys. */
const nunca = Object.fromEntries(CLAVES_NUNCA_AL_RECLUTADOR.map((k) => [k, true])) as {
  [K in (typeof CLAVES_NUNCA_AL_RECLUTADOR)[number]]: true;
};

const deLaPostulacion = {
  /** The applicant's postulante id. */
  id: z.number(),
  postulacion: postulacionParaReclutador,
};

/**
 * `postulante/findOneForRecruiter` data[0]: the applicant's profile as `postulante/myAccount` gives it (with the CV's
 * sections when `populate=true`) plus the application, never sex nor birth date; a blocked applicant's without the
 * personal keys either.
 */
export const cvParaReclutador = z.union([
  postulanteProfileFull.omit(nunca).extend(deLaPostulacion),
  postulanteProfileFull.omit({ ...ocultas, ...nunca }).extend(deLaPostulacion),
  postulanteProfile.omit(nunca).extend(deLaPostulacion),
  postulanteProfile.omit({ ...ocultas, ...nunca }).extend(deLaPostulacion),
]);
