/**
 * The shapes offers take for applicants and visitors (docs/matching.md): the card of every list, the detail an
 * applicant opens, the informational variant, and the public page. Built from rows of matching.repository.ts; nothing
 * here reads the database.
 */
import { explicacionLey28518, jornadaTexto, marcaLey28518 } from '@practiperu/shared/ley28518';
import { nivelesConNombre, type Modalidad } from '@practiperu/shared/oferta';
import {
  AVISO_INFORMATIVA,
  NO_POSTULAR,
  ORGANIZADOR_EXTERNO,
  avisoMaxFree,
  rutaPublica,
  type JobPostingJsonLd,
  type OfertaCampos,
  type OfertaCardPostulante,
  type OfertaDetallePostulante,
  type OfertaInformativa,
  type OfertaPublicaDetalle,
  type PostulacionVista,
} from '@practiperu/shared/postulacion';
import { empresaPublicaPath } from '@practiperu/shared/paths';
import { toClave } from '@practiperu/shared/text';
import { ofertaTexto } from './oferta.texto.ts';
import type { CardRow, PostulacionPropia } from './matching.public.ts';
import type { OfertaConEmpresa } from './matching.repository.ts';
import { abierta, destacada, estadoOfertaTexto, estadoPostulacion } from './matching.rules.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

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
    cumple_ley_28518: marcaLey28518({ ...r, modalidad: r.modalidad as Modalidad }),
    vigente: abierta({ ...r, eliminado_en: null }, now),
    estado_texto: estadoOfertaTexto(r, now),
  };
  if (paraPostulante) card.postulado = r.postulacion_id !== null;
  return card;
}

export function postulacionVista(p: PostulacionPropia): PostulacionVista {
  const status = estadoPostulacion(p);
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

function cardDeOferta({ o, nombre_org, logo }: OfertaConEmpresa, now: Date, urls: Urls): OfertaCardPostulante {
  return cardDe({ ...o, nombre_org, logo, postulacion_id: null }, now, urls, false);
}

/**
 * The offer's fields. `subvencionMinima` is today's minimum subsidy: the Ley 28518 explanation says what the offer's
 * schedule entitles the intern to.
 */
export function camposDe(o: OfertaConEmpresa['o'], subvencionMinima: number, now: Date): OfertaCampos {
  const jornada = o.horas_dia !== null && o.dias_semana !== null ? { horasDia: o.horas_dia, diasSemana: o.dias_semana } : null;
  return {
    funciones: o.funciones,
    beneficios: o.beneficios,
    pais: o.pais,
    id_region: o.id_region,
    provincia: o.provincia,
    horario: o.horario,
    horas_dia: o.horas_dia,
    dias_semana: o.dias_semana,
    ley_28518:
      jornada && marcaLey28518({ ...o, modalidad: o.modalidad as Modalidad })
        ? explicacionLey28518(o.modalidad as Modalidad, jornada, subvencionMinima)
        : null,
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
    texto: ofertaTexto(o, now),
  };
}

export function informativaDe(row: OfertaConEmpresa, now: Date, urls: Urls, publicUrl: string): OfertaInformativa {
  const card = cardDeOferta(row, now, urls);
  return {
    id: card.id,
    titulo: card.titulo,
    alias: card.alias,
    ruta_publica: card.ruta_publica,
    url_publica: `${publicUrl}${card.ruta_publica}`,
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

export function detallePostulante(
  row: OfertaConEmpresa & { postulacion: PostulacionPropia | null },
  // llena: the company will see only the first applicants (oferta's primerasGratis.llena, decided by the caller).
  extra: { llena: boolean; subvencionMinima: number; publicUrl: string },
  now: Date,
  urls: Urls,
): OfertaDetallePostulante {
  const card = cardDeOferta(row, now, urls);
  const { o, postulacion } = row;
  const lleno = extra.llena;
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
    ...camposDe(o, extra.subvencionMinima, now),
    id_reclutador: o.id_organizacion,
    ...(lleno ? { max_free_postulantes: o.max_free_postulantes, aviso_max_free: avisoMaxFree(o.max_free_postulantes) } : {}),
    postulacion: postulacion ? postulacionVista(postulacion) : null,
    puede_postular: motivo === null,
    motivo_no_postular: motivo,
    ruta_empresa: rutaEmpresa(row),
    url_publica: `${extra.publicUrl}${card.ruta_publica}`,
  };
}

/** The company's public page while it is shown (decision 029). */
function rutaEmpresa(row: OfertaConEmpresa): string | null {
  return row.slug_empresa ? empresaPublicaPath(row.slug_empresa) : null;
}

// ------------------------------------------------------------------ the public page and JSON-LD

/**
 * The deadline as an instant: the end of the Lima day (fin_convocatoria is inclusive). Peru keeps UTC−5 all
 * year, so the offset is written as such.
 */
export function finDelDiaLima(isoDate: string): string {
  return `${isoDate}T23:59:59-05:00`;
}

/**
 * The company's street address, when the offer's place is the company's own district (the same department and
 * district name): only then is it where the intern works. Otherwise the JobPosting names the district alone.
 */
function calleDeLaSede({ o, sede }: OfertaConEmpresa): string | null {
  const direccion = sede?.direccion?.trim();
  if (!direccion || !sede?.distrito || sede.id_region !== o.id_region) return null;
  return toClave(sede.distrito) === toClave(o.distrito) ? direccion : null;
}

export function jsonLdDe(row: OfertaConEmpresa, opts: { publicUrl: string; urls: Urls; now: Date }): JobPostingJsonLd {
  const { o } = row;
  const url = `${opts.publicUrl}${rutaPublica(o)}`;
  const org: JobPostingJsonLd['hiringOrganization'] = { '@type': 'Organization', name: row.nombre_org ?? ORGANIZADOR_EXTERNO };
  if (row.logo) org.logo = `${opts.publicUrl}${opts.urls.archivo(row.logo)}`;
  if (row.web) org.sameAs = row.web;
  const ld: JobPostingJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: o.titulo,
    description: ofertaTexto(o, opts.now),
    identifier: { '@type': 'PropertyValue', name: org.name, value: String(o.id) },
    datePosted: o.fecha_publicacion ? o.fecha_publicacion.toISOString() : null,
    validThrough: finDelDiaLima(o.fin_convocatoria),
    employmentType: 'INTERN',
    hiringOrganization: org,
    totalJobOpenings: o.nro_plazas,
    directApply: o.oferta_publica === 0,
    url,
  };
  if (o.horas_dia !== null && o.dias_semana !== null)
    ld.workHours = `${jornadaTexto(o.horas_dia, o.dias_semana)} (${o.horas_dia * o.dias_semana} h semanales)`;
  if (o.id_region === 0) {
    ld.jobLocationType = 'TELECOMMUTE';
    ld.applicantLocationRequirements = { '@type': 'Country', name: 'Perú' };
  } else {
    const extranjero = o.id_region === 26;
    const calle = calleDeLaSede(row);
    ld.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(calle ? { streetAddress: calle } : {}),
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

export function detallePublico(
  row: OfertaConEmpresa,
  now: Date,
  opts: { publicUrl: string; urls: Urls; subvencionMinima: number },
): OfertaPublicaDetalle {
  return {
    ...cardDeOferta(row, now, opts.urls),
    ...camposDe(row.o, opts.subvencionMinima, now),
    json_ld: jsonLdDe(row, { ...opts, now }),
    ruta_empresa: rutaEmpresa(row),
    url_publica: `${opts.publicUrl}${rutaPublica(row.o)}`,
  };
}
