/**
 * How a toast looks and how long it stays (components/toast.tsx shows them): loaded with a page's first toast.
 */
import { useEffect, useRef, useState } from 'react';
import type { ToastItem, ToastVariant } from './toast';

const VARIANTS: Record<ToastVariant, { label: string; accent: string; icon: string; path: string }> = {
  success: {
    label: 'Éxito',
    accent: 'border-green-600 dark:border-green-400',
    icon: 'text-green-700 dark:text-green-400',
    path: 'M5 10.5l3.5 3.5L15 7',
  },
  error: {
    label: 'Error',
    accent: 'border-red-600 dark:border-red-400',
    icon: 'text-red-700 dark:text-red-300',
    path: 'M10 6v5M10 14h.01',
  },
  info: {
    label: 'Información',
    accent: 'border-sky-600 dark:border-sky-400',
    icon: 'text-sky-700 dark:text-sky-300',
    path: 'M10 9v5M10 6h.01',
  },
};

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(item.durationMs);
  const style = VARIANTS[item.variant];

  // The countdown pauses while the pointer or the focus is on the toast (WCAG 2.2.1) and resumes
  // with the time that was left.
  useEffect(() => {
    if (hovered || focused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [hovered, focused, item.id, onDismiss]);

  return (
    <div
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border-l-4 bg-white p-4 text-slate-900 shadow-lg ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700 ${style.accent}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <svg
        viewBox="0 0 20 20"
        className={`mt-0.5 size-5 shrink-0 ${style.icon}`}
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="10" cy="10" r="8" />
        <path d={style.path} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="min-w-0 flex-1 text-sm">
        <span className="sr-only">{style.label}: </span>
        {item.title && <p className="font-semibold">{item.title}</p>}
        <p className={item.title ? 'mt-0.5 text-slate-700 dark:text-slate-200' : ''}>{item.message}</p>
      </div>
      <button
        type="button"
        aria-label="Cerrar notificación"
        onClick={() => onDismiss(item.id)}
        className="-m-1 shrink-0 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white dark:focus-visible:outline-brand-100!"
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** The toasts of one live region, oldest first. */
export function ToastCards({ items, onDismiss }: { items: ToastItem[]; onDismiss: (id: number) => void }) {
  return items.map((item) => <ToastCard key={item.id} item={item} onDismiss={onDismiss} />);
}
