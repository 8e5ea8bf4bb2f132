/**
 * The required-data gate (docs/decisions/011-cv-gate.md) on the API side: the calls that read the applicant's
 * training (recommendations, applying, job alerts) refuse an applicant whose required CV data is incomplete, with
 * what to do about it. The session already carries `cv_completo` (computed on every request from the postulante row).
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';

export const CV_GATE_MESSAGE =
  'Completa los datos requeridos de tu CV (datos personales, formación, lugar de residencia y correo de contacto) para continuar.';
export const CV_GATE_RUTA = '/postulantes/curriculum/complete';

/** 403 with `optional.cv_completo: false` and the page to go to, unless the gate is passed. */
export function assertCvCompleto(request: FastifyRequest): void {
  if (!sessionOf(request).user.cv_completo) {
    throw new AppError('FORBIDDEN', CV_GATE_MESSAGE, { cv_completo: false, ruta: CV_GATE_RUTA });
  }
}
