/**
 * A recruiter seat's requests to its company's administrators (docs/team.md, decisions 033 and 110): to feature an
 * offer (only administrators pay), to annul a featured offer's payment in review or to remove such an offer (only
 * administrators give money back). The administrators are mailed and see the request in Equipo; one does it through
 * the normal action (`pago/create`, `oferta/cancelDestacado`, `oferta/removeMyOffer`, each of which marks the offer's
 * pending request of that kind resolved, whoever did it and however it was reached) or declines it. The seat is mailed
 * either way and sees the outcome in its own list. Every step is recorded in the company's trail.
 */
import { paths } from '@practiperu/shared/paths';
import { rolPuede, SOLICITUD_MESSAGES, type SolicitudTipo } from '@practiperu/shared/equipo';
import { accionesOferta, ESTADO_OFERTA, ESTADO_PAGO, TIPO_OFERTA } from '@practiperu/shared/oferta';
import type { SolicitudDestacado } from '@practiperu/shared/pago';
import type { SessionUser } from '@practiperu/shared/session';
import { pgErrorCode, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { actorDe, asientoDe, registrarEnBitacora, type MiembroActor } from '../equipo/equipo.public.ts';
import { countPostulantes, findOwnForUpdate, pagosPendientes, pagosPendientesDe } from '../oferta/oferta.public.ts';
import { OFERTA_API_MESSAGES, solicitudYaResuelta } from '../oferta/oferta.service.ts';
import * as repo from './solicitudes.repository.ts';
import { solicitudDestacadoMail, solicitudRespondidaMail, solicitudSinEfectoMail } from './solicitudes.mails.ts';

type OfertaBloqueada = NonNullable<Awaited<ReturnType<typeof findOwnForUpdate>>>;

const yaPendiente = (tipo: SolicitudTipo) =>
  new AppError('CONFLICT', tipo === 'destacar' ? SOLICITUD_MESSAGES.yaPendiente : SOLICITUD_API_MESSAGES.yaPendienteAdministrador);

/**
 * Why a request to annul a payment or remove an offer is refused. Only the API says them (the web shows the answer),
 * so they stay out of the shared bundle every page loads.
 */
export const SOLICITUD_API_MESSAGES = {
  /** The same kind of request for the same offer is waiting already. */
  yaPendienteAdministrador: 'Ya hay una solicitud pendiente para esto en esta oferta: los administradores la ven en Equipo.',
  /** Annulling or removing asked by an administrator, who may do it itself. */
  administradorHace: 'Como administrador puedes hacerlo tú mismo desde Mis publicaciones.',
  /** Annulling or removing asked for an offer whose payment is no longer in review. */
  sinPagoEnRevision: 'Esta oferta ya no tiene un pago en revisión: no hace falta pedírselo a un administrador.',
  /** Removing asked for an offer with applications: removing it would only finish it. */
  noEliminable: 'Esta oferta ya tiene postulantes y no puede eliminarse: usa «Finalizar convocatoria».',
} as const;

/** The trail's action of asking, by kind; declining is `solicitud.rechazar` for every kind, with the kind in its detail. */
const ACCION_SOLICITAR: Record<SolicitudTipo, string> = {
  destacar: 'solicitud.destacar',
  anular_pago: 'solicitud.anular_pago',
  eliminar: 'solicitud.eliminar',
};

/** Resolved requests shown after the pending ones. */
const ATENDIDAS_VISIBLES = 20;

export interface SolicitudDeps {
  db: Db;
  now: () => Date;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
}

type Usuario = Pick<SessionUser, 'id' | 'email' | 'name' | 'lastname' | 'role' | 'equipo_rol'>;

/** The offer can still be paid: «Pagar destacado» (featured, no payment or a rejected one) or «Cambiar a destacado». */
function pagable(
  o: { estado: number; tipo: number; estado_pago: number | null; finaliza: Date | null; fin_convocatoria: string; publicar: number },
  now: Date,
): boolean {
  const a = accionesOferta({ ...o, finaliza: o.finaliza ? o.finaliza.toISOString() : null }, now);
  return a.pagarDestacado || a.cambiarADestacado;
}

type PagoEnRevision = SolicitudDestacado['pago_en_revision'];

/** Each offer's payment in review (its oldest), as the confirmations of annulling it say it; one query for all. */
async function pagosEnRevision(db: DbOrTx, ofertaIds: number[]): Promise<Map<number, NonNullable<PagoEnRevision>>> {
  const out = new Map<number, NonNullable<PagoEnRevision>>();
  for (const p of await pagosPendientesDe(db, [...new Set(ofertaIds)])) {
    if (out.has(p.oferta_id)) continue;
    out.set(p.oferta_id, {
      monto: p.monto_centimos / 100,
      metodo_pago: p.metodo_pago,
      nro_operacion: p.nro_operacion,
      pagado_por: `${p.nombres ?? ''} ${p.apellidos ?? ''}`.trim(),
    });
  }
  return out;
}

function vista(r: repo.SolicitudConOferta, usuarioId: number, now: Date, pago: PagoEnRevision): SolicitudDestacado {
  const s = r.s;
  const pendiente = s.estado === 'pendiente';
  const estadoOferta = {
    estado: r.estado_oferta,
    tipo: r.tipo,
    estado_pago: r.estado_pago,
    finaliza: r.finaliza,
    fin_convocatoria: r.fin_convocatoria,
    publicar: r.publicar,
  };
  const esPagable = pendiente && s.tipo === 'destacar' && pagable(estadoOferta, now);
  const enRevision = pendiente && s.tipo !== 'destacar' ? pago : null;
  // Annulling is cancelling the feature, which a rejected or closed offer no longer offers; removing always can.
  const anulable =
    s.tipo === 'anular_pago'
      ? accionesOferta({ ...estadoOferta, finaliza: r.finaliza ? r.finaliza.toISOString() : null }, now).cancelarDestacado
      : true;
  return {
    id: s.id,
    tipo: s.tipo,
    id_oferta: s.oferta_id,
    titulo: r.titulo,
    tipo_oferta: r.tipo,
    pagable: esPagable,
    publicada: r.estado_oferta === ESTADO_OFERTA.APROBADA,
    pago_en_revision: enRevision,
    accionable: s.tipo === 'destacar' ? esPagable : enRevision !== null && anulable,
    estado: s.estado,
    pago_rechazado: s.tipo === 'destacar' && s.estado === 'pagada' && r.estado_pago === ESTADO_PAGO.RECHAZADO,
    mensaje: s.mensaje,
    solicitado_por: s.solicitado_por_nombre,
    mia: s.solicitado_por === usuarioId,
    resuelto_por: s.resuelto_por_nombre,
    // The seat reads the reason written to it; the administrators, the same facts said to them.
    motivo: s.solicitado_por === usuarioId ? s.motivo : motivoParaAdministradores(s.motivo, s.solicitado_por_nombre),
    creado_en: s.creado_en.toISOString(),
    resuelto_en: s.resuelto_en ? s.resuelto_en.toISOString() : null,
  };
}

export function createSolicitudService(deps: SolicitudDeps) {
  const { db, mailer, publicUrl } = deps;
  const misPublicaciones = `${publicUrl}${paths.empresas.misOfertas}`;

  async function asientoOrThrow(dbOrTx: DbOrTx, usuarioId: number) {
    const asiento = await asientoDe(dbOrTx, usuarioId);
    if (!asiento) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    return asiento;
  }

  /** The views of these rows; a pending request to annul or remove reads its offer's payment in review. */
  async function vistas(rows: repo.SolicitudConOferta[], usuarioId: number, now: Date): Promise<SolicitudDestacado[]> {
    const leePago = (r: repo.SolicitudConOferta) => r.s.estado === 'pendiente' && r.s.tipo !== 'destacar';
    const pagos = await pagosEnRevision(
      db,
      rows.filter(leePago).map((r) => r.s.oferta_id),
    );
    return rows.map((r) => vista(r, usuarioId, now, leePago(r) ? (pagos.get(r.s.oferta_id) ?? null) : null));
  }

  async function releer(id: number, usuarioId: number, now: Date): Promise<SolicitudDestacado> {
    const row = await repo.porId(db, id);
    if (!row) throw new AppError('NOT_FOUND', SOLICITUD_MESSAGES.noEncontrada);
    const [v] = await vistas([row], usuarioId, now);
    return v!;
  }

  /** GET pago/solicitudes: an administrator sees the company's, a recruiter seat its own. */
  async function listar(user: Usuario): Promise<SolicitudDestacado[]> {
    const now = deps.now();
    const asiento = await asientoOrThrow(db, user.id);
    const soloDe = rolPuede(asiento.rol, 'pagos') ? null : user.id;
    const rows = await repo.listar(db, asiento.organizacion_id, soloDe, ATENDIDAS_VISIBLES);
    return vistas(rows, user.id, now);
  }

  /**
   * Whether the seat may ask this of this offer: featuring needs an offer that can still be paid; annulling and
   * removing need a featured offer with a payment in review (removing, also no applications: the removal would only
   * finish it). An administrator does it itself.
   */
  async function comprobar(tx: DbOrTx, rol: Parameters<typeof rolPuede>[0], o: OfertaBloqueada, tipo: SolicitudTipo, now: Date) {
    if (tipo === 'destacar') {
      // An administrator pays; a request would only wait for itself.
      if (!rolPuede(rol, 'solicitarDestacado')) throw new AppError('CONFLICT', SOLICITUD_MESSAGES.administradorPaga);
      if (!pagable(o, now)) throw new AppError('CONFLICT', SOLICITUD_MESSAGES.noDestacable);
      return;
    }
    if (rolPuede(rol, 'anularPago')) throw new AppError('CONFLICT', SOLICITUD_API_MESSAGES.administradorHace);
    if (o.tipo !== TIPO_OFERTA.DESTACADO || (await pagosPendientes(tx, o.id)).length === 0) {
      throw new AppError('CONFLICT', SOLICITUD_API_MESSAGES.sinPagoEnRevision);
    }
    if (tipo === 'eliminar' && ((await countPostulantes(tx, [o.id])).get(o.id) ?? 0) > 0) {
      throw new AppError('CONFLICT', SOLICITUD_API_MESSAGES.noEliminable);
    }
  }

  /** POST pago/solicitudes: a recruiter seat asks; the administrators are mailed in the same transaction. */
  async function solicitar(
    user: Usuario,
    data: { id_oferta: number; mensaje: string | null; tipo: SolicitudTipo },
  ): Promise<SolicitudDestacado> {
    const now = deps.now();
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const asiento = await asientoOrThrow(tx, user.id);
        const o = await findOwnForUpdate(tx, asiento.organizacion_id, data.id_oferta);
        if (!o) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
        await comprobar(tx, asiento.rol, o, data.tipo, now);
        if (await repo.pendienteDeOferta(tx, o.id, data.tipo)) throw yaPendiente(data.tipo);
        const actor = actorDe(user);
        const nuevo = await repo.insertar(tx, {
          organizacion_id: asiento.organizacion_id,
          oferta_id: o.id,
          tipo: data.tipo,
          solicitado_por: user.id,
          solicitado_por_nombre: actor.nombre,
          mensaje: data.mensaje,
          creado_en: now,
        });
        await registrarEnBitacora(
          tx,
          asiento.organizacion_id,
          actor,
          {
            accion: ACCION_SOLICITAR[data.tipo],
            entidad: 'oferta',
            entidad_id: o.id,
            detalle: { titulo: o.titulo, solicitud: nuevo },
          },
          now,
        );
        for (const admin of await repo.administradores(tx, asiento.organizacion_id)) {
          await mailer.send(
            tx,
            admin.correo,
            solicitudDestacadoMail({
              tipo: data.tipo,
              nombres: admin.nombres,
              solicitante: actor.nombre,
              empresa: asiento.organizacion_nombre,
              titulo: o.titulo,
              mensaje: data.mensaje,
              url: `${publicUrl}${paths.empresas.equipo}`,
            }),
          );
        }
        return nuevo;
      });
    } catch (err) {
      // Two requests for one offer at once: the unique index of pending requests decided.
      if (pgErrorCode(err) === '23505') throw yaPendiente(data.tipo);
      throw err;
    }
    return releer(id, user.id, now);
  }

  /** POST pago/solicitudes/{id}/rechazar: an administrator declines; the seat that asked is mailed. */
  async function rechazar(user: Usuario, id: number, motivo: string | null): Promise<SolicitudDestacado> {
    const now = deps.now();
    await db.transaction(async (tx) => {
      // Only an administrator gets here (`requireSeat('pagos')` on the route, decision 047).
      const asiento = await asientoOrThrow(tx, user.id);
      const row = await repo.pendienteParaResolver(tx, asiento.organizacion_id, id);
      if (!row) {
        // Another administrator resolved it while this one's page was open: say so, rather than «not found».
        const resuelta = await repo.porId(tx, id);
        if (resuelta && resuelta.s.organizacion_id === asiento.organizacion_id) {
          throw new AppError('CONFLICT', solicitudYaResuelta(resuelta.s.estado, resuelta.s.resuelto_por_nombre));
        }
        throw new AppError('NOT_FOUND', SOLICITUD_MESSAGES.noEncontrada);
      }
      const actor = actorDe(user);
      await repo.resolver(
        tx,
        { id },
        { estado: 'rechazada', resuelto_por: user.id, resuelto_por_nombre: actor.nombre, motivo, resuelto_en: now },
      );
      await registrarEnBitacora(
        tx,
        asiento.organizacion_id,
        actor,
        {
          accion: 'solicitud.rechazar',
          entidad: 'oferta',
          entidad_id: row.s.oferta_id,
          detalle: { titulo: row.titulo, solicitud: id, tipo: row.s.tipo },
        },
        now,
      );
      if (row.correo_solicitante) {
        await mailer.send(
          tx,
          row.correo_solicitante,
          solicitudRespondidaMail({
            tipo: row.s.tipo,
            nombres: row.nombres_solicitante ?? '',
            titulo: row.titulo,
            resueltoPor: actor.nombre,
            estado: 'rechazada',
            motivo,
            url: misPublicaciones,
          }),
        );
      }
    });
    return releer(id, user.id, now);
  }

  /**
   * GET pago/solicitudes/{id}/pagar: before the payment step opens for a request to feature (and when the step reads
   * its data), whether it can still be paid: 409 with what happened if another administrator resolved it meanwhile or
   * the offer can no longer be paid, so the refusal comes before the form, not at «Registrar pago».
   */
  async function paraPagar(user: Usuario, id: number): Promise<SolicitudDestacado> {
    const now = deps.now();
    const asiento = await asientoOrThrow(db, user.id);
    const row = await repo.porId(db, id);
    if (!row || row.s.organizacion_id !== asiento.organizacion_id || row.s.tipo !== 'destacar') {
      throw new AppError('NOT_FOUND', SOLICITUD_MESSAGES.noEncontrada);
    }
    if (row.s.estado !== 'pendiente') throw new AppError('CONFLICT', yaNoSePaga(row.s.estado, row.s.resuelto_por_nombre));
    const [v] = await vistas([row], user.id, now);
    if (!v!.pagable) throw new AppError('CONFLICT', SOLICITUD_MESSAGES.noDestacable);
    return v!;
  }

  return { listar, solicitar, rechazar, paraPagar };
}

