import { BancoTalentoPage, bancoTalentoLoader } from '../../features/banco-talento/banco-talento-page';

/** `/empresas/banco-talento` (docs/team.md, "Talent pool") */
export const loader = bancoTalentoLoader;

export default function EmpresaBancoTalentoPage() {
  return <BancoTalentoPage />;
}
