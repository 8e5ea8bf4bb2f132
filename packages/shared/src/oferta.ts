/**
 * Offers: the spec's messages, the codes and labels of states, levels and cycles, the deadline window in Lima, the
 * pure resets the offer form calls, the labels and actions of Mis publicaciones, and the shapes the API answers with
 * (docs/offers.md). Nothing here validates: the offer schema is in schemas/oferta.ts, so a page that only shows
 * offers does not download the validator.
 */
import {
  DEFAULT_SUBSIDY,
  OFERTA_DEADLINE_DEFAULT_DAYS,
  OFERTA_DEADLINE_MAX_DAYS_DESTACADA,
  OFERTA_DEADLINE_MAX_DAYS_GRATUITA,
  REGION_VIRTUAL,
} from './constants.ts';
import { addDays, limaToday } from './dates.ts';
import type { z } from 'zod';
import type {
  cupoGratis,
  ofertaCampos,
  ofertaCard,
  ofertaCompleta,
  ofertaCreada,
  ofertaDetalle,
  plazoVista,
  resumenOferta,
} from './api/oferta-vistas.ts';
import type { RequisitoItem } from './schemas/oferta.ts';

// ------------------------------------------------------------------ messages

export const REQUIRED = 'Requerido';

/** The spec's texts and, where it has none, ours. */
export const OFERTA_MESSAGES = {
  saved: 'Se guardó tu convocatoria',
  tituloCorto: 'Mínimo 5 caracteres',
  tituloLargo: 'Máximo 150 caracteres',
  textoCorto: 'Mínimo 5 caracteres',
  textoLargo: 'Texto muy largo',
  paisCorto: 'Mínimo 2 caracteres',
  paisLargo: 'Máximo 20 caracteres',
  paisExtranjero: 'Indica el país de la oferta',
  regionLarga: 'Máximo 60 caracteres',
  provinciaLarga: 'Máximo 30 caracteres',
  distritoLargo: 'Máximo 60 caracteres',
  region: 'Seleccione',
  modalidadTiempoLarga: 'Máximo 20 caracteres',
  horario: 'Elige un horario',
  horasDia: 'Indica las horas diarias: de 1 a 12, en horas o medias horas (por ejemplo, 4.5)',
  diasSemana: 'Indica los días por semana: un número entero de 1 a 7',
  vacantes: 'Mínimo 1 vacante',
  vacantesLargo: 'Máximo 4 caracteres',
  plazoCorto: 'El plazo para postular es muy corto',
  fecha: 'Fecha inválida',
  modalidad: 'Elige PREPROFESIONAL o PROFESIONAL',
  nivel: '[ERROR] Seleccione uno',
  nivelInvalido: 'Elige un nivel de la lista',
  nivelModalidad:
    'Según la Ley 28518, las prácticas preprofesionales son para estudiantes y las profesionales para egresados y bachilleres',
  ciclo: 'Elige al menos un ciclo',
  cicloTecnico: 'Elige al menos un ciclo técnico',
  egreso: 'Elige al menos un año de egreso',
  cicloLista: 'Elige un ciclo de la lista',
  anioLista: 'Elige un año de la lista',
  profesion: 'Pocos caracteres',
  profesionLarga: 'Máximo 300 caracteres',
  carreraLista: 'Elige carreras de la lista',
  salarioLargo: 'Máximo 11 caracteres',
  salarioInvalido: 'Ingresa el monto en soles, solo números',
  otrosLargo: 'Texto muy largo',
  nombreRepetido: 'Ya agregaste este elemento.',
  nivelRequisito: 'Elige un nivel: básico, intermedio o avanzado',
  requerido: 'Elige indispensable o deseable',
  maxIdiomas: 'Máximo 10 idiomas',
  maxConocimientos: 'Máximo 20 conocimientos',
  idiomaLista: 'Elige un idioma de la lista',
  conocimientoLista: 'Elige un conocimiento de la lista',
  modalidadTiempoLista: 'Elige una modalidad de la lista',
  opcion: 'Elige una opción válida',
} as const;

/** 'La subvención no debe ser menor a 1130' (the amount from the server). */
export function subvencionMessage(amount: number): string {
  return `La subvención no debe ser menor a ${amount}`;
}