/**
 * Why a request to feature can no longer be paid: another administrator resolved it while this one's page was open.
 * Said at «Pagar destacado» (the list is read again beside it) and, in a race, at «Registrar pago».
 */
export function yaNoSePaga(estado: string, resueltoPor: string | null): string {
  const quien = resueltoPor ?? 'Otro administrador';
  if (estado === 'pagada')
    return `${quien} ya pagó el destacado de esta solicitud: no hace falta pagarlo otra vez y no se registró ningún pago.`;
  if (estado === 'rechazada') return `${quien} ya rechazó esta solicitud: no hay nada que pagar y no se registró ningún pago.`;
  if (estado === 'sin_efecto') return 'Esta solicitud ya quedó sin efecto: no hay nada que pagar y no se registró ningún pago.';
  return `${quien} ya atendió esta solicitud: no hay nada que pagar y no se registró ningún pago.`;
}

/**
 * Called by `pago/create` in its transaction: a pending request for the offer just paid becomes `pagada`, and the
 * seat that asked is mailed. Paying is what answers a request, whoever of the administrators pays.
 */
export async function marcarSolicitudPagada(
  tx: DbOrTx,
  deps: Pick<SolicitudDeps, 'mailer' | 'publicUrl'>,
  organizacionId: number,
  o: { id: number; titulo: string },
  actor: MiembroActor,
  now: Date,
): Promise<void> {
  const pendiente = await repo.pendienteDeOferta(tx, o.id, 'destacar');
  if (!pendiente) return;
  await repo.resolver(
    tx,
    { id: pendiente.id },
    { estado: 'pagada', resuelto_por: actor.usuarioId, resuelto_por_nombre: actor.nombre, motivo: null, resuelto_en: now },
  );
  // Handled like the other kinds in the trail: the payment itself is `pago.registrar`, recorded by the caller.
  await registrarEnBitacora(
    tx,
    organizacionId,
    actor,
    {
      accion: 'solicitud.atender',
      entidad: 'oferta',
      entidad_id: o.id,
      detalle: { titulo: o.titulo, solicitud: pendiente.id, tipo: 'destacar' },
    },
    now,
  );
  const row = await repo.porId(tx, pendiente.id);
  if (!row?.correo_solicitante) return;
  await deps.mailer.send(
    tx,
    row.correo_solicitante,
    solicitudRespondidaMail({
      tipo: 'destacar',
      nombres: row.nombres_solicitante ?? '',
      titulo: o.titulo,
      resueltoPor: actor.nombre,
      estado: 'pagada',
      motivo: null,
      url: `${deps.publicUrl}${paths.empresas.misOfertas}`,
    }),
  );
}

