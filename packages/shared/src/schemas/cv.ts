/**
 * The applicant's CV (issue #4): one schema per form or payload of `postulante/update` and of the CV section
 * groups, with the spec's exact messages (applicant §5, C11–C15), the label lists the forms show, the
 * required-data gate (C11) and the shapes the API answers with. The web forms and the API use the same schemas.
 *
 * Schemas whose rules depend on the date (year lists of spec §9, "no start in the future") are functions of
 * `today` (default: now); the API passes its own clock. The others are plain schemas.
 */
import {
  CARRERA_MAX,
  DISTRITO_MAX,
  DNI_LENGTH,
  EMAIL_MAX,
  MONTHS,
  PHONE_LENGTH,
  PROVINCIA_MAX,
  REDES_URL_MAX,
  REGION_ID_MAX,
  REGION_ID_MIN,
  RESUMEN_PROFESIONAL_MAX,
  RESUMEN_PROFESIONAL_MIN,
  TIME_ZONE,
} from '../constants.ts';
import { z } from './zod.ts';

// ------------------------------------------------------------------ messages

export const REQUIRED = 'Requerido';

/** Texts of the CV that the spec does not word itself (the spec's own texts are written in place below). */
export const CV_MESSAGES = {
  updated: 'Datos actualizados correctamente',
  created: 'Agregado correctamente',
  removed: 'Eliminado correctamente',
  duplicate: 'Ya agregaste este elemento.',
  duplicateRed: 'Ya agregaste esta red social.',
  notInList: 'Seleccione un elemento de la lista',
  invalidOption: 'Seleccione una opción válida',
  nivel: 'Seleccione un nivel: básico, intermedio o avanzado',
  redSocial: 'Seleccione una red social de la lista',
  tipoFormacion: 'Seleccione un tipo de la lista',
  ciclo: 'Seleccione un ciclo de la lista',
  invalidDate: 'Fecha inválida',
  yearNotInList: 'Seleccione un año de la lista',
  futureDate: 'La fecha no puede ser futura',
  endBeforeStart: 'La fecha de salida no puede ser anterior a la de inicio',
  egresoBeforeIngreso: 'El año de egreso no puede ser anterior al de ingreso',
  institucion: 'Seleccione una institución de la lista',
  carrera: 'Seleccione una carrera de la lista',
  region: 'Seleccione una región de la lista',
  provincia: 'Seleccione una provincia de la lista',
  distrito: 'Seleccione un distrito de la lista',
  maxHabilidades: 'Máximo 20 habilidades',
  maxRedes: 'Máximo 5 redes sociales',
  maxItems: 'Máximo 20 elementos',
  sectionFull: 'Alcanzaste el máximo de 30 elementos en esta sección.',
  form: 'Seleccione un formulario válido',
  notFound: 'No se encontró el elemento.',
  downloadFailed: 'No se pudo descargar, inténtelo más adelante',
} as const;

/** Profile photo (spec §5, §9): judged by its bytes on the server. */
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

/** sexo (spec §3). */
export const SEXOS: readonly Option[] = [
  { value: 1, label: 'Masculino' },
  { value: 0, label: 'Femenino' },
  { value: 2, label: 'Prefiero no decirlo' },
];

export const LICENCIA_CONDUCIR: readonly Option[] = [
  { value: 0, label: 'No' },
  { value: 1, label: 'Sí' },
];

/** estado_estudios (spec §3, §9). */
export const ESTADOS_ESTUDIOS: readonly Option[] = [
  { value: 0, label: 'Estudiante' },
  { value: 1, label: 'Egresado' },
  { value: 2, label: 'Bachiller' },
];
export const ESTADO_ESTUDIANTE = 0;

/** tipo_carrera (spec §3): the same codes as institucion.tipo and carrera.tipo. */
export const TIPOS_CARRERA: readonly Option[] = [
  { value: 0, label: 'Técnica' },
  { value: 1, label: 'Universitaria' },
];
export const TIPO_CARRERA_TECNICA = 0;
export const TIPO_CARRERA_UNIVERSITARIA = 1;

