/**
 * The back office's Mi cuenta: the administrator's own second factor (docs/security.md "Second factor"), reached from
 * the menu like the other areas' Mi cuenta instead of sitting under the Panel's figures.
 */
import { PageTitle } from '../../components/page-title';
import { SegundoFactorBlock } from '../segundo-factor';

export function AdminCuentaPage() {
  return (
    <>
      <PageTitle subtitle="La seguridad de tu acceso al back office.">Mi cuenta</PageTitle>
      <div className="grid max-w-3xl md:grid-cols-2">
        <SegundoFactorBlock />
      </div>
    </>
  );
}
