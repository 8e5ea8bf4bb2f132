/**
 * The applicant's CV (docs/cv.md): the spec's messages, the label lists the forms show, the year lists, the
 * required-data gate and the shapes the API answers with. Nothing here validates: the schemas of `postulante/update`
 * and of the CV section groups are in schemas/cv.ts.
 */
import { MONTHS } from './constants.ts';
import { limaYear } from './dates.ts';
import type { z } from 'zod';
import type { conocimientoItem, experienciaLaboralItem, extracurricularItem, formacionComplementariaItem, logroItem } from './api/cv.ts';
import type {
  cvDownload,
  cvRequiredCompleteness,
  idName,
  postulanteCard,
  postulanteProfile,
  postulanteProfileFull,
} from './api/postulante-perfil.ts';

// ------------------------------------------------------------------ messages

export const REQUIRED = 'Requerido';

/** Texts of the CV that the spec does not word itself (the spec's own texts are written in place below). */
export const CV_MESSAGES = {
  updated: 'Datos actualizados correctamente',
  created: 'Agregado correctamente',
  removed: 'Eliminado correctamente',
  duplicate: 'Ya agregaste este elemento.',
  duplicateRed: 'Ya agregaste esta red social.',
  notInList: 'Elige un elemento de la lista',
  nivelDelNombre: (nivel: string) => `Este conocimiento ya indica su nivel en el nombre: elige ${nivel}.`,
  invalidOption: 'Elige una opción válida',
  nivel: 'Elige un nivel: básico, intermedio o avanzado',
  redSocial: 'Elige una red social de la lista',
  tipoFormacion: 'Elige un tipo de la lista',
  ciclo: 'Elige un ciclo de la lista',
  invalidDate: 'Fecha inválida',
  yearNotInList: 'Elige un año de la lista',
  futureDate: 'La fecha no puede ser futura',
  endBeforeStart: 'La fecha de salida no puede ser anterior a la de inicio',
  egresoBeforeIngreso: 'El año de egreso no puede ser anterior al de ingreso',
  egresoFuturo: 'Si ya egresaste, el año de egreso no puede ser posterior al año actual',
  institucion: 'Elige una institución de la lista',
  carrera: 'Elige una carrera de la lista',
  region: 'Elige una región de la lista',
  provincia: 'Elige una provincia de la lista',
  distrito: 'Elige un distrito de la lista',
  maxHabilidades: 'Máximo 20 habilidades',
  maxRedes: 'Máximo 5 redes sociales',
  maxItems: 'Máximo 20 elementos',
  sectionFull: 'Alcanzaste el máximo de 30 elementos en esta sección.',
  form: 'Elige un formulario válido',
  notFound: 'No se encontró el elemento.',
  downloadFailed: 'No se pudo descargar, inténtelo más adelante',
} as const;

/**
 * The update page saves each section with its own button: what is typed in one section and not saved is named,
 * and leaving the page with it asks first.
 */
export const CV_SIN_GUARDAR = {
  /** The page's notice while some section has unsaved input. */
  aviso: (secciones: readonly string[]) => `Tienes cambios sin guardar en: ${secciones.join(', ')}.`,
  ayuda: 'Cada sección se guarda con su propio botón.',
  titulo: '¿Salir sin guardar?',
  pregunta: (secciones: readonly string[]) => `Tienes cambios sin guardar en: ${secciones.join(', ')}. Si sales de la página, se perderán.`,
  seguir: 'Seguir editando',
  salir: 'Salir sin guardar',
} as const;

/** Profile photo (under 1,000,000 bytes, png or jpeg): judged by its bytes on the server. */
export const PHOTO_MESSAGES = {
  hint: 'Sólo imágenes PNG, máximo 1MB',
  required: REQUIRED,
  size: 'Error: Máximo 1MB',
  type: 'Error: Solo imágenes png y jpg',
} as const;

// ------------------------------------------------------------------ label lists

export interface Option<V extends string | number = number> {
  value: V;
  label: string;
}

/** sexo. */
export const SEXOS: readonly Option[] = [
  { value: 1, label: 'Masculino' },
  { value: 0, label: 'Femenino' },
  { value: 2, label: 'Prefiero no decirlo' },
];

export const LICENCIA_CONDUCIR: readonly Option[] = [
  { value: 0, label: 'No' },
  { value: 1, label: 'Sí' },
];

/** estado_estudios. */
export const ESTADOS_ESTUDIOS: readonly Option[] = [
  { value: 0, label: 'Estudiante' },
  { value: 1, label: 'Egresado' },
  { value: 2, label: 'Bachiller' },
];
export const ESTADO_ESTUDIANTE = 0;

