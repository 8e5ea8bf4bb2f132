import { paths, type Area } from '@practiperu/shared/paths';
import { Link } from 'react-router';
import { PageTitle } from '../components/page-title';
import { areaOfPath } from '../lib/session';

/**
 * Any unknown path shows a not-found page with a link to the area home: the given area's, or the one the path is in
 * (an unknown path under /admin/ links to the back office's home, not to the applicants').
 */
export function NotFoundPage({ area }: { area?: Area }) {
  const home = paths[area ?? areaOfPath(window.location.pathname)].home;
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <p className="text-6xl font-black text-brand-600 dark:text-brand-400" aria-hidden="true">
        404
      </p>
      <PageTitle documentTitle="Página no encontrada">Página no encontrada</PageTitle>
      <p className="mb-6 text-slate-600 dark:text-slate-400">La dirección que buscas no existe o ya no está disponible.</p>
      <Link to={home} className="inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Ir al inicio
      </Link>
    </section>
  );
}
