/**
 * Job alerts (docs/matching.md): an applicant subscribes to a daily or weekly digest of new offers that match them;
 * a daily job sends each due digest once per period, only to applicants who accept marketing mail, with the
 * unsubscribe link.
 */
import { addDays, limaDayStart, limaToday } from '@practiperu/shared/dates';
import { FRECUENCIA_MESSAGE, type createPostulantBody } from '@practiperu/shared/api/suscripcion';
import { ORGANIZADOR_EXTERNO, type Frecuencia, type SuscripcionVista } from '@practiperu/shared/postulacion';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import * as matching from '../matching/matching.service.ts';
import { destacada, digestDesde, digestPendiente, perfilMatching } from '../matching/matching.public.ts';
import { createUnsubscribeLinks } from '../usuario/usuario.public.ts';
import { digestMail } from './suscripcion.mails.ts';
import * as repo from './suscripcion.repository.ts';

export const SUSCRIPCION_MESSAGES = {
  frecuencia: FRECUENCIA_MESSAGE,
  suscrito: (f: Frecuencia) =>
    `Listo: te enviaremos un resumen ${f === 'diaria' ? 'diario' : 'semanal'} de las ofertas nuevas que coincidan con tu formación.`,
  sinMarketing:
    'Guardamos tu alerta, pero no te llegará mientras no aceptes recibir correos informativos de PractiPerú. Actívalo en Mi cuenta.',
  detenida: 'Listo, ya no recibirás alertas de empleo.',
  sinSuscripcion: 'No tienes alertas de empleo activas.',
} as const;

const vista = (s: repo.SuscripcionRow): SuscripcionVista => ({
  frecuencia: s.frecuencia,
  activa: s.activa,
  ultimo_envio: s.ultimo_envio ? s.ultimo_envio.toISOString() : null,
  creado_en: s.creado_en.toISOString(),
});

export const DIGEST_JOB = 'suscripcion.digest';
export const ENVIAR_JOB = 'suscripcion.enviar';
/** Offers listed in one digest (the rest are counted). */
export const DIGEST_MAX_OFERTAS = 10;
const DIGEST_HOUR_LIMA_MS = 7 * 3_600_000;

export const digestKey = (day: string) => `${DIGEST_JOB}:${day}`;
export const enviarKey = (usuarioId: number, day: string) => `${ENVIAR_JOB}:${usuarioId}:${day}`;

export interface SuscripcionDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
}

export function createSuscripcionService(deps: SuscripcionDeps) {
  const { db } = deps;
  const links = createUnsubscribeLinks({ publicUrl: deps.publicUrl, now: deps.now });

  /** `POST suscripcion/createPostulant {frecuencia}` (checked by the route): subscribe, change the frequency, or start again. */
  async function subscribe(usuarioId: number, { frecuencia }: z.output<typeof createPostulantBody>) {
    const row = await repo.upsert(db, usuarioId, frecuencia, deps.now());
    const marketing = await repo.autorizacionMarketing(db, usuarioId);
    return { suscripcion: vista(row), autorizacion_marketing: marketing };
  }

  async function mine(usuarioId: number) {
    const row = await repo.find(db, usuarioId);
    return { suscripcion: row ? vista(row) : null, autorizacion_marketing: await repo.autorizacionMarketing(db, usuarioId) };
  }

  async function stop(usuarioId: number): Promise<boolean> {
    return repo.detener(db, usuarioId, deps.now());
  }

  /** The run of a Lima day (07:00): one send job per due subscriber, keyed by subscriber and day. */
  async function enqueueDue(day: string): Promise<number> {
    const diariaAntes = limaDayStart(day);
    const semanalAntes = limaDayStart(addDays(day, -6));
    let despues = 0;
    let total = 0;
    for (;;) {
      const ids = await repo.pendientes(db, { diariaAntes, semanalAntes, despues, limit: 500 });
      for (const id of ids) await enqueue(db, ENVIAR_JOB, { usuarioId: id, dia: day }, { clave: enviarKey(id, day) });
      total += ids.length;
      if (ids.length < 500) return total;
      despues = ids[ids.length - 1]!;
    }
  }

  /**
   * One subscriber's digest, idempotent: decided under the subscription's lock from its last digest date, so a
   * retried or repeated job sends nothing twice in a period. No new matching offer: no mail.
   */
  async function send(usuarioId: number): Promise<'enviado' | 'nada_nuevo' | 'no_corresponde'> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const s = await repo.paraEnviar(tx, usuarioId);
      // Marketing mail: only active applicants who accept it; the unsubscribe link sets that to 0.
      if (!s || s.activa !== 1 || s.autorizacion_marketing !== 1 || !s.activo || s.rol !== 0) return 'no_corresponde';
      if (!digestPendiente(s.frecuencia, s.ultimo_envio, now)) return 'no_corresponde';
      const perfilRow = await matching.perfilDeUsuario(tx, usuarioId);
      const perfil = perfilRow ? perfilMatching(perfilRow) : null;
      if (!perfilRow || !perfil) return 'no_corresponde';
      const page = await matching.nuevasCoincidentes(tx, {
        perfil,
        postulanteId: perfilRow.postulante_id,
        desde: digestDesde(s.frecuencia, s.ultimo_envio, now),
        today: limaToday(now),
        limit: DIGEST_MAX_OFERTAS,
      });
      if (page.total === 0) return 'nada_nuevo';
      const mail = digestMail({
        nombres: s.nombres,
        frecuencia: s.frecuencia,
        total: page.total,
        publicUrl: deps.publicUrl,
        unsubscribeUrl: await links.unsubscribeUrl(tx, { id: usuarioId, rol: s.rol }),
        ofertas: page.rows.map((o) => ({
          id: o.id,
          titulo: o.titulo,
          nombre_org: o.nombre_org ?? ORGANIZADOR_EXTERNO,
          lugar: o.id_region === 0 ? 'Virtual' : [o.distrito, o.region].filter(Boolean).join(', '),
          fin_convocatoria: o.fin_convocatoria,
          destacado: destacada(o),
        })),
      });
      await deps.mailer.send(tx, s.correo, mail, 'marketing');
      await repo.marcarEnviado(tx, usuarioId, now);
      return 'enviado';
    });
  }

  return { subscribe, mine, stop, enqueueDue, send };
}

export type SuscripcionService = ReturnType<typeof createSuscripcionService>;

/** The instant a day's run is due: 07:00 in Lima. */
export function digestDueAt(day: string): Date {
  return new Date(limaDayStart(day).getTime() + DIGEST_HOUR_LIMA_MS);
}
