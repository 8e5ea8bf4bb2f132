/**
 * Filters of a list on a phone (docs/mobile-lists.md): a «Filtros» button that says how many filters are on, the sheet
 * it opens (the app's Modal, so focus is trapped inside and returns to the button) with «Limpiar» and «Aplicar», and
 * the active filters as removable chips above the list. The sheet draws its fields only while it is open, so a list
 * pays nothing for them until someone asks.
 */
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from './buttons';
import { Chip } from './chip';
import { Icon } from './icon';
import { Modal } from './modal';

/** «Filtros» with the number of active filters ("2 activos" read aloud); disabled with a title where filters are not available. */
export function FiltersButton({
  count,
  onClick,
  disabled,
  title,
  buttonRef,
  className = '',
  label = 'Filtros',
}: {
  count: number;
  onClick: () => void;
  disabled?: boolean;
  title?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  className?: string;
  label?: string;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`${BUTTON_SECONDARY} shrink-0 ${className}`}
      disabled={disabled}
      title={title}
      onClick={onClick}
      aria-haspopup="dialog"
      data-testid="boton-filtros"
    >
      <Icon name="adjustments" className="size-4" />
      {label}
      {count > 0 && (
        <span className="min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-5 text-white tabular-nums">
          {count}
          <span className="sr-only">{count === 1 ? ' activo' : ' activos'}</span>
        </span>
      )}
    </button>
  );
}

/** The key of the history entry an open sheet adds (its value is the sheet's own id). */
const HOJA = 'hojaFiltros';

const enHoja = (state: unknown, id: string) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[HOJA] === id;

/**
 * An open sheet is a step in the browser's history, as on the phone's own apps: opening it adds an entry with the
 * same address (and a marker), so Back closes the sheet instead of going back a search behind it. Closing it by ×,
 * Escape, the backdrop or «Aplicar» first takes that entry back, then does its job (`control`), so no empty step is
 * left behind. The router never hears of these steps: the entry keeps its state (the same `key`), and the move back is
 * stopped before the router's own listener, which would load the same page again. Drawn only while the sheet is open,
 * so a closed sheet runs none of this.
 */
function HistoryStep({ onClose, controlRef }: { onClose: () => void; controlRef: { current: ((then: () => void) => void) | null } }) {
  const id = useId();
  const closeRef = useRef(onClose);
  const mounted = useRef(false);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    mounted.current = true;
    // Run twice in development (StrictMode): the entry is already there, so it is not added again.
    if (!enHoja(window.history.state, id)) window.history.pushState({ ...(window.history.state as object | null), [HOJA]: id }, '');
    const key = (window.history.state as { key?: unknown } | null)?.key;
    let pending: (() => void) | null = null;
    const onPop = (e: PopStateEvent) => {
      window.removeEventListener('popstate', onPop, { capture: true });
      if ((e.state as { key?: unknown } | null)?.key === key) {
        // Back to the entry under the sheet: the same page, which the router need not load again. Capture: on the
        // window itself, capture listeners run before the router's (added earlier, without capture).
        e.stopImmediatePropagation();
        (pending ?? closeRef.current)();
      } else closeRef.current(); // Further back at once: the sheet closes and the router goes there.
    };
    window.addEventListener('popstate', onPop, { capture: true });
    controlRef.current = (then) => {
      if (!enHoja(window.history.state, id)) return then();
      pending = then;
      window.history.back();
    };
    return () => {
      mounted.current = false;
      controlRef.current = null;
      window.removeEventListener('popstate', onPop, { capture: true });
      // Closed some other way while its step is current (the window became wide): the step goes too, unheard. A
      // microtask, because StrictMode's second run follows at once.
      queueMicrotask(() => {
        if (mounted.current || !enHoja(window.history.state, id)) return;
        const swallow = (e: PopStateEvent) => {
          window.removeEventListener('popstate', swallow, { capture: true });
          e.stopImmediatePropagation();
        };
        window.addEventListener('popstate', swallow, { capture: true });
        window.history.back();
      });
    };
  }, [id, controlRef]);
  return null;
}

/**
 * The sheet: at the bottom of a phone's screen, centred on larger ones. «Limpiar» empties the choices in the sheet and
 * «Aplicar» applies them (the caller writes them into the address and closes it); closing by ×, Escape, the backdrop
 * or the browser's Back drops the unapplied choices, so there is nothing to ask.
 */
