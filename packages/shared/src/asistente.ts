/**
 * The applicant assistant for premium companies (docs/assistant.md): the limits and texts, the structured criteria a
 * provider extracts from the Spanish prompt, and the answer shapes (their schemas are in api/llm.ts). The request
 * schemas are in schemas/asistente.ts.
 */
import type { z } from 'zod';
import type {
  asistenteHistorialItem,
  asistenteOptional,
  criteriosAsistente,
  exclusionesAsistente,
  ignoradoAsistente,
  itemConNivel,
  lugarAmbiguo,
  lugarCalificado,
  lugarPedido,
  motivoIgnorado,
  razonAsistente,
  resultadoAsistente,
} from './api/llm.ts';

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
  /** A prompt sent as a number, a list or an object: it is not short, it is not text. */
  promptNoTexto: 'Escribe tu consulta como texto: qué postulantes buscas.',
  sinResultados: 'Ningún postulante de esta oferta coincide con tu consulta. Prueba con menos requisitos.',
  /** Nobody listed when the request only ruled people out («excepto los que ya revisé»): fewer requirements would not help. */
  todosExcluidos: 'Lo que excluiste deja fuera a todos los postulantes de esta oferta. Prueba a excluir menos.',
  /** Nobody listed when the request only asked for the unread ones («excepto los que ya revisé», «sin leer»). */
  todosLeidos: 'Ya revisaste a todos los postulantes de esta oferta: no queda ninguno sin leer.',
  /** Nobody listed when the request only asked for the read ones («excepto los que no he revisado», «leídos»). */
  ningunoLeido: 'Aún no revisaste a ningún postulante de esta oferta: ninguno está marcado como leído.',
  sinPostulantes: 'Esta oferta todavía no recibió postulantes.',
  historialNoEncontrado: 'No encontramos esa consulta.',
  /** Nothing of the request can be searched (only unknown words, or protected traits): nobody is listed. */
  nadaEntendido:
    'No entendimos nada que podamos buscar en tu consulta, así que no listamos postulantes. Prueba con carrera, ciclo, lugar, conocimientos, idiomas o experiencia.',
  /**
   * The request asks only for protected traits ("solo mujeres"): the refusal is said with the words it set aside
   * (MOTIVO_IGNORADO_TEXTO.protegido); this says, once, that nobody is listed and what can be asked instead.
   */
  soloProtegido:
    'No listamos postulantes: solo pediste datos personales que el asistente no usa. Prueba, por ejemplo: «estudiantes de Contabilidad de 8.º ciclo con Excel avanzado» o «egresados de Ingeniería Industrial de Arequipa sin experiencia».',
  /**
   * On an offer that is not featured, the request asked for a decision on the application ("finalistas", "en
   * proceso") and nothing else that can be searched: decisions, like the toggles, are for featured offers.
   */
  estadoSoloDestacado:
    'El estado de la postulación (finalistas, en proceso, descartados) solo se usa en los avisos destacados, así que no listamos postulantes. En esta oferta prueba con carrera, ciclo, lugar, conocimientos, idiomas o experiencia.',
  /** The request asks how to use the platform (export, change a decision, publish): where that is done. */
  sobrePlataforma:
    'Eso se hace desde la plataforma, no desde el asistente, así que no listamos a nadie. Para ver el CV de alguien, ábrelo desde los resultados o desde la lista de postulantes; para descargar los resultados usa «Exportar CSV» o «Exportar Excel»; para marcar a alguien como En proceso, Finalista o Descartado, o proponerle una entrevista, hazlo desde la lista de postulantes. Tus consultas anteriores están en «Consultas anteriores», en esta página; tu equipo se gestiona en «Equipo», y tus ofertas, también para cambiarlas a destacado, en «Mis publicaciones». Aquí puedes pedir, por ejemplo: «estudiantes de Contabilidad de 8.º ciclo con Excel avanzado».',
  /** The request is not about choosing among the offer's applicants (a recipe, the weather, chit-chat). */
  fueraDeTema:
    'Solo puedo ayudarte a elegir entre los postulantes de esta oferta, así que no listamos a nadie. Prueba, por ejemplo: «estudiantes de Contabilidad de 8.º ciclo con Excel avanzado», «egresados de Ingeniería Industrial de Arequipa sin experiencia» o «los 5 mejores que no sean de Lima».',
} as const;

