/**
 * The applicant home's recommended offers: page 1 of `recommendedBothProfile` (both
 * scopes), at most 5 (HOME_RECOMMENDED_MAX), or the empty message; a link to Ofertas para ti for the rest.
 */
import { HOME_RECOMMENDED_MAX } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import type { OfertaCardPostulante } from '@practiperu/shared/postulacion';
import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SkeletonCard, SkeletonGroup } from '../../components/skeleton';
import type { Loaded } from '../../lib/loaded';
import { afterNextPaint } from '../../lib/after-paint';
import { TEXT_LINK } from '../../components/buttons';
import { loadRecomendadas, type Pagina } from './api';
import { EMPTY_OFERTAS_TEXT, OfertaList } from './ofertas-page';

export function RecommendedOfertas() {
  const [loaded, setLoaded] = useState<Loaded<Pagina<OfertaCardPostulante>> | null>(null);
  useEffect(() => {
    let live = true;
    // Below the fold on a phone, and shown with skeletons meanwhile: asked after the first paint.
    void afterNextPaint()
      .then(() => (live ? loadRecomendadas('recommendedBothProfile', 1) : null))
      // A transition: the cards are drawn in slices that leave the phone's main thread free in between.
      .then((res) => live && res && startTransition(() => setLoaded(res)));
    return () => {
      live = false;
    };
  }, []);

  if (!loaded)
    return (
      <SkeletonGroup label="Cargando ofertas recomendadas…" className="grid gap-4 md:grid-cols-2">
        <SkeletonCard />
        <SkeletonCard />
      </SkeletonGroup>
    );
  if (!loaded.ok)
    return (
      <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
        Error al cargar: {loaded.message}
      </p>
    );
  const items = loaded.data.items.slice(0, HOME_RECOMMENDED_MAX);
  if (items.length === 0)
    return <p className="text-slate-600 dark:text-slate-400">Aún no hay ofertas recomendadas para ti. {EMPTY_OFERTAS_TEXT}</p>;
  return (
    <>
      <OfertaList items={items} label="Ofertas recomendadas" desde="inicio" />
      {loaded.data.total > items.length && (
        <p className="mt-4">
          <Link to={paths.postulantes.ofertas} className={TEXT_LINK}>
            Ver todas las ofertas para ti ({loaded.data.total})
          </Link>
        </p>
      )}
    </>
  );
}
