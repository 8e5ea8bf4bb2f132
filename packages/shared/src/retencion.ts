/**
 * How long personal data is kept (docs/privacy.md "Retention"): the one place of the periods, beside the terms of the
 * rights requests (privacidad.ts). The API's retention run applies them (apps/api/src/modules/retencion); the four
 * with an environment variable may be changed per deployment (README's configuration table); the policy page states
 * the defaults and why.
 */
export const RETENCION = {
  /** An account whose e-mail was never confirmed is deleted this many days after it was created. */
  cuentasSinConfirmarDias: 30,
  /** An application is anonymised this many days after its offer finished (the company keeps counts, not people). */
  postulacionesDias: 365,
  /** Outbox rows (every mail, delivered or not) are deleted this many days after they were written. */
  correosDias: 90,
  /** Finished job rows (done or failed for good) are deleted this many days after they finished. */
  trabajosDias: 30,
  /** A browser an account has not logged in from for this many days is forgotten (its next login is mailed). */
  navegadoresDias: 180,
  /** A company's invitation to a past applicant (talent pool) is deleted this many days after it was sent. */
  invitacionesTalentoDias: 365,
} as const;

/** Days the browser's id cookie (`pp_navegador`) lasts: the longest browsers allow. Stated by the privacy policy. */
export const NAVEGADOR_COOKIE_DIAS = 400;

export interface PeriodosRetencion {
  cuentasSinConfirmarDias: number;
  postulacionesDias: number;
  correosDias: number;
  trabajosDias: number;
  navegadoresDias: number;
  /** Default RETENCION.invitacionesTalentoDias. */
  invitacionesTalentoDias?: number;
}