/** The deadline's upper bound: the date input allows +15 days, +30 for featured. */
export function plazoMaximoMessage(days: number): string {
  return `El plazo máximo para postular es de ${days} días`;
}

// ------------------------------------------------------------------ codes and labels

export const TIPO_OFERTA = { GRATIS: 0, DESTACADO: 1 } as const;
export type TipoOferta = (typeof TIPO_OFERTA)[keyof typeof TIPO_OFERTA];

/** Offer estado: pending review, approved, rejected. */
export const ESTADO_OFERTA = { PENDIENTE: 0, APROBADA: 1, RECHAZADA: 2 } as const;
/** Payment state of a featured offer; null = no payment sent. */
export const ESTADO_PAGO = { PENDIENTE: 0, VALIDADO: 1, RECHAZADO: 2 } as const;

export const MODALIDADES = ['PREPROFESIONAL', 'PROFESIONAL'] as const;
export type Modalidad = (typeof MODALIDADES)[number];

/** horario: the stored value and the label the form shows. */
export const HORARIOS = [
  { value: 'Tiempo completo', label: 'Tiempo completo (jornada completa)' },
  { value: 'Tiempo parcial', label: 'Tiempo parcial (jornada parcial)' },
] as const;
export type Horario = (typeof HORARIOS)[number]['value'];
export const HORARIO_COMPLETO: Horario = 'Tiempo completo';

/** The schedule a new offer starts with: 6 hours a day, 5 days a week. */
export const JORNADA_POR_DEFECTO = { horasDia: 6, diasSemana: 5 } as const;
/** The schedule's inputs: whole hours a day and days a week. */
export const HORAS_DIA_MAX = 12;
export const DIAS_SEMANA_MAX = 7;

/** modalidad_tiempo: Presencial, Virtual or Mixto (the server's list `listOfertaModalidadTiempo` is the source). */
export const MODALIDAD_VIRTUAL = 'Virtual';

/** Study level codes: 3/4 technical student/graduate, 6/7/8 university student/graduate/bachelor. */
export const NIVEL = { TECNICO_ESTUDIANTE: 3, TECNICO_EGRESADO: 4, UNIV_ESTUDIANTE: 6, UNIV_EGRESADO: 7, BACHILLER: 8 } as const;
export const NIVEL_LABELS: Record<number, string> = {
  3: 'Técnico estudiante',
  4: 'Técnico egresado',
  6: 'Universitario estudiante',
  7: 'Universitario egresado',
  8: 'Bachiller',
};
/** The choices of each level field (0 = none); an offer asks for at least one level. */
export const NIVELES_TEC = [0, 3, 4] as const;
export const NIVELES_UNIV = [0, 6, 7, 8] as const;
export const NIVELES_OTROS = [0, 3, 4, 6, 7, 8] as const;
export const NIVEL_FIELDS = ['idniveltec', 'idniveluniv', 'idnivelotros'] as const;
export type NivelField = (typeof NIVEL_FIELDS)[number];
/** Pre-professional offers take students, professional ones graduates. */
export const NIVELES_ESTUDIANTE: readonly number[] = [3, 6];
export const NIVELES_EGRESADO: readonly number[] = [4, 7, 8];

/** Offer `ciclo` 0–5 = V…X (university) and `ciclo_tecnico` 0–3 = III…VI; a student matches with ciclo_actual = c + 1. */
export const CICLOS_OFERTA = ['V', 'VI', 'VII', 'VIII', 'IX', 'X'].map((label, value) => ({ value, label: `${label} ciclo` }));
export const CICLOS_TECNICOS_OFERTA = ['III', 'IV', 'V', 'VI'].map((label, value) => ({ value, label: `${label} ciclo` }));

/** Requirement of a language or a knowledge item. */
export const REQUISITO = ['indispensable', 'deseable'] as const;
export type Requisito = (typeof REQUISITO)[number];

