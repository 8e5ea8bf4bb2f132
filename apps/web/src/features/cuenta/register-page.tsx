/** `/postulantes/registrarse` and `/empresas/registrarse`: 'Registro de cuenta', a welcome for the role. */
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { AREAS, type CuentaArea } from './areas';
import { RegisterPostulantForm } from './register-postulant-form';
import { RegisterReclutadorForm } from './register-reclutador-form';
import { CARD } from '../../components/card';
import { TEXT_LINK } from '../../components/buttons';

const COPY: Record<CuentaArea, { welcome: string; asideTitle: string; aside: string[] }> = {
  postulantes: {
    welcome: '¡Bienvenido, postulante! Crea tu cuenta gratis y empieza a recibir ofertas de prácticas según tu carrera, ciclo y región.',
    asideTitle: 'Tus prácticas empiezan aquí',
    aside: [
      'Ofertas recomendadas según tu formación',
      'Postula con un clic y sigue cada postulación',
      'Tu CV siempre listo para descargar en PDF',
      'Te enviaremos un correo para confirmar tu cuenta',
    ],
  },
  empresas: {
    welcome: '¡Bienvenida, empresa! Registra a tu empresa con su RUC y publica tus convocatorias de prácticas en todo el Perú.',
    asideTitle: 'Encuentra a tus practicantes',
    aside: [
      'Ofertas gratuitas revisadas en 48 horas',
      'Ofertas destacadas por 30 días',
      'Filtra y exporta a tus postulantes',
      'Te enviaremos un correo para confirmar tu cuenta',
    ],
  },
};

export function RegisterPage({ area }: { area: CuentaArea }) {
  const copy = COPY[area];
  const info = AREAS[area];
  return (
    <div className="mx-auto grid max-w-5xl items-start gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <section className={CARD}>
        <PageTitle subtitle={copy.welcome}>Registro de cuenta</PageTitle>
        {area === 'empresas' ? <RegisterReclutadorForm /> : <RegisterPostulantForm />}
        <div className="mt-6 space-y-2 border-t border-slate-200 pt-5 text-center text-sm dark:border-slate-800">
          <p>
            ¿Ya tienes una cuenta?{' '}
            <Link to={info.login} className={TEXT_LINK}>
              Inicia sesión
            </Link>
          </p>
          <p>
            ¿Olvidaste tu contraseña?{' '}
            <Link to={info.recover} className={TEXT_LINK}>
              Recuperar cuenta
            </Link>
          </p>
        </div>
      </section>
      <aside className="hidden rounded-2xl bg-gradient-to-br from-brand-700 to-brand-500 p-8 text-white lg:sticky lg:top-24 lg:block">
        <h2 className="mb-4 text-xl font-bold">{copy.asideTitle}</h2>
        <ul className="space-y-3">
          {copy.aside.map((item) => (
            <li key={item} className="flex gap-2">
              <Icon name="check" className="mt-0.5 size-5 shrink-0" />
              {item}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