/** ciclo_actual of university students (spec §3): 0 Ninguno, 1 ≤ V … 6 X. */
export const CICLOS_UNIVERSITARIOS: readonly Option[] = [
  { value: 0, label: 'Ninguno' },
  { value: 1, label: 'Menor o igual a V ciclo' },
  { value: 2, label: 'VI' },
  { value: 3, label: 'VII' },
  { value: 4, label: 'VIII' },
  { value: 5, label: 'IX' },
  { value: 6, label: 'X ciclo' },
];

/** C15: technical students choose among four, stored 1–4. */
export const CICLOS_TECNICOS: readonly Option[] = [
  { value: 1, label: 'Menor o igual a III ciclo' },
  { value: 2, label: 'IV' },
  { value: 3, label: 'V' },
  { value: 4, label: 'VI ciclo' },
];

/** The cycle options of a career type (C15). */
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

/** Levels of knowledge and languages (spec §3). */
export const NIVELES = ['básico', 'intermedio', 'avanzado'] as const;
export type Nivel = (typeof NIVELES)[number];

/** Social network names (spec §3). */
export const REDES_SOCIALES = ['Twitter', 'Facebook', 'Instagram', 'LinkedIn', 'Telegram'] as const;
export type RedSocialNombre = (typeof REDES_SOCIALES)[number];

/** C13: one entity, two kinds. */
export const EXTRACURRICULAR_TIPOS = ['Proyecto', 'Voluntariado'] as const;
export type ExtracurricularTipo = (typeof EXTRACURRICULAR_TIPOS)[number];

/** The label of the position field of an extracurricular item (spec §5). */
export function puestoLabel(tipo: string | null | undefined): string {
  if (tipo === 'Proyecto') return 'Puesto (Fundador, Organizador, Ponente, Tesorero, ...)';
  if (tipo === 'Voluntariado') return 'Nombre Puesto/Cargo';
  return 'Cargo';
}

/** The blank option of the certification type (spec §3): stored as null. */
export const FORMACION_TIPO_OTROS = 'Otros';

/** Month options (1–12) with the Peruvian names ('Setiembre'). */
export const MESES: readonly Option[] = MONTHS.map((label, i) => ({ value: i + 1, label }));

// ------------------------------------------------------------------ dates and year lists (spec §9)

const limaDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date in Lima ('YYYY-MM-DD') of an instant: the day the business reasons about (DESIGN §3). */
export function limaDate(instant: Date): string {
  return limaDateFormat.format(instant);
}

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => to - i);

export const FIRST_YEAR_CERTIFICACION = 2015;
export const YEARS_BACK_EXPERIENCIA = 10;
export const YEARS_INGRESO = 10;
export const YEARS_EGRESO_AFTER_INGRESO = 10;

/** Certifications and achievements: 2015 to the current year (newest first). */
export function aniosCertificacion(today: Date = new Date()): number[] {
  return range(FIRST_YEAR_CERTIFICACION, yearOf(limaDate(today)));
}
/** Work and extracurricular: 10 years back to the current year (newest first). */
export function aniosExperiencia(today: Date = new Date()): number[] {
  const year = yearOf(limaDate(today));
  return range(year - YEARS_BACK_EXPERIENCIA, year);
}
/** Education entry year: the last 10 years, the current one included (newest first). */
export function aniosIngreso(today: Date = new Date()): number[] {
  const year = yearOf(limaDate(today));
  return range(year - YEARS_INGRESO + 1, year);
}
/** Education exit year: from the entry year to entry + 10 (newest first). */
export function aniosEgreso(anioIngreso: number): number[] {
  return range(anioIngreso, anioIngreso + YEARS_EGRESO_AFTER_INGRESO);
}

function validIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** A full date 'YYYY-MM-DD'. */
const isoDate = z.preprocess(blankToUndefined, z.string({ error: REQUIRED }).trim().refine(validIsoDate, CV_MESSAGES.invalidDate));