/**
 * `pago/create` from a seat's request (Equipo names it): refused, before anything is paid, if that request is no longer
 * pending (another administrator declined or paid it meanwhile).
 */
export async function solicitudDestacarVigente(tx: DbOrTx, ofertaId: number, id: number | undefined): Promise<void> {
  if (id === undefined) return;
  const s = await repo.deOfertaParaAtender(tx, ofertaId, 'destacar', id);
  if (!s) throw new AppError('NOT_FOUND', SOLICITUD_MESSAGES.noEncontrada);
  if (s.estado !== 'pendiente') throw new AppError('CONFLICT', yaNoSePaga(s.estado, s.resuelto_por_nombre));
}

/** How the payment in review was annulled, for the seat's mail to say what actually happened to the offer. */
export type ComoSeAnulo = 'cancelado' | 'eliminada' | 'cancelado_y_eliminada';

/**
 * Called by `oferta/cancelDestacado` and `oferta/removeMyOffer` in their transaction once they annulled a payment in
 * review: the offer's pending requests of those kinds become `hecha`, whether the administrator came from the request
 * or not, and each seat that asked is mailed. Returns the requests done, for the trail.
 */
export async function marcarSolicitudesHechas(
  tx: DbOrTx,
  deps: Pick<SolicitudDeps, 'mailer' | 'publicUrl'>,
  o: { id: number; titulo: string },
  tipos: readonly SolicitudTipo[],
  actor: Pick<MiembroActor, 'usuarioId' | 'nombre'>,
  now: Date,
  como: ComoSeAnulo,
): Promise<{ id: number; tipo: SolicitudTipo }[]> {
  const hechas: { id: number; tipo: SolicitudTipo }[] = [];
  for (const row of await repo.pendientesDeOferta(tx, o.id, tipos)) {
    await repo.resolver(
      tx,
      { id: row.s.id },
      { estado: 'hecha', resuelto_por: actor.usuarioId, resuelto_por_nombre: actor.nombre, motivo: null, resuelto_en: now },
    );
    hechas.push({ id: row.s.id, tipo: row.s.tipo });
    if (!row.correo_solicitante) continue;
    await deps.mailer.send(
      tx,
      row.correo_solicitante,
      solicitudRespondidaMail({
        tipo: row.s.tipo,
        nombres: row.nombres_solicitante ?? '',
        titulo: o.titulo,
        resueltoPor: actor.nombre,
        estado: 'hecha',
        motivo: null,
        como,
        url: `${deps.publicUrl}${paths.empresas.misOfertas}`,
      }),
    );
  }
  return hechas;
}

