/**
 * A company's offers (decision 010; contract: docs/offers.md): publishing free and featured offers, editing
 * pending ones, the free quota of the month, Mis publicaciones and its actions, and the daily finishing of offers
 * past their deadline.
 */
import { cumpleLey28518, marcaLey28518 } from '@practiperu/shared/ley28518';
import { fechaLarga, limaDayStart, limaMonth, limaToday } from '@practiperu/shared/dates';
import {
  ESTADO_OFERTA,
  ESTADO_PAGO,
  MIS_OFERTAS_PAGE_SIZE,
  MODALIDAD_VIRTUAL,
  OFERTA_MESSAGES,
  PROFESION_MAX,
  TEXTO_MIN,
  TIPO_OFERTA,
  ULTIMAS_OFERTAS_MAX,
  aliasDe,
  deadlineRange,
  esVigente,
  type Modalidad,
  maxDeadlineDays,
  plazoAlCancelarDestacado,
  plazoMaximoMessage,
  profesionDe,
  richTextToPlain,
  type CupoGratis,
  type OfertaCard,
  type OfertaCompleta,
  type OfertaCreada,
  type OfertaDetalle,
  type ResumenOferta,
} from '@practiperu/shared/oferta';
import type { OfertaData, OfertaUpdateData, RequisitoItem } from '@practiperu/shared/schemas/oferta';
import { REGION_EXTRANJERO, REGION_VIRTUAL } from '@practiperu/shared/constants';
import { toClave } from '@practiperu/shared/text';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Catalogo } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { fieldErrors } from '../../lib/validation.ts';
import { camposDe, destacada } from '../matching/matching.public.ts';
import { EVALUACION_BLOQUEADA } from './primeras-gratis.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { resolveLugarPeru } from '../../lib/lugares.ts';
import * as repo from './oferta.repository.ts';
import { asientoDe, registrarPorCuenta } from '../equipo/equipo.public.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { rolPuede, SOLICITUD_MESSAGES } from '@practiperu/shared/equipo';
import { paths } from '@practiperu/shared/paths';
import { pagoAnuladoMail } from './oferta.mails.ts';

/**
 * The answer to acting on, or declining, a request to the administrators that is no longer pending: who resolved it
 * and how, that nothing changed, and to reload the page.
 */
export function solicitudYaResuelta(estado: string, resueltoPor: string | null): string {
  const quien = resueltoPor ?? 'Otro administrador';
  const que =
    estado === 'rechazada'
      ? `${quien} ya rechazó esta solicitud`
      : estado === 'sin_efecto'
        ? 'Esta solicitud ya quedó sin efecto'
        : `${quien} ya atendió esta solicitud`;
  return `${que}: no se cambió nada. Recarga la página para ver en qué quedó.`;
}

export const OFERTA_API_MESSAGES = {
  saved: OFERTA_MESSAGES.saved,
  notFound: 'No se encontró la oferta.',
  noOrganizacion: 'Esta cuenta no tiene una empresa registrada.',
  approvedLocked: 'Esta oferta ya fue aprobada y no se puede modificar. Puedes duplicarla para publicar una nueva.',
  rejectedLocked: 'Esta oferta fue rechazada y no se puede modificar. Duplícala para corregirla y publicarla de nuevo.',
  finished: 'Se finalizó la convocatoria.',
  alreadyFinished: 'La convocatoria ya finalizó.',
  finishOnlyApproved: 'Solo se pueden finalizar ofertas aprobadas.',
  hidden: 'La oferta ya no se muestra a los postulantes.',
  shown: 'La oferta se muestra a los postulantes.',
  removed: 'Se eliminó la oferta.',
  finishedInstead: 'La oferta tiene postulantes: se finalizó en lugar de eliminarse, y ellos la verán como finalizada.',
  notDestacado: 'Esta oferta no es destacada.',
  pagoValidated: 'El pago de esta oferta ya fue validado: ya no se puede cancelar el destacado.',
  cancelRejected: 'Esta oferta fue rechazada: puedes eliminarla o duplicarla.',
  showRejected: 'Esta oferta fue rechazada y los postulantes no pueden verla. Duplícala para corregirla y publicarla de nuevo.',
  nowFree: 'Se canceló el destacado: tu oferta ahora es gratuita.',
  removedNoQuota: 'Se canceló el destacado. No tenías publicaciones gratuitas disponibles este mes, así que se eliminó la oferta.',
  withdrawnCancel: 'Anulado por la empresa al cancelar el destacado.',
  withdrawnRemove: 'Anulado por la empresa al eliminar la oferta.',
  provincia: 'Elige una provincia de la región',
  distrito: 'Elige un distrito de la lista',
} as const;

