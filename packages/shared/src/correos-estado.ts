/**
 * What candidates receive when the status they read changes (docs/team.md, "What candidates receive"): each company
 * may write its own mail for En proceso, Finalista and No seleccionada, in plain text with a few placeholders; without
 * its own, the platform's text (the one the applicant always received) is sent. One rule for the API, which writes
 * the mail, and the web, which previews it.
 */

/** The statuses whose reaching is told to the applicant, in the order the company edits them. */
export const CLAVES_PLANTILLA = ['en_proceso', 'finalista', 'no_seleccionada'] as const;
export type ClavePlantilla = (typeof CLAVES_PLANTILLA)[number];

export const CLAVE_PLANTILLA_LABEL: Record<ClavePlantilla, string> = {
  en_proceso: 'En proceso',
  finalista: 'Finalista',
  // The recruiter's name for status 1 (the spec's «Descartar»); the applicant reads it as «No seleccionada».
  no_seleccionada: 'Descartado',
};

/** The placeholders a template may use, with what each becomes. */
export const MARCADORES = {
  nombre: 'El nombre del postulante',
  oferta: 'El título de la oferta',
  empresa: 'El nombre de tu empresa',
} as const;
export type Marcador = keyof typeof MARCADORES;

export const ASUNTO_MAX = 120;
export const CUERPO_MAX = 2000;

export interface TextoPlantilla {
  asunto: string;
  cuerpo: string;
}

/**
 * The platform's texts, as templates: what the applicant received before a company wrote its own, and what
 * «Restaurar texto original» brings back. The greeting («Hola, {nombre}»), the link to Mis postulaciones and the note
 * on why the mail arrives are added around every template.
 */
export const PLANTILLAS_DEFECTO: Record<ClavePlantilla, TextoPlantilla> = {
  en_proceso: {
    asunto: 'Tu postulación a {oferta} está en proceso',
    cuerpo:
      'Buenas noticias: tu postulación a la oferta «{oferta}» de {empresa} pasó a En proceso.\n\n' +
      'La empresa está evaluando tu perfil y podría contactarte por teléfono o correo. Mantén tu CV actualizado y revisa tu bandeja de entrada.',
  },
  finalista: {
    asunto: '¡Eres finalista en {oferta}!',
    cuerpo:
      '¡Felicitaciones! Quedaste como Finalista en la oferta «{oferta}» de {empresa}.\n\n' +
      'La empresa se comunicará contigo con los siguientes pasos. Ten a la mano tu DNI y tus datos de contacto.',
  },
  no_seleccionada: {
    asunto: 'Actualización de tu postulación a {oferta}',
    cuerpo:
      'Gracias por postular a la oferta «{oferta}» de {empresa}. Esta vez la empresa decidió no continuar con tu postulación.\n\n' +
      'No te desanimes: cada día se publican nuevas prácticas. Revisa las ofertas recomendadas para tu perfil y sigue postulando.',
  },
};

export const CORREOS_ESTADO_MESSAGES = {
  asuntoRequerido: 'Escribe el asunto del correo.',
  asuntoMax: `El asunto puede tener hasta ${ASUNTO_MAX} caracteres.`,
  cuerpoRequerido: 'Escribe el mensaje del correo.',
  cuerpoMax: `El mensaje puede tener hasta ${CUERPO_MAX} caracteres.`,
  marcadorDesconocido: (m: string) => `{${m}} no es un marcador: usa {nombre}, {oferta} o {empresa}.`,
  clave: 'Elige el estado: en_proceso, finalista o no_seleccionada.',
  avisar: 'Indica si se avisa al postulante (true o false).',
  decision: 'Elige qué pasa con quienes siguen en proceso: no_seleccionar o conservar.',
  guardada: 'Guardamos el correo de tu empresa.',
  restaurada: 'Volvimos al texto original de PractiPerú.',
  preferencia: 'Guardamos tu elección.',
  procesoCerrado: 'Cerramos el proceso.',
  soloAprobadas: 'Solo se puede cerrar el proceso de una oferta aprobada.',
} as const;

/**
 * A template's text as it is stored: line ends as \n, no control characters (tabs become spaces), no spaces at line
 * ends, at most one blank line in a row, trimmed. It is plain text: the mail escapes it, so markup shows as written.
 */
export function limpiarTexto(s: string): string {
  return (
    s
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/[ \u00a0]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** The placeholders of a text that are not ones of MARCADORES, each once, in order. */
export function marcadoresDesconocidos(s: string): string[] {
  const out: string[] = [];
  for (const m of s.matchAll(/\{([^{}\n]{0,40})\}/g)) {
    const nombre = m[1]!;
    if (!(nombre in MARCADORES) && !out.includes(nombre)) out.push(nombre);
  }
  return out;
}

/** The subject of a template with its placeholders filled (one line). */
export function rellenar(s: string, valores: Record<Marcador, string>): string {
  return s.replace(/\{(nombre|oferta|empresa)\}/g, (_, m: Marcador) => valores[m]);
}

/** A template filled for one applicant: the subject and the paragraphs of the mail (split at blank lines). */
export function aplicarPlantilla(t: TextoPlantilla, valores: Record<Marcador, string>): { asunto: string; parrafos: string[] } {
  return {
    asunto: rellenar(t.asunto, valores).replace(/\s+/g, ' ').trim(),
    parrafos: rellenar(t.cuerpo, valores)
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
  };
}

/** What the preview fills the placeholders with. */
export const VALORES_EJEMPLO: Record<Marcador, string> = { nombre: 'Ana', oferta: 'Practicante de Marketing', empresa: 'Tu empresa' };

/** What happens to those still in process when the company closes an offer's process. */
export const DECISIONES_CIERRE = ['no_seleccionar', 'conservar'] as const;
export type DecisionCierre = (typeof DECISIONES_CIERRE)[number];
