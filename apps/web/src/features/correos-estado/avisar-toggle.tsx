/** The «Avisar por correo» box of the status changes: the seat's remembered choice (see avisar.ts). */
import { useId } from 'react';
import { paths } from '@practiperu/shared/paths';
import { Link } from 'react-router';
import { useAvisarPorCorreo } from './avisar';

export function AvisarToggle({ label = 'Avisar al postulante por correo al cambiar su estado' }: { label?: string }) {
  const [avisar, setAvisar] = useAvisarPorCorreo();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="avisar-correo">
      <span className="inline-flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={avisar}
          onChange={(e) => setAvisar(e.target.checked)}
          className="size-4 shrink-0 rounded accent-brand-600 dark:accent-brand-500"
        />
        <label htmlFor={id} className="font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
      </span>
      <Link to={paths.empresas.correos} className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
        Ver los correos
      </Link>
    </div>
  );
}
