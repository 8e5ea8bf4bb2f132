/**
 * Counting without tracking people (docs/insights.md): the sources a visit to an offer comes from and what is
 * counted. The web app tags its links to an offer with `?de={fuente}`; a shared link carries its campaign tags
 * (compartir.ts), whose `utm_source` is the channel.
 */

import { validIsoDate } from './dates.ts';

/** What is counted per offer and day. */
export const EVENTOS_METRICA = ['vista', 'compartido', 'postulacion'] as const;
export type EventoMetrica = (typeof EVENTOS_METRICA)[number];

/**
 * Where a visit came from: the search (public or the applicant's), a recommendation (the applicant's "Nuevas ofertas"
 * by affinity), the company's public page, a shared link, or none of those (typed, bookmarked, another site).
 */
export const FUENTES_METRICA = ['busqueda', 'recomendacion', 'empresa', 'compartido', 'directo'] as const;
export type FuenteMetrica = (typeof FUENTES_METRICA)[number];

export const FUENTE_ETIQUETA: Record<FuenteMetrica, string> = {
  busqueda: 'Búsqueda',
  recomendacion: 'Recomendación',
  empresa: 'Página de la empresa',
  compartido: 'Enlace compartido',
  directo: 'Directo',
};

/**
 * The channels of compartir.ts (their utm_source), as a company reads them: how a visitor arrived by a link shared
 * there, and how a reader shared the offer there. A counted row's `canal` is the first for views and applications
 * (the link the visitor came by) and the second for shares (where the reader sent it); the reader's own source stays
 * in `fuente`, apart.
 */
const CANALES: Record<string, { llegada: string; compartido: string }> = {
  whatsapp: { llegada: 'Enlace compartido por WhatsApp', compartido: 'Compartido por WhatsApp' },
  linkedin: { llegada: 'Enlace compartido en LinkedIn', compartido: 'Compartido en LinkedIn' },
  enlace: { llegada: 'Enlace copiado y pegado', compartido: 'Enlace copiado' },
  compartir: { llegada: 'Enlace compartido desde el celular', compartido: 'Compartido desde el celular' },
};

/** Where visitors came from, one distinct name per source and network: «Búsqueda», «Enlace compartido por WhatsApp». */
export function origenEtiqueta(fuente: FuenteMetrica, canal: string): string {
  if (fuente !== 'compartido') return FUENTE_ETIQUETA[fuente];
  if (!canal) return FUENTE_ETIQUETA.compartido;
  return CANALES[canal]?.llegada ?? `${FUENTE_ETIQUETA.compartido} (${canal})`;
}

/** Where a reader shared the offer: «Compartido por WhatsApp», «Enlace copiado». */
export function compartidoEtiqueta(canal: string): string {
  if (!canal) return 'Compartido (sin canal)';
  return CANALES[canal]?.compartido ?? `Compartido en ${canal}`;
}

/**
 * The channels a count may carry: the utm_source of compartir.ts's channels, nothing else. A link tagged with any
 * other source counts as a shared link without channel, so nobody can add a channel of their own to a company's page.
 */
export const CANALES_METRICA = ['whatsapp', 'linkedin', 'enlace', 'compartir'] as const;
export type CanalMetrica = (typeof CANALES_METRICA)[number];

function canalConocido(canal: string): canal is CanalMetrica {
  return (CANALES_METRICA as readonly string[]).includes(canal);
}

/** The query parameter of the web app's links to an offer that says where the link was. */
export const PARAM_FUENTE = 'de';

/** The source of a visit from its page's query: a shared link's tags win over `de`; anything else is direct. */
export function fuenteDeQuery(query: string): { fuente: FuenteMetrica; canal: CanalMetrica | '' } {
  // Plain string work: the shared package runs where URLSearchParams is not declared (no DOM).
  const params = new Map<string, string>();
  for (const par of (query.startsWith('?') ? query.slice(1) : query).split('&')) {
    const [k = '', v = ''] = par.split('=');
    if (k && !params.has(k)) params.set(k, v);
  }
  const campana = params.get('utm_campaign');
  const source = (params.get('utm_source') ?? '').toLowerCase();
  if (campana === 'compartir-oferta') return { fuente: 'compartido', canal: canalConocido(source) ? source : '' };
  const de = params.get(PARAM_FUENTE);
  const fuente = FUENTES_METRICA.find((f) => f === de && f !== 'compartido');
  return { fuente: fuente ?? 'directo', canal: '' };
}

/**
 * Automated clients are not visitors: search engines, link previews, monitors and command-line tools name
 * themselves in their User-Agent. A request without one is not counted either.
 */
export const USER_AGENT_BOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp\/|embedly|lighthouse|pagespeed|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|postman|insomnia/i;

