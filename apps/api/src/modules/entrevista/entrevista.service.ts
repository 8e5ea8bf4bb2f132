/**
 * Interviews arranged in the product (docs/team.md "Interviews", decision 066).
 *
 * Everything is the COMPANY's (resolved from the session's account, like the review of applicants): any seat proposes,
 * reschedules, cancels and scores; administrators define the scorecard's criteria (the route checks it). Another
 * company's application or interview: 404. An applicant a free offer hides (beyond its first applicants): 403.
 * The applicant sees their interviews without the outcome or the scorecard, from Mis postulaciones or from the mail's
 * link, whose token (stored as its sha256) only shows this interview, picks its slot and gives its .ics.
 */
import { createHash, randomBytes } from 'node:crypto';
import { addDays, limaDayStart, limaToday, offsetMinutes, validIsoDate } from '@practiperu/shared/dates';
import { ENTREVISTA_MESSAGES as M, MAX_DIAS_ADELANTE, noSeleccionados } from '@practiperu/shared/entrevistas';
import type { PropuestaBody, PropuestaMasivaBody } from '@practiperu/shared/api/entrevistas';
import { PIPELINE_MESSAGES } from '@practiperu/shared/pipeline';
import { ESTADO_POSTULANTE, POSTULANTES_MESSAGES } from '@practiperu/shared/postulantes';
import { paths } from '@practiperu/shared/paths';
import type { PuntajeEntrevista, ResultadoEntrevista } from '../../db/schema/entrevistas.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { RenderedMail } from '../../mail/layout.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { lockOrganizacion, registrarPorCuenta, type EntradaBitacora } from '../equipo/equipo.public.ts';
import { destacada } from '../matching/matching.public.ts';
import { organizacionOf, primerasGratis } from '../oferta/oferta.public.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import { icsEntrevista } from './entrevista.ics.ts';
import * as mails from './entrevista.mails.ts';
import * as repo from './entrevista.repository.ts';

export interface EntrevistaDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
}

/** The seat acting: its account and name (the interview's author). */
export interface Actor {
  usuarioId: number;
}

export const RECORDATORIO_ENTREVISTAS_JOB = 'entrevistas.recordatorio';
const RECORDATORIO_HORA_LIMA_MS = 8 * 3_600_000;
export const recordatorioEntrevistasKey = (dia: string) => `${RECORDATORIO_ENTREVISTAS_JOB}:${dia}`;
/** The daily run: 08:00 in Lima, for the interviews of the next Lima day. */
export const recordatorioEntrevistasDueAt = (dia: string) => new Date(limaDayStart(dia).getTime() + RECORDATORIO_HORA_LIMA_MS);

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const nuevoToken = () => randomBytes(24).toString('base64url');
const nombreCompleto = (n: string | null, a: string | null) => `${n ?? ''} ${a ?? ''}`.trim();

/** A Lima wall-clock time 'YYYY-MM-DDTHH:mm' as an instant; null when it is not a real date and time. */
export function instanteDeLima(horario: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(horario);
  if (!m || !validIsoDate(m[1] ?? '') || Number(m[2]) > 23 || Number(m[3]) > 59) return null;
  const comoUtc = new Date(`${m[1]}T${m[2]}:${m[3]}:00Z`);
  return new Date(comoUtc.getTime() - offsetMinutes(comoUtc) * 60_000);
}

