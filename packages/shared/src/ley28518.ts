/**
 * Ley 28518, Ley sobre Modalidades Formativas Laborales, as it bears on an internship offer: the longest training
 * day and week of each modality, and the least monthly subsidy for the schedule offered. Zod-free, so the offer form,
 * the API and the offer pages can read the same rule. The rule in words, with its sources: docs/offers.md ("Ley
 * 28518"). The offer schema applies it at publishing; the offer pages explain it with `explicacionLey28518`.
 *
 * - Pre-professional internships (students): at most 6 hours a day and 30 a week.
 * - Professional internships (graduates and bachelors): at most 8 hours a day and 48 a week.
 * - Every intern has a weekly rest day: at most 6 days a week. Hours may be half hours (4.5 h).
 * - Subsidy: not below the minimum (`subvencionMinima`, the Remuneración Mínima Vital) for the longest schedule of the
 *   modality; for a shorter one the law asks for a proportional amount. We use minimum × weekly hours ÷ the
 *   modality's weekly maximum, rounded up to the sol.
 */
import { formatSoles } from './formato.ts';
import { HORARIO_COMPLETO, NIVEL_FIELDS, NIVELES_EGRESADO, NIVELES_ESTUDIANTE, type Modalidad } from './oferta.ts';

export interface Jornada {
  /** Hours of training a day (the longest day of the week), in whole or half hours. */
  horasDia: number;
  /** Days of training a week. */
  diasSemana: number;
}

export const LEY_28518_LIMITES: Record<Modalidad, { horasDia: number; horasSemana: number }> = {
  PREPROFESIONAL: { horasDia: 6, horasSemana: 30 },
  PROFESIONAL: { horasDia: 8, horasSemana: 48 },
};

/** The law's weekly rest day (and the regulation's rest on holidays): a week of training has 6 days at most. */
export const DIAS_SEMANA_LEY = 6;

/**
 * The least average day of a full-time week: the labour law calls part time a week that, over 6 days (or 5 when it
 * has 5 or fewer), averages under 4 hours a day. "Tiempo completo" below that says one thing and offers another.
 */
export const HORAS_PROMEDIO_COMPLETO = 4;

const NOMBRE: Record<Modalidad, string> = {
  PREPROFESIONAL: 'las prácticas preprofesionales',
  PROFESIONAL: 'las prácticas profesionales',
};

export const LEY_28518_MESSAGES = {
  horasDia: (m: Modalidad) => `La Ley 28518 permite como máximo ${LEY_28518_LIMITES[m].horasDia} horas diarias en ${NOMBRE[m]}.`,
  horasSemana: (m: Modalidad) => `La Ley 28518 permite como máximo ${LEY_28518_LIMITES[m].horasSemana} horas semanales en ${NOMBRE[m]}.`,
  descansoSemanal: `La Ley 28518 da al practicante un día de descanso a la semana: indica como máximo ${DIAS_SEMANA_LEY} días.`,
  subvencion: (minimo: number, horas: number) =>
    `Según la Ley 28518, por ${horas} horas semanales la subvención no puede ser menor de ${formatSoles(minimo)}.`,
  completoCorto:
    `Con menos de ${HORAS_PROMEDIO_COMPLETO} horas diarias en promedio la jornada es a tiempo parcial: ` +
    'elige «Tiempo parcial» o aumenta las horas.',
  jornadaInvalida: 'Indica las horas diarias (1 a 12, en horas o medias horas) y los días por semana (1 a 7).',
} as const;

/** Hours a week of a schedule. */
export const horasSemana = (j: Jornada): number => j.horasDia * j.diasSemana;

/**
 * The least monthly subsidy the law allows for this schedule: the full minimum from the modality's longest week on
 * (or beyond, which the schedule check refuses anyway), proportional below it, rounded up to the sol.
 */
export function subvencionMinimaPara(modalidad: Modalidad, jornada: Jornada, minimoMensual: number): number {
  const maximo = LEY_28518_LIMITES[modalidad].horasSemana;
  const horas = Math.min(horasSemana(jornada), maximo);
  return Math.ceil((minimoMensual * horas) / maximo);
}

/**
 * The least subsidy of an offer: the law's for its schedule, and never below the whole minimum when it says "Tiempo
 * completo" (the spec's rule), whatever its hours.
 */
export function subvencionMinimaOferta(modalidad: Modalidad, jornada: Jornada, horario: string, minimoMensual: number): number {
  return Math.max(subvencionMinimaPara(modalidad, jornada, minimoMensual), horario === HORARIO_COMPLETO ? minimoMensual : 0);
}

export interface Incumplimiento {
  campo: 'horas_dia' | 'dias_semana' | 'horario' | 'subvencion';
  mensaje: string;
}

/** Hours a day in whole or half hours from 1 to 12, days a week from 1 to 7: a schedule at all. */
export const esJornada = (j: Jornada): boolean =>
  Number.isInteger(j.horasDia * 2) &&
  Number.isInteger(j.diasSemana) &&
  j.horasDia >= 1 &&
  j.horasDia <= 12 &&
  j.diasSemana >= 1 &&
  j.diasSemana <= 7;

