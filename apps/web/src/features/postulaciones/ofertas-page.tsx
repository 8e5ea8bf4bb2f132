/**
 * `/postulantes/nuevas-ofertas` "Ofertas para ti": two lists paginated by the server, the
 * offers that match the applicant's training in their own department (plus virtual ones: `recommended`) and in the
 * other departments (`recommendedProfile`); each list's page lives in the address (`?pagina=`, `?pagina_otras=`).
 * The empty state says new offers are registered every hour. The job-alert block closes the page.
 */
import { postulanteOfertaPath, paths } from '@practiperu/shared/paths';
import type { OfertaCardPostulante } from '@practiperu/shared/postulacion';
import { Suspense, useEffect, useId, useRef } from 'react';
import {
  Link,
  NavigationType,
  useLoaderData,
  useLocation,
  useNavigationType,
  useRevalidator,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { Await } from '../../components/await';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination';
import { SkeletonCard, SkeletonGroup } from '../../components/skeleton';
import type { Loaded } from '../../lib/loaded';
import { tokenStore } from '../../lib/storage';
import { LoadError } from '../../components/load-error';
import { TEXT_LINK } from '../../components/buttons';
import { loadRecomendadas, type Pagina } from './api';
import { JobAlert } from './job-alert';
import { GuardarButton } from './guardar-button';
import { PostulanteOfertaCard } from './oferta-card';
import { desdeLista, recordarScroll, useScrollDeLista, type ListaOrigen } from './volver';

export const EMPTY_OFERTAS_TEXT = 'Se registran nuevas ofertas cada hora: vuelve pronto o activa tus alertas de empleo.';

const pageOf = (url: URL, key: string) => {
  const n = Number(url.searchParams.get(key));
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

export interface OfertasData {
  region: Promise<Loaded<Pagina<OfertaCardPostulante>>>;
  otras: Promise<Loaded<Pagina<OfertaCardPostulante>>>;
  keys: { region: number; otras: number };
}

/**
 * The last answer of each list. Paging one list keeps the other's answer: asked again, it could arrive after the paged
 * list had drawn and taken the focus, and its new height would push the paged list's heading out of view. When
 * neither page changed (a refresh) or the kept answer is older than a minute (a return to the page later) both are
 * asked again. An answer is only kept for the session that asked it (another person may sign in in the same tab).
 */
let ultimo: (OfertasData & { en: number; token: string | null }) | null = null;
const CONSERVAR_MS = 60_000;

export function ofertasLoader({ request }: LoaderFunctionArgs): OfertasData {
  const url = new URL(request.url);
  const keys = { region: pageOf(url, 'pagina'), otras: pageOf(url, 'pagina_otras') };
  const token = tokenStore.get();
  const antes = ultimo !== null && ultimo.token === token && Date.now() - ultimo.en < CONSERVAR_MS ? ultimo : null;
  const unaPaginada = antes !== null && (antes.keys.region === keys.region) !== (antes.keys.otras === keys.otras);
  ultimo = {
    en: Date.now(),
    token,
    keys,
    region: unaPaginada && antes.keys.region === keys.region ? antes.region : loadRecomendadas('recommended', keys.region),
    otras: unaPaginada && antes.keys.otras === keys.otras ? antes.otras : loadRecomendadas('recommendedProfile', keys.otras),
  };
  return ultimo;
}

/** A list of offer cards; `desde` names the list (or the home) the detail's back link returns to. */
export function OfertaList({ items, label, desde }: { items: OfertaCardPostulante[]; label: string; desde?: ListaOrigen }) {
  const location = useLocation();
  useScrollDeLista(desde !== undefined);
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={label}>
      {items.map((o) => (
        <li key={o.id}>
          <PostulanteOfertaCard
            oferta={o}
            to={postulanteOfertaPath(o.id)}
            linkState={desde ? desdeLista(desde, location) : undefined}
            onFollow={desde ? () => recordarScroll(location) : undefined}
          >
            {/* Applied offers are not saved for later, as on the detail. */}
            {!o.postulado && <GuardarButton oferta={o} />}
          </PostulanteOfertaCard>
        </li>
      ))}
    </ul>
  );
}

export function EmptyOfertas({ title }: { title: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center dark:border-slate-700 dark:bg-slate-900">
      <Icon name="inbox" className="mx-auto mb-2 size-9 text-slate-400" />
      <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{EMPTY_OFERTAS_TEXT}</p>
    </div>
  );
}

function Section({
  title,
  subtitle,
  data,
  param,
  emptyTitle,
}: {
  title: string;
  subtitle: string;
  data: Promise<Loaded<Pagina<OfertaCardPostulante>>>;
  param: string;
  emptyTitle: string;
}) {
  const [, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { state } = useLocation();
  const navigationType = useNavigationType();
  // Paging a list keeps that list in view (the page does not jump to the top) and its title takes the focus, since
  // the page button that had it is gone with the old page (the section is drawn again for each page). Not when the
  // entry is come back to (Back from an offer): its state still says it was paged, but the list restores its scroll.
  const paged = (state as { lista?: string } | null)?.lista === param && navigationType !== NavigationType.Pop;
  useEffect(() => {
    if (!paged) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
    // Only when this page of the list is first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
      <Suspense
        fallback={
          <SkeletonGroup label={`Cargando ofertas ${title.toLowerCase()}…`} className="grid gap-4 md:grid-cols-2">
            <SkeletonCard />
            <SkeletonCard />
          </SkeletonGroup>
        }
      >
        <Await resolve={data}>
          {(loaded: Loaded<Pagina<OfertaCardPostulante>>) => {
            if (!loaded.ok) return <LoadError message={loaded.message} />;
            const { items, currentPage, totalPages, total } = loaded.data;
            if (items.length === 0 && currentPage <= 1) return <EmptyOfertas title={emptyTitle} />;
            return (
              <>
                <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" role="status">
                  {total === 1 ? '1 oferta' : `${total} ofertas`}
                </p>
                <OfertaList items={items} label={title} desde="ofertas" />
                <Pagination
                  className="mt-5"
                  label={`Páginas de Ofertas ${title.toLowerCase()}`}
                  currentPage={currentPage}
                  totalPages={totalPages}
                  onPageChange={(page) =>
                    setParams(
                      (prev) => {
                        const next = new URLSearchParams(prev);
                        next.set(param, String(page));
                        return next;
                      },
                      { preventScrollReset: true, state: { lista: param } },
                    )
                  }
                  onRefresh={() => void revalidator.revalidate()}
                />
              </>
            );
          }}
        </Await>
      </Suspense>
    </section>
  );
}

export function OfertasPage() {
  const data = useLoaderData() as OfertasData;
  return (
    <>
      <PageTitle subtitle="Convocatorias que encajan con tu nivel, carrera y ciclo. Las destacadas aparecen primero.">
        Ofertas para ti
      </PageTitle>
      <Section
        key={`r-${data.keys.region}`}
        title="En tu departamento"
        subtitle="Ofertas de tu departamento y ofertas virtuales."
        data={data.region}
        param="pagina"
        emptyTitle="Aún no hay ofertas para ti en tu departamento."
      />
      <Section
        key={`o-${data.keys.otras}`}
        title="En otros departamentos"
        subtitle="Ofertas para tu formación en el resto del país y en el extranjero."
        data={data.otras}
        param="pagina_otras"
        emptyTitle="Aún no hay ofertas para ti en otros departamentos."
      />
      <JobAlert />
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
        ¿Buscas otra cosa?{' '}
        <Link to={paths.ofertas} className={TEXT_LINK}>
          Busca entre todas las ofertas
        </Link>
      </p>
    </>
  );
}
