/**
 * The rights requests of Ley 29733 as back-office tickets (docs/privacy.md): a work queue of open requests by due
 * date (business days in Lima, overdue flagged), and the answer — atendida, or denegada with a reason — recorded once,
 * in the audit log in the same transaction, and mailed to the person, who also reads it in Mi cuenta.
 */
import { ROLE } from '@practiperu/shared/constants';
import { limaToday } from '@practiperu/shared/dates';
import { paths } from '@practiperu/shared/paths';
import { DERECHOS_MESSAGES, diasHabilesRestantes, type Resolucion, type TipoSolicitud } from '@practiperu/shared/privacidad';
import type { AdminSolicitud } from '@practiperu/shared/admin';
import type { Config } from '../../config.ts';
import { pgErrorCode, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { ofertasCambiaron } from '../../lib/ofertas-cache.ts';
import { ADMIN_PAGE_SIZE, iso, offsetOf, pagina, type Pagina } from './admin.common.ts';
import { audit, type Actor } from './auditoria.repository.ts';
import { solicitudRespondidaMail } from './derechos.mails.ts';
import * as repo from './derechos.repository.ts';

function toAdminSolicitud(row: repo.SolicitudJoined, today: string): AdminSolicitud {
  const s = row.s;
  const abierta = s.estado === 'pendiente';
  return {
    id: s.id,
    tipo: s.tipo,
    detalle: s.detalle,
    estado: s.estado,
    creado_en: s.creado_en.toISOString(),
    vence_el: s.vence_el,
    dias_habiles_restantes: abierta ? diasHabilesRestantes(today, s.vence_el) : null,
    vencida: abierta && s.vence_el < today,
    persona: row.persona?.id
      ? {
          id: row.persona.id,
          correo: row.persona.correo ?? '',
          nombres: row.persona.nombres ?? '',
          apellidos: row.persona.apellidos ?? '',
          rol: row.persona.rol ?? 0,
          empresa: row.persona.empresa,
        }
      : null,
    empresa_datos: row.empresa_datos?.id
      ? {
          id: row.empresa_datos.id,
          ruc: row.empresa_datos.ruc ?? '',
          nombre_completo: row.empresa_datos.nombre_completo ?? '',
          nombre: row.empresa_datos.nombre ?? '',
        }
      : null,
    postulacion:
      row.postulacion?.id && row.postulacion.oferta_id
        ? {
            id: row.postulacion.id,
            titulo: row.postulacion.titulo ?? '',
            empresa: row.postulacion.empresa ?? 'Convocatoria externa',
            afinidad_puesto: row.postulacion.afinidad_puesto,
            oferta_id: row.postulacion.oferta_id,
          }
        : null,
    respuesta: s.respuesta,
    resolucion: s.resolucion,
    motivo: s.motivo,
    respondido_en: iso(s.respondido_en),
    respondido_por: row.respondido_por,
  };
}

export function createAdminDerechoService(deps: { db: Db; now: () => Date; mailer: Mailer; config: Pick<Config, 'publicUrl'> }) {
  const { db, mailer } = deps;

  async function list(f: repo.SolicitudFiltros & { page: number }): Promise<Pagina<AdminSolicitud>> {
    const today = limaToday(deps.now());
    const [total, rows] = await Promise.all([repo.countSolicitudes(db, f), repo.listSolicitudes(db, f, ADMIN_PAGE_SIZE, offsetOf(f.page))]);
    return pagina(
      rows.map((r) => toAdminSolicitud(r, today)),
      total,
      f.page,
    );
  }

  async function detail(id: number): Promise<AdminSolicitud> {
    const row = await repo.findSolicitud(db, id);
    if (!row) throw new AppError('NOT_FOUND', DERECHOS_MESSAGES.noEncontrada);
    return toAdminSolicitud(row, limaToday(deps.now()));
  }

  /** POST admin/derechos/{id}/responder: once; a second answer is a conflict, whoever gives it. */
  async function responder(
    actor: Actor,
    id: number,
    body: { resolucion: Resolucion; respuesta: string; motivo: string | null },
  ): Promise<AdminSolicitud> {
    const now = deps.now();
    const motivo = body.resolucion === 'denegada' ? body.motivo : null;
    await db.transaction(async (tx) => {
      const before = await repo.lockSolicitud(tx, id);
      if (!before) throw new AppError('NOT_FOUND', DERECHOS_MESSAGES.noEncontrada);
      if (before.estado !== 'pendiente') throw new AppError('CONFLICT', DERECHOS_MESSAGES.yaRespondida);
      const after = await repo.responder(tx, id, {
        estado: body.resolucion,
        resolucion: body.resolucion,
        respuesta: body.respuesta,
        motivo,
        respondido_en: now,
        respondido_por: actor.id,
        actualizado_en: now,
      });
      if (!after) throw new AppError('CONFLICT', DERECHOS_MESSAGES.yaRespondida);
      // The request's own text is the person's; the log keeps what was decided, by whom and when.
      await audit(
        tx,
        actor,
        {
          accion: 'derechos.responder',
          entidad: 'solicitud_derechos',
          entidad_id: id,
          antes: { estado: before.estado, tipo: before.tipo, vence_el: before.vence_el, usuario_id: before.usuario_id },
          despues: {
            estado: after.estado,
            resolucion: after.resolucion,
            respuesta: after.respuesta,
            motivo: after.motivo,
            respondido_en: now,
            fuera_de_plazo: limaToday(now) > before.vence_el,
          },
        },
        now,
      );
      const row = await repo.findSolicitud(tx, id);
      if (row?.persona?.id && row.persona.correo) {
        const derechos = row.persona.rol === ROLE.RECLUTADOR ? paths.empresas.accountRights : paths.postulantes.accountRights;
        await mailer.send(
          tx,
          row.persona.correo,
          solicitudRespondidaMail({
            nombres: row.persona.nombres ?? '',
            tipo: before.tipo as TipoSolicitud,
            resolucion: body.resolucion,
            respuesta: body.respuesta,
            motivo,
            url: `${deps.config.publicUrl}${derechos}`,
            empresa: row.persona.rol === ROLE.RECLUTADOR,
          }),
        );
      }
    });
    return detail(id);
  }

  /**
   * PUT admin/derechos/{id}/empresa: a pending rectification request of a company leads the administrator to its RUC,
   * razón social and commercial name, the data its own screens do not change. The body passed the registration's
   * rules (the route's schema); only the fields that differ are written and audited, with the request's id, in one
   * transaction. Answers whether anything changed.
   */
  async function rectificarEmpresa(actor: Actor, id: number, body: repo.DatosLegales): Promise<boolean> {
    const now = deps.now();
    const row = await repo.findSolicitud(db, id);
    if (!row) throw new AppError('NOT_FOUND', DERECHOS_MESSAGES.noEncontrada);
    if (row.s.tipo !== 'rectificacion') throw new AppError('CONFLICT', DERECHOS_MESSAGES.soloRectificacion);
    const organizacionId = row.empresa_datos?.id;
    if (!organizacionId) throw new AppError('CONFLICT', DERECHOS_MESSAGES.sinEmpresa);
    try {
      return await db.transaction(async (tx) => {
        const s = await repo.lockSolicitud(tx, id);
        if (!s || s.estado !== 'pendiente') throw new AppError('CONFLICT', DERECHOS_MESSAGES.yaRespondida);
        const before = await repo.lockDatosLegales(tx, organizacionId);
        if (!before) throw new AppError('CONFLICT', DERECHOS_MESSAGES.sinEmpresa);
        const campos = (['ruc', 'nombre_completo', 'nombre'] as const).filter((k) => before[k] !== body[k]);
        if (campos.length === 0) return false;
        const antes = Object.fromEntries(campos.map((k) => [k, before[k]]));
        const despues = Object.fromEntries(campos.map((k) => [k, body[k]]));
        await repo.updateDatosLegales(tx, organizacionId, despues, now);
        // The company's name is on its offers' cards.
        if (campos.includes('nombre')) ofertasCambiaron();
        await audit(
          tx,
          actor,
          {
            accion: 'organizacion.rectificar',
            entidad: 'organizacion',
            entidad_id: organizacionId,
            antes: { solicitud_id: id, ...antes },
            despues: { solicitud_id: id, ...despues },
          },
          now,
        );
        return true;
      });
    } catch (err) {
      if (pgErrorCode(err) === '23505') {
        throw new AppError('CONFLICT', DERECHOS_MESSAGES.rucTomado, { errors: { ruc: DERECHOS_MESSAGES.rucTomado } });
      }
      throw err;
    }
  }

  return { list, detail, responder, rectificarEmpresa };
}
