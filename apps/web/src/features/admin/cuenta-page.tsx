/**
 * The back office's Mi cuenta: the administrator's own password and second factor (docs/security.md "Second
 * factor"), reached from the menu like the other areas' Mi cuenta instead of sitting under the Panel's figures.
 */
import { IconBadge } from '../../components/icon-badge';
import { PageTitle } from '../../components/page-title';
import { UpdatePasswordForm } from '../cuenta';
import { SegundoFactorBlock } from '../segundo-factor';

export function AdminCuentaPage() {
  return (
    <>
      <PageTitle subtitle="La seguridad de tu acceso al back office.">Mi cuenta</PageTitle>
      <div className="grid max-w-3xl gap-6 md:grid-cols-2">
        <section
          aria-labelledby="cuenta-clave"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:col-span-2 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="mb-4 flex items-start gap-3">
            <IconBadge name="key" className="size-10!" />
            <div className="min-w-0">
              <h2 id="cuenta-clave" className="text-lg font-bold text-slate-900 dark:text-white">
                Cambiar contraseña
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Tus demás sesiones se cerrarán. Si la olvidas, el equipo técnico la restablece en el servidor.
              </p>
            </div>
          </div>
          <UpdatePasswordForm />
        </section>
        <SegundoFactorBlock />
      </div>
    </>
  );
}
