/**
 * `/postulantes/guardadas` "Guardadas": the offers the applicant saved, the most recently saved first, 10 a page (the
 * server's; `?pagina=` in the address). A finished offer keeps its card (Finalizó); one that was withdrawn or hidden
 * shows only that it is no longer available. Each can be removed. A note says whether the reminder mail before the
 * deadline will arrive (only with informational mail accepted).
 */
import { GUARDADAS_MESSAGES, type OfertaGuardadaVista } from '@practiperu/shared/guardadas';
import { formatInstant } from '@practiperu/shared/formato';
import { paths, postulanteOfertaPath } from '@practiperu/shared/paths';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useLocation, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Await } from '../../components/await';
import { BUTTON_PRIMARY, BUTTON_SMALL, TEXT_LINK } from '../../components/buttons';
import { Icon } from '../../components/icon';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination';
import { SkeletonCard, SkeletonGroup } from '../../components/skeleton';
import { useToast } from '../../components/toast';
import type { Loaded } from '../../lib/loaded';
import { cambiarGuardada, loadGuardadas, type PaginaGuardadas } from './guardadas';
import { PostulanteOfertaCard } from './oferta-card';
import { desdeLista, recordarScroll, useScrollDeLista } from './volver';

export const EMPTY_GUARDADAS_TEXT =
  'Pulsa Guardar en una oferta para tenerla a mano aquí y recibir un recordatorio dos días antes de su cierre.';

export interface GuardadasData {
  page: number;
  list: Promise<Loaded<PaginaGuardadas>>;
}

export function guardadasLoader({ request }: LoaderFunctionArgs): GuardadasData {
  const n = Number(new URL(request.url).searchParams.get('pagina'));
  const page = Number.isInteger(n) && n >= 1 ? n : 1;
  return { page, list: loadGuardadas(page) };
}

function QuitarButton({ item, titulo, onQuitada }: { item: OfertaGuardadaVista; titulo: string; onQuitada: () => void }) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  async function quitar() {
    if (busy) return;
    setBusy(true);
    const res = await cambiarGuardada(item.id_oferta, false);
    setBusy(false);
    toast({ title: 'Guardadas', message: res.message, variant: res.state ? 'success' : 'error' });
    if (res.state) {
      onQuitada();
      void revalidator.revalidate();
    }
  }
  return (
    <button
      type="button"
      aria-label={`Quitar: ${titulo}`}
      data-quitar=""
      className={`relative ${BUTTON_SMALL} aria-disabled:cursor-wait aria-disabled:opacity-70`}
      // Not disabled while it works: a disabled button drops the keyboard focus to the page's start.
      aria-disabled={busy || undefined}
      onClick={() => void quitar()}
    >
      <Icon name="trash" className="size-4" />
      Quitar
    </button>
  );
}

function SavedOn({ item }: { item: OfertaGuardadaVista }) {
  return <p className="text-xs text-slate-600 dark:text-slate-400">Guardada el {formatInstant(item.guardada_en)}</p>;
}

function Item({ item, onQuitada }: { item: OfertaGuardadaVista; onQuitada: () => void }) {
  const location = useLocation();
  if (item.oferta)
    return (
      <PostulanteOfertaCard
        oferta={item.oferta}
        to={postulanteOfertaPath(item.id_oferta)}
        // The page's title is the h1 and nothing stands between: each card's title is an h2.
        headingLevel={2}
        // Applied or cancelled: the application's status on the card, as in Mis postulaciones.
        status={item.postulacion ?? undefined}
        linkState={desdeLista('guardadas', location)}
        onFollow={() => recordarScroll(location)}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SavedOn item={item} />
          <QuitarButton item={item} titulo={item.oferta.titulo} onQuitada={onQuitada} />
        </div>
      </PostulanteOfertaCard>
    );
  return (
    <article
      data-testid="oferta-card"
      className="rounded-xl border border-dashed border-slate-300 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 className="font-bold text-slate-900 dark:text-white">Oferta no disponible</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">La empresa la retiró o ya no está publicada.</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <SavedOn item={item} />
        <QuitarButton item={item} titulo="oferta no disponible" onQuitada={onQuitada} />
      </div>
    </article>
  );
}

