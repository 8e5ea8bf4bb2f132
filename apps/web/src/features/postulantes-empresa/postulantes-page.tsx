/**
 * `/empresas/mis-publicaciones/{id}/postulantes` (docs/applicants.md): the offer's applicants, 10 a page (the
 * server's), with the totals and the offer's title. Each row: photo, name, career, region, status, read or not,
 * affinity (featured-paid offers only) and the status radios. A blocked applicant of a free offer (the 16th and
 * later, until a featured payment of the offer is validated) is a blurred 'Nuevo postulante' without a link. The
 * filters and the page live in the address with the API's names; on free offers the filter menu, the order and the
 * exports are disabled with the spec's titles. The developer-mode list (`/empresas/publicaciones/{id}/postulantes`)
 * is `DevPostulantesPage`: every applicant, no filters, no exports.
 */
import { DEPARTAMENTOS } from '@practiperu/shared/departamentos';
import { horarioLargo } from '@practiperu/shared/entrevistas';
import { formatDay } from '@practiperu/shared/formato';
import { paths } from '@practiperu/shared/paths';
import {
  ORDEN_POSTULANTES_DEFAULT,
  POSTULANTES_MESSAGES,
  type OrdenPostulantes,
  type PostulanteDeOferta,
} from '@practiperu/shared/postulantes';
import type { Etiqueta } from '@practiperu/shared/pipeline';
import type { SessionUser } from '@practiperu/shared/session';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import {
  Link,
  NavigationType,
  redirect,
  useLoaderData,
  useLocation,
  useNavigationType,
  useParams,
  useRevalidator,
  useRouteLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { Await } from '../../components/await';
import { Redirect } from '../../components/redirect';
import { Icon } from '../../components/icon';
import { AvisoDecisionAutomatizada } from '../privacidad';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination';
import { SkeletonCard, SkeletonGroup } from '../../components/skeleton';
import { getSession } from '../../lib/session';
import { settledOnFirstLoad } from '../../lib/first-load';
import { LoadError } from '../../components/load-error';
import { BackLink } from '../../components/back-link';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { ProfilePhoto } from '../../components/profile-photo';
import {
  cuantosFiltros,
  fetchExport,
  filtrosToParams,
  loadPostulantes,
  loadTodosPostulantes,
  readFiltros,
  SIN_FILTROS,
  type Filtros,
  type ListaDev,
  type PostulantesLoaded,
  type PostulantesListPage,
} from './api';
import { FilterMenu } from './filters';
import { chipsDeFiltros } from './filtros-activos';
import { ActiveFilterChips } from '../../components/filter-sheet';
import { useCompactList } from '../../components/use-is-mobile';
import { EntrevistaBoton } from '../entrevistas';
import { BarraMasiva, loadEtiquetas, MarcasFila, PipelineFiltros, type Seleccion } from './pipeline';
import { AfinidadCell, EstadoBadge, EstadoRadios, ExportButtons, ReadBadge, reviewPaths } from './ui';
import { AvisarToggle } from '../correos-estado';

const ORDENES: { value: OrdenPostulantes; label: string }[] = [
  { value: 'recientes', label: 'Más recientes' },
  { value: 'antiguos', label: 'Más antiguos' },
  { value: 'afinidad', label: 'Mayor afinidad' },
];

// ------------------------------------------------------------------ loaders

/** A page of the list and the company's tags (a featured offer's tag filter above the rows; none on a free offer). */
export interface ListaConEtiquetas extends PostulantesListPage {
  etiquetas: Etiqueta[];
}

export interface PostulantesData {
  id: string;
  page: number;
  filtros: Filtros;
  /** A promise, drawn with skeleton rows until it settles; already settled on the page the browser opened. */
  list: Promise<PostulantesLoaded<ListaConEtiquetas>> | PostulantesLoaded<ListaConEtiquetas>;
}

/**
 * The list and the tags in one answer, drawn together. The tags row sits above the rows: asked for after the list
 * was drawn (as it was), its arrival pushed every row 32 px down, under a pointer that had just pressed a name, and
 * the click that followed opened nothing (the press and the release were on different elements).
 */
export async function loadListaConEtiquetas(id: string, page: number, filtros: Filtros): Promise<PostulantesLoaded<ListaConEtiquetas>> {
  const [list, etiquetas] = await Promise.all([loadPostulantes(id, page, filtros), loadEtiquetas()]);
  if (!list.ok) return list;
  return { ok: true, data: { ...list.data, etiquetas: list.data.optional.destacado_pagado ? etiquetas : [] } };
}

export function postulantesLoader({ request, params }: LoaderFunctionArgs): PostulantesData | Promise<PostulantesData> {
  const url = new URL(request.url);
  const id = params.id ?? '';
  const n = Number(url.searchParams.get('page'));
  const page = Number.isInteger(n) && n >= 1 ? n : 1;
  const filtros = readFiltros(url.searchParams);
  // After the first load, not awaited: the page draws at once with skeleton rows while the list arrives.
  return settledOnFirstLoad({ id, page, filtros, list: loadListaConEtiquetas(id, page, filtros) }, 'list');
}

/** Developer-mode pages: only a company account with the developer flag; anyone else /empresas/404. */
export async function requireDev(): Promise<void> {
  const user = await getSession();
  if (!user?.is_dev) throw redirect(paths.empresas.notFound);
}

export interface DevPostulantesData {
  id: string;
  list: Promise<PostulantesLoaded<ListaDev>> | PostulantesLoaded<ListaDev>;
}

export async function devPostulantesLoader({ params }: LoaderFunctionArgs): Promise<DevPostulantesData> {
  await requireDev();
  const id = params.id ?? '';
  return settledOnFirstLoad({ id, list: loadTodosPostulantes(id) }, 'list');
}

// ------------------------------------------------------------------ rows

/** The API's sentence ends 'Cambia tu oferta a destacado para verlos.': only said while the offer can still be. */
const BLOQUEADO_SIN_CAMBIO = 'Los datos de este postulante solo son visibles en avisos destacados.';

function BlockedRow({ p, puedeDestacarse }: { p: Extract<PostulanteDeOferta, { bloqueado: true }>; puedeDestacarse: boolean }) {
  return (
    <article
      data-testid="postulante-bloqueado"
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900/60"
    >
      <div className="flex items-start gap-3">
        <div aria-hidden="true" className="size-12 shrink-0 rounded-full bg-slate-300 blur-[3px] dark:bg-slate-600" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900 select-none dark:text-white">
            <span className="blur-[2px]" aria-hidden="true">
              {POSTULANTES_MESSAGES.nuevoPostulante}
            </span>
            <span className="sr-only">{POSTULANTES_MESSAGES.nuevoPostulante}</span>
          </h2>
          <p aria-hidden="true" className="text-sm text-slate-600 blur-[3px] select-none dark:text-slate-400">
            Carrera profesional · Departamento
          </p>
          <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-700 dark:text-slate-300">
            <Icon name="shield" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
            {puedeDestacarse ? p.mensaje || POSTULANTES_MESSAGES.bloqueado : BLOQUEADO_SIN_CAMBIO}
          </p>
        </div>
        <div className="hidden shrink-0 text-right sm:block">
          <AfinidadCell destacadoPagado={false} bloqueado estadoEvaluacion={3} puntaje={null} />
        </div>
      </div>
    </article>
  );
}

/** The row's checkbox of a featured offer's list: part of the bulk action's selection. */
interface Seleccionable {
  selected: boolean;
  onToggle: () => void;
}

function PostulanteRow({
  p,
  idOferta,
  destacadoPagado,
  dev,
  onChanged,
  puedeDestacarse,
  seleccion,
}: {
  p: PostulanteDeOferta;
  idOferta: string;
  destacadoPagado: boolean;
  dev: boolean;
  onChanged: () => void;
  puedeDestacarse: boolean;
  seleccion?: Seleccionable;
}) {
  const { search } = useLocation();
  if (p.bloqueado) return <BlockedRow p={p} puedeDestacarse={puedeDestacarse} />;
  const name = `${p.nombres} ${p.apellidos}`.trim();
  const href = reviewPaths(idOferta, dev).postulante(p.id, search);
  return (
    <article
      data-testid="postulante"
      className={`rounded-xl border bg-white p-4 shadow-sm dark:bg-slate-900 ${
        p.revisado ? 'border-slate-200 dark:border-slate-800' : 'border-brand-300 dark:border-brand-700'
      }`}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:gap-4">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          {seleccion && (
            <input
              type="checkbox"
              checked={seleccion.selected}
              onChange={seleccion.onToggle}
              aria-label={`Seleccionar a ${name}`}
              className="mt-4 size-5 shrink-0 accent-brand-600"
            />
          )}
          <ProfilePhoto url={p.foto} name={name} size={48} />
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold break-words text-slate-900 dark:text-white">
              <Link to={href} className="hover:text-brand-700 hover:underline dark:hover:text-brand-100">
                {name}
              </Link>
            </h2>
            <p className="text-sm text-slate-700 dark:text-slate-300">{p.carrera_actual ?? 'Carrera no indicada'}</p>
            <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
              <Icon name="mapPin" className="size-4 shrink-0" />
              {p.region ?? 'Región no indicada'}
            </p>
            <div className="mt-1.5 flex flex-wrap items-center gap-2">
              <EstadoBadge estado={p.estado} />
              <ReadBadge revisado={p.revisado} />
              {p.entrevista && (
                <span
                  data-testid="pista-entrevista"
                  className="inline-flex rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900/40 dark:text-sky-100"
                >
                  {p.entrevista.inicio ? `Entrevista: ${horarioLargo(new Date(p.entrevista.inicio))}` : 'Entrevista propuesta, sin elegir'}
                </span>
              )}
            </div>
            <MarcasFila etiquetas={p.etiquetas} notas={p.notas} />
          </div>
        </div>
        <div className="flex flex-col gap-2 md:shrink-0 md:items-end">
          <div className="flex items-center gap-2 text-sm text-slate-700 md:justify-end dark:text-slate-300">
            <span className="font-medium">Afinidad:</span>
            <AfinidadCell
              destacadoPagado={destacadoPagado}
              bloqueado={false}
              estadoEvaluacion={p.estado_evaluacion}
              puntaje={p.afinidad_puesto}
            />
          </div>
          <EstadoRadios
            key={`${p.id_postulacion}-${p.estado}`}
            idPostulacion={p.id_postulacion}
            estado={p.estado}
            nombre={name}
            entrevistaPendiente={Boolean(p.entrevista)}
            onChanged={onChanged}
          />
          <EntrevistaBoton idPostulacion={p.id_postulacion} nombre={name} />
        </div>
      </div>
    </article>
  );
}

