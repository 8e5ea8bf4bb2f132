/**
 * The affinity score of an application (docs/affinity.md): what the API stores in `postulacion.afinidad_detalle` and
 * the recruiter's "¿Por qué este puntaje?" reads, and the colours of the score.
 */

/** One thing the offer asks for, checked against the CV. */
export interface CriterioAfinidad {
  /** Stable key: 'carrera', 'nivel', 'ciclo', 'egreso', 'conocimiento:excel', 'idioma:ingles', 'region', 'experiencia', 'orden_merito'. */
  clave: string;
  /** What is checked, for a heading ("Carrera", "Conocimiento: Excel", "Idioma: Inglés"). */
  etiqueta: string;
  /** Its share of the score in points (all criteria of one detail add up to 100). */
  peso: number;
  /** Points earned, 0–peso. */
  puntos: number;
  cumple: 'si' | 'parcial' | 'no';
  /** One Spanish sentence: what matched or what is missing. */
  detalle: string;
}

export interface AfinidadDetalle {
  version: 1;
  /** 0–100, an integer: the rounded sum of the criteria's points. */
  puntaje: number;
  criterios: CriterioAfinidad[];
}

/** Green at 70 and above, yellow 40–69, red below 40. */
export const AFINIDAD_VERDE_MIN = 70;
export const AFINIDAD_AMARILLO_MIN = 40;

export type ColorAfinidad = 'verde' | 'amarillo' | 'rojo';

export function colorAfinidad(puntaje: number): ColorAfinidad {
  if (puntaje >= AFINIDAD_VERDE_MIN) return 'verde';
  if (puntaje >= AFINIDAD_AMARILLO_MIN) return 'amarillo';
  return 'rojo';
}
