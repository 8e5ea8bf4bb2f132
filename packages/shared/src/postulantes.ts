/**
 * The recruiter's review of an offer's applicants (docs/applicants.md): the filter set's limits and Spanish messages,
 * the review states, and the answer shapes of `postulanteOferta/offerMyApplicants`, `updateEstado`,
 * `postulante/findOneForRecruiter` and `getCv` (their schemas are in api/postulantes-vistas.ts). The filter set's schema
 * is in schemas/postulantes.ts.
 */
import type { z } from 'zod';
import type {
  cvParaReclutador,
  opcionEstudio,
  opcionesEstudios,
  postulacionParaReclutador,
  postulanteBloqueado,
  postulanteDeOferta,
  postulantesOptional,
  postulanteVisible,
} from './api/postulantes-vistas.ts';
import type { Nivel } from './cv.ts';
import type { FiltrosPostulantes } from './schemas/postulantes.ts';

// ------------------------------------------------------------------ constants and texts

/** Applicants per page of the list (the size of every list of the product). */
export const POSTULANTES_PAGE_SIZE = 10;
/** Filters: at most 5 departments and 3 knowledge items. */
export const MAX_DEPARTAMENTOS_FILTRO = 5;
export const MAX_CONOCIMIENTOS_FILTRO = 3;
/** Not in the spec: a bound so a forged query cannot ask for hundreds of joins. */
export const MAX_IDIOMAS_FILTRO = 5;
/** The studies filters the pricing card promises ("Filtros por ciclo…"), each a list of at most 5. */
export const MAX_ESTUDIOS_FILTRO = 5;
/**
 * `ciclos[i]`: the cycle a student is in, as its number (3 = III … 10 = X). University students' ciclo_actual 1–6
 * are ≤ V, VI … X (5–10); technical students' 1–4 are ≤ III, IV, V, VI (3–6).
 */
export const CICLOS_FILTRO = [3, 4, 5, 6, 7, 8, 9, 10] as const;
export const CICLO_FILTRO_LABELS: Record<number, string> = {
  3: 'III',
  4: 'IV',
  5: 'V',
  6: 'VI',
  7: 'VII',
  8: 'VIII',
  9: 'IX',
  10: 'X',
};
/** How many graduation years the menu offers (this year and the ones before); the API takes any year 1950–2100. */
export const ANIOS_EGRESO_FILTRO = 6;

/** `sort`: newest applications first (the default), oldest first, or the highest affinity first. */
export const ORDENES_POSTULANTES = ['recientes', 'antiguos', 'afinidad'] as const;
export type OrdenPostulantes = (typeof ORDENES_POSTULANTES)[number];
export const ORDEN_POSTULANTES_DEFAULT: OrdenPostulantes = 'recientes';

/** The recruiter's decision: the radio values and what they read as in the list and the exports. */
export const ESTADO_POSTULANTE = { SIN_DECISION: 0, DESCARTADO: 1, EN_PROCESO: 2, FINALISTA: 3 } as const;
export const ESTADO_POSTULANTE_LABELS: Record<number, string> = {
  0: 'Sin decisión',
  1: 'Descartado',
  2: 'En proceso',
  3: 'Finalista',
};

