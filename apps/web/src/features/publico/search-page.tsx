/**
 * `/ofertas`: the public search of open offers (beyond the spec; docs/matching.md "The search"): text
 * (accent-insensitive, by prefix), department, modality, time modality and level, 10 a page; no account needed.
 * The filters and the page live in the address, so a search can be shared. Past 1,000 matches the server stops
 * counting and the page says "más de 1000". On a phone the text field and «Filtros» share one line and the selects
 * live in a sheet, with the active ones as removable chips, so the first offer shows without scrolling
 * (docs/mobile-lists.md).
 */
import { REGION_EXTRANJERO, REGION_VIRTUAL, ROLE } from '@practiperu/shared/constants';
import { DEPARTAMENTOS } from '@practiperu/shared/departamentos';
import { paths } from '@practiperu/shared/paths';
import { MODALIDADES_TIEMPO_BUSQUEDA, NIVELES_BUSQUEDA } from '@practiperu/shared/postulacion';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  Link,
  NavigationType,
  replace,
  useLoaderData,
  useNavigate,
  useNavigation,
  useNavigationType,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { Await } from '../../components/await';
import { Field, SelectField } from '../../components/field';
import { ActiveFilterChips, FilterSheet, FiltersButton, type ActiveFilter } from '../../components/filter-sheet';
import { useCompactList } from '../../components/use-is-mobile';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination';
import { SkeletonCard, SkeletonGroup } from '../../components/skeleton';
import type { Loaded } from '../../lib/loaded';
import { LoadError } from '../../components/load-error';
import { BUTTON_PRIMARY, TEXT_LINK } from '../../components/buttons';
import { useSessionUser } from '../../lib/use-session-user';
import { OfertaCardDelPostulante, PostulanteOfertaCard, buscarOfertas, type Filtros, type PaginaBusqueda } from '../postulaciones';

// `empresa` (a company's public slug) comes from a company page's «Ver todas las ofertas»: a hidden field keeps it
// through a new search, and its label removes it.
const KEYS = ['q', 'region', 'modalidad', 'modalidad_tiempo', 'nivel', 'empresa'] as const;

/** The filters of the selects: beside the text field on a wide screen, in the «Filtros» sheet on a phone. */
const SELECT_KEYS = ['region', 'modalidad', 'modalidad_tiempo', 'nivel'] as const;
type SelectKey = (typeof SELECT_KEYS)[number];
export type Elegidos = Record<SelectKey, string>;

const MODALIDADES = [
  { value: 'PREPROFESIONAL', label: 'Preprofesionales' },
  { value: 'PROFESIONAL', label: 'Profesionales' },
] as const;

const elegidosDe = (f: Filtros): Elegidos => ({
  region: f.region ?? '',
  modalidad: f.modalidad ?? '',
  modalidad_tiempo: f.modalidad_tiempo ?? '',
  nivel: f.nivel ?? '',
});
const NINGUNO: Elegidos = { region: '', modalidad: '', modalidad_tiempo: '', nivel: '' };

/** How many of the selects' filters are on (the number on «Filtros»). */
export function cuantosElegidos(f: Filtros): number {
  return SELECT_KEYS.filter((k) => f[k]).length;
}

/** The address of a search: only the filters given (a shared link stays short), from page 1. */
export function busquedaPath(valores: Partial<Record<(typeof KEYS)[number], string | undefined>>): string {
  const params = new URLSearchParams();
  for (const k of KEYS) {
    const v = valores[k]?.trim();
    if (v) params.set(k, v);
  }
  const qs = params.toString();
  return qs ? `${paths.ofertas}?${qs}` : paths.ofertas;
}

function nombreRegion(region: string): string | undefined {
  if (region === String(REGION_VIRTUAL)) return 'Virtual';
  if (region === String(REGION_EXTRANJERO)) return 'Extranjero';
  return DEPARTAMENTOS.find((r) => String(r.id) === region)?.nombre;
}

/** «Departamento: Cusco», «Modalidad: Preprofesionales», «Tipo: Remoto», «Nivel: Estudiante». */
export function etiquetaFiltro(key: SelectKey, value: string): string {
  switch (key) {
    case 'region': {
      const nombre = nombreRegion(value);
      return nombre ? `Departamento: ${nombre}` : 'Departamento elegido';
    }
    case 'modalidad':
      return `Modalidad: ${MODALIDADES.find((m) => m.value === value)?.label ?? value}`;
    case 'modalidad_tiempo':
      return `Tipo: ${value}`;
    case 'nivel':
      return `Nivel: ${NIVELES_BUSQUEDA.find((n) => String(n.codigo) === value)?.nombre ?? value}`;
  }
}

