/**
 * Mis postulaciones' interviews: what companies proposed (pick a slot), what is confirmed (download the invitation),
 * and what was cancelled. Shown only when there is at least one. `useMisEntrevistas` reads them once for the page, so
 * the cards and the detail can say, beside the application's status, what the interview waits for
 * (`estadoEntrevistaTexto`).
 */
import { estadoEntrevistaTexto, type EntrevistaPostulante } from '@practiperu/shared/entrevistas';
import { useCallback, useEffect, useState } from 'react';
import { entrevistas, icsPaths } from '../../lib/api/entrevistas';
import { EleccionEntrevista } from './eleccion';

/** The applicant's interviews (null until read), and how to replace one after a pick. */
export function useMisEntrevistas(activo = true) {
  const [items, setItems] = useState<EntrevistaPostulante[] | null>(null);
  useEffect(() => {
    if (!activo) return;
    let vivo = true;
    void entrevistas.mias().then((res) => {
      if (vivo && res.state) setItems(res.data);
    });
    return () => {
      vivo = false;
    };
  }, [activo]);
  const actualizar = useCallback((e: EntrevistaPostulante) => setItems((xs) => (xs ?? []).map((x) => (x.id === e.id ? e : x))), []);
  return { items, actualizar };
}

/** What an application's interview waits for, beside its status (null: nothing to say). */
export function useTextoEntrevista(items: EntrevistaPostulante[] | null, idOferta: number): string | null {
  const [ahora] = useState(() => new Date());
  return items ? estadoEntrevistaTexto(items, idOferta, ahora) : null;
}

/** The pill beside the application's status. */
export function EntrevistaPill({ texto }: { texto: string }) {
  return (
    <span
      data-testid="estado-entrevista"
      className="inline-flex items-center rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-200"
    >
      {texto}
    </span>
  );
}

export function MisEntrevistas({
  items,
  onCambio,
}: {
  items: EntrevistaPostulante[] | null;
  onCambio?: (e: EntrevistaPostulante) => void;
}) {
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby="mis-entrevistas" className="mb-8">
      <h2 id="mis-entrevistas" className="mb-3 text-lg font-bold text-slate-900 dark:text-white">
        Entrevistas
      </h2>
      <ul className="space-y-3">
        {items.map((e) => (
          <li key={e.id}>
            <EleccionEntrevista
              e={e}
              icsUrl={icsPaths.mia(e.id)}
              elegir={(inicio) => entrevistas.elegir({ params: { id: e.id }, body: { inicio } })}
              onCambio={onCambio}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
