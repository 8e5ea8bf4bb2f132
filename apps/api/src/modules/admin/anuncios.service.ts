/**
 * Announcements: an administrator writes a message to companies or to applicants, previews it and sends
 * it. Only accounts that accepted marketing (autorizacion_marketing 1), active and confirmed, receive it, each with
 * their own unsubscribe link. Sending queues one job per recipient in the transaction that marks the announcement
 * as sending, so pressing "send" twice sends once, and each job sends its mail once.
 */
import { ANUNCIO_MESSAGES } from '@practiperu/shared/admin';
import type { AnuncioData } from '@practiperu/shared/schemas/admin';
import { richTextToPlain } from '@practiperu/shared/oferta';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobPayload } from '../../jobs/queue.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { anuncioMail, anuncioPreviewMail } from './anuncios.mails.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { createUnsubscribeLinks } from '../usuario/usuario.public.ts';
import { ADMIN_PAGE_SIZE, iso, offsetOf, pagina, type Pagina } from './admin.common.ts';
import { audit, type Actor } from './auditoria.repository.ts';
import * as repo from './anuncios.repository.ts';
import type { AdminAnuncio, AnuncioPreview } from '@practiperu/shared/admin';

function sanitizeAnuncio(html: string): string {
  const clean = sanitizeRichText(html);
  const visible = richTextToPlain(clean);
  if (visible === '') throw fieldError('html', ANUNCIO_MESSAGES.required);
  if (visible.length < 5) throw fieldError('html', ANUNCIO_MESSAGES.textoCorto);
  return clean;
}