/** 409 when the month's free publications are used up (decision 010). */
export function noQuotaMessage(total: number, renueva: string): string {
  return `Ya usaste tus ${total} publicaciones gratuitas de este mes. Publica un aviso destacado o espera al ${fechaLarga(renueva)}.`;
}

export interface OfertaServiceDeps {
  db: Db;
  now: () => Date;
  storage: Pick<Storage, 'url'>;
  config: Pick<Config, 'FREE_OFFERS_PER_MONTH' | 'SUBVENCION_MINIMA' | 'publicUrl'>;
  log: FastifyBaseLogger;
  mailer: Pick<Mailer, 'send'>;
  /**
   * Removing an offer ends the interviews of its applications (decision 079), with notice; given by the composition
   * (the interviews module reads offers, so this module cannot import it). Returns how many were cancelled.
   */
  cancelarEntrevistas?: (tx: DbOrTx, ofertaId: number, now: Date) => Promise<number>;
  /**
   * A payment in review was annulled (cancelling the feature, or removing the offer: `tipos` says which requests that
   * answers): the offer's pending requests of a recruiter seat asking for it are done, and their seats told.
   */
  solicitudesHechas?: (
    tx: DbOrTx,
    o: { id: number; titulo: string },
    tipos: readonly ('anular_pago' | 'eliminar')[],
    resueltoPor: { usuarioId: number; nombre: string },
    now: Date,
    como: 'cancelado' | 'eliminada' | 'cancelado_y_eliminada',
  ) => Promise<{ id: number; tipo: string }[]>;
  /**
   * The offer's pending requests of these kinds lost their object (the offer was removed; or its payment was annulled
   * by cancelling the feature, so a request to remove it was not done): they close without effect with `motivo`, their
   * seats told.
   */
  solicitudesSinEfecto?: (
    tx: DbOrTx,
    o: { id: number; titulo: string },
    tipos: readonly ('destacar' | 'anular_pago' | 'eliminar')[] | 'todas',
    motivo: 'eliminada' | { canceladoPor: string },
    now: Date,
  ) => Promise<void>;
}

