/**
 * `/api/llm`, the applicant assistant (docs/assistant.md): ask in Spanish about an offer's applicants, read a page
 * of a stored query, the offer's past queries and the exports; the developer-mode variants under `/dev` (no
 * exports). Company accounts only: no session 401, another role 403. The company calls need is_premium and the
 * developer ones the developer flag; without it the call does not exist (404), whatever is sent. The criteria and
 * answer types of asistente.ts are these schemas' inputs.
 */
import { NIVELES } from '../cv.ts';
import { asistenteExportQuerySchema, asistenteQuerySchema, asistenteResultsQuerySchema } from '../schemas/asistente.ts';
import { idOfertaSchema } from '../schemas/oferta.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup } from './contract.ts';
import { exportOptional } from './postulantes-vistas.ts';

/** A date and time as ISO 8601 text (`toISOString()`). */
const instante = z.string();

// ------------------------------------------------------------------ criteria

/**
 * A knowledge item or a language with the minimum level asked (null = any level). Items without `grupo` are each
 * required ("Excel y SQL"). Items of the same list that share a `grupo` number are alternatives: at least one of
 * them must be met ("francés o portugués" → both with grupo 1). Group numbers only mean something within one list
 * (conocimientos or idiomas) and a group has two members or more. Criteria stored before groups existed have no
 * `grupo` anywhere and read as before (every item required).
 */
export const itemConNivel = z.object({
  nombre: z.string(),
  nivel: z.enum(NIVELES).nullable(),
  grupo: z.number().optional(),
  /**
   * In an exclusion only: that level and no other («que no tengan inglés básico» leaves out those whose English is
   * basic, and keeps those with none or with a higher level). Absent: that level or above.
   */
  solo_nivel: z.boolean().optional(),
});

/**
 * A district or province of one region ("Miraflores, Arequipa", "del distrito de Cayma en Arequipa"): the place of
 * that name in that region only. Criteria stored before it existed with both regiones and distritos meant "both
 * hold"; migration 0011 rewrote them as these pairs (docs/assistant-ranking.md).
 */
export const lugarCalificado = z.object({
  nombre: z.string(),
  /** Region id 1–25 (a department of listLugares). */
  id_region: z.number(),
});

/** A place asked for: a district or province name anywhere in Peru, or one of a region. */
export const lugarPedido = z.union([z.string(), lugarCalificado]);

/**
 * Why a part of the request was not used: `protegido` sex, age and other protected traits, which the assistant never
 * filters by; `estado` a decision word without "no" ("descartados"), which the toggles show; `sin_coincidencia` a
 * word searched in the CVs that no applicant of the offer mentions; `no_entendido` a number or word the assistant
 * cannot relate to any applicant data.
 */
export const motivoIgnorado = z.enum(['protegido', 'estado', 'sin_coincidencia', 'no_entendido']);
export const ignoradoAsistente = z.object({
  /** The words of the request, as typed. */
  texto: z.string(),
  motivo: motivoIgnorado,
});

/**
 * What the request rules out ("que no sean de Lima ni Callao", "sin inglés avanzado", "excepto los de la UNI"): the
 * same kinds of criteria as criteriosAsistente, each a hard filter that leaves out an applicant who meets ANY of
 * them. A knowledge item or language with a level excludes those at that level or above ("sin inglés avanzado"
 * keeps those with intermediate English); without a level, those who have it at all. A cycle range excludes the
 * students in it. Every field is optional (absent = nothing excluded of that kind).
 */