/** The Monday (Lima) of the week of an instant. */
export function lunesDe(now: Date): string {
  const hoy = limaToday(now);
  const dow = new Date(`${hoy}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(hoy, -((dow + 6) % 7));
}

/** What every interview mail says of it. */
const datosCorreo = (f: repo.FilaEntrevista, publicUrl: string) => ({
  oferta: f.titulo,
  empresa: f.empresa,
  modalidad: f.e.modalidad,
  lugar: f.e.lugar,
  duracion_min: f.e.duracion_min,
  publicUrl,
});

/** The .ics of an interview for one side: the applicant's names the company, the team's names the applicant. */
function icsDe(
  f: repo.FilaEntrevista,
  lado: 'postulante' | 'equipo',
  host: string,
  organizador: { nombre: string; correo: string },
): string {
  if (!f.e.inicio) throw new AppError('CONFLICT', M.sinHorario);
  return icsEntrevista({
    id: f.e.id,
    inicio: f.e.inicio,
    duracion_min: f.e.duracion_min,
    secuencia: f.e.secuencia,
    cancelada: f.e.estado === 'cancelada',
    modalidad: f.e.modalidad,
    lugar: f.e.lugar,
    oferta: f.titulo,
    empresa: f.empresa,
    con: lado === 'postulante' ? (f.empresa ?? 'la empresa') : nombreCompleto(f.postulante_nombres, f.postulante_apellidos),
    host,
    organizador,
  });
}

/**
 * Why an application's interviews still to happen end without a seat cancelling them by hand (decision 075, 079):
 * - `decision`: the application became No seleccionada (the status radio, the bulk bar, «Cerrar el proceso»);
 * - `retiro`: the applicant cancelled the application (their own act: they are not mailed about it);
 * - `oferta`: the company removed the offer.
 */
export type CausaCancelacion = 'decision' | 'retiro' | 'oferta';

const MOTIVO_CAUSA: Record<CausaCancelacion, string> = {
  decision: M.motivoDecision,
  retiro: M.motivoRetiro,
  oferta: M.motivoOferta,
};

/**
 * Cancels the interviews still to happen (proposed, or confirmed and not yet started) of these applications, in the
 * transaction of the change that ends them, in one UPDATE (each SEQUENCE one higher). The applicant is mailed as for a
 * cancellation by hand (the calendar's cancellation attached for a confirmed time) unless the act was their own; the
 * seat whose calendar holds a confirmed time gets that event cancelled. Returns how many were cancelled.
 */
export async function cancelarEntrevistasDe(
  deps: Pick<EntrevistaDeps, 'mailer' | 'publicUrl'>,
  tx: DbOrTx,
  postulacionIds: readonly number[],
  now: Date,
  causa: CausaCancelacion,
): Promise<number> {
  if (postulacionIds.length === 0) return 0;
  const antes = await repo.pendientesDe(tx, postulacionIds, now);
  if (antes.length === 0) return 0;
  const host = new URL(deps.publicUrl).host;
  const motivo = MOTIVO_CAUSA[causa];
  await repo.cancelarVarias(
    tx,
    antes.map((f) => f.e.id),
    motivo,
    now,
  );
  const cancelada = (f: repo.FilaEntrevista): repo.FilaEntrevista => ({
    ...f,
    e: { ...f.e, estado: 'cancelada', secuencia: f.e.secuencia + 1, motivo_cancelacion: motivo },
  });
  const correos: { to: string; mail: RenderedMail }[] = [];
  for (const f of antes.map(cancelada)) {
    if (causa !== 'retiro') {
      correos.push({
        to: f.postulante_correo,
        mail: mails.canceladaMail({
          ...datosCorreo(f, deps.publicUrl),
          nombres: f.postulante_nombres,
          inicio: f.e.inicio,
          motivo: f.e.motivo_cancelacion,
          ics: f.e.inicio ? icsDe(f, 'postulante', host, deps.mailer.remitente) : null,
        }),
      });
    }
    const equipo = f.autor_correo ?? f.titular_correo;
    if (!f.e.inicio && causa === 'retiro' && equipo) {
      // A proposal is in no calendar, but the seat waits for a pick: it learns that none will come (walk w36).
      correos.push({
        to: equipo,
        mail: mails.equipoPropuestaRetiradaMail({
          ...datosCorreo(f, deps.publicUrl),
          nombres: f.autor_nombres ?? '',
          postulante: nombreCompleto(f.postulante_nombres, f.postulante_apellidos),
        }),
      });
    }
    if (f.e.inicio && equipo) {
      const postulante = nombreCompleto(f.postulante_nombres, f.postulante_apellidos);
      correos.push({
        to: equipo,
        mail: mails.equipoSinHorarioMail({
          ...datosCorreo(f, deps.publicUrl),
          nombres: f.autor_nombres ?? '',
          postulante,
          inicio: f.e.inicio,
          ics: icsDe(f, 'equipo', host, deps.mailer.remitente),
          reprogramada: false,
          motivo:
            causa === 'retiro' ? M.motivoRetiroEquipo(postulante) : causa === 'oferta' ? M.motivoOfertaEquipo : M.motivoDecisionEquipo,
        }),
      });
    }
  }
  await deps.mailer.sendMany(tx, correos);
  return antes.length;
}

/** An application decided (No seleccionada): its interviews end with notice to both sides (decision 075). */
export const cancelarPorDecision = (
  deps: Pick<EntrevistaDeps, 'mailer' | 'publicUrl'>,
  tx: DbOrTx,
  postulacionIds: readonly number[],
  now: Date,
): Promise<number> => cancelarEntrevistasDe(deps, tx, postulacionIds, now, 'decision');

/** An offer removed by its company: the interviews of any of its applications end, the applicant told (079). */
export async function cancelarEntrevistasDeOferta(
  deps: Pick<EntrevistaDeps, 'mailer' | 'publicUrl'>,
  tx: DbOrTx,
  ofertaId: number,
  now: Date,
): Promise<number> {
  return cancelarEntrevistasDe(deps, tx, await repo.postulacionesConEntrevista(tx, ofertaId), now, 'oferta');
}

/**
 * An account deleted: an applicant's own interviews end as a withdrawal would end them (the seat holding a time gets
 * the cancelled event); a holder's, which closes the company, end those of every offer of the company as a removed
 * offer would (each applicant told, each seat's calendar event cancelled). Runs in the deletion's transaction, before
 * the rows go with the account.
 */
export async function cancelarEntrevistasDeCuenta(
  deps: Pick<EntrevistaDeps, 'mailer' | 'publicUrl'>,
  tx: DbOrTx,
  cuenta: { usuarioId: number; organizacionId: number | null },
  now: Date,
): Promise<number> {
  if (cuenta.organizacionId !== null) {
    return cancelarEntrevistasDe(deps, tx, await repo.postulacionesConEntrevistaDeOrganizacion(tx, cuenta.organizacionId), now, 'oferta');
  }
  return cancelarEntrevistasDe(deps, tx, await repo.postulacionesConEntrevistaDeUsuario(tx, cuenta.usuarioId), now, 'retiro');
}

/** How many interviews still to happen these applications have (what a decision on them would cancel). */
export const pendientesDeContar = (db: DbOrTx, postulacionIds: readonly number[], now: Date) =>
  repo.contarPendientes(db, postulacionIds, now);

/** The applicant list's hint: each application's interview still to happen, if any (entrevista.repository.ts). */
export const entrevistasDeFilas = (db: DbOrTx, postulacionIds: readonly number[], now: Date) => repo.proximas(db, postulacionIds, now);

export function createEntrevistaService(deps: EntrevistaDeps) {
  const { db } = deps;
  const host = new URL(deps.publicUrl).host;

  async function empresaDe(actor: Actor): Promise<number> {
    const org = await organizacionOf(db, actor.usuarioId);
    if (!org) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    return org.id;
  }

  /** Every proposal, reschedule and cancellation is in the company's trail, in the transaction of the change. */
  const bitacora = (tx: DbOrTx, actor: Actor, orgId: number, entrada: EntradaBitacora) =>
    registrarPorCuenta(tx, actor.usuarioId, orgId, entrada, deps.now());
  /** What the trail shows of an interview: its offer and the applicant's full name (never the CV, never the score). */
  const enBitacora = (accion: string, f: repo.FilaEntrevista, extra: Record<string, unknown> = {}): EntradaBitacora => ({
    accion,
    entidad: 'entrevista',
    entidad_id: f.e.id,
    detalle: { oferta: f.titulo, postulante: nombreCompleto(f.postulante_nombres, f.postulante_apellidos), ...extra },
  });

  /**
   * The seat whose calendar holds a confirmed time that is no longer valid (rescheduled or cancelled) gets the same
   * event cancelled: the proposing seat, or the holder when that seat is gone.
   */
  /** A confirmed interview whose time has come took place: it is recorded, not rescheduled or cancelled. */
  const realizada = (f: repo.FilaEntrevista) =>
    f.e.estado === 'confirmada' && f.e.inicio !== null && f.e.inicio.getTime() <= deps.now().getTime();

  async function avisarEquipoSinHorario(tx: DbOrTx, antes: repo.FilaEntrevista, reprogramada: boolean) {
    const inicio = antes.e.inicio;
    const equipo = antes.autor_correo ?? antes.titular_correo;
    if (!inicio || !equipo) return;
    const cancelada = { ...antes, e: { ...antes.e, estado: 'cancelada' as const, secuencia: antes.e.secuencia + 1 } };
    await deps.mailer.send(
      tx,
      equipo,
      mails.equipoSinHorarioMail({
        ...datos(antes),
        nombres: antes.autor_nombres ?? '',
        postulante: nombreCompleto(antes.postulante_nombres, antes.postulante_apellidos),
        inicio,
        ics: ics(cancelada, 'equipo'),
        reprogramada,
      }),
    );
  }

  /**
   * The applicant's view. `tomados`: the slots another interview took meanwhile (a proposal's slots are not booked
   * until picked); the applicant is shown only those still free.
   */
  function vistaPostulante(f: repo.FilaEntrevista, tomados?: Set<string>) {
    const { e } = f;
    return {
      id: e.id,
      id_oferta: f.oferta_id,
      oferta: f.titulo,
      empresa: f.empresa,
      estado: e.estado,
      modalidad: e.modalidad,
      lugar: e.lugar,
      duracion_min: e.duracion_min,
      horarios: tomados ? e.horarios.filter((h) => !tomados.has(h)) : e.horarios,
      inicio: e.inicio ? e.inicio.toISOString() : null,
      mensaje: e.mensaje,
      motivo_cancelacion: e.motivo_cancelacion,
    };
  }

  function vistaEquipo(f: repo.FilaEntrevista, tomados?: Set<string>) {
    return {
      ...vistaPostulante(f, tomados),
      id_postulacion: f.e.postulacion_id,
      id_postulante: f.postulante_id,
      postulante: nombreCompleto(f.postulante_nombres, f.postulante_apellidos),
      autor_nombre: f.autor_correo ? nombreCompleto(f.autor_nombres, f.autor_apellidos) : null,
      resultado: f.e.resultado,
      puntajes: f.e.puntajes,
      creado_en: f.e.creado_en.toISOString(),
    };
  }

  const datos = (f: repo.FilaEntrevista) => datosCorreo(f, deps.publicUrl);
  const ics = (f: repo.FilaEntrevista, lado: 'postulante' | 'equipo') => icsDe(f, lado, host, deps.mailer.remitente);

  /** The proposal checked: real future slots (within MAX_DIAS_ADELANTE), the place fits the kind, none double-booked. */
  async function validarPropuesta(tx: DbOrTx, body: PropuestaBody, autorId: number, exceptoId?: number) {
    const now = deps.now();
    const horarios: Date[] = [];
    for (const h of body.horarios) {
      const instante = instanteDeLima(h);
      if (!instante) throw fieldError('horarios', M.horario);
      if (instante.getTime() <= now.getTime()) throw fieldError('horarios', M.horarioPasado);
      if (instante.getTime() > now.getTime() + MAX_DIAS_ADELANTE * 86_400_000) throw fieldError('horarios', M.horarioLejano);
      horarios.push(instante);
    }
    if (body.modalidad === 'virtual' && !/^https:\/\/[^\s/$.?#].[^\s]*$/i.test(body.lugar)) throw fieldError('lugar', M.enlace);
    for (const inicio of horarios) {
      const ocupado = await repo.choque(tx, {
        autorId,
        postulanteUsuarioId: null,
        inicio,
        minutos: body.duracion_min,
        ...(exceptoId ? { exceptoId } : {}),
      });
      if (ocupado) throw new AppError('CONFLICT', M.horarioOcupado, { errors: { horarios: M.horarioOcupado } });
    }
    return horarios.sort((a, b) => a.getTime() - b.getTime()).map((d) => d.toISOString());
  }

  async function dePostulacion(actor: Actor, postulacionId: number) {
    const orgId = await empresaDe(actor);
    const found = await repo.postulacionDeEmpresa(db, orgId, postulacionId);
    if (!found) throw new AppError('NOT_FOUND', POSTULANTES_MESSAGES.postulanteNoEncontrado);
    return (await repo.dePostulacion(db, orgId, postulacionId)).map((f) => vistaEquipo(f));
  }

  async function proponer(actor: Actor, postulacionId: number, body: PropuestaBody) {
    const orgId = await empresaDe(actor);
    return db.transaction(async (tx) => {
      const found = await repo.postulacionDeEmpresa(tx, orgId, postulacionId, true);
      if (!found) throw new AppError('NOT_FOUND', POSTULANTES_MESSAGES.postulanteNoEncontrado);
      if (primerasGratis.oculta(found.p, destacada(found.o))) throw new AppError('FORBIDDEN', M.bloqueado);
      if (found.p.estado === ESTADO_POSTULANTE.DESCARTADO) throw new AppError('CONFLICT', M.noSeleccionado);
      // One company's proposals one at a time: two seats cannot book the same person twice at once.
      await lockOrganizacion(tx, orgId);
      if (await repo.tienePendiente(tx, postulacionId, deps.now())) throw new AppError('CONFLICT', M.yaTiene);
      const horarios = await validarPropuesta(tx, body, actor.usuarioId);
      const token = nuevoToken();
      const id = await repo.crear(tx, {
        postulacion_id: postulacionId,
        organizacion_id: orgId,
        autor_id: actor.usuarioId,
        modalidad: body.modalidad,
        lugar: body.lugar,
        duracion_min: body.duracion_min,
        horarios,
        mensaje: body.mensaje || null,
        token_hash: sha256(token),
        creado_en: deps.now(),
        actualizado_en: deps.now(),
      });
      const f = await repo.deEmpresa(tx, orgId, id);
      if (!f) throw new Error('entrevista recién creada no encontrada');
      await deps.mailer.send(
        tx,
        f.postulante_correo,
        mails.propuestaMail({
          ...datos(f),
          nombres: f.postulante_nombres,
          horarios: horarios.map((h) => new Date(h)),
          mensaje: f.e.mensaje,
          token,
          reprogramada: false,
        }),
      );
      await bitacora(tx, actor, orgId, enBitacora('entrevista.proponer', f, { horarios: horarios.length }));
      return vistaEquipo(f);
    });
  }

  /**
   * The bulk bar's proposal: the same slots to several applicants of one offer (each picks on their own; the first to
   * pick a slot takes it). Every id must be an active application of that offer of the company (404 otherwise, nothing
   * done); one a free offer hides refuses the whole proposal (403). Those with an interview still to happen are left
   * out and counted. Set-based: one INSERT, one batch of mails and one trail entry, whatever the selection.
   */
  async function proponerVarias(actor: Actor, ofertaId: number, body: PropuestaMasivaBody) {
    const orgId = await empresaDe(actor);
    const { postulaciones: pedidas, ...propuesta } = body;
    return db.transaction(async (tx) => {
      const o = await repo.ofertaDeEmpresa(tx, orgId, ofertaId);
      if (!o) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
      const filas = await repo.postulacionesDeOferta(tx, o.id, pedidas);
      if (filas.length !== pedidas.length) throw new AppError('NOT_FOUND', PIPELINE_MESSAGES.ajenos);
      if (filas.some((p) => primerasGratis.oculta(p, destacada(o)))) throw new AppError('FORBIDDEN', M.bloqueado);
      const decididas = filas.filter((p) => p.estado === ESTADO_POSTULANTE.DESCARTADO).length;
      if (decididas > 0) throw new AppError('CONFLICT', noSeleccionados(decididas));
      await lockOrganizacion(tx, orgId);
      const horarios = await validarPropuesta(tx, propuesta, actor.usuarioId);
      const conPendiente = await repo.conPendiente(tx, pedidas, deps.now());
      const libres = pedidas.filter((id) => !conPendiente.has(id));
      if (libres.length > 0) {
        const tokens = new Map(libres.map((id) => [id, nuevoToken()]));
        const tokenDe = (postulacionId: number) => {
          const token = tokens.get(postulacionId);
          if (!token) throw new Error('entrevista sin enlace');
          return token;
        };
        const ids = await repo.crearVarias(
          tx,
          libres.map((postulacionId) => ({
            postulacion_id: postulacionId,
            organizacion_id: orgId,
            autor_id: actor.usuarioId,
            modalidad: propuesta.modalidad,
            lugar: propuesta.lugar,
            duracion_min: propuesta.duracion_min,
            horarios,
            mensaje: propuesta.mensaje || null,
            token_hash: sha256(tokenDe(postulacionId)),
            creado_en: deps.now(),
            actualizado_en: deps.now(),
          })),
        );
        const creadas = await repo.deEmpresaVarias(tx, orgId, ids);
        await deps.mailer.sendMany(
          tx,
          creadas.map((f) => ({
            to: f.postulante_correo,
            mail: mails.propuestaMail({
              ...datos(f),
              nombres: f.postulante_nombres,
              horarios: horarios.map((h) => new Date(h)),
              mensaje: f.e.mensaje,
              token: tokenDe(f.e.postulacion_id),
              reprogramada: false,
            }),
          })),
        );
      }
      await bitacora(tx, actor, orgId, {
        accion: 'entrevista.proponer_varias',
        entidad: 'oferta',
        entidad_id: o.id,
        detalle: { oferta: o.titulo, postulaciones: libres.length, ya_tenian: conPendiente.size, horarios: horarios.length },
      });
      return { propuestas: libres.length, ya_tenian: conPendiente.size };
    });
  }

  async function semana(actor: Actor, desde: string | undefined) {
    const orgId = await empresaDe(actor);
    const inicio = desde ?? lunesDe(deps.now());
    if (!validIsoDate(inicio)) throw fieldError('desde', M.semana);
    const hasta = addDays(inicio, 7);
    const rows = await repo.deSemana(db, orgId, limaDayStart(inicio), limaDayStart(hasta));
    // A proposal's slot that another confirmed interview took is no longer on offer: the week leaves it out, as the
    // applicant's link does, so a taken hour does not look booked three times.
    const tomados = await repo.horariosTomados(
      db,
      rows.filter((f) => f.e.estado === 'propuesta').map((f) => f.e.id),
    );
    return { items: rows.map((f) => vistaEquipo(f, tomados.get(f.e.id))), desde: inicio, hasta };
  }

  async function deEmpresaOr404(tx: DbOrTx, orgId: number, id: number, forUpdate = false) {
    const f = await repo.deEmpresa(tx, orgId, id, forUpdate);
    if (!f) throw new AppError('NOT_FOUND', M.noEncontrada);
    return f;
  }

  async function reprogramar(actor: Actor, id: number, body: PropuestaBody) {
    const orgId = await empresaDe(actor);
    return db.transaction(async (tx) => {
      const antes = await deEmpresaOr404(tx, orgId, id, true);
      if (antes.e.estado === 'cancelada') throw new AppError('CONFLICT', M.yaCancelada);
      if (realizada(antes)) throw new AppError('CONFLICT', M.yaRealizada);
      await lockOrganizacion(tx, orgId);
      const horarios = await validarPropuesta(tx, body, antes.e.autor_id ?? actor.usuarioId, id);
      // The time being replaced is not a new proposal: both mails would contradict each other (walk w36).
      const reemplazado = antes.e.inicio?.toISOString();
      if (reemplazado && horarios.includes(reemplazado)) throw fieldError('horarios', M.horarioReemplazado);
      const token = nuevoToken();
      // The earlier confirmed time goes out of the applicant's calendar with the same event, cancelled.
      const cancelacion = antes.e.inicio
        ? ics({ ...antes, e: { ...antes.e, estado: 'cancelada', secuencia: antes.e.secuencia + 1 } }, 'postulante')
        : null;
      await repo.actualizar(tx, id, {
        estado: 'propuesta',
        modalidad: body.modalidad,
        lugar: body.lugar,
        duracion_min: body.duracion_min,
        horarios,
        mensaje: body.mensaje || null,
        inicio: null,
        secuencia: antes.e.secuencia + 1,
        token_hash: sha256(token),
        recordada_en: null,
        actualizado_en: deps.now(),
      });
      const f = await deEmpresaOr404(tx, orgId, id);
      const mail = mails.propuestaMail({
        ...datos(f),
        nombres: f.postulante_nombres,
        horarios: horarios.map((h) => new Date(h)),
        mensaje: f.e.mensaje,
        token,
        reprogramada: true,
        anterior: antes.e.inicio,
      });
      await deps.mailer.send(tx, f.postulante_correo, cancelacion ? { ...mail, attachments: [mails.icsAdjunto(cancelacion)] } : mail);
      await avisarEquipoSinHorario(tx, antes, true);
      await bitacora(
        tx,
        actor,
        orgId,
        enBitacora('entrevista.reprogramar', f, { horarios: horarios.length, ...(antes.e.inicio ? { confirmada: true } : {}) }),
      );
      return vistaEquipo(f);
    });
  }

  async function cancelar(actor: Actor, id: number, motivo: string) {
    const orgId = await empresaDe(actor);
    return db.transaction(async (tx) => {
      const antes = await deEmpresaOr404(tx, orgId, id, true);
      if (antes.e.estado === 'cancelada') throw new AppError('CONFLICT', M.yaCancelada);
      if (realizada(antes)) throw new AppError('CONFLICT', M.yaRealizada);
      await repo.actualizar(tx, id, {
        estado: 'cancelada',
        secuencia: antes.e.secuencia + 1,
        motivo_cancelacion: motivo || null,
        actualizado_en: deps.now(),
      });
      const f = await deEmpresaOr404(tx, orgId, id);
      await deps.mailer.send(
        tx,
        f.postulante_correo,
        mails.canceladaMail({
          ...datos(f),
          nombres: f.postulante_nombres,
          inicio: f.e.inicio,
          motivo: f.e.motivo_cancelacion,
          ics: f.e.inicio ? ics(f, 'postulante') : null,
        }),
      );
      await avisarEquipoSinHorario(tx, antes, false);
      await bitacora(
        tx,
        actor,
        orgId,
        enBitacora('entrevista.cancelar', f, f.e.motivo_cancelacion ? { motivo: f.e.motivo_cancelacion } : {}),
      );
      return vistaEquipo(f);
    });
  }

  async function icsEquipo(actor: Actor, id: number) {
    const orgId = await empresaDe(actor);
    return ics(await deEmpresaOr404(db, orgId, id), 'equipo');
  }

  async function criterios(actor: Actor) {
    return repo.criterios(db, await empresaDe(actor));
  }

  async function guardarCriterios(actor: Actor, nombres: string[]) {
    const orgId = await empresaDe(actor);
    return db.transaction(async (tx) => {
      await lockOrganizacion(tx, orgId);
      await repo.reemplazarCriterios(tx, orgId, nombres);
      return repo.criterios(tx, orgId);
    });
  }

  async function resultado(actor: Actor, id: number, body: { resultado: ResultadoEntrevista; puntajes: PuntajeEntrevista[] }) {
    const orgId = await empresaDe(actor);
    return db.transaction(async (tx) => {
      const antes = await deEmpresaOr404(tx, orgId, id, true);
      if (antes.e.estado === 'cancelada') throw new AppError('CONFLICT', M.yaCancelada);
      // An outcome and a scorecard describe what happened: only from the confirmed start on.
      if (antes.e.estado !== 'confirmada' || !antes.e.inicio || antes.e.inicio.getTime() > deps.now().getTime())
        throw new AppError('CONFLICT', M.resultadoAntes);
      const propios = new Map((await repo.criterios(tx, orgId)).map((c) => [c.toLowerCase(), c]));
      const vistos = new Set<string>();
      const puntajes: PuntajeEntrevista[] = [];
      for (const p of body.puntajes) {
        const nombre = propios.get(p.criterio.toLowerCase());
        if (!nombre || vistos.has(nombre)) throw fieldError('puntajes', M.criterioDesconocido);
        vistos.add(nombre);
        puntajes.push({ criterio: nombre, puntaje: p.puntaje, comentario: p.comentario });
      }
      await repo.actualizar(tx, id, { resultado: body.resultado, puntajes, actualizado_en: deps.now() });
      return vistaEquipo(await deEmpresaOr404(tx, orgId, id));
    });
  }

  // ------------------------------------------------------------------ the applicant's side

  /**
   * Picks a slot: one of those proposed, still future, and free for both the seat that proposed it and the applicant.
   * Both sides get the .ics. `tokenEnMano`: the link it was picked from keeps working (it now shows the confirmed
   * interview); picked from Mis postulaciones, a new link goes in the confirmation.
   */
  async function elegirEn(tx: DbOrTx, f: repo.FilaEntrevista, inicioIso: string, tokenEnMano: string | null) {
    if (f.e.estado === 'cancelada') throw new AppError('CONFLICT', M.yaCancelada);
    if (f.e.estado === 'confirmada') throw new AppError('CONFLICT', M.yaElegida);
    // A decided application (No seleccionada) keeps no interview: one left proposed is not picked.
    if (f.postulacion_estado === ESTADO_POSTULANTE.DESCARTADO) throw new AppError('CONFLICT', M.decidida);
    const pedido = new Date(inicioIso);
    const inicio = f.e.horarios.map((h) => new Date(h)).find((h) => h.getTime() === pedido.getTime());
    if (!inicio) throw fieldError('inicio', M.noPropuesto);
    if (inicio.getTime() <= deps.now().getTime()) throw fieldError('inicio', M.horarioPasado);
    await lockOrganizacion(tx, f.e.organizacion_id);
    const ocupado = await repo.choque(tx, {
      autorId: f.e.autor_id,
      postulanteUsuarioId: f.postulante_usuario_id,
      inicio,
      minutos: f.e.duracion_min,
      exceptoId: f.e.id,
    });
    if (ocupado) throw new AppError('CONFLICT', M.noDisponible, { errors: { inicio: M.noDisponible } });
    const token = tokenEnMano ?? nuevoToken();
    await repo.actualizar(tx, f.e.id, {
      estado: 'confirmada',
      inicio,
      secuencia: f.e.secuencia + 1,
      token_hash: sha256(token),
      recordada_en: null,
      actualizado_en: deps.now(),
    });
    const g = await repo.deEmpresa(tx, f.e.organizacion_id, f.e.id);
    if (!g) throw new AppError('NOT_FOUND', M.noEncontrada);
    const postulante = nombreCompleto(g.postulante_nombres, g.postulante_apellidos);
    await deps.mailer.send(
      tx,
      g.postulante_correo,
      mails.confirmadaPostulanteMail({ ...datos(g), nombres: g.postulante_nombres, inicio, ics: ics(g, 'postulante'), token }),
    );
    const equipo = g.autor_correo ?? g.titular_correo;
    if (equipo) {
      await deps.mailer.send(
        tx,
        equipo,
        mails.confirmadaEquipoMail({ ...datos(g), nombres: g.autor_nombres ?? '', postulante, inicio, ics: ics(g, 'equipo') }),
      );
    }
    return vistaPostulante(g);
  }

  /** The applicant's views of these interviews, a proposal's slots taken meanwhile left out. */
  async function vistasPostulante(filas: repo.FilaEntrevista[]) {
    const tomados = await repo.horariosTomados(
      db,
      filas.filter((f) => f.e.estado === 'propuesta').map((f) => f.e.id),
    );
    return filas.map((f) => vistaPostulante(f, tomados.get(f.e.id) ?? new Set()));
  }

  async function mias(usuarioId: number) {
    return vistasPostulante(await repo.delPostulante(db, usuarioId));
  }

  async function miaOr404(tx: DbOrTx, usuarioId: number, id: number, forUpdate = false) {
    const f = await repo.dePostulante(tx, usuarioId, id, forUpdate);
    if (!f) throw new AppError('NOT_FOUND', M.noEncontrada);
    return f;
  }

  async function elegirMia(usuarioId: number, id: number, inicio: string) {
    return db.transaction(async (tx) => elegirEn(tx, await miaOr404(tx, usuarioId, id, true), inicio, null));
  }

  async function icsMia(usuarioId: number, id: number) {
    return ics(await miaOr404(db, usuarioId, id), 'postulante');
  }

  async function porTokenOr404(tx: DbOrTx, token: string, forUpdate = false) {
    const f = await repo.porToken(tx, sha256(token), forUpdate);
    if (!f) throw new AppError('NOT_FOUND', M.enlaceInvalido);
    // Only the applicant holds the link: it may say why the interview ended with the application or the offer.
    if (f.postulacion_eliminada) throw new AppError('NOT_FOUND', M.enlaceRetiro);
    if (f.oferta_eliminada) throw new AppError('NOT_FOUND', M.enlaceOferta);
    return f;
  }

  async function enlace(token: string) {
    const [vista] = await vistasPostulante([await porTokenOr404(db, token)]);
    if (!vista) throw new AppError('NOT_FOUND', M.enlaceInvalido);
    return vista;
  }

  async function elegirPorEnlace(token: string, inicio: string) {
    return db.transaction(async (tx) => elegirEn(tx, await porTokenOr404(tx, token, true), inicio, token));
  }

  async function icsEnlace(token: string) {
    return ics(await porTokenOr404(db, token), 'postulante');
  }

  // ------------------------------------------------------------------ the day-before reminder

  /**
   * Reminds both sides of the confirmed interviews of the Lima day after `dia`. Each interview is taken once (its
   * `recordada_en` set in the transaction that stores its mails), so a repeated run sends nothing twice; a
   * rescheduled interview is reminded again for its new time. Returns how many were reminded.
   */
  async function recordar(dia: string): Promise<number> {
    const manana = addDays(dia, 1);
    const candidatas = await repo.porRecordar(db, limaDayStart(manana), limaDayStart(addDays(manana, 1)));
    let n = 0;
    for (const { id } of candidatas) {
      const enviado = await db.transaction(async (tx) => {
        if (!(await repo.tomarRecordatorio(tx, id, deps.now()))) return false;
        const f = await repo.porId(tx, id);
        if (!f?.e.inicio) return false;
        const inicio = f.e.inicio;
        const postulante = nombreCompleto(f.postulante_nombres, f.postulante_apellidos);
        await deps.mailer.send(
          tx,
          f.postulante_correo,
          mails.recordatorioMail({
            ...datos(f),
            nombres: f.postulante_nombres,
            con: f.empresa ?? 'la empresa',
            inicio,
            url: `${deps.publicUrl}${paths.postulantes.postulaciones}`,
          }),
        );
        const equipo = f.autor_correo ?? f.titular_correo;
        if (equipo) {
          await deps.mailer.send(
            tx,
            equipo,
            mails.recordatorioMail({
              ...datos(f),
              nombres: f.autor_nombres ?? '',
              con: postulante,
              inicio,
              url: `${deps.publicUrl}${paths.empresas.entrevistas}`,
            }),
          );
        }
        return true;
      });
      if (enviado) n++;
    }
    return n;
  }

  return {
    dePostulacion,
    proponer,
    proponerVarias,
    semana,
    reprogramar,
    cancelar,
    icsEquipo,
    criterios,
    guardarCriterios,
    resultado,
    mias,
    elegirMia,
    icsMia,
    enlace,
    elegirPorEnlace,
    icsEnlace,
    recordar,
  };
}
export type EntrevistaService = ReturnType<typeof createEntrevistaService>;
