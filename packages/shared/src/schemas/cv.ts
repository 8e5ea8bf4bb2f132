/**
 * The applicant's CV (docs/cv.md): one schema per form or payload of `postulante/update` and of the CV section
 * groups, with the spec's exact messages. The web forms and the API use the same schemas; the messages, label lists
 * and year lists are in cv.ts.
 *
 * Schemas whose rules depend on the date (year lists, "no start in the future") are functions of
 * `today` (default: now); the API passes its own clock. The others are plain schemas.
 */
import {
  CARRERA_MAX,
  DISTRITO_MAX,
  DNI_LENGTH,
  EMAIL_MAX,
  PHONE_LENGTH,
  PROVINCIA_MAX,
  REDES_URL_MAX,
  REGION_ID_MAX,
  REGION_ID_MIN,
  RESUMEN_PROFESIONAL_MAX,
  RESUMEN_PROFESIONAL_MIN,
} from '../constants.ts';
import {
  aniosCertificacion,
  aniosEgreso,
  aniosExperiencia,
  aniosIngreso,
  ciclosDe,
  CREATE_MULTIPLE_MAX,
  CV_MESSAGES,
  ESTADO_ESTUDIANTE,
  EXTRACURRICULAR_TIPOS,
  FORMACION_TIPO_OTROS,
  HABILIDADES_MAX,
  MESES,
  NIVELES,
  nivelDelNombre,
  REDES_SOCIALES,
  REQUIRED,
  TIPO_CARRERA_TECNICA,
  TIPO_CARRERA_UNIVERSITARIA,
  UPDATE_FORMS,
  type UpdateForm,
} from '../cv.ts';
import { limaToday, limaYear, validIsoDate } from '../dates.ts';
import { z } from './zod.ts';

// ------------------------------------------------------------------ dates

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => to - i);

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

/** An education year (stored on January 1): 2020, '2020' or '2020-01-01' → '2020-01-01'. */
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

// ------------------------------------------------------------------ personal

/** Personal data on the update page and in the required data; birth date in 'YYYY-MM-DD'. */
export function personalFields(today: Date = new Date()) {
  const hoy = limaToday(today);
  return {
    nombres: text(3, 30),
    apellidos: text(3, 30),
    dni: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .regex(new RegExp(`^\\d{${DNI_LENGTH}}$`), 'Sólo números de 8 dígitos'),
    fecha_nacimiento: isoDate.refine((v) => v <= hoy && v >= '1900-01-01', CV_MESSAGES.invalidDate),
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
  // Real district names reach 36 characters (decision 002).
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
  // Real career names reach 70 characters (decision 002).
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
 * The rules between education fields (cycle of students, years, dates), shared by `education` and `info_required`.
 * They run even when other fields failed (`always`), so an empty form shows every message at once; each rule
 * reads only fields that passed their own check.
 */
function educationRules(today: Date) {
  const ingresos = aniosIngreso(today);
  const thisYear = limaYear(today);
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
    // Graduates and bachelors have already left: their exit year is this year (in Lima) at the latest.
    else if ((v.estado_estudios === 1 || v.estado_estudios === 2) && egreso > thisYear)
      ctx.addIssue({ code: 'custom', path: ['fecha_egreso'], message: CV_MESSAGES.egresoFuturo });
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

/** Graduates and bachelors have no cycle: forced to 0 whatever was sent. */
function withCiclo<T extends EducationShape & { orden_merito?: number | undefined }>(v: T) {
  return { ...v, ciclo_actual: v.estado_estudios === ESTADO_ESTUDIANTE ? (v.ciclo_actual ?? 0) : 0, orden_merito: v.orden_merito ?? 0 };
}

/** The education section of the update page: includes the professional summary. */
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
    // Profile URLs outgrow 50 characters (decision 002).
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

const listName = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100, 'Máximo 100 caracteres');
const nivel = z.enum(NIVELES, { error: (issue) => (issue.input === undefined || issue.input === '' ? REQUIRED : CV_MESSAGES.nivel) });

/** more_education (the competencies section): the whole skill list, by names of `listHabilidades`, each once. */
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
export const conocimientoSchema = z.object({ nombre: listName, nivel }).superRefine((item, ctx) => {
  // An item whose name states its level takes that level only.
  const fijo = nivelDelNombre(item.nombre);
  if (fijo && item.nivel !== fijo) ctx.addIssue({ code: 'custom', path: ['nivel'], message: CV_MESSAGES.nivelDelNombre(fijo) });
});
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
  const hoy = limaToday(today);
  const years = aniosCertificacion(today);
  return z.object({
    descripcion: text(2, 255),
    fecha: monthOrDate.superRefine((v, ctx) => {
      if (!years.includes(yearOf(v))) ctx.addIssue({ code: 'custom', message: CV_MESSAGES.yearNotInList });
      else if (v > hoy) ctx.addIssue({ code: 'custom', message: CV_MESSAGES.futureDate });
    }),
  });
}
export type LogroInput = z.input<ReturnType<typeof logroSchema>>;
export type LogroData = z.output<ReturnType<typeof logroSchema>>;

// ------------------------------------------------------------------ certification (formacion_complementaria)

/** Month not in the future and its year in the list. */
function startMonth(today: Date, years: number[]) {
  const thisMonth = `${limaToday(today).slice(0, 7)}-01`;
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

/** Start not in the future, years of the list, end required unless current and not before the start. */
function periodRules(today: Date) {
  const hoy = limaToday(today);
  const years = aniosExperiencia(today);
  return (v: PeriodShape, ctx: z.RefinementCtx) => {
    if (typeof v !== 'object' || v === null) return;
    const inicio = yearOfValid(v.fecha_inicio);
    if (inicio !== null) {
      if (!years.includes(inicio)) ctx.addIssue({ code: 'custom', path: ['fecha_inicio'], message: CV_MESSAGES.yearNotInList });
      else if (v.fecha_inicio > hoy) ctx.addIssue({ code: 'custom', path: ['fecha_inicio'], message: CV_MESSAGES.futureDate });
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

/** 'Actualmente sigo aquí' clears the end date. */
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
 * Project or volunteering (one entity). The API sets `tipo` from the group called (actExtracurricular → 'Proyecto',
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

// ------------------------------------------------------------------ required data (the gate) and the update call

/** `/postulantes/curriculum/complete` saves exactly the required data of the gate (docs/cv.md) with form `info_required`. */
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

/** The schema of each `postulante/update` form. */
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