/** The values each select can hold: a shared link with any other (`region=abc`) loses that filter, not the page. */
const VALIDOS: Record<SelectKey, ReadonlySet<string>> = {
  region: new Set([REGION_VIRTUAL, ...DEPARTAMENTOS.map((d) => d.id), REGION_EXTRANJERO].map(String)),
  modalidad: new Set(MODALIDADES.map((m) => m.value)),
  modalidad_tiempo: new Set(MODALIDADES_TIEMPO_BUSQUEDA),
  nivel: new Set(NIVELES_BUSQUEDA.map((n) => String(n.codigo))),
};

function filtrosDe(url: URL): Filtros {
  const n = Number(url.searchParams.get('pagina'));
  const f: Filtros = { page: Number.isInteger(n) && n >= 1 ? n : 1 };
  for (const k of KEYS) {
    const v = url.searchParams.get(k)?.trim();
    if (v && (k === 'q' || k === 'empresa' || VALIDOS[k].has(v))) f[k] = v;
  }
  return f;
}

/** The address of these filters and page, as the page writes it. */
function direccionDe(f: Filtros): string {
  const path = busquedaPath(f);
  if (f.page <= 1) return path;
  return `${path}${path.includes('?') ? '&' : '?'}pagina=${f.page}`;
}

export interface SearchData {
  filtros: Filtros;
  results: Promise<Loaded<PaginaBusqueda>>;
}

export function searchLoader({ request }: LoaderFunctionArgs): SearchData {
  const url = new URL(request.url);
  const filtros = filtrosDe(url);
  // A filter value no select offers is dropped from the address too, so the chips and the selects show what is searched.
  if (SELECT_KEYS.some((k) => url.searchParams.get(k)?.trim() && !filtros[k])) throw replace(direccionDe(filtros));
  return { filtros, results: buscarOfertas(filtros) };
}

/** '1 oferta', '23 ofertas', 'Más de 1000 ofertas'. */
export function totalText(total: number, mas: boolean): string {
  if (mas) return `Más de ${total} ofertas`;
  return total === 1 ? '1 oferta' : `${total} ofertas`;
}

/** The address without the company filter (and back to page 1). */
function sinEmpresa(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('empresa');
  next.delete('pagina');
  const qs = next.toString();
  return qs ? `${paths.ofertas}?${qs}` : paths.ofertas;
}

/** «Empresa: Banco Kuntur» with a button-like link that removes that filter. */
function EmpresaChip({ nombre }: { nombre: string }) {
  const [params] = useSearchParams();
  return (
    <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-semibold text-brand-900 ring-1 ring-brand-200 ring-inset dark:bg-slate-800 dark:text-brand-100 dark:ring-slate-600">
      <span data-testid="filtro-empresa">Empresa: {nombre}</span>
      <Link
        to={sinEmpresa(params)}
        aria-label={`Quitar el filtro de empresa ${nombre}`}
        className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-slate-700"
      >
        <Icon name="close" className="size-4" />
      </Link>
    </p>
  );
}

/** What the results say in one line, shown and announced: «171 ofertas · Página 2 de 18», or why there are none. */
export function resumenResultados(data: PaginaBusqueda): string {
  const { items, currentPage, totalPages, total, masResultados, empresa, aviso } = data;
  if (empresa === null) return aviso ?? '';
  if (items.length === 0) return currentPage > 1 ? 'No hay más ofertas en esta búsqueda.' : 'No encontramos ofertas con esos filtros.';
  const cuantas = totalText(total, masResultados);
  return currentPage > 1 ? `${cuantas} · Página ${currentPage} de ${totalPages}` : cuantas;
}

