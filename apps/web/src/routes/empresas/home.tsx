import { homeLoader, HomePage } from '../../features/empresa/home-page';

/** `/empresas/` */
export const loader = homeLoader;

export default function EmpresaHomePage() {
  return <HomePage />;
}
