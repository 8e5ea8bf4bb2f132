/**
 * Other modules may import this file: matching's pieces of SQL and rows for their own queries (its queries:
 * matching.service.ts), and what it offers besides: the rules of who sees which offer (matching.rules.ts), the
 * answers' shapes (matching.vistas.ts), the offer's text (oferta.texto.ts), the search's filters (busqueda.ts) and the
 * CV gate of the calls that need a complete CV (cv-gate.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { oferta, organizacion } from '../../db/schema/index.ts';
import { ofertaDeEmpresaActivaSql } from '../organizacion/organizacion.public.ts';
import type { PerfilMatching } from './matching.rules.ts';

export * from './matching.rules.ts';
export * from './matching.vistas.ts';
export { ofertaTexto } from './oferta.texto.ts';
export { filtrosDe, tsQueryDe } from './busqueda.ts';
export * from './cv-gate.ts';

// ------------------------------------------------------------------ the rules as SQL

/**
 * Approved, shown, not finished, not removed, and its company not suspended (decision 037). The offer's own terms are
 * written with literals, not parameters: the partial indexes carry exactly them and the planner must be able to prove
 * them; the company's term is one more conjunct beside them, so the indexes still apply.
 */
export const visibleSql = sql`(${oferta.estado} = 1 and ${oferta.publicar} = 1 and ${oferta.finaliza} is null and ${oferta.eliminado_en} is null and ${ofertaDeEmpresaActivaSql})`;

/** Visible and taking applications on the Lima day `today` ('YYYY-MM-DD', inclusive; or its placeholder). */
export function abiertaSql(today: unknown): SQL {
  return sql`(${visibleSql} and ${oferta.fin_convocatoria} >= ${today}::date)`;
}

/** Featured with a validated payment. The same expression as in oferta_visibles_orden_idx. */
export const destacadaSql = sql`(${oferta.destacado_desde} is not null and ${oferta.estado_pago} = 1)`;

/**
 * The display order of every list: featured first, then the newest published. Exactly the order of
 * oferta_visibles_orden_idx (nulls included), so a page is read from the index without sorting.
 */
export const ordenSql = [sql`${destacadaSql} desc`, sql`${oferta.fecha_publicacion} desc nulls last`, sql`${oferta.id} desc nulls last`];

/** Which cycle or year rule applies: the only part of the matching SQL whose shape depends on the applicant. */
export function etapaDe(p: PerfilMatching): 'ciclo' | 'ciclo_tecnico' | 'egreso' | 'ninguna' {
  if (p.modalidad === 'PROFESIONAL') return 'egreso';
  if (p.nivel === 6) return 'ciclo';
  if (p.nivel === 3) return 'ciclo_tecnico';
  return 'ninguna';
}

// ------------------------------------------------------------------ cards

/**
 * The columns of an offer card, with the company's name and logo file (joined as `organizacion`). Also Mis
 * postulaciones' (postulante-oferta.repository.ts).
 */
export const cardColumns = {
  id: oferta.id,
  titulo: oferta.titulo,
  alias: oferta.alias,
  nombre_org: organizacion.nombre,
  logo: organizacion.logo,
  fecha_publicacion: oferta.fecha_publicacion,
  fin_convocatoria: oferta.fin_convocatoria,
  modalidad_tiempo: oferta.modalidad_tiempo,
  id_region: oferta.id_region,
  region: oferta.region,
  distrito: oferta.distrito,
  publicar: oferta.publicar,
  estado: oferta.estado,
  finaliza: oferta.finaliza,
  tipo: oferta.tipo,
  estado_pago: oferta.estado_pago,
  mensaje_rechazado: oferta.mensaje_rechazado,
  oferta_publica: oferta.oferta_publica,
  enlace: oferta.enlace,
  destacado_desde: oferta.destacado_desde,
  cumple_ley_28518: oferta.cumple_ley_28518,
  modalidad: oferta.modalidad,
  horario: oferta.horario,
  horas_dia: oferta.horas_dia,
  dias_semana: oferta.dias_semana,
};

export interface CardRow {
  id: number;
  titulo: string;
  alias: string;
  nombre_org: string | null;
  logo: string | null;
  fecha_publicacion: Date | null;
  fin_convocatoria: string;
  modalidad_tiempo: string;
  id_region: number;
  region: string;
  distrito: string;
  publicar: number;
  estado: number;
  finaliza: Date | null;
  tipo: number;
  estado_pago: number | null;
  mensaje_rechazado: string | null;
  oferta_publica: number;
  enlace: string | null;
  destacado_desde: Date | null;
  /** The offer passed the Ley 28518 checks when last saved (the card shows `marcaLey28518` of it). */
  cumple_ley_28518: boolean;
  modalidad: string;
  horario: string;
  horas_dia: number | null;
  dias_semana: number | null;
  /** The applicant's active application to it, when listed for an applicant. */
  postulacion_id: number | null;
}

/** A card without the applicant's mark: the rows of a shared (cached) list. */
export type CardComun = Omit<CardRow, 'postulacion_id'>;

// ------------------------------------------------------------------ one offer

export interface PostulacionPropia {
  id: number;
  estado: number;
  revisado: number;
  eliminado_en: Date | null;
  creado_en: Date;
}