export function esBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || USER_AGENT_BOT.test(userAgent);
}

export const INSIGHTS_MESSAGES = {
  fuente: 'El origen de la visita no es válido.',
  canal: 'El canal debe ser whatsapp, linkedin, enlace o compartir.',
  evento: 'Solo se cuentan vistas y compartidos.',
} as const;

/** The longest period a page asks for at once, in days. */
export const PERIODO_MAX_DIAS = 366;
/** The period a page shows first: the last 30 days, today included. */
export const PERIODO_INICIAL_DIAS = 30;

export const PERIODO_MESSAGES = {
  desdeVacia: 'Ingresa la fecha inicial.',
  hastaVacia: 'Ingresa la fecha final.',
  desde: 'La fecha inicial debe ser un día válido (AAAA-MM-DD).',
  hasta: 'La fecha final debe ser un día válido (AAAA-MM-DD).',
  orden: 'La fecha inicial no puede ser posterior a la final.',
  largo: `El periodo puede tener hasta ${PERIODO_MAX_DIAS} días.`,
} as const;

/** What is wrong with a day that is not valid: empty («Ingresa…»), or not a day (the format). */
export function mensajeDeDia(campo: 'desde' | 'hasta', valor: unknown): string {
  if (valor === '') return campo === 'desde' ? PERIODO_MESSAGES.desdeVacia : PERIODO_MESSAGES.hastaVacia;
  return PERIODO_MESSAGES[campo];
}

/**
 * A period's first mistake and its field, worded as the API's `periodoQuery` refuses it; null when it is valid. The
 * pages check a period with it before asking (an absent day is the default; an empty one is a missing day).
 */
export function errorDePeriodo(p: { desde?: string; hasta?: string }): { campo: 'desde' | 'hasta'; mensaje: string } | null {
  if (p.desde !== undefined && !validIsoDate(p.desde)) return { campo: 'desde', mensaje: mensajeDeDia('desde', p.desde) };
  if (p.hasta !== undefined && !validIsoDate(p.hasta)) return { campo: 'hasta', mensaje: mensajeDeDia('hasta', p.hasta) };
  if (p.desde && p.hasta && p.desde > p.hasta) return { campo: 'desde', mensaje: PERIODO_MESSAGES.orden };
  const dias = p.desde && p.hasta ? Math.round((Date.parse(`${p.hasta}T00:00:00Z`) - Date.parse(`${p.desde}T00:00:00Z`)) / 86_400_000) : 0;
  if (dias >= PERIODO_MAX_DIAS) return { campo: 'desde', mensaje: PERIODO_MESSAGES.largo };
  return null;
}

/** The recruiter's decisions on applications, in the funnel's order (postulacion.estado). */
export const EMBUDO_ETAPAS = [
  { clave: 'recibidas', etiqueta: 'Recibidas' },
  { clave: 'revisadas', etiqueta: 'CV revisado' },
  { clave: 'en_proceso', etiqueta: 'En proceso' },
  { clave: 'finalistas', etiqueta: 'Finalistas' },
] as const;

/** The statuses whose time the offer's figures measure, in the funnel's order (a discarded application stays so). */
export const ETAPAS_TIEMPO = ['recibida', 'cv_visto', 'en_proceso', 'finalista'] as const;
export type EtapaTiempo = (typeof ETAPAS_TIEMPO)[number];
export const ETAPA_TIEMPO_ETIQUETA: Record<EtapaTiempo, string> = {
  recibida: 'Recibida',
  cv_visto: 'CV visto',
  en_proceso: 'En proceso',
  finalista: 'Finalista',
};

/** Offers like one (same career area and region) are compared by their median only from this many on. */
export const SIMILARES_MINIMO = 5;

/** Conversion: applications per 100 views, one decimal; null without views. */
export function conversion(postulaciones: number, vistas: number): number | null {
  return vistas > 0 ? Math.round((postulaciones * 1000) / vistas) / 10 : null;
}

/** The CSV of a table: a BOM for Excel, semicolons (Excel in Spanish), quoted where needed, CRLF lines. */
export function csvDe(cabeceras: readonly string[], filas: readonly (readonly (string | number | null)[])[]): string {
  const celda = (v: string | number | null) => {
    const s = v === null ? '' : String(v);
    // A cell that a spreadsheet would run as a formula is written as text.
    const seguro = /^[=+\-@\t\r]/.test(s) && typeof v === 'string' ? `'${s}` : s;
    return /[";\r\n]/.test(seguro) ? `"${seguro.replace(/"/g, '""')}"` : seguro;
  };
  return `\uFEFF${[cabeceras, ...filas].map((f) => f.map(celda).join(';')).join('\r\n')}\r\n`;
}