export const IDIOMAS_MAX = 10;
export const CONOCIMIENTOS_MAX = 20;
export const CARRERAS_MAX = 30;
export const PROFESION_MAX = 300;
export const TEXTO_MIN = 5;
export const TEXTO_MAX = 5000;
export const TITULO_MIN = 5;
export const TITULO_MAX = 150;
/** Default benefits list: economic subsidy, health insurance, internship certificate. */
export const BENEFICIOS_POR_DEFECTO =
  '<ul><li>Subvención económica mensual</li><li>Seguro de salud (EsSalud o seguro privado)</li><li>Certificado de prácticas</li></ul>';
export const PAIS_POR_DEFECTO = 'Perú';
export const REGION_EXTRANJERO_NOMBRE = 'Extranjero';
/** Page size of `oferta/myList` (page sizes are the server's). */
export const MIS_OFERTAS_PAGE_SIZE = 10;
/** `oferta/myLatestOffer` and the company home: the company's latest offers. */
export const ULTIMAS_OFERTAS_MAX = 5;

// ------------------------------------------------------------------ the deadline window

/** How many days ahead the deadline may be: 15 free, 30 featured. */
export function maxDeadlineDays(tipo: number): number {
  return tipo === TIPO_OFERTA.DESTACADO ? OFERTA_DEADLINE_MAX_DAYS_DESTACADA : OFERTA_DEADLINE_MAX_DAYS_GRATUITA;
}

/** The dates the deadline input allows (the schema: api/oferta-vistas.ts). */
export type DeadlineRange = z.input<typeof plazoVista>;

/**
 * The dates the deadline input allows. `desde` is the offer's creation day in Lima (an edit keeps the window of its
 * creation); a new offer counts from today.
 */
export function deadlineRange(tipo: number, now: Date = new Date(), desde?: string): DeadlineRange {
  const min = limaToday(now);
  const max = addDays(desde ?? min, maxDeadlineDays(tipo));
  const preferred = addDays(min, OFERTA_DEADLINE_DEFAULT_DAYS);
  return { min, max, default: preferred < max ? preferred : max };
}

/**
 * The deadline a featured offer keeps when its featured state is cancelled and it becomes free: at most its creation
 * day (Lima) + 15, never before today; the same rule the API applies, so the confirmation can say it.
 */
export function plazoAlCancelarDestacado(o: { creado_en: string | Date; fin_convocatoria: string }, now: Date = new Date()): string {
  const today = limaToday(now);
  const freeMax = addDays(limaToday(new Date(o.creado_en)), maxDeadlineDays(TIPO_OFERTA.GRATIS));
  const limit = freeMax > today ? freeMax : today;
  return o.fin_convocatoria > limit ? limit : o.fin_convocatoria;
}

/** fecha_egreso choices: from three years back to the current year, newest first. */
export function aniosEgresoOferta(now: Date = new Date()): number[] {
  const year = Number(limaToday(now).slice(0, 4));
  return [year, year - 1, year - 2, year - 3];
}

// ------------------------------------------------------------------ rich text

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The visible text of rich-text HTML: tags removed, common entities decoded, spaces collapsed. */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote|\/div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|[a-z]+);/gi, (all, name: string) => ENTITIES[name.toLowerCase()] ?? all)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Empty rich text is treated as empty ('<p></p>', '<p><br></p>' …). */
export function isEmptyRichText(html: string | null | undefined): boolean {
  return !html || richTextToPlain(html) === '';
}

// ------------------------------------------------------------------ the alias of the public page

/** The alias of an offer, a slug of its title ('Practicante de Contabilidad' → 'practicante-de-contabilidad'). */
export function aliasDe(titulo: string): string {
  const slug = titulo
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'oferta';
}

/** The careers' names as profesion stores them, joined by ', '. */
export function profesionDe(nombres: readonly string[]): string {
  return nombres.join(', ');
}

/** The levels chosen in the three fields, without the zeros. */
export function nivelesElegidos(v: Partial<Record<NivelField, unknown>>): number[] {
  return NIVEL_FIELDS.map((f) => v[f]).filter((n): n is number => typeof n === 'number' && n !== 0);
}

// ------------------------------------------------------------------ the form's pure resets

interface NivelValues {
  idniveltec?: number;
  idniveluniv?: number;
  idnivelotros?: number;
  ciclo?: number[];
  ciclo_tecnico?: number[];
  fecha_egreso?: number[];
  modalidad?: Modalidad | string;
}

