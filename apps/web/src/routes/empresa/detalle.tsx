import { empresaPublicaLoader, EmpresaPublicaPage } from '../../features/publico/empresa-page';

/** `/empresa/{slug}`: a company's public page. */
export const loader = empresaPublicaLoader;

export default function EmpresaPublicaRoute() {
  return <EmpresaPublicaPage />;
}
