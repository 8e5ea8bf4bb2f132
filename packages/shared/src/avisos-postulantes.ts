/**
 * New-applicant notices for a company's seats (docs/team.md, "Told of new applicants"): each seat chooses how it hears
 * of new applications (at once, a daily digest at 08:00 Lima, or not at all), for the offers it follows or for all the
 * company's offers, and may choose otherwise for one followed offer. Constants, labels and messages without zod.
 */
export const FRECUENCIAS_AVISO = ['inmediato', 'diario', 'ninguno'] as const;
export type FrecuenciaAviso = (typeof FRECUENCIAS_AVISO)[number];

export const ALCANCES_AVISO = ['seguidas', 'todas'] as const;
export type AlcanceAviso = (typeof ALCANCES_AVISO)[number];

/** What a seat that never chose gets: a daily digest of the offers it follows (its own, from their publication). */
export const AVISO_PREDETERMINADO: { frecuencia: FrecuenciaAviso; alcance: AlcanceAviso } = { frecuencia: 'diario', alcance: 'seguidas' };

/**
 * «Al instante» coalesces a burst: applications within the same 5-minute window go in one mail at its end, so a seat
 * gets at most one such mail every 5 minutes whatever the number of applicants.
 */
export const AVISO_VENTANA_MINUTOS = 5;
/** The daily digest's hour in Lima. */
export const AVISO_HORA_DIARIO_LIMA = 8;
/** The best matches by affinity a mail names per offer. */
export const AVISO_MEJORES = 3;

export const FRECUENCIA_AVISO_LABEL: Record<FrecuenciaAviso, string> = {
  inmediato: 'Al instante',
  diario: 'Resumen diario (8:00, hora de Lima)',
  ninguno: 'No avisarme',
};

export const FRECUENCIA_AVISO_AYUDA: Record<FrecuenciaAviso, string> = {
  inmediato: `Un correo pocos minutos después de cada postulación; si llegan varias seguidas, van juntas en un solo correo (como máximo uno cada ${AVISO_VENTANA_MINUTOS} minutos).`,
  diario: 'Un solo correo cada mañana con las postulaciones recibidas desde el anterior.',
  ninguno: 'No te escribimos; revisa los postulantes en Mis publicaciones.',
};

export const ALCANCE_AVISO_LABEL: Record<AlcanceAviso, string> = {
  seguidas: 'Solo las ofertas que sigo',
  todas: 'Todas las ofertas de la empresa',
};

export const AVISOS_MESSAGES = {
  frecuencia: 'Elige cómo quieres recibir los avisos.',
  alcance: 'Elige de qué ofertas quieres recibir avisos.',
  guardado: 'Guardamos tus avisos de nuevos postulantes.',
  siguiendo: 'Sigues esta oferta.',
  dejaste: 'Dejaste de seguir esta oferta.',
} as const;

/** Shapes of the answers (the zod twins are in api/avisos-postulantes.ts). */
export interface OfertaSeguible {
  id_oferta: number;
  titulo: string;
  /** The seat follows it (its author does from its publication). */
  sigue: boolean;
  /** This offer's own choice; null: the seat's general one. */
  frecuencia: FrecuenciaAviso | null;
  /** What the seat receives for it now, all choices considered. */
  recibe: FrecuenciaAviso;
}

export interface PreferenciasAviso {
  frecuencia: FrecuenciaAviso;
  alcance: AlcanceAviso;
  ofertas: OfertaSeguible[];
}

/** What a seat receives for one offer: its choice for the offer it follows, else its general one within its scope. */
export function recibeAviso(
  p: { frecuencia: FrecuenciaAviso; alcance: AlcanceAviso },
  o: { sigue: boolean; frecuencia: FrecuenciaAviso | null },
): FrecuenciaAviso {
  if (o.sigue) return o.frecuencia ?? p.frecuencia;
  return p.alcance === 'todas' ? p.frecuencia : 'ninguno';
}