export const exclusionesAsistente = z.object({
  carreras: z.array(z.string()).optional(),
  niveles: z.array(z.number()).optional(),
  ciclo_min: z.number().nullable().optional(),
  ciclo_max: z.number().nullable().optional(),
  /**
   * The cycle range counts from the end of the career («último año», «penúltimo año» without a study level): a
   * technical student's cycle is compared as the university cycle at the same distance from the last (VI = X, V =
   * IX, IV = VIII, III = VII), so «de último año» holds IX–X of a university and V–VI of an institute.
   */
  ciclo_del_final: z.boolean().optional(),
  /**
   * The cycle range is the university's and a technical student's cycle is compared in proportion to a six-cycle
   * career («los últimos ciclos», «los primeros ciclos» without a study level): «VIII en adelante» holds V–VI of an
   * institute, «hasta V» holds I–III.
   */
  ciclo_proporcional: z.boolean().optional(),
  regiones: z.array(z.number()).optional(),
  distritos: z.array(lugarPedido).optional(),
  conocimientos: z.array(itemConNivel).optional(),
  idiomas: z.array(itemConNivel).optional(),
  /** Institution names as in the reference list (universities and institutes). */
  instituciones: z.array(z.string()).optional(),
  /** Application decisions (ESTADO_POSTULANTE) left out. */
  estados: z.array(z.number()).optional(),
  /**
   * Areas of work experience left out ("sin experiencia en ventas"): whoever has experience in one of them (free words,
   * searched as criteriosAsistente.experiencia_en is); those with experience elsewhere or none stay.
   */
  experiencia_en: z.array(z.string()).optional(),
  /**
   * Merit order (listOrdenMerito): that place or a better one. Read in `preferir` ("primero los del quinto superior",
   * "de preferencia del tercio superior"): those in it come first, nobody is left out.
   */
  orden_merito: z.enum(['primero', 'decimo', 'quinto', 'tercio', 'medio']).nullable().optional(),
  /**
   * Work experience at all (true: has some; false: has none). Read in `preferir` ("de preferencia con experiencia",
   * "mejor si tienen experiencia laboral"): those who meet it come first, nobody is left out.
   */
  experiencia: z.boolean().optional(),
  /**
   * The driving licence (true: holds one; false: holds none). Read in `preferir` ("de preferencia con brevete"): those
   * who meet it come first, nobody is left out.
   */
  licencia: z.boolean().optional(),
  /**
   * The recruiter's «Leído» (true: read; false: not read yet). Read in `preferir` ("primero los no leídos"): the
   * unread (or read) come first, nobody is left out.
   */
  revisado: z.boolean().optional(),
});

