/**
 * Saved offers (docs/team.md, "Applicants' saved offers"): an applicant saves offers they see (visible and still
 * open), at most OFERTAS_GUARDADAS_MAX, and finds them in Guardadas; saving and removing are idempotent. A daily run
 * mails each applicant, once per saved offer, the saved offers closing in the next days that they have not applied
 * to, only when they accept informational mail.
 */
import { limaDayStart, limaToday } from '@practiperu/shared/dates';
import {
  GUARDADAS_MESSAGES,
  GUARDADAS_PAGE_SIZE,
  OFERTAS_GUARDADAS_MAX,
  RECORDATORIO_DIAS_ANTES,
  type OfertaGuardadaVista,
} from '@practiperu/shared/guardadas';
import { ORGANIZADOR_EXTERNO } from '@practiperu/shared/postulacion';
import type { Db } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Storage } from '../../storage/storage.ts';
import { cardDe, postulacionVista } from '../matching/matching.public.ts';
import { postulanteIdOf } from '../postulante/postulante.public.ts';
import { createUnsubscribeLinks } from '../usuario/usuario.public.ts';
import { recordatorioMail, rutaDeOferta } from './oferta-guardada.mails.ts';
import * as repo from './oferta-guardada.repository.ts';

export const RECORDATORIO_JOB = 'guardadas.recordatorio';
export const RECORDAR_JOB = 'guardadas.recordar';
const RECORDATORIO_HOUR_LIMA_MS = 8 * 3_600_000;

export const recordatorioKey = (day: string) => `${RECORDATORIO_JOB}:${day}`;
export const recordarKey = (usuarioId: number, day: string) => `${RECORDAR_JOB}:${usuarioId}:${day}`;

/** The instant a day's run is due: 08:00 in Lima. */
export function recordatorioDueAt(day: string): Date {
  return new Date(limaDayStart(day).getTime() + RECORDATORIO_HOUR_LIMA_MS);
}

export interface OfertaGuardadaDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  storage: Pick<Storage, 'url'>;
  publicUrl: string;
}

export interface Pagina<T> {
  items: T[];
  current_page: number;
  total_pages: number;
  total: number;
}

