/**
 * New-applicant notices for a company's seats (docs/team.md, "Told of new applicants"; decision 059). Each seat
 * chooses how it hears of new applications: «al instante» (coalesced: one mail at the end of a 5-minute window), a
 * daily digest at 08:00 Lima, or not at all; for the offers it follows (its own from their publication) or for all
 * the company's offers; and otherwise for one followed offer. Applying writes what each seat is still to be told in
 * its transaction; the mail takes it in its own, so nothing is told twice nor lost. A mail names only applicants the
 * company may see: past a free offer's first applicants it only counts them.
 */
import {
  AVISO_HORA_DIARIO_LIMA,
  AVISO_MEJORES,
  AVISO_VENTANA_MINUTOS,
  recibeAviso,
  type AlcanceAviso,
  type FrecuenciaAviso,
  type OfertaSeguible,
  type PreferenciasAviso,
} from '@practiperu/shared/avisos-postulantes';
import { limaDayStart } from '@practiperu/shared/dates';
import type { Db, DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { organizacionOf } from '../oferta/oferta.public.ts';
import { OFERTA_API_MESSAGES } from '../oferta/oferta.service.ts';
import { nuevosPostulantesMail } from './avisos-nuevos.mails.ts';
import * as repo from './avisos-nuevos.repository.ts';

export const AVISO_INMEDIATO_JOB = 'avisosPostulantes.inmediato';
export const AVISO_DIARIO_JOB = 'avisosPostulantes.diario';
export const AVISO_RESUMEN_JOB = 'avisosPostulantes.resumen';

const VENTANA_MS = AVISO_VENTANA_MINUTOS * 60_000;

/** The end of the 5-minute window an instant falls in: when that window's «al instante» mail is due. */
export function finDeVentana(now: Date): Date {
  return new Date((Math.floor(now.getTime() / VENTANA_MS) + 1) * VENTANA_MS);
}
export const inmediatoKey = (usuarioId: number, fin: Date) => `${AVISO_INMEDIATO_JOB}:${usuarioId}:${fin.toISOString()}`;
export const diarioKey = (day: string) => `${AVISO_DIARIO_JOB}:${day}`;
export const resumenKey = (usuarioId: number, day: string) => `${AVISO_RESUMEN_JOB}:${usuarioId}:${day}`;

/** The instant a day's digest run is due: 08:00 in Lima. */
export function diarioDueAt(day: string): Date {
  return new Date(limaDayStart(day).getTime() + AVISO_HORA_DIARIO_LIMA * 3_600_000);
}

/**
 * In the application's transaction: the application is still to be told to each seat that receives notices of its
 * offer, and each «al instante» seat gets its window's job (one per seat and window, whatever the burst).
 */
export async function anotarNuevaPostulacion(
  tx: DbOrTx,
  input: { postulacionId: number; ofertaId: number; organizacionId: number | null; now: Date },
): Promise<void> {
  if (input.organizacionId === null) return;
  const asientos = await repo.anotarPendientes(tx, { ...input, organizacionId: input.organizacionId });
  const fin = finDeVentana(input.now);
  for (const a of asientos) {
    if (a.modo !== 'inmediato') continue;
    await enqueue(tx, AVISO_INMEDIATO_JOB, { usuarioId: a.usuario_id }, { clave: inmediatoKey(a.usuario_id, fin), ejecutarEn: fin });
  }
}

export interface AvisosNuevosDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
}

