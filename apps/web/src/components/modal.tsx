/**
 * Dialog window shared by both areas: a title from data is cut to 50 characters; the backdrop asks first. The question
 * is for forms with data; confirmations pass `confirmLeave={false}` and simply close.
 */
import { MODAL_TITLE_MAX } from '@practiperu/shared/constants';
import { truncate } from '@practiperu/shared/text';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  open: boolean;
  /** Shown cut to 50 characters (MODAL_TITLE_MAX); also names the dialog. */
  title: string;
  /** Called by the close button and after the user confirms leaving. */
  onClose: () => void;
  children: ReactNode;
  /** Action buttons under the content (for example Cancelar / Guardar cambios). */
  footer?: ReactNode;
  size?: ModalSize;
  /**
   * Whether closing by Escape or the backdrop first asks "¿Quiere salir de …?" (default): for forms, whose data
   * would be lost. A confirmation or a notice has nothing to lose: false closes it at once, like its own 'No'.
   */
  confirmLeave?: boolean;
  /** A fixed title of ours, shown whole (wrapping if needed); the 50-character cut is for titles that come from data. */
  wholeTitle?: boolean;
}

const SIZES: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// The ring itself comes from index.css (an unlayered :focus-visible rule, which outranks utilities);
// on dark surfaces its brand-600 falls under 3:1, so the dark colour has to be important.
const FOCUS_RING = 'dark:focus-visible:outline-brand-100!';

function focusableIn(element: HTMLElement | null): HTMLElement[] {
  return element ? Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/**
 * The page behind the open dialogs does not scroll. A dialog may open over another (a confirmation over a form) and
 * both may close at once (a page left with both open), in either order: the page scrolls again when the last one
 * closes, as it did before the first opened.
 */
let openDialogs = 0;
let overflowBefore = '';
function lockScroll(): () => void {
  if (openDialogs++ === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  let unlocked = false;
  return () => {
    if (unlocked) return;
    unlocked = true;
    if (--openDialogs === 0) document.body.style.overflow = overflowBefore;
  };
}

export function Modal({ open, title, onClose, children, footer, size = 'md', confirmLeave = true, wholeTitle = false }: ModalProps) {
  const [confirming, setConfirming] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const noButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const questionId = useId();
  const shownTitle = wholeTitle ? title : truncate(title, MODAL_TITLE_MAX);

  // Focus moves into the dialog on open and back to whatever opened it on close.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockScroll();
    (focusableIn(bodyRef.current)[0] ?? panelRef.current)?.focus();
    return () => {
      unlockScroll();
      setConfirming(false);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // "No" is the safe answer, so the question takes focus there.
  useEffect(() => {
    if (confirming) noButtonRef.current?.focus();
  }, [confirming]);

  if (!open) return null;

  const askToLeave = () => (confirmLeave ? setConfirming(true) : onClose());
  const stay = () => {
    setConfirming(false);
    panelRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Events of a nested modal bubble through React's tree; they are that modal's business.
    if (!panelRef.current?.contains(event.target as Node)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (confirming) stay();
      else askToLeave();
    } else if (event.key === 'Tab') {
      trapTab(event, panelRef.current);
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto p-4 sm:items-center" onKeyDown={onKeyDown}>
      <div
        className="fixed inset-0 bg-slate-950/60 motion-safe:transition-opacity"
        aria-hidden="true"
        data-testid="modal-backdrop"
        onClick={confirming ? undefined : askToLeave}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-[calc(100dvh-2rem)] w-full ${SIZES[size]} flex-col rounded-xl bg-white text-slate-900 shadow-2xl ring-1 ring-slate-200 focus-visible:outline-none! dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700`}
      >
        {/* A div, not <header>: the dialog is drawn at the body's top level, where a header is a second «banner» landmark. */}
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
          <h2 id={titleId} className="text-lg leading-7 font-semibold break-words" title={title === shownTitle ? undefined : title}>
            {shownTitle}
          </h2>
          <button
            type="button"
            aria-label="Cerrar"
            onClick={onClose}
            className={`-m-1 shrink-0 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${FOCUS_RING}`}
          >
            <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
          {children}
        </div>
        {confirming ? (
          <div
            role="group"
            aria-labelledby={questionId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-b-xl border-t border-brand-100 bg-brand-50 px-5 py-4 dark:border-slate-700 dark:bg-slate-800"
          >
            <p id={questionId} className="font-medium text-slate-900 dark:text-slate-100">
              ¿Quiere salir de {shownTitle}?
            </p>
            <div className="flex gap-2">
              <button
                ref={noButtonRef}
                type="button"
                onClick={stay}
                className={`h-10 rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-700 ${FOCUS_RING}`}
              >
                No
              </button>
              <button
                type="button"
                onClick={onClose}
                className={`h-10 rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 ${FOCUS_RING}`}
              >
                Sí
              </button>
            </div>
          </div>
        ) : (
          footer && (
            <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-5 py-4 dark:border-slate-700">{footer}</div>
          )
        )}
      </div>
    </div>,
    document.body,
  );
}

/**
 * Keeps Tab and Shift+Tab cycling inside a modal panel (WCAG 2.4.3 with aria-modal): this dialog's and the phone's
 * menu drawer's. Call it on a Tab keydown.
 */
export function trapTab(event: Pick<KeyboardEvent, 'shiftKey' | 'preventDefault'>, panel: HTMLElement) {
  const items = focusableIn(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (!(active instanceof Node) || !panel.contains(active)) {
    // Focus somehow outside (a click on the backdrop's edge): Tab brings it back in.
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
