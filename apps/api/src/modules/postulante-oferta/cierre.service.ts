/**
 * Closing an offer's process (docs/team.md, "What candidates receive", decision 065): unlike «Finalizar convocatoria»,
 * which only stops new applications, it decides on those still in process, with the company's own mail or without.
 * Every seat may close (it reviews applicants); the close goes to the company's audit trail in its transaction.
 */
import { CORREOS_ESTADO_MESSAGES as M, type DecisionCierre } from '@practiperu/shared/correos-estado';
import { ESTADO_OFERTA } from '@practiperu/shared/oferta';
import { ESTADO_POSTULANTE } from '@practiperu/shared/postulantes';
import type { Db } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import { plantillaDe } from '../correos-estado/correos-estado.public.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { cancelarPorDecision } from '../entrevista/entrevista.public.ts';
import { registrarEnBitacora, type MiembroActor } from '../equipo/equipo.public.ts';
import { destacada } from '../matching/matching.public.ts';
import { findOwnForUpdate, organizacionOf, primerasGratis, updateOferta } from '../oferta/oferta.public.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import * as cierre from './cierre.repository.ts';
import { AVISO_MASIVO_JOB, cambiarEstados } from './pipeline.repository.ts';
import { avisoDeCambio } from './reclutador.service.ts';

export interface CierreDeps {
  db: Db;
  now: () => Date;
  /** The interviews a decision cancels are told to the applicant and the seat (entrevista.public.ts). */
  mailer: Mailer;
  publicUrl: string;
}

export function createCierreService(deps: CierreDeps) {
  const { db } = deps;

  async function empresaDe(actor: MiembroActor): Promise<number> {
    const org = await organizacionOf(db, actor.usuarioId);
    if (!org) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    return org.id;
  }

  /**
   * Closes an approved offer's process: it stops taking applications if it still did, and with `no_seleccionar` those
   * still in process (no decision or En proceso) become No seleccionada, mailed in the company's words when `avisar`,
   * and their interviews still to happen are cancelled with notice.
   * Finalists, those already not selected and those a free offer hides are left as they are. Another company's offer 404.
   */
  async function cerrarProceso(actor: MiembroActor, ofertaId: number, body: { decision: DecisionCierre; avisar: boolean }) {
    const orgId = await empresaDe(actor);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const o = await findOwnForUpdate(tx, orgId, ofertaId);
      if (!o) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
      if (o.estado !== ESTADO_OFERTA.APROBADA) throw new AppError('CONFLICT', M.soloAprobadas);
      const finalizada = o.finaliza === null;
      if (finalizada) await updateOferta(tx, o.id, { finaliza: now, actualizado_en: now });
      let cambiadas = 0;
      let correos = 0;
      let entrevistas_canceladas = 0;
      if (body.decision === 'no_seleccionar') {
        const ids = await cierre.enProceso(tx, o.id, destacada(o), primerasGratis.EVALUACION_BLOQUEADA);
        const estado = ESTADO_POSTULANTE.DESCARTADO;
        const cambiados = await cambiarEstados(
          tx,
          o.id,
          ids,
          estado,
          { dejarFinalistas: true, finalista: ESTADO_POSTULANTE.FINALISTA },
          now,
        );
        cambiadas = cambiados.length;
        // A decision ends their interviews still to happen, with notice, whatever the team chose for the status mail.
        entrevistas_canceladas = await cancelarPorDecision(
          deps,
          tx,
          cambiados.map((r) => r.id),
          now,
        );
        const avisados = cambiados.filter((r) =>
          avisoDeCambio({ estado: r.estado_antes, revisado: r.revisado_antes, eliminado_en: null }, estado),
        );
        if (body.avisar && avisados.length > 0) {
          correos = avisados.length;
          const empresa = await organizacionOf(tx, actor.usuarioId);
          await enqueue(tx, AVISO_MASIVO_JOB, {
            clave: 'no_seleccionada',
            titulo: o.titulo,
            empresa: empresa?.nombre ?? null,
            postulaciones: avisados.map((r) => r.id),
            plantilla: (await plantillaDe(tx, orgId, 'no_seleccionada')) ?? null,
          });
        }
      }
      const sin_cambios = (await cierre.activas(tx, o.id)) - cambiadas;
      await registrarEnBitacora(
        tx,
        orgId,
        actor,
        {
          accion: 'oferta.cerrar_proceso',
          entidad: 'oferta',
          entidad_id: o.id,
          detalle: {
            titulo: o.titulo,
            decision: body.decision,
            avisar: body.avisar,
            finalizada,
            cambiadas,
            correos,
            entrevistas_canceladas,
          },
        },
        now,
      );
      return { finalizada, cambiadas, correos, sin_cambios, entrevistas_canceladas };
    });
  }

  return { cerrarProceso };
}
export type CierreService = ReturnType<typeof createCierreService>;
