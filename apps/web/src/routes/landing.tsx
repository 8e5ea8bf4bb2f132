import { paths } from '@practiperu/shared/paths';
import { Link } from 'react-router';
import { Icon } from '../components/icon';
import { PageTitle } from '../components/page-title';

/** The site's front door: one entrance for students and graduates, one for companies. */
export default function LandingPage() {
  return (
    <div className="py-6">
      <section className="mb-10 text-center">
        <PageTitle documentTitle="Prácticas en todo el Perú">Encuentra tus prácticas en todo el Perú</PageTitle>
        <p className="mx-auto -mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-400">
          PractiPerú conecta a estudiantes, egresados y bachilleres de universidades e institutos con empresas que buscan practicantes
          preprofesionales y profesionales, en los 25 departamentos del país.
        </p>
        <Link
          to={paths.ofertas}
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-6 py-3 text-lg font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          <Icon name="briefcase" className="size-5" />
          Ver ofertas de prácticas
        </Link>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h2 className="mb-2 text-xl font-bold">Soy postulante</h2>
          <p className="mb-6 flex-1 text-slate-600 dark:text-slate-400">
            Arma tu CV, recibe ofertas según tu carrera y ciclo, postula con un clic y sigue el estado de cada postulación.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.postulantes.login} className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
              Iniciar sesión
            </Link>
            <Link
              to={paths.postulantes.register}
              className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              Crear cuenta
            </Link>
          </div>
        </article>
        <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h2 className="mb-2 text-xl font-bold">Soy empresa</h2>
          <p className="mb-6 flex-1 text-slate-600 dark:text-slate-400">
            Publica convocatorias gratuitas o destacadas, revisa postulantes con filtros y encuentra el talento que tu equipo necesita.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={paths.empresas.login}
              className="rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-700 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
            >
              Iniciar sesión
            </Link>
            <Link
              to={paths.empresas.register}
              className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              Registrar empresa
            </Link>
          </div>
        </article>
      </div>
    </div>
  );
}
