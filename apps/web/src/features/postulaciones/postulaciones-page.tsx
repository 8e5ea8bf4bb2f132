/**
 * `/postulantes/mis-postulaciones`: the offers they applied to, newest application first, 10
 * a page (the server's), each with its status (Recibida, CV visto, En proceso, Finalista, No seleccionada,
 * Cancelada) and, beside it, what its interview waits for («Entrevista propuesta: elige un horario», or the
 * confirmed time), linking to the detail at mis-postulaciones/{id}. The page lives in the address (`?pagina=`).
 */
import { postulanteOfertaPath, paths } from '@practiperu/shared/paths';
import { FROM_POSTULACIONES } from './oferta-page';
import type { MiPostulacion } from '@practiperu/shared/postulacion';
import { Suspense, useState } from 'react';
import { Link, useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Await } from '../../components/await';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import type { EntrevistaPostulante } from '@practiperu/shared/entrevistas';
import { estadoEntrevistaTexto } from '@practiperu/shared/entrevistas';
import { MisEntrevistas, useMisEntrevistas } from '../entrevistas';
import { AvisoDecisionAutomatizada } from '../privacidad';
import { Pagination } from '../../components/pagination';
import { SkeletonCard, SkeletonGroup } from '../../components/skeleton';
import type { Loaded } from '../../lib/loaded';
import { LoadError } from '../../components/load-error';
import { BUTTON_PRIMARY } from '../../components/buttons';
import { loadMisPostulaciones, type Pagina } from './api';
import { PostulanteOfertaCard } from './oferta-card';

/** The empty state explains that offers applied to through the platform show up here. */
export const EMPTY_POSTULACIONES_TEXT = 'Aquí aparecerán las ofertas a las que postules desde la plataforma.';

export interface PostulacionesData {
  page: number;
  list: Promise<Loaded<Pagina<MiPostulacion>>>;
}

export function postulacionesLoader({ request }: LoaderFunctionArgs): PostulacionesData {
  const n = Number(new URL(request.url).searchParams.get('pagina'));
  const page = Number.isInteger(n) && n >= 1 ? n : 1;
  return { page, list: loadMisPostulaciones(page) };
}

function List({ loaded, entrevistas }: { loaded: Loaded<Pagina<MiPostulacion>>; entrevistas: EntrevistaPostulante[] | null }) {
  const [ahora] = useState(() => new Date());
  const [, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  if (!loaded.ok) return <LoadError message={loaded.message} />;
  const { items, currentPage, totalPages, total } = loaded.data;
  if (items.length === 0 && currentPage <= 1)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
        <Icon name="send" className="mx-auto mb-3 size-10 text-slate-400" />
        <p className="font-semibold text-slate-900 dark:text-white">Aún no tienes postulaciones.</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{EMPTY_POSTULACIONES_TEXT}</p>
        <Link to={paths.postulantes.ofertas} className={`${BUTTON_PRIMARY} mt-4`}>
          <Icon name="briefcase" className="size-4" />
          Ver ofertas para ti
        </Link>
      </div>
    );
  return (
    <>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" role="status">
        {total === 1 ? '1 postulación' : `${total} postulaciones`}
      </p>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Mis postulaciones">
        {items.map((item) => (
          <li key={item.postulacion.id}>
            {/* Right under the page's title (the interviews above are a section of their own): each card is an h2. */}
            <PostulanteOfertaCard
              oferta={item}
              headingLevel={2}
              to={postulanteOfertaPath(item.id)}
              linkState={FROM_POSTULACIONES}
              status={item.postulacion}
              entrevista={entrevistas && !item.postulacion.eliminado_en ? estadoEntrevistaTexto(entrevistas, item.id, ahora) : null}
            />
          </li>
        ))}
      </ul>
      <Pagination
        className="mt-6"
        label="Páginas de mis postulaciones"
        currentPage={currentPage}
        totalPages={totalPages}
        onPageChange={(page) => setParams({ pagina: String(page) })}
        onRefresh={() => void revalidator.revalidate()}
      />
    </>
  );
}

export function PostulacionesPage() {
  const data = useLoaderData() as PostulacionesData;
  // Read once: the interviews block above, and each card's line of what its interview waits for.
  const { items: entrevistas, actualizar } = useMisEntrevistas();
  return (
    <>
      <PageTitle subtitle="El estado de cada oferta a la que postulaste.">Mis postulaciones</PageTitle>
      <AvisoDecisionAutomatizada tipo="postulante" className="-mt-2 mb-4 max-w-3xl" />
      <MisEntrevistas items={entrevistas} onCambio={actualizar} />
      <Suspense
        key={data.page}
        fallback={
          <SkeletonGroup label="Cargando tus postulaciones…" className="grid gap-4 md:grid-cols-2">
            <SkeletonCard />
            <SkeletonCard />
          </SkeletonGroup>
        }
      >
        <Await resolve={data.list}>{(loaded: Loaded<Pagina<MiPostulacion>>) => <List loaded={loaded} entrevistas={entrevistas} />}</Await>
      </Suspense>
    </>
  );
}
