import { upgradeLoader, UpgradePage } from '../../features/premium/upgrade-page';

/** `/postulantes/actualizar-premium` */
export const loader = upgradeLoader;

export default function ActualizarPremiumPage() {
  return <UpgradePage />;
}
