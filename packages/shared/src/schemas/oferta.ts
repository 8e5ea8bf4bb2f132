/**
 * The offer form and payload (docs/offers.md): study levels, cycles and years, careers from the list, region ids and
 * the deadline window. The web form and the API use the same schema; its messages, labels and the deadline window
 * are in oferta.ts.
 *
 * The schema depends on the date (deadline window, graduation years) and on the minimum subsidy the server
 * supplies, so it is a function: `ofertaSchema({ today, subvencionMinima })`. The API builds it per request with
 * its own clock and configuration.
 */
import { DEFAULT_SUBSIDY, DISTRITO_MAX, PROVINCIA_MAX, REGION_EXTRANJERO, REGION_VIRTUAL } from '../constants.ts';
import { NIVELES } from '../cv.ts';
import { validIsoDate } from '../dates.ts';
import {
  aniosEgresoOferta,
  CARRERAS_MAX,
  CICLOS_OFERTA,
  CICLOS_TECNICOS_OFERTA,
  clearPlaceForVirtual,
  CONOCIMIENTOS_MAX,
  deadlineRange,
  DIAS_SEMANA_MAX,
  HORARIO_COMPLETO,
  HORAS_DIA_MAX,
  HORARIOS,
  IDIOMAS_MAX,
  isEmptyRichText,
  maxDeadlineDays,
  MODALIDAD_VIRTUAL,
  MODALIDADES,
  NIVEL,
  NIVEL_FIELDS,
  NIVELES_EGRESADO,
  NIVELES_ESTUDIANTE,
  NIVELES_OTROS,
  NIVELES_TEC,
  NIVELES_UNIV,
  nivelesElegidos,
  OFERTA_MESSAGES,
  PAIS_POR_DEFECTO,
  plazoMaximoMessage,
  PROFESION_MAX,
  REGION_EXTRANJERO_NOMBRE,
  REQUIRED,
  REQUISITO,
  richTextToPlain,
  subvencionMessage,
  TEXTO_MAX,
  TEXTO_MIN,
  TIPO_OFERTA,
  TITULO_MAX,
  TITULO_MIN,
  type Horario,
  type Modalidad,
} from '../oferta.ts';
import { revisarJornada, revisarLey28518 } from '../ley28518.ts';
import { z } from './zod.ts';

/** The spec names each schedule two ways; both are accepted and stored as the first. */
const HORARIO_SINONIMOS: Record<string, Horario> = {
  'tiempo completo': 'Tiempo completo',
  'jornada completa': 'Tiempo completo',
  'tiempo parcial': 'Tiempo parcial',
  'jornada parcial': 'Tiempo parcial',
};

/** funciones and beneficios: 5–5000; the maximum counts the HTML as sent (what is stored), the minimum the visible text. */
const richText = z.preprocess(
  (v) => (typeof v === 'string' && isEmptyRichText(v) ? '' : v),
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(TEXTO_MAX, OFERTA_MESSAGES.textoLargo)
    .refine((v) => richTextToPlain(v).length >= TEXTO_MIN, OFERTA_MESSAGES.textoCorto),
);

// ------------------------------------------------------------------ field builders

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const toNumber = (v: unknown) => {
  const blank = blankToUndefined(v);
  return typeof blank === 'string' && /^-?\d+$/.test(blank.trim()) ? Number(blank) : blank;
};

function choice(values: readonly number[], invalid: string, fallback?: number) {
  return z.preprocess(
    (v) => {
      const n = toNumber(v);
      return n === undefined && fallback !== undefined ? fallback : n;
    },
    z.number({ error: (issue) => (issue.input === undefined ? REQUIRED : invalid) }).refine((v) => values.includes(v), invalid),
  );
}

function text(min: number, max: number, minMessage: string, maxMessage: string) {
  return z.string({ error: REQUIRED }).trim().min(1, REQUIRED).min(min, minMessage).max(max, maxMessage);
}

