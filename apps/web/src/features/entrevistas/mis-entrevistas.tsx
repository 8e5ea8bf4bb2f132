/**
 * Mis postulaciones' interviews: what companies proposed (pick a slot), what is confirmed (download the invitation),
 * and what was cancelled. Shown only when there is at least one.
 */
import type { EntrevistaPostulante } from '@practiperu/shared/entrevistas';
import { useEffect, useState } from 'react';
import { entrevistas, icsPaths } from '../../lib/api/entrevistas';
import { EleccionEntrevista } from './eleccion';

export function MisEntrevistas() {
  const [items, setItems] = useState<EntrevistaPostulante[]>([]);
  useEffect(() => {
    let vivo = true;
    void entrevistas.mias().then((res) => {
      if (vivo && res.state) setItems(res.data);
    });
    return () => {
      vivo = false;
    };
  }, []);
  if (items.length === 0) return null;
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
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