export function createAdminAnuncioService(deps: { db: Db; now: () => Date; mailer: Mailer; config: Pick<Config, 'publicUrl'> }) {
  const { db, mailer } = deps;
  const links = createUnsubscribeLinks({ publicUrl: deps.config.publicUrl, now: deps.now });

  async function toAnuncio(row: repo.AnuncioRow, creadoPor: string | null): Promise<AdminAnuncio> {
    const borrador = row.estado === 'borrador';
    const progreso = borrador ? null : await repo.progress(db, row.id);
    return {
      id: row.id,
      audiencia: row.audiencia,
      asunto: row.asunto,
      html: row.html,
      // A last pair of jobs finishing at once may both leave it 'enviando': the jobs say what is true.
      estado: row.estado === 'enviando' && progreso && progreso.pendientes === 0 ? 'enviado' : row.estado,
      destinatarios: row.destinatarios,
      destinatarios_posibles: borrador ? await repo.countAudience(db, row.audiencia) : null,
      progreso,
      creado_por: creadoPor,
      creado_en: row.creado_en.toISOString(),
      enviado_en: iso(row.enviado_en),
    };
  }

  async function list(current: number): Promise<Pagina<AdminAnuncio>> {
    const total = await repo.countAnuncios(db);
    const rows = await repo.listAnuncios(db, ADMIN_PAGE_SIZE, offsetOf(current));
    return pagina(await Promise.all(rows.map((r) => toAnuncio(r.anuncio, r.creado_por))), total, current);
  }

  async function get(id: number): Promise<AdminAnuncio> {
    const row = await repo.findAnuncio(db, id);
    if (!row) throw new AppError('NOT_FOUND', ANUNCIO_MESSAGES.notFound);
    return toAnuncio(row.anuncio, row.creado_por);
  }

  async function create(actor: Actor, data: AnuncioData): Promise<AdminAnuncio> {
    const html = sanitizeAnuncio(data.html);
    const now = deps.now();
    const row = await db.transaction(async (tx) => {
      const created = await repo.insertAnuncio(tx, {
        audiencia: data.audiencia,
        asunto: data.asunto,
        html,
        creado_por: actor.id,
        creado_en: now,
      });
      await audit(
        tx,
        actor,
        {
          accion: 'anuncio.crear',
          entidad: 'anuncio',
          entidad_id: created.id,
          antes: null,
          despues: { audiencia: data.audiencia, asunto: data.asunto, html },
        },
        now,
      );
      return created;
    });
    return toAnuncio(row, actor.correo);
  }

  async function update(actor: Actor, id: number, data: AnuncioData): Promise<AdminAnuncio> {
    const html = sanitizeAnuncio(data.html);
    const now = deps.now();
    await db.transaction(async (tx) => {
      const before = await repo.lockAnuncio(tx, id);
      if (!before) throw new AppError('NOT_FOUND', ANUNCIO_MESSAGES.notFound);
      const row = await repo.updateDraft(tx, id, { audiencia: data.audiencia, asunto: data.asunto, html });
      if (!row) throw new AppError('CONFLICT', ANUNCIO_MESSAGES.notDraft);
      await audit(
        tx,
        actor,
        {
          accion: 'anuncio.editar',
          entidad: 'anuncio',
          entidad_id: id,
          antes: { audiencia: before.audiencia, asunto: before.asunto, html: before.html },
          despues: { audiencia: row.audiencia, asunto: row.asunto, html: row.html },
        },
        now,
      );
    });
    return get(id);
  }

  async function remove(actor: Actor, id: number): Promise<void> {
    const now = deps.now();
    await db.transaction(async (tx) => {
      const before = await repo.lockAnuncio(tx, id);
      if (!before) throw new AppError('NOT_FOUND', ANUNCIO_MESSAGES.notFound);
      if (!(await repo.deleteDraft(tx, id))) throw new AppError('CONFLICT', ANUNCIO_MESSAGES.notDraft);
      await audit(
        tx,
        actor,
        {
          accion: 'anuncio.eliminar',
          entidad: 'anuncio',
          entidad_id: id,
          antes: { audiencia: before.audiencia, asunto: before.asunto, html: before.html },
          despues: null,
        },
        now,
      );
    });
  }

  /** The mail as a recipient will get it (a sample name and unsubscribe link), without saving anything. */
  async function preview(data: AnuncioData): Promise<AnuncioPreview> {
    const html = sanitizeAnuncio(data.html);
    const mail = anuncioPreviewMail({ asunto: data.asunto, html, publicUrl: deps.config.publicUrl, area: data.audiencia });
    return {
      asunto: mail.subject,
      html: mail.html,
      texto: mail.text,
      destinatarios_posibles: await repo.countAudience(db, data.audiencia),
    };
  }

  /** POST admin/anuncios/{id}/enviar: queues one job per recipient; a second call finds it sent and queues nothing. */
  async function send(actor: Actor, id: number): Promise<{ item: AdminAnuncio; ya_enviado: boolean }> {
    const now = deps.now();
    const yaEnviado = await db.transaction(async (tx) => {
      const before = await repo.lockAnuncio(tx, id);
      if (!before) throw new AppError('NOT_FOUND', ANUNCIO_MESSAGES.notFound);
      const started = await repo.startSending(tx, id, now);
      if (!started) return true;
      const n = await repo.enqueueRecipients(tx, id, started.audiencia);
      // Nobody to send to: the whole transaction is undone and the draft stays a draft.
      if (n === 0) throw new AppError('CONFLICT', ANUNCIO_MESSAGES.noRecipients);
      await repo.setDestinatarios(tx, id, n);
      await audit(
        tx,
        actor,
        {
          accion: 'anuncio.enviar',
          entidad: 'anuncio',
          entidad_id: id,
          antes: { estado: before.estado },
          despues: { estado: 'enviando', destinatarios: n, enviado_en: now },
        },
        now,
      );
      return false;
    });
    return { item: await get(id), ya_enviado: yaEnviado };
  }

  /** The job of one recipient: their mail with their own unsubscribe link (a marketing mail). */
  async function deliver(payload: JobPayload, job: { id: number }): Promise<void> {
    const anuncioId = Number(payload.anuncio_id);
    const usuarioId = Number(payload.usuario_id);
    await db.transaction(async (tx) => {
      if (!(await repo.completeJob(tx, job.id, deps.now()))) return;
      const a = await repo.lockAnuncio(tx, anuncioId);
      if (a && a.estado !== 'borrador') {
        const person = await repo.recipient(tx, usuarioId, a.audiencia);
        if (person) {
          const unsubscribeUrl = await links.unsubscribeUrl(tx, { id: person.id, rol: person.rol });
          await mailer.send(
            tx,
            person.correo,
            anuncioMail({ nombres: person.nombres, asunto: a.asunto, html: a.html, unsubscribeUrl }),
            'marketing',
          );
        }
        await repo.closeIfDone(tx, anuncioId);
      }
    });
  }

  return { list, get, create, update, remove, preview, send, deliver };
}

export type { AdminAnuncio, AnuncioPreview };