/**
 * Why a part of the request was not used: `protegido` sex, age and other protected traits, which the assistant never
 * filters by; `estado` a decision word without "no" ("descartados"), which the toggles show; `sin_coincidencia` a
 * word searched in the CVs that no applicant of the offer mentions; `no_entendido` a number or word the assistant
 * cannot relate to any applicant data.
 */
export type MotivoIgnorado = z.input<typeof motivoIgnorado>;
export type IgnoradoAsistente = z.input<typeof ignoradoAsistente>;
export const MOTIVO_IGNORADO_TEXTO: Record<MotivoIgnorado, string> = {
  protegido: 'El asistente no filtra por sexo, edad ni otros datos personales protegidos.',
  estado: 'Para ver solo descartados, pendientes o finalistas usa los botones «Mostrar solo».',
  sin_coincidencia: 'Ningún postulante de esta oferta lo menciona en su CV.',
  no_entendido: 'No sabemos relacionarlo con los datos de los postulantes.',
};
/** "los 3 mejores": the most results a request may ask to keep. */
export const ASISTENTE_LIMITE_MAX = 100;

/**
 * Whether a request with nothing searchable set aside a protected trait and, beside it, only small words it could not
 * relate to anything («cholos no», «que no usen lentes»): then the refusal is the answer. A word searched in the CVs
 * that nobody mentions («asdf») is another request: nothing understood. Asked only where nothing was understood.
 */
export function soloRasgosProtegidos(c: { ignorados?: IgnoradoAsistente[] }): boolean {
  const ig = c.ignorados ?? [];
  return ig.some((x) => x.motivo === 'protegido') && ig.every((x) => x.motivo === 'protegido' || x.motivo === 'no_entendido');
}

/** Whether a request with nothing searchable asked for a decision on the application (set aside off featured offers). */
export function pidioEstados(c: { ignorados?: IgnoradoAsistente[] }): boolean {
  return (c.ignorados ?? []).some((x) => x.motivo === 'estado');
}

/**
 * Whether the criteria ask for something an applicant holds or is (a career, a level, cycles, years, a place, a
 * knowledge item, a language, experience, merit, an institution or its kind, the licence, a decision): what filters
 * the list.
 */
export function pideRequisito(c: CriteriosAsistente): boolean {
  return (
    c.carreras.length > 0 ||
    c.niveles.length > 0 ||
    c.ciclo_min !== null ||
    c.ciclo_max !== null ||
    c.egreso_desde !== null ||
    c.egreso_hasta !== null ||
    (c.ingreso_desde ?? null) !== null ||
    (c.ingreso_hasta ?? null) !== null ||
    c.regiones.length > 0 ||
    c.distritos.length > 0 ||
    c.conocimientos.length > 0 ||
    c.idiomas.length > 0 ||
    c.experiencia !== null ||
    c.experiencia_en.length > 0 ||
    (c.experiencia_meses_min ?? null) !== null ||
    (c.experiencia_meses_max ?? null) !== null ||
    c.orden_merito !== null ||
    (c.instituciones ?? []).length > 0 ||
    typeof c.licencia === 'boolean' ||
    (c.gestion ?? null) !== null ||
    (c.estados ?? []).length > 0
  );
}

/** A length of work in whole months, as a person says it: «6 meses», «1 año», «1 año y 3 meses». */
export function textoMeses(meses: number): string {
  const anios = Math.floor(meses / 12);
  const resto = meses % 12;
  return [
    ...(anios > 0 ? [`${anios} ${anios === 1 ? 'año' : 'años'}`] : []),
    ...(resto > 0 || anios === 0 ? [`${resto} ${resto === 1 ? 'mes' : 'meses'}`] : []),
  ].join(' y ');
}

/**
 * The length of experience asked, as the summary and the reasons say it: «al menos 1 año», «hasta 6 meses», «entre 6
 * meses y 1 año»; null when none is asked.
 */
export function textoLargoPedido(c: Pick<CriteriosAsistente, 'experiencia_meses_min' | 'experiencia_meses_max'>): string | null {
  const min = c.experiencia_meses_min ?? null;
  const max = c.experiencia_meses_max ?? null;
  if (min !== null && max !== null) return `entre ${textoMeses(min)} y ${textoMeses(max)}`;
  if (min !== null) return `al menos ${textoMeses(min)}`;
  if (max !== null) return `hasta ${textoMeses(max)}`;
  return null;
}