/** A month: 'YYYY-MM' or 'YYYY-MM-DD'; the day is kept when given, else the 1st. */
const monthOrDate = z.preprocess(
  blankToUndefined,
  z
    .string({ error: REQUIRED })
    .trim()
    .transform((v) => (/^\d{4}-\d{2}$/.test(v) ? `${v}-01` : v))
    .refine(validIsoDate, CV_MESSAGES.invalidDate),
);

/** A month stored as its first day ('YYYY-MM-01'), from 'YYYY-MM' or any day of it. */
const firstOfMonth = monthOrDate.transform((v) => `${v.slice(0, 7)}-01`);

/** An education year (spec §3: stored on January 1): 2020, '2020' or '2020-01-01' → '2020-01-01'. */
const yearDate = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
  z
    .string({ error: REQUIRED })
    .trim()
    .refine((v) => /^\d{4}$/.test(v) || validIsoDate(v), CV_MESSAGES.invalidDate)
    .transform((v) => `${v.slice(0, 4)}-01-01`),
);

// ------------------------------------------------------------------ field builders

const toNumber = (v: unknown) => {
  const blank = blankToUndefined(v);
  return typeof blank === 'string' && /^-?\d+$/.test(blank.trim()) ? Number(blank) : blank;
};

/** A required choice among numbers (selects send numbers or numeric strings). */
function choice(values: readonly number[], invalid: string = CV_MESSAGES.invalidOption) {
  return z.preprocess(
    toNumber,
    z.number({ error: (issue) => (issue.input === undefined ? REQUIRED : invalid) }).refine((v) => values.includes(v), invalid),
  );
}

/** A required id picked from a list (institution, career). */
function listId(invalid: string) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? REQUIRED : invalid) })
      .int(invalid)
      .positive(invalid)
      .max(2_147_483_647, invalid),
  );
}

/** A required text, trimmed, between min and max characters. */
function text(min: number, max: number, minMessage = `Mínimo ${min} caracteres`, maxMessage = `Máximo ${max} caracteres`) {
  return z.string({ error: REQUIRED }).trim().min(1, REQUIRED).min(min, minMessage).max(max, maxMessage);
}

/** An optional text: blank becomes null. */
function optionalText(min: number, max: number) {
  return z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? null : v),
    z
      .string({ error: CV_MESSAGES.invalidOption })
      .trim()
      .min(min, `Mínimo ${min} caracteres`)
      .max(max, `Máximo ${max} caracteres`)
      .nullable(),
  );
}

const flag01 = choice([0, 1]);

// ------------------------------------------------------------------ personal (applicant §5)

/** Personal data on the update page and in the required data; birth date in 'YYYY-MM-DD'. */
export function personalFields(today: Date = new Date()) {
  const limaToday = limaDate(today);
  return {
    nombres: text(3, 30),
    apellidos: text(3, 30),
    dni: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .regex(new RegExp(`^\\d{${DNI_LENGTH}}$`), 'Sólo números de 8 dígitos'),
    fecha_nacimiento: isoDate.refine((v) => v <= limaToday && v >= '1900-01-01', CV_MESSAGES.invalidDate),
    sexo: choice([0, 1, 2]),
    licencia_conducir: flag01,
  };
}

export function personalSchema(today: Date = new Date()) {
  return z.object(personalFields(today));
}
export type PersonalInput = z.input<ReturnType<typeof personalSchema>>;
export type PersonalData = z.output<ReturnType<typeof personalSchema>>;

// ------------------------------------------------------------------ residence (places)

/** Residence: the names of the chosen region, province and district (the API checks they belong together). */
export const placesFields = {
  id_region: choice(range(REGION_ID_MIN, REGION_ID_MAX), CV_MESSAGES.region),
  region: text(1, 30),
  provincia: text(1, PROVINCIA_MAX),
  // C14: real district names reach 36 characters.
  distrito: text(1, DISTRITO_MAX),
};
export const placesSchema = z.object(placesFields);
export type PlacesInput = z.input<typeof placesSchema>;
export type PlacesData = z.output<typeof placesSchema>;

// ------------------------------------------------------------------ education

