import { paths } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import { Link, useRouteLoaderData } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { RecommendedOfertas } from '../../features/postulaciones/recommended';
import { PremiumHomeNotices } from '../../features/premium/premium-notices';
import { PremiumBadge } from '../../features/premium/premium-ui';

const SHORTCUTS = [
  { to: paths.postulantes.curriculum, title: 'Mi CV', text: 'Completa tu formación, experiencia y competencias.' },
  { to: paths.postulantes.ofertas, title: 'Ofertas para ti', text: 'Convocatorias según tu carrera, ciclo y región.' },
  { to: paths.postulantes.postulaciones, title: 'Mis postulaciones', text: 'Sigue el estado de cada postulación.' },
];

/** `/postulantes/`: greeting (with the Premium badge and its days left), the premium notices and the main tasks. */
export default function PostulanteHomePage() {
  const user = useRouteLoaderData('postulantes-private') as SessionUser;
  return (
    <>
      <section className="mb-6 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-6 text-white shadow-sm">
        <PageTitle documentTitle="Inicio">
          <span className="text-white">Hola, {user.name || 'postulante'}</span>
        </PageTitle>
        {user.estado_pago === 1 && (
          <div className="-mt-4 mb-4">
            <PremiumBadge user={user} />
          </div>
        )}
        <p className="-mt-3 text-white">Qué bueno verte. Estas son tus próximas tareas para encontrar tus prácticas.</p>
      </section>
      <PremiumHomeNotices user={user} />
      <div className="mb-8 grid gap-4 md:grid-cols-3">
        {SHORTCUTS.map((s) => (
          <Link
            key={s.to}
            to={s.to}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 className="mb-1 font-bold">{s.title}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">{s.text}</p>
          </Link>
        ))}
      </div>
      <section aria-labelledby="recomendadas">
        <h2 id="recomendadas" className="mb-4 text-xl font-bold">
          Ofertas recomendadas
        </h2>
        <RecommendedOfertas />
      </section>
    </>
  );
}