/** An optional text: blank or missing becomes ''. */
function optionalText(max: number, maxMessage: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: OFERTA_MESSAGES.opcion }).trim().max(max, maxMessage),
  );
}

/** A list of distinct numbers from a set (cycles, years): numbers or numeric strings; sorted ascending. */
function numberList(values: readonly number[], invalid: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : v),
    z
      .array(
        z.preprocess(
          toNumber,
          z.number({ error: invalid }).refine((n) => values.includes(n), invalid),
        ),
        { error: invalid },
      )
      .max(50, invalid)
      .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
  );
}

const nivelRequisito = z.enum(NIVELES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? REQUIRED : OFERTA_MESSAGES.nivelRequisito),
});

/** One language or knowledge requirement: name and level required; deseable when not said. */
export const requisitoSchema = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100, 'Máximo 100 caracteres'),
  level: nivelRequisito,
  required: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'deseable' : v),
    z.enum(REQUISITO, { error: OFERTA_MESSAGES.requerido }),
  ),
});
export type RequisitoItem = z.output<typeof requisitoSchema>;

const foldKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Names are not repeated, compared without accents or case. */
function requisitoList(max: number, maxMessage: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(requisitoSchema, { error: OFERTA_MESSAGES.opcion })
      .max(max, maxMessage)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((item, i) => {
          const key = foldKey(item.name);
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: OFERTA_MESSAGES.nombreRepetido });
          seen.add(key);
        });
      }),
  );
}

/** salario: whole soles, at most 11 characters; empty becomes 0. */
const salario = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.union([z.number(), z.string()], { error: OFERTA_MESSAGES.salarioInvalido }).transform((v, ctx) => {
    const s = typeof v === 'number' ? String(v) : v.trim();
    if (s === '') return 0;
    if (s.length > 11) ctx.addIssue({ code: 'custom', message: OFERTA_MESSAGES.salarioLargo });
    else if (!/^\d+$/.test(s)) ctx.addIssue({ code: 'custom', message: OFERTA_MESSAGES.salarioInvalido });
    else return Number(s);
    return z.NEVER;
  }),
);

const horario = z.preprocess(
  (v) => (typeof v === 'string' ? (HORARIO_SINONIMOS[v.trim().toLowerCase()] ?? v) : v),
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(30, 'Máximo 30 caracteres')
    .refine((v) => HORARIOS.some((h) => h.value === v), OFERTA_MESSAGES.horario),
);

/** A whole number from 1 to max (hours a day, days a week). */
function entero(max: number, invalid: string) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? REQUIRED : invalid) })
      .int(invalid)
      .min(1, invalid)
      .max(max, invalid),
  );
}

/** Hours a day: whole or half hours ('4.5', '4,5' or 4.5) from 1 to the maximum. */
function horas(max: number, invalid: string) {
  return z.preprocess(
    (v) => {
      const blank = blankToUndefined(v);
      return typeof blank === 'string' && /^\d+([.,]\d+)?$/.test(blank.trim()) ? Number(blank.trim().replace(',', '.')) : blank;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? REQUIRED : invalid) })
      .refine((n) => Number.isInteger(n * 2), invalid)
      .min(1, invalid)
      .max(max, invalid),
  );
}

const fecha = z.preprocess(blankToUndefined, z.string({ error: REQUIRED }).trim().refine(validIsoDate, OFERTA_MESSAGES.fecha));

const carreras = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : v),
  z
    .array(
      z.preprocess(
        toNumber,
        z.number({ error: OFERTA_MESSAGES.carreraLista }).int(OFERTA_MESSAGES.carreraLista).positive(OFERTA_MESSAGES.carreraLista),
      ),
      { error: OFERTA_MESSAGES.carreraLista },
    )
    .min(1, OFERTA_MESSAGES.profesion)
    .max(CARRERAS_MAX, OFERTA_MESSAGES.profesionLarga)
    .transform((ids) => [...new Set(ids)]),
);

// ------------------------------------------------------------------ the offer

