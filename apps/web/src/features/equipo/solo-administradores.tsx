/** What a recruiter seat sees on a page only the company's administrators use (Equipo, Actividad): no error, a way on. */
import { paths } from '@practiperu/shared/paths';
import { Link } from 'react-router';
import { TEXT_LINK } from '../../components/buttons';
import { Icon } from '../../components/icon';

export function SoloAdministradores() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <Icon name="shield" className="size-5 shrink-0" />
        Solo los administradores de la empresa ven esta página.
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">Si la necesitas, pide a un administrador de tu empresa que te dé ese rol.</p>
      <p className="mt-3">
        <Link to={paths.empresas.misOfertas} className={TEXT_LINK}>
          Ir a mis publicaciones
        </Link>
      </p>
    </div>
  );
}
