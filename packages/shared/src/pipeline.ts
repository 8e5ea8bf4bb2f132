/**
 * The pipeline comforts of featured offers (docs/team.md "Pipeline"): the company's private notes on an application,
 * its tags, bulk actions on a selection or on the filtered list, and each seat's saved filter sets of an offer. The
 * limits, the tag palette and the Spanish messages; the call shapes are in api/pipeline.ts.
 */
import type { z } from 'zod';
import type { etiqueta, filtroGuardado, nota, resultadoMasivo } from './api/pipeline.ts';

/** A note: 1 to 2000 characters. */
export const MAX_NOTA = 2000;
/** A tag's name: 1 to 30 characters, unique per company ignoring case. */
export const MAX_NOMBRE_ETIQUETA = 30;
/** Tags a company may have: enough for any pipeline, small enough for one picker. */
export const MAX_ETIQUETAS_EMPRESA = 50;
/** Tags the list filter takes at once (any of them). */
export const MAX_ETIQUETAS_FILTRO = 5;
/** A saved filter set's name: 1 to 40 characters, unique per person and offer ignoring case. */
export const MAX_NOMBRE_FILTRO = 40;
/** Saved filter sets per person and offer. */
export const MAX_FILTROS_GUARDADOS = 20;
/**
 * The most applications one bulk action touches: every applicant of a large offer fits; a larger set is refused with
 * a message, never cut silently.
 */
export const MAX_MASIVO = 5000;

/** The tag palette: a name the interface maps to light and dark colours (never a colour sent by the client). */
export const COLORES_ETIQUETA = ['gris', 'rojo', 'naranja', 'amarillo', 'verde', 'azul', 'morado', 'rosado'] as const;
export type ColorEtiqueta = (typeof COLORES_ETIQUETA)[number];
export const COLOR_ETIQUETA_LABELS: Record<ColorEtiqueta, string> = {
  gris: 'Gris',
  rojo: 'Rojo',
  naranja: 'Naranja',
  amarillo: 'Amarillo',
  verde: 'Verde',
  azul: 'Azul',
  morado: 'Morado',
  rosado: 'Rosado',
};

/** The bulk actions: change status, add or remove a tag, send the "no seleccionado" notice, add the same note. */
export const ACCIONES_MASIVAS = ['estado', 'etiquetar', 'desetiquetar', 'no_seleccionado', 'nota'] as const;
export type AccionMasiva = (typeof ACCIONES_MASIVAS)[number];

export const PIPELINE_MESSAGES = {
  soloDestacados: 'Solo para avisos destacados',
  notaRequerida: 'Escribe la nota.',
  notaLarga: `Máximo ${MAX_NOTA} caracteres`,
  notaCreada: 'Se guardó la nota.',
  notaEditada: 'Se actualizó la nota.',
  notaEliminada: 'Se eliminó la nota.',
  notaNoEncontrada: 'No se encontró la nota.',
  notaAjena: 'Solo quien escribió la nota o un administrador de la empresa puede cambiarla o eliminarla.',
  nombreEtiqueta: 'Escribe el nombre de la etiqueta.',
  nombreEtiquetaLargo: `Máximo ${MAX_NOMBRE_ETIQUETA} caracteres`,
  color: 'Elige un color de la lista.',
  etiquetaRepetida: 'Ya existe una etiqueta con ese nombre.',
  maxEtiquetas: `Tu empresa ya tiene ${MAX_ETIQUETAS_EMPRESA} etiquetas: elimina alguna para crear otra.`,
  etiquetaCreada: 'Se creó la etiqueta.',
  etiquetaEliminada: 'Se eliminó la etiqueta.',
  etiquetaNoEncontrada: 'No se encontró la etiqueta.',
  etiquetas: 'Elige etiquetas de tu empresa.',
  maxEtiquetasPostulacion: `Máximo ${MAX_ETIQUETAS_EMPRESA} etiquetas`,
  etiquetasGuardadas: 'Se actualizaron las etiquetas.',
  nombreFiltro: 'Escribe un nombre para el filtro.',
  nombreFiltroLargo: `Máximo ${MAX_NOMBRE_FILTRO} caracteres`,
  filtroRepetido: 'Ya guardaste un filtro con ese nombre en esta oferta.',
  maxFiltros: `Puedes guardar hasta ${MAX_FILTROS_GUARDADOS} filtros por oferta: elimina alguno para guardar otro.`,
  filtroGuardado: 'Se guardó el filtro.',
  filtroEliminado: 'Se eliminó el filtro.',
  filtroNoEncontrado: 'No se encontró el filtro.',
  accion: 'Elige una acción: estado, etiquetar, desetiquetar, no_seleccionado o nota.',
  estadoMasivo: 'Elige un estado: 1 (descartar), 2 (en proceso) o 3 (finalista).',
  etiquetaRequerida: 'Elige una etiqueta.',
  seleccion: 'Selecciona al menos un postulante o elige todos los filtrados.',
  ids: 'Cada postulante seleccionado debe ser un id válido.',
  maxSeleccion: `Máximo ${MAX_MASIVO} postulantes por acción.`,
  demasiados: `La lista filtrada tiene más de ${MAX_MASIVO} postulantes: filtra más para aplicar la acción.`,
  ajenos: 'Algunos postulantes seleccionados no pertenecen a esta oferta.',
  formato: 'Elige el formato: csv o xlsx.',
  masivoHecho: 'Se aplicó la acción.',
} as const;

export type Nota = z.infer<typeof nota>;
export type Etiqueta = z.infer<typeof etiqueta>;
export type FiltroGuardado = z.infer<typeof filtroGuardado>;
export type ResultadoMasivo = z.infer<typeof resultadoMasivo>;
