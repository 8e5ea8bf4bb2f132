import { empresaDataLoader, EmpresaDataPage } from '../../../features/empresa/empresa-data-page';

/** `/empresas/cuenta/actualizar` "Datos de la empresa" */
export const loader = empresaDataLoader;

export default function EmpresaCuentaActualizarPage() {
  return <EmpresaDataPage />;
}
