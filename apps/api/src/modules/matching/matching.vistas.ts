/**
 * The shapes offers take for applicants and visitors (spec §3 "Offer card", C21, C22, C29; docs/matching.md):
 * the card of every list, the detail an applicant opens, the informational variant, and the public page. Built
 * from rows of matching.repository.ts; nothing here reads the database.
 */
import { NIVEL_LABELS, nivelesConNombre, type Modalidad, type RequisitoItem } from '@practiperu/shared/schemas/oferta';
import { ofertaTexto } from '../oferta/oferta.texto.ts';
import type { CardRow, OfertaConEmpresa, PostulacionPropia } from './matching.repository.ts';
import { abierta, destacada, estadoOfertaTexto, estadoPostulacion, type EstadoPostulacionClave } from './matching.rules.ts';

/** An informational offer may have no company (C21): its card names it this way. */
export const ORGANIZADOR_EXTERNO = 'Convocatoria externa';

export const AVISO_INFORMATIVA =
  'Esta es una convocatoria informativa: la organización recibe las postulaciones en su propia página. Revisa los requisitos y postula desde el enlace.';

export function avisoMaxFree(max: number): string {
  return `Esta oferta gratuita ya recibió ${max} postulaciones: la empresa revisa primero las ${max} primeras. Aún puedes postular.`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The public page's path (C21): `/ofertas/{alias}-{id}`. */
export function rutaPublica(o: { alias: string; id: number }): string {
  return `/ofertas/${o.alias}-${o.id}`;
}

/** An offer card as applicants and visitors see it (spec §3), plus what the card shows beside it. */
export interface OfertaCardPostulante {
  id: number;
  titulo: string;
  alias: string;
  nombre_org: string;
  logo_org: string | null;
  fecha_publicacion: string | null;
  fin_convocatoria: string;
  modalidad_tiempo: string;
  region: string;
  distrito: string;
  publicar: number;
  estado: number;
  finaliza: string | null;
  tipo: number;
  estado_pago: number | null;
  mensaje_rechazado: string | null;
  /** C21: the public page's path, `/ofertas/{alias}-{id}`; the page redirects there when its alias differs. */
  ruta_publica: string;
  oferta_publica: number;
  /** C21: the external link of an informational offer; null otherwise. */
  enlace: string | null;
  /** Featured with a validated payment (C24): the highlighted card. */
  destacado: boolean;
  /** Approved, not finished, deadline not passed in Lima. */
  vigente: boolean;
  /** Spec §4: Pendiente, Vigente, Finalizó or Rechazado. */
  estado_texto: string;
  /** Applicant lists: they already applied (and did not cancel). Absent on public lists. */
  postulado?: boolean;
}

export interface Urls {
  /** The storage's URL of a stored file ('/uploads/…'). */
  archivo: (name: string) => string;
}

export function cardDe(r: CardRow, now: Date, urls: Urls, paraPostulante: boolean): OfertaCardPostulante {
  const card: OfertaCardPostulante = {
    id: r.id,
    titulo: r.titulo,
    alias: r.alias,
    nombre_org: r.nombre_org ?? ORGANIZADOR_EXTERNO,
    logo_org: r.logo ? urls.archivo(r.logo) : null,
    fecha_publicacion: iso(r.fecha_publicacion),
    fin_convocatoria: r.fin_convocatoria,
    modalidad_tiempo: r.modalidad_tiempo,
    region: r.region,
    distrito: r.distrito,
    publicar: r.publicar,
    estado: r.estado,
    finaliza: iso(r.finaliza),
    tipo: r.tipo,
    estado_pago: r.estado_pago,
    mensaje_rechazado: r.estado === 2 ? r.mensaje_rechazado : null,
    ruta_publica: rutaPublica(r),
    oferta_publica: r.oferta_publica,
    enlace: r.oferta_publica === 1 ? r.enlace : null,
    destacado: destacada(r),
    vigente: abierta({ ...r, eliminado_en: null }, now),
    estado_texto: estadoOfertaTexto(r, now),
  };
  if (paraPostulante) card.postulado = r.postulacion_id !== null;
  return card;
}

/** The applicant's own application, as the detail and Mis postulaciones show it (C29). */
export interface PostulacionVista {
  id: number;
  estado: number;
  revisado: number;
  eliminado_en: string | null;
  creado_en: string;
  estado_clave: EstadoPostulacionClave;
  estado_texto: string;
}

export function postulacionVista(p: PostulacionPropia, o: { finaliza: Date | null }): PostulacionVista {
  const status = estadoPostulacion(p, o);
  return {
    id: p.id,
    estado: p.estado,
    revisado: p.revisado,
    eliminado_en: iso(p.eliminado_en),
    creado_en: p.creado_en.toISOString(),
    estado_clave: status.clave,
    estado_texto: status.texto,
  };
}

/** C22: the structured fields of an offer and its sections as one HTML block. */
export interface OfertaCampos {
  funciones: string;
  beneficios: string;
  pais: string;
  id_region: number;
  provincia: string;
  horario: string;
  modalidad: Modalidad;
  nro_plazas: number;
  mostrar_salario: number;
  /** Whole soles a month, only when mostrar_salario = 1 (C22); null otherwise. */
  salario: number | null;
  niveles: { codigo: number; nombre: string }[];
  profesion: string;
  ciclo: number[];
  ciclo_tecnico: number[];
  fecha_egreso: number[];
  idiomas: RequisitoItem[];
  conocimientos: RequisitoItem[];
  otros_requisitos: string;
  texto: string;
}

/** `oferta/id/{id}` for an applicant (C22). Informational offers answer `OfertaInformativa` instead. */
export interface OfertaDetallePostulante extends OfertaCardPostulante, OfertaCampos {
  /** C22: present only when this free offer already has that many active applications. */
  max_free_postulantes?: number;
  aviso_max_free?: string;
  /** Their application (also a cancelled one), or null. */
  postulacion: PostulacionVista | null;
  /** Whether the apply bar offers "Postular" now; `motivo_no_postular` says why not. */
  puede_postular: boolean;
  motivo_no_postular: string | null;
}

/** C21: an informational offer shows only the notice and the link. */
export interface OfertaInformativa {
  id: number;
  titulo: string;
  alias: string;
  ruta_publica: string;
  nombre_org: string;
  logo_org: string | null;
  fecha_publicacion: string | null;
  fin_convocatoria: string;
  oferta_publica: 1;
  enlace: string | null;
  aviso: string;
  vigente: boolean;
  estado_texto: string;
  puede_postular: false;
}

function cardDeOferta({ o, nombre_org, logo }: OfertaConEmpresa, now: Date, urls: Urls): OfertaCardPostulante {
  return cardDe({ ...o, nombre_org, logo, postulacion_id: null }, now, urls, false);
}

export function camposDe(o: OfertaConEmpresa['o']): OfertaCampos {
  return {
    funciones: o.funciones,
    beneficios: o.beneficios,
    pais: o.pais,
    id_region: o.id_region,
    provincia: o.provincia,
    horario: o.horario,
    modalidad: o.modalidad as Modalidad,
    nro_plazas: o.nro_plazas,
    mostrar_salario: o.mostrar_salario,
    salario: o.mostrar_salario === 1 ? o.salario : null,
    niveles: nivelesConNombre(o),
    profesion: o.profesion,
    ciclo: o.ciclo,
    ciclo_tecnico: o.ciclo_tecnico,
    fecha_egreso: o.fecha_egreso,
    idiomas: o.idiomas,
    conocimientos: o.conocimientos,
    otros_requisitos: o.otros_requisitos,
    texto: ofertaTexto(o),
  };
}

export function informativaDe(row: OfertaConEmpresa, now: Date, urls: Urls): OfertaInformativa {
  const card = cardDeOferta(row, now, urls);
  return {
    id: card.id,
    titulo: card.titulo,
    alias: card.alias,
    ruta_publica: card.ruta_publica,
    nombre_org: card.nombre_org,
    logo_org: card.logo_org,
    fecha_publicacion: card.fecha_publicacion,
    fin_convocatoria: card.fin_convocatoria,
    oferta_publica: 1,
    enlace: row.o.enlace,
    aviso: AVISO_INFORMATIVA,
    vigente: card.vigente,
    estado_texto: card.estado_texto,
    puede_postular: false,
  };
}

export const NO_POSTULAR = {
  postulada: 'Ya postulaste a esta oferta.',
  cancelada: 'Cancelaste tu postulación a esta oferta: ya no puedes volver a postular.',
  cerrada: 'Esta convocatoria ya no recibe postulaciones.',
} as const;

export function detallePostulante(
  row: OfertaConEmpresa & { postulacion: PostulacionPropia | null },
  extra: { activas: number },
  now: Date,
  urls: Urls,
): OfertaDetallePostulante {
  const card = cardDeOferta(row, now, urls);
  const { o, postulacion } = row;
  const gratis = !destacada(o);
  const lleno = gratis && extra.activas >= o.max_free_postulantes;
  const motivo = postulacion
    ? postulacion.eliminado_en
      ? NO_POSTULAR.cancelada
      : NO_POSTULAR.postulada
    : !card.vigente
      ? NO_POSTULAR.cerrada
      : null;
  return {
    ...card,
    postulado: postulacion !== null && postulacion.eliminado_en === null,
    ...camposDe(o),
    ...(lleno ? { max_free_postulantes: o.max_free_postulantes, aviso_max_free: avisoMaxFree(o.max_free_postulantes) } : {}),
    postulacion: postulacion ? postulacionVista(postulacion, o) : null,
    puede_postular: motivo === null,
    motivo_no_postular: motivo,
  };
}

// ------------------------------------------------------------------ the public page (C21) and JSON-LD

/** schema.org JobPosting (Google for Jobs): the fields the page puts in its `application/ld+json` script. */
export interface JobPostingJsonLd {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  description: string;
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  datePosted: string | null;
  validThrough: string;
  employmentType: 'INTERN';
  hiringOrganization: { '@type': 'Organization'; name: string; logo?: string; sameAs?: string };
  jobLocation?: {
    '@type': 'Place';
    address: { '@type': 'PostalAddress'; addressLocality: string; addressRegion: string; addressCountry: string };
  };
  jobLocationType?: 'TELECOMMUTE';
  applicantLocationRequirements?: { '@type': 'Country'; name: string };
  baseSalary?: { '@type': 'MonetaryAmount'; currency: 'PEN'; value: { '@type': 'QuantitativeValue'; value: number; unitText: 'MONTH' } };
  totalJobOpenings: number;
  directApply: boolean;
  url: string;
}

export interface OfertaPublicaDetalle extends OfertaCardPostulante, OfertaCampos {
  json_ld: JobPostingJsonLd;
}

/**
 * The deadline as an instant: the end of the Lima day (fin_convocatoria is inclusive). Peru keeps UTC−5 all
 * year, so the offset is written as such.
 */
export function finDelDiaLima(isoDate: string): string {
  return `${isoDate}T23:59:59-05:00`;
}

export function jsonLdDe(row: OfertaConEmpresa, opts: { publicUrl: string; urls: Urls }): JobPostingJsonLd {
  const { o } = row;
  const url = `${opts.publicUrl}${rutaPublica(o)}`;
  const org: JobPostingJsonLd['hiringOrganization'] = { '@type': 'Organization', name: row.nombre_org ?? ORGANIZADOR_EXTERNO };
  if (row.logo) org.logo = `${opts.publicUrl}${opts.urls.archivo(row.logo)}`;
  if (row.web) org.sameAs = row.web;
  const ld: JobPostingJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: o.titulo,
    description: ofertaTexto(o),
    identifier: { '@type': 'PropertyValue', name: org.name, value: String(o.id) },
    datePosted: o.fecha_publicacion ? o.fecha_publicacion.toISOString() : null,
    validThrough: finDelDiaLima(o.fin_convocatoria),
    employmentType: 'INTERN',
    hiringOrganization: org,
    totalJobOpenings: o.nro_plazas,
    directApply: o.oferta_publica === 0,
    url,
  };
  if (o.id_region === 0) {
    ld.jobLocationType = 'TELECOMMUTE';
    ld.applicantLocationRequirements = { '@type': 'Country', name: 'Perú' };
  } else {
    const extranjero = o.id_region === 26;
    ld.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: o.distrito,
        addressRegion: extranjero ? o.provincia : o.region,
        addressCountry: extranjero ? o.pais : 'PE',
      },
    };
  }
  if (o.mostrar_salario === 1 && o.salario > 0) {
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'PEN',
      value: { '@type': 'QuantitativeValue', value: o.salario, unitText: 'MONTH' },
    };
  }
  return ld;
}

export function detallePublico(row: OfertaConEmpresa, now: Date, opts: { publicUrl: string; urls: Urls }): OfertaPublicaDetalle {
  return { ...cardDeOferta(row, now, opts.urls), ...camposDe(row.o), json_ld: jsonLdDe(row, opts) };
}

/** Level names for the search filter (C16). */
export const NIVELES_BUSQUEDA = Object.entries(NIVEL_LABELS).map(([codigo, nombre]) => ({ codigo: Number(codigo), nombre }));