/** tipo_carrera: the same codes as institucion.tipo and carrera.tipo. */
export const TIPOS_CARRERA: readonly Option[] = [
  { value: 0, label: 'Técnica' },
  { value: 1, label: 'Universitaria' },
];
export const TIPO_CARRERA_TECNICA = 0;
export const TIPO_CARRERA_UNIVERSITARIA = 1;

/**
 * How a CV names its study type wherever studies are shown (Mi CV, the company's applicant page, the PDF, the career
 * picker): 'Carrera técnica' for an institute's career, 'Carrera universitaria' for a university's, nothing unknown.
 */
export function tipoCarreraTexto(tipoCarrera: number | null | undefined): string {
  if (tipoCarrera === TIPO_CARRERA_TECNICA) return 'Carrera técnica';
  if (tipoCarrera === TIPO_CARRERA_UNIVERSITARIA) return 'Carrera universitaria';
  return '';
}

/** ciclo_actual of university students: 0 Ninguno, 1 ≤ V … 6 X. */
export const CICLOS_UNIVERSITARIOS: readonly Option[] = [
  { value: 0, label: 'Ninguno' },
  { value: 1, label: 'Menor o igual a V ciclo' },
  { value: 2, label: 'VI' },
  { value: 3, label: 'VII' },
  { value: 4, label: 'VIII' },
  { value: 5, label: 'IX' },
  { value: 6, label: 'X ciclo' },
];

/** Technical students choose among four (≤ III, IV, V, VI), stored 1–4. */
export const CICLOS_TECNICOS: readonly Option[] = [
  { value: 1, label: 'Menor o igual a III ciclo' },
  { value: 2, label: 'IV' },
  { value: 3, label: 'V' },
  { value: 4, label: 'VI ciclo' },
];

/** The cycle options of a career type (technical students have their own four). */
export function ciclosDe(tipoCarrera: number | null | undefined): readonly Option[] {
  return tipoCarrera === TIPO_CARRERA_TECNICA ? CICLOS_TECNICOS : CICLOS_UNIVERSITARIOS.slice(1);
}

/** The label of a stored cycle, as the selector shows it; '' when none. */
export function cicloLabel(tipoCarrera: number | null | undefined, ciclo: number | null | undefined): string {
  if (!ciclo) return '';
  return ciclosDe(tipoCarrera).find((o) => o.value === ciclo)?.label ?? '';
}

/** A cycle in a sentence ("VIII ciclo", "Menor o igual a V ciclo"): the selector's short labels get their word. */
export function cicloTexto(tipoCarrera: number | null | undefined, ciclo: number | null | undefined): string {
  const label = cicloLabel(tipoCarrera, ciclo);
  return label && !label.endsWith('ciclo') ? `${label} ciclo` : label;
}

export function optionLabel(options: readonly Option[], value: number | null | undefined): string {
  return options.find((o) => o.value === value)?.label ?? '';
}

/** Levels of knowledge and languages. */
export const NIVELES = ['básico', 'intermedio', 'avanzado'] as const;
export type Nivel = (typeof NIVELES)[number];

/**
 * The level a knowledge item's name already states («Excel avanzado (tablas dinámicas y macros)», «Soporte vital
 * básico (BLS)»), read from the reference list's names, so a new such item needs no code: that item takes only that
 * level, never a contradicting one («Excel avanzado · Intermedio»). Null for the others.
 */
export function nivelDelNombre(nombre: string): Nivel | null {
  const plano = nombre.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const found = /(?:^|[^\p{L}])(basico|intermedio|avanzado)(?![\p{L}])/u.exec(plano)?.[1];
  return found ? (NIVELES.find((n) => n.normalize('NFD').replace(/\p{M}/gu, '') === found) ?? null) : null;
}

/** Social network names. */
export const REDES_SOCIALES = ['Twitter', 'Facebook', 'Instagram', 'LinkedIn', 'Telegram'] as const;
export type RedSocialNombre = (typeof REDES_SOCIALES)[number];

/** Projects and volunteering: one entity, two kinds. */
export const EXTRACURRICULAR_TIPOS = ['Proyecto', 'Voluntariado'] as const;
export type ExtracurricularTipo = (typeof EXTRACURRICULAR_TIPOS)[number];

/** The label of the position field of an extracurricular item. */
export function puestoLabel(tipo: string | null | undefined): string {
  if (tipo === 'Proyecto') return 'Puesto (Fundador, Organizador, Ponente, Tesorero, ...)';
  if (tipo === 'Voluntariado') return 'Nombre Puesto/Cargo';
  return 'Cargo';
}

/** The blank option of the certification type: stored as null. */
export const FORMACION_TIPO_OTROS = 'Otros';

/** Month options (1–12) with the Peruvian names ('Setiembre'). */
export const MESES: readonly Option[] = MONTHS.map((label, i) => ({ value: i + 1, label }));

// ------------------------------------------------------------------ dates and year lists

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => to - i);

