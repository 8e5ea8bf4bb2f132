import { neverRevalidate } from '../../features/cuenta/token-pages';
import { UnirsePage, unirseLoader } from '../../features/equipo/unirse-page';

/** `/empresas/unirse/:token` (docs/team.md) */
export const loader = unirseLoader;
export const shouldRevalidate = neverRevalidate;

export default function EmpresaUnirsePage() {
  return <UnirsePage />;
}
