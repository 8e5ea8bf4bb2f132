/**
 * Toast messages: a toast lasts 8000 ms unless told otherwise; general messages last
 * 6000 ms, which is what `notify()` does. Other timeouts of the spec (7 s cancel errors, 5 s
 * payment errors) are passed as `durationMs` with the constants of @practiperu/shared/constants.
 *
 * The provider and its two live regions are in every page's entry; how a toast looks (toast-card.tsx) is loaded
 * with the first toast, so that the first screens do not download it (docs/decisions/024-first-screen-bundle.md).
 */
import { TOAST_DEFAULT_MS, TOAST_MESSAGE_MS } from '@practiperu/shared/constants';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type * as ToastCardModule from './toast-card';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastOptions {
  title?: string;
  message: string;
  /** 'info' when left out. Errors are announced assertively, the rest politely. */
  variant?: ToastVariant;
  /** TOAST_DEFAULT_MS (8000) when left out. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id, for `dismiss`. */
  toast: (options: ToastOptions) => number;
  /** A general message of the spec: TOAST_MESSAGE_MS (6000 ms). */
  notify: (message: string, variant?: ToastVariant) => number;
  dismiss: (id: number) => void;
}

export interface ToastItem {
  id: number;
  title?: string;
  message: string;
  variant: ToastVariant;
  durationMs: number;
}

/** Older toasts give way so a burst of messages cannot cover the screen. */
const MAX_TOASTS = 5;

const ToastContext = createContext<ToastApi | null>(null);

let cards: typeof ToastCardModule | undefined;
let cardsLoading: Promise<typeof ToastCardModule> | undefined;

/** Loads how a toast looks (once); the provider calls it with the first toast. */
export function loadToastCards(): Promise<typeof ToastCardModule> {
  cardsLoading ??= import('./toast-card').then(
    (module) => (cards = module),
    (error: unknown) => {
      // Tried again with the next toast (a lost connection, a deploy that replaced the chunk).
      cardsLoading = undefined;
      throw error;
    },
  );
  return cardsLoading;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [Cards, setCards] = useState(() => cards?.ToastCards);
  const lastId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);

  const toast = useCallback(({ title, message, variant = 'info', durationMs = TOAST_DEFAULT_MS }: ToastOptions) => {
    lastId.current += 1;
    const item: ToastItem = { id: lastId.current, title, message, variant, durationMs };
    setToasts((current) => [...current, item].slice(-MAX_TOASTS));
    return item.id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      toast,
      notify: (message, variant = 'info') => toast({ message, variant, durationMs: TOAST_MESSAGE_MS }),
      dismiss,
    }),
    [toast, dismiss],
  );

  const waiting = toasts.length > 0 && !Cards;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    loadToastCards().then(
      (module) => live && setCards(() => module.ToastCards),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [waiting, toasts]);

  // On a phone they sit at the bottom, where a dialog's buttons are: while a dialog is open they go to the top
  // (index.css, `.toast-region`), so a toast never covers «No» or «Sí».
  // Both live regions stay mounted, empty until the first toast: screen readers only announce changes to regions
  // they already know. A toast is put in its region once its look has loaded, which the reader then announces.
  return (
    <ToastContext value={api}>
      {children}
      <div className="toast-region pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end">
        <div aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
          {Cards && <Cards items={toasts.filter((t) => t.variant !== 'error')} onDismiss={dismiss} />}
        </div>
        <div aria-live="assertive" className="flex w-full max-w-sm flex-col gap-2">
          {Cards && <Cards items={toasts.filter((t) => t.variant === 'error')} onDismiss={dismiss} />}
        </div>
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() necesita un <ToastProvider> más arriba en el árbol.');
  return api;
}
