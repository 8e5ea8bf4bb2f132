/**
 * What candidates receive (docs/team.md, "What candidates receive", decision 062): the company's own mail for each
 * status that is told, each seat's remembered choice of notifying the applicant, and closing an offer's process.
 *
 * The mails are the COMPANY's: every seat reads them and sends them, administrators write and restore them
 * (`plantillasCorreo` in PERMISOS_ASIENTO). Closing the process is a decision on applicants, which every seat makes
 * (it reviews them). Every write to the company's data or its applicants goes to the company's audit trail in its
 * own transaction; a seat's choice is one person's setting and does not.
 */
import {
  CLAVES_PLANTILLA,
  CORREOS_ESTADO_MESSAGES as M,
  PLANTILLAS_DEFECTO,
  type ClavePlantilla,
  type DecisionCierre,
  type TextoPlantilla,
} from '@practiperu/shared/correos-estado';
import { EQUIPO_MESSAGES } from '@practiperu/shared/equipo';
import { ESTADO_OFERTA } from '@practiperu/shared/oferta';
import { ESTADO_POSTULANTE } from '@practiperu/shared/postulantes';
import type { Db, DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import { asientoPuedeAhora, registrarEnBitacora, type MiembroActor } from '../equipo/equipo.public.ts';
import { destacada } from '../matching/matching.public.ts';
import { findOwnForUpdate, organizacionOf, primerasGratis, updateOferta } from '../oferta/oferta.public.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import { AVISO_MASIVO_JOB, cambiarEstados } from '../postulante-oferta/postulante-oferta.public.ts';
import { avisoDeCambio } from '../postulante-oferta/reclutador.service.ts';
import * as repo from './correos-estado.repository.ts';

export interface CorreosEstadoDeps {
  db: Db;
  now: () => Date;
}

export function createCorreosEstadoService(deps: CorreosEstadoDeps) {
  const { db } = deps;

  async function empresaDe(actor: MiembroActor): Promise<number> {
    const org = await organizacionOf(db, actor.usuarioId);
    if (!org) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    return org.id;
  }

  /** The company's administrators only (the holder included); a recruiter seat 403. */
  async function exigirAdministrador(tx: DbOrTx, actor: MiembroActor): Promise<void> {
    if (!(await asientoPuedeAhora(tx, actor.usuarioId, 'plantillasCorreo'))) {
      throw new AppError('FORBIDDEN', EQUIPO_MESSAGES.soloAdministradores);
    }
  }

  const vista = (clave: ClavePlantilla, propia: { asunto: string; cuerpo: string; actualizado_en: Date } | undefined) => ({
    clave,
    asunto: propia?.asunto ?? PLANTILLAS_DEFECTO[clave].asunto,
    cuerpo: propia?.cuerpo ?? PLANTILLAS_DEFECTO[clave].cuerpo,
    propia: propia !== undefined,
    actualizado_en: propia ? propia.actualizado_en.toISOString() : null,
  });

  async function plantillas(actor: MiembroActor) {
    const orgId = await empresaDe(actor);
    const propias = await repo.plantillas(db, orgId);
    return {
      avisar: await repo.avisar(db, actor.usuarioId),
      puede_editar: await asientoPuedeAhora(db, actor.usuarioId, 'plantillasCorreo'),
      plantillas: CLAVES_PLANTILLA.map((clave) =>
        vista(
          clave,
          propias.find((p) => p.clave === clave),
        ),
      ),
    };
  }

  async function guardarPlantilla(actor: MiembroActor, clave: ClavePlantilla, t: TextoPlantilla) {
    const orgId = await empresaDe(actor);
    const now = deps.now();
    return db.transaction(async (tx) => {
      await exigirAdministrador(tx, actor);
      const row = await repo.guardarPlantilla(tx, orgId, clave, t, now);
      await registrarEnBitacora(
        tx,
        orgId,
        actor,
        { accion: 'plantilla.guardar', entidad: 'plantilla', entidad_id: null, detalle: { clave } },
        now,
      );
      return vista(clave, row);
    });
  }

  async function restaurarPlantilla(actor: MiembroActor, clave: ClavePlantilla) {
    const orgId = await empresaDe(actor);
    const now = deps.now();
    return db.transaction(async (tx) => {
      await exigirAdministrador(tx, actor);
      if (await repo.borrarPlantilla(tx, orgId, clave)) {
        await registrarEnBitacora(
          tx,
          orgId,
          actor,
          { accion: 'plantilla.restaurar', entidad: 'plantilla', entidad_id: null, detalle: { clave } },
          now,
        );
      }
      return vista(clave, undefined);
    });
  }

  async function guardarPreferencia(actor: MiembroActor, avisar: boolean) {
    await empresaDe(actor);
    await repo.recordarAvisar(db, actor.usuarioId, avisar, deps.now());
    return { avisar };
  }

  /**
   * Closes an approved offer's process: it stops taking applications if it still did, and with `no_seleccionar` those
   * still in process (no decision or En proceso) become No seleccionada, mailed in the company's words when `avisar`.
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
      if (body.decision === 'no_seleccionar') {
        const ids = await repo.enProceso(tx, o.id, destacada(o), primerasGratis.EVALUACION_BLOQUEADA);
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
            plantilla: (await repo.plantilla(tx, orgId, 'no_seleccionada')) ?? null,
          });
        }
      }
      const sin_cambios = (await repo.activas(tx, o.id)) - cambiadas;
      await registrarEnBitacora(
        tx,
        orgId,
        actor,
        {
          accion: 'oferta.cerrar_proceso',
          entidad: 'oferta',
          entidad_id: o.id,
          detalle: { titulo: o.titulo, decision: body.decision, avisar: body.avisar, finalizada, cambiadas, correos },
        },
        now,
      );
      return { finalizada, cambiadas, correos, sin_cambios };
    });
  }

  return { plantillas, guardarPlantilla, restaurarPlantilla, guardarPreferencia, cerrarProceso };
}
export type CorreosEstadoService = ReturnType<typeof createCorreosEstadoService>;