const educationBase = {
  tipo_carrera: choice([TIPO_CARRERA_TECNICA, TIPO_CARRERA_UNIVERSITARIA]),
  id_inst_educativa: listId(CV_MESSAGES.institucion),
  inst_educativa_nombre: text(2, 100),
  id_carrera_actual: listId(CV_MESSAGES.carrera),
  // C14: real career names reach 70 characters.
  carrera_actual: text(1, CARRERA_MAX),
  estado_estudios: choice([0, 1, 2]),
  ciclo_actual: z.preprocess(
    toNumber,
    z.number({ error: CV_MESSAGES.ciclo }).int(CV_MESSAGES.ciclo).min(0, CV_MESSAGES.ciclo).max(6, CV_MESSAGES.ciclo).optional(),
  ),
  fecha_ingreso: yearDate,
  fecha_egreso: yearDate,
  orden_merito: z.preprocess(
    toNumber,
    z
      .number({ error: CV_MESSAGES.invalidOption })
      .int(CV_MESSAGES.invalidOption)
      .min(0, CV_MESSAGES.invalidOption)
      .max(5, CV_MESSAGES.invalidOption)
      .optional(),
  ),
};

interface EducationShape {
  tipo_carrera: number;
  estado_estudios: number;
  ciclo_actual?: number | undefined;
  fecha_ingreso: string;
  fecha_egreso: string;
}

/**
 * The rules between education fields (C11, C15, spec §4 and §9), shared by `education` and `info_required`.
 * They run even when other fields failed (`always`), so an empty form shows every message at once; each rule
 * reads only fields that passed their own check.
 */
function educationRules(today: Date) {
  const ingresos = aniosIngreso(today);
  return (v: EducationShape, ctx: z.RefinementCtx) => {
    if (typeof v !== 'object' || v === null) return;
    const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
    if (v.estado_estudios === ESTADO_ESTUDIANTE && (v.tipo_carrera === 0 || v.tipo_carrera === 1)) {
      const allowed = ciclosDe(v.tipo_carrera).map((o) => o.value);
      if (!v.ciclo_actual) ctx.addIssue({ code: 'custom', path: ['ciclo_actual'], message: REQUIRED });
      else if (isNumber(v.ciclo_actual) && !allowed.includes(v.ciclo_actual))
        ctx.addIssue({ code: 'custom', path: ['ciclo_actual'], message: CV_MESSAGES.ciclo });
    }
    const ingreso = yearOfValid(v.fecha_ingreso);
    const egreso = yearOfValid(v.fecha_egreso);
    if (ingreso !== null && !ingresos.includes(ingreso))
      ctx.addIssue({ code: 'custom', path: ['fecha_ingreso'], message: CV_MESSAGES.yearNotInList });
    if (ingreso === null || egreso === null) return;
    if (egreso < ingreso) ctx.addIssue({ code: 'custom', path: ['fecha_egreso'], message: CV_MESSAGES.egresoBeforeIngreso });
    else if (!aniosEgreso(ingreso).includes(egreso))
      ctx.addIssue({ code: 'custom', path: ['fecha_egreso'], message: CV_MESSAGES.yearNotInList });
  };
}

/** Rules between fields run even when a field failed its own check (see educationRules). */
const always = { when: () => true };

/** The year of a date that passed its own check ('YYYY-MM-DD'), else null. */
function yearOfValid(value: unknown): number | null {
  return typeof value === 'string' && validIsoDate(value) ? yearOf(value) : null;
}

/** Graduates and bachelors have no cycle (spec §4): forced to 0 whatever was sent. */
function withCiclo<T extends EducationShape & { orden_merito?: number | undefined }>(v: T) {
  return { ...v, ciclo_actual: v.estado_estudios === ESTADO_ESTUDIANTE ? (v.ciclo_actual ?? 0) : 0, orden_merito: v.orden_merito ?? 0 };
}

/** The education section of the update page (C12): includes the professional summary. */
export function educationSchema(today: Date = new Date()) {
  return z
    .object({
      ...educationBase,
      resumen_profesional: text(RESUMEN_PROFESIONAL_MIN, RESUMEN_PROFESIONAL_MAX),
    })
    .superRefine(educationRules(today), always)
    .transform(withCiclo);
}
export type EducationInput = z.input<ReturnType<typeof educationSchema>>;
export type EducationData = z.output<ReturnType<typeof educationSchema>>;

