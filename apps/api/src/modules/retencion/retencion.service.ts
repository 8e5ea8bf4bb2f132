/**
 * The retention rules (docs/privacy.md "Retention"), each a set-based pass over one kind of data, run once a day by
 * the `retencion.diaria` job (retencion.jobs.ts). Each takes the moment it runs as an argument, so its tests move a
 * clock; a row exactly at the limit or inside it stays.
 */
import { ROLE } from '@practiperu/shared/constants';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  asistenteResultado,
  auditoriaEmpresa,
  correo,
  exportacionDatos,
  invitacionTalento,
  navegadorConocido,
  notaPostulacion,
  oferta,
  organizacion,
  postulacion,
  postulacionEtiqueta,
  postulante,
  solicitudDerechos,
  trabajo,
  usuario,
} from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { RETENCION, type PeriodosRetencion } from '@practiperu/shared/retencion';

const DAY_MS = 86_400_000;
/** Rows changed per statement: a first run on years of data goes in bounded steps. */
const LOTE = 1000;

export interface RetencionDeps {
  db: Db;
  storage: Pick<Storage, 'remove'>;
  periodos: PeriodosRetencion;
  /** The data copies' own expiry (modules/privacidad): marks the copy expired and removes its file. */
  caducarCopia: (id: number) => Promise<void>;
  log: FastifyBaseLogger;
}

export interface ResultadoRetencion {
  cuentas_sin_confirmar: number;
  postulaciones_anonimizadas: number;
  correos: number;
  trabajos: number;
  copias_de_datos: number;
  navegadores: number;
  invitaciones_talento: number;
}

