import { paths } from '@practiperu/shared/paths';
import { Link } from 'react-router';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 md:flex-row md:items-center md:justify-between dark:text-slate-400">
        <nav aria-label="Enlaces legales" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link className="hover:text-brand-700 hover:underline dark:hover:text-brand-100" to={paths.terms}>
            Términos y condiciones
          </Link>
          <Link className="hover:text-brand-700 hover:underline dark:hover:text-brand-100" to={paths.about}>
            Nosotros
          </Link>
          <Link className="hover:text-brand-700 hover:underline dark:hover:text-brand-100" to={paths.privacy}>
            Política de privacidad
          </Link>
        </nav>
        <p>© {year} PractiPerú. Todos los derechos reservados.</p>
      </div>
    </footer>
  );
}
