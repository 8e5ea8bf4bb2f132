/**
 * The applicant assistant for premium companies (docs/assistant.md): the limits and texts, the structured criteria a
 * provider extracts from the Spanish prompt, and the answer shapes. The request schemas are in schemas/asistente.ts.
 */
import type { Nivel } from './cv.ts';

// ------------------------------------------------------------------ constants and texts

export const ASISTENTE_PROMPT_MIN = 3;
export const ASISTENTE_PROMPT_MAX = 1000;
/** Results per page (the size of every list of the product). */
export const ASISTENTE_PAGE_SIZE = 10;
/** Past queries listed per offer, newest first. */
export const ASISTENTE_HISTORIAL_MAX = 50;

export const ASISTENTE_MESSAGES = {
  promptCorto: `Escribe qué postulantes buscas (al menos ${ASISTENTE_PROMPT_MIN} caracteres).`,
  promptLargo: `La consulta no puede superar los ${ASISTENTE_PROMPT_MAX} caracteres.`,
  sinResultados: 'Ningún postulante de esta oferta coincide con tu consulta. Prueba con menos requisitos.',
  sinPostulantes: 'Esta oferta todavía no recibió postulantes.',
  historialNoEncontrado: 'No encontramos esa consulta.',
  /** Nothing of the request can be searched (only unknown words, or protected traits): nobody is listed. */
  nadaEntendido:
    'No entendimos nada que podamos buscar en tu consulta, así que no listamos postulantes. Prueba con carrera, ciclo, lugar, conocimientos, idiomas o experiencia.',
} as const;

/**
 * Why a part of the request was not used: `protegido` sex, age and other protected traits, which the assistant never
 * filters by; `estado` a decision word without "no" ("descartados"), which the toggles show; `sin_coincidencia` a
 * word searched in the CVs that no applicant of the offer mentions; `no_entendido` a number or word the assistant
 * cannot relate to any applicant data.
 */
export type MotivoIgnorado = 'protegido' | 'estado' | 'sin_coincidencia' | 'no_entendido';
export interface IgnoradoAsistente {
  /** The words of the request, as typed. */
  texto: string;
  motivo: MotivoIgnorado;
}
export const MOTIVO_IGNORADO_TEXTO: Record<MotivoIgnorado, string> = {
  protegido: 'El asistente no filtra por sexo, edad ni otros datos personales protegidos.',
  estado: 'Para ver solo descartados, pendientes o finalistas usa los botones «Mostrar solo».',
  sin_coincidencia: 'Ningún postulante de esta oferta lo menciona en su CV.',
  no_entendido: 'No sabemos relacionarlo con los datos de los postulantes.',
};
/** "los 3 mejores": the most results a request may ask to keep. */
export const ASISTENTE_LIMITE_MAX = 100;

// ------------------------------------------------------------------ criteria

/**
 * A knowledge item or a language with the minimum level asked (null = any level). Items without `grupo` are each
 * required ("Excel y SQL"). Items of the same list that share a `grupo` number are alternatives: at least one of
 * them must be met ("francés o portugués" → both with grupo 1). Group numbers only mean something within one list
 * (conocimientos or idiomas) and a group has two members or more. Criteria stored before groups existed have no
 * `grupo` anywhere and read as before (every item required).
 */
export interface ItemConNivel {
  nombre: string;
  nivel: Nivel | null;
  grupo?: number;
}

/**
 * A district or province of one region ("Miraflores, Arequipa", "del distrito de Cayma en Arequipa"): the place of
 * that name in that region only. Criteria stored before it existed with both regiones and distritos meant "both
 * hold"; migration 0011 rewrote them as these pairs (docs/assistant-ranking.md).
 */
export interface LugarCalificado {
  nombre: string;
  /** Region id 1–25 (a department of listLugares). */
  id_region: number;
}

/** A place asked for: a district or province name anywhere in Peru, or one of a region. */
export type LugarPedido = string | LugarCalificado;

/**
 * What a provider understood of the prompt. The built-in Spanish parser and an OpenAI-compatible model both return
 * exactly this; the ranking only ever reads this (never the prompt itself). Every list may be empty; an empty
 * criteria set ranks by the offer's own affinity.
 */
