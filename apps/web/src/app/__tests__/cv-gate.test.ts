/** The required-data gate of the applicant's private pages (docs/decisions/011-cv-gate.md). */
import { describe, expect, it } from 'vitest';
import { cvGateRedirect } from '../guards';

const incomplete = { role: 0 as const, cv_completo: false };
const complete = { role: 0 as const, cv_completo: true };

describe('the required-data gate', () => {
  it('sends an applicant without the required data to the complete page from every private page', () => {
    for (const path of [
      '/postulantes/',
      '/postulantes/curriculum',
      '/postulantes/curriculum/actualizar',
      '/postulantes/nuevas-ofertas/3',
    ]) {
      expect(cvGateRedirect(incomplete, path)).toBe('/postulantes/curriculum/complete');
    }
    expect(cvGateRedirect(incomplete, '/postulantes/curriculum/complete')).toBeNull();
  });

  it('keeps the account screens open without a CV (Ley 29733: password, e-mail, deletion)', () => {
    for (const path of [
      '/postulantes/cuenta/',
      '/postulantes/cuenta',
      '/postulantes/cuenta/actualizar-clave',
      '/postulantes/cuenta/eliminar',
    ]) {
      expect(cvGateRedirect(incomplete, path)).toBeNull();
    }
    expect(cvGateRedirect(incomplete, '/postulantes/cuentas-falsas')).toBe('/postulantes/curriculum/complete');
  });

  it('sends an applicant with complete data away from the complete page, home', () => {
    expect(cvGateRedirect(complete, '/postulantes/curriculum/complete')).toBe('/postulantes/');
    expect(cvGateRedirect(complete, '/postulantes/curriculum/complete/')).toBe('/postulantes/');
    expect(cvGateRedirect(complete, '/postulantes/curriculum')).toBeNull();
  });

  it('does not concern other roles', () => {
    expect(cvGateRedirect({ role: 1, cv_completo: true }, '/empresas/')).toBeNull();
  });
});
