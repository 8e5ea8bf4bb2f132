/**
 * Applicant premium (decision 019; contract in docs/premium.md).
 * - A payment (`pagoPremium/create`) waits for an administrator (modules/admin/pagos.service.ts), who grants a
 *   membership in Lima dates or rejects it with mostrar_rechazado 1.
 * - The status record is computed on read: premium (1) while a membership runs (inicio ≤ today ≤ expira_el, Lima),
 *   so it ends by itself after 23:59 Lima of expira_el; otherwise a pending payment (0), a rejection still shown (2),
 *   or none (null).
 * - Content is answered only to premium applicants; file links are signed for one applicant and a few hours.
 */
import { ESTADO_PAGO_REGISTRO, DUPLICATE_MARKER, toCentimos } from '@practiperu/shared/pago';
import { limaToday } from '@practiperu/shared/dates';
import {
  ESTADO_PREMIUM,
  PREMIUM_MESSAGES,
  premiumDaysLeft,
  type Membresia,
  type PremiumItem,
  type PremiumStatus,
} from '@practiperu/shared/premium';
import type { PagoPremiumData } from '@practiperu/shared/schemas/premium';
import { pgErrorCode, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { signFile } from './premium.files.ts';
import * as repo from './premium.repository.ts';

export const PREMIUM_API_MESSAGES = {
  duplicate: `Nro. de operación inválida (${DUPLICATE_MARKER}): ese número de operación ya fue registrado con este método de pago.`,
} as const;

export interface PremiumPagoCreado {
  id: number;
  estado_pago: 0;
}

const EMPTY: PremiumStatus = {
  estado_pago: null,
  mostrar_rechazado: 0,
  id: null,
  expira_el: null,
  dias_restantes: null,
  ultimo_dia: false,
  pago_pendiente: false,
};

/** The premium status record of an applicant at `now`: estado_pago, mostrar_rechazado, id, expira_el. */
export async function premiumStatus(db: DbOrTx, usuarioId: number, now: Date): Promise<PremiumStatus> {
  const today = limaToday(now);
  const [running, pagos] = await Promise.all([repo.activeMemberships(db, usuarioId, today), repo.premiumPagos(db, usuarioId)]);
  const pending = pagos.find((p) => p.estado === ESTADO_PAGO_REGISTRO.PENDIENTE);
  const current = running.find((m) => m.inicio <= today);
  if (current) {
    const expira = running.reduce((end, m) => (m.expira_el > end ? m.expira_el : end), current.expira_el);
    const dias = premiumDaysLeft(expira, now);
    return {
      estado_pago: ESTADO_PREMIUM.ACTIVO,
      mostrar_rechazado: 0,
      id: current.pago_id,
      expira_el: expira,
      dias_restantes: dias,
      ultimo_dia: dias === 1,
      pago_pendiente: !!pending,
    };
  }
  if (pending) return { ...EMPTY, estado_pago: ESTADO_PREMIUM.PENDIENTE, id: pending.id, pago_pendiente: true };
  // An ended membership is told on the home (with the renewal prompt), whatever else is shown.
  const vencio_el = await repo.lastEndedMembership(db, usuarioId, today);
  // The newest decided payment: a rejection after the last validation is the notice (until dismissed).
  const decided = pagos.find((p) => p.estado !== ESTADO_PAGO_REGISTRO.PENDIENTE);
  if (decided?.estado === ESTADO_PAGO_REGISTRO.RECHAZADO && decided.mostrar_rechazado === 1) {
    return {
      ...EMPTY,
      estado_pago: ESTADO_PREMIUM.RECHAZADO,
      mostrar_rechazado: 1,
      id: decided.id,
      motivo_rechazo: decided.motivo?.trim() || null,
      vencio_el,
    };
  }
  return { ...EMPTY, vencio_el };
}

export function createPremiumService(deps: { db: Db; now: () => Date; storage: Storage; fileSecret: Buffer; fileTtlMs: number }) {
  const { db, storage } = deps;

  /** POST pagoPremium/create. A second request while one is pending needs confirmar 1 (409 otherwise). */
  async function createPago(usuarioId: number, data: PagoPremiumData): Promise<PremiumPagoCreado> {
    const now = deps.now();
    try {
      return await db.transaction(async (tx) => {
        await repo.lockUsuario(tx, usuarioId);
        const pagos = await repo.premiumPagos(tx, usuarioId, 5);
        if (data.confirmar !== 1 && pagos.some((p) => p.estado === ESTADO_PAGO_REGISTRO.PENDIENTE)) {
          throw new AppError('CONFLICT', PREMIUM_MESSAGES.pendingConfirm, { pendiente: true });
        }
        const row = await repo.insertPago(tx, {
          tipo: 'premium',
          usuario_id: usuarioId,
          nro_operacion: data.nro_operacion,
          metodo_pago: data.metodo_pago,
          monto_centimos: toCentimos(data.monto),
          estado: ESTADO_PAGO_REGISTRO.PENDIENTE,
          creado_en: now,
          actualizado_en: now,
        });
        return { id: row.id, estado_pago: 0 as const };
      });
    } catch (err) {
      if (pgErrorCode(err) !== '23505') throw err;
      throw new AppError('CONFLICT', PREMIUM_API_MESSAGES.duplicate, { errors: { nro_operacion: PREMIUM_API_MESSAGES.duplicate } });
    }
  }

  /** PATCH pagoPremium/disable-show-reject-message/{id}: the applicant's own rejected payment only. */
  async function hideRejection(usuarioId: number, id: number): Promise<void> {
    const p = await repo.findOwnPremiumPago(db, usuarioId, id);
    if (!p) throw new AppError('NOT_FOUND', PREMIUM_MESSAGES.notFoundPago);
    if (p.estado !== ESTADO_PAGO_REGISTRO.RECHAZADO) throw new AppError('CONFLICT', PREMIUM_MESSAGES.notRejected);
    if (p.mostrar_rechazado !== 0) await repo.hideRejection(db, id, deps.now());
  }

  const status = (usuarioId: number) => premiumStatus(db, usuarioId, deps.now());

  async function membresia(usuarioId: number): Promise<Membresia> {
    const estado = await status(usuarioId);
    if (estado.estado_pago !== ESTADO_PREMIUM.ACTIVO) throw new AppError('FORBIDDEN', PREMIUM_MESSAGES.locked);
    const rows = await repo.memberships(db, usuarioId);
    return {
      estado,
      historial: rows.map((m) => ({
        id: m.id,
        inicio: m.inicio,
        expira_el: m.expira_el,
        nro_operacion: m.nro_operacion,
        metodo_pago: m.metodo_pago,
        monto: m.monto_centimos === null ? null : m.monto_centimos / 100,
      })),
    };
  }

  /** Premium content is refused (403) to anyone without a running membership. */
  async function requirePremium(usuarioId: number): Promise<void> {
    if (!(await repo.isActive(db, usuarioId, limaToday(deps.now())))) throw new AppError('FORBIDDEN', PREMIUM_MESSAGES.locked);
  }

  function toItem(row: repo.ContenidoRow, usuarioId: number): PremiumItem {
    return {
      id: row.id,
      type: row.tipo,
      title: row.titulo,
      description: row.descripcion,
      duration: row.duracion,
      image: row.imagen ? storage.url(row.imagen) : null,
      folder_name: row.folder_name,
      glossary: row.glosario,
      file: row.archivo ? signFile(deps.fileSecret, row.id, usuarioId, deps.now().getTime() + deps.fileTtlMs) : null,
    };
  }

  /**
   * Every published item for a premium applicant. Others get the 403 with, in `optional.titulos`, only the type and
   * title of each item (what the membership gives access to): never a description, a file or a signed link.
   */
  /** For an applicant without a running membership, the type and title of each published item; null for a member. */
  async function titulosBloqueados(usuarioId: number): Promise<{ type: 'video' | 'recurso'; title: string }[] | null> {
    if (await repo.isActive(db, usuarioId, limaToday(deps.now()))) return null;
    const rows = await repo.publishedContent(db);
    return rows.map((r) => ({ type: r.tipo, title: r.titulo }));
  }

  async function list(usuarioId: number): Promise<PremiumItem[]> {
    const rows = await repo.publishedContent(db);
    if (!(await repo.isActive(db, usuarioId, limaToday(deps.now())))) {
      throw new AppError('FORBIDDEN', PREMIUM_MESSAGES.locked, { titulos: rows.map((r) => ({ type: r.tipo, title: r.titulo })) });
    }
    return rows.map((r) => toItem(r, usuarioId));
  }

  async function item(usuarioId: number, id: number, tipo: 'video' | 'recurso'): Promise<PremiumItem> {
    await requirePremium(usuarioId);
    const row = await repo.findPublished(db, id, tipo);
    if (!row) throw new AppError('NOT_FOUND', PREMIUM_MESSAGES.notFound);
    return toItem(row, usuarioId);
  }

  /**
   * The stored file a signed link points at, after checking the applicant is still premium. A link signed for an
   * active administrator (the back office's "Abrir el archivo") opens any item's file, published or not.
   */
  async function fileOf(usuarioId: number, id: number): Promise<{ name: string; tipo: 'video' | 'recurso' }> {
    const admin = await repo.isActiveAdmin(db, usuarioId);
    if (!admin) await requirePremium(usuarioId);
    const row = admin ? await repo.findAny(db, id) : await repo.findPublished(db, id);
    if (!row?.archivo) throw new AppError('NOT_FOUND', PREMIUM_MESSAGES.notFound);
    return { name: row.archivo, tipo: row.tipo };
  }

  return { createPago, hideRejection, status, titulosBloqueados, membresia, list, item, fileOf };
}

export type PremiumService = ReturnType<typeof createPremiumService>;
