/**
 * The offer review queue (free offers are reviewed within 48 hours): read an offer as applicants will see it, approve
 * it (estado 1, published now) or reject it with a reason (estado 2). The company is told by e-mail either way. A
 * decision is taken once: approving twice answers the same, and of two administrators deciding at once one decides
 * and the other is told.
 */
import { paths } from '@practiperu/shared/paths';
import { limaToday } from '@practiperu/shared/dates';
import { chequeosLey28518 } from '@practiperu/shared/ley28518';
import { ESTADO_OFERTA, ESTADO_PAGO, TIPO_OFERTA, nivelesConNombre, type Modalidad } from '@practiperu/shared/oferta';
import { PRECIO_OFERTA_DESTACADA } from '@practiperu/shared/constants';
import { ESTADO_PAGO_REGISTRO, toCentimos } from '@practiperu/shared/pago';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { ofertaAprobadaMail, ofertaRechazadaMail } from './ofertas.mails.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { escapeHtml } from '../../lib/html.ts';
import { ofertaTexto } from '../matching/matching.public.ts';
import { ADMIN_PAGE_SIZE, iso, offsetOf, pagina, soles, type Pagina } from './admin.common.ts';
import { audit, type Actor } from './auditoria.repository.ts';
import * as repo from './ofertas.repository.ts';
import * as pagosRepo from './pagos.repository.ts';
import type { AdminEmpresa, AdminOfertaCard, AdminPagoDeOferta, AdminOfertaDetalle } from '@practiperu/shared/admin';

/** Free offers are reviewed within 48 hours (the promise made to companies). */
export const REVIEW_PROMISE_HOURS = 48;

export const ADMIN_OFERTA_MESSAGES = {
  notFound: 'No se encontró la oferta.',
  approved: 'Se aprobó la oferta y se avisó a la empresa por correo.',
  alreadyApproved: 'La oferta ya estaba aprobada.',
  rejected: 'Se rechazó la oferta y se avisó a la empresa por correo.',
  rejectedWithPago: 'Se rechazó la oferta y también su pago pendiente del destacado; se avisó a la empresa por correo.',
  alreadyRejected: 'La oferta ya estaba rechazada.',
  approvedByOther: 'Esta oferta ya fue aprobada: no se puede rechazar.',
  rejectedByOther: 'Esta oferta ya fue rechazada: no se puede aprobar.',
  expired: 'El plazo para postular de esta oferta ya venció: recházala indicando a la empresa que la duplique con una nueva fecha.',
  unpaid:
    'Esta oferta es destacada y no tiene un pago enviado o válido: no se puede aprobar hasta que la empresa pague el destacado o lo cancele.',
  informativa: 'Las ofertas informativas se publican al crearlas: adminístralas desde Ofertas informativas.',
} as const;

/** The reason a featured payment gets when its offer is rejected (what the company reads next to the payment). */
export function motivoPagoDeOfertaRechazada(motivo: string): string {
  return `Se rechazó la oferta: ${motivo}`.slice(0, 1000);
}

export interface Decision<T> {
  item: T;
  /** True when nothing changed: the same decision had already been taken. */
  ya_decidida: boolean;
}

const HOUR_MS = 3_600_000;

/** An informational offer's page shows its description and the external link. */
export function textoInformativa(o: repo.OfertaRow): string {
  const link = o.enlace
    ? `<p><a href="${escapeHtml(o.enlace)}" rel="noopener noreferrer nofollow" target="_blank">Ir a la convocatoria</a></p>`
    : '';
  return [o.funciones, o.beneficios ? `<h3>Beneficios</h3>\n${o.beneficios}` : '', link].filter(Boolean).join('\n');
}

