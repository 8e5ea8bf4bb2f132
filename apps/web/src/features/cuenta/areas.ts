/** What differs between the two areas in the account screens: paths, 404 target and wording. */
import { paths } from '@practiperu/shared/paths';

export type CuentaArea = 'postulantes' | 'empresas';

export interface AreaInfo {
  login: string;
  register: string;
  registerContinue: string;
  recover: string;
  /** Invalid or used tokens go to /404 (applicants) or /empresas/404. */
  notFound: string;
  account: string;
  accountPassword: string;
  accountEmail: string;
  accountDelete: string;
  /** Back link of the account sub-screens (companies: 'Ir a mi cuenta'; applicants: 'Regresar'). */
  backLabel: string;
  /** Where the new-password page goes after saving. */
  passwordUpdated: (token: string) => string;
  /** `area` query of `recursos/getTemplateUnsubscribe`. */
  templateArea: CuentaArea;
}

export const AREAS: Record<CuentaArea, AreaInfo> = {
  postulantes: {
    login: paths.postulantes.login,
    register: paths.postulantes.register,
    registerContinue: paths.postulantes.registerContinue,
    recover: paths.postulantes.recover,
    notFound: paths.notFound,
    account: paths.postulantes.account,
    accountPassword: paths.postulantes.accountPassword,
    accountEmail: paths.postulantes.accountEmail,
    accountDelete: paths.postulantes.accountDelete,
    backLabel: 'Regresar',
    passwordUpdated: (token) => `/postulantes/mensaje/nueva-clave/${encodeURIComponent(token)}`,
    templateArea: 'postulantes',
  },
  empresas: {
    login: paths.empresas.login,
    register: paths.empresas.register,
    registerContinue: paths.empresas.registerContinue,
    recover: paths.empresas.recover,
    notFound: paths.empresas.notFound,
    account: paths.empresas.account,
    accountPassword: paths.empresas.accountPassword,
    accountEmail: paths.empresas.accountEmail,
    accountDelete: paths.empresas.accountDelete,
    backLabel: 'Ir a mi cuenta',
    passwordUpdated: (token) => `/empresas/mensaje/nueva-clave/${encodeURIComponent(token)}`,
    templateArea: 'empresas',
  },
};