function Results({
  loaded,
  anunciar,
  enfocar,
}: {
  loaded: Loaded<PaginaBusqueda>;
  /** Says the summary in the page's live region, which outlives each search's results. */
  anunciar: (texto: string) => void;
  /** Another page of the same search: the focus goes to the results' heading (the old page's buttons are gone). */
  enfocar: boolean;
}) {
  const [params, setParams] = useSearchParams();
  // A signed-in applicant sees their own state on each card (Postulaste, Guardar / Guardada), read after the page is
  // drawn; visitors see the cards alone and ask nothing more.
  const postulante = useSessionUser()?.role === ROLE.POSTULANTE;
  const resumen = loaded.ok ? resumenResultados(loaded.data) : '';
  // Emptied when these results go, so the next search's summary is said even when it is the same.
  useEffect(() => {
    anunciar(resumen);
    return () => anunciar('');
  }, [anunciar, resumen]);
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (enfocar) titulo.current?.focus();
  }, [enfocar]);
  if (!loaded.ok) return <LoadError message={loaded.message} />;
  const { items, currentPage, totalPages, empresa, aviso } = loaded.data;
  if (empresa === null)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
        <Icon name="inbox" className="mx-auto mb-3 size-10 text-slate-400" />
        <p className="font-semibold text-slate-900 dark:text-white">{aviso}</p>
        <p className="mt-3">
          <Link to={sinEmpresa(params)} className={TEXT_LINK}>
            Quitar el filtro de empresa
          </Link>
        </p>
      </div>
    );
  const chip = empresa ? <EmpresaChip nombre={empresa.nombre} /> : null;
  if (items.length === 0)
    return (
      <>
        {chip}
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
          <Icon name="inbox" className="mx-auto mb-3 size-10 text-slate-400" />
          <p className="font-semibold text-slate-900 dark:text-white">{resumen}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Prueba con otras palabras o quita algún filtro.</p>
        </div>
      </>
    );
  return (
    <>
      {chip}
      <h2
        ref={titulo}
        tabIndex={-1}
        className="mb-3 text-sm font-medium text-slate-700 outline-none dark:text-slate-300"
        data-testid="total-ofertas"
      >
        {resumen}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Resultados de la búsqueda">
        {items.map((o) => (
          <li key={o.id}>
            {postulante ? (
              <OfertaCardDelPostulante oferta={o} to={o.ruta_publica} headingLevel={2} />
            ) : (
              <PostulanteOfertaCard oferta={o} to={o.ruta_publica} headingLevel={2} />
            )}
          </li>
        ))}
      </ul>
      <Pagination
        className="mt-6"
        label="Páginas de resultados"
        currentPage={currentPage}
        totalPages={totalPages}
        onPageChange={(page) =>
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            next.set('pagina', String(page));
            return next;
          })
        }
      />
    </>
  );
}

/**
 * The four selects, the same on both layouts: the page's form on a wide screen, the «Filtros» sheet on a phone. The
 * departments are the app's own list of 25: the places lookup, with every district, is not downloaded for them.
 */