/**
 * The offer's pending requests of these kinds lost their object (the offer was removed, or its payment left review
 * another way): they close as `sin_efecto` with the reason, and each seat that asked is mailed. Set-based would save a
 * statement per request, but an offer has at most one pending request per kind.
 */
export async function marcarSolicitudesSinEfecto(
  tx: DbOrTx,
  deps: Pick<SolicitudDeps, 'mailer' | 'publicUrl'>,
  o: { id: number; titulo: string },
  tipos: readonly SolicitudTipo[],
  motivo: string,
  now: Date,
): Promise<void> {
  for (const row of await repo.pendientesDeOferta(tx, o.id, tipos)) {
    await repo.resolver(
      tx,
      { id: row.s.id },
      { estado: 'sin_efecto', resuelto_por: null, resuelto_por_nombre: null, motivo, resuelto_en: now },
    );
    if (!row.correo_solicitante) continue;
    await deps.mailer.send(
      tx,
      row.correo_solicitante,
      solicitudSinEfectoMail({
        nombres: row.nombres_solicitante ?? '',
        titulo: o.titulo,
        motivo,
        url: `${deps.publicUrl}${paths.empresas.misOfertas}`,
      }),
    );
  }
}

/** What the seat may do now that the offer it asked to remove stayed, with no payment in review: said to the seat only. */
const CONSEJO_AL_ASIENTO = 'Si aún quieres eliminarla, ya puedes hacerlo tú desde Mis publicaciones.';

