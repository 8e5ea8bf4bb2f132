/**
 * Payment validation of featured offers and applicant premium. An administrator compares the operation number,
 * method and amount with what arrived and decides once:
 * - featured offer validated: pago.estado 1, the offer's estado_pago 1 and destacado_desde now (featured from
 *   the validation until its deadline); its locked applications (a free offer's beyond the first 15) unlock and
 *   are scored;
 * - featured offer rejected: pago.estado 2 and the offer's estado_pago 2, so the company can pay again;
 * - premium validated: a membership from today (Lima) for PREMIUM_MONTHS months, to 23:59 of expira_el;
 * - premium rejected: pago.estado 2 with mostrar_rechazado 1, so the applicant sees the notice.
 * The payer gets an e-mail either way (a transactional mail, always sent).
 */
import { paths } from '@practiperu/shared/paths';
import { limaToday, addDays } from '@practiperu/shared/dates';
import { accionesOferta, ESTADO_PAGO } from '@practiperu/shared/oferta';
import { PRECIO_OFERTA_DESTACADA, PRECIO_POSTULANTE_PREMIUM } from '@practiperu/shared/constants';
import { ESTADO_PAGO_REGISTRO, toCentimos } from '@practiperu/shared/pago';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PagoTipo } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { pagoDestacadoRechazadoMail, pagoDestacadoValidadoMail, pagoPremiumRechazadoMail, pagoPremiumValidadoMail } from './pagos.mails.ts';
import { ADMIN_PAGE_SIZE, iso, offsetOf, pagina, soles, type Pagina } from './admin.common.ts';
import { primerasGratis } from '../oferta/oferta.public.ts';
import { audit, type Actor } from './auditoria.repository.ts';
import * as repo from './pagos.repository.ts';
import type { AdminPago } from '@practiperu/shared/admin';

export const ADMIN_PAGO_MESSAGES = {
  notFound: 'No se encontró el pago.',
  validated: 'Se validó el pago y se avisó por correo a quien pagó.',
  alreadyValidated: 'El pago ya estaba validado.',
  rejected: 'Se rechazó el pago y se avisó por correo a quien pagó.',
  alreadyRejected: 'El pago ya estaba rechazado.',
  validatedByOther: 'Este pago ya fue validado: no se puede rechazar.',
  rejectedByOther: 'Este pago ya fue rechazado: no se puede validar.',
  withdrawn: 'La empresa retiró este pago (canceló el destacado o eliminó la oferta): ya no se puede decidir.',
  ofertaGone: 'La oferta de este pago ya no existe: no se puede validar.',
  payerGone: 'La cuenta que hizo este pago ya no existe: no se puede validar.',
} as const;

const HOUR_MS = 3_600_000;

/** What a payment of this kind must declare today (the price constants); another amount is refused. */
export function precioDe(tipo: PagoTipo): number {
  return tipo === 'premium' ? PRECIO_POSTULANTE_PREMIUM : PRECIO_OFERTA_DESTACADA;
}

/** 'YYYY-MM-DD' plus n calendar months; a day the target month lacks becomes its last day (31 Aug + 6 → 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y = 1970, m = 1, d = 1] = isoDate.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The membership a validated premium payment grants: from today in Lima, or from the day after a membership still
 * running (paying early loses no day), to the same day PREMIUM_MONTHS months later, until 23:59 Lima.
 */
export function membershipDates(today: string, currentEnd: string | null, months: number): { inicio: string; expira_el: string } {
  const inicio = currentEnd && currentEnd >= today ? addDays(currentEnd, 1) : today;
  return { inicio, expira_el: addMonths(inicio, months) };
}

export interface PagoDecision {
  item: AdminPago;
  ya_decidido: boolean;
}

function toAdminPago(row: NonNullable<repo.PagoJoined>, now: Date): AdminPago {
  const p = row.pago;
  return {
    id: p.id,
    tipo: p.tipo,
    estado: p.estado,
    nro_operacion: p.nro_operacion,
    metodo_pago: p.metodo_pago,
    monto: soles(p.monto_centimos),
    precio: precioDe(p.tipo),
    monto_distinto: p.monto_centimos !== toCentimos(precioDe(p.tipo)),
    creado_en: p.creado_en.toISOString(),
    horas_esperando: p.estado === ESTADO_PAGO_REGISTRO.PENDIENTE ? Math.floor((now.getTime() - p.creado_en.getTime()) / HOUR_MS) : null,
    motivo: p.motivo,
    decidido_en: iso(p.decidido_en),
    decidido_por: row.decidido_por,
    mostrar_rechazado: p.mostrar_rechazado,
    pagador: row.pagador?.id
      ? { id: row.pagador.id, correo: row.pagador.correo, nombres: row.pagador.nombres, apellidos: row.pagador.apellidos }
      : null,
    empresa: row.empresa?.id ? { id: row.empresa.id, nombre: row.empresa.nombre, ruc: row.empresa.ruc } : null,
    oferta: row.oferta?.id
      ? {
          id: row.oferta.id,
          titulo: row.oferta.titulo,
          estado: row.oferta.estado,
          estado_pago: row.oferta.estado_pago,
          fin_convocatoria: row.oferta.fin_convocatoria,
        }
      : null,
    membresia: row.membresia?.id ? { id: row.membresia.id, inicio: row.membresia.inicio, expira_el: row.membresia.expira_el } : null,
  };
}

