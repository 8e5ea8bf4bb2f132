/**
 * `/ofertas`: the public search of open offers (beyond the spec; docs/matching.md "The search"): text
 * (accent-insensitive, by prefix), department, modality, time modality and level, 10 a page; no account needed.
 * The filters and the page live in the address, so a search can be shared. Past 1,000 matches the server stops
 * counting and the page says "más de 1000".
 */
import { REGION_EXTRANJERO, REGION_VIRTUAL, ROLE } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import { MODALIDADES_TIEMPO_BUSQUEDA, NIVELES_BUSQUEDA } from '@practiperu/shared/postulacion';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Await, Link, useLoaderData, useNavigate, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Field, SelectField } from '../../components/field';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination';
import { SkeletonCard, SkeletonGroup } from '../../components/skeleton';
import type { Loaded } from '../../lib/loaded';
import { LoadError } from '../../components/load-error';
import { BUTTON_PRIMARY, TEXT_LINK } from '../../components/buttons';
import { lookups, type Region } from '../../lib/lookups';
import { useSessionUser } from '../../lib/use-session-user';
import { OfertaCardDelPostulante, PostulanteOfertaCard, buscarOfertas, type Filtros, type PaginaBusqueda } from '../postulaciones';

// `empresa` (a company's public slug) comes from a company page's «Ver todas las ofertas»: a hidden field keeps it
// through a new search, and its label removes it.
const KEYS = ['q', 'region', 'modalidad', 'modalidad_tiempo', 'nivel', 'empresa'] as const;

function filtrosDe(url: URL): Filtros {
  const n = Number(url.searchParams.get('pagina'));
  const f: Filtros = { page: Number.isInteger(n) && n >= 1 ? n : 1 };
  for (const k of KEYS) {
    const v = url.searchParams.get(k)?.trim();
    if (v) f[k] = v;
  }
  return f;
}

export interface SearchData {
  filtros: Filtros;
  results: Promise<Loaded<PaginaBusqueda>>;
}