/**
 * Why a request closed without effect, as the seat reads it in its list and its mail (what is stored). The
 * administrators read the same facts without the advice to the seat (`motivoParaAdministradores`).
 */
export const SIN_EFECTO = {
  eliminada: 'La oferta se eliminó.',
  validado: 'El equipo de PractiPerú validó el pago: ya no está en revisión y no puede anularse.',
  rechazado: 'El equipo de PractiPerú rechazó el pago: ya no está en revisión y no hay nada que anular.',
  /** A request to remove the offer, when an administrator cancelled its feature instead: the offer stayed. */
  cancelado: (quien: string) =>
    `${quien} canceló el destacado y anuló el pago en revisión, pero la oferta no se eliminó: sigue como gratuita. ${CONSEJO_AL_ASIENTO}`,
} as const;

/**
 * A stored reason as the administrators read it in Equipo: the advice written to the seat («ya puedes hacerlo tú»)
 * becomes what the seat may now do; the other reasons are facts both read alike.
 */
export function motivoParaAdministradores(motivo: string | null, solicitante: string): string | null {
  if (!motivo?.endsWith(CONSEJO_AL_ASIENTO)) return motivo;
  return `${motivo.slice(0, -CONSEJO_AL_ASIENTO.length)}Ya no tiene un pago en revisión, así que ${solicitante} puede eliminarla sin pedírselo a un administrador.`;
}

export type SolicitudService = ReturnType<typeof createSolicitudService>;
