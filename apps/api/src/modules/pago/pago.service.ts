/**
 * Featured-offer payments (decision 010). A payment stays pending (estado_pago 0) until an administrator
 * validates it in the back office. One payment per operation number and method, guarded by a unique index so that
 * concurrent submits yield one row.
 */
import { limaToday } from '@practiperu/shared/dates';
import { ESTADO_OFERTA, ESTADO_PAGO, TIPO_OFERTA } from '@practiperu/shared/oferta';
import { DUPLICATE_MARKER, toCentimos, type PagoCreado } from '@practiperu/shared/pago';
import type { PagoOfertaData } from '@practiperu/shared/schemas/pago';
import { pgErrorCode, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '@practiperu/shared/session';
import type { Mailer } from '../../mail/mailer.ts';
import { actorDe, registrarEnBitacora } from '../equipo/equipo.public.ts';
import { findOwnForUpdate, organizacionOf, updateOferta } from '../oferta/oferta.public.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import * as repo from './pago.repository.ts';
import { marcarSolicitudPagada, solicitudDestacarVigente } from './solicitudes.service.ts';

export const PAGO_API_MESSAGES = {
  duplicate: `Nro. de operación inválida (${DUPLICATE_MARKER}): ese número de operación ya fue registrado con este método de pago.`,
  pending: 'Ya enviaste un pago para esta oferta y lo estamos validando. Te avisaremos por correo.',
  validated: 'El pago de esta oferta ya fue validado.',
  notDestacado: 'Esta oferta es gratuita: para destacarla, envía el pago con pass_to_destacado=1.',
  cannotFeature: 'Solo las ofertas pendientes o aprobadas pueden pasar a destacadas.',
  rejectedOferta: 'Esta oferta fue rechazada: no se puede pagar su destacado. Duplícala como destacada para publicarla de nuevo.',
  finished: 'La convocatoria ya finalizó: no se puede destacar.',
} as const;

/** The name of the constraint a PostgreSQL error reports (both drivers wrap it: TOOLING). */
function pgConstraint(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && message.includes('pago_oferta_pendiente_uq')) return 'pago_oferta_pendiente_uq';
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function createPagoService(deps: { db: Db; now: () => Date; mailer: Pick<Mailer, 'send'>; publicUrl: string }) {
  const { db } = deps;

  /**
   * POST pago/create: pays a featured offer again after a rejection or for the first time, or features a free one.
   * A seat's pending request to feature the offer is answered by it (docs/team.md).
   */
  async function createForOferta(user: Pick<SessionUser, 'id' | 'email' | 'name' | 'lastname'>, data: PagoOfertaData): Promise<PagoCreado> {
    const usuarioId = user.id;
    const now = deps.now();
    try {
      return await db.transaction(async (tx) => {
        const org = await organizacionOf(tx, usuarioId);
        const o = org ? await findOwnForUpdate(tx, org.id, data.id_oferta) : undefined;
        if (!org || !o) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
        await solicitudDestacarVigente(tx, o.id, data.id_solicitud);
        if (o.estado === ESTADO_OFERTA.RECHAZADA) throw new AppError('CONFLICT', PAGO_API_MESSAGES.rejectedOferta);
        if (o.finaliza || o.fin_convocatoria < limaToday(now)) throw new AppError('CONFLICT', PAGO_API_MESSAGES.finished);
        if (o.tipo === TIPO_OFERTA.GRATIS) {
          // A free offer with no payment state, pending or approved, may become featured.
          if (data.pass_to_destacado !== 1) throw new AppError('CONFLICT', PAGO_API_MESSAGES.notDestacado);
          if (o.estado_pago !== null) throw new AppError('CONFLICT', PAGO_API_MESSAGES.cannotFeature);
        } else if (o.estado_pago === ESTADO_PAGO.PENDIENTE) throw new AppError('CONFLICT', PAGO_API_MESSAGES.pending);
        else if (o.estado_pago === ESTADO_PAGO.VALIDADO) throw new AppError('CONFLICT', PAGO_API_MESSAGES.validated);

        const id = await repo.insertPago(tx, {
          tipo: 'destacado',
          usuario_id: usuarioId,
          organizacion_id: org.id,
          oferta_id: o.id,
          nro_operacion: data.nro_operacion,
          metodo_pago: data.metodo_pago,
          monto_centimos: toCentimos(data.monto),
          estado: 0,
          creado_en: now,
          actualizado_en: now,
        });
        await updateOferta(tx, o.id, { tipo: TIPO_OFERTA.DESTACADO, estado_pago: ESTADO_PAGO.PENDIENTE, actualizado_en: now });
        const actor = actorDe(user);
        await registrarEnBitacora(
          tx,
          org.id,
          actor,
          {
            accion: 'pago.registrar',
            entidad: 'oferta',
            entidad_id: o.id,
            detalle: { titulo: o.titulo, monto: data.monto, metodo_pago: data.metodo_pago },
          },
          now,
        );
        await marcarSolicitudPagada(tx, deps, org.id, o, actor, now);
        return { id_pago: id, id_oferta: o.id, estado_pago: 0 as const };
      });
    } catch (err) {
      if (pgErrorCode(err) !== '23505') throw err;
      // Two submits raced: the unique indexes decided. The same offer twice, or an operation number already used.
      if (pgConstraint(err) === 'pago_oferta_pendiente_uq') throw new AppError('CONFLICT', PAGO_API_MESSAGES.pending);
      throw new AppError('CONFLICT', PAGO_API_MESSAGES.duplicate, { errors: { nro_operacion: PAGO_API_MESSAGES.duplicate } });
    }
  }

  return { createForOferta };
}