// ------------------------------------------------------------------ contact

export const redSocialSchema = z.object({
  name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .min(2, 'Mínimo 2 caracteres')
    .max(50, 'Máximo 50 caracteres')
    .refine((v) => (REDES_SOCIALES as readonly string[]).includes(v), CV_MESSAGES.redSocial),
  value: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .min(2, 'Mínimo 2 caracteres')
    // C14: profile URLs outgrow 50 characters.
    .max(REDES_URL_MAX, 'Máximo 200 caracteres')
    .pipe(z.url({ protocol: /^https?$/, error: 'No se reconoce como URL' })),
});
export type RedSocial = z.output<typeof redSocialSchema>;

const correoContacto = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(EMAIL_MAX, 'Máximo 255 caracteres')
  .pipe(z.email('Correo inválido'));

export const contactSchema = z.object({
  correo_contacto: correoContacto,
  whatsapp: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? null : v),
    z
      .string({ error: 'Sólo números de 9 dígitos' })
      .trim()
      .regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), 'Sólo números de 9 dígitos')
      .nullable(),
  ),
  redes_sociales: z
    .array(redSocialSchema, { error: CV_MESSAGES.invalidOption })
    .max(REDES_SOCIALES.length, CV_MESSAGES.maxRedes)
    .default([])
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((red, i) => {
        if (seen.has(red.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: CV_MESSAGES.duplicateRed });
        seen.add(red.name);
      });
    }),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

// ------------------------------------------------------------------ competencies (more_education) and small lists

export const HABILIDADES_MAX = 20;

const listName = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100, 'Máximo 100 caracteres');
const nivel = z.enum(NIVELES, { error: (issue) => (issue.input === undefined || issue.input === '' ? REQUIRED : CV_MESSAGES.nivel) });

/** C12 more_education: the whole skill list, by names of `listHabilidades`, each once. */
export const moreEducationSchema = z.object({
  habilidades: z
    .array(listName, { error: REQUIRED })
    .max(HABILIDADES_MAX, CV_MESSAGES.maxHabilidades)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((name, i) => {
        const key = name.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: CV_MESSAGES.duplicate });
        seen.add(key);
      });
    }),
});
export type MoreEducationInput = z.input<typeof moreEducationSchema>;

/** Knowledge: a theme of `listTemasConocimientos` and a level. */
export const conocimientoSchema = z.object({ nombre: listName, nivel });
export type ConocimientoInput = z.input<typeof conocimientoSchema>;

/** Language: a language of `listIdiomas` and a level. */
export const idiomaSchema = z.object({ nombre: listName, nivel });
export type IdiomaInput = z.input<typeof idiomaSchema>;

/** One skill of the inline add-form (saved with more_education). */
export const habilidadSchema = z.object({ nombre: listName });
export type HabilidadInput = z.input<typeof habilidadSchema>;

// ------------------------------------------------------------------ achievement (logro)

/** Achievement: description and date ('YYYY-MM-DD' or 'YYYY-MM'), 2015 to today. */
export function logroSchema(today: Date = new Date()) {
  const limaToday = limaDate(today);
  const years = aniosCertificacion(today);
  return z.object({
    descripcion: text(2, 255),
    fecha: monthOrDate.superRefine((v, ctx) => {
      if (!years.includes(yearOf(v))) ctx.addIssue({ code: 'custom', message: CV_MESSAGES.yearNotInList });
      else if (v > limaToday) ctx.addIssue({ code: 'custom', message: CV_MESSAGES.futureDate });
    }),
  });
}
export type LogroInput = z.input<ReturnType<typeof logroSchema>>;
export type LogroData = z.output<ReturnType<typeof logroSchema>>;

// ------------------------------------------------------------------ certification (formacion_complementaria)

