/**
 * The views of an offer that several groups answer with (companies' `oferta/myList` and detail, applicants' lists and
 * detail, the public search and page, Mis postulaciones): their schemas, and the types both sides read (`OfertaCard`,
 * `OfertaDetalle`, `OfertaCompleta`… in oferta.ts, `OfertaCardPostulante`, `OfertaDetallePostulante`,
 * `OfertaInformativa`, `MiPostulacion`… in postulacion.ts are these).
 */
import { NIVELES } from '../cv.ts';
import { MODALIDADES, REQUISITO } from '../oferta.ts';
import { z } from '../schemas/zod.ts';

/** A date and time as ISO 8601 text (`toISOString()`). */
const instante = z.string();
/** A calendar day, 'YYYY-MM-DD'. */
const dia = z.string();

/** An offer's card in the company's lists. */
export const ofertaCard = z.object({
  id: z.number(),
  titulo: z.string(),
  alias: z.string(),
  nombre_org: z.string(),
  logo_org: z.string().nullable(),
  /** Set when an administrator approves the offer; null while pending. */
  fecha_publicacion: instante.nullable(),
  creado_en: instante,
  fin_convocatoria: dia,
  modalidad_tiempo: z.string(),
  region: z.string(),
  distrito: z.string(),
  tipo: z.number(),
  estado: z.number(),
  estado_pago: z.number().nullable(),
  mensaje_rechazado: z.string().nullable(),
  publicar: z.number(),
  /** When the offer was finished (by the company, or by the daily job after its deadline); null otherwise. */
  finaliza: instante.nullable(),
  oferta_publica: z.number(),
  total_postulantes: z.number(),
  /** Approved, not finished, deadline not passed (Lima): "Vigente". */
  vigente: z.boolean(),
  /** Featured and shown as such (validated payment, deadline not passed). */
  destacado: z.boolean(),
  /** The schedule and the subsidy passed the Ley 28518 checks when the offer was last saved: "Cumple la Ley 28518". */
  cumple_ley_28518: z.boolean(),
  /**
   * The company's own views only (`myList`, `myLatestOffer`, its offer's detail): its latest request to feature the offer when it is still
   * waiting for an administrator (`pendiente`) or was declined (`rechazada`); null when there is none or it was paid.
   */
  solicitud_destacado: z.enum(['pendiente', 'rechazada']).nullable().optional(),
});

/**
 * An offer card as applicants and visitors see it: the company's card without its counters, plus what the card
 * shows beside it.
 */
export const ofertaCardPostulante = ofertaCard.omit({ creado_en: true, total_postulantes: true, solicitud_destacado: true }).extend({
  /** The public page's path, `/ofertas/{alias}-{id}`; the page redirects there when its alias differs. */
  ruta_publica: z.string(),
  /** The external link of an informational offer; null otherwise. */
  enlace: z.string().nullable(),
  /** Pendiente, Vigente, Finalizó or Rechazado. */
  estado_texto: z.string(),
  /** Applicant lists: they already applied (and did not cancel). Absent on public lists. */
  postulado: z.boolean().optional(),
});

export const estadoPostulacionClave = z.enum(['recibida', 'cv_visto', 'en_proceso', 'finalista', 'no_seleccionada', 'cancelada']);

/** The applicant's own application, as the detail and Mis postulaciones show it. */
export const postulacionVista = z.object({
  id: z.number(),
  estado: z.number(),
  revisado: z.number(),
  eliminado_en: instante.nullable(),
  creado_en: instante,
  estado_clave: estadoPostulacionClave,
  estado_texto: z.string(),
});

/** A row of Mis postulaciones: the offer's card (id = the offer) and the application with its status. */
export const miPostulacion = ofertaCardPostulante.extend({ postulacion: postulacionVista });

/** `optional` of the applicants' lists and the search; `mas_resultados` when the search's count stopped at its cap. */
export const paginaOfertasOptional = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  mas_resultados: z.literal(true).optional(),
});

// ------------------------------------------------------------------ the offer's fields

/** A language or knowledge requirement, as stored. */
export const requisitoVista = z.object({ name: z.string(), level: z.enum(NIVELES), required: z.enum(REQUISITO) });