export function createAvisosNuevosService(deps: AvisosNuevosDeps) {
  const { db } = deps;

  async function empresaDe(usuarioId: number): Promise<number> {
    const org = await organizacionOf(db, usuarioId);
    if (!org) throw new AppError('FORBIDDEN', OFERTA_API_MESSAGES.noOrganizacion);
    return org.id;
  }

  function vista(p: { frecuencia: FrecuenciaAviso; alcance: AlcanceAviso }, o: Omit<OfertaSeguible, 'recibe'>): OfertaSeguible {
    const frecuencia = o.sigue ? o.frecuencia : null;
    return { id_oferta: o.id_oferta, titulo: o.titulo, sigue: o.sigue, frecuencia, recibe: recibeAviso(p, { sigue: o.sigue, frecuencia }) };
  }

  /** The seat's choices and the company's offers it may follow, each with what it receives for it. */
  async function preferencias(usuarioId: number): Promise<PreferenciasAviso> {
    const organizacionId = await empresaDe(usuarioId);
    const p = await repo.preferencia(db, usuarioId);
    const ofertas = await repo.ofertasSeguibles(db, usuarioId, organizacionId);
    return { ...p, ofertas: ofertas.map((o) => vista(p, o)) };
  }

  async function guardarPreferencias(
    usuarioId: number,
    p: { frecuencia: FrecuenciaAviso; alcance: AlcanceAviso },
  ): Promise<PreferenciasAviso> {
    await empresaDe(usuarioId);
    await repo.guardarPreferencia(db, usuarioId, p, deps.now());
    return preferencias(usuarioId);
  }

  async function ofertaPropia(usuarioId: number, ofertaId: number) {
    const organizacionId = await empresaDe(usuarioId);
    const o = await repo.ofertaSeguible(db, usuarioId, organizacionId, ofertaId);
    // Another company's offer is as unknown as one that does not exist.
    if (!o) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
    return o;
  }

  /** Follows an offer of the company, with its own choice or null (the general one); following again changes only that. */
  async function seguir(usuarioId: number, ofertaId: number, frecuencia: FrecuenciaAviso | null): Promise<OfertaSeguible> {
    const o = await ofertaPropia(usuarioId, ofertaId);
    await repo.seguir(db, usuarioId, ofertaId, frecuencia, deps.now());
    return vista(await repo.preferencia(db, usuarioId), { ...o, sigue: true, frecuencia });
  }

  async function dejarDeSeguir(usuarioId: number, ofertaId: number): Promise<OfertaSeguible> {
    const o = await ofertaPropia(usuarioId, ofertaId);
    await repo.dejarDeSeguir(db, usuarioId, ofertaId);
    return vista(await repo.preferencia(db, usuarioId), { ...o, sigue: false, frecuencia: null });
  }

  /**
   * One seat's mail of this run: what it is still to be told and is due in this mode is taken in the transaction that
   * stores the mail, so a repeated, retried or concurrent run finds nothing and sends nothing twice. A seat removed, or
   * of a suspended company, gets nothing.
   */
  async function avisar(usuarioId: number, modo: 'inmediato' | 'diario'): Promise<'enviado' | 'nada'> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const to = await repo.destinatario(tx, usuarioId);
      if (!to) return 'nada';
      // Left by an earlier choice: older than a day in a window's run, older than two windows in the digest.
      const rezagadasAntesDe = new Date(now.getTime() - (modo === 'inmediato' ? 25 * 3_600_000 : 2 * VENTANA_MS));
      const ids = await repo.tomarPendientes(tx, { usuarioId, organizacionId: to.organizacion_id, modo, rezagadasAntesDe });
      if (ids.length === 0) return 'nada';
      const ofertas = await repo.resumen(tx, ids, AVISO_MEJORES);
      const mail = nuevosPostulantesMail({ nombres: to.nombres, empresa: to.empresa, modo, ofertas, publicUrl: deps.publicUrl });
      await deps.mailer.send(tx, to.correo, mail);
      return 'enviado';
    });
  }

  /** The digest run of a Lima day: one job per seat with something still to tell, keyed by seat and day. */
  async function enqueueDue(day: string): Promise<number> {
    const seats = await repo.conPendientes(db);
    for (const id of seats) await enqueue(db, AVISO_RESUMEN_JOB, { usuarioId: id, dia: day }, { clave: resumenKey(id, day) });
    return seats.length;
  }

  return { preferencias, guardarPreferencias, seguir, dejarDeSeguir, avisar, enqueueDue };
}

export type AvisosNuevosService = ReturnType<typeof createAvisosNuevosService>;