export interface Pagina<T> {
  items: T[];
  current_page: number;
  total_pages: number;
  total: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createOfertaService(deps: OfertaServiceDeps) {
  const { db, storage, config } = deps;

  async function organizacionOf(dbOrTx: DbOrTx, usuarioId: number): Promise<repo.OrganizacionRef> {
    const org = await repo.organizacionOf(dbOrTx, usuarioId);
    if (!org) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    return org;
  }

  /** The company's audit trail (docs/team.md): which seat did what to which offer, in the change's transaction. */
  async function anotar(
    tx: DbOrTx,
    usuarioId: number,
    organizacionId: number,
    accion: string,
    o: { id: number; titulo: string },
    now: Date,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    await registrarPorCuenta(
      tx,
      usuarioId,
      organizacionId,
      { accion, entidad: 'oferta', entidad_id: o.id, detalle: { titulo: o.titulo, ...extra } },
      now,
    );
  }

  async function ownOrThrow(dbOrTx: DbOrTx, organizacionId: number, id: number, lock = false): Promise<repo.OfertaRow> {
    const row = lock ? await repo.findOwnForUpdate(dbOrTx, organizacionId, id) : await repo.findOwn(dbOrTx, organizacionId, id);
    // Another company's offer and a removed one are answered like one that never existed.
    if (!row) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
    return row;
  }

  // ---------------------------------------------------------------- the free quota

  /** N free publications per calendar month in Lima; removed offers still count (decision 010). */
  async function cupo(dbOrTx: DbOrTx, organizacionId: number, now: Date): Promise<CupoGratis> {
    const month = limaMonth(now);
    const usadas = await repo.countCupoUsado(dbOrTx, organizacionId, limaDayStart(month.desde), limaDayStart(month.hasta));
    const total = config.FREE_OFFERS_PER_MONTH;
    return { disponibles: Math.max(0, total - usadas), total, usadas, periodo: month.periodo, renueva: month.hasta };
  }

  // ---------------------------------------------------------------- validation against the reference data

  async function canonical(dbOrTx: DbOrTx, lista: Catalogo, name: string): Promise<string | undefined> {
    const key = toClave(name);
    return (await repo.catalogNames(dbOrTx, lista)).find((n) => toClave(n) === key);
  }

  async function canonicalList(dbOrTx: DbOrTx, lista: Catalogo, items: RequisitoItem[], field: string, errors: Record<string, string>) {
    const names = await repo.catalogNames(dbOrTx, lista);
    const message = lista === 'idioma' ? OFERTA_MESSAGES.idiomaLista : OFERTA_MESSAGES.conocimientoLista;
    return items.map((it, i) => {
      const found = names.find((n) => toClave(n) === toClave(it.name));
      if (!found) errors[`${field}.${i}.name`] ??= message;
      return { ...it, name: found ?? it.name };
    });
  }

  /** The schema passed; now the rules that need the database, the sanitizer and the stored values. */
  async function toColumns(dbOrTx: DbOrTx, data: OfertaData) {
    const errors: Record<string, string> = {};

    const funciones = sanitizeRichText(data.funciones);
    const beneficios = sanitizeRichText(data.beneficios);
    for (const [field, html] of [
      ['funciones', funciones],
      ['beneficios', beneficios],
    ] as const) {
      const visible = richTextToPlain(html);
      if (visible === '') errors[field] = 'Requerido';
      else if (visible.length < TEXTO_MIN) errors[field] = OFERTA_MESSAGES.textoCorto;
    }

    const modalidadTiempo = await canonical(dbOrTx, 'modalidad_tiempo', data.modalidad_tiempo);
    if (!modalidadTiempo) errors.modalidad_tiempo = OFERTA_MESSAGES.modalidadTiempoLista;

    let place = { region: data.region, provincia: data.provincia, distrito: data.distrito };
    if (modalidadTiempo === MODALIDAD_VIRTUAL) place = { region: '', provincia: '', distrito: '' };
    else if (data.id_region !== REGION_VIRTUAL && data.id_region !== REGION_EXTRANJERO) {
      const lugar = await resolveLugarPeru(dbOrTx, data);
      if (lugar.ok) place = { region: lugar.region, provincia: lugar.provincia, distrito: lugar.distrito };
      else
        errors[lugar.field] ??=
          lugar.field === 'id_region'
            ? OFERTA_MESSAGES.region
            : lugar.field === 'provincia'
              ? OFERTA_API_MESSAGES.provincia
              : OFERTA_API_MESSAGES.distrito;
    }

    const found = await repo.carrerasByIds(dbOrTx, data.carreras);
    const byId = new Map(found.map((c) => [c.id, c]));
    const carreras = data.carreras.map((id) => byId.get(id)).filter((c): c is NonNullable<typeof c> => !!c);
    const profesion = profesionDe(carreras.map((c) => c.nombre));
    if (carreras.length !== data.carreras.length) errors.carreras = OFERTA_MESSAGES.carreraLista;
    else if (profesion.length > PROFESION_MAX) errors.carreras = OFERTA_MESSAGES.profesionLarga;

    const idiomas = await canonicalList(dbOrTx, 'idioma', data.idiomas, 'idiomas', errors);
    const conocimientos = await canonicalList(dbOrTx, 'tema_conocimiento', data.conocimientos, 'conocimientos', errors);

    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    return {
      titulo: data.titulo,
      funciones,
      beneficios,
      pais: data.pais,
      id_region: modalidadTiempo === MODALIDAD_VIRTUAL ? REGION_VIRTUAL : data.id_region,
      ...place,
      modalidad_tiempo: modalidadTiempo ?? data.modalidad_tiempo,
      horario: data.horario,
      horas_dia: data.horas_dia,
      dias_semana: data.dias_semana,
      cumple_ley_28518: cumpleLey28518(data, config.SUBVENCION_MINIMA),
      salario: data.salario,
      mostrar_salario: data.mostrar_salario,
      nro_plazas: data.nro_plazas,
      fin_convocatoria: data.fin_convocatoria,
      modalidad: data.modalidad,
      idniveltec: data.idniveltec,
      idniveluniv: data.idniveluniv,
      idnivelotros: data.idnivelotros,
      profesion,
      carreras: carreras.map((c) => c.id),
      claves: [...new Set(carreras.map((c) => c.clave))],
      ciclo: data.ciclo,
      ciclo_tecnico: data.ciclo_tecnico,
      fecha_egreso: data.fecha_egreso,
      idiomas,
      conocimientos,
      otros_requisitos: data.otros_requisitos,
      alias: aliasDe(data.titulo),
    };
  }

  // ---------------------------------------------------------------- answers

  function card(o: repo.OfertaRow, org: repo.OrganizacionRef, postulantes: Map<number, number>, now: Date): OfertaCard {
    return {
      id: o.id,
      titulo: o.titulo,
      alias: o.alias,
      nombre_org: org.nombre,
      logo_org: org.logo ? storage.url(org.logo) : null,
      fecha_publicacion: iso(o.fecha_publicacion),
      creado_en: o.creado_en.toISOString(),
      fin_convocatoria: o.fin_convocatoria,
      modalidad_tiempo: o.modalidad_tiempo,
      region: o.region,
      distrito: o.distrito,
      tipo: o.tipo,
      estado: o.estado,
      estado_pago: o.estado_pago,
      mensaje_rechazado: o.mensaje_rechazado,
      publicar: o.publicar,
      finaliza: iso(o.finaliza),
      oferta_publica: o.oferta_publica,
      total_postulantes: postulantes.get(o.id) ?? 0,
      vigente: esVigente({ ...o, finaliza: iso(o.finaliza) }, now),
      // A featured offer in paid state is highlighted.
      destacado: o.tipo === TIPO_OFERTA.DESTACADO && o.estado_pago === ESTADO_PAGO.VALIDADO,
      cumple_ley_28518: marcaLey28518({ ...o, modalidad: o.modalidad as Modalidad }),
    };
  }

  /** The company's own cards: with what its requests to feature each offer are waiting for. */
  async function cards(rows: repo.OfertaRow[], org: repo.OrganizacionRef, now: Date): Promise<OfertaCard[]> {
    const ids = rows.map((r) => r.id);
    const [postulantes, solicitudes] = await Promise.all([repo.countPostulantes(db, ids), repo.solicitudesDestacado(db, ids)]);
    return rows.map((r) => ({ ...card(r, org, postulantes, now), solicitud_destacado: solicitudes.get(r.id) ?? null }));
  }

  function detalle(o: repo.OfertaRow, org: repo.OrganizacionRef, postulantes: Map<number, number>, now: Date): OfertaDetalle {
    return {
      ...card(o, org, postulantes, now),
      ...camposDe(o, config.SUBVENCION_MINIMA, now),
      max_free_postulantes: o.max_free_postulantes,
      destacado_desde: iso(o.destacado_desde),
    };
  }

  // ---------------------------------------------------------------- calls

  /**
   * POST oferta/create (the route checked the payload): free offers take one of the month's free publications;
   * featured ones wait for payment.
   */
  async function create(usuarioId: number, data: OfertaData): Promise<OfertaCreada> {
    const now = deps.now();
    const values = await toColumns(db, data);
    const org = await organizacionOf(db, usuarioId);
    const row = await db.transaction(async (tx) => {
      const gratis = data.tipo === TIPO_OFERTA.GRATIS;
      if (gratis) {
        await repo.lockOrganizacion(tx, org.id);
        const c = await cupo(tx, org.id, now);
        if (c.disponibles <= 0) throw new AppError('CONFLICT', noQuotaMessage(c.total, c.renueva), { cupo: c });
      }
      const creada = await repo.insertOferta(tx, {
        ...values,
        id_organizacion: org.id,
        tipo: data.tipo,
        estado: ESTADO_OFERTA.PENDIENTE,
        estado_pago: null,
        cupo_gratis_en: gratis ? now : null,
        creado_en: now,
        actualizado_en: now,
      });
      await anotar(tx, usuarioId, org.id, 'oferta.publicar', creada, now);
      // Its author follows it: told of its applicants as its new-applicant notices say (docs/team.md).
      await repo.seguirComoAutor(tx, usuarioId, creada.id, now);
      return creada;
    });
    return { id_oferta: row.id, titulo: row.titulo, tipo: row.tipo, alias: row.alias };
  }

  function assertEditable(o: repo.OfertaRow): void {
    if (o.estado === ESTADO_OFERTA.APROBADA) throw new AppError('CONFLICT', OFERTA_API_MESSAGES.approvedLocked);
    if (o.estado === ESTADO_OFERTA.RECHAZADA) throw new AppError('CONFLICT', OFERTA_API_MESSAGES.rejectedLocked);
  }

  /** The company's own offer, still pending: what `update` checks before the payload is read. */
  async function editable(usuarioId: number, id: number): Promise<{ tipo: number }> {
    const org = await organizacionOf(db, usuarioId);
    const current = await ownOrThrow(db, org.id, id);
    assertEditable(current);
    return { tipo: current.tipo };
  }

  /**
   * PUT oferta/update: only pending offers; the type and the deadline window of its creation are kept. The route
   * checked the payload with the stored type and today's window; the window counts from the creation day.
   */
  async function update(usuarioId: number, data: OfertaUpdateData): Promise<OfertaCreada> {
    const now = deps.now();
    const id = data.id_oferta;
    const org = await organizacionOf(db, usuarioId);
    const current = await ownOrThrow(db, org.id, id);
    assertEditable(current);
    const plazo = deadlineRange(current.tipo, now, limaToday(current.creado_en));
    if (data.fin_convocatoria > plazo.max) throw fieldErrors({ fin_convocatoria: plazoMaximoMessage(maxDeadlineDays(current.tipo)) });
    const values = await toColumns(db, data);
    const row = await db.transaction(async (tx) => {
      // An administrator may have approved it meanwhile: checked again under the row lock.
      assertEditable(await ownOrThrow(tx, org.id, id, true));
      const editada = await repo.updateOferta(tx, id, { ...values, actualizado_en: now });
      await anotar(tx, usuarioId, org.id, 'oferta.editar', editada, now);
      return editada;
    });
    return { id_oferta: row.id, titulo: row.titulo, tipo: row.tipo, alias: row.alias };
  }

  async function detail(usuarioId: number, id: number): Promise<OfertaDetalle> {
    const org = await organizacionOf(db, usuarioId);
    const row = await ownOrThrow(db, org.id, id);
    const [postulantes, solicitudes] = await Promise.all([repo.countPostulantes(db, [row.id]), repo.solicitudesDestacado(db, [row.id])]);
    return { ...detalle(row, org, postulantes, deps.now()), solicitud_destacado: solicitudes.get(row.id) ?? null };
  }

  /** GET oferta/myIdComplete/{id}: every field as the edit and duplicate forms take it. */
  async function complete(usuarioId: number, id: number): Promise<OfertaCompleta> {
    const org = await organizacionOf(db, usuarioId);
    const o = await ownOrThrow(db, org.id, id);
    const found = await repo.carrerasByIds(db, o.carreras);
    const byId = new Map(found.map((c) => [c.id, c]));
    return {
      id: o.id,
      titulo: o.titulo,
      funciones: o.funciones,
      beneficios: o.beneficios,
      pais: o.pais,
      id_region: o.id_region,
      region: o.region,
      provincia: o.provincia,
      distrito: o.distrito,
      modalidad_tiempo: o.modalidad_tiempo,
      horario: o.horario,
      horas_dia: o.horas_dia,
      dias_semana: o.dias_semana,
      salario: o.salario,
      mostrar_salario: o.mostrar_salario,
      nro_plazas: o.nro_plazas,
      fin_convocatoria: o.fin_convocatoria,
      modalidad: o.modalidad as OfertaCompleta['modalidad'],
      idniveltec: o.idniveltec,
      idniveluniv: o.idniveluniv,
      idnivelotros: o.idnivelotros,
      carreras: o.carreras.map((cid) => byId.get(cid)).filter((c): c is NonNullable<typeof c> => !!c),
      profesion: o.profesion,
      ciclo: o.ciclo,
      ciclo_tecnico: o.ciclo_tecnico,
      fecha_egreso: o.fecha_egreso,
      idiomas: o.idiomas,
      conocimientos: o.conocimientos,
      otros_requisitos: o.otros_requisitos,
      tipo: o.tipo,
      estado: o.estado,
      estado_pago: o.estado_pago,
      mensaje_rechazado: o.estado === ESTADO_OFERTA.RECHAZADA ? (o.mensaje_rechazado ?? null) : null,
      creado_en: o.creado_en.toISOString(),
      plazo: deadlineRange(o.tipo, deps.now(), limaToday(o.creado_en)),
    };
  }

  /** GET oferta/myList: the company's offers, newest first, optionally of one estado; out-of-range pages are empty. */
  async function list(usuarioId: number, opts: { page: number; estado?: number }): Promise<Pagina<OfertaCard>> {
    const org = await organizacionOf(db, usuarioId);
    const total = await repo.countOwn(db, org.id, opts.estado);
    const rows = await repo.listOwn(db, org.id, {
      estado: opts.estado,
      limit: MIS_OFERTAS_PAGE_SIZE,
      offset: (opts.page - 1) * MIS_OFERTAS_PAGE_SIZE,
    });
    return {
      items: await cards(rows, org, deps.now()),
      current_page: opts.page,
      total_pages: Math.ceil(total / MIS_OFERTAS_PAGE_SIZE),
      total,
    };
  }

  /** The company's latest offers (home, at most 5). */
  async function latest(usuarioId: number): Promise<OfertaCard[]> {
    const org = await organizacionOf(db, usuarioId);
    return cards(await repo.listOwn(db, org.id, { limit: ULTIMAS_OFERTAS_MAX, offset: 0 }), org, deps.now());
  }

  async function titulo(usuarioId: number, id: number): Promise<string> {
    const org = await organizacionOf(db, usuarioId);
    return (await ownOrThrow(db, org.id, id)).titulo;
  }

  async function tipo(usuarioId: number, id: number): Promise<{ tipo: number; estado_pago: number | null }> {
    const org = await organizacionOf(db, usuarioId);
    const o = await ownOrThrow(db, org.id, id);
    return { tipo: o.tipo, estado_pago: o.estado_pago };
  }

  async function totalOfertaAvailable(usuarioId: number): Promise<CupoGratis> {
    const org = await organizacionOf(db, usuarioId);
    return cupo(db, org.id, deps.now());
  }

  /** PATCH oferta/finish: an approved offer stops taking applications now. */
  async function finish(usuarioId: number, id: number): Promise<void> {
    const now = deps.now();
    const org = await organizacionOf(db, usuarioId);
    await db.transaction(async (tx) => {
      const o = await ownOrThrow(tx, org.id, id, true);
      if (o.estado !== ESTADO_OFERTA.APROBADA) throw new AppError('CONFLICT', OFERTA_API_MESSAGES.finishOnlyApproved);
      if (o.finaliza) throw new AppError('CONFLICT', OFERTA_API_MESSAGES.alreadyFinished);
      await repo.updateOferta(tx, id, { finaliza: now, actualizado_en: now });
      // Closing the call is not a decision: every application keeps its state and nobody is mailed.
      await anotar(tx, usuarioId, org.id, 'oferta.finalizar', o, now);
    });
  }

  /** PATCH oferta/hidden: 0 hides the offer from applicants, 1 shows it again. */
  async function setPublicar(usuarioId: number, id: number, publicar: number): Promise<void> {
    const now = deps.now();
    const org = await organizacionOf(db, usuarioId);
    await db.transaction(async (tx) => {
      const o = await ownOrThrow(tx, org.id, id, true);
      // Applicants never see a rejected offer, whatever its flag: "showing" it would report a success that is not one.
      if (publicar === 1 && o.estado === ESTADO_OFERTA.RECHAZADA) throw new AppError('CONFLICT', OFERTA_API_MESSAGES.showRejected);
      await repo.updateOferta(tx, id, { publicar, actualizado_en: now });
      await anotar(tx, usuarioId, org.id, publicar === 1 ? 'oferta.mostrar' : 'oferta.ocultar', o, now);
    });
  }

  /**
   * Annulling a payment in review gives money back, so it is an administrator's (`anularPago` in PERMISOS_ASIENTO,
   * docs/team.md): a recruiter seat is refused before anything changes. It depends on the offer's payments, so it is
   * checked here and not by the route.
   */
  async function soloAdministradorAnula(
    tx: DbOrTx,
    usuarioId: number,
    mensaje: string = SOLICITUD_MESSAGES.soloAdministradoresAnulan,
  ): Promise<void> {
    const asiento = await asientoDe(tx, usuarioId);
    if (asiento && !rolPuede(asiento.rol, 'anularPago')) throw new AppError('FORBIDDEN', mensaje);
  }

  /** Whoever sent each annulled payment is told, in the transaction that annulled it, with the refund. */
  async function avisarAnulados(
    tx: DbOrTx,
    usuarioId: number,
    organizacionId: number,
    o: repo.OfertaRow,
    anulados: repo.PagoPendiente[],
    destino: 'gratuita' | 'eliminada',
    now: Date,
    accion: 'cancelar' | 'eliminar' = 'cancelar',
  ): Promise<void> {
    // Who annulled, read once for the requests, the trail and the mails.
    const quien = anulados.length > 0 ? await repo.nombreDe(tx, usuarioId) : '';
    if (anulados.length > 0) {
      // Removing the offer answers a request to annul its payment too: the payment is annulled either way. Cancelling
      // the feature that keeps the offer (as a free one) does not remove it: a request to remove it was not done, and
      // closes without effect (its reason, the payment in review, is gone; the seat may now remove the offer itself).
      const hechas =
        (await deps.solicitudesHechas?.(
          tx,
          o,
          destino === 'gratuita' ? ['anular_pago'] : ['anular_pago', 'eliminar'],
          { usuarioId, nombre: quien },
          now,
          destino === 'gratuita' ? 'cancelado' : accion === 'eliminar' ? 'eliminada' : 'cancelado_y_eliminada',
        )) ?? [];
      for (const h of hechas) await anotar(tx, usuarioId, organizacionId, 'solicitud.atender', o, now, { solicitud: h.id, tipo: h.tipo });
      if (destino === 'gratuita') await deps.solicitudesSinEfecto?.(tx, o, ['eliminar'], { canceladoPor: quien }, now);
    }
    // Whatever else was still asked of a removed offer has nothing left to act on.
    if (destino === 'eliminada') await deps.solicitudesSinEfecto?.(tx, o, 'todas', 'eliminada', now);
    for (const p of anulados) {
      await anotar(tx, usuarioId, organizacionId, 'pago.anular', o, now, {
        monto: p.monto_centimos / 100,
        metodo_pago: p.metodo_pago,
        oferta: destino,
      });
      if (!p.correo) continue;
      await deps.mailer.send(
        tx,
        p.correo,
        pagoAnuladoMail({
          nombres: p.nombres ?? '',
          titulo: o.titulo,
          // The payer who annulled its own payment is told what it did, not about itself in the third person.
          anuladoPor: p.usuario_id === usuarioId ? null : quien,
          accion,
          montoCentimos: p.monto_centimos,
          metodoPago: p.metodo_pago,
          nroOperacion: p.nro_operacion,
          // A free offer is only "published" once the back office approved it (cancelling never rejects it).
          oferta: destino === 'eliminada' ? 'eliminada' : o.estado === ESTADO_OFERTA.APROBADA ? 'publicada' : 'en_revision',
          url: `${config.publicUrl}${paths.empresas.misOfertas}`,
        }),
      );
    }
  }

  /**
   * Removing inside a transaction: an offer with applications is finished instead of removed (its payment in review,
   * if any, stays for the back office to decide). Otherwise a payment in review is annulled (administrators only) and
   * returned with the answer, for its payer to be told.
   */
  async function removeLocked(
    tx: DbOrTx,
    usuarioId: number,
    o: repo.OfertaRow,
    now: Date,
    motivo: string,
  ): Promise<{ eliminada: boolean; anulados: repo.PagoPendiente[]; entrevistas_canceladas: number }> {
    const postulantes = (await repo.countPostulantes(tx, [o.id])).get(o.id) ?? 0;
    if (postulantes > 0) {
      if (!o.finaliza) await repo.updateOferta(tx, o.id, { finaliza: now, actualizado_en: now });
      return { eliminada: false, anulados: [], entrevistas_canceladas: 0 };
    }
    const anulados = await repo.pagosPendientes(tx, o.id);
    // Cancelling the feature checked this already with its own words; here the seat asked to remove the offer.
    if (anulados.length > 0) await soloAdministradorAnula(tx, usuarioId, SOLICITUD_MESSAGES.soloAdministradoresEliminan);
    await repo.withdrawPendingPagos(tx, o.id, motivo, now);
    await repo.updateOferta(tx, o.id, { eliminado_en: now, actualizado_en: now });
    const entrevistas_canceladas = (await deps.cancelarEntrevistas?.(tx, o.id, now)) ?? 0;
    return { eliminada: true, anulados, entrevistas_canceladas };
  }

  /**
   * An administrator acting from a request (Equipo names it) acts on what the request still asks: if another
   * administrator already declined or did it, or it lost its object, nothing changes and the answer says so, for the
   * screen to be reloaded. One administrator's decision is not overturned by a colleague's out-of-date page.
   */
  async function solicitudVigente(tx: DbOrTx, ofertaId: number, solicitudId: number | undefined): Promise<void> {
    if (solicitudId === undefined) return;
    const s = await repo.solicitudParaAtender(tx, ofertaId, solicitudId);
    if (!s) throw new AppError('NOT_FOUND', SOLICITUD_MESSAGES.noEncontrada);
    if (s.estado !== 'pendiente') throw new AppError('CONFLICT', solicitudYaResuelta(s.estado, s.resuelto_por_nombre));
  }

  /** POST oferta/removeMyOffer/{id}: hides the offer everywhere (soft delete), or finishes it if it has applications. */
  async function remove(usuarioId: number, id: number, solicitud?: number): Promise<{ eliminada: boolean }> {
    const now = deps.now();
    const org = await organizacionOf(db, usuarioId);
    return db.transaction(async (tx) => {
      const o = await ownOrThrow(tx, org.id, id, true);
      await solicitudVigente(tx, o.id, solicitud);
      const { eliminada, anulados, entrevistas_canceladas } = await removeLocked(
        tx,
        usuarioId,
        o,
        now,
        OFERTA_API_MESSAGES.withdrawnRemove,
      );
      await anotar(
        tx,
        usuarioId,
        org.id,
        eliminada ? 'oferta.eliminar' : 'oferta.finalizar',
        o,
        now,
        entrevistas_canceladas ? { entrevistas_canceladas } : undefined,
      );
      // The company chose to remove the offer: the payer is told that, not a cancelled feature.
      if (eliminada) await avisarAnulados(tx, usuarioId, org.id, o, anulados, 'eliminada', now, 'eliminar');
      return { eliminada };
    });
  }

  /**
   * POST oferta/cancelDestacado/{id}: before a payment is validated. A payment in review is annulled (only an
   * administrator may: it is refunded) and its payer told by mail; the offer becomes free when a free publication is
   * left this month (its deadline brought within the free window), otherwise it is removed.
   */
  async function cancelDestacado(usuarioId: number, id: number, solicitud?: number): Promise<{ tipo: number; eliminada: boolean }> {
    const now = deps.now();
    const org = await organizacionOf(db, usuarioId);
    return db.transaction(async (tx) => {
      await repo.lockOrganizacion(tx, org.id);
      const o = await ownOrThrow(tx, org.id, id, true);
      await solicitudVigente(tx, o.id, solicitud);
      if (o.tipo !== TIPO_OFERTA.DESTACADO) throw new AppError('CONFLICT', OFERTA_API_MESSAGES.notDestacado);
      if (o.estado_pago === ESTADO_PAGO.VALIDADO) throw new AppError('CONFLICT', OFERTA_API_MESSAGES.pagoValidated);
      // A rejected offer is not made free (it would spend a publication on an offer nobody sees): remove or duplicate it.
      if (o.estado === ESTADO_OFERTA.RECHAZADA) throw new AppError('CONFLICT', OFERTA_API_MESSAGES.cancelRejected);
      const anulados = await repo.pagosPendientes(tx, o.id);
      if (anulados.length > 0) await soloAdministradorAnula(tx, usuarioId);
      const c = await cupo(tx, org.id, now);
      if (c.disponibles <= 0) {
        const removed = await removeLocked(tx, usuarioId, o, now, OFERTA_API_MESSAGES.withdrawnCancel);
        if (removed.eliminada) await avisarAnulados(tx, usuarioId, org.id, o, removed.anulados, 'eliminada', now);
        return { tipo: o.tipo, eliminada: removed.eliminada };
      }
      await repo.withdrawPendingPagos(tx, o.id, OFERTA_API_MESSAGES.withdrawnCancel, now);
      await anotar(tx, usuarioId, org.id, 'oferta.editar', o, now, { destacado: 'cancelado' });
      await repo.updateOferta(tx, o.id, {
        tipo: TIPO_OFERTA.GRATIS,
        estado_pago: null,
        cupo_gratis_en: now,
        fin_convocatoria: plazoAlCancelarDestacado(o, now),
        actualizado_en: now,
      });
      await avisarAnulados(tx, usuarioId, org.id, o, anulados, 'gratuita', now);
      return { tipo: TIPO_OFERTA.GRATIS, eliminada: false };
    });
  }

  /**
   * GET oferta/resumen/{id}: what finishing the offer or cancelling its featured state would touch, for the
   * confirmations to say it beforehand.
   */
  async function resumen(usuarioId: number, id: number): Promise<ResumenOferta> {
    const now = deps.now();
    const org = await organizacionOf(db, usuarioId);
    const o = await ownOrThrow(db, org.id, id);
    // The company decides only on what it sees: applications a free offer hides beyond its first ones are counted
    // apart (`ocultas`), never in a state the dialogs offer to change.
    const pagada = destacada(o);
    const grupos = await repo.postulacionesPorEstado(db, o.id, EVALUACION_BLOQUEADA);
    const oculta = (g: { bloqueada: boolean }) => g.bloqueada && !pagada;
    const n = (estado: number) => grupos.filter((g) => g.estado === estado && !oculta(g)).reduce((a, g) => a + g.n, 0);
    const ocultas = grupos.filter(oculta).reduce((a, g) => a + g.n, 0);
    const c = await cupo(db, org.id, now);
    const [p] = await repo.pagosPendientes(db, o.id);
    const asiento = await asientoDe(db, usuarioId);
    const puedeAnular = !asiento || rolPuede(asiento.rol, 'anularPago');
    return {
      postulaciones: {
        total: n(0) + n(1) + n(2) + n(3) + ocultas,
        sin_decision: n(0),
        en_proceso: n(2),
        finalistas: n(3),
        descartados: n(1),
        ocultas,
      },
      entrevistas_en_proceso: await repo.entrevistasEnProceso(db, o.id, pagada, EVALUACION_BLOQUEADA, now),
      gratis_disponibles: c.disponibles,
      pago_pendiente: p
        ? {
            monto: p.monto_centimos / 100,
            metodo_pago: p.metodo_pago,
            nro_operacion: p.nro_operacion,
            pagado_por: `${p.nombres ?? ''} ${p.apellidos ?? ''}`.trim(),
          }
        : null,
      puede_anular_pago: puedeAnular,
      // A seat that may not annul it is told whom to ask (its own colleagues: nobody outside the company).
      administradores: puedeAnular ? [] : await repo.administradoresDe(db, org.id),
      // The seat's dialog says it asked already; an administrator's, that doing it answers a colleague's request.
      solicitudes_pendientes: await repo.solicitudesPendientesDe(db, o.id),
    };
  }

  /** The daily job: approved offers past their deadline (a Lima day) are finished. */
  async function finishExpired(now: Date): Promise<number[]> {
    // Like the company's own finishing, it stops new applications and decides on nobody.
    return repo.finishExpired(db, limaToday(now), now);
  }

  return {
    create,
    editable,
    update,
    detail,
    complete,
    list,
    latest,
    titulo,
    tipo,
    totalOfertaAvailable,
    finish,
    setPublicar,
    remove,
    cancelDestacado,
    resumen,
    finishExpired,
  };
}

export type OfertaService = ReturnType<typeof createOfertaService>;