export const FIRST_YEAR_CERTIFICACION = 2015;
export const YEARS_BACK_EXPERIENCIA = 10;
export const YEARS_INGRESO = 10;
export const YEARS_EGRESO_AFTER_INGRESO = 10;

/** Certifications and achievements: 2015 to the current year (newest first). */
export function aniosCertificacion(today: Date = new Date()): number[] {
  return range(FIRST_YEAR_CERTIFICACION, limaYear(today));
}
/** Work and extracurricular: 10 years back to the current year (newest first). */
export function aniosExperiencia(today: Date = new Date()): number[] {
  const year = limaYear(today);
  return range(year - YEARS_BACK_EXPERIENCIA, year);
}
/** Education entry year: the last 10 years, the current one included (newest first). */
export function aniosIngreso(today: Date = new Date()): number[] {
  const year = limaYear(today);
  return range(year - YEARS_INGRESO + 1, year);
}
/**
 * Education exit year: from the entry year to entry + 10 (newest first). `hasta` caps it: a graduate or bachelor has
 * already left, so their list ends at the current year (`limaYear(today)`); a student's expected year may be later.
 */
export function aniosEgreso(anioIngreso: number, hasta?: number): number[] {
  const last = anioIngreso + YEARS_EGRESO_AFTER_INGRESO;
  return range(anioIngreso, hasta === undefined ? last : Math.min(last, hasta));
}

// ------------------------------------------------------------------ limits of the lists

export const HABILIDADES_MAX = 20;
export const CREATE_MULTIPLE_MAX = 20;

// ------------------------------------------------------------------ required data (the gate) and the update call

export const UPDATE_FORMS = ['personal', 'places', 'education', 'contact', 'more_education', 'info_required'] as const;
export type UpdateForm = (typeof UPDATE_FORMS)[number];

/** The required-data fields (the gate), in the order of the required-data form; `missing` in completeCV names these. */
export const REQUIRED_CV_FIELDS = [
  'nombres',
  'apellidos',
  'dni',
  'fecha_nacimiento',
  'sexo',
  'licencia_conducir',
  'tipo_carrera',
  'id_inst_educativa',
  'id_carrera_actual',
  'estado_estudios',
  'fecha_ingreso',
  'fecha_egreso',
  'ciclo_actual',
  'id_region',
  'provincia',
  'distrito',
  'correo_contacto',
] as const;
export type RequiredCvField = (typeof REQUIRED_CV_FIELDS)[number];

export type RequiredCvValues = { [K in RequiredCvField]: string | number | null | undefined };

/** The required fields still empty (the cycle only for students). Empty list = the gate is open. */
export function missingRequiredFields(p: RequiredCvValues): RequiredCvField[] {
  return REQUIRED_CV_FIELDS.filter((field) => {
    if (field === 'ciclo_actual') return p.estado_estudios === ESTADO_ESTUDIANTE && !p.ciclo_actual;
    const value = p[field];
    return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  });
}

/** 'Required to apply' (not part of the gate): what completeCvOptionals checks. */
export const OPTIONAL_CV_FIELDS = ['resumen_profesional', 'conocimientos', 'idiomas', 'habilidades'] as const;
export type OptionalCvField = (typeof OPTIONAL_CV_FIELDS)[number];

// ------------------------------------------------------------------ what the API answers (declared in api/postulante-perfil.ts and api/cv.ts)

export type IdName = z.input<typeof idName>;

/** `GET postulante/myAccount` data[0]. Dates 'YYYY-MM-DD'; education years 'YYYY-01-01'; foto a URL or null. */
export type PostulanteProfile = z.input<typeof postulanteProfile>;

export type LogroItem = z.input<typeof logroItem>;
export type ConocimientoItem = z.input<typeof conocimientoItem>;
export type IdiomaItem = ConocimientoItem;
export type FormacionComplementariaItem = z.input<typeof formacionComplementariaItem>;
export type ExperienciaLaboralItem = z.input<typeof experienciaLaboralItem>;
/** A project or volunteering item: in lists, `descripcion` is the item's funciones. */
export type ExtracurricularItem = z.input<typeof extracurricularItem>;

/** `GET postulante/myAccount?populate=true` data[0]. */
export type PostulanteProfileFull = z.input<typeof postulanteProfileFull>;

/** `GET postulante/myAccountDescripcion` data[0]. */
export type PostulanteCard = z.input<typeof postulanteCard>;

/** `GET postulante/completeCV` (F: RequiredCvField) and `completeCvOptionals` (F: OptionalCvField) data[0]. */
export type CvCompleteness<F extends string = string> = Omit<z.input<typeof cvRequiredCompleteness>, 'missing'> & { missing: F[] };

/** `GET postulante/getMyCv` data[0]. */
export type CvDownload = z.input<typeof cvDownload>;