/**
 * After a removal the card goes away with its Quitar button, so the keyboard focus moves to the card that takes its
 * place (the next one's Quitar, or the previous one's at the end), or to the page's title when the list is empty.
 */
function useFocoTrasQuitar(loaded: Loaded<PaginaGuardadas>) {
  const quitadaEn = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const index = quitadaEn.current;
    if (index === null) return;
    quitadaEn.current = null;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[data-quitar]') ?? [])];
    const target = buttons[Math.min(index, buttons.length - 1)] ?? document.querySelector<HTMLElement>('main h1');
    target?.focus();
  }, [loaded]);
  return { list, quitada: (index: number) => (quitadaEn.current = index) };
}

function List({ loaded }: { loaded: Loaded<PaginaGuardadas> }) {
  const [, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const { list, quitada } = useFocoTrasQuitar(loaded);
  useScrollDeLista(loaded.ok && loaded.data.items.length > 0);
  if (!loaded.ok) return <LoadError message={loaded.message} />;
  const { items, currentPage, totalPages, total, autorizacionMarketing } = loaded.data;
  const nota = (
    <p className="mb-4 flex max-w-3xl gap-2 text-sm text-slate-700 dark:text-slate-300">
      <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
      <span>
        {autorizacionMarketing ? GUARDADAS_MESSAGES.conMarketing : GUARDADAS_MESSAGES.sinMarketing}{' '}
        {!autorizacionMarketing && (
          <Link to={paths.postulantes.account} className={TEXT_LINK}>
            Ir a Mi cuenta
          </Link>
        )}
      </span>
    </p>
  );
  if (items.length === 0 && currentPage <= 1)
    return (
      <>
        {nota}
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
          <Icon name="bookmark" className="mx-auto mb-3 size-10 text-slate-400" />
          <p className="font-semibold text-slate-900 dark:text-white">Aún no guardaste ofertas.</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{EMPTY_GUARDADAS_TEXT}</p>
          <Link to={paths.postulantes.ofertas} className={`${BUTTON_PRIMARY} mt-4`}>
            <Icon name="briefcase" className="size-4" />
            Ver ofertas para ti
          </Link>
        </div>
      </>
    );
  return (
    <>
      {nota}
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" role="status">
        {total === 1 ? '1 oferta guardada' : `${total} ofertas guardadas`}
      </p>
      <ul ref={list} className="grid gap-4 md:grid-cols-2" aria-label="Ofertas guardadas">
        {items.map((item, index) => (
          <li key={item.id_oferta}>
            <Item item={item} onQuitada={() => quitada(index)} />
          </li>
        ))}
      </ul>
      <Pagination
        className="mt-6"
        label="Páginas de ofertas guardadas"
        currentPage={currentPage}
        totalPages={totalPages}
        onPageChange={(page) => setParams({ pagina: String(page) })}
        onRefresh={() => void revalidator.revalidate()}
      />
    </>
  );
}

export function GuardadasPage() {
  const data = useLoaderData() as GuardadasData;
  return (
    <>
      <PageTitle subtitle="Las ofertas que guardaste para revisar o postular después.">Guardadas</PageTitle>
      <Suspense
        key={data.page}
        fallback={
          <SkeletonGroup label="Cargando tus ofertas guardadas…" className="grid gap-4 md:grid-cols-2">
            <SkeletonCard />
            <SkeletonCard />
          </SkeletonGroup>
        }
      >
        <Await resolve={data.list}>{(loaded: Loaded<PaginaGuardadas>) => <List loaded={loaded} />}</Await>
      </Suspense>
    </>
  );
}