export interface OfertaSchemaOptions {
  /** The instant the rules are checked at (the API passes its clock). */
  today?: Date;
  /** Minimum full-time subsidy (`recursos/subvencionMinima`). */
  subvencionMinima?: number;
  /** Creation day in Lima of the offer being edited: the deadline window counts from it. */
  desde?: string;
}

/** The offer's fields. The API ignores `tipo` on update (the stored one rules). */
function ofertaFields(now: Date) {
  return {
    titulo: text(TITULO_MIN, TITULO_MAX, OFERTA_MESSAGES.tituloCorto, OFERTA_MESSAGES.tituloLargo),
    funciones: richText,
    beneficios: richText,
    pais: z.preprocess((v) => blankToUndefined(v) ?? PAIS_POR_DEFECTO, text(2, 20, OFERTA_MESSAGES.paisCorto, OFERTA_MESSAGES.paisLargo)),
    id_region: z.preprocess(
      (v) => toNumber(v) ?? REGION_VIRTUAL,
      z
        .number({ error: OFERTA_MESSAGES.region })
        .int(OFERTA_MESSAGES.region)
        .min(REGION_VIRTUAL, OFERTA_MESSAGES.region)
        .max(REGION_EXTRANJERO, OFERTA_MESSAGES.region),
    ),
    region: optionalText(60, OFERTA_MESSAGES.regionLarga),
    provincia: optionalText(PROVINCIA_MAX, OFERTA_MESSAGES.provinciaLarga),
    distrito: optionalText(DISTRITO_MAX, OFERTA_MESSAGES.distritoLargo),
    modalidad_tiempo: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(20, OFERTA_MESSAGES.modalidadTiempoLarga),
    horario,
    horas_dia: horas(HORAS_DIA_MAX, OFERTA_MESSAGES.horasDia),
    dias_semana: entero(DIAS_SEMANA_MAX, OFERTA_MESSAGES.diasSemana),
    salario,
    mostrar_salario: choice([0, 1], OFERTA_MESSAGES.opcion, 1),
    nro_plazas: z.preprocess(
      (v) => toNumber(v) ?? 1,
      z
        .number({ error: OFERTA_MESSAGES.vacantes })
        .int(OFERTA_MESSAGES.vacantes)
        .min(1, OFERTA_MESSAGES.vacantes)
        .max(9999, OFERTA_MESSAGES.vacantesLargo),
    ),
    fin_convocatoria: fecha,
    modalidad: z.enum(MODALIDADES, { error: (issue) => (issue.input === undefined ? REQUIRED : OFERTA_MESSAGES.modalidad) }),
    idniveltec: choice(NIVELES_TEC, OFERTA_MESSAGES.nivelInvalido, 0),
    idniveluniv: choice(NIVELES_UNIV, OFERTA_MESSAGES.nivelInvalido, 0),
    idnivelotros: choice(NIVELES_OTROS, OFERTA_MESSAGES.nivelInvalido, 0),
    /** Ids of `carrera/like` or `carrera/listAll`; the API stores their names as profesion. */
    carreras,
    /** The names joined (what the form shows); optional: the API recomputes it from `carreras`. */
    profesion: z.preprocess(
      (v) => (v === undefined || v === null ? undefined : v),
      z.string({ error: OFERTA_MESSAGES.profesion }).trim().max(PROFESION_MAX, OFERTA_MESSAGES.profesionLarga).optional(),
    ),
    ciclo: numberList(
      CICLOS_OFERTA.map((c) => c.value),
      OFERTA_MESSAGES.cicloLista,
    ),
    ciclo_tecnico: numberList(
      CICLOS_TECNICOS_OFERTA.map((c) => c.value),
      OFERTA_MESSAGES.cicloLista,
    ),
    fecha_egreso: numberList(aniosEgresoOferta(now), OFERTA_MESSAGES.anioLista),
    idiomas: requisitoList(IDIOMAS_MAX, OFERTA_MESSAGES.maxIdiomas),
    conocimientos: requisitoList(CONOCIMIENTOS_MAX, OFERTA_MESSAGES.maxConocimientos),
    otros_requisitos: optionalText(TEXTO_MAX, OFERTA_MESSAGES.otrosLargo),
    tipo: choice([TIPO_OFERTA.GRATIS, TIPO_OFERTA.DESTACADO], OFERTA_MESSAGES.opcion, TIPO_OFERTA.GRATIS),
  };
}