export interface CriteriosAsistente {
  /** Career names as in the reference list (e.g. 'Ingeniería Industrial'). */
  carreras: string[];
  /** Study level codes: 3 technical student, 4 technical graduate, 6 university student, 7 university graduate, 8 bachelor. */
  niveles: number[];
  /** Inclusive range of the current cycle number (students; 8 = VIII). */
  ciclo_min: number | null;
  ciclo_max: number | null;
  /** Inclusive range of the graduation year (graduates). */
  egreso_desde: number | null;
  egreso_hasta: number | null;
  /** Region ids 1–25 (departments). Places (regiones and distritos together) are alternatives: any one holds. */
  regiones: number[];
  /**
   * District or province names, as in the reference list: a name alone matches a district or a province of that
   * name anywhere in Peru ('Miraflores' is in Lima and in Arequipa); a LugarCalificado only the one in that region.
   */
  distritos: LugarPedido[];
  /** Knowledge (e.g. 'Excel', 'SQL') with the minimum level asked, if any; see ItemConNivel for alternatives. */
  conocimientos: ItemConNivel[];
  /** Languages (e.g. 'Inglés') with the minimum level asked, if any; see ItemConNivel for alternatives. */
  idiomas: ItemConNivel[];
  /** true: must have work experience; false: without; null: not asked. */
  experiencia: boolean | null;
  /** Areas the experience should be in (free words, e.g. 'logística'). */
  experiencia_en: string[];
  /** Merit order asked ('tercio superior' → 'tercio', 'quinto superior' → 'quinto', 'décimo superior' → 'decimo'). */
  orden_merito: 'decimo' | 'quinto' | 'tercio' | 'medio' | null;
  /** Remaining meaningful words, searched in the whole CV with Spanish full-text search. */
  palabras_clave: string[];
  /** "los 3 mejores": keep only the first N of the ranking (1–ASISTENTE_LIMITE_MAX). Absent or null: all. */
  limite?: number | null;
  /** "que no estén descartados": decision states (ESTADO_POSTULANTE) left out when the query is asked. */
  excluir_estados?: number[];
  /** Parts of the request that were not used, each with its reason; shown back to the recruiter. */
  ignorados?: IgnoradoAsistente[];
}

/** One line of "why": met or not, in Spanish (e.g. { texto: 'Inglés intermedio (pide intermedio)', cumple: true }). */
export interface RazonAsistente {
  criterio: string;
  texto: string;
  cumple: boolean;
}

// ------------------------------------------------------------------ answers

/** A row of the results: the applicant as the recruiter list shows them, plus the rank and why. */
export interface ResultadoAsistente {
  id_postulacion: number;
  /** The applicant's postulante id, for …/asistente-postulantes/{id}. */
  id: number;
  nombres: string;
  apellidos: string;
  carrera_actual: string | null;
  region: string | null;
  foto: string | null;
  estado: number;
  revisado: number;
  afinidad_puesto: number | null;
  /** Rank within the query, 1 = best. */
  puesto: number;
  /** How well the applicant meets the query, percent. */
  puntaje: number;
  razones: RazonAsistente[];
}

/** `optional` of `llm/query` and `llm/results`. */
export interface AsistenteOptional {
  consulta: CriteriosAsistente;
  /** The interpreted criteria in one Spanish sentence, shown back to the recruiter. */
  consulta_texto: string;
  id_historial: number;
  current_page: number;
  total_pages: number;
  total_postulants: number;
  titulo: string;
  /** The web page of these results: /empresas/mis-publicaciones/{id}/asistente-postulantes?historial={id_historial}. */
  url: string;
  prompt: string;
  /** 'integrado' or 'openai' (the provider that understood the prompt). */
  proveedor: 'integrado' | 'openai';
  /** Applicants of a free offer beyond the first 15 are not searched; how many were left out. */
  bloqueados: number;
  /**
   * The plain place names of `consulta.distritos` that lie in more than one region ("Miraflores": Arequipa and Lima),
   * each with those regions' names; absent when there is none. The web shows how to ask for one of them.
   */
  lugares_ambiguos?: LugarAmbiguo[];
  /**
   * The offer is featured and paid. Otherwise the exports (403 'Solo para avisos destacados') and the
   * toggles (403 'Cambia tu oferta a destacado para aplicar los filtros') are refused and shown disabled.
   */
  destacado_pagado: boolean;
  /** True when nothing of the request could be searched: no result is listed (message `nadaEntendido`). */
  nada_entendido: boolean;
}

/** A plain place name that lies in more than one region, with those regions' names (INEI order). */
export interface LugarAmbiguo {
  nombre: string;
  regiones: string[];
}

/** A row of `GET llm/history/{id_oferta}`. */
export interface AsistenteHistorialItem {
  id_historial: number;
  prompt: string;
  consulta_texto: string;
  total: number;
  creado_en: string;
}