export function createAdminPagoService(deps: {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'PREMIUM_MONTHS' | 'SUPPORT_WHATSAPP'>;
  /**
   * The offer's payment left review (validated or rejected): a recruiter seat's pending requests to annul it or to
   * remove the offer have nothing left to annul and close, their seats told. Given by the composition.
   */
  solicitudesSinEfecto?: (tx: DbOrTx, o: { id: number; titulo: string }, validado: boolean, now: Date) => Promise<void>;
}) {
  const { db, mailer, config } = deps;
  const misPublicaciones = `${config.publicUrl}${paths.empresas.misOfertas}`;
  const membresiaUrl = `${config.publicUrl}${paths.postulantes.membership}`;

  async function list(f: { page: number; estado?: number; tipo?: PagoTipo }): Promise<Pagina<AdminPago>> {
    const now = deps.now();
    const total = await repo.countPagos(db, f);
    const rows = await repo.listPagos(db, f, ADMIN_PAGE_SIZE, offsetOf(f.page));
    return pagina(
      rows.map((r) => toAdminPago(r, now)),
      total,
      f.page,
    );
  }

  async function detail(id: number): Promise<AdminPago> {
    const row = await repo.findPago(db, id);
    if (!row) throw new AppError('NOT_FOUND', ADMIN_PAGO_MESSAGES.notFound);
    return toAdminPago(row, deps.now());
  }

  /** The state a payment must be in to be decided now; an equal decision already taken is answered as such. */
  function check(p: repo.PagoRow, wanted: 1 | 2): 'decide' | 'same' {
    if (p.estado === wanted) return 'same';
    if (p.estado === ESTADO_PAGO_REGISTRO.VALIDADO) throw new AppError('CONFLICT', ADMIN_PAGO_MESSAGES.validatedByOther);
    if (p.estado === ESTADO_PAGO_REGISTRO.RECHAZADO) throw new AppError('CONFLICT', ADMIN_PAGO_MESSAGES.rejectedByOther);
    if (p.estado === ESTADO_PAGO_REGISTRO.ANULADO) throw new AppError('CONFLICT', ADMIN_PAGO_MESSAGES.withdrawn);
    return 'decide';
  }

  /** POST admin/pagos/{id}/validar. */
  async function validate(actor: Actor, id: number): Promise<PagoDecision> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const p = await repo.lockPago(tx, id);
      if (!p) throw new AppError('NOT_FOUND', ADMIN_PAGO_MESSAGES.notFound);
      if (check(p, ESTADO_PAGO_REGISTRO.VALIDADO) === 'same') {
        return { item: toAdminPago((await repo.findPago(tx, id))!, now), ya_decidido: true };
      }
      const decided = { estado: ESTADO_PAGO_REGISTRO.VALIDADO, decidido_en: now, decidido_por: actor.id, actualizado_en: now };
      const payer = p.usuario_id ? await repo.findUsuario(tx, p.usuario_id) : undefined;

      if (p.tipo === 'destacado') {
        const o = p.oferta_id ? await repo.lockOferta(tx, p.oferta_id) : undefined;
        if (!o || o.eliminado_en) throw new AppError('CONFLICT', ADMIN_PAGO_MESSAGES.ofertaGone);
        if (!(await repo.decide(tx, id, decided))) throw new AppError('CONFLICT', ADMIN_PAGO_MESSAGES.rejectedByOther);
        await repo.updateOferta(tx, o.id, { estado_pago: ESTADO_PAGO.VALIDADO, destacado_desde: now, actualizado_en: now });
        await deps.solicitudesSinEfecto?.(tx, o, true, now);
        const desbloqueadas = await primerasGratis.desbloquearTodas(tx, o.id, now);
        await audit(
          tx,
          actor,
          {
            accion: 'pago.validar',
            entidad: 'pago',
            entidad_id: id,
            antes: { estado: p.estado, oferta: { id: o.id, estado_pago: o.estado_pago, destacado_desde: o.destacado_desde } },
            despues: {
              estado: decided.estado,
              oferta: { id: o.id, estado_pago: ESTADO_PAGO.VALIDADO, destacado_desde: now },
              postulaciones_desbloqueadas: desbloqueadas,
            },
          },
          now,
        );
        if (payer) {
          await mailer.send(
            tx,
            payer.correo,
            pagoDestacadoValidadoMail({
              nombres: payer.nombres,
              titulo: o.titulo,
              nroOperacion: p.nro_operacion,
              finConvocatoria: o.fin_convocatoria,
              url: misPublicaciones,
            }),
          );
        }
      } else {
        if (!payer) throw new AppError('CONFLICT', ADMIN_PAGO_MESSAGES.payerGone);
        if (!(await repo.decide(tx, id, decided))) throw new AppError('CONFLICT', ADMIN_PAGO_MESSAGES.rejectedByOther);
        const today = limaToday(now);
        const dates = membershipDates(today, await repo.activeMembershipEnd(tx, payer.id, today), config.PREMIUM_MONTHS);
        const m = await repo.insertMembership(tx, { usuario_id: payer.id, pago_id: id, ...dates, creado_en: now });
        await audit(
          tx,
          actor,
          {
            accion: 'pago.validar',
            entidad: 'pago',
            entidad_id: id,
            antes: { estado: p.estado },
            // The membership length in force when it was granted is recorded with it (PREMIUM_MONTHS may change).
            despues: { estado: decided.estado, membresia: { id: m.id, usuario_id: payer.id, ...dates, meses: config.PREMIUM_MONTHS } },
          },
          now,
        );
        await mailer.send(
          tx,
          payer.correo,
          pagoPremiumValidadoMail({ nombres: payer.nombres, nroOperacion: p.nro_operacion, expiraEl: dates.expira_el, url: membresiaUrl }),
        );
      }
      return { item: toAdminPago((await repo.findPago(tx, id))!, now), ya_decidido: false };
    });
  }

  /** POST admin/pagos/{id}/rechazar {motivo}. */
  async function reject(actor: Actor, id: number, motivo: string): Promise<PagoDecision> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const p = await repo.lockPago(tx, id);
      if (!p) throw new AppError('NOT_FOUND', ADMIN_PAGO_MESSAGES.notFound);
      if (check(p, ESTADO_PAGO_REGISTRO.RECHAZADO) === 'same') {
        return { item: toAdminPago((await repo.findPago(tx, id))!, now), ya_decidido: true };
      }
      const o = p.tipo === 'destacado' && p.oferta_id ? await repo.lockOferta(tx, p.oferta_id) : undefined;
      const decided = await repo.decide(tx, id, {
        estado: ESTADO_PAGO_REGISTRO.RECHAZADO,
        motivo,
        decidido_en: now,
        decidido_por: actor.id,
        // The premium rejection notice shows until the applicant dismisses it.
        mostrar_rechazado: 1,
        actualizado_en: now,
      });
      if (!decided) throw new AppError('CONFLICT', ADMIN_PAGO_MESSAGES.validatedByOther);
      // The offer shows 'Destacado rechazado' and 'Pagar destacado' (only if this was its current payment).
      const ofertaRechazada = o && !o.eliminado_en && o.estado_pago === ESTADO_PAGO.PENDIENTE;
      if (o && ofertaRechazada) {
        await repo.updateOferta(tx, o.id, { estado_pago: ESTADO_PAGO.RECHAZADO, actualizado_en: now });
        await deps.solicitudesSinEfecto?.(tx, o, false, now);
      }
      await audit(
        tx,
        actor,
        {
          accion: 'pago.rechazar',
          entidad: 'pago',
          entidad_id: id,
          antes: { estado: p.estado, motivo: p.motivo, ...(o ? { oferta: { id: o.id, estado_pago: o.estado_pago } } : {}) },
          despues: {
            estado: decided.estado,
            motivo,
            mostrar_rechazado: decided.mostrar_rechazado,
            ...(o ? { oferta: { id: o.id, estado_pago: ofertaRechazada ? ESTADO_PAGO.RECHAZADO : o.estado_pago } } : {}),
          },
        },
        now,
      );
      const payer = p.usuario_id ? await repo.findUsuario(tx, p.usuario_id) : undefined;
      if (payer) {
        const mail =
          p.tipo === 'destacado'
            ? pagoDestacadoRechazadoMail({
                nombres: payer.nombres,
                titulo: o?.titulo ?? 'tu aviso',
                nroOperacion: p.nro_operacion,
                motivo,
                url: misPublicaciones,
                soporteWhatsapp: config.SUPPORT_WHATSAPP,
                // The mail points to what Mis publicaciones shows now: «Pagar destacado» or «Duplicar como destacada».
                puedePagar: Boolean(
                  o &&
                  !o.eliminado_en &&
                  accionesOferta(
                    { ...o, estado_pago: ofertaRechazada ? ESTADO_PAGO.RECHAZADO : o.estado_pago, finaliza: iso(o.finaliza) },
                    now,
                  ).pagarDestacado,
                ),
              })
            : pagoPremiumRechazadoMail({
                nombres: payer.nombres,
                nroOperacion: p.nro_operacion,
                motivo,
                url: membresiaUrl,
                soporteWhatsapp: config.SUPPORT_WHATSAPP,
              });
        await mailer.send(tx, payer.correo, mail);
      }
      return { item: toAdminPago((await repo.findPago(tx, id))!, now), ya_decidido: false };
    });
  }

  return { list, detail, validate, reject };
}

export type { AdminPago };
