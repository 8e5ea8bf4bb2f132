/**
 * The rights of Ley 29733 from Mi cuenta (docs/privacy.md):
 * - the copy of one's data: asked for here, prepared by the `privacidad.exportar` job (a ZIP with resumen.pdf and
 *   datos.json, stored out of the public uploads), downloadable for 24 hours through a link signed for its owner, then
 *   removed by the `privacidad.caducar` job. One copy in preparation at a time, three a day; a new copy replaces the
 *   ready one;
 * - the rights requests (ARCO and the human review of an automated score): filed with their legal due date, listed
 *   with the back office's answers.
 */
import { paths } from '@practiperu/shared/paths';
import { ROLE, type Role } from '@practiperu/shared/constants';
import { limaToday } from '@practiperu/shared/dates';
import {
  DERECHOS_MESSAGES,
  EXPORTACION_HORAS,
  EXPORTACION_MESSAGES,
  EXPORTACIONES_POR_DIA,
  MIS_SOLICITUDES_PAGE_SIZE,
  SOLICITUDES_EN_TRAMITE_MAX,
  venceEl,
  type ExportacionVista,
  type SolicitudVista,
  type TipoSolicitud,
} from '@practiperu/shared/privacidad';
import type { FastifyBaseLogger } from 'fastify';
import { pgErrorCode, type Db } from '../../db/client.ts';
import { zipArchive } from '../../export/zip.ts';
import { enqueue, type JobPayload } from '../../jobs/queue.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderResumenDatosPdf } from '../../pdf/datos-pdf.ts';
import type { Storage } from '../../storage/storage.ts';
import { contenidoDe } from './exportacion.contenido.ts';
import { exportacionListaMail, solicitudRecibidaMail } from './privacidad.mails.ts';
import { EXPORTACION_FOLDER, signDescarga, verifyDescarga } from './privacidad.files.ts';
import * as repo from './privacidad.repository.ts';

export const EXPORTAR_JOB = 'privacidad.exportar';
export const CADUCAR_JOB = 'privacidad.caducar';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const areaDe = (rol: number) => (rol === ROLE.RECLUTADOR ? 'empresas' : 'postulantes');
const cuentaDe = (rol: number) => (rol === ROLE.RECLUTADOR ? paths.empresas.account : paths.postulantes.account);
const derechosDe = (rol: number) => (rol === ROLE.RECLUTADOR ? paths.empresas.accountRights : paths.postulantes.accountRights);

/** The download's outcome: the file, or why not (an expired link still names its owner, for the way back). */
export type Descarga =
  | { ok: true; archivo: string; nombre: string }
  | { ok: false; motivo: 'invalido' }
  | { ok: false; motivo: 'caducado' | 'reemplazado'; area: 'postulantes' | 'empresas' | null };

export interface PrivacidadServiceDeps {
  db: Db;
  now: () => Date;
  storage: Pick<Storage, 'save' | 'remove' | 'read'>;
  mailer: Mailer;
  publicUrl: string;
  /** The app's key for signed file links (compose.ts). */
  fileSecret: Buffer;
  log: FastifyBaseLogger;
}