/**
 * PREPROFESIONAL resets the graduate levels (4, 7, 8) and the graduation years;
 * PROFESIONAL resets the student levels (3, 6) and the cycles. Returns new values; the input is not changed.
 */
export function resetForModalidad<T extends NivelValues>(values: T, modalidad: Modalidad): T {
  const reset = modalidad === 'PREPROFESIONAL' ? NIVELES_EGRESADO : NIVELES_ESTUDIANTE;
  const level = (n: number | undefined) => (n !== undefined && reset.includes(n) ? 0 : n);
  const next: T = {
    ...values,
    modalidad,
    idniveltec: level(values.idniveltec),
    idniveluniv: level(values.idniveluniv),
    idnivelotros: level(values.idnivelotros),
  };
  if (modalidad === 'PREPROFESIONAL') next.fecha_egreso = [];
  else {
    next.ciclo = [];
    next.ciclo_tecnico = [];
  }
  return next;
}

interface PlaceValues {
  id_region?: number;
  region?: string;
  provincia?: string;
  distrito?: string;
}

/** Choosing Virtual clears department, province and district (id_region 0: no place). */
export function clearPlaceForVirtual<T extends PlaceValues>(values: T): T {
  return { ...values, id_region: REGION_VIRTUAL, region: '', provincia: '', distrito: '' };
}

/** The form's starting values of a new offer (the spec's defaults; a featured deadline starts at its longest). */
export function defaultOfertaValues(tipo: TipoOferta, now: Date = new Date(), subvencionMinima: number = DEFAULT_SUBSIDY) {
  return {
    titulo: '',
    funciones: '',
    beneficios: BENEFICIOS_POR_DEFECTO,
    pais: PAIS_POR_DEFECTO,
    id_region: REGION_VIRTUAL as number,
    region: '',
    provincia: '',
    distrito: '',
    modalidad_tiempo: 'Presencial',
    horario: HORARIO_COMPLETO as string,
    // The longest schedule of a pre-professional internship (Ley 28518): 6 hours, 5 days.
    horas_dia: JORNADA_POR_DEFECTO.horasDia as number | null,
    dias_semana: JORNADA_POR_DEFECTO.diasSemana as number | null,
    salario: subvencionMinima,
    mostrar_salario: 1,
    nro_plazas: 1,
    // A featured offer starts with the longest window its payment buys; the company shortens it if it wants.
    fin_convocatoria: tipo === TIPO_OFERTA.DESTACADO ? deadlineRange(tipo, now).max : deadlineRange(tipo, now).default,
    modalidad: 'PREPROFESIONAL' as Modalidad,
    idniveltec: 0,
    idniveluniv: 0,
    idnivelotros: 0,
    carreras: [] as number[],
    profesion: '',
    ciclo: [] as number[],
    ciclo_tecnico: [] as number[],
    fecha_egreso: [] as number[],
    idiomas: [] as RequisitoItem[],
    conocimientos: [] as RequisitoItem[],
    otros_requisitos: '',
    tipo: tipo as number,
  };
}
export type OfertaFormValues = ReturnType<typeof defaultOfertaValues>;

/**
 * Duplicating (copiar, copiar-destacado) keeps the content and resets the dates (deadline today + 2 days),
 * the states and the payment: the copy is a new offer of the chosen type.
 */