export function FilterSheet({
  open,
  title = 'Filtros',
  onClose,
  onApply,
  onClear,
  applyLabel = 'Aplicar',
  size = 'md',
  children,
}: {
  open: boolean;
  title?: string;
  onClose: () => void;
  onApply: () => void;
  onClear: () => void;
  applyLabel?: string;
  size?: 'md' | 'xl';
  children: ReactNode;
}) {
  // Takes the sheet's step back, then closes or applies.
  const stepRef = useRef<((then: () => void) => void) | null>(null);
  const cerrar = () => {
    if (stepRef.current) stepRef.current(onClose);
    else onClose();
  };
  const aplicar = () => {
    if (stepRef.current) stepRef.current(onApply);
    else onApply();
  };
  return (
    <Modal
      open={open}
      title={title}
      wholeTitle
      confirmLeave={false}
      onClose={cerrar}
      size={size}
      footer={
        <>
          <button type="button" className={BUTTON_SECONDARY} onClick={onClear}>
            Limpiar
          </button>
          <button type="button" className={BUTTON_PRIMARY} onClick={aplicar}>
            {applyLabel}
          </button>
        </>
      }
    >
      {open && <HistoryStep onClose={onClose} controlRef={stepRef} />}
      {children}
    </Modal>
  );
}

export interface ActiveFilter {
  /** Stable among the list's chips (the address key and value). */
  id: string;
  /** What the chip says, e.g. «Departamento: Cusco». */
  label: string;
  onRemove: () => void;
}

/**
 * The active filters as chips, each with a button «Quitar filtro …». After a removal the focus goes to the chip that
 * takes its place (the previous one at the end) and, when none is left, to `fallbackFocus` (the «Filtros» button),
 * never to the page's start.
 */
export function ActiveFilterChips({
  filters,
  fallbackFocus,
  removedBefore = null,
  className = '',
  after,
}: {
  filters: readonly ActiveFilter[];
  fallbackFocus?: { current: HTMLElement | null };
  /**
   * For a list drawn anew after each change of its address: the index of the chip whose removal led here, so the focus
   * lands as if the chips had stayed.
   */
  removedBefore?: number | null;
  className?: string;
  /** What ends the row of chips (the recruiter's «Quitar filtros»). */
  after?: ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const ids = filters.map((f) => f.id).join('\n');
  // A removal waiting for the chips without it: the removed chip's index and the chips it was removed from. The focus
  // moves once the chips differ from those, not on the next effect run whatever it is: a chip pressed before the
  // list's first effects have run (a slow phone, just after the page is drawn) must not be spent on the old chips.
  const removal = useRef<{ index: number; from: string | null } | null>(
    removedBefore === null ? null : { index: removedBefore, from: null },
  );
  useEffect(() => {
    const pending = removal.current;
    if (!pending || pending.from === ids) return;
    removal.current = null;
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-chip-remove]') ?? [];
    (buttons[Math.min(pending.index, buttons.length - 1)] ?? fallbackFocus?.current)?.focus();
  }, [ids, fallbackFocus]);
  if (filters.length === 0) return null;
  return (
    // One row that scrolls sideways, however many filters are on, so the list below keeps its place on the first
    // screen; `after` («Quitar filtros») ends the row. A long chip is cut (its button still says it whole); the
    // padding keeps the focus ring unclipped and the negative margin keeps it out of the layout.
    <div className={className}>
      <div className="-m-1 flex items-center gap-x-3 overflow-x-auto p-1 [scrollbar-width:none] [&>*]:shrink-0">
        <ul
          ref={list}
          aria-label="Filtros activos"
          className="flex gap-2 [&>li]:max-w-[80vw] [&>li>span]:truncate"
          data-testid="filtros-activos"
        >
          {filters.map((f, i) => (
            <Chip
              key={f.id}
              removeLabel={`Quitar filtro ${f.label}`}
              onRemove={() => {
                removal.current = { index: i, from: ids };
                f.onRemove();
              }}
            >
              {f.label}
            </Chip>
          ))}
        </ul>
        {after}
      </div>
    </div>
  );
}