export function searchLoader({ request }: LoaderFunctionArgs): SearchData {
  const filtros = filtrosDe(new URL(request.url));
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

function Results({ loaded }: { loaded: Loaded<PaginaBusqueda> }) {
  const [params, setParams] = useSearchParams();
  // A signed-in applicant sees their own state on each card (Postulaste, Guardar / Guardada), read after the page is
  // drawn; visitors see the cards alone and ask nothing more.
  const postulante = useSessionUser()?.role === ROLE.POSTULANTE;
  if (!loaded.ok) return <LoadError message={loaded.message} />;
  const { items, currentPage, totalPages, total, masResultados, empresa, aviso } = loaded.data;
  if (empresa === null)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
        <Icon name="inbox" className="mx-auto mb-3 size-10 text-slate-400" />
        <p className="font-semibold text-slate-900 dark:text-white" role="status">
          {aviso}
        </p>
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
          <p className="font-semibold text-slate-900 dark:text-white">
            {currentPage > 1 ? 'No hay más ofertas en esta búsqueda.' : 'No encontramos ofertas con esos filtros.'}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Prueba con otras palabras o quita algún filtro.</p>
        </div>
      </>
    );
  return (
    <>
      {chip}
      <p className="mb-3 text-sm font-medium text-slate-700 dark:text-slate-300" role="status" data-testid="total-ofertas">
        {totalText(total, masResultados)}
      </p>
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

export function SearchPage() {
  const data = useLoaderData() as SearchData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [regiones, setRegiones] = useState<Region[]>([]);
  const f = data.filtros;
  useEffect(() => {
    lookups.lugares().then(setRegiones, () => setRegiones([]));
  }, []);
  const filtered = KEYS.some((k) => f[k]);
  const formRef = useRef<HTMLFormElement>(null);
  // The fields follow the address (back button, "Quitar filtros"); the form itself stays mounted.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const k of KEYS) {
      const el = form.elements.namedItem(k);
      if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) el.value = f[k] ?? '';
    }
  }, [f]);
  // When the departments arrive, the placeholder option of the chosen one is replaced: select it again. Nothing else
  // is touched, so what the visitor typed meanwhile stays.
  useEffect(() => {
    const el = formRef.current?.elements.namedItem('region');
    if (el instanceof HTMLSelectElement && el.value === '' && f.region) el.value = f.region;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [regiones]);

  return (
    <div className="py-2">
      <PageTitle
        documentTitle="Buscar ofertas de prácticas"
        subtitle="Prácticas preprofesionales y profesionales en todo el Perú. No necesitas una cuenta para buscar."
      >
        Ofertas de prácticas
      </PageTitle>
      <form
        role="search"
        onSubmit={(e) => {
          // Only the filters given go into the address (a shared link stays short); a new search starts on page 1.
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const params = new URLSearchParams();
          for (const k of KEYS) {
            const v = String(data.get(k) ?? '').trim();
            if (v) params.set(k, v);
          }
          const qs = params.toString();
          navigate(qs ? `${paths.ofertas}?${qs}` : paths.ofertas);
        }}
        aria-label="Buscar ofertas"
        ref={formRef}
        className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2 lg:grid-cols-6 dark:border-slate-800 dark:bg-slate-900"
      >
        {f.empresa && <input type="hidden" name="empresa" defaultValue={f.empresa} />}
        <Field
          label="Puesto, carrera o lugar"
          name="q"
          type="search"
          defaultValue={f.q ?? ''}
          maxLength={100}
          className="md:col-span-2 lg:col-span-2"
          placeholder="Ej.: ingeniería industrial"
        />
        <SelectField label="Departamento" name="region" defaultValue={f.region ?? ''} placeholder="Todos">
          <option value={REGION_VIRTUAL}>Virtual</option>
          {regiones.map((r) => (
            <option key={r.id} value={r.id}>
              {r.nombre}
            </option>
          ))}
          <option value={REGION_EXTRANJERO}>Extranjero</option>
          {/* The chosen one before the list arrives, so the select keeps it. */}
          {f.region && !regiones.length && ![String(REGION_VIRTUAL), String(REGION_EXTRANJERO)].includes(f.region) && (
            <option value={f.region}>Departamento elegido</option>
          )}
        </SelectField>
        <SelectField label="Modalidad" name="modalidad" defaultValue={f.modalidad ?? ''} placeholder="Todas">
          <option value="PREPROFESIONAL">Preprofesionales</option>
          <option value="PROFESIONAL">Profesionales</option>
        </SelectField>
        <SelectField label="Tipo" name="modalidad_tiempo" defaultValue={f.modalidad_tiempo ?? ''} placeholder="Todos">
          {MODALIDADES_TIEMPO_BUSQUEDA.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </SelectField>
        <SelectField label="Nivel" name="nivel" defaultValue={f.nivel ?? ''} placeholder="Todos">
          {NIVELES_BUSQUEDA.map((n) => (
            <option key={n.codigo} value={n.codigo}>
              {n.nombre}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2 lg:col-span-6">
          <button type="submit" className={BUTTON_PRIMARY} disabled={navigation.state === 'loading'}>
            <Icon name="list" className="size-4" />
            Buscar
          </button>
          {filtered && (
            <Link to={paths.ofertas} className={TEXT_LINK}>
              Quitar filtros
            </Link>
          )}
        </div>
      </form>
      <Suspense
        key={JSON.stringify(f)}
        fallback={
          <SkeletonGroup label="Buscando ofertas…" className="grid gap-4 md:grid-cols-2">
            <SkeletonCard />
            <SkeletonCard />
          </SkeletonGroup>
        }
      >
        <Await resolve={data.results}>{(loaded: Loaded<PaginaBusqueda>) => <Results loaded={loaded} />}</Await>
      </Suspense>
    </div>
  );
}