export function createPrivacidadService(deps: PrivacidadServiceDeps) {
  const { db, storage, mailer, fileSecret } = deps;

  // ------------------------------------------------------------------ the copy

  function vista(row: repo.ExportacionRow, now: Date): ExportacionVista {
    const vencida = row.estado === 'lista' && row.expira_en !== null && row.expira_en <= now;
    const estado = vencida ? 'caducada' : row.estado;
    return {
      id: row.id,
      estado,
      solicitado_en: row.solicitado_en.toISOString(),
      lista_en: row.lista_en?.toISOString() ?? null,
      expira_en: row.expira_en?.toISOString() ?? null,
      url: estado === 'lista' && row.expira_en ? signDescarga(fileSecret, row.id, row.usuario_id, row.expira_en) : null,
      bytes: estado === 'lista' ? row.bytes : null,
    };
  }

  /** Whether a new copy may be asked for now, and the sentence that says why not. */
  async function puedeSolicitar(usuarioId: number, latest: repo.ExportacionRow | undefined, now: Date) {
    if (latest?.estado === 'pendiente') return { puede_solicitar: false, motivo: EXPORTACION_MESSAGES.enPreparacion, proxima_en: null };
    const recientes = await repo.exportacionesDesde(db, usuarioId, new Date(now.getTime() - DAY_MS));
    if (recientes.length >= EXPORTACIONES_POR_DIA) {
      // The limit frees up when the oldest of the last three leaves the 24 hours.
      const libera = recientes[recientes.length - EXPORTACIONES_POR_DIA]!.solicitado_en;
      return {
        puede_solicitar: false,
        motivo: EXPORTACION_MESSAGES.demasiadas,
        proxima_en: new Date(libera.getTime() + DAY_MS).toISOString(),
      };
    }
    return { puede_solicitar: true, motivo: null, proxima_en: null };
  }

  async function exportacion(usuarioId: number) {
    const now = deps.now();
    const latest = await repo.latestExportacion(db, usuarioId);
    return { vista: latest ? vista(latest, now) : null, ...(await puedeSolicitar(usuarioId, latest, now)) };
  }

  /** POST privacidad/exportacion: a new copy in preparation; the ready one it replaces stops working. */
  async function solicitarExportacion(usuarioId: number) {
    const now = deps.now();
    const check = await puedeSolicitar(usuarioId, await repo.latestExportacion(db, usuarioId), now);
    if (!check.puede_solicitar) {
      throw new AppError(check.motivo === EXPORTACION_MESSAGES.enPreparacion ? 'CONFLICT' : 'TOO_MANY_REQUESTS', check.motivo!);
    }
    try {
      const row = await db.transaction(async (tx) => {
        for (const previa of await repo.listasDe(tx, usuarioId)) {
          await enqueue(tx, CADUCAR_JOB, { id: previa.id }, { clave: `${CADUCAR_JOB}:${previa.id}:reemplazo` });
        }
        const created = await repo.insertExportacion(tx, usuarioId, now);
        await enqueue(tx, EXPORTAR_JOB, { id: created.id }, { clave: `${EXPORTAR_JOB}:${created.id}`, maxIntentos: 3 });
        return created;
      });
      return { vista: vista(row, now), ...(await puedeSolicitar(usuarioId, row, now)) };
    } catch (err) {
      // Two requests at once: the unique index lets one copy be prepared; the other hears it is under way.
      if (pgErrorCode(err) === '23505') throw new AppError('CONFLICT', EXPORTACION_MESSAGES.enPreparacion);
      throw err;
    }
  }

  /** The `privacidad.exportar` job: reads the data, writes the ZIP, stores it and tells the person. */
  async function prepararExportacion(payload: JobPayload, job: { intentos: number; maxIntentos: number }): Promise<void> {
    const id = Number(payload.id);
    const row = await repo.findExportacion(db, id);
    if (!row || row.estado !== 'pendiente') return;
    try {
      const generado = deps.now();
      const contenido = await contenidoDe(db, row.usuario_id, generado);
      if (!contenido) return; // the account went meanwhile, and the copy with it
      const adjuntos = [];
      for (const a of contenido.adjuntos) {
        const bytes = await storage.read(a.archivo);
        if (bytes) adjuntos.push({ name: a.nombre, bytes: new Uint8Array(bytes) });
      }
      const pdf = await renderResumenDatosPdf(contenido.resumen);
      const zip = zipArchive(
        [
          { name: 'resumen.pdf', bytes: new Uint8Array(pdf) },
          { name: 'datos.json', bytes: `${JSON.stringify(contenido.json, null, 2)}\n` },
          ...adjuntos,
        ],
        generado,
      );
      const archivo = await storage.save(EXPORTACION_FOLDER, zip, 'zip');
      const listaEn = deps.now();
      const expiraEn = new Date(listaEn.getTime() + EXPORTACION_HORAS * HOUR_MS);
      const marked = await db.transaction(async (tx) => {
        const done = await repo.markLista(tx, id, { archivo, bytes: zip.byteLength, lista_en: listaEn, expira_en: expiraEn });
        if (!done) return false;
        await enqueue(tx, CADUCAR_JOB, { id }, { clave: `${CADUCAR_JOB}:${id}`, ejecutarEn: expiraEn });
        await mailer.send(
          tx,
          contenido.correo,
          exportacionListaMail({ nombres: contenido.nombres, expiraEn, url: `${deps.publicUrl}${cuentaDe(contenido.rol)}` }),
        );
        return true;
      });
      if (!marked) await storage.remove(archivo);
    } catch (err) {
      // The last attempt: the person sees that it failed and may ask again (the error is logged by the queue).
      if (job.intentos >= job.maxIntentos) await repo.markFallida(db, id);
      throw err;
    }
  }

  /** The `privacidad.caducar` job: a copy past its 24 hours, or replaced by a new one, loses its file. */
  async function caducarExportacion(payload: JobPayload): Promise<void> {
    const archivo = await db.transaction((tx) => repo.markCaducada(tx, Number(payload.id)));
    if (archivo) await storage.remove(archivo);
  }

  /** GET privacidad/exportacion/{id}/descarga: a link this server signed for the copy's owner, while it lasts. */
  async function descargar(id: number | null, link: { u: number; exp: number; sig: string } | null): Promise<Descarga> {
    if (id === null || !link || !verifyDescarga(fileSecret, id, link.u, link.exp, link.sig)) return { ok: false, motivo: 'invalido' };
    const now = deps.now();
    const row = await repo.findExportacion(db, id);
    const vigente = row && row.usuario_id === link.u && row.estado === 'lista' && row.archivo && row.expira_en && row.expira_en > now;
    if (!vigente || link.exp * 1000 <= now.getTime()) {
      const owner = await repo.findUsuario(db, link.u);
      // Within its 24 hours a copy only stops working because a newer one replaced it: say so, not that time ran out.
      const reemplazado =
        row && row.usuario_id === link.u && link.exp * 1000 > now.getTime() && (await repo.hayPosterior(db, link.u, row.id));
      return { ok: false, motivo: reemplazado ? 'reemplazado' : 'caducado', area: owner ? areaDe(owner.rol) : null };
    }
    await repo.countDescarga(db, id);
    return { ok: true, archivo: row.archivo!, nombre: `datos-practiperu-${limaToday(row.lista_en ?? now)}.zip` };
  }

  // ------------------------------------------------------------------ rights requests

  function solicitudVista(
    s: repo.SolicitudRow,
    p: { postulacion_id: number | null; titulo: string | null; empresa: string | null } | null,
  ): SolicitudVista {
    return {
      id: s.id,
      tipo: s.tipo,
      detalle: s.detalle,
      estado: s.estado,
      creado_en: s.creado_en.toISOString(),
      vence_el: s.vence_el,
      postulacion: p?.postulacion_id
        ? { id: p.postulacion_id, titulo: p.titulo ?? '', empresa: p.empresa ?? 'Convocatoria externa' }
        : null,
      respuesta: s.respuesta,
      resolucion: s.resolucion,
      motivo: s.motivo,
      respondido_en: s.respondido_en?.toISOString() ?? null,
    };
  }

  async function solicitudes(usuarioId: number, page: number) {
    const total = await repo.countMias(db, usuarioId);
    const rows = await repo.listMias(db, usuarioId, MIS_SOLICITUDES_PAGE_SIZE, (page - 1) * MIS_SOLICITUDES_PAGE_SIZE);
    return {
      items: rows.map((r) => solicitudVista(r.s, r)),
      current_page: page,
      total_pages: Math.ceil(total / MIS_SOLICITUDES_PAGE_SIZE),
      total,
    };
  }

  /** POST privacidad/solicitudes: due `PLAZO_DIAS_HABILES` business days after the Lima day it is filed. */
  async function crearSolicitud(
    user: { id: number; role: Role },
    body: { tipo: TipoSolicitud; detalle: string; postulacion_id: number | null },
  ): Promise<SolicitudVista> {
    let postulacion: Awaited<ReturnType<typeof repo.postulacionPropia>>;
    if (body.postulacion_id !== null) {
      // Only an applicant's own application: another's id is answered as no application of theirs.
      postulacion = user.role === ROLE.POSTULANTE ? await repo.postulacionPropia(db, user.id, body.postulacion_id) : undefined;
      if (!postulacion) throw fieldError('postulacion_id', DERECHOS_MESSAGES.postulacionAjena);
    }
    if ((await repo.countEnTramite(db, user.id)) >= SOLICITUDES_EN_TRAMITE_MAX)
      throw new AppError('TOO_MANY_REQUESTS', DERECHOS_MESSAGES.demasiadas);
    const now = deps.now();
    const vence = venceEl(body.tipo, limaToday(now));
    const owner = await repo.findUsuario(db, user.id);
    const row = await db.transaction(async (tx) => {
      const created = await repo.insertSolicitud(tx, {
        usuario_id: user.id,
        tipo: body.tipo,
        detalle: body.detalle,
        postulacion_id: postulacion?.id ?? null,
        vence_el: vence,
        creado_en: now,
        actualizado_en: now,
      });
      if (owner) {
        await mailer.send(
          tx,
          owner.correo,
          solicitudRecibidaMail({
            nombres: owner.nombres,
            tipo: body.tipo,
            venceEl: vence,
            url: `${deps.publicUrl}${derechosDe(owner.rol)}`,
            empresa: owner.rol === ROLE.RECLUTADOR,
          }),
        );
      }
      return created;
    });
    return solicitudVista(
      row,
      postulacion ? { postulacion_id: postulacion.id, titulo: postulacion.titulo, empresa: postulacion.empresa } : null,
    );
  }

  /** The applicant's applications a human review may be asked about (companies have none). */
  /** The applicant's applications a human review may name (the route admits applicants only). */
  async function postulacionesRevisables(usuarioId: number): Promise<{ id: number; titulo: string; empresa: string }[]> {
    return repo.listRevisables(db, usuarioId);
  }

  return {
    exportacion,
    solicitarExportacion,
    prepararExportacion,
    caducarExportacion,
    descargar,
    solicitudes,
    crearSolicitud,
    postulacionesRevisables,
  };
}

export type PrivacidadService = ReturnType<typeof createPrivacidadService>;