export function createOfertaGuardadaService(deps: OfertaGuardadaDeps) {
  const { db } = deps;
  const urls = { archivo: (name: string) => deps.storage.url(name) };
  const links = createUnsubscribeLinks({ publicUrl: deps.publicUrl, now: deps.now });

  /**
   * Saves an offer the applicant may see and apply to; saving it again changes nothing. The count and the insert run
   * under the applicant's lock, so two saves at once cannot pass the limit.
   */
  async function save(usuarioId: number, ofertaId: number): Promise<{ nueva: boolean; total: number }> {
    const now = deps.now();
    const postulanteId = await postulanteIdOf(db, usuarioId);
    return db.transaction(async (tx) => {
      await repo.lockPostulante(tx, postulanteId);
      if (await repo.existe(tx, postulanteId, ofertaId)) return { nueva: false, total: await repo.contar(tx, postulanteId) };
      const estado = await repo.estadoOferta(tx, ofertaId, limaToday(now));
      if (!estado?.visible) throw new AppError('NOT_FOUND', GUARDADAS_MESSAGES.noDisponible);
      if (!estado.abierta) throw new AppError('CONFLICT', GUARDADAS_MESSAGES.cerrada);
      const total = await repo.contar(tx, postulanteId);
      if (total >= OFERTAS_GUARDADAS_MAX) throw new AppError('CONFLICT', GUARDADAS_MESSAGES.limite, { max: OFERTAS_GUARDADAS_MAX });
      await repo.guardar(tx, postulanteId, ofertaId, now);
      return { nueva: true, total: total + 1 };
    });
  }

  /** Removes a saved offer, whatever its state now; removing one that was not saved changes nothing. */
  async function remove(usuarioId: number, ofertaId: number): Promise<{ quitada: boolean; total: number }> {
    const postulanteId = await postulanteIdOf(db, usuarioId);
    const quitada = await repo.quitar(db, postulanteId, ofertaId);
    return { quitada, total: await repo.contar(db, postulanteId) };
  }

  /**
   * The saved offers' ids, and the offers applied to (standing and cancelled): what the cards of the public search and
   * the public offer page need to show a signed-in applicant's state, read in one call after the page is drawn.
   */
  async function ids(usuarioId: number): Promise<{ guardadas: number[]; postuladas: number[]; canceladas: number[] }> {
    const postulanteId = await postulanteIdOf(db, usuarioId);
    const [guardadas, aplicadas] = await Promise.all([repo.ids(db, postulanteId), repo.postulaciones(db, postulanteId)]);
    return { guardadas, ...aplicadas };
  }

  /**
   * Guardadas, newest first. An offer that closed keeps its card (marked Finalizó); one that was withdrawn, hidden or
   * is no longer approved shows nothing of itself, only that it is no longer available, so it can be removed.
   */
  async function mine(usuarioId: number, pageNumber: number): Promise<Pagina<OfertaGuardadaVista> & { autorizacion_marketing: number }> {
    const now = deps.now();
    const postulanteId = await postulanteIdOf(db, usuarioId);
    const size = GUARDADAS_PAGE_SIZE;
    const { rows, total } = await repo.lista(db, postulanteId, { limit: size, offset: (pageNumber - 1) * size });
    return {
      items: rows.map((r) => ({
        id_oferta: r.oferta_id,
        guardada_en: r.creado_en.toISOString(),
        recordatorio_enviado_en: r.recordatorio_enviado_en ? r.recordatorio_enviado_en.toISOString() : null,
        disponible: r.visible,
        oferta: r.visible ? cardDe(r.card, now, urls, true) : null,
        // Its status, a cancelled application too, only with the offer's card (nothing of a hidden offer is shown).
        postulacion: r.visible && r.postulacion ? postulacionVista(r.postulacion) : null,
      })),
      current_page: pageNumber,
      total_pages: Math.ceil(total / size),
      total,
      autorizacion_marketing: await repo.autorizacionMarketing(db, usuarioId),
    };
  }

  /** The run of a Lima day: one reminder job per applicant with a reminder due, keyed by applicant and day. */
  async function enqueueDue(day: string): Promise<number> {
    let despues = 0;
    let total = 0;
    for (;;) {
      const page = await repo.pendientes(db, { today: day, dias: RECORDATORIO_DIAS_ANTES, despues, limit: 500 });
      for (const id of page) await enqueue(db, RECORDAR_JOB, { usuarioId: id, dia: day }, { clave: recordarKey(id, day) });
      total += page.length;
      if (page.length < 500) return total;
      despues = page[page.length - 1]!;
    }
  }

  /**
   * One applicant's reminder for the Lima day `day`: the due saves are marked reminded in the transaction that stores
   * the mail, so a repeated, retried or concurrent run finds nothing left and sends nothing twice.
   */
  async function remind(usuarioId: number, day: string): Promise<'enviado' | 'nada'> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const to = await repo.destinatario(tx, usuarioId);
      if (!to) return 'nada';
      const ofertaIds = await repo.reclamarPendientes(tx, to.postulante_id, { today: day, dias: RECORDATORIO_DIAS_ANTES, now });
      if (ofertaIds.length === 0) return 'nada';
      const ofertas = await repo.ofertasDelRecordatorio(tx, ofertaIds);
      const mail = recordatorioMail({
        nombres: to.nombres,
        publicUrl: deps.publicUrl,
        unsubscribeUrl: await links.unsubscribeUrl(tx, { id: usuarioId, rol: to.rol }),
        ofertas: ofertas.map((o) => ({
          titulo: o.titulo,
          nombre_org: o.nombre_org ?? ORGANIZADOR_EXTERNO,
          fin_convocatoria: o.fin_convocatoria,
          dias: diasEntre(day, o.fin_convocatoria),
          ruta: rutaDeOferta(o),
        })),
      });
      await deps.mailer.send(tx, to.correo, mail, 'marketing');
      return 'enviado';
    });
  }

  return { save, remove, ids, mine, enqueueDue, remind };
}

export type OfertaGuardadaService = ReturnType<typeof createOfertaGuardadaService>;

/** Whole days from one Lima date to another ('YYYY-MM-DD'). */
function diasEntre(desde: string, hasta: string): number {
  return Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);
}
