import { paths, type Area } from '@practiperu/shared/paths';
import { Link } from 'react-router';
import { BasicIcon } from '../../components/basic-icon';
import { PageTitle } from '../../components/page-title';
import { LoginForm } from './login-form';

const COPY: Record<Area, { title: string; subtitle: string; register?: string; aside: string[] }> = {
  postulantes: {
    title: 'Inicia sesión como postulante',
    subtitle: 'Encuentra prácticas que encajan con tu carrera, ciclo y región.',
    register: '¿Aún no tienes cuenta? Regístrate',
    aside: ['Ofertas recomendadas según tu formación', 'Postula con un clic y sigue cada postulación', 'Descarga tu CV en PDF'],
  },
  empresas: {
    title: 'Inicia sesión como empresa',
    subtitle: 'Publica tus convocatorias y revisa a tus postulantes.',
    register: '¿Aún no registras tu empresa? Regístrate',
    aside: ['Ofertas gratuitas revisadas en 48 horas', 'Ofertas destacadas por 30 días', 'Filtra y exporta a tus postulantes'],
  },
  admin: { title: 'Administración', subtitle: 'Ingreso del equipo de PractiPerú.', aside: [] },
};

/** The login screens of the applicant and company areas, and the back office's (its own login call and address). */
export function LoginPage({ area }: { area: Area }) {
  const copy = COPY[area];
  const registerPath = area === 'admin' ? null : paths[area].register;
  return (
    <div className="mx-auto grid max-w-4xl items-start gap-8 md:grid-cols-2">
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <PageTitle subtitle={copy.subtitle}>{copy.title}</PageTitle>
        <LoginForm area={area} />
        {registerPath && copy.register && (
          <p className="mt-6 text-center text-sm">
            <Link to={registerPath} className="font-semibold text-brand-700 hover:underline dark:text-brand-100">
              {copy.register}
            </Link>
          </p>
        )}
      </section>
      {copy.aside.length > 0 && (
        <aside className="hidden rounded-2xl bg-gradient-to-br from-brand-700 to-brand-500 p-8 text-white md:block">
          <h2 className="mb-4 text-xl font-bold">{area === 'empresas' ? 'Encuentra a tus practicantes' : 'Tus prácticas empiezan aquí'}</h2>
          <ul className="space-y-3">
            {copy.aside.map((item) => (
              <li key={item} className="flex gap-2">
                <BasicIcon name="check" className="mt-0.5 size-5 shrink-0" />
                {item}
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