/**
 * What of the schedule breaks the law (the modality's longest day and week, the weekly rest day) or contradicts the
 * horario it is offered with, each at the field it concerns; empty when it passes. The one schedule rule: the offer
 * schema, the form's live panel, the administrator's review and the stored mark all read it.
 */
export function revisarJornada(modalidad: Modalidad, jornada: Jornada, horario?: string): Incumplimiento[] {
  if (!esJornada(jornada)) return [{ campo: 'horas_dia', mensaje: LEY_28518_MESSAGES.jornadaInvalida }];
  const limites = LEY_28518_LIMITES[modalidad];
  const out: Incumplimiento[] = [];
  if (jornada.horasDia > limites.horasDia) out.push({ campo: 'horas_dia', mensaje: LEY_28518_MESSAGES.horasDia(modalidad) });
  if (horasSemana(jornada) > limites.horasSemana) out.push({ campo: 'dias_semana', mensaje: LEY_28518_MESSAGES.horasSemana(modalidad) });
  if (jornada.diasSemana > DIAS_SEMANA_LEY) out.push({ campo: 'dias_semana', mensaje: LEY_28518_MESSAGES.descansoSemanal });
  const promedio = horasSemana(jornada) / Math.max(jornada.diasSemana, 5);
  if (horario === HORARIO_COMPLETO && promedio < HORAS_PROMEDIO_COMPLETO)
    out.push({ campo: 'horario', mensaje: LEY_28518_MESSAGES.completoCorto });
  return out;
}

/**
 * What of the schedule and the subsidy breaks the law, each at the field it concerns; empty when the offer complies.
 * With the horario, also whether the schedule is the one it names (`revisarJornada`).
 */
export function revisarLey28518(
  modalidad: Modalidad,
  jornada: Jornada,
  subvencion: number,
  minimoMensual: number,
  horario?: string,
): Incumplimiento[] {
  if (!esJornada(jornada)) return [{ campo: 'horas_dia', mensaje: LEY_28518_MESSAGES.jornadaInvalida }];
  const limites = LEY_28518_LIMITES[modalidad];
  const out = revisarJornada(modalidad, jornada, horario);
  const minimo = subvencionMinimaPara(modalidad, jornada, minimoMensual);
  if (subvencion < minimo) {
    out.push({ campo: 'subvencion', mensaje: LEY_28518_MESSAGES.subvencion(minimo, Math.min(horasSemana(jornada), limites.horasSemana)) });
  }
  return out;
}

/**
 * What a student reads beside the "Cumple la Ley 28518" mark: the schedule offered against the modality's limits, and
 * the least subsidy that schedule entitles them to, then the law's other benefits in one line.
 */
export function explicacionLey28518(modalidad: Modalidad, jornada: Jornada, minimoMensual: number): { jornada: string; derechos: string } {
  const limites = LEY_28518_LIMITES[modalidad];
  const horas = horasSemana(jornada);
  const dias = jornada.diasSemana === 1 ? '1 día' : `${jornada.diasSemana} días`;
  return {
    jornada:
      `${jornada.horasDia} h diarias, ${dias} a la semana (${horas} h semanales), dentro del máximo de ${limites.horasDia} h diarias ` +
      `y ${limites.horasSemana} semanales para ${NOMBRE[modalidad]}. Por esta jornada te corresponde una subvención mensual ` +
      `no menor de ${formatSoles(subvencionMinimaPara(modalidad, jornada, minimoMensual))}.`,
    derechos:
      'La ley también te da descanso semanal y en feriados, un seguro de salud y accidentes, media subvención adicional ' +
      'cada seis meses continuos y 15 días de descanso si la práctica dura más de un año.',
  };
}

/** The fields of a stored offer the checks read. */
export interface OfertaLey28518 {
  modalidad: Modalidad;
  horario: string;
  horas_dia: number | null;
  dias_semana: number | null;
  salario: number;
  idniveltec: number;
  idniveluniv: number;
  idnivelotros: number;
}

export interface ChequeoLey28518 {
  regla: 'jornada' | 'subvencion' | 'modalidad';
  titulo: string;
  cumple: boolean;
  detalle: string;
}

/**
 * The law's three checks on a stored offer, each with what it found: what the administrator's review shows, and what
 * the mark stored with the offer sums up. The offer form refuses the same things (schemas/oferta.ts).
 */