/**
 * Whether a cycle range is the students' part of the request only: graduates are asked too («egresados o de último
 * ciclo», «estudiantes de IX o egresados»), and graduates have no cycle, so they meet the request by their level.
 */
export function cicloSoloDeEstudiantes(c: Pick<CriteriosAsistente, 'niveles' | 'ciclo_min' | 'ciclo_max'>): boolean {
  return (
    (c.ciclo_min !== null || c.ciclo_max !== null) &&
    c.niveles.some((n) => n === 3 || n === 6) &&
    c.niveles.some((n) => n === 4 || n === 7 || n === 8)
  );
}

/** Whether the criteria rule something out (a decision, or anything of `excluir`). */
export function excluyeAlgo(c: Pick<CriteriosAsistente, 'excluir' | 'excluir_estados'>): boolean {
  return (
    (c.excluir_estados ?? []).length > 0 ||
    // `ciclo_del_final` and `ciclo_proporcional` only say how a cycle range is counted: no criterion by themselves.
    Object.entries(c.excluir ?? {}).some(
      ([k, v]) =>
        k !== 'ciclo_del_final' && k !== 'ciclo_proporcional' && (Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined),
    )
  );
}

/**
 * The advice of an answer that lists nobody although the request was understood. A request that asked for nothing,
 * only ruled people out (and maybe preferred or ordered, which never leave anyone out), left everyone out with what it
 * ruled out. One that asked only for the read or the unread ones («excepto los que ya revisé» reaches the criteria as
 * «sin leer») found that everyone, or nobody, is read. Any other asked for more than someone meets.
 */
export function mensajeSinResultados(c: CriteriosAsistente): string {
  const pideOtraCosa = pideRequisito(c);
  const revisado = typeof c.revisado === 'boolean';
  const excluye = excluyeAlgo(c);
  if (pideOtraCosa) return ASISTENTE_MESSAGES.sinResultados;
  if (excluye && !revisado) return ASISTENTE_MESSAGES.todosExcluidos;
  if (revisado && !excluye) return c.revisado ? ASISTENTE_MESSAGES.ningunoLeido : ASISTENTE_MESSAGES.todosLeidos;
  return ASISTENTE_MESSAGES.sinResultados;
}

/** Why a decision asked was set aside on an offer that is not featured (its toggles are disabled there). */
export const MOTIVO_ESTADO_NO_DESTACADO = 'El estado de la postulación solo se usa en los avisos destacados.';

// ------------------------------------------------------------------ criteria (api/llm.ts)

/** A knowledge item or a language with the minimum level asked (null = any level), alternatives sharing a `grupo`. */
export type ItemConNivel = z.input<typeof itemConNivel>;
/** A district or province of one region: the place of that name in that region only. */
export type LugarCalificado = z.input<typeof lugarCalificado>;
/** A place asked for: a district or province name anywhere in Peru, or one of a region. */
export type LugarPedido = z.input<typeof lugarPedido>;
/** What a request rules out: hard filters (any one met leaves the applicant out). */
export type ExclusionesAsistente = z.input<typeof exclusionesAsistente>;
/** What a provider understood of the prompt; the ranking only ever reads this (never the prompt itself). */
export type CriteriosAsistente = z.input<typeof criteriosAsistente>;
/** One line of "why": met or not, in Spanish. */
export type RazonAsistente = z.input<typeof razonAsistente>;

// ------------------------------------------------------------------ answers (api/llm.ts)

/** A row of the results: the applicant as the recruiter list shows them, plus the rank and why. */
export type ResultadoAsistente = z.input<typeof resultadoAsistente>;
/** `optional` of `llm/query` and `llm/results`. */
export type AsistenteOptional = z.input<typeof asistenteOptional>;
/** A plain place name that lies in more than one region, with those regions' names (INEI order). */
export type LugarAmbiguo = z.input<typeof lugarAmbiguo>;
/** A row of `GET llm/history/{id_oferta}`. */
export type AsistenteHistorialItem = z.input<typeof asistenteHistorialItem>;