/** Month not in the future and its year in the list. */
function startMonth(today: Date, years: number[]) {
  const thisMonth = `${limaDate(today).slice(0, 7)}-01`;
  return firstOfMonth.superRefine((v, ctx) => {
    if (!years.includes(yearOf(v))) ctx.addIssue({ code: 'custom', message: CV_MESSAGES.yearNotInList });
    else if (v > thisMonth) ctx.addIssue({ code: 'custom', message: CV_MESSAGES.futureDate });
  });
}

const formacionTipo = z.preprocess(
  (v) => (blankToUndefined(v) === undefined || v === FORMACION_TIPO_OTROS ? null : v),
  z.string({ error: CV_MESSAGES.tipoFormacion }).trim().max(30, 'Máximo 30 caracteres').nullable(),
);

/** Certification: tipo null = 'Otros'; fecha_inicio a month ('YYYY-MM' or 'YYYY-MM-DD', stored 'YYYY-MM-01'). */
export function formacionComplementariaSchema(today: Date = new Date()) {
  return z.object({
    tipo: formacionTipo,
    inst_educativa: text(2, 50),
    fecha_inicio: startMonth(today, aniosCertificacion(today)),
    descripcion: text(2, 255),
  });
}
export type FormacionComplementariaInput = z.input<ReturnType<typeof formacionComplementariaSchema>>;
export type FormacionComplementariaData = z.output<ReturnType<typeof formacionComplementariaSchema>>;

/** The certification form, with month and year as two selects (each 'Requerido'); its output is the payload. */
export function formacionComplementariaFormSchema(today: Date = new Date()) {
  const years = aniosCertificacion(today);
  const payload = formacionComplementariaSchema(today);
  return z
    .object({
      tipo: formacionTipo,
      inst_educativa: text(2, 50),
      mes: choice(
        MESES.map((m) => m.value),
        CV_MESSAGES.invalidOption,
      ),
      anio: choice(years, CV_MESSAGES.yearNotInList),
      descripcion: text(2, 255),
    })
    .transform((v, ctx) => {
      const parsed = payload.safeParse({ ...v, fecha_inicio: `${v.anio}-${String(v.mes).padStart(2, '0')}` });
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['mes'], message: issue.message });
      return z.NEVER;
    });
}

export const CREATE_MULTIPLE_MAX = 20;

/** `formacionComplementaria/createMultiple {items}`: up to 20 certifications in one transaction. */
export function formacionComplementariaMultipleSchema(today: Date = new Date()) {
  return z.object({
    items: z
      .array(formacionComplementariaSchema(today), { error: REQUIRED })
      .min(1, REQUIRED)
      .max(CREATE_MULTIPLE_MAX, CV_MESSAGES.maxItems),
  });
}

// ------------------------------------------------------------------ work experience and extracurricular

interface PeriodShape {
  fecha_inicio: string;
  fecha_salida?: string | null | undefined;
  sigo_aqui: number;
}

/** Start not in the future, years of the list, end required unless current and not before the start (spec §5). */
function periodRules(today: Date) {
  const limaToday = limaDate(today);
  const years = aniosExperiencia(today);
  return (v: PeriodShape, ctx: z.RefinementCtx) => {
    if (typeof v !== 'object' || v === null) return;
    const inicio = yearOfValid(v.fecha_inicio);
    if (inicio !== null) {
      if (!years.includes(inicio)) ctx.addIssue({ code: 'custom', path: ['fecha_inicio'], message: CV_MESSAGES.yearNotInList });
      else if (v.fecha_inicio > limaToday) ctx.addIssue({ code: 'custom', path: ['fecha_inicio'], message: CV_MESSAGES.futureDate });
    }
    if (v.sigo_aqui === 1) return;
    if (v.fecha_salida === null || v.fecha_salida === undefined) {
      ctx.addIssue({ code: 'custom', path: ['fecha_salida'], message: REQUIRED });
      return;
    }
    const salida = yearOfValid(v.fecha_salida);
    if (salida === null) return;
    if (!years.includes(salida)) ctx.addIssue({ code: 'custom', path: ['fecha_salida'], message: CV_MESSAGES.yearNotInList });
    else if (inicio !== null && v.fecha_salida < v.fecha_inicio)
      ctx.addIssue({ code: 'custom', path: ['fecha_salida'], message: CV_MESSAGES.endBeforeStart });
  };
}