/** The structured fields of an offer and its sections as one HTML block (every offer view shares them). */
export const ofertaCampos = z.object({
  funciones: z.string(),
  beneficios: z.string(),
  pais: z.string(),
  id_region: z.number(),
  provincia: z.string(),
  horario: z.string(),
  /** The schedule: hours a day and days a week; null for informational offers saved without one. */
  horas_dia: z.number().nullable(),
  dias_semana: z.number().nullable(),
  /** When the offer carries the "Cumple la Ley 28518" mark: what its schedule entitles the intern to, in words. */
  ley_28518: z.object({ jornada: z.string(), derechos: z.string() }).nullable(),
  modalidad: z.enum(MODALIDADES),
  nro_plazas: z.number(),
  mostrar_salario: z.number(),
  /** Whole soles a month, only when mostrar_salario = 1; null otherwise. */
  salario: z.number().nullable(),
  niveles: z.array(z.object({ codigo: z.number(), nombre: z.string() })),
  profesion: z.string(),
  ciclo: z.array(z.number()),
  ciclo_tecnico: z.array(z.number()),
  fecha_egreso: z.array(z.number()),
  idiomas: z.array(requisitoVista),
  conocimientos: z.array(requisitoVista),
  otros_requisitos: z.string(),
  /** The sections as one HTML block, for clients that want one. */
  texto: z.string(),
});

// ------------------------------------------------------------------ the company's views

/** The company's view of its offer (`oferta/id/{id}`, `myId/{id}`): the card, the structured fields and `texto`. */
export const ofertaDetalle = ofertaCard.extend(ofertaCampos.shape).extend({
  max_free_postulantes: z.number(),
  destacado_desde: instante.nullable(),
});

/** The dates the deadline input allows: today (Lima), the last day, and the suggested one. */
export const plazoVista = z.object({
  /** Today in Lima: the deadline is never earlier. */
  min: dia,
  /** `desde` + 15 days (free) or + 30 (featured). */
  max: dia,
  /** Today + 2 days, inside the range. */
  default: dia,
});

/** Everything the edit and duplicate forms need (`oferta/myIdComplete/{id}`). */
export const ofertaCompleta = z.object({
  id: z.number(),
  titulo: z.string(),
  funciones: z.string(),
  beneficios: z.string(),
  pais: z.string(),
  id_region: z.number(),
  region: z.string(),
  provincia: z.string(),
  distrito: z.string(),
  modalidad_tiempo: z.string(),
  horario: z.string(),
  horas_dia: z.number().nullable(),
  dias_semana: z.number().nullable(),
  salario: z.number(),
  mostrar_salario: z.number(),
  nro_plazas: z.number(),
  fin_convocatoria: dia,
  modalidad: z.enum(MODALIDADES),
  idniveltec: z.number(),
  idniveluniv: z.number(),
  idnivelotros: z.number(),
  carreras: z.array(z.object({ id: z.number(), nombre: z.string(), tipo: z.number(), clave: z.string() })),
  profesion: z.string(),
  ciclo: z.array(z.number()),
  ciclo_tecnico: z.array(z.number()),
  fecha_egreso: z.array(z.number()),
  idiomas: z.array(requisitoVista),
  conocimientos: z.array(requisitoVista),
  otros_requisitos: z.string(),
  tipo: z.number(),
  estado: z.number(),
  estado_pago: z.number().nullable(),
  /** The administrator's reason when rejected (the copy made to correct it shows it); null otherwise. */
  mensaje_rechazado: z.string().nullable(),
  creado_en: instante,
  /** The dates the deadline may take when this offer is edited (counted from its creation). */
  plazo: plazoVista,
});

/** `oferta/create` and `update`: what the featured flow keeps (the offer id and title). */
export const ofertaCreada = z.object({ id_oferta: z.number(), titulo: z.string(), tipo: z.number(), alias: z.string() });

/** The free publications of the month (`oferta/getTotalOfferAvailable`: data[0] = disponibles, optional the rest). */
/**
 * What finishing an offer or cancelling its featured state would touch, for the confirmations to say it before the
 * company confirms: its applications by the recruiter's decision (those a free offer hides, apart), the free publications left this month and the
 * payment awaiting validation (who sent it, the amount). `puede_anular_pago`: the signed-in seat may annul it (an
 * administrator).
 */
export const resumenOferta = z.object({
  postulaciones: z.object({
    total: z.number(),
    sin_decision: z.number(),
    en_proceso: z.number(),
    finalistas: z.number(),
    descartados: z.number(),
    /**
     * Active applications a free offer hides beyond its first ones: in no state above (the company cannot decide on
     * them), only in `total`.
     */
    ocultas: z.number(),
  }),
  /** Interviews still to happen of those still in process (no decision or En proceso): what closing would cancel. */
  entrevistas_en_proceso: z.number(),
  gratis_disponibles: z.number(),
  pago_pendiente: z.object({ monto: z.number(), metodo_pago: z.string(), nro_operacion: z.string(), pagado_por: z.string() }).nullable(),
  puede_anular_pago: z.boolean(),
  /** For a recruiter seat, whom to ask to annul it: its company's administrators (the holder included); empty otherwise. */
  administradores: z.array(z.object({ nombre: z.string(), correo: z.string() })),
  /**
   * The kinds of the offer's requests to the administrators still pending ('anular_pago', 'eliminar', 'destacar'):
   * a seat is told it asked already; an administrator, that cancelling or removing answers them.
   */
  solicitudes_pendientes: z.array(z.string()),
});