function Rows({
  items,
  idOferta,
  destacadoPagado,
  dev = false,
  puedeDestacarse = true,
  seleccion,
}: {
  items: PostulanteDeOferta[];
  idOferta: string;
  destacadoPagado: boolean;
  dev?: boolean;
  /** Whether blocked rows may say 'Cambia tu oferta a destacado' (not on a finished offer). */
  puedeDestacarse?: boolean;
  /** A featured offer's list: each row's checkbox. */
  seleccion?: { isSelected: (id: number) => boolean; toggle: (id: number) => void };
}) {
  const revalidator = useRevalidator();
  return (
    <ul className="space-y-3" aria-label="Postulantes">
      {items.map((p) => (
        <li key={p.id_postulacion}>
          <PostulanteRow
            p={p}
            idOferta={idOferta}
            destacadoPagado={destacadoPagado}
            dev={dev}
            puedeDestacarse={puedeDestacarse}
            onChanged={() => void revalidator.revalidate()}
            seleccion={
              seleccion && { selected: seleccion.isSelected(p.id_postulacion), onToggle: () => seleccion.toggle(p.id_postulacion) }
            }
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * 'No se recibieron postulantes' with a prompt to publish a new call. Changing to featured is suggested only
 * when the offer still can be (a free, open offer); a featured offer is invited to share its link.
 */
function EmptyState({ puedeDestacarse = false, destacada = false }: { puedeDestacarse?: boolean; destacada?: boolean }) {
  const hint = puedeDestacarse
    ? 'Publica una nueva convocatoria o cámbiala a destacada para llegar a más estudiantes.'
    : destacada
      ? 'Comparte el enlace de tu oferta desde su página o publica una nueva convocatoria para llegar a más estudiantes.'
      : 'Publica una nueva convocatoria para llegar a más estudiantes.';
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
      <Icon name="inbox" className="mx-auto mb-3 size-10 text-slate-400" />
      <p className="font-semibold text-slate-900 dark:text-white">{POSTULANTES_MESSAGES.vacio}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="vacio-sugerencia">
        {hint}
      </p>
      <Link to={paths.empresas.publish} className={`${BUTTON_PRIMARY} mt-4`}>
        <Icon name="plus" className="size-4" />
        Publicar oferta
      </Link>
    </div>
  );
}

function Skeletons() {
  return (
    <SkeletonGroup label="Cargando postulantes…" className="space-y-3">
      <SkeletonCard />
      <SkeletonCard />
      <SkeletonCard />
    </SkeletonGroup>
  );
}

// ------------------------------------------------------------------ the toolbar

function PostulantesExport({
  idOferta,
  filtros,
  enabled,
  compact,
}: {
  idOferta: string;
  filtros: Filtros;
  enabled: boolean;
  compact?: boolean;
}) {
  return (
    <ExportButtons
      compact={compact}
      fetchFile={(formato) => fetchExport(idOferta, formato, filtros)}
      fileName={(formato, optional) => (typeof optional?.nombre === 'string' ? optional.nombre : `postulantes.${formato}`)}
      enabled={enabled}
      disabledTitle={POSTULANTES_MESSAGES.soloDestacados}
    />
  );
}

function List({ loaded, data }: { loaded: PostulantesLoaded<ListaConEtiquetas>; data: PostulantesData }) {
  const [, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const sortId = useId();
  const hintId = useId();
  const filtered = cuantosFiltros(data.filtros) > 0 || data.filtros.sort !== ORDEN_POSTULANTES_DEFAULT;
  const etiquetas = loaded.ok ? loaded.data.etiquetas : [];
  // The bulk selection: some rows, or every one the filters give. A new address (filters, page) starts afresh.
  const [sel, setSel] = useState<Seleccion>({ ids: [], todos: false });
  // A premium company can ask the applicant assistant about these applicants.
  const premium = (useRouteLoaderData('empresas-private') as SessionUser | undefined)?.is_premium === true;
  // On a phone the active filters are chips above the list, and the tags and saved sets fold away (docs/mobile-lists.md).
  const movil = useCompactList();
  const filtrosButton = useRef<HTMLButtonElement>(null);
  const navState = useLocation().state as { chipQuitado?: number; focoFiltros?: boolean; focoPagina?: boolean } | null;
  const chipQuitado = navState?.chipQuitado ?? null;
  // «Aplicar» and «Quitar filtros» draw the list anew (the old «Filtros» button is gone): the focus goes to the new one.
  const focoFiltros = navState?.focoFiltros === true;
  // Another page: the focus goes to the line that counts them and names the page (the old page's buttons are gone).
  const focoPagina = navState?.focoPagina === true;
  // Back or Forward to such an entry keeps its state: the page's heading, as on any return.
  const pop = useNavigationType() === NavigationType.Pop;
  const totalRef = useRef<HTMLParagraphElement>(null);
  // After a bulk action the bar goes: the focus goes to the page's selection box, not to the document.
  const paginaBox = useRef<HTMLInputElement | null>(null);
  const aLaSeleccion = useRef(false);
  useEffect(() => {
    // After the bar (and its confirmation) left the document: they no longer hold or restore the focus.
    if (!aLaSeleccion.current) return;
    aLaSeleccion.current = false;
    paginaBox.current?.focus();
  }, [sel]);
  useEffect(() => {
    // The skeleton's heading, focused after the navigation, is gone with it: the list's own heading takes the focus.
    if (document.activeElement === document.body) document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
    if (pop) return;
    if (focoFiltros) filtrosButton.current?.focus();
    if (focoPagina) totalRef.current?.focus();
  }, [focoFiltros, focoPagina, pop]);
  if (!loaded.ok) {
    if ('notFound' in loaded) return <Redirect to={paths.empresas.notFound} />;
    // A link with filters to a free offer is refused (403 'Cambia tu oferta a destacado…'): offer the plain list.
    return (
      <>
        <PageTitle>Postulantes</PageTitle>
        <LoadError message={loaded.message} />
        {filtered && (
          <button type="button" className={`${BUTTON_SECONDARY} mt-3`} onClick={() => setParams(new URLSearchParams())}>
            Quitar filtros
          </button>
        )}
      </>
    );
  }
  const { items, optional } = loaded.data;
  const destacado = optional.destacado_pagado;
  const filtersOn = optional.filtros_disponibles;

  const go = (filtros: Filtros, page = 1, chip?: number, focoFiltros = false, focoPagina = false) => {
    const next = filtrosToParams(filtros);
    if (page > 1) next.set('page', String(page));
    const state =
      chip !== undefined ? { chipQuitado: chip } : focoFiltros ? { focoFiltros: true } : focoPagina ? { focoPagina: true } : undefined;
    setParams(next, state === undefined ? undefined : { state });
  };
  const quitarFiltros = (
    <button
      type="button"
      className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
      onClick={() => go(SIN_FILTROS, 1, undefined, true)}
    >
      Quitar filtros
    </button>
  );
  // The list is drawn anew for each address, so the chip removed travels in the navigation's state (for the focus).
  const chips = movil
    ? chipsDeFiltros(data.filtros, { regiones: DEPARTAMENTOS, opciones: optional.opciones_estudios, etiquetas }).map(
        ({ id, label, sin }, i) => ({
          id,
          label,
          onRemove: () => go(sin, 1, i),
        }),
      )
    : [];

  const avisos = items.some((p) => !p.bloqueado) ? <AvisarToggle /> : null;
  // The rows a bulk action may take: every row of a featured offer; a free offer's that it shows (the status
  // decision in bulk is every offer's, decision 096).
  const seleccionables = items.filter((p) => !p.bloqueado);

  return (
    <>
      <div className="flex flex-col gap-x-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <PageTitle documentTitle={`Postulantes · ${optional.titulo}`} subtitle={optional.titulo}>
            Postulantes
          </PageTitle>
        </div>
        {premium && (
          <Link
            to={`${reviewPaths(data.id).oferta}/asistente-postulantes`}
            className={`${BUTTON_SECONDARY} shrink-0 self-start ${movil ? 'mb-3 py-1.5! text-sm' : 'mb-5'}`}
          >
            <Icon name="sparkles" className="size-4" />
            Asistente de postulantes
          </Link>
        )}
      </div>
      {optional.total_postulants === 0 && !filtered ? (
        <EmptyState puedeDestacarse={optional.puede_destacarse === true} destacada={optional.tipo === 1} />
      ) : (
        <>
          <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
            <p
              ref={totalRef}
              tabIndex={-1}
              className="text-sm text-slate-700 outline-none dark:text-slate-300"
              role="status"
              data-testid="total-postulantes"
            >
              <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{optional.total_postulants}</span>{' '}
              {optional.total_postulants === 1 ? 'postulante' : 'postulantes'}
              {/* An order alone leaves every applicant in the list. */}
              {cuantosFiltros(data.filtros) > 0 ? ' con estos filtros' : ''}
              {optional.current_page > 1 ? ` · Página ${optional.current_page} de ${optional.total_pages}` : ''}
            </p>
            <div className="flex flex-wrap items-end gap-2" aria-describedby={destacado ? undefined : hintId}>
              <FilterMenu
                filtros={data.filtros}
                enabled={filtersOn}
                opciones={optional.opciones_estudios}
                onApply={(f) => go(f, 1, undefined, true)}
                buttonRef={filtrosButton}
              />
              <div>
                <label htmlFor={sortId} className="block text-xs font-semibold text-slate-600 dark:text-slate-400">
                  Ordenar por
                </label>
                <select
                  id={sortId}
                  value={data.filtros.sort}
                  disabled={!filtersOn}
                  title={filtersOn ? undefined : POSTULANTES_MESSAGES.filtrosSoloDestacado}
                  onChange={(e) => go({ ...data.filtros, sort: e.target.value as OrdenPostulantes })}
                  className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 disabled:cursor-not-allowed disabled:opacity-70 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
                >
                  {ORDENES.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </div>
              {optional.total_postulants > 0 && (
                <PostulantesExport idOferta={data.id} filtros={data.filtros} enabled={destacado} compact={movil} />
              )}
            </div>
          </div>
          {optional.cerro_el && (
            // A closed call still has applicants to decide on: say it is closed, and that deciding goes on.
            <p
              data-testid="convocatoria-cerrada"
              className="mb-4 flex items-start gap-2 rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
            >
              <Icon name="check" className="mt-0.5 size-4 shrink-0" />
              <span>
                La convocatoria cerró el {formatDay(optional.cerro_el)}: ya no recibe postulaciones. Puedes seguir cambiando los estados de
                sus postulantes, uno a uno o en grupo.
              </span>
            </p>
          )}
          {!destacado && (
            <p
              id={hintId}
              className="mb-4 flex items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            >
              <Icon name="star" className="mt-0.5 size-4 shrink-0" />
              {optional.puede_destacarse ? (
                <span>
                  Oferta gratuita: {POSTULANTES_MESSAGES.filtrosSoloDestacado.toLowerCase()}, exportar, ver la afinidad y descargar CVs. Ves
                  los datos de los primeros 15 postulantes.
                </span>
              ) : (
                // A finished (or expired) free offer can no longer become featured: say what it has, not what to do.
                <span>
                  Oferta gratuita: ves los datos de los primeros 15 postulantes y puedes cambiar sus estados uno a uno o en grupo. Los
                  filtros, la exportación, la afinidad, las notas y etiquetas y la descarga de CVs son de los avisos destacados.
                </span>
              )}
            </p>
          )}
          {movil && filtered && (
            // On a phone «Quitar filtros» ends the row of chips instead of taking a line of its own.
            <ActiveFilterChips
              filters={chips}
              fallbackFocus={filtrosButton}
              removedBefore={chipQuitado}
              after={quitarFiltros}
              className="mb-3"
            />
          )}
          {movil ? (
            <details className="group mb-4" data-testid="pipeline-plegado">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
                Etiquetas, filtros guardados y avisos
              </summary>
              <div className="mt-2">
                {/* The e-mail notice setting is set once, not on every visit: it folds here, on a phone, with them. */}
                {avisos && <div className="mb-3">{avisos}</div>}
                <PipelineFiltros
                  idOferta={data.id}
                  filtros={data.filtros}
                  etiquetas={etiquetas}
                  enabled={destacado}
                  onApply={(f) => go(f)}
                />
              </div>
            </details>
          ) : (
            <PipelineFiltros idOferta={data.id} filtros={data.filtros} etiquetas={etiquetas} enabled={destacado} onApply={(f) => go(f)} />
          )}
          {!movil && avisos && <div className="mb-3">{avisos}</div>}
          {destacado && items.length > 0 && <AvisoDecisionAutomatizada tipo="afinidad" className="mb-3" />}
          {seleccionables.length > 0 && (
            <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <label className="inline-flex items-center gap-2 font-medium text-slate-800 dark:text-slate-200">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-600"
                  checked={sel.todos || seleccionables.every((p) => sel.ids.includes(p.id_postulacion))}
                  // Part of the page chosen: neither ticked nor empty (the checkbox's mixed state).
                  ref={(el) => {
                    paginaBox.current = el;
                    if (el)
                      el.indeterminate =
                        !sel.todos &&
                        seleccionables.some((p) => sel.ids.includes(p.id_postulacion)) &&
                        !seleccionables.every((p) => sel.ids.includes(p.id_postulacion));
                  }}
                  onChange={(e) =>
                    setSel(
                      e.target.checked
                        ? { todos: false, ids: [...new Set([...sel.ids, ...seleccionables.map((p) => p.id_postulacion)])] }
                        : { todos: false, ids: [] },
                    )
                  }
                />
                Seleccionar esta página
              </label>
              {/* A free offer's list also counts those it hides: its selection is the rows it shows. */}
              {destacado && optional.total_postulants > items.length && (
                <button
                  type="button"
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
                  aria-pressed={sel.todos}
                  // On a phone the shorter text keeps both choices on one line, so the first applicant stays on the
                  // first screen; the name is the same.
                  aria-label={movil ? `Seleccionar todos los ${optional.total_postulants} filtrados` : undefined}
                  onClick={() => setSel({ todos: true, ids: [] })}
                >
                  {movil ? `Los ${optional.total_postulants} filtrados` : `Seleccionar todos los ${optional.total_postulants} filtrados`}
                </button>
              )}
            </div>
          )}
          {filtered && !movil && <p className="mb-3">{quitarFiltros}</p>}
          {items.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
              Ningún postulante cumple estos filtros.
            </div>
          ) : (
            <Rows
              items={items}
              idOferta={data.id}
              destacadoPagado={destacado}
              puedeDestacarse={optional.puede_destacarse === true}
              seleccion={
                seleccionables.length > 0
                  ? {
                      isSelected: (id) => sel.todos || sel.ids.includes(id),
                      toggle: (id) =>
                        setSel(
                          sel.todos
                            ? { todos: false, ids: seleccionables.map((p) => p.id_postulacion).filter((x) => x !== id) }
                            : { todos: false, ids: sel.ids.includes(id) ? sel.ids.filter((x) => x !== id) : [...sel.ids, id] },
                        ),
                    }
                  : undefined
              }
            />
          )}
          {/* After the rows: it stays at the bottom of the screen while they scroll by. */}
          {(sel.todos || sel.ids.length > 0) && (
            <BarraMasiva
              idOferta={data.id}
              soloEstados={!destacado}
              seleccion={sel}
              cuantos={sel.todos ? optional.total_postulants : sel.ids.length}
              filtros={data.filtros}
              etiquetas={etiquetas}
              onDone={() => {
                aLaSeleccion.current = true;
                setSel({ ids: [], todos: false });
                void revalidator.revalidate();
              }}
              onClear={() => setSel({ ids: [], todos: false })}
            />
          )}
          <Pagination
            className="mt-6"
            label="Páginas de postulantes"
            currentPage={optional.current_page}
            totalPages={optional.total_pages}
            onPageChange={(page) => go(data.filtros, page, undefined, false, true)}
            onRefresh={() => void revalidator.revalidate()}
          />
        </>
      )}
    </>
  );
}

export function PostulantesPage() {
  const data = useLoaderData() as PostulantesData;
  const [params] = useSearchParams();
  return (
    <>
      <BackLink to={reviewPaths(data.id).oferta}>Volver a la oferta</BackLink>
      <Suspense
        key={params.toString()}
        fallback={
          <>
            <PageTitle>Postulantes</PageTitle>
            <Skeletons />
          </>
        }
      >
        <Await resolve={data.list}>{(loaded: PostulantesLoaded<ListaConEtiquetas>) => <List loaded={loaded} data={data} />}</Await>
      </Suspense>
    </>
  );
}

// ------------------------------------------------------------------ developer mode

function DevList({ loaded, id }: { loaded: PostulantesLoaded<ListaDev>; id: string }) {
  if (!loaded.ok) return 'notFound' in loaded ? <Redirect to={paths.empresas.notFound} /> : <LoadError message={loaded.message} />;
  const { items, titulo, total, destacado_pagado: destacado } = loaded.data;
  return (
    <>
      <PageTitle documentTitle={`Postulantes · ${titulo}`} subtitle={titulo}>
        Todos los postulantes
      </PageTitle>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300" role="status" data-testid="total-postulantes">
        <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{total}</span>{' '}
        {total === 1 ? 'postulante' : 'postulantes'} · modo desarrollador: sin filtros ni exportación
      </p>
      {items.length === 0 ? <EmptyState destacada={destacado} /> : <Rows items={items} idOferta={id} destacadoPagado={destacado} dev />}
    </>
  );
}

export function DevPostulantesPage() {
  const data = useLoaderData() as DevPostulantesData;
  const { id = data.id } = useParams();
  return (
    <>
      <BackLink to={reviewPaths(id, true).oferta}>Volver a la oferta</BackLink>
      <Suspense
        fallback={
          <>
            <PageTitle>Todos los postulantes</PageTitle>
            <Skeletons />
          </>
        }
      >
        <Await resolve={data.list}>{(loaded: PostulantesLoaded<ListaDev>) => <DevList loaded={loaded} id={id} />}</Await>
      </Suspense>
    </>
  );
}