/** 'Actualmente sigo aquí' clears the end date (spec §4). */
const clearEndIfCurrent = <T extends PeriodShape>(v: T) => ({ ...v, fecha_salida: v.sigo_aqui === 1 ? null : (v.fecha_salida ?? null) });

const periodFields = {
  fecha_inicio: monthOrDate,
  fecha_salida: z.preprocess((v) => (blankToUndefined(v) === undefined ? null : v), monthOrDate.nullable()),
  sigo_aqui: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : typeof v === 'boolean' ? Number(v) : v), flag01),
};

/** Work experience; dates 'YYYY-MM' or 'YYYY-MM-DD'. */
export function experienciaLaboralSchema(today: Date = new Date()) {
  return z
    .object({
      nombre_empresa: text(2, 100),
      puesto: text(2, 100),
      funciones: text(2, 500),
      ...periodFields,
    })
    .superRefine(periodRules(today), always)
    .transform(clearEndIfCurrent);
}
export type ExperienciaLaboralInput = z.input<ReturnType<typeof experienciaLaboralSchema>>;
export type ExperienciaLaboralData = z.output<ReturnType<typeof experienciaLaboralSchema>>;

/**
 * Project or volunteering (C13). The API sets `tipo` from the group called (actExtracurricular → 'Proyecto',
 * voluntariado → 'Voluntariado'). Projects need a project name (2–100); volunteering has none (null).
 */
export function extracurricularSchema(today: Date = new Date()) {
  return z
    .object({
      tipo: z.enum(EXTRACURRICULAR_TIPOS, { error: (issue) => (issue.input === undefined ? REQUIRED : CV_MESSAGES.invalidOption) }),
      nombre_empresa: text(2, 100),
      nombre_proyecto: optionalText(2, 100),
      puesto: text(2, 100),
      funciones: text(2, 500),
      ...periodFields,
    })
    .superRefine((v, ctx) => {
      if (typeof v !== 'object' || v === null) return;
      if (v.tipo === 'Proyecto' && !v.nombre_proyecto) ctx.addIssue({ code: 'custom', path: ['nombre_proyecto'], message: REQUIRED });
      periodRules(today)(v, ctx);
    }, always)
    .transform((v) => ({ ...clearEndIfCurrent(v), nombre_proyecto: v.tipo === 'Voluntariado' ? null : v.nombre_proyecto }));
}
export type ExtracurricularInput = z.input<ReturnType<typeof extracurricularSchema>>;
export type ExtracurricularData = z.output<ReturnType<typeof extracurricularSchema>>;

// ------------------------------------------------------------------ required data (C11) and the update call (C12)

/** `/postulantes/curriculum/complete` saves exactly the required data of C11 with form `info_required`. */
export function infoRequiredSchema(today: Date = new Date()) {
  return z
    .object({
      ...personalFields(today),
      ...educationBase,
      ...placesFields,
      correo_contacto: correoContacto,
    })
    .superRefine(educationRules(today), always)
    .transform(withCiclo);
}
export type InfoRequiredInput = z.input<ReturnType<typeof infoRequiredSchema>>;
export type InfoRequiredData = z.output<ReturnType<typeof infoRequiredSchema>>;

export const UPDATE_FORMS = ['personal', 'places', 'education', 'contact', 'more_education', 'info_required'] as const;
export type UpdateForm = (typeof UPDATE_FORMS)[number];

/** The schema of each `postulante/update` form (C12). */
export function updateFormSchema(form: UpdateForm, today: Date = new Date()) {
  switch (form) {
    case 'personal':
      return personalSchema(today);
    case 'places':
      return placesSchema;
    case 'education':
      return educationSchema(today);
    case 'contact':
      return contactSchema;
    case 'more_education':
      return moreEducationSchema;
    case 'info_required':
      return infoRequiredSchema(today);
  }
}

