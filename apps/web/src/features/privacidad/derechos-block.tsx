/** 'Tus derechos sobre tus datos' in Mi cuenta of both areas: what can be asked and the way to the rights page. */
import { Link } from 'react-router';
import { BUTTON_SECONDARY } from '../../components/buttons';
import { IconBadge } from '../../components/icon-badge';
import { derechosHref, type Area } from './api';

export function DerechosBlock({ area }: { area: Area }) {
  return (
    <section
      aria-labelledby="cuenta-derechos"
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <IconBadge name="shield" className="size-10!" />
        <div className="min-w-0">
          <h2 id="cuenta-derechos" className="text-lg font-bold text-slate-900 dark:text-white">
            Tus derechos sobre tus datos
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            Pide acceso, rectificación, cancelación u oposición, o que una persona revise un puntaje calculado automáticamente. Te
            respondemos dentro del plazo de la Ley N° 29733 y ves aquí la respuesta.
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to={derechosHref(area)} className={`${BUTTON_SECONDARY} py-2! text-sm`}>
          Mis solicitudes de derechos
        </Link>
      </div>
    </section>
  );
}