/** One group of criteria (criteriosAsistente without its other groups). */
const criteriosGrupo = z.object({
  /** Career names as in the reference list (e.g. 'Ingeniería Industrial'). */
  carreras: z.array(z.string()),
  /** Study level codes: 3 technical student, 4 technical graduate, 6 university student, 7 university graduate, 8 bachelor. */
  niveles: z.array(z.number()),
  /** Inclusive range of the current cycle number (students; 8 = VIII). */
  ciclo_min: z.number().nullable(),
  ciclo_max: z.number().nullable(),
  /**
   * The cycle range counts from the end of the career («último año», «penúltimo año» without a study level): a
   * technical student's cycle is compared as the university cycle at the same distance from the last (VI = X, V =
   * IX, IV = VIII, III = VII), so «de último año» holds IX–X of a university and V–VI of an institute.
   */
  ciclo_del_final: z.boolean().optional(),
  /**
   * The cycle range is the university's and a technical student's cycle is compared in proportion to a six-cycle
   * career («los últimos ciclos», «los primeros ciclos» without a study level): «VIII en adelante» holds V–VI of an
   * institute, «hasta V» holds I–III.
   */
  ciclo_proporcional: z.boolean().optional(),
  /** Inclusive range of the graduation year (graduates). */
  egreso_desde: z.number().nullable(),
  egreso_hasta: z.number().nullable(),
  /**
   * Inclusive range of the year studies began («ingresantes 2022», «los que entraron el 2021»), read from the CV's
   * start date of studies; a CV without it does not meet it.
   */
  ingreso_desde: z.number().nullable().optional(),
  ingreso_hasta: z.number().nullable().optional(),
  /** Region ids 1–25 (departments). Places (regiones and distritos together) are alternatives: any one holds. */
  regiones: z.array(z.number()),
  /**
   * District or province names, as in the reference list: a name alone matches a district or a province of that
   * name anywhere in Peru ('Miraflores' is in Lima and in Arequipa); a lugarCalificado only the one in that region.
   */
  distritos: z.array(lugarPedido),
  /** Knowledge (e.g. 'Excel', 'SQL') with the minimum level asked, if any; see itemConNivel for alternatives. */
  conocimientos: z.array(itemConNivel),
  /** Languages (e.g. 'Inglés') with the minimum level asked, if any; see itemConNivel for alternatives. */
  idiomas: z.array(itemConNivel),
  /** true: must have work experience; false: without; null: not asked. */
  experiencia: z.boolean().nullable(),
  /** Areas the experience should be in (free words, e.g. 'logística'): one of them, unless `experiencia_en_todas`. */
  experiencia_en: z.array(z.string()),
  /** true: experience in every area of `experiencia_en`, each in some job («en ventas y también en logística»). */
  experiencia_en_todas: z.boolean().optional(),
  /**
   * The least work experience asked, in whole months («al menos un año» → 12, «más de 6 meses» → 7): the months of
   * every job (its days, the last one included, summed and rounded to whole months) reach it; with `experiencia_en`,
   * the months of the jobs in those areas. Asked with `experiencia` true; absent or null: any length.
   */
  experiencia_meses_min: z.number().int().min(1).nullable().optional(),
  /**
   * The most work experience asked, in whole months, counted as `experiencia_meses_min` is («hasta 6 meses» → 6,
   * «menos de un año» → 11, «que no tengan más de 6 meses» → 6). Without `experiencia` (null) those with no job meet
   * it too; with `experiencia` true (an area, or a least length beside it) they must have some. Absent or null: any.
   */
  experiencia_meses_max: z.number().int().min(1).nullable().optional(),
  /**
   * Merit order asked ('primer puesto' → 'primero', 'décimo superior' → 'decimo', 'quinto superior' → 'quinto',
   * 'tercio superior' → 'tercio'): that place or a better one.
   */
  orden_merito: z.enum(['primero', 'decimo', 'quinto', 'tercio', 'medio']).nullable(),
  /**
   * Words the assistant does not relate to any CV field, and what the request prefers ("de preferencia con Excel"):
   * searched in the whole CV with Spanish full-text search as a SOFT signal — they order the list, never leave anyone
   * out and never make a score 100 % (shown back as «Palabras consideradas: …, sin exigirlas»).
   */
  palabras_clave: z.array(z.string()),
  /** Universities or institutes asked (reference names; "la UNI", "PUCP", "San Marcos"): any one of them. */
  instituciones: z.array(z.string()).optional(),
  /** true: holds a driving licence (the CV's licencia_conducir); false: without; absent or null: not asked. */
  licencia: z.boolean().nullable().optional(),
  /**
   * Universities by how they are run (SUNEDU's «gestión» in the reference list): 'publica' («universidades
   * nacionales», «públicas», «estatales»), 'privada' («privadas», «particulares»). Only an applicant whose institution
   * is a listed university of that kind meets it (an institute, or an institution typed by hand, does not).
   */
  gestion: z.enum(['publica', 'privada']).nullable().optional(),
  /**
   * "los finalistas", "en proceso": only applications with one of these decisions (ESTADO_POSTULANTE). Like the
   * decision toggles, only on a featured-paid offer; on another offer it is set aside (motivo 'estado').
   */
  estados: z.array(z.number()).optional(),
  /**
   * "primero los que tienen más experiencia": the order within equal scores (experience, cycle, affinity, or merit:
   * "con mejor orden de mérito", the best merit place first and those without one last).
   */
  orden: z.enum(['experiencia', 'ciclo', 'afinidad', 'merito']).nullable().optional(),
  /** What the request rules out: hard filters (exclusionesAsistente). */
  excluir: exclusionesAsistente.optional(),
  /**
   * What the request prefers ("de preferencia con Power BI", "ideal de Arequipa", "primero los de Arequipa", "primero
   * los del quinto superior"): the same kinds as `excluir` and the merit order, read on the same CV fields, as a SOFT
   * signal — those who meet more of them come first, nobody is left out, and no score is 100 % (shown back as
   * «Prefiere: …, sin exigirlo»; the score: docs/assistant.md "Coincidencia").
   */
  preferir: exclusionesAsistente.optional(),
  /**
   * What the request prefers absent ("mejor si no tienen experiencia en ventas", "de preferencia que no sean de Lima",
   * "mejor si no son descartados"): the same kinds as `excluir`, read on the same CV fields, as a SOFT signal — those
   * who do NOT meet them come first, nobody is left out, and no score is 100 % (shown back as «Prefiere que no: …,
   * sin exigirlo»).
   */
  evitar: exclusionesAsistente.optional(),
  /**
   * The request holds only words the assistant cannot relate to a CV field ("colegiados", "cerca de la oficina"):
   * nothing is searched, nobody is listed, and the words are said back as not understood (or as mentioned by nobody).
   */
  solo_palabras: z.boolean().optional(),
  /** The request is not about choosing among applicants (recipes, weather, chit-chat): nobody is listed. */
  fuera_de_tema: z.boolean().optional(),
  /**
   * Off topic because it asks how to use the platform («cómo exporto a Excel», «cómo cambio el estado de un
   * postulante»): nobody is listed and the message (`sobrePlataforma`) says where that is done.
   */
  sobre_plataforma: z.boolean().optional(),
  /** "los 3 mejores": keep only the first N of the ranking (1–ASISTENTE_LIMITE_MAX). Absent or null: all. */
  limite: z.number().nullable().optional(),
  /**
   * The recruiter's «Leído» of the application when the query is asked: false "los que no he revisado", "no leídos";
   * true "los que ya revisé", "leídos"; absent or null: not asked.
   */
  revisado: z.boolean().nullable().optional(),
  /** "que no estén descartados": decision states (ESTADO_POSTULANTE) left out when the query is asked. */
  excluir_estados: z.array(z.number()).optional(),
  /** Parts of the request that were not used, each with its reason; shown back to the recruiter. */
  ignorados: z.array(ignoradoAsistente).optional(),
});

