/**
 * Applying and cancelling (docs/matching.md): one application per applicant and offer (the unique index decides,
 * also under 50 concurrent requests), the company id checked against the offer and never trusted, the 'required to
 * apply' CV parts, no applying again after cancelling, the first 15 of a free offer (the ones its company may see),
 * and Mis postulaciones.
 */
import type { OptionalCvField } from '@practiperu/shared/cv';
import type { CreateBody, RemoveBody } from '@practiperu/shared/api/postulante-oferta';
import { MIS_POSTULACIONES_PAGE_SIZE, POSTULACION_MESSAGES, type MiPostulacion } from '@practiperu/shared/postulacion';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Storage } from '../../storage/storage.ts';
import { enqueueEvaluar } from '../afinidad/afinidad.public.ts';
import { cancelarEntrevistasDe } from '../entrevista/entrevista.public.ts';
import * as matching from '../matching/matching.service.ts';
import { abierta, cardDe, postulacionVista } from '../matching/matching.public.ts';
import { primerasGratis } from '../oferta/oferta.public.ts';
import { OFERTA_API_MESSAGES, type Pagina } from '../oferta/oferta.service.ts';
import { postulanteIdOf } from '../postulante/postulante.public.ts';
import { anotarNuevaPostulacion } from './avisos-nuevos.service.ts';
import * as repo from './postulante-oferta.repository.ts';

/** The CV parts 'required to apply' in words, for the message that names what is missing. */
const FALTANTE: Record<OptionalCvField, string> = {
  resumen_profesional: 'tu resumen profesional',
  conocimientos: 'al menos un conocimiento',
  idiomas: 'al menos un idioma',
  habilidades: 'al menos una habilidad',
};
/** The anchor of the CV update page of each part (a hash in the address focuses that section). */
const ANCLA: Record<OptionalCvField, string> = {
  resumen_profesional: 'resumen_profesional',
  conocimientos: 'knowledge',
  idiomas: 'language',
  habilidades: 'knowledge',
};