type OfertaShape = z.output<z.ZodObject<ReturnType<typeof ofertaFields>>>;
/**
 * The rules between fields (place, study levels, cycles and years, subsidy, deadline). They run even when another
 * field failed, so an empty form gets every message at once; each rule reads only fields that passed their own check.
 */
function ofertaRules(now: Date, opts: OfertaSchemaOptions) {
  const minimo = opts.subvencionMinima ?? DEFAULT_SUBSIDY;
  return (v: Partial<OfertaShape>, ctx: z.RefinementCtx) => {
    if (typeof v !== 'object' || v === null) return;
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

    // A place (1–25 or 26 Extranjero) unless the offer is virtual.
    const virtual = v.modalidad_tiempo === MODALIDAD_VIRTUAL;
    if (!virtual && typeof v.id_region === 'number' && v.id_region === REGION_VIRTUAL) issue('id_region', OFERTA_MESSAGES.region);
    if (!virtual && v.id_region === REGION_EXTRANJERO && typeof v.pais === 'string' && foldKey(v.pais) === foldKey(PAIS_POR_DEFECTO))
      issue('pais', OFERTA_MESSAGES.paisExtranjero);

    // One level at least, each consistent with the modality.
    const niveles = nivelesElegidos(v);
    const levelsParsed = NIVEL_FIELDS.every((f) => typeof v[f] === 'number');
    if (levelsParsed && niveles.length === 0) issue('idniveltec', OFERTA_MESSAGES.nivel);
    if (v.modalidad) {
      const allowed = v.modalidad === 'PREPROFESIONAL' ? NIVELES_ESTUDIANTE : NIVELES_EGRESADO;
      for (const field of NIVEL_FIELDS) {
        const n = v[field];
        if (typeof n === 'number' && n !== 0 && !allowed.includes(n)) issue(field, OFERTA_MESSAGES.nivelModalidad);
      }
      // A university student level needs a cycle, a technical one a technical cycle, graduates a year.
      if (v.modalidad === 'PREPROFESIONAL') {
        if (niveles.includes(NIVEL.UNIV_ESTUDIANTE) && Array.isArray(v.ciclo) && v.ciclo.length === 0)
          issue('ciclo', OFERTA_MESSAGES.ciclo);
        if (niveles.includes(NIVEL.TECNICO_ESTUDIANTE) && Array.isArray(v.ciclo_tecnico) && v.ciclo_tecnico.length === 0)
          issue('ciclo_tecnico', OFERTA_MESSAGES.cicloTecnico);
      } else if (Array.isArray(v.fecha_egreso) && v.fecha_egreso.length === 0) {
        issue('fecha_egreso', OFERTA_MESSAGES.egreso);
      }
    }

    // Full time pays at least the minimum subsidy.
    const completoBajo = v.horario === HORARIO_COMPLETO && typeof v.salario === 'number' && v.salario < minimo;
    if (completoBajo) issue('salario', subvencionMessage(minimo));

    // Ley 28518: the longest day and week of the modality, the weekly rest day, the subsidy for the hours offered, and
    // a "Tiempo completo" that is one (docs/offers.md).
    // The schedule is judged even when the subsidy did not parse: that field has its own message already.
    if (MODALIDADES.includes(v.modalidad as Modalidad) && typeof v.horas_dia === 'number' && typeof v.dias_semana === 'number') {
      const modalidad = v.modalidad as Modalidad;
      const jornada = { horasDia: v.horas_dia, diasSemana: v.dias_semana };
      const horarioValido = typeof v.horario === 'string' ? v.horario : undefined;
      const faltas =
        typeof v.salario === 'number'
          ? revisarLey28518(modalidad, jornada, v.salario, minimo, horarioValido)
          : revisarJornada(modalidad, jornada, horarioValido);
      for (const falta of faltas) {
        if (falta.campo === 'subvencion') {
          if (!completoBajo) issue('salario', falta.mensaje);
        } else issue(falta.campo, falta.mensaje);
      }
    }

    // Never before today (Lima), at most 15 days (30 featured) from creation.
    if (typeof v.fin_convocatoria === 'string' && validIsoDate(v.fin_convocatoria)) {
      const tipo = typeof v.tipo === 'number' ? v.tipo : TIPO_OFERTA.GRATIS;
      const range = deadlineRange(tipo, now, opts.desde);
      if (v.fin_convocatoria < range.min) issue('fin_convocatoria', OFERTA_MESSAGES.plazoCorto);
      else if (v.fin_convocatoria > range.max) issue('fin_convocatoria', plazoMaximoMessage(maxDeadlineDays(tipo)));
    }
  };
}

