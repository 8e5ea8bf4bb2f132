/**
 * The daily premium job (decision 019): at 09:00 Lima it e-mails the applicants whose membership ends in
 * PREMIUM_REMINDER_DAYS days (and who have not renewed), once per membership (aviso_enviado_en). Memberships need no
 * job to end: premium is computed on read and stops after 23:59 Lima of expira_el. One job per Lima day, keyed by
 * the day, chained like the offers' finishing job (modules/oferta/oferta.jobs.ts).
 */
import { paths } from '@practiperu/shared/paths';
import { addDays, limaDayStart, limaToday } from '@practiperu/shared/dates';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { premiumPorVencerMail } from './premium.mails.ts';
import * as repo from './premium.repository.ts';

export const PREMIUM_AVISO_JOB = 'premium.aviso_vencimiento';
export const PREMIUM_REMINDER_DAYS = 3;
const NINE_HOURS = 9 * 3_600_000;

export async function schedulePremiumAviso(db: DbOrTx, day: string): Promise<void> {
  await enqueue(
    db,
    PREMIUM_AVISO_JOB,
    { dia: day },
    { clave: `${PREMIUM_AVISO_JOB}:${day}`, ejecutarEn: new Date(limaDayStart(day).getTime() + NINE_HOURS) },
  );
}

/** Sends the reminders due on the Lima day of `now`; returns the memberships told. */
export async function sendPremiumReminders(deps: { db: Db; mailer: Mailer; publicUrl: string }, now: Date): Promise<number[]> {
  const day = addDays(limaToday(now), PREMIUM_REMINDER_DAYS);
  const url = `${deps.publicUrl}${paths.postulantes.premiumUpgrade}`;
  return deps.db.transaction(async (tx) => {
    const rows = await repo.membershipsEndingOn(tx, day);
    for (const m of rows) {
      await deps.mailer.send(
        tx,
        m.correo,
        premiumPorVencerMail({ nombres: m.nombres, expiraEl: m.expira_el, dias: PREMIUM_REMINDER_DAYS, url }),
      );
      await repo.markReminded(tx, m.id, now);
    }
    return rows.map((m) => m.id);
  });
}

export function registerPremiumJobs(app: FastifyInstance): void {
  app.queue.register(PREMIUM_AVISO_JOB, async () => {
    const now = app.now();
    const ids = await sendPremiumReminders({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl }, now);
    if (ids.length > 0) app.log.info({ membresias: ids }, 'avisos de vencimiento premium enviados');
    await schedulePremiumAviso(app.db, addDays(limaToday(now), 1));
  });
  app.addHook('onReady', async () => {
    await schedulePremiumAviso(app.db, limaToday(app.now()));
  });
}