export function createRetencionService(deps: RetencionDeps) {
  const { db, periodos } = deps;
  const antesDe = (now: Date, dias: number) => new Date(now.getTime() - dias * DAY_MS);

  /**
   * Applicant and company accounts whose e-mail was never confirmed, created before the period: deleted with what
   * cascades from them, the mails addressed to them and, after the commit, their photo or logo.
   */
  async function cuentasSinConfirmar(now: Date): Promise<number> {
    const limite = antesDe(now, periodos.cuentasSinConfirmarDias);
    let total = 0;
    for (;;) {
      const { n, archivos } = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: usuario.id, correo: usuario.correo, foto: postulante.foto, logo: organizacion.logo })
          .from(usuario)
          .leftJoin(postulante, eq(postulante.usuario_id, usuario.id))
          .leftJoin(organizacion, eq(organizacion.usuario_id, usuario.id))
          .where(
            and(isNull(usuario.confirmado_en), inArray(usuario.rol, [ROLE.POSTULANTE, ROLE.RECLUTADOR]), lt(usuario.creado_en, limite)),
          )
          .limit(LOTE);
        if (rows.length === 0) return { n: 0, archivos: [] };
        const correos = rows.map((r) => r.correo.toLowerCase());
        await tx.delete(correo).where(inArray(sql`lower(${correo.para})`, correos));
        await tx.delete(usuario).where(
          inArray(
            usuario.id,
            rows.map((r) => r.id),
          ),
        );
        return { n: rows.length, archivos: rows.flatMap((r) => [r.foto, r.logo]).filter((f): f is string => !!f) };
      });
      await quitarArchivos(archivos);
      total += n;
      if (n < LOTE) return total;
    }
  }

  /**
   * Applications of offers finished before the period: the row stays with its offer, status, read flag and dates
   * (the company's counts per status); the applicant, the affinity score and its detail go, and with them the
   * company's notes and tags on it, the assistant's results that ranked it, the applicant's name in the company's
   * audit trail, and the link from a rights request to it.
   */
  async function postulaciones(now: Date): Promise<number> {
    const limite = antesDe(now, periodos.postulacionesDias);
    let total = 0;
    for (;;) {
      const n = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: postulacion.id })
          .from(postulacion)
          .innerJoin(oferta, eq(oferta.id, postulacion.oferta_id))
          .where(and(isNotNull(postulacion.postulante_id), lt(sql`coalesce(${oferta.finaliza}, ${oferta.eliminado_en})`, limite)))
          .limit(LOTE);
        const ids = rows.map((r) => r.id);
        if (ids.length === 0) return 0;
        await tx.delete(notaPostulacion).where(inArray(notaPostulacion.postulacion_id, ids));
        await tx.delete(postulacionEtiqueta).where(inArray(postulacionEtiqueta.postulacion_id, ids));
        await tx.delete(asistenteResultado).where(inArray(asistenteResultado.postulacion_id, ids));
        await tx.update(solicitudDerechos).set({ postulacion_id: null }).where(inArray(solicitudDerechos.postulacion_id, ids));
        await tx
          .update(auditoriaEmpresa)
          .set({ detalle: sql`${auditoriaEmpresa.detalle} - 'postulante'` })
          .where(
            and(
              eq(auditoriaEmpresa.entidad, 'postulacion'),
              inArray(
                auditoriaEmpresa.entidad_id,
                ids.map((id) => String(id)),
              ),
            ),
          );
        await tx
          .update(postulacion)
          .set({ postulante_id: null, afinidad_puesto: null, afinidad_detalle: null })
          .where(inArray(postulacion.id, ids));
        return ids.length;
      });
      total += n;
      if (n < LOTE) return total;
    }
  }

  /** Outbox rows written before the period, delivered or not (their bodies held one-time links). */
  async function correos(now: Date): Promise<number> {
    const rows = await db
      .delete(correo)
      .where(lt(correo.creado_en, antesDe(now, periodos.correosDias)))
      .returning({ id: correo.id });
    return rows.length;
  }

  /** Job rows done or failed for good before the period; pending and running ones stay whatever their age. */
  async function trabajos(now: Date): Promise<number> {
    const rows = await db
      .delete(trabajo)
      .where(and(inArray(trabajo.estado, ['hecho', 'fallido']), lt(trabajo.actualizado_en, antesDe(now, periodos.trabajosDias))))
      .returning({ id: trabajo.id });
    return rows.length;
  }

  /**
   * Data copies whose file outlived its link: a ready copy past its expiry or replaced by a newer one, or any other
   * copy still holding a file. The `privacidad.caducar` job does this at the expiry; this catches one it missed.
   */
  async function copias(now: Date): Promise<number> {
    const rows = await db
      .select({ id: exportacionDatos.id })
      .from(exportacionDatos)
      .where(
        and(
          isNotNull(exportacionDatos.archivo),
          sql`(${exportacionDatos.estado} <> 'lista' and ${exportacionDatos.estado} <> 'pendiente'
            or ${exportacionDatos.expira_en} <= ${now}
            or exists (select 1 from ${exportacionDatos} later where later.usuario_id = ${exportacionDatos.usuario_id} and later.id > ${exportacionDatos.id}))`,
        ),
      );
    for (const row of rows) await deps.caducarCopia(row.id);
    return rows.length;
  }

  /** Browsers an account has not logged in from during the period. */
  async function navegadores(now: Date): Promise<number> {
    const rows = await db
      .delete(navegadorConocido)
      .where(lt(navegadorConocido.visto_en, antesDe(now, periodos.navegadoresDias)))
      .returning({ id: navegadorConocido.id });
    return rows.length;
  }

  /** A company's invitations to past applicants (talent pool) sent before the period: who was invited to what goes. */
  async function invitacionesTalento(now: Date): Promise<number> {
    const rows = await db
      .delete(invitacionTalento)
      .where(lt(invitacionTalento.creado_en, antesDe(now, periodos.invitacionesTalentoDias ?? RETENCION.invitacionesTalentoDias)))
      .returning({ id: invitacionTalento.id });
    return rows.length;
  }

  async function quitarArchivos(archivos: string[]) {
    for (const archivo of archivos) {
      try {
        await deps.storage.remove(archivo);
      } catch (err) {
        deps.log.error({ err, archivo }, 'no se pudo borrar un archivo de una cuenta sin confirmar');
      }
    }
  }

  /** Every rule, in order; the counts are logged by the job. */
  async function ejecutar(now: Date): Promise<ResultadoRetencion> {
    return {
      cuentas_sin_confirmar: await cuentasSinConfirmar(now),
      postulaciones_anonimizadas: await postulaciones(now),
      correos: await correos(now),
      trabajos: await trabajos(now),
      copias_de_datos: await copias(now),
      navegadores: await navegadores(now),
      invitaciones_talento: await invitacionesTalento(now),
    };
  }

  return { cuentasSinConfirmar, postulaciones, correos, trabajos, copias, navegadores, invitacionesTalento, ejecutar };
}

export type RetencionService = ReturnType<typeof createRetencionService>;