/**
 * What a provider understood of the prompt. The built-in Spanish parser and an OpenAI-compatible model both return
 * exactly this; the ranking only ever reads this (never the prompt itself). Every list may be empty; an empty
 * criteria set ranks by the offer's own affinity.
 */
export const criteriosAsistente = criteriosGrupo.extend({
  /**
   * Other groups asked in the same message («los finalistas de civil y, por otro lado, los en proceso de derecho»,
   * «técnicos en enfermería de Piura y también técnicos en contabilidad del Callao»): each a whole set of criteria of
   * its own. An applicant is listed when they meet the criteria above or one of the groups, with the score of the
   * group they meet best. Absent: one group.
   */
  grupos: z.array(criteriosGrupo).max(3).optional(),
});

/** One line of "why": met or not, in Spanish (e.g. { texto: 'Inglés intermedio (pide intermedio)', cumple: true }). */
export const razonAsistente = z.object({ criterio: z.string(), texto: z.string(), cumple: z.boolean() });

// ------------------------------------------------------------------ answers

/** A row of the results: the applicant as the recruiter list shows them, plus the rank and why. */
export const resultadoAsistente = z.object({
  id_postulacion: z.number(),
  /** The applicant's postulante id, for …/asistente-postulantes/{id}. */
  id: z.number(),
  nombres: z.string(),
  apellidos: z.string(),
  carrera_actual: z.string().nullable(),
  region: z.string().nullable(),
  foto: z.string().nullable(),
  estado: z.number(),
  revisado: z.number(),
  afinidad_puesto: z.number().nullable(),
  /** Rank within the query, 1 = best. */
  puesto: z.number(),
  /** How well the applicant meets the query, percent. */
  puntaje: z.number(),
  razones: z.array(razonAsistente),
});

/** A plain place name that lies in more than one region, with those regions' names (INEI order). */
export const lugarAmbiguo = z.object({ nombre: z.string(), regiones: z.array(z.string()) });

/** `optional` of `llm/query` and `llm/results`. */
export const asistenteOptional = z.object({
  consulta: criteriosAsistente,
  /** The interpreted criteria in one Spanish sentence, shown back to the recruiter. */
  consulta_texto: z.string(),
  id_historial: z.number(),
  current_page: z.number(),
  total_pages: z.number(),
  total_postulants: z.number(),
  titulo: z.string(),
  /** The web page of these results: /empresas/mis-publicaciones/{id}/asistente-postulantes?historial={id_historial}. */
  url: z.string(),
  prompt: z.string(),
  /** The provider that understood the prompt. */
  proveedor: z.enum(['integrado', 'openai']),
  /** Applicants of a free offer beyond the first 15 are not searched; how many were left out. */
  bloqueados: z.number(),
  /**
   * The plain place names of `consulta.distritos` that lie in more than one region ("Miraflores": Arequipa and Lima),
   * each with those regions' names; absent when there is none. The web shows how to ask for one of them.
   */
  lugares_ambiguos: z.array(lugarAmbiguo).optional(),
  /**
   * The offer is featured and paid. Otherwise the exports (403 'Solo para avisos destacados') and the
   * toggles (403 'Cambia tu oferta a destacado para aplicar los filtros') are refused and shown disabled.
   */
  destacado_pagado: z.boolean(),
  /** True when nothing of the request could be searched: no result is listed (message `nadaEntendido`). */
  nada_entendido: z.boolean(),
  /**
   * True when the request is not about choosing among applicants ("receta del ceviche", "hola cómo estás"): nobody is
   * listed and the message (`fueraDeTema`) says what can be asked. Absent on queries stored before it existed.
   */
  fuera_de_tema: z.boolean().optional(),
});