/**
 * What the stored offer keeps: a virtual offer has no place (id_region 0); lists that no chosen level asks for are
 * emptied (an empty list means "any"), so a stale selection never narrows the matching.
 */
function normalize<T extends OfertaShape>(v: T) {
  const niveles = nivelesElegidos(v);
  const place = v.modalidad_tiempo === MODALIDAD_VIRTUAL ? clearPlaceForVirtual(v) : v;
  const extranjero = place.id_region === REGION_EXTRANJERO;
  const profesional = v.modalidad === 'PROFESIONAL';
  return {
    ...place,
    pais: extranjero ? place.pais : PAIS_POR_DEFECTO,
    region: extranjero ? REGION_EXTRANJERO_NOMBRE : place.region,
    ciclo: !profesional && niveles.includes(NIVEL.UNIV_ESTUDIANTE) ? v.ciclo : [],
    ciclo_tecnico: !profesional && niveles.includes(NIVEL.TECNICO_ESTUDIANTE) ? v.ciclo_tecnico : [],
    fecha_egreso: profesional ? v.fecha_egreso : [],
  };
}

const always = { when: () => true };

/** The offer form and the `oferta/create` payload (`oferta/update` adds id_oferta). */
export function ofertaSchema(opts: OfertaSchemaOptions = {}) {
  const now = opts.today ?? new Date();
  return z.object(ofertaFields(now)).superRefine(ofertaRules(now, opts), always).transform(normalize);
}
export type OfertaInput = z.input<ReturnType<typeof ofertaSchema>>;
export type OfertaData = z.output<ReturnType<typeof ofertaSchema>>;

/** The `oferta/update` payload: the offer's fields and id_oferta. The API puts the stored `tipo` in it before the check. */
export function ofertaUpdateSchema(opts: OfertaSchemaOptions = {}) {
  const now = opts.today ?? new Date();
  return z
    .object({ ...ofertaFields(now), id_oferta: idOferta })
    .superRefine(ofertaRules(now, opts), always)
    .transform(normalize);
}
export type OfertaUpdateData = z.output<ReturnType<typeof ofertaUpdateSchema>>;

const idOferta = z.preprocess(
  toNumber,
  z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED : 'Oferta inválida') })
    .int('Oferta inválida')
    .min(1, 'Oferta inválida')
    .max(2_147_483_647, 'Oferta inválida'),
);

/** `oferta/update`, `finish`: the offer's id. */
export const idOfertaSchema = z.object({ id_oferta: idOferta });

/** `PATCH oferta/hidden {id_oferta, publicar}`: 1 shows the offer, 0 hides it. */
export const hiddenSchema = z.object({ id_oferta: idOferta, publicar: choice([0, 1], OFERTA_MESSAGES.opcion) });
