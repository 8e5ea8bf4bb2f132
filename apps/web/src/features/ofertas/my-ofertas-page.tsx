/**
 * `/empresas/mis-publicaciones/`: the company's offers, 10 per page (the server's), newest first,
 * filterable by state (`?estado=0|1|2`), each with its labels, applicants and actions. The page and the filter live in
 * the address, so a reload or a shared link shows the same list.
 */
import { paths } from '@practiperu/shared/paths';
import { ESTADO_OFERTA } from '@practiperu/shared/oferta';
import type { SessionUser } from '@practiperu/shared/session';
import { asientoPuede } from '@practiperu/shared/equipo';
import { lazy, Suspense, useState } from 'react';
import { Link, useLoaderData, useRevalidator, useRouteLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Await } from '../../components/await';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination';
import { SkeletonCard, SkeletonGroup } from '../../components/skeleton';
import type { Loaded } from '../../lib/loaded';
import { LoadError } from '../../components/load-error';
import { BUTTON_PRIMARY } from '../../components/buttons';
import { loadMisOfertas, type MisOfertasPage } from './api';
import { OfertaActions } from './oferta-actions';
import { OfertaCard } from './oferta-card';

const FILTERS: { estado: number | null; label: string }[] = [
  { estado: null, label: 'Todas' },
  { estado: ESTADO_OFERTA.PENDIENTE, label: 'Pendientes' },
  { estado: ESTADO_OFERTA.APROBADA, label: 'Aprobadas' },
  { estado: ESTADO_OFERTA.RECHAZADA, label: 'Rechazadas' },
];

function readQuery(url: URL): { page: number; estado: number | null } {
  const page = Number(url.searchParams.get('page'));
  const estado = url.searchParams.get('estado');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    estado: estado !== null && /^[012]$/.test(estado) ? Number(estado) : null,
  };
}

export interface MyOfertasData {
  page: number;
  estado: number | null;
  list: Promise<Loaded<MisOfertasPage>>;
}

export function myOfertasLoader({ request }: LoaderFunctionArgs): MyOfertasData {
  const query = readQuery(new URL(request.url));
  // Not awaited: the page draws at once with skeleton cards while the list arrives.
  return { ...query, list: loadMisOfertas(query.page, query.estado) };
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
      <Icon name="inbox" className="mx-auto mb-3 size-10 text-slate-400" />
      <p className="font-semibold text-slate-900 dark:text-white">
        {filtered ? 'No tienes ofertas en este estado.' : 'Aún no publicas ofertas.'}
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Publica tu primera convocatoria: la revisamos en un máximo de 48 horas.
      </p>
      <Link to={paths.empresas.publish} className={`${BUTTON_PRIMARY} mt-4`}>
        <Icon name="plus" className="size-4" />
        Publicar oferta
      </Link>
    </div>
  );
}

function List({ loaded, filtered }: { loaded: Loaded<MisOfertasPage>; filtered: boolean }) {
  const [, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [now] = useState(() => new Date());
  if (!loaded.ok) return <LoadError message={loaded.message} />;
  const { items, currentPage, totalPages, total } = loaded.data;
  if (items.length === 0 && currentPage <= 1) return <EmptyState filtered={filtered} />;
  return (
    <>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" role="status">
        {total === 1 ? '1 oferta' : `${total} ofertas`}
      </p>
      <ul className="space-y-4" aria-label="Mis ofertas">
        {items.map((oferta) => (
          <li key={oferta.id}>
            <OfertaCard oferta={oferta} now={now}>
              <OfertaActions oferta={oferta} now={now} onChanged={() => void revalidator.revalidate()} showDetailLink />
            </OfertaCard>
          </li>
        ))}
      </ul>
      <Pagination
        className="mt-6"
        label="Páginas de mis ofertas"
        currentPage={currentPage}
        totalPages={totalPages}
        onPageChange={(page) =>
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            next.set('page', String(page));
            return next;
          })
        }
        onRefresh={() => void revalidator.revalidate()}
      />
    </>
  );
}

/**
 * The menu's 'Asistente de postulantes' (`?asistente=1`): the assistant works per offer, so the page says where. Only a
 * premium company has the assistant (and its «Asistente» buttons): for any other the address says nothing more.
 */
export function AsistenteHint() {
  const [params] = useSearchParams();
  const session = useRouteLoaderData('empresas-private') as SessionUser | undefined;
  if (params.get('asistente') !== '1' || session?.is_premium !== true) return null;
  return (
    <p
      role="note"
      className="mb-5 flex items-start gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:bg-slate-800 dark:text-brand-100"
    >
      <Icon name="sparkles" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>Asistente de postulantes:</strong> elige una oferta con postulantes y pulsa «Asistente» para preguntar en español qué perfil
        buscas.
      </span>
    </p>
  );
}

/** A recruiter seat's requests to the administrators: its own chunk, fetched only for a seat. */
const MisSolicitudes = lazy(() => import('./mis-solicitudes'));

export function MyOfertasPage() {
  const data = useLoaderData() as MyOfertasData;
  const session = useRouteLoaderData('empresas-private') as SessionUser | undefined;
  const asiento = session !== undefined && !asientoPuede(session, 'pagos');
  return (
    <>
      <div className="flex flex-col gap-x-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <PageTitle subtitle="El estado de tus convocatorias, sus postulantes y lo que puedes hacer con cada una.">
            Mis publicaciones
          </PageTitle>
        </div>
        <Link to={paths.empresas.publish} className={`${BUTTON_PRIMARY} mb-5 shrink-0 self-start`}>
          <Icon name="plus" className="size-4" />
          Publicar oferta
        </Link>
      </div>
      <AsistenteHint />
      {asiento && (
        <Suspense fallback={null}>
          <MisSolicitudes pagina={data} />
        </Suspense>
      )}
      <nav aria-label="Filtrar por estado" className="mb-5">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((f) => {
            const active = f.estado === data.estado;
            return (
              <li key={f.label}>
                <Link
                  to={f.estado === null ? paths.empresas.misOfertas : `${paths.empresas.misOfertas}?estado=${f.estado}`}
                  aria-current={active ? 'page' : undefined}
                  className={`inline-flex rounded-full border px-4 py-1.5 text-sm font-semibold ${
                    active
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
                  }`}
                >
                  {f.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Suspense
        key={`${data.estado}-${data.page}`}
        fallback={
          <SkeletonGroup label="Cargando tus ofertas…" className="space-y-4">
            <SkeletonCard />
            <SkeletonCard />
            <SkeletonCard />
          </SkeletonGroup>
        }
      >
        <Await resolve={data.list}>{(loaded: Loaded<MisOfertasPage>) => <List loaded={loaded} filtered={data.estado !== null} />}</Await>
      </Suspense>
    </>
  );
}
