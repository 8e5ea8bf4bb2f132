/**
 * `/empresas/mis-publicaciones/{id}/asistente-postulantes` (docs/assistant.md): a premium
 * company asks in Spanish which applicants of the offer it is looking for; the page shows what was understood
 * (consulta_texto and the criteria as chips) and the ranked applicants, each with its score and "¿Por qué?" (met ✓ and
 * missing ✗ criteria), the toggles Descartados / Pendientes / Finalistas, 10 a page, Excel/CSV downloads and the
 * offer's past queries. The stored query, page and toggles live in the address (`?historial=&page=&finalist=1`).
 * The developer-mode twin (`/empresas/publicaciones/{id}/asistente-postulantes`, is_dev, no premium needed) uses the
 * `llm/dev/…` calls and has neither exports nor toggles.
 */
import { ROLE } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import {
  ASISTENTE_MESSAGES,
  ASISTENTE_PROMPT_MAX,
  soloRasgosProtegidos,
  pidioEstados,
  mensajeSinResultados,
  type AsistenteHistorialItem,
  type AsistenteOptional,
} from '@practiperu/shared/asistente';
import { POSTULANTES_MESSAGES } from '@practiperu/shared/postulantes';
import { asistenteQuerySchema } from '@practiperu/shared/schemas/asistente';
import type { SessionUser } from '@practiperu/shared/session';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { redirect, useLoaderData, useLocation, useNavigate, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Await } from '../../components/await';
import { Redirect } from '../../components/redirect';
import { FormAlert, TextareaField } from '../../components/field';
import { Icon } from '../../components/icon';
import { AvisoDecisionAutomatizada } from '../privacidad';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination';
import { SkeletonCard, SkeletonGroup, SkeletonText } from '../../components/skeleton';
import { getSession, homeOfRole } from '../../lib/session';
import type { Loaded } from '../../lib/loaded';
import { LoadError } from '../../components/load-error';
import { BackLink } from '../../components/back-link';
import { BUTTON_PRIMARY } from '../../components/buttons';
import { loadOfertaDetalle } from '../ofertas';
import { ExportButtons, loadTodosPostulantes } from '../postulantes-empresa';
import {
  asistentePaths,
  asistenteQueryToParams,
  consultar,
  exportFileName,
  fetchExportAsistente,
  loadHistorial,
  loadResultados,
  primeResultados,
  readAsistenteQuery,
  SIN_FILTROS_ASISTENTE,
  type AsistenteLoaded,
  type AsistenteQuery,
  type ResultadosPage,
  type Toggle,
} from './api';
import { CriteriaPanel, HistoryList, ResultRow, ToggleFilters } from './ui';

/** Clicking one fills the prompt (the phrasings the built-in parser understands, docs/assistant.md). */

/**
 * Why nobody is listed, once: off topic → what the assistant is for; only protected traits → the refusal (said with
 * the words in "Lo que no usamos") and what to ask instead; otherwise → nothing could be searched, with examples.
 */
function mensajeNada(optional: Pick<AsistenteOptional, 'fuera_de_tema' | 'consulta' | 'destacado_pagado'>): string {
  if (optional.fuera_de_tema)
    return optional.consulta.sobre_plataforma ? ASISTENTE_MESSAGES.sobrePlataforma : ASISTENTE_MESSAGES.fueraDeTema;
  if (soloRasgosProtegidos(optional.consulta)) return ASISTENTE_MESSAGES.soloProtegido;
  if (!optional.destacado_pagado && pidioEstados(optional.consulta)) return ASISTENTE_MESSAGES.estadoSoloDestacado;
  return ASISTENTE_MESSAGES.nadaEntendido;
}

export const EJEMPLOS = [
  'Estudiantes de ingeniería industrial con inglés intermedio',
  'Administración de Arequipa con Excel avanzado',
  'Del quinto superior con experiencia en logística',
  'Que hablen quechua y no sean de Lima',
];

// ------------------------------------------------------------------ loaders

/**
 * The assistant's guard: no session → the company login (keeping the page); another role → its own
 * home; a company without premium (or, on the developer route, without the developer flag) → /empresas/404. A premium
 * company without the developer flag that opens the developer address is sent to the Mis publicaciones twin.
 */