/** A row of `GET llm/history/{id_oferta}`. */
export const asistenteHistorialItem = z.object({
  id_historial: z.number(),
  prompt: z.string(),
  consulta_texto: z.string(),
  total: z.number(),
  creado_en: instante,
});

// ------------------------------------------------------------------ the group

const OPTIONAL_DOC =
  'optional: consulta (criterios entendidos), consulta_texto, id_historial, current_page, total_pages, total_postulants, titulo, url, prompt, proveedor (integrado|openai), bloqueados, lugares_ambiguos (lugares sin región que existen en varias, con sus regiones; solo si hay)';
const FILTROS_DOC =
  'Filtros por la decisión actual: discard=1 (descartados), pending=1 (sin decisión o en proceso), finalist=1 (finalistas); varios = unión, ninguno = todos';
const PREMIUM = 'Solo empresas premium (404 las demás): ';
const DEV = 'Modo desarrollador (404 sin el permiso): ';

/** The query, its pages and the history: the same three calls for premium companies and in developer mode. */
function consultas(cual: string) {
  return {
    query: {
      method: 'POST',
      summary: `${cual}consulta en español {id_oferta, prompt} sobre los postulantes de una oferta propia; guarda la consulta y responde la página 1 ordenada, con el porqué de cada uno. ${OPTIONAL_DOC}`,
      body: asistenteQuerySchema,
      data: resultadoAsistente,
      optional: asistenteOptional,
    },
    results: {
      method: 'GET',
      summary: `${cual}una página (10) de una consulta guardada (?id_historial=&page=). ${FILTROS_DOC}. ${OPTIONAL_DOC}`,
      query: asistenteResultsQuerySchema,
      data: resultadoAsistente,
      optional: asistenteOptional,
    },
    history: {
      method: 'GET',
      summary: `${cual}las consultas pasadas de una oferta propia, la más reciente primero (máx. 50)`,
      params: idOfertaSchema,
      data: asistenteHistorialItem,
    },
  } as const;
}
const empresa = consultas(PREMIUM);
const dev = consultas(DEV);

/** The export of a stored query's results; `que` names the file type. */
const exportCall = (path: '/exportExcel/:id_oferta' | '/exportCSV/:id_oferta', que: string) =>
  ({
    method: 'GET',
    path,
    summary: `Solo empresas premium: ${que} de los resultados de una consulta (?id_historial=&discard=&pending=&finalist=), en orden, con puesto, puntaje y porqué: data[0] base64, optional.nombre (alias del título y la fecha)`,
    params: idOfertaSchema,
    query: asistenteExportQuerySchema,
    data: z.string(),
    optional: exportOptional,
  }) as const;

export const llmApi = defineGroup({
  prefix: '/llm',
  tag: 'llm (asistente de postulantes)',
  calls: {
    query: { ...empresa.query, path: '/query' },
    results: { ...empresa.results, path: '/results' },
    history: { ...empresa.history, path: '/history/:id_oferta' },
    devQuery: { ...dev.query, path: '/dev/query' },
    devResults: { ...dev.results, path: '/dev/results' },
    devHistory: { ...dev.history, path: '/dev/history/:id_oferta' },
    exportExcel: exportCall('/exportExcel/:id_oferta', 'Excel (.xlsx)'),
    exportCSV: exportCall('/exportCSV/:id_oferta', 'CSV (UTF-8 con BOM)'),
  },
});
export type LlmApi = typeof llmApi;