export function faltaParaPostular(missing: readonly OptionalCvField[]): string {
  const parts = missing.map((m) => FALTANTE[m]);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}` : (parts[0] ?? '');
  return `Para postular, agrega en tu CV ${list}.`;
}

export interface PostulanteOfertaDeps {
  db: Db;
  now: () => Date;
  storage: Pick<Storage, 'url'>;
  /** postulante/completeCvOptionals: the 'required to apply' parts still missing. */
  completeOptionals: (usuarioId: number) => Promise<{ complete: boolean; missing: OptionalCvField[] }>;
  /** Cancelling an application cancels its interviews still to happen; the seat holding a time is told (079). */
  mailer: Mailer;
  publicUrl: string;
}

export function createPostulanteOfertaService(deps: PostulanteOfertaDeps) {
  const { db } = deps;
  const urls = { archivo: (name: string) => deps.storage.url(name) };

  function conflictoDe(existente: repo.PostulacionRow): AppError {
    return existente.eliminado_en
      ? new AppError('CONFLICT', POSTULACION_MESSAGES.canceladaAntes, { id_postulacion: existente.id, cancelada: true })
      : new AppError('CONFLICT', POSTULACION_MESSAGES.yaPostulaste, { id_postulacion: existente.id, cancelada: false });
  }

  /**
   * Applies. Order of the answers: an offer the applicant cannot see 404; informational 409; a company id that
   * is not the offer's 400; already applied or cancelled 409; closed 409; CV parts missing 400. Returns the new
   * application's id. The caller checked the role and that the required CV data is complete.
   */
  async function create(usuarioId: number, input: CreateBody): Promise<number> {
    const now = deps.now();
    const postulanteId = await postulanteIdOf(db, usuarioId);
    const visible = await matching.paraPostulante(db, input.id_oferta, { postulanteId });
    if (!visible) throw new AppError('NOT_FOUND', OFERTA_API_MESSAGES.notFound);
    const { o } = visible;
    if (o.oferta_publica === 1) throw new AppError('CONFLICT', POSTULACION_MESSAGES.informativa, { enlace: o.enlace });
    // Never trusted: only compared, so a forged id cannot attach an application to another company.
    if (o.id_organizacion !== input.id_reclutador) throw fieldError('id_reclutador', POSTULACION_MESSAGES.reclutador);
    const existente = await repo.deUnPostulante(db, postulanteId, o.id);
    if (existente) throw conflictoDe(existente);
    if (!abierta(o, now)) throw new AppError('CONFLICT', POSTULACION_MESSAGES.cerrada);
    const cv = await deps.completeOptionals(usuarioId);
    if (!cv.complete) {
      throw new AppError('BAD_REQUEST', faltaParaPostular(cv.missing), {
        missing: cv.missing,
        ruta: `/postulantes/curriculum/actualizar#${ANCLA[cv.missing[0]!]}`,
      });
    }

    return db.transaction(async (tx) => {
      // Under the offer's lock: still open, and the count of the first 15 is exact.
      const locked = await repo.lockOferta(tx, o.id);
      if (!locked || !abierta(locked, now)) throw new AppError('CONFLICT', POSTULACION_MESSAGES.cerrada);
      const activas = await repo.contarActivas(tx, o.id);
      const bloqueada = primerasGratis.entraBloqueada(locked, activas);
      const id = await repo.insertar(tx, {
        postulante_id: postulanteId,
        oferta_id: o.id,
        estado_evaluacion: bloqueada ? primerasGratis.EVALUACION_BLOQUEADA : 0,
        creado_en: now,
      });
      if (id !== undefined) {
        // Scored in the background (docs/affinity.md); a blocked one when it unlocks.
        if (!bloqueada) await enqueueEvaluar(tx, id);
        // The company's seats are told as each chose (docs/team.md, "Told of new applicants").
        await anotarNuevaPostulacion(tx, { postulacionId: id, ofertaId: o.id, organizacionId: locked.id_organizacion, now });
        return id;
      }
      // Lost the race to an identical request: the unique index kept the other one.
      const other = await repo.deUnPostulante(tx, postulanteId, o.id);
      throw other ? conflictoDe(other) : new AppError('CONFLICT', POSTULACION_MESSAGES.yaPostulaste);
    });
  }

  /**
   * Cancels the applicant's own application: eliminado_en set; applying again is refused afterwards. Its interviews
   * still to happen are cancelled in the same transaction (decision 079): the seat whose calendar holds a confirmed
   * time gets the event cancelled; the applicant is not mailed about their own act.
   */
  async function remove(usuarioId: number, input: RemoveBody): Promise<void> {
    const now = deps.now();
    const postulanteId = await postulanteIdOf(db, usuarioId);
    await db.transaction(async (tx) => {
      const locked = await repo.lockOferta(tx, input.id_oferta);
      // A removed offer is gone for everyone: the page shows its default "es posible que la oferta haya sido eliminada".
      if (!locked || locked.eliminado_en) throw new AppError('NOT_FOUND', POSTULACION_MESSAGES.noEncontrada);
      const own = await repo.propiaForUpdate(tx, input.id, postulanteId, input.id_oferta);
      if (!own) throw new AppError('NOT_FOUND', POSTULACION_MESSAGES.noEncontrada);
      if (own.eliminado_en) throw new AppError('CONFLICT', POSTULACION_MESSAGES.yaCancelada);
      await repo.cancelar(tx, own.id, now);
      await cancelarEntrevistasDe(deps, tx, [own.id], now, 'retiro');
      await primerasGratis.desbloquearTrasCancelar(tx, locked, now);
    });
  }

  /** Mis postulaciones, each with the status the applicant reads, 10 per page, newest first; a page past the end is empty. */
  async function mine(usuarioId: number, pageNumber: number): Promise<Pagina<MiPostulacion>> {
    const now = deps.now();
    const postulanteId = await postulanteIdOf(db, usuarioId);
    const size = MIS_POSTULACIONES_PAGE_SIZE;
    const { rows, total } = await repo.misPostulaciones(db, postulanteId, { limit: size, offset: (pageNumber - 1) * size });
    return {
      items: rows.map(({ card, postulacion }) => ({
        ...cardDe({ ...card, postulacion_id: postulacion.eliminado_en ? null : postulacion.id }, now, urls, true),
        postulacion: postulacionVista(postulacion),
      })),
      current_page: pageNumber,
      total_pages: Math.ceil(total / size),
      total,
    };
  }

  return { create, remove, mine };
}

export type PostulanteOfertaService = ReturnType<typeof createPostulanteOfertaService>;