export function valuesForCopy(oferta: OfertaCompleta, tipo: TipoOferta, now: Date = new Date()): OfertaFormValues {
  return {
    titulo: oferta.titulo,
    funciones: oferta.funciones,
    beneficios: oferta.beneficios,
    pais: oferta.pais,
    id_region: oferta.id_region,
    region: oferta.region,
    provincia: oferta.provincia,
    distrito: oferta.distrito,
    modalidad_tiempo: oferta.modalidad_tiempo,
    horario: oferta.horario,
    horas_dia: oferta.horas_dia,
    dias_semana: oferta.dias_semana,
    salario: oferta.salario,
    mostrar_salario: oferta.mostrar_salario,
    nro_plazas: oferta.nro_plazas,
    fin_convocatoria: deadlineRange(tipo, now).default,
    modalidad: oferta.modalidad,
    idniveltec: oferta.idniveltec,
    idniveluniv: oferta.idniveluniv,
    idnivelotros: oferta.idnivelotros,
    carreras: oferta.carreras.map((c) => c.id),
    profesion: oferta.profesion,
    ciclo: oferta.ciclo,
    ciclo_tecnico: oferta.ciclo_tecnico,
    // Graduation years move with time: only those still offered by the form are kept.
    fecha_egreso: oferta.fecha_egreso.filter((y) => aniosEgresoOferta(now).includes(y)),
    idiomas: oferta.idiomas,
    conocimientos: oferta.conocimientos,
    otros_requisitos: oferta.otros_requisitos,
    tipo,
  };
}

// ------------------------------------------------------------------ what the API answers (docs/offers.md)

/** An offer card as applicants see it, with the recruiter's fields. */
export type OfertaCard = z.input<typeof ofertaCard>;

/** The structured fields of an offer and its sections as one HTML block (every offer view shares them). */
export type OfertaCampos = z.input<typeof ofertaCampos>;

/** The offer view (`oferta/id/{id}`, `myId/{id}`): the card, the structured fields and `texto`. */
export type OfertaDetalle = z.input<typeof ofertaDetalle>;

/** Everything the edit and duplicate forms need (`oferta/myIdComplete/{id}`). */
export type OfertaCompleta = z.input<typeof ofertaCompleta>;

/** `oferta/create`: what the featured flow keeps (the offer id and title). */
export type OfertaCreada = z.input<typeof ofertaCreada>;

/** `oferta/getTotalOfferAvailable`: data[0] = available; optional carries the rest. */
export type CupoGratis = z.input<typeof cupoGratis>;
/** `oferta/resumen/{id}`: what finishing or cancelling the featured state would touch. */
export type ResumenOferta = z.input<typeof resumenOferta>;

// ------------------------------------------------------------------ labels of the list

export type EtiquetaColor = 'gris' | 'verde' | 'rojo' | 'ambar' | 'dorado';
export interface Etiqueta {
  texto: string;
  color: EtiquetaColor;
}

type CardState = Pick<OfertaCard, 'estado' | 'tipo' | 'estado_pago' | 'finaliza' | 'fin_convocatoria'> & { publicar?: number };

/** Approved, not finished, and the deadline (a Lima day, inclusive) not passed. */
export function esVigente(o: CardState, now: Date = new Date()): boolean {
  return o.estado === ESTADO_OFERTA.APROBADA && !o.finaliza && o.fin_convocatoria >= limaToday(now);
}

/**
 * The state labels of an offer in Mis publicaciones: Pendiente, Vigente/Finalizó, Rechazado; and for featured
 * offers Destacado pendiente (payment pending, estado < 2), Destacado, Destacado rechazado; Oculta when hidden.
 */
export function etiquetasOferta(o: CardState, now: Date = new Date()): Etiqueta[] {
  const out: Etiqueta[] = [];
  if (o.estado === ESTADO_OFERTA.PENDIENTE) out.push({ texto: 'Pendiente', color: 'gris' });
  else if (o.estado === ESTADO_OFERTA.APROBADA)
    out.push(esVigente(o, now) ? { texto: 'Vigente', color: 'verde' } : { texto: 'Finalizó', color: 'gris' });
  else out.push({ texto: 'Rechazado', color: 'rojo' });
  if (o.tipo === TIPO_OFERTA.DESTACADO) {
    if (o.estado_pago === ESTADO_PAGO.PENDIENTE && o.estado < ESTADO_OFERTA.RECHAZADA)
      out.push({ texto: 'Destacado pendiente', color: 'ambar' });
    else if (o.estado_pago === ESTADO_PAGO.VALIDADO) out.push({ texto: 'Destacado', color: 'dorado' });
    else if (o.estado_pago === ESTADO_PAGO.RECHAZADO) out.push({ texto: 'Destacado rechazado', color: 'rojo' });
  }
  if (o.publicar === 0) out.push({ texto: 'Oculta', color: 'gris' });
  return out;
}