export const POSTULANTES_MESSAGES = {
  /** The filter button's title on free offers; also the API's 403 for filters on them. */
  filtrosSoloDestacado: 'Cambia tu oferta a destacado para aplicar los filtros',
  /** The export buttons' title on free offers; also the API's 403. */
  soloDestacados: 'Solo para avisos destacados',
  /** The affinity column of a blocked applicant (evaluation state 3). */
  afinidadSoloDestacados: 'Disponible solo para avisos destacados',
  /** A blocked applicant's row and CV (a free offer's applications beyond the first 15). */
  bloqueado: 'Los datos de este postulante solo son visibles en avisos destacados. Cambia tu oferta a destacado para verlos.',
  nuevoPostulante: 'Nuevo postulante',
  cvSoloDestacados: 'La descarga del CV está disponible solo para avisos destacados.',
  cvBloqueado: 'Este postulante está bloqueado: cambia tu oferta a destacado para descargar su CV.',
  estadoBloqueado: 'Este postulante está bloqueado: cambia tu oferta a destacado para revisarlo.',
  postulanteNoEncontrado: 'No se encontró el postulante en esta oferta.',
  vacio: 'No se recibieron postulantes',
  estado: 'El estado debe ser 0 (sin decisión), 1 (descartar), 2 (en proceso) o 3 (finalista).',
  estadoGuardado: 'Se actualizó el estado del postulante.',
  sinCambios: 'No hubo cambios.',
  flag: 'Envíe 1 para aplicar el filtro o 0 para quitarlo.',
  departamento: 'Elige un departamento de la lista (1 a 25).',
  maxDepartamentos: `Máximo ${MAX_DEPARTAMENTOS_FILTRO} departamentos`,
  maxConocimientos: `Máximo ${MAX_CONOCIMIENTOS_FILTRO} conocimientos`,
  maxIdiomas: `Máximo ${MAX_IDIOMAS_FILTRO} idiomas`,
  ciclo: 'Elige un ciclo de la lista (3 = III a 10 = X).',
  maxCiclos: 'Máximo 8 ciclos',
  institucion: 'Elige una universidad o instituto de la lista.',
  maxInstituciones: `Máximo ${MAX_ESTUDIOS_FILTRO} universidades o institutos`,
  carrera: 'Elige una carrera de la lista.',
  maxCarreras: `Máximo ${MAX_ESTUDIOS_FILTRO} carreras`,
  egreso: 'Elige un año de egreso válido (1950 a 2100).',
  maxEgreso: `Máximo ${MAX_ESTUDIOS_FILTRO} años de egreso`,
  etiqueta: 'Elige una etiqueta de tu empresa.',
  maxEtiquetasFiltro: 'Máximo 5 etiquetas',
  nombreRequisito: 'Escribe el nombre (máximo 60 caracteres), por ejemplo Excel|avanzado.',
  nivel: 'Elige un nivel: básico, intermedio o avanzado',
  sort: 'Elige un orden: recientes, antiguos o afinidad.',
  oferta: 'Oferta inválida',
  page: 'La página debe ser un número entero positivo.',
} as const;

// ------------------------------------------------------------------ the filter set

export type RequisitoFiltro = { nombre: string; nivel?: Nivel };

/** True when the set asks for anything beyond the default list (free offers may not). */
export function filtraAlgo(f: FiltrosPostulantes): boolean {
  return (
    f.read ||
    f.unread ||
    f.discard ||
    f.pending ||
    f.finalist ||
    f.orden_merito ||
    f.experiencia ||
    f.departamentos.length > 0 ||
    f.conocimientos.length > 0 ||
    f.idiomas.length > 0 ||
    f.ciclos.length > 0 ||
    f.instituciones.length > 0 ||
    f.egreso.length > 0 ||
    f.carreras.length > 0 ||
    f.etiquetas.length > 0 ||
    f.sort !== ORDEN_POSTULANTES_DEFAULT
  );
}

// ------------------------------------------------------------------ answers (api/postulantes-vistas.ts)

/** A visible row of `offerMyApplicants` (id is the applicant's postulante id, for …/postulantes/{id}). */
export type PostulanteVisible = z.input<typeof postulanteVisible>;
/** A blocked row (a free offer's applications beyond the first 15): no name, photo or place keys at all. */
export type PostulanteBloqueado = z.input<typeof postulanteBloqueado>;
export type PostulanteDeOferta = z.input<typeof postulanteDeOferta>;
/** `optional` of `offerMyApplicants`. */
export type PostulantesOptional = z.input<typeof postulantesOptional>;
export type OpcionEstudio = z.input<typeof opcionEstudio>;
export type OpcionesEstudios = z.input<typeof opcionesEstudios>;
/** The application as the recruiter's CV page reads it. */
export type PostulacionParaReclutador = z.input<typeof postulacionParaReclutador>;

/** Keys a blocked applicant's CV never carries (name and personal data). */
export const CLAVES_OCULTAS_BLOQUEADO = [
  'nombres',
  'apellidos',
  'foto',
  'dni',
  'fecha_nacimiento',
  'id_region',
  'region',
  'provincia',
  'distrito',
  'whatsapp',
  'correo_contacto',
  'redes_sociales',
] as const;

/**
 * Keys no company's CV view carries, blocked or not: sex and birth date are traits the assistant and the filters never
 * use, and the recruiter's CV page shows neither, so they do not leave the server (the CV's PDF is the applicant's own
 * document and keeps its header).
 */
export const CLAVES_NUNCA_AL_RECLUTADOR = ['sexo', 'fecha_nacimiento'] as const;

/** `postulante/findOneForRecruiter` data[0]: the CV (populate) plus the application; a blocked one without its personal keys. */
export type CvParaReclutador = z.input<typeof cvParaReclutador>;