export const cupoGratis = z.object({
  disponibles: z.number(),
  total: z.number(),
  usadas: z.number(),
  /** The Lima month counted, 'YYYY-MM'. */
  periodo: z.string(),
  /** First day of the next month, when the quota renews. */
  renueva: dia,
});

// ------------------------------------------------------------------ the applicants' and visitors' views

/** `oferta/id/{id}` for an applicant. Informational offers answer `ofertaInformativa` instead. */
export const ofertaDetallePostulante = ofertaCardPostulante.extend(ofertaCampos.shape).extend({
  /** Whether they applied (and did not cancel). */
  postulado: z.boolean(),
  /** The offer's company (id_reclutador of the application is the offer's id_organizacion), sent back by `create`. */
  id_reclutador: z.number().nullable(),
  /** Present only when this free offer already has that many active applications. */
  max_free_postulantes: z.number().optional(),
  aviso_max_free: z.string().optional(),
  /** Their application (also a cancelled one), or null. */
  postulacion: postulacionVista.nullable(),
  /** Whether the apply bar offers "Postular" now; `motivo_no_postular` says why not. */
  puede_postular: z.boolean(),
  motivo_no_postular: z.string().nullable(),
  /** The company's public page, `/empresa/{slug}`, while it is shown (decision 029); null otherwise. */
  ruta_empresa: z.string().nullable(),
  /** The canonical address of the public page, `{PUBLIC_URL}/ofertas/{alias}-{id}`: what the share actions send. */
  url_publica: z.string(),
});

/** An informational offer shows only the notice and the link: it cannot be applied to here. */
export const ofertaInformativa = z.object({
  id: z.number(),
  titulo: z.string(),
  alias: z.string(),
  ruta_publica: z.string(),
  /** The canonical address of the public page, `{PUBLIC_URL}/ofertas/{alias}-{id}`: what the share actions send. */
  url_publica: z.string(),
  nombre_org: z.string(),
  logo_org: z.string().nullable(),
  fecha_publicacion: instante.nullable(),
  fin_convocatoria: dia,
  oferta_publica: z.literal(1),
  enlace: z.string().nullable(),
  aviso: z.string(),
  vigente: z.boolean(),
  estado_texto: z.string(),
  puede_postular: z.literal(false),
});

/** schema.org JobPosting (Google for Jobs): the fields the public page puts in its `application/ld+json` script. */
export const jobPostingJsonLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('JobPosting'),
  title: z.string(),
  description: z.string(),
  identifier: z.object({ '@type': z.literal('PropertyValue'), name: z.string(), value: z.string() }),
  datePosted: instante.nullable(),
  validThrough: z.string(),
  employmentType: z.literal('INTERN'),
  hiringOrganization: z.object({
    '@type': z.literal('Organization'),
    name: z.string(),
    logo: z.string().optional(),
    sameAs: z.string().optional(),
  }),
  jobLocation: z
    .object({
      '@type': z.literal('Place'),
      address: z.object({
        '@type': z.literal('PostalAddress'),
        streetAddress: z.string().optional(),
        addressLocality: z.string(),
        addressRegion: z.string(),
        addressCountry: z.string(),
      }),
    })
    .optional(),
  jobLocationType: z.literal('TELECOMMUTE').optional(),
  applicantLocationRequirements: z.object({ '@type': z.literal('Country'), name: z.string() }).optional(),
  baseSalary: z
    .object({
      '@type': z.literal('MonetaryAmount'),
      currency: z.literal('PEN'),
      value: z.object({ '@type': z.literal('QuantitativeValue'), value: z.number(), unitText: z.literal('MONTH') }),
    })
    .optional(),
  totalJobOpenings: z.number(),
  /** The schedule, '6 h diarias, 5 días por semana (30 h semanales)'. */
  workHours: z.string().optional(),
  directApply: z.boolean(),
  url: z.string(),
});

/** `publico/oferta/{id}`: the public page. Informational offers answer `ofertaInformativa`. */
export const ofertaPublicaDetalle = ofertaCardPostulante.extend(ofertaCampos.shape).extend({
  json_ld: jobPostingJsonLd,
  /** The company's public page, `/empresa/{slug}`, while it is shown (decision 029); null otherwise. */
  ruta_empresa: z.string().nullable(),
  /** The canonical address of the public page, `{PUBLIC_URL}/ofertas/{alias}-{id}`: what the share actions send. */
  url_publica: z.string(),
});