/** The actions of an offer in Mis publicaciones. */
export interface AccionesOferta {
  editar: boolean;
  verPostulantes: boolean;
  finalizar: boolean;
  /** Shown but disabled once the deadline has passed. */
  finalizarDeshabilitado: boolean;
  duplicar: true;
  verMotivoRechazo: boolean;
  /** A featured offer whose payment was never sent or was rejected: it leads to the payment step again. */
  pagarDestacado: boolean;
  /** Free, no payment state, pending or approved. */
  cambiarADestacado: boolean;
  /** Only before a payment is validated (not for rejected or finished offers). */
  cancelarDestacado: boolean;
  ocultar: boolean;
  mostrar: boolean;
  /**
   * Only an offer without applicants: one with applicants is finished instead (its applicants keep seeing it), which
   * «Finalizar convocatoria» already does, so «Eliminar» is not offered for it.
   */
  eliminar: boolean;
}

export function accionesOferta(
  o: CardState & Pick<OfertaCard, 'publicar'> & Partial<Pick<OfertaCard, 'total_postulantes'>>,
  now: Date = new Date(),
): AccionesOferta {
  const aprobada = o.estado === ESTADO_OFERTA.APROBADA;
  const abierta = !o.finaliza;
  const destacada = o.tipo === TIPO_OFERTA.DESTACADO;
  const vencida = o.fin_convocatoria < limaToday(now);
  const rechazada = o.estado === ESTADO_OFERTA.RECHAZADA;
  return {
    editar: o.estado === ESTADO_OFERTA.PENDIENTE,
    verPostulantes: aprobada,
    // Approved offers show 'Finalizar convocatoria', disabled once the deadline has passed (or finished).
    finalizar: aprobada,
    finalizarDeshabilitado: aprobada && (!abierta || vencida),
    duplicar: true,
    verMotivoRechazo: o.estado === ESTADO_OFERTA.RECHAZADA,
    pagarDestacado:
      destacada &&
      o.estado !== ESTADO_OFERTA.RECHAZADA &&
      abierta &&
      !vencida &&
      (o.estado_pago === null || o.estado_pago === ESTADO_PAGO.RECHAZADO),
    cambiarADestacado:
      !destacada &&
      o.estado_pago === null &&
      (o.estado === ESTADO_OFERTA.PENDIENTE || o.estado === ESTADO_OFERTA.APROBADA) &&
      abierta &&
      !vencida,
    cancelarDestacado: destacada && o.estado_pago !== ESTADO_PAGO.VALIDADO && o.estado !== ESTADO_OFERTA.RECHAZADA && abierta,
    // Applicants never see a rejected offer whatever its flag (the API refuses showing it), so neither is offered.
    ocultar: !rechazada && o.publicar === 1,
    mostrar: !rechazada && o.publicar === 0,
    eliminar: !(o.total_postulantes && o.total_postulantes > 0),
  };
}

/** The level codes with their names, as the offer view lists them. */
export function nivelesConNombre(v: Partial<Record<NivelField, number>>): { codigo: number; nombre: string }[] {
  return [...new Set(nivelesElegidos(v))].sort((a, b) => a - b).map((codigo) => ({ codigo, nombre: NIVEL_LABELS[codigo] ?? '' }));
}

/** Soles as the price cards write them: 69 → '69', 69.9 → '69.90'. */
export function formatPrecio(soles: number): string {
  return Number.isInteger(soles) ? String(soles) : soles.toFixed(2);
}

/**
 * What becomes of the money when a confirmation would annul a payment in review (or that there is none): the offer's
 * dialogs and an administrator answering a seat's request say it alike.
 */
export function dineroAlAnular(p: { monto: number; metodo_pago: string; nro_operacion: string; pagado_por: string } | null): string {
  return p
    ? `el pago de S/ ${formatPrecio(p.monto)} (${p.metodo_pago}, operación ${p.nro_operacion}) que registró ${p.pagado_por || 'tu empresa'} está en revisión: se anulará, lo devolveremos por el mismo medio de pago dentro de los 30 días siguientes y avisaremos por correo a quien pagó.`
    : 'no hay un pago en revisión: no se cobra ni se devuelve nada.';
}
