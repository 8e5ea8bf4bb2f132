import { publishLoader, PublishPage } from '../../../features/ofertas/publish-page';

/** `/empresas/publicar` */
export const loader = publishLoader;

export default function EmpresaPublicarPage() {
  return <PublishPage />;
}
