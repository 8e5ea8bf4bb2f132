/**
 * Finishing an offer (the company's `oferta/finish`, removing an offer that has applications, or the daily job past
 * the deadline) only stops new applications: every application keeps the state it has and nobody is mailed. Deciding
 * on the applicants is the company's own action, one by one or in bulk, with the status mails it chooses
 * (docs/offers.md).
 *
 * Earlier versions queued a "no seleccionada" mail to every undecided applicant of a finished offer. Jobs of those
 * kinds may still be waiting in a database that ran that version: they are registered here so the worker marks them
 * done without sending anything, instead of retrying them as jobs without a handler.
 */
import type { FastifyInstance } from 'fastify';

const TRABAJOS_RETIRADOS = ['oferta.finalizada', 'postulacion.no_seleccionada'] as const;

export function registerFinalizadaJobs(app: FastifyInstance): void {
  for (const tipo of TRABAJOS_RETIRADOS) {
    app.queue.register(tipo, async (payload) => {
      app.log.info({ tipo, payload }, 'trabajo retirado: cerrar una convocatoria ya no avisa a los postulantes');
    });
  }
}