export function chequeosLey28518(o: OfertaLey28518, minimoMensual: number): ChequeoLey28518[] {
  const limites = LEY_28518_LIMITES[o.modalidad];
  const permitidos = o.modalidad === 'PREPROFESIONAL' ? NIVELES_ESTUDIANTE : NIVELES_EGRESADO;
  const niveles = NIVEL_FIELDS.map((f) => o[f]).filter((n) => n !== 0);
  const modalidad: ChequeoLey28518 = {
    regla: 'modalidad',
    titulo: 'Modalidad y nivel de estudios',
    cumple: niveles.length > 0 && niveles.every((n) => permitidos.includes(n)),
    detalle:
      o.modalidad === 'PREPROFESIONAL'
        ? 'Las prácticas preprofesionales son para estudiantes.'
        : 'Las prácticas profesionales son para egresados y bachilleres.',
  };
  if (o.horas_dia === null || o.dias_semana === null) {
    const sinJornada = { cumple: false, detalle: 'La oferta no indica su jornada (horas diarias y días por semana).' };
    return [
      { regla: 'jornada', titulo: 'Jornada', ...sinJornada },
      { regla: 'subvencion', titulo: 'Subvención', ...sinJornada },
      modalidad,
    ];
  }
  const jornada = { horasDia: o.horas_dia, diasSemana: o.dias_semana };
  const horas = horasSemana(jornada);
  const minimo = subvencionMinimaOferta(o.modalidad, jornada, o.horario, minimoMensual);
  const faltas = revisarJornada(o.modalidad, jornada, o.horario);
  return [
    {
      regla: 'jornada',
      titulo: 'Jornada',
      cumple: faltas.length === 0,
      detalle: [
        `${jornada.horasDia} h diarias × ${jornada.diasSemana} días = ${horas} h semanales (máximo ${limites.horasDia} h diarias y ${limites.horasSemana} semanales).`,
        // The limits are in the sentence above; what else fails (the rest day, the horario) is said after it.
        ...faltas
          .map((f) => f.mensaje)
          .filter((m) => m !== LEY_28518_MESSAGES.horasDia(o.modalidad) && m !== LEY_28518_MESSAGES.horasSemana(o.modalidad)),
      ].join(' '),
    },
    {
      regla: 'subvencion',
      titulo: 'Subvención',
      cumple: o.salario >= minimo,
      detalle: `${formatSoles(o.salario)} al mes (mínimo para esta jornada: ${formatSoles(minimo)}).`,
    },
    modalidad,
  ];
}

/** The offer passes every check: the mark "Cumple la Ley 28518". */
export const cumpleLey28518 = (o: OfertaLey28518, minimoMensual: number): boolean =>
  chequeosLey28518(o, minimoMensual).every((c) => c.cumple);

/**
 * The mark as the offer pages show it: the one stored when the offer was saved (the subsidy is judged by the minimum
 * of that day), and never on a schedule the rule refuses today, such as a week without its rest day saved before the
 * rule was checked.
 */
export function marcaLey28518(
  o: Pick<OfertaLey28518, 'modalidad' | 'horario' | 'horas_dia' | 'dias_semana'> & { cumple_ley_28518: boolean },
): boolean {
  if (!o.cumple_ley_28518 || o.horas_dia === null || o.dias_semana === null) return false;
  return revisarJornada(o.modalidad, { horasDia: o.horas_dia, diasSemana: o.dias_semana }, o.horario).length === 0;
}

/**
 * The usual schedule of an offer saved before the schedule was asked for, from its horario: full time is the
 * modality's longest day over 5 days, part time 4 hours over 5 days. The migration that added the schedule used the
 * same rule; seeds and fixtures that only say horario use it too.
 */
export function jornadaHabitual(modalidad: Modalidad, horario: string): Jornada {
  if (horario !== HORARIO_COMPLETO) return { horasDia: 4, diasSemana: 5 };
  return { horasDia: LEY_28518_LIMITES[modalidad].horasDia, diasSemana: 5 };
}

/**
 * A stored offer's schedule columns and mark, for rows written without the form (seeds, fixtures): the given
 * schedule, or the usual one of its horario.
 */
export function conJornada<
  T extends Pick<OfertaLey28518, 'modalidad' | 'horario'> & Partial<Omit<OfertaLey28518, 'modalidad' | 'horario'>>,
>(o: T, minimoMensual: number): T & { horas_dia: number; dias_semana: number; cumple_ley_28518: boolean } {
  const habitual = jornadaHabitual(o.modalidad, o.horario);
  const horas_dia = o.horas_dia ?? habitual.horasDia;
  const dias_semana = o.dias_semana ?? habitual.diasSemana;
  const completa: OfertaLey28518 = {
    modalidad: o.modalidad,
    horario: o.horario,
    horas_dia,
    dias_semana,
    salario: o.salario ?? 0,
    idniveltec: o.idniveltec ?? 0,
    idniveluniv: o.idniveluniv ?? 0,
    idnivelotros: o.idnivelotros ?? 0,
  };
  return { ...o, horas_dia, dias_semana, cumple_ley_28518: cumpleLey28518(completa, minimoMensual) };
}

/** The schedule as the offer pages write it: '6 h diarias, 5 días por semana'. */
export function jornadaTexto(horasDia: number, diasSemana: number): string {
  return `${horasDia} h diarias, ${diasSemana === 1 ? '1 día' : `${diasSemana} días`} por semana`;
}