export async function requireAsistente({ request }: Pick<LoaderFunctionArgs, 'request'>, dev: boolean): Promise<SessionUser> {
  const user = await getSession();
  const url = new URL(request.url);
  if (!user) throw redirect(`${paths.empresas.login}?volver=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  if (user.role !== ROLE.RECLUTADOR) throw redirect(homeOfRole(user.role));
  if (dev && !user.is_dev) {
    if (!user.is_premium) throw redirect(paths.empresas.notFound);
    const twin = url.pathname.replace('/empresas/publicaciones/', '/empresas/mis-publicaciones/');
    throw redirect(`${twin}${url.search}`);
  }
  if (!dev && !user.is_premium) throw redirect(paths.empresas.notFound);
  return user;
}

export interface OfertaAsistente {
  titulo: string;
  total: number;
}

export interface AsistenteData {
  id: string;
  dev: boolean;
  query: AsistenteQuery;
  oferta: Loaded<OfertaAsistente>;
  historial: Promise<Loaded<AsistenteHistorialItem[]>>;
  /** Null until something was asked (no `historial` in the address). */
  results: Promise<AsistenteLoaded<ResultadosPage>> | null;
}

async function loadOferta(id: string, dev: boolean): Promise<Loaded<OfertaAsistente>> {
  if (dev) {
    const list = await loadTodosPostulantes(id);
    if (!list.ok) {
      if ('notFound' in list) throw redirect(paths.empresas.notFound);
      return list;
    }
    return { ok: true, data: { titulo: list.data.titulo, total: list.data.total } };
  }
  const oferta = await loadOfertaDetalle(id);
  if (!oferta.ok) {
    if ('notFound' in oferta) throw redirect(paths.empresas.notFound);
    return oferta;
  }
  return { ok: true, data: { titulo: oferta.data.titulo, total: oferta.data.total_postulantes } };
}

async function load(args: LoaderFunctionArgs, dev: boolean): Promise<AsistenteData> {
  await requireAsistente(args, dev);
  const id = args.params.id ?? '';
  const query = readAsistenteQuery(new URL(args.request.url).searchParams);
  const historial = loadHistorial(id, dev);
  const { historial: idHistorial } = query;
  // Not awaited: the title and the form draw at once, the results and the history arrive with skeletons.
  const results = idHistorial === null ? null : loadResultados({ ...query, historial: idHistorial }, dev, id);
  const oferta = await loadOferta(id, dev);
  return { id, dev, query, oferta, historial, results };
}

export const asistenteLoader = (args: LoaderFunctionArgs) => load(args, false);
export const devAsistenteLoader = (args: LoaderFunctionArgs) => load(args, true);

// ------------------------------------------------------------------ the form

export function AskForm({
  idOferta,
  dev,
  guardada = null,
}: {
  idOferta: string;
  dev: boolean;
  /** The stored query open in the address (`?historial=`): its request fills an empty box, after a reload too. */
  guardada?: Promise<AsistenteLoaded<ResultadosPage>> | null;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // A past query opened from the history brings its request (the link's state): it fills the box, to refine it.
  const abierta = (location.state as { prompt?: unknown } | null)?.prompt;
  const [prompt, setPrompt] = useState(typeof abierta === 'string' ? abierta : '');
  const [visita, setVisita] = useState(location.key);
  if (visita !== location.key) {
    setVisita(location.key);
    if (typeof abierta === 'string') setPrompt(abierta);
  }
  useEffect(() => {
    if (!guardada || typeof abierta === 'string') return;
    let vigente = true;
    void guardada.then((r) => {
      if (vigente && r.ok) setPrompt((actual) => actual || r.data.optional.prompt);
    });
    return () => {
      vigente = false;
    };
  }, [guardada, abierta]);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  const examplesId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = asistenteQuerySchema.shape.prompt.safeParse(prompt);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ASISTENTE_MESSAGES.promptCorto);
      ref.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const res = await consultar(idOferta, parsed.data, dev);
      if (res.ok) {
        primeResultados(dev, res.data);
        // The request stays in the box, so it can be refined and asked again.
        navigate(asistentePaths(idOferta, dev).results(`historial=${res.data.optional.id_historial}`), { state: { buscada: true } });
        return;
      }
      if (res.notFound) {
        navigate(paths.empresas.notFound, { replace: true });
        return;
      }
      if (res.fieldError) {
        setError(res.fieldError);
        ref.current?.focus();
      } else setFailure(res.message || 'Se produjo un error. Inténtalo de nuevo.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={busy || undefined}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <TextareaField
        ref={ref}
        label="¿Qué postulantes buscas?"
        name="prompt"
        rows={3}
        value={prompt}
        maxLength={ASISTENTE_PROMPT_MAX}
        showCount
        error={error}
        hint="Escribe en español: carrera, ciclo o egreso, región, idiomas, conocimientos, experiencia, orden de mérito… Ctrl+Enter para buscar."
        aria-describedby={examplesId}
        onChange={(e) => {
          setPrompt(e.target.value);
          if (error) setError(undefined);
        }}
        // Enter writes a new line, as in any text box; Ctrl+Enter (⌘+Enter on a Mac) asks, as in chat boxes.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <div className="mt-3" id={examplesId}>
        <p className="mb-1.5 text-xs font-semibold text-slate-600 dark:text-slate-400">Ejemplos (se copian en la consulta):</p>
        <ul className="flex flex-wrap gap-2">
          {EJEMPLOS.map((e) => (
            <li key={e}>
              <button
                type="button"
                onClick={() => {
                  setPrompt(e);
                  setError(undefined);
                  ref.current?.focus();
                }}
                className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-left text-sm text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
              >
                {e}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {failure && (
        <FormAlert title="Se produjo un error" className="mt-4">
          {failure}
        </FormAlert>
      )}
      <div className="mt-4 flex justify-end">
        <button type="submit" className={`${BUTTON_PRIMARY} w-full sm:w-auto`} disabled={busy} aria-busy={busy || undefined}>
          {busy ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
            />
          ) : (
            <Icon name="sparkles" className="size-4" />
          )}
          {busy ? 'Buscando…' : 'Buscar'}
        </button>
      </div>
    </form>
  );
}

// ------------------------------------------------------------------ results

function ResultSkeletons() {
  return (
    <SkeletonGroup label="Buscando postulantes…" className="space-y-3">
      <SkeletonText lines={2} />
      <SkeletonCard />
      <SkeletonCard />
      <SkeletonCard />
    </SkeletonGroup>
  );
}

function Results({ loaded, data }: { loaded: AsistenteLoaded<ResultadosPage>; data: AsistenteData }) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const { dev, query } = data;
  const filtered = !dev && (query.filtros.discard || query.filtros.pending || query.filtros.finalist);
  // Right after «Buscar» on a phone the answer starts below the box, out of sight: it is brought into view.
  const location = useLocation();
  const seccion = useRef<HTMLElement>(null);
  const buscada = (location.state as { buscada?: unknown } | null)?.buscada === true;
  useEffect(() => {
    if (!buscada || typeof window.matchMedia !== 'function' || !window.matchMedia('(max-width: 1023px)').matches) return;
    const quieto = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    seccion.current?.scrollIntoView?.({ block: 'start', behavior: quieto ? 'auto' : 'smooth' });
  }, [buscada, location.key]);
  if (!loaded.ok) {
    if ('notFound' in loaded) return <Redirect to={paths.empresas.notFound} />;
    // A link with toggles to a free offer is refused (403 'Cambia tu oferta a destacado…'): offer the plain list.
    return (
      <>
        <LoadError message={loaded.message} />
        {filtered && (
          <button
            type="button"
            className="mt-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
            onClick={() => setParams(asistenteQueryToParams({ historial: query.historial, page: 1, filtros: SIN_FILTROS_ASISTENTE }))}
          >
            Quitar filtros
          </button>
        )}
      </>
    );
  }
  const { items, optional } = loaded.data;
  const links = asistentePaths(data.id, dev);
  const historial = optional.id_historial || query.historial || 0;
  // Exports and filters are for featured offers only (the API answers 403 otherwise).
  const destacada = optional.destacado_pagado !== false;
  const nada = optional.nada_entendido === true;

  const go = (next: AsistenteQuery, focus?: Toggle) => setParams(asistenteQueryToParams(next), focus ? { state: { focus } } : undefined);
  // The results are drawn again: the toggle just pressed gets the focus back (ToggleFilters reads it).
  const toggle = (k: Toggle) => go({ historial, page: 1, filtros: { ...query.filtros, [k]: !query.filtros[k] } }, k);

  return (
    <section ref={seccion} aria-labelledby="resultados-titulo" className="scroll-mt-20 space-y-4">
      <CriteriaPanel
        prompt={optional.prompt}
        consultaTexto={optional.consulta_texto}
        consulta={optional.consulta}
        proveedor={optional.proveedor}
        lugaresAmbiguos={optional.lugares_ambiguos}
        nadaEntendido={nada}
        destacado={optional.destacado_pagado}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="resultados-titulo" className="text-lg font-bold text-slate-900 dark:text-white">
            Resultados
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300" role="status" data-testid="total-resultados">
            {nada ? (
              'Ningún postulante listado.'
            ) : (
              <>
                <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{optional.total_postulants}</span>{' '}
                {optional.total_postulants === 1 ? 'postulante coincide' : 'postulantes coinciden'}
                {filtered ? ' con estos filtros' : ''}
              </>
            )}
          </p>
        </div>
        {!dev && optional.total_postulants > 0 && (
          <div className="flex shrink-0 flex-wrap gap-2">
            <ExportButtons
              compact
              fetchFile={(formato) => fetchExportAsistente(data.id, formato, historial, query.filtros)}
              fileName={(formato, opt) => exportFileName(opt, formato)}
              enabled={destacada}
              disabledTitle={POSTULANTES_MESSAGES.soloDestacados}
            />
          </div>
        )}
      </div>
      {items.length > 0 && <AvisoDecisionAutomatizada tipo="asistente" />}
      {!dev && !nada && (
        <ToggleFilters
          filtros={query.filtros}
          onToggle={toggle}
          disabledTitle={destacada ? undefined : POSTULANTES_MESSAGES.filtrosSoloDestacado}
        />
      )}
      {optional.bloqueados > 0 && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <Icon name="shield" className="mt-0.5 size-4 shrink-0" />
          <span>
            {optional.bloqueados === 1
              ? '1 postulante de esta oferta gratuita no se incluyó en la búsqueda'
              : `${optional.bloqueados} postulantes de esta oferta gratuita no se incluyeron en la búsqueda`}{' '}
            (solo ves los datos de los primeros 15). Cambia tu oferta a destacada para buscar entre todos.
          </span>
        </p>
      )}
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <Icon name="inbox" className="mx-auto mb-2 size-8 text-slate-400" />
          {/* The off-topic and platform answers run to several lines: read left-aligned, as a paragraph. */}
          <p data-testid="sin-resultados" className={nada && !filtered ? 'mx-auto max-w-prose text-left' : undefined}>
            {filtered
              ? 'Ningún resultado de esta consulta cumple estos filtros.'
              : nada
                ? mensajeNada(optional)
                : mensajeSinResultados(optional.consulta)}
          </p>
          {filtered && (
            <button
              type="button"
              className="mt-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
              onClick={() => go({ historial, page: 1, filtros: SIN_FILTROS_ASISTENTE })}
            >
              Quitar filtros
            </button>
          )}
        </div>
      ) : (
        <ol className="space-y-3" aria-label="Postulantes encontrados">
          {items.map((r) => (
            <li key={r.id_postulacion}>
              <ResultRow r={r} href={links.postulante(r.id, params.toString())} dev={dev} onChanged={() => void revalidator.revalidate()} />
            </li>
          ))}
        </ol>
      )}
      <Pagination
        className="mt-6"
        label="Páginas de resultados"
        currentPage={optional.current_page}
        totalPages={optional.total_pages}
        onPageChange={(page) => go({ ...query, historial, page })}
        onRefresh={() => void revalidator.revalidate()}
      />
    </section>
  );
}

function EmptyOferta() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
      <Icon name="inbox" className="mx-auto mb-3 size-10 text-slate-400" />
      <p className="font-semibold text-slate-900 dark:text-white">{ASISTENTE_MESSAGES.sinPostulantes}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Cuando recibas postulantes podrás consultarlos aquí en español.</p>
    </div>
  );
}

function History({ data }: { data: AsistenteData }) {
  const links = asistentePaths(data.id, data.dev);
  return (
    <aside aria-labelledby="historial-titulo" className="min-w-0">
      <h2 id="historial-titulo" className="mb-2 text-lg font-bold text-slate-900 dark:text-white">
        Consultas anteriores
      </h2>
      <Suspense
        fallback={
          <SkeletonGroup label="Cargando consultas anteriores…">
            <SkeletonText lines={4} />
          </SkeletonGroup>
        }
      >
        <Await resolve={data.historial}>
          {(loaded: Loaded<AsistenteHistorialItem[]>) =>
            loaded.ok ? (
              <HistoryList items={loaded.data} current={data.query.historial} hrefOf={(id) => links.results(`historial=${id}`)} />
            ) : (
              <p className="text-sm text-red-700 dark:text-red-300">{loaded.message || 'Se produjo un error.'}</p>
            )
          }
        </Await>
      </Suspense>
    </aside>
  );
}

export function AsistentePage() {
  const data = useLoaderData() as AsistenteData;
  const location = useLocation();
  const links = asistentePaths(data.id, data.dev);
  const back = <BackLink to={links.back}>{data.dev ? 'Volver a la oferta' : 'Volver a los postulantes'}</BackLink>;
  if (!data.oferta.ok)
    return (
      <>
        {back}
        <PageTitle>Asistente de postulantes</PageTitle>
        <LoadError message={data.oferta.message} />
      </>
    );
  const { titulo, total } = data.oferta.data;
  return (
    <>
      {back}
      <PageTitle documentTitle={`Asistente · ${titulo}`} subtitle={titulo}>
        Asistente de postulantes
      </PageTitle>
      {data.dev && <p className="-mt-3 mb-4 text-sm text-slate-600 dark:text-slate-400">Modo desarrollador: sin exportación ni filtros.</p>}
      {total === 0 ? (
        <EmptyOferta />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="min-w-0 space-y-6">
            <AskForm idOferta={data.id} dev={data.dev} guardada={data.results} />
            {data.results && (
              <Suspense key={location.search} fallback={<ResultSkeletons />}>
                <Await resolve={data.results}>{(loaded: AsistenteLoaded<ResultadosPage>) => <Results loaded={loaded} data={data} />}</Await>
              </Suspense>
            )}
          </div>
          <History data={data} />
        </div>
      )}
    </>
  );
}
