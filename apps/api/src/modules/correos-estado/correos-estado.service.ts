/**
 * What candidates receive (docs/team.md, "What candidates receive", decision 065): the company's own mail for each
 * status that is told, and each seat's remembered choice of notifying the applicant.
 *
 * The mails are the COMPANY's: every seat reads them and sends them, administrators write and restore them
 * (`plantillasCorreo` in PERMISOS_ASIENTO). Every write goes to the company's audit trail in its own transaction; a
 * seat's choice is one person's setting and does not. Closing an offer's process is the
 * postulante-oferta module's (cierre.service.ts), which reads these mails.
 */
import { CLAVES_PLANTILLA, PLANTILLAS_DEFECTO, type ClavePlantilla, type TextoPlantilla } from '@practiperu/shared/correos-estado';
import { EQUIPO_MESSAGES } from '@practiperu/shared/equipo';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { asientoPuedeAhora, registrarEnBitacora, type MiembroActor } from '../equipo/equipo.public.ts';
import { organizacionOf } from '../oferta/oferta.public.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
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
    const org = await organizacionOf(db, actor.usuarioId);
    if (!org) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    const propias = await repo.plantillas(db, org.id);
    return {
      avisar: await repo.avisar(db, actor.usuarioId),
      puede_editar: await asientoPuedeAhora(db, actor.usuarioId, 'plantillasCorreo'),
      empresa: org.nombre,
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

  return { plantillas, guardarPlantilla, restaurarPlantilla, guardarPreferencia };
}
export type CorreosEstadoService = ReturnType<typeof createCorreosEstadoService>;
