/**
 * Pieces the back-office screens share: loading a call when the screen's query changes, the page frame, tables that
 * become cards on a phone, badges and filters kept in the URL. Nothing here validates (the rejection dialog is in
 * reason-modal.tsx): the panel, which loads these pieces, downloads no form code.
 */
import { formatSoles } from '@practiperu/shared/formato';
import { useCallback, useEffect, useState, type ComponentType, type DependencyList, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Field, FormAlert } from '../../components/field';
import { Pagination } from '../../components/pagination';
import { SkeletonGroup, SkeletonText } from '../../components/skeleton';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import type { Answer } from '../../lib/api-contract';
import type { AdminPageInfo } from './api';

export const BUTTON_SMALL =
  'inline-flex items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 ' +
  'hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
export const PANEL = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900';

/** The answer of a call that succeeded: its typed `data` and `optional`. */
export type Success<T, O> = Extract<Answer<T, O>, { state: true }>;

export interface Loading<T, O = unknown> {
  res: Answer<T, O> | null;
  loading: boolean;
  reload: () => void;
}

/** Runs `load` on mount and whenever `deps` change; `reload()` runs it again. Late answers of old queries are dropped. */
export function useAdminLoad<T, O>(load: () => Promise<Answer<T, O>>, deps: DependencyList): Loading<T, O> {
  const [tick, setTick] = useState(0);
  const key = JSON.stringify([...deps, tick]);
  // The last answer and the query it answered: loading while that is not the current query.
  const [state, setState] = useState<{ key: string; res: Answer<T, O> } | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((r) => {
      if (live) setState({ key, res: r });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { res: state?.res ?? null, loading: state?.key !== key, reload };
}

/** Filters and page of a list, kept in the URL (`?page=&estado=`) so a reload or a shared link keeps them. */
export function useQueryState(): [URLSearchParams, (changes: Record<string, string | null>) => void, number] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === '') next.delete(k);
            else next.set(k, v);
          }
          // Any filter change starts again at page 1.
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );
  return [params, set, page];
}

/** The state of a call's answer: skeleton while loading, the server's message when it failed. */
export function LoadState<T, O>({
  load,
  children,
  label,
}: {
  load: Loading<T, O>;
  children: (res: Success<T, O>) => ReactNode;
  label?: string;
}) {
  if (!load.res && load.loading)
    return (
      <SkeletonGroup label={label ?? 'Cargando…'} className={PANEL}>
        <SkeletonText lines={5} />
      </SkeletonGroup>
    );
  if (!load.res) return null;
  if (!load.res.state) {
    // Trying again helps when the network or the server failed, not when the answer is final (an id that does not
    // exist, a request the server refuses): then the message alone.
    const { status } = load.res;
    const reintentable = !status || status >= 500 || status === 408 || status === 429;
    return (
      <div className="space-y-3">
        <FormAlert title="No se pudo cargar">{load.res.message || 'Se produjo un error.'}</FormAlert>
        {reintentable && (
          <button type="button" className={BUTTON_SECONDARY} onClick={load.reload}>
            Reintentar
          </button>
        )}
      </div>
    );
  }
  return <div aria-busy={load.loading || undefined}>{children(load.res)}</div>;
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className={`${PANEL} text-center text-slate-600 dark:text-slate-400`}>{children}</p>;
}

function ListPagination({ info, onPage, label }: { info: AdminPageInfo; onPage: (page: number) => void; label?: string }) {
  if (info.total_pages <= 1) return null;
  return <Pagination className="mt-4" currentPage={info.current_page} totalPages={info.total_pages} onPageChange={onPage} label={label} />;
}

/**
 * A page of a list call: the empty message, or the items (with their count when `count` says how to word it) and the
 * pages. `children` renders one item, key included.
 */
