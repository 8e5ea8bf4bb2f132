/**
 * Ley 28518, Ley sobre Modalidades Formativas Laborales, as it bears on an internship offer: the longest training
 * day and week of each modality, and the least monthly subsidy for the schedule offered. Zod-free, so the offer form,
 * the API and the offer pages can read the same rule. The rule in words, with its sources: docs/offers.md ("Ley
 * 28518"). Not applied at publishing yet: the offer does not ask for hours.
 *
 * - Pre-professional internships (students): at most 6 hours a day and 30 a week.
 * - Professional internships (graduates and bachelors): at most 8 hours a day and 48 a week.
 * - Subsidy: not below the minimum (`subvencionMinima`, the Remuneración Mínima Vital) for the longest schedule of the
 *   modality; for a shorter one the law asks for a proportional amount. We use minimum × weekly hours ÷ the
 *   modality's weekly maximum, rounded up to the sol.
 */
import type { Modalidad } from './oferta.ts';

export interface Jornada {
  /** Hours of training a day (the longest day of the week). */
  horasDia: number;
  /** Days of training a week. */
  diasSemana: number;
}

export const LEY_28518_LIMITES: Record<Modalidad, { horasDia: number; horasSemana: number }> = {
  PREPROFESIONAL: { horasDia: 6, horasSemana: 30 },
  PROFESIONAL: { horasDia: 8, horasSemana: 48 },
};

const NOMBRE: Record<Modalidad, string> = {
  PREPROFESIONAL: 'las prácticas preprofesionales',
  PROFESIONAL: 'las prácticas profesionales',
};

export const LEY_28518_MESSAGES = {
  horasDia: (m: Modalidad) => `La Ley 28518 permite como máximo ${LEY_28518_LIMITES[m].horasDia} horas diarias en ${NOMBRE[m]}.`,
  horasSemana: (m: Modalidad) => `La Ley 28518 permite como máximo ${LEY_28518_LIMITES[m].horasSemana} horas semanales en ${NOMBRE[m]}.`,
  subvencion: (minimo: number, horas: number) =>
    `Según la Ley 28518, por ${horas} horas semanales la subvención no puede ser menor de S/ ${minimo}.`,
  jornadaInvalida: 'Indica las horas diarias (1 a 12) y los días por semana (1 a 7).',
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

export interface Incumplimiento {
  campo: 'horas_dia' | 'dias_semana' | 'subvencion';
  mensaje: string;
}

/** What of the schedule and the subsidy breaks the law, each at the field it concerns; empty when the offer complies. */
export function revisarLey28518(modalidad: Modalidad, jornada: Jornada, subvencion: number, minimoMensual: number): Incumplimiento[] {
  const valida =
    Number.isInteger(jornada.horasDia) &&
    Number.isInteger(jornada.diasSemana) &&
    jornada.horasDia >= 1 &&
    jornada.horasDia <= 12 &&
    jornada.diasSemana >= 1 &&
    jornada.diasSemana <= 7;
  if (!valida) return [{ campo: 'horas_dia', mensaje: LEY_28518_MESSAGES.jornadaInvalida }];
  const limites = LEY_28518_LIMITES[modalidad];
  const out: Incumplimiento[] = [];
  if (jornada.horasDia > limites.horasDia) out.push({ campo: 'horas_dia', mensaje: LEY_28518_MESSAGES.horasDia(modalidad) });
  if (horasSemana(jornada) > limites.horasSemana) out.push({ campo: 'dias_semana', mensaje: LEY_28518_MESSAGES.horasSemana(modalidad) });
  const minimo = subvencionMinimaPara(modalidad, jornada, minimoMensual);
  if (subvencion < minimo) {
    out.push({ campo: 'subvencion', mensaje: LEY_28518_MESSAGES.subvencion(minimo, Math.min(horasSemana(jornada), limites.horasSemana)) });
  }
  return out;
}
