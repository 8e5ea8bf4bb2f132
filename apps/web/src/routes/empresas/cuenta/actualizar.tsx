import { companyDataLoader, CompanyDataPage } from '../../../features/empresa/company-data-page';

/** `/empresas/cuenta/actualizar` "Datos de la empresa" */
export const loader = companyDataLoader;

export default function EmpresaCuentaActualizarPage() {
  return <CompanyDataPage />;
}
