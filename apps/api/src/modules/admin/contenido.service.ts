/**
 * Premium content: the videos and resources that only premium applicants (estado_pago 1) see. Administrators create
 * and edit the items, upload each one's cover image and file through the file storage, order them and remove them
 * (their files too, after the commit, like logos in decision 007). Files are checked by their bytes: covers PNG/JPEG
 * under 1,000,000 bytes, videos MP4, resources PDF, up to PREMIUM_FILE_MAX_MB.
 */
import { CONTENIDO_MESSAGES } from '@practiperu/shared/admin';
import type { contenidoCreateSchema, contenidoUpdateSchema } from '@practiperu/shared/schemas/admin';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { checkImage, type Storage } from '../../storage/storage.ts';
import { audit, type Actor } from './auditoria.repository.ts';
import * as repo from './contenido.repository.ts';
import type { AdminContenido } from '@practiperu/shared/admin';
import { PREMIUM_FOLDERS } from '../../storage/folders.ts';

const REQUIRED = CONTENIDO_MESSAGES.required;

function columns(data: z.output<typeof contenidoUpdateSchema>) {
  return {
    titulo: data.title,
    descripcion: data.description,
    duracion: data.duration,
    folder_name: data.folder_name,
    glosario: data.glossary,
    publicado: data.publicado,
  };
}

