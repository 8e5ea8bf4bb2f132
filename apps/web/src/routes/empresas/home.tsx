import { paths } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import { Link, useRouteLoaderData } from 'react-router';
import { PageTitle } from '../../components/page-title';

/** `/empresas/`: greeting banner with the organisation's name (recruiter §1) and the main actions. */
export function EmpresaHomePage() {
  const user = useRouteLoaderData('empresas-private') as SessionUser;
  return (
    <>
      <section className="mb-6 rounded-2xl bg-gradient-to-r from-slate-900 to-slate-700 p-6 text-white shadow-sm">
        <PageTitle documentTitle="Inicio">
          <span className="text-white">Hola, {user.nombre_org || user.name}</span>
        </PageTitle>
        <p className="-mt-3 text-slate-200">Publica tus convocatorias de prácticas y encuentra a tus próximos practicantes.</p>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <Link
          to={paths.empresas.publish}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 className="mb-1 font-bold">Publicar una oferta</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">Gratuita (revisada en 48 horas) o destacada por 30 días.</p>
        </Link>
        <Link
          to={paths.empresas.myOffers}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 className="mb-1 font-bold">Mis publicaciones</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">Revisa el estado de tus ofertas y sus postulantes.</p>
        </Link>
      </div>
    </>
  );
}
