import type { SessionUser } from '@practiperu/shared/session';
import { useRouteLoaderData } from 'react-router';
import { ComingSoonPage } from '../coming-soon';
import { paths } from '@practiperu/shared/paths';

/** `/admin/`: the back office arrives with issue #6; the administrator can already sign in. */
export function AdminHomePage() {
  const user = useRouteLoaderData('admin-private') as SessionUser;
  return (
    <ComingSoonPage
      title={`Panel de administración · ${user.name}`}
      description="Aquí revisarás ofertas, validarás pagos, gestionarás alertas, plantillas y usuarios."
      backTo={paths.admin.home}
    />
  );
}