/** `PUT postulante/update {data, form}`: the envelope of the call; `data` is checked with the form's schema. */
export const updateRequestSchema = z.object({
  form: z.enum(UPDATE_FORMS, { error: CV_MESSAGES.form }),
  data: z.record(z.string(), z.unknown(), { error: REQUIRED }),
});

/** The C11 fields, in the order of the required-data form; `missing` in completeCV names these. */
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

/** C11: the required fields still empty (the cycle only for students). Empty list = the gate is open. */
export function missingRequiredFields(p: RequiredCvValues): RequiredCvField[] {
  return REQUIRED_CV_FIELDS.filter((field) => {
    if (field === 'ciclo_actual') return p.estado_estudios === ESTADO_ESTUDIANTE && !p.ciclo_actual;
    const value = p[field];
    return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  });
}

/** 'Required to apply' (spec §5): what completeCvOptionals checks. */
export const OPTIONAL_CV_FIELDS = ['resumen_profesional', 'conocimientos', 'idiomas', 'habilidades'] as const;
export type OptionalCvField = (typeof OPTIONAL_CV_FIELDS)[number];

// ------------------------------------------------------------------ what the API answers

export interface IdName {
  id: number;
  name: string;
}

/** `GET postulante/myAccount` data[0]. Dates 'YYYY-MM-DD'; education years 'YYYY-01-01'; foto a URL or null. */
export interface PostulanteProfile {
  nombres: string;
  apellidos: string;
  foto: string | null;
  dni: string | null;
  sexo: number | null;
  fecha_nacimiento: string | null;
  licencia_conducir: number | null;
  estado_estudios: number | null;
  tipo_carrera: number | null;
  id_inst_educativa: number | null;
  inst_educativa_nombre: string | null;
  id_carrera_actual: number | null;
  carrera_actual: string | null;
  claves: string | null;
  ciclo_actual: number;
  fecha_ingreso: string | null;
  fecha_egreso: string | null;
  orden_merito: number;
  resumen_profesional: string | null;
  id_region: number | null;
  region: string | null;
  provincia: string | null;
  distrito: string | null;
  whatsapp: string | null;
  correo_contacto: string | null;
  redes_sociales: RedSocial[];
  habilidades: IdName[];
}

export interface LogroItem {
  id: number;
  descripcion: string;
  fecha: string;
}
export interface ConocimientoItem {
  id: number;
  nombre: string;
  nivel: Nivel;
}
export type IdiomaItem = ConocimientoItem;
export interface FormacionComplementariaItem {
  id: number;
  tipo: string | null;
  inst_educativa: string;
  fecha_inicio: string;
  descripcion: string;
}
export interface ExperienciaLaboralItem {
  id: number;
  nombre_empresa: string;
  puesto: string;
  funciones: string;
  fecha_inicio: string;
  fecha_salida: string | null;
  sigo_aqui: number;
}
/** C13: `descripcion` is the item's funciones. */
export interface ExtracurricularItem extends ExperienciaLaboralItem {
  tipo: ExtracurricularTipo;
  nombre_proyecto: string | null;
  descripcion: string;
}

/** `GET postulante/myAccount?populate=true` data[0]. */
export interface PostulanteProfileFull extends PostulanteProfile {
  logros: LogroItem[];
  conocimientos: ConocimientoItem[];
  idiomas: IdiomaItem[];
  formacion_complementaria: FormacionComplementariaItem[];
  experiencia_laboral: ExperienciaLaboralItem[];
  voluntariados: ExtracurricularItem[];
  proyectos: ExtracurricularItem[];
}

/** `GET postulante/myAccountDescripcion` data[0]. */
export type PostulanteCard = Pick<
  PostulanteProfile,
  'nombres' | 'apellidos' | 'foto' | 'carrera_actual' | 'inst_educativa_nombre' | 'estado_estudios' | 'region' | 'resumen_profesional'
>;

/** `GET postulante/completeCV` and `completeCvOptionals` data[0]. */
export interface CvCompleteness<F extends string = string> {
  complete: boolean;
  missing: F[];
}

/** `GET postulante/getMyCv` data[0]. */
export interface CvDownload {
  cv: string;
  name: string;
}
