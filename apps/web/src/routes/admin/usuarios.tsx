import { UsuariosPage } from '../../features/admin/usuarios-page';

/** `/admin/usuarios` (docs/admin.md "Web screens") */
export default function Page() {
  return <UsuariosPage />;
}
