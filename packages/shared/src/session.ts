import type { Role } from './constants.ts';

/** What `POST /api/auth/mySession` returns in data[0]: the signed-in user (spec §3, "Current user"). */
export interface SessionUser {
  id: number;
  role: Role;
  name: string;
  lastname: string;
  nombre_org: string;
  email: string;
  /** Applicant premium state (spec §4): null when never premium. */
  estado_pago: number | null;
  /** Applicant premium (issue #9): last day (Lima) of the running membership while estado_pago is 1, else null. */
  premium_expira_el?: string | null;
  /** Company premium flag (enables the applicant assistant). */
  is_premium: boolean;
  is_dev: boolean;
  /**
   * The required-data gate (C11): true when an applicant's required CV data is complete, always true for
   * other roles. Applicant guards send an applicant with false to /postulantes/curriculum/complete.
   */
  cv_completo: boolean;
  /** `mySession` only: the URL of the applicant's photo or the company's logo for the menu, null when none. */
  foto?: string | null;
}