export function PagedList<T>({
  load,
  label,
  onPage,
  empty,
  count,
  className = 'space-y-3',
  children,
}: {
  load: Loading<T, AdminPageInfo>;
  label: string;
  onPage: (page: number) => void;
  empty: ReactNode;
  count?: (total: number) => ReactNode;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <LoadState load={load} label={label}>
      {(res) => {
        const info = res.optional;
        return res.data.length === 0 ? (
          <Empty>{empty}</Empty>
        ) : (
          <>
            {count && <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{count(info.total)}</p>}
            <ul className={className}>{res.data.map((item) => children(item))}</ul>
            <ListPagination info={info} onPage={onPage} />
          </>
        );
      }}
    </LoadState>
  );
}

/** The form of a new or of an edited item in place of the button that adds one; a saved form reloads the list. */
export function EditorOrAdd<T extends { id: number }>({
  editing,
  setEditing,
  editor: Editor,
  addLabel,
  onSaved,
}: {
  editing: T | 'new' | null;
  setEditing: (editing: T | 'new' | null) => void;
  editor: ComponentType<{ initial: T | null; onDone: (saved: boolean) => void }>;
  addLabel: string;
  onSaved: () => void;
}) {
  return editing ? (
    <Editor
      key={editing === 'new' ? 'new' : editing.id}
      initial={editing === 'new' ? null : editing}
      onDone={(saved) => {
        setEditing(null);
        if (saved) onSaved();
      }}
    />
  ) : (
    <button type="button" className={`${BUTTON_PRIMARY} mb-5`} onClick={() => setEditing('new')}>
      {addLabel}
    </button>
  );
}

type BadgeTone = 'gris' | 'verde' | 'rojo' | 'ambar' | 'azul' | 'dorado';
const BADGE: Record<BadgeTone, string> = {
  gris: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  verde: 'bg-green-50 text-green-800 ring-green-300 dark:bg-green-950 dark:text-green-200 dark:ring-green-800',
  rojo: 'bg-red-50 text-red-800 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  ambar: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  azul: 'bg-sky-50 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800',
  dorado: 'bg-yellow-100 text-yellow-900 ring-yellow-400 dark:bg-yellow-950 dark:text-yellow-200 dark:ring-yellow-700',
};

export function Badge({ tone = 'gris', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${BADGE[tone]}`}
    >
      {children}
    </span>
  );
}

/** The tone of a state: 0 pending, 1 approved/validated, 2 rejected, 3 withdrawn. */
export function estadoTone(estado: number): BadgeTone {
  return estado === 0 ? 'ambar' : estado === 1 ? 'verde' : estado === 2 ? 'rojo' : 'gris';
}

/** The text search of a list (`?q=`), sent with its button; `children` are more filters between the text and the button. */
export function SearchForm({
  label,
  q,
  onSearch,
  className,
  fieldClassName,
  children,
}: {
  label: string;
  q: string;
  onSearch: (q: string | null) => void;
  className: string;
  fieldClassName?: string;
  children?: ReactNode;
}) {
  const [search, setSearch] = useState(q);
  return (
    <form
      role="search"
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(search.trim() || null);
      }}
    >
      <Field label={label} className={fieldClassName} maxLength={100} value={search} onChange={(e) => setSearch(e.target.value)} />
      {children}
      <button type="submit" className={BUTTON_PRIMARY}>
        Buscar
      </button>
    </form>
  );
}

/** A row of filter buttons (a tab list of links would reload; these only change the query). */
export function FilterTabs({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={`rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset ${
            o.value === value
              ? 'bg-brand-600 text-white ring-brand-600'
              : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800'
          }`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** The declared amount is not the price (the API refuses other amounts): said before anyone validates the payment. */
export function MontoWarning({ monto, precio, className = '' }: { monto: number; precio: number; className?: string }) {
  return (
    <p
      role="note"
      data-testid="monto-distinto"
      className={`rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 ${className}`}
    >
      <strong>
        El monto declarado ({formatSoles(monto, { centimos: true })}) no es el precio ({formatSoles(precio, { centimos: true })}).
      </strong>{' '}
      Comprueba en el extracto cuánto se pagó antes de validar; si no es el precio, rechaza el pago indicando el motivo.
    </p>
  );
}

/** Label/value pairs in a compact grid. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {items.map((i) => (
        <div key={i.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{i.label}</dt>
          <dd className="break-words text-slate-900 dark:text-slate-100">{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
