import { myOfertasLoader, MyOfertasPage } from '../../../features/ofertas/my-ofertas-page';

/** `/empresas/mis-publicaciones/` */
export const loader = myOfertasLoader;

export default function EmpresaMisPublicacionesPage() {
  return <MyOfertasPage />;
}
