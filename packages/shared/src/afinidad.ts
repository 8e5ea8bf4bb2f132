/**
 * The affinity score of an application (docs/affinity.md): what the API stores in `postulacion.afinidad_detalle` and
 * the recruiter's "¿Por qué este puntaje?" reads (its schema is in api/postulantes-vistas.ts), and the colours of the
 * score.
 */
import type { z } from 'zod';
import type { afinidadDetalle, criterioAfinidad } from './api/postulantes-vistas.ts';

/** One thing the offer asks for, checked against the CV. */
export type CriterioAfinidad = z.input<typeof criterioAfinidad>;
export type AfinidadDetalle = z.input<typeof afinidadDetalle>;

/** Green at 70 and above, yellow 40–69, red below 40. */
export const AFINIDAD_VERDE_MIN = 70;
export const AFINIDAD_AMARILLO_MIN = 40;

export type ColorAfinidad = 'verde' | 'amarillo' | 'rojo';

export function colorAfinidad(puntaje: number): ColorAfinidad {
  if (puntaje >= AFINIDAD_VERDE_MIN) return 'verde';
  if (puntaje >= AFINIDAD_AMARILLO_MIN) return 'amarillo';
  return 'rojo';
}
