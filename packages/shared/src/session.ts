import type { Role } from './constants.ts';

/** What `POST /api/auth/mySession` returns in data[0]: the signed-in user. */
export interface SessionUser {
  id: number;
  role: Role;
  name: string;
  lastname: string;
  nombre_org: string;
  email: string;
  /** Applicant premium state (0 pending, 1 active, 2 rejected): null when never premium. */
  estado_pago: number | null;
  /** Applicant premium: last day (Lima) of the running membership while estado_pago is 1, else null. */
  premium_expira_el?: string | null;
  /** Company premium flag (enables the applicant assistant). */
  is_premium: boolean;
  is_dev: boolean;
  /**
   * The required-data gate (docs/cv.md): true when an applicant's required CV data is complete, always true for
   * other roles. Applicant guards send an applicant with false to /postulantes/curriculum/complete.
   */
  cv_completo: boolean;
  /** `mySession` only: the URL of the applicant's photo or the company's logo for the menu, null when none. */
  foto?: string | null;
}
