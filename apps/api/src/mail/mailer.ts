/**
 * Sending mail (decision 008): every message is stored in the `correo` table and delivered by a job.
 * With SMTP_URL the job sends it through nodemailer; without it the stored message is the delivery
 * (the development outbox at /dev/correos reads it).
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../db/client.ts';
import { correo } from '../db/schema/index.ts';
import { enqueue, enqueueMany, type Queue } from '../jobs/queue.ts';
import { redactEmails } from '../lib/log-redact.ts';
import type { RenderedMail } from './layout.ts';

export const MAIL_JOB = 'correo.enviar';

export interface Mailer {
  /** The mailbox the messages come from (MAIL_FROM), as a calendar event's organizer names it. */
  readonly remitente: { nombre: string; correo: string };
  /** Stores the message and enqueues its delivery, in the caller's transaction when given one. */
  send(db: DbOrTx, to: string, mail: RenderedMail, categoria?: 'transaccional' | 'marketing'): Promise<number>;
  /** The same for many messages, in two statements per batch of MAIL_BATCH (a job that fans out, decision 047). */
  sendMany(db: DbOrTx, mails: readonly { to: string; mail: RenderedMail }[], categoria?: 'transaccional' | 'marketing'): Promise<number>;
}

/** A message's attachments as stored (null: none). */
function adjuntosDe(mail: RenderedMail) {
  return mail.attachments?.length ? mail.attachments.map((a) => ({ nombre: a.filename, tipo: a.contentType, contenido: a.content })) : null;
}

/** 'PractiPerú <no-responder@practiperu.pe>' as its name and mailbox; a bare address is both. */
export function remitenteDe(from: string): { nombre: string; correo: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (m?.[2]) return { nombre: m[1]?.trim() || m[2].trim(), correo: m[2].trim() };
  return { nombre: from.trim(), correo: from.trim() };
}

/** Messages stored per statement by `sendMany`. */
export const MAIL_BATCH = 200;

export function createMailer(deps: {
  db: Db;
  queue: Queue;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
  transport?: Transporter;
}): Mailer {
  const transport = deps.transport ?? (deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null);

  deps.queue.register(MAIL_JOB, async (payload) => {
    const id = Number(payload.correoId);
    const [row] = await deps.db.select().from(correo).where(eq(correo.id, id)).limit(1);
    if (!row || row.estado === 'enviado') return; // idempotent: a retried job never sends twice
    if (transport) {
      const attachments = (row.adjuntos ?? []).map((a) => ({ filename: a.nombre, contentType: a.tipo, content: a.contenido }));
      await transport.sendMail({
        from: deps.from,
        to: row.para,
        subject: row.asunto,
        text: row.texto,
        html: row.html,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } else {
      // No SMTP: the outbox is the delivery. The link itself is not logged (it carries a token), nor the mailbox.
      deps.log.info(
        { correo: id, para: redactEmails(row.para), asunto: row.asunto },
        'correo guardado en la bandeja de desarrollo (/dev/correos)',
      );
    }
    await deps.db.update(correo).set({ estado: 'enviado', enviado_en: new Date() }).where(eq(correo.id, id));
  });

  return {
    remitente: remitenteDe(deps.from),
    async send(db, to, mail, categoria = 'transaccional') {
      const [row] = await db
        .insert(correo)
        .values({
          para: to,
          asunto: mail.subject,
          texto: mail.text,
          html: mail.html,
          enlaces: mail.links,
          categoria,
          adjuntos: adjuntosDe(mail),
        })
        .returning({ id: correo.id });
      if (!row) throw new Error('no se pudo guardar el correo');
      await enqueue(db, MAIL_JOB, { correoId: row.id }, { clave: `correo:${row.id}` });
      return row.id;
    },
    async sendMany(db, mails, categoria = 'transaccional') {
      for (let i = 0; i < mails.length; i += MAIL_BATCH) {
        const rows = await db
          .insert(correo)
          .values(
            mails.slice(i, i + MAIL_BATCH).map(({ to, mail }) => ({
              para: to,
              asunto: mail.subject,
              texto: mail.text,
              html: mail.html,
              enlaces: mail.links,
              categoria,
              adjuntos: adjuntosDe(mail),
            })),
          )
          .returning({ id: correo.id });
        await enqueueMany(
          db,
          MAIL_JOB,
          rows.map((r) => ({ payload: { correoId: r.id }, clave: `correo:${r.id}` })),
        );
      }
      return mails.length;
    },
  };
}