/** MP4 ('ftyp' box at byte 4) or PDF ('%PDF-'), by signature. */
export function detectFile(bytes: Uint8Array): 'mp4' | 'pdf' | null {
  if (bytes.length >= 12 && Buffer.from(bytes.subarray(4, 8)).toString('latin1') === 'ftyp') return 'mp4';
  if (bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

export function createAdminContenidoService(deps: {
  db: Db;
  now: () => Date;
  storage: Storage;
  config: Pick<Config, 'PREMIUM_FILE_MAX_MB'>;
  log: FastifyBaseLogger;
  /** A link to an item's file signed for this user (premium files are never public; docs/premium.md). */
  fileLink: (id: number, usuarioId: number) => string;
}) {
  const { db, storage } = deps;

  /** The item as the back office shows it; `file` is a link signed for the administrator who asked. */
  function toContenido(row: repo.ContenidoRow, viewer: Actor): AdminContenido {
    return {
      id: row.id,
      type: row.tipo,
      title: row.titulo,
      description: row.descripcion,
      duration: row.duracion,
      image: row.imagen ? storage.url(row.imagen) : null,
      file: row.archivo && viewer.id !== null ? deps.fileLink(row.id, viewer.id) : null,
      folder_name: row.folder_name,
      glossary: row.glosario,
      orden: row.orden,
      publicado: row.publicado,
      creado_en: row.creado_en.toISOString(),
      actualizado_en: row.actualizado_en.toISOString(),
    };
  }

  const snapshot = (row: repo.ContenidoRow) => ({
    tipo: row.tipo,
    titulo: row.titulo,
    descripcion: row.descripcion,
    duracion: row.duracion,
    folder_name: row.folder_name,
    glosario: row.glosario,
    publicado: row.publicado,
    imagen: row.imagen,
    archivo: row.archivo,
    orden: row.orden,
  });

  /** A failed removal must not undo the change: the file is unlisted and randomly named, so it is only logged. */
  async function removeFiles(...names: (string | null | undefined)[]): Promise<void> {
    for (const name of names) {
      try {
        await storage.remove(name);
      } catch (err) {
        deps.log.error({ err, file: name }, 'no se pudo borrar un archivo de contenido premium');
      }
    }
  }

  async function list(viewer: Actor, tipo?: 'video' | 'recurso'): Promise<AdminContenido[]> {
    return (await repo.listContenido(db, tipo)).map((row) => toContenido(row, viewer));
  }

  async function get(actor: Actor, id: number): Promise<AdminContenido> {
    const row = await repo.findContenido(db, id);
    if (!row) throw new AppError('NOT_FOUND', CONTENIDO_MESSAGES.notFound);
    return toContenido(row, actor);
  }

  async function create(actor: Actor, data: z.output<typeof contenidoCreateSchema>): Promise<AdminContenido> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const row = await repo.insertContenido(tx, {
        tipo: data.type,
        ...columns(data),
        orden: await repo.nextOrden(tx),
        creado_en: now,
        actualizado_en: now,
      });
      await audit(tx, actor, { accion: 'contenido.crear', entidad: 'contenido_premium', entidad_id: row.id, despues: snapshot(row) }, now);
      return toContenido(row, actor);
    });
  }

  async function update(actor: Actor, id: number, data: z.output<typeof contenidoUpdateSchema>): Promise<AdminContenido> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const before = await repo.findContenido(tx, id, true);
      if (!before) throw new AppError('NOT_FOUND', CONTENIDO_MESSAGES.notFound);
      const row = await repo.updateContenido(tx, id, { ...columns(data), actualizado_en: now });
      await audit(
        tx,
        actor,
        { accion: 'contenido.editar', entidad: 'contenido_premium', entidad_id: id, antes: snapshot(before), despues: snapshot(row) },
        now,
      );
      return toContenido(row, actor);
    });
  }

  /** Stores the new file, points the item at it, then removes the previous one; a failed update removes the new one. */
  async function attach(actor: Actor, id: number, campo: 'imagen' | 'archivo', bytes: Uint8Array, ext: string): Promise<AdminContenido> {
    const now = deps.now();
    const folder = PREMIUM_FOLDERS[campo === 'imagen' ? 'imagen' : ext === 'mp4' ? 'mp4' : 'pdf'];
    const name = await storage.save(folder, bytes, ext);
    let previous: string | null = null;
    try {
      const row = await db.transaction(async (tx) => {
        const before = await repo.findContenido(tx, id, true);
        if (!before) throw new AppError('NOT_FOUND', CONTENIDO_MESSAGES.notFound);
        previous = before[campo];
        const updated = await repo.updateContenido(tx, id, { [campo]: name, actualizado_en: now });
        await audit(
          tx,
          actor,
          {
            accion: campo === 'imagen' ? 'contenido.subir_imagen' : 'contenido.subir_archivo',
            entidad: 'contenido_premium',
            entidad_id: id,
            antes: { [campo]: before[campo] },
            despues: { [campo]: name, bytes: bytes.length },
          },
          now,
        );
        return updated;
      });
      await removeFiles(previous);
      return toContenido(row, actor);
    } catch (err) {
      await removeFiles(name);
      throw err;
    }
  }

  async function uploadImage(actor: Actor, id: number, bytes: Uint8Array): Promise<AdminContenido> {
    const check = checkImage(bytes);
    if (!check.ok) {
      if (check.reason === 'size')
        throw new AppError('PAYLOAD_TOO_LARGE', CONTENIDO_MESSAGES.imageSize, { errors: { imagen: CONTENIDO_MESSAGES.imageSize } });
      if (check.reason === 'type')
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', CONTENIDO_MESSAGES.imageType, { errors: { imagen: CONTENIDO_MESSAGES.imageType } });
      throw fieldError('imagen', REQUIRED);
    }
    await get(actor, id);
    return attach(actor, id, 'imagen', bytes, check.kind);
  }

  /** Videos take MP4, resources PDF. The size limit is enforced while reading (413 before this is reached). */
  async function uploadFile(actor: Actor, id: number, bytes: Uint8Array): Promise<AdminContenido> {
    if (bytes.length === 0) throw fieldError('archivo', REQUIRED);
    const item = await repo.findContenido(db, id);
    if (!item) throw new AppError('NOT_FOUND', CONTENIDO_MESSAGES.notFound);
    const wanted = item.tipo === 'video' ? 'mp4' : 'pdf';
    if (detectFile(bytes) !== wanted) {
      const message = wanted === 'mp4' ? CONTENIDO_MESSAGES.videoType : CONTENIDO_MESSAGES.pdfType;
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { errors: { archivo: message } });
    }
    return attach(actor, id, 'archivo', bytes, wanted);
  }

  async function reorder(actor: Actor, ids: number[]): Promise<AdminContenido[]> {
    const now = deps.now();
    await db.transaction(async (tx) => {
      const all = await repo.lockAll(tx);
      const known = new Set(all.map((r) => r.id));
      if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) {
        throw fieldError('ids', CONTENIDO_MESSAGES.orden);
      }
      const before = [...all].sort((a, b) => a.orden - b.orden || a.id - b.id).map((r) => r.id);
      for (const [i, id] of ids.entries()) await repo.updateContenido(tx, id, { orden: i + 1, actualizado_en: now });
      await audit(
        tx,
        actor,
        { accion: 'contenido.ordenar', entidad: 'contenido_premium', entidad_id: null, antes: { ids: before }, despues: { ids } },
        now,
      );
    });
    return list(actor);
  }

  async function remove(actor: Actor, id: number): Promise<void> {
    const now = deps.now();
    const removed = await db.transaction(async (tx) => {
      const row = await repo.deleteContenido(tx, id);
      if (!row) throw new AppError('NOT_FOUND', CONTENIDO_MESSAGES.notFound);
      await audit(
        tx,
        actor,
        { accion: 'contenido.eliminar', entidad: 'contenido_premium', entidad_id: id, antes: snapshot(row), despues: null },
        now,
      );
      return row;
    });
    await removeFiles(removed.imagen, removed.archivo);
  }

  return { list, get, create, update, uploadImage, uploadFile, reorder, remove };
}

export type { AdminContenido };