export function createAdminOfertaService(deps: {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'SUPPORT_WHATSAPP' | 'SUBVENCION_MINIMA'>;
}) {
  const { db, mailer } = deps;
  const misPublicaciones = `${deps.config.publicUrl}${paths.empresas.misOfertas}`;

  function card(o: repo.OfertaRow, empresa: repo.Empresa | null, now: Date): AdminOfertaCard {
    const pendiente = o.estado === ESTADO_OFERTA.PENDIENTE;
    const horas = pendiente ? Math.floor((now.getTime() - o.creado_en.getTime()) / HOUR_MS) : null;
    return {
      id: o.id,
      titulo: o.titulo,
      alias: o.alias,
      tipo: o.tipo,
      estado: o.estado,
      estado_pago: o.estado_pago,
      oferta_publica: o.oferta_publica,
      mensaje_rechazado: o.mensaje_rechazado,
      creado_en: o.creado_en.toISOString(),
      fecha_publicacion: iso(o.fecha_publicacion),
      fin_convocatoria: o.fin_convocatoria,
      finaliza: iso(o.finaliza),
      publicar: o.publicar,
      empresa: empresa ? { id: empresa.id, nombre: empresa.nombre, ruc: empresa.ruc, correo: empresa.correo } : null,
      horas_esperando: horas,
      horas_restantes: horas === null ? null : Math.max(0, REVIEW_PROMISE_HOURS - horas),
      fuera_de_plazo: horas !== null && horas >= REVIEW_PROMISE_HOURS,
      plazo_vencido: o.fin_convocatoria < limaToday(now),
    };
  }

  async function list(f: { page: number; estado?: number; q?: string }): Promise<Pagina<AdminOfertaCard>> {
    const now = deps.now();
    const total = await repo.countQueue(db, f);
    const rows = await repo.listQueue(db, f, ADMIN_PAGE_SIZE, offsetOf(f.page));
    return pagina(
      rows.map((r) => card(r.oferta, r.empresa?.id ? (r.empresa as repo.Empresa) : null, now)),
      total,
      f.page,
    );
  }

  async function found(dbOrTx: DbOrTx, id: number, lock = false) {
    const row = await repo.findOferta(dbOrTx, id, lock);
    if (!row) throw new AppError('NOT_FOUND', ADMIN_OFERTA_MESSAGES.notFound);
    return row;
  }

  async function detail(id: number): Promise<AdminOfertaDetalle> {
    const { oferta: o, empresa } = await found(db, id);
    const now = deps.now();
    const [pagos, total] = await Promise.all([repo.pagosOf(db, id), repo.countPostulaciones(db, id)]);
    return {
      ...card(o, empresa, now),
      funciones: o.funciones,
      beneficios: o.beneficios,
      texto: o.oferta_publica === 1 ? textoInformativa(o) : ofertaTexto(o, now),
      enlace: o.enlace,
      modalidad: o.modalidad,
      modalidad_tiempo: o.modalidad_tiempo,
      horario: o.horario,
      horas_dia: o.horas_dia,
      dias_semana: o.dias_semana,
      ley_28518:
        o.oferta_publica === 1 ? null : chequeosLey28518({ ...o, modalidad: o.modalidad as Modalidad }, deps.config.SUBVENCION_MINIMA),
      pais: o.pais,
      id_region: o.id_region,
      region: o.region,
      provincia: o.provincia,
      distrito: o.distrito,
      salario: o.salario,
      mostrar_salario: o.mostrar_salario,
      nro_plazas: o.nro_plazas,
      niveles: nivelesConNombre(o),
      profesion: o.profesion,
      otros_requisitos: o.otros_requisitos,
      destacado_desde: iso(o.destacado_desde),
      total_postulantes: total,
      pagos: pagos.map((p) => ({
        id: p.id,
        estado: p.estado,
        nro_operacion: p.nro_operacion,
        metodo_pago: p.metodo_pago,
        monto: soles(p.monto_centimos),
        precio: PRECIO_OFERTA_DESTACADA,
        monto_distinto: p.monto_centimos !== toCentimos(PRECIO_OFERTA_DESTACADA),
        motivo: p.motivo,
        creado_en: p.creado_en.toISOString(),
        decidido_en: iso(p.decidido_en),
        decidido_por: p.decidido_por,
      })),
    };
  }

  /** POST admin/ofertas/{id}/aprobar: estado 1 and fecha_publicacion now; the company gets an e-mail. */
  async function approve(actor: Actor, id: number): Promise<Decision<AdminOfertaCard>> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const { oferta: o, empresa } = await found(tx, id, true);
      if (o.oferta_publica === 1) throw new AppError('CONFLICT', ADMIN_OFERTA_MESSAGES.informativa);
      if (o.estado === ESTADO_OFERTA.APROBADA) return { item: card(o, empresa, now), ya_decidida: true };
      if (o.estado === ESTADO_OFERTA.RECHAZADA) throw new AppError('CONFLICT', ADMIN_OFERTA_MESSAGES.rejectedByOther);
      if (o.fin_convocatoria < limaToday(now)) throw new AppError('CONFLICT', ADMIN_OFERTA_MESSAGES.expired);
      // Decision 010: a featured offer with no payment sent, or a rejected one, would be a free offer outside the quota.
      if (o.tipo === TIPO_OFERTA.DESTACADO && (o.estado_pago === null || o.estado_pago === ESTADO_PAGO.RECHAZADO)) {
        throw new AppError('CONFLICT', ADMIN_OFERTA_MESSAGES.unpaid);
      }
      const updated = await repo.decide(tx, id, {
        estado: ESTADO_OFERTA.APROBADA,
        fecha_publicacion: now,
        mensaje_rechazado: null,
        actualizado_en: now,
      });
      // The row lock above makes this unreachable; the conditional update is the guarantee if it ever is not.
      if (!updated) throw new AppError('CONFLICT', ADMIN_OFERTA_MESSAGES.rejectedByOther);
      await audit(
        tx,
        actor,
        {
          accion: 'oferta.aprobar',
          entidad: 'oferta',
          entidad_id: id,
          antes: { estado: o.estado, fecha_publicacion: o.fecha_publicacion },
          despues: { estado: updated.estado, fecha_publicacion: updated.fecha_publicacion },
        },
        now,
      );
      if (empresa) {
        await mailer.send(
          tx,
          empresa.correo,
          ofertaAprobadaMail({
            nombres: empresa.nombres,
            titulo: updated.titulo,
            finConvocatoria: updated.fin_convocatoria,
            url: misPublicaciones,
          }),
        );
      }
      return { item: card(updated, empresa, now), ya_decidida: false };
    });
  }

  /**
   * POST admin/ofertas/{id}/rechazar {motivo}: estado 2, the reason in mensaje_rechazado; the company gets an e-mail.
   * A pending featured payment of the offer is rejected in the same decision (a rejected offer cannot be paid nor
   * published, so it must not wait in the payments queue): its own audit row, and one e-mail that says both.
   */
  async function reject(actor: Actor, id: number, motivo: string): Promise<Decision<AdminOfertaCard> & { pagos_rechazados: number[] }> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      // Payments first, then the offer: the order the payment decisions lock in (no deadlock between the two).
      await repo.lockPendingPagos(tx, id);
      const { oferta: o, empresa } = await found(tx, id, true);
      if (o.oferta_publica === 1) throw new AppError('CONFLICT', ADMIN_OFERTA_MESSAGES.informativa);
      if (o.estado === ESTADO_OFERTA.RECHAZADA) return { item: card(o, empresa, now), ya_decidida: true, pagos_rechazados: [] };
      if (o.estado === ESTADO_OFERTA.APROBADA) throw new AppError('CONFLICT', ADMIN_OFERTA_MESSAGES.approvedByOther);
      // Read again under the offer's lock: a payment sent meanwhile is seen (sending one locks the offer too).
      const pendientes = await repo.lockPendingPagos(tx, id);
      const pagoPendiente = pendientes.length > 0 && o.estado_pago === ESTADO_PAGO.PENDIENTE;
      const updated = await repo.decide(tx, id, {
        estado: ESTADO_OFERTA.RECHAZADA,
        mensaje_rechazado: motivo,
        ...(pagoPendiente ? { estado_pago: ESTADO_PAGO.RECHAZADO } : {}),
        actualizado_en: now,
      });
      if (!updated) throw new AppError('CONFLICT', ADMIN_OFERTA_MESSAGES.approvedByOther);
      const motivoPago = motivoPagoDeOfertaRechazada(motivo);
      const rechazados: { id: number; nro_operacion: string }[] = [];
      for (const p of pendientes) {
        const decided = await pagosRepo.decide(tx, p.id, {
          estado: ESTADO_PAGO_REGISTRO.RECHAZADO,
          motivo: motivoPago,
          decidido_en: now,
          decidido_por: actor.id,
          mostrar_rechazado: 1,
          actualizado_en: now,
        });
        if (!decided) continue;
        rechazados.push({ id: p.id, nro_operacion: p.nro_operacion });
        await audit(
          tx,
          actor,
          {
            accion: 'pago.rechazar',
            entidad: 'pago',
            entidad_id: p.id,
            antes: { estado: p.estado, motivo: p.motivo, oferta: { id, estado_pago: o.estado_pago } },
            despues: { estado: decided.estado, motivo: motivoPago, oferta: { id, estado_pago: updated.estado_pago }, con_la_oferta: true },
          },
          now,
        );
      }
      await audit(
        tx,
        actor,
        {
          accion: 'oferta.rechazar',
          entidad: 'oferta',
          entidad_id: id,
          antes: { estado: o.estado, mensaje_rechazado: o.mensaje_rechazado, estado_pago: o.estado_pago },
          despues: {
            estado: updated.estado,
            mensaje_rechazado: updated.mensaje_rechazado,
            estado_pago: updated.estado_pago,
            ...(rechazados.length ? { pagos_rechazados: rechazados.map((p) => p.id) } : {}),
          },
        },
        now,
      );
      if (empresa) {
        await mailer.send(
          tx,
          empresa.correo,
          ofertaRechazadaMail({
            nombres: empresa.nombres,
            titulo: updated.titulo,
            motivo,
            url: misPublicaciones,
            pagos: rechazados.map((p) => p.nro_operacion),
            soporteWhatsapp: deps.config.SUPPORT_WHATSAPP,
          }),
        );
      }
      return { item: card(updated, empresa, now), ya_decidida: false, pagos_rechazados: rechazados.map((p) => p.id) };
    });
  }

  return { list, detail, approve, reject };
}

export type { AdminEmpresa, AdminOfertaCard, AdminPagoDeOferta, AdminOfertaDetalle };