export function FiltrosOfertaFields({ values, onChange }: { values: Elegidos; onChange: (next: Elegidos) => void }) {
  const set = (key: SelectKey) => (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value });
  return (
    <>
      <SelectField label="Departamento" name="region" value={values.region} onChange={set('region')} placeholder="Todos">
        <option value={REGION_VIRTUAL}>Virtual</option>
        {DEPARTAMENTOS.map((r) => (
          <option key={r.id} value={r.id}>
            {r.nombre}
          </option>
        ))}
        <option value={REGION_EXTRANJERO}>Extranjero</option>
      </SelectField>
      <SelectField label="Modalidad" name="modalidad" value={values.modalidad} onChange={set('modalidad')} placeholder="Todas">
        {MODALIDADES.map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Tipo"
        name="modalidad_tiempo"
        value={values.modalidad_tiempo}
        onChange={set('modalidad_tiempo')}
        placeholder="Todos"
      >
        {MODALIDADES_TIEMPO_BUSQUEDA.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </SelectField>
      <SelectField label="Nivel" name="nivel" value={values.nivel} onChange={set('nivel')} placeholder="Todos">
        {NIVELES_BUSQUEDA.map((n) => (
          <option key={n.codigo} value={n.codigo}>
            {n.nombre}
          </option>
        ))}
      </SelectField>
    </>
  );
}

export function SearchPage() {
  const data = useLoaderData() as SearchData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const user = useSessionUser();
  // A phone, upright or turned sideways (docs/mobile-lists.md).
  const movil = useCompactList();
  const f = data.filtros;
  // The selects' choices: applied by «Buscar» on a wide screen, by «Aplicar» in the sheet on a phone.
  const [draft, setDraft] = useState<Elegidos>(() => elegidosDe(f));
  // The selects follow the address (back button, "Quitar filtros", a chip removed): set while drawing, not after.
  const [draftDe, setDraftDe] = useState(f);
  // What the results say (their count and page, or why there are none), in a region that outlives them.
  // Written into the region directly: a state of the page would draw the whole search form again for one line (and
  // run React's update work before the page is interactive).
  const anuncio = useRef<HTMLParagraphElement>(null);
  const anunciar = useCallback((texto: string) => {
    if (anuncio.current) anuncio.current.textContent = texto;
  }, []);
  // Another page of the same search, asked on this page (not Back): the focus goes to the results.
  const [enfocarResultados, setEnfocarResultados] = useState(false);
  const navigationType = useNavigationType();
  if (draftDe !== f) {
    setDraftDe(f);
    setDraft(elegidosDe(f));
    setEnfocarResultados(navigationType !== NavigationType.Pop && f.page !== draftDe.page && KEYS.every((k) => f[k] === draftDe[k]));
  }
  const [sheetOpen, setSheetOpen] = useState(false);
  const filtrosButton = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const filtered = KEYS.some((k) => f[k]);
  // A select changed on the wide form and not yet searched: the results are still those of the address.
  const aplicados = elegidosDe(f);
  const sinAplicar = !movil && SELECT_KEYS.some((k) => draft[k] !== aplicados[k]);
  // So does the text field; the form itself stays mounted.
  const qEscrito = useRef<string | null>(null);
  // The address whose text the field holds: on the first drawing its default value, so the effect leaves it alone
  // (run after the page could take keys, it would put the address's text back over what was typed).
  const filtrosDelCampo = useRef(f);
  useEffect(() => {
    if (filtrosDelCampo.current === f) return;
    filtrosDelCampo.current = f;
    qEscrito.current = null;
    const q = formRef.current?.elements.namedItem('q');
    if (q instanceof HTMLInputElement) q.value = f.q ?? '';
  }, [f]);
  // The phone and the wide layout have a text field each: what was typed and not yet searched moves to the other one
  // when the window crosses the width between them (a phone turned, a window resized).
  // The focus too, caret at the end: whether the field had it is noted on each resize, while the old field is still there.
  // A select (or «Buscar») of the wide form that had it hands it to «Filtros».
  const qConFoco = useRef(false);
  const focoEn = useRef(false);
  useEffect(() => {
    const anotar = () => {
      const q = formRef.current?.elements.namedItem('q');
      const active = document.activeElement;
      qConFoco.current = q instanceof HTMLElement && active === q;
      focoEn.current = !qConFoco.current && !!formRef.current?.contains(active);
    };
    window.addEventListener('resize', anotar);
    return () => window.removeEventListener('resize', anotar);
  }, []);
  useEffect(() => {
    const q = formRef.current?.elements.namedItem('q');
    if (!(q instanceof HTMLInputElement)) return;
    if (qEscrito.current !== null) q.value = qEscrito.current;
    if (qConFoco.current) {
      qConFoco.current = false;
      q.focus();
      q.setSelectionRange(q.value.length, q.value.length);
    }
    if (movil && focoEn.current) filtrosButton.current?.focus();
    focoEn.current = false;
  }, [movil]);
  // The sheet belongs to the phone's layout: a window that becomes wide closes it, so it does not come back unasked;
  // its unapplied choices stay in the wide form's selects (and those of the wide form in the sheet's, the other way).
  if (!movil && sheetOpen) setSheetOpen(false);
  const anotarQ = (e: React.ChangeEvent<HTMLInputElement>) => {
    qEscrito.current = e.target.value;
  };

  const qActual = () => {
    const q = formRef.current?.elements.namedItem('q');
    return q instanceof HTMLInputElement ? q.value : f.q;
  };
  const buscar = (elegidos: Elegidos) => navigate(busquedaPath({ q: qActual(), empresa: f.empresa, ...elegidos }));

  const chips: ActiveFilter[] = SELECT_KEYS.filter((k) => f[k]).map((k) => ({
    id: `${k}=${f[k]}`,
    label: etiquetaFiltro(k, f[k]!),
    // What was typed and not yet searched stays, as with «Aplicar».
    onRemove: () => navigate(busquedaPath({ ...f, q: qActual(), [k]: undefined })),
  }));

  return (
    <div className="py-2 short:py-0">
      <PageTitle
        compactWhenShort
        documentTitle="Buscar ofertas de prácticas"
        subtitle={`Prácticas preprofesionales y profesionales en todo el Perú.${user ? '' : ' No necesitas una cuenta para buscar.'}`}
      >
        Ofertas de prácticas
      </PageTitle>
      <form
        role="search"
        onSubmit={(e) => {
          // A new search starts on page 1.
          e.preventDefault();
          buscar(movil ? elegidosDe(f) : draft);
        }}
        aria-label="Buscar ofertas"
        ref={formRef}
        className={
          movil
            ? 'mb-4 short:mb-2'
            : 'mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2 lg:grid-cols-6 dark:border-slate-800 dark:bg-slate-900'
        }
      >
        {movil ? (
          // A phone: the text field, «Buscar» and «Filtros» on one line; the results right after.
          <div className="flex items-end gap-2">
            <Field
              label="Puesto, carrera o lugar"
              name="q"
              type="search"
              defaultValue={f.q ?? ''}
              maxLength={100}
              // The label keeps one line over the buttons (which line up with the field, below it).
              className="min-w-0 flex-1 [&_label]:whitespace-nowrap"
              // Short enough to show whole beside the two buttons at 360 px.
              placeholder="Ej.: ventas"
              onChange={anotarQ}
            />
            <button
              type="submit"
              className={`${BUTTON_PRIMARY} shrink-0 px-2.5!`}
              disabled={navigation.state === 'loading'}
              aria-label="Buscar"
              title="Buscar"
            >
              <Icon name="search" className="size-5" />
            </button>
            <FiltersButton
              buttonRef={filtrosButton}
              count={cuantosElegidos(f)}
              className="gap-1.5! px-2.5!"
              // The draft is what the selects hold: the address's filters, or choices made in the wide form and not
              // yet searched when the window narrowed.
              onClick={() => setSheetOpen(true)}
            />
          </div>
        ) : (
          <>
            <Field
              label="Puesto, carrera o lugar"
              name="q"
              type="search"
              defaultValue={f.q ?? ''}
              maxLength={100}
              className="md:col-span-2 lg:col-span-2"
              placeholder="Ej.: ingeniería industrial"
              onChange={anotarQ}
            />
            <FiltrosOfertaFields values={draft} onChange={setDraft} />
            <div className="flex flex-wrap items-center gap-3 md:col-span-2 lg:col-span-6">
              <button type="submit" className={BUTTON_PRIMARY} disabled={navigation.state === 'loading'}>
                <Icon name="search" className="size-4" />
                Buscar
              </button>
              {filtered && (
                <Link to={paths.ofertas} className={TEXT_LINK}>
                  Quitar filtros
                </Link>
              )}
              <p role="status" className="text-sm font-medium text-amber-800 dark:text-amber-200" data-testid="filtros-sin-aplicar">
                {sinAplicar ? 'Pulsa «Buscar» para aplicar los filtros elegidos.' : ''}
              </p>
            </div>
          </>
        )}
      </form>
      {movil && <ActiveFilterChips filters={chips} fallbackFocus={filtrosButton} className="mb-3" />}
      <FilterSheet
        open={movil && sheetOpen}
        title="Filtros"
        onClose={() => {
          // Closed without «Aplicar»: its choices are dropped.
          setSheetOpen(false);
          setDraft(elegidosDe(f));
        }}
        onClear={() => setDraft(NINGUNO)}
        onApply={() => {
          setSheetOpen(false);
          buscar(draft);
        }}
      >
        <div className="space-y-4">
          <FiltrosOfertaFields values={draft} onChange={setDraft} />
        </div>
      </FilterSheet>
      <p role="status" className="sr-only" data-testid="anuncio-busqueda" ref={anuncio} />
      <Suspense
        key={JSON.stringify(f)}
        fallback={
          <SkeletonGroup label="Buscando ofertas…" className="grid gap-4 md:grid-cols-2">
            <SkeletonCard />
            <SkeletonCard />
          </SkeletonGroup>
        }
      >
        <Await resolve={data.results}>
          {(loaded: Loaded<PaginaBusqueda>) => <Results loaded={loaded} anunciar={anunciar} enfocar={enfocarResultados} />}
        </Await>
      </Suspense>
    </div>
  );
}
