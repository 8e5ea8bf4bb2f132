/**
 * The «Avisar por correo» tick of a confirmation dialog (the bulk change, a single «Descartar» that cancels an
 * interview): it starts as the seat's remembered box (avisar.ts) and applies to that action only. Unticking it, and
 * then pressing «No» or «Sí», never changes the remembered choice; that is the box above the list.
 */
import { useId } from 'react';

export function AvisarEstaVez({
  avisar,
  onChange,
  label = 'Avisar a los postulantes por correo',
}: {
  avisar: boolean;
  onChange: (v: boolean) => void;
  label?: string;
}) {
  const id = useId();
  const ayudaId = useId();
  return (
    <div className="mt-3 text-sm">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={avisar}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={ayudaId}
          className="size-4 shrink-0 rounded accent-brand-600 dark:accent-brand-500"
        />
        <label htmlFor={id} className="font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
      </div>
      <p id={ayudaId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Solo para esta acción: tu casilla «Avisar al postulante por correo» de la lista no cambia.
      </p>
    </div>
  );
}
