import { paths } from '@practiperu/shared/paths';
import { redirect } from 'react-router';
import { membershipLoader, MembershipPage } from '../../features/premium/premium-pages';
import { getSession } from '../../lib/session';

/** `/postulantes/membresia/`: only while premium is paid (estado_pago 1); otherwise home. */
export async function loader() {
  const user = await getSession();
  if (user?.estado_pago !== 1) throw redirect(paths.postulantes.home);
  const data = await membershipLoader();
  // The session may be a little behind the server: a membership that just ended also goes home.
  if (!data.membresia.ok) throw redirect(paths.postulantes.home);
  return data;
}

export default function MembresiaPage() {
  return <MembershipPage />;
}
