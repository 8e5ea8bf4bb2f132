/** Page navigation for the server-paginated lists: a window of 5 pages (3 on phones), first and last always shown. */
import {
  PAGINATION_NEIGHBOURS,
  PAGINATION_NEIGHBOURS_MOBILE,
  PAGINATION_WINDOW,
  PAGINATION_WINDOW_MOBILE,
} from '@practiperu/shared/constants';
import type { ReactNode } from 'react';
import { useIsMobile } from './use-is-mobile';

export type PageItem = number | 'ellipsis';

export interface PageWindowOptions {
  /** How many consecutive pages are shown around the current one. */
  window: number;
  /** How many pages on each side of the current one, when the ends allow it. */
  neighbours: number;
}

const DESKTOP: PageWindowOptions = { window: PAGINATION_WINDOW, neighbours: PAGINATION_NEIGHBOURS };
const MOBILE: PageWindowOptions = { window: PAGINATION_WINDOW_MOBILE, neighbours: PAGINATION_NEIGHBOURS_MOBILE };

/**
 * The page buttons to show: a window of consecutive pages that keeps the current page centred
 * (`neighbours` on each side) and slides to stay inside 1…total, plus the first and last page,
 * with 'ellipsis' where pages are skipped. An ellipsis would hide a single page in the space of
 * that page's button, so that page is shown instead.
 */
export function pageWindow(current: number, total: number, options: PageWindowOptions = DESKTOP): PageItem[] {
  if (total < 1) return [];
  const size = Math.min(Math.max(options.window, 1), total);
  const page = Math.min(Math.max(current, 1), total);
  const start = Math.min(Math.max(page - options.neighbours, 1), total - size + 1);
  const end = start + size - 1;

  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 3) items.push('ellipsis');
  else if (start === 3) items.push(2);
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < total - 2) items.push('ellipsis');
  else if (end === total - 2) items.push(total - 1);
  if (end < total) items.push(total);
  return items;
}

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Shows the 'Actualizar' button, which reloads the current page of the list. */
  onRefresh?: () => void;
  /** Name of the navigation landmark; give each list its own when a screen has two. */
  label?: string;
  className?: string;
}

const baseButton =
  'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-md px-2 text-sm sm:h-10 sm:min-w-10 sm:px-3 font-medium transition-colors ' +
  // The focus ring comes from index.css; on dark surfaces its colour must be lighter (3:1).
  'dark:focus-visible:outline-brand-100! ' +
  'disabled:cursor-not-allowed disabled:opacity-50';
const idleButton =
  'border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:hover:bg-white ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:hover:bg-slate-900';
const currentButton = 'border border-brand-600 bg-brand-600 text-white';

export function Pagination({ currentPage, totalPages, onPageChange, onRefresh, label = 'Paginación', className = '' }: PaginationProps) {
  const isMobile = useIsMobile();
  if (totalPages < 1) return null;

  const items = pageWindow(currentPage, totalPages, isMobile ? MOBILE : DESKTOP);
  const goTo = (page: number) => {
    if (page !== currentPage && page >= 1 && page <= totalPages) onPageChange(page);
  };

  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <li>
          <button type="button" className={`${baseButton} ${idleButton}`} disabled={currentPage <= 1} onClick={() => goTo(currentPage - 1)}>
            <Chevron direction="left" />
            <ButtonText>Anterior</ButtonText>
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-0.5 text-slate-600 dark:text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Página ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                className={`${baseButton} ${item === currentPage ? currentButton : idleButton}`}
                onClick={() => goTo(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${baseButton} ${idleButton}`}
            disabled={currentPage >= totalPages}
            onClick={() => goTo(currentPage + 1)}
          >
            <ButtonText>Siguiente</ButtonText>
            <Chevron direction="right" />
          </button>
        </li>
        {onRefresh && (
          <li>
            <button type="button" className={`${baseButton} ${idleButton}`} onClick={onRefresh}>
              <RefreshIcon />
              <ButtonText>Actualizar</ButtonText>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** Text that stays the accessible name on small screens, where only the icon is drawn. */
function ButtonText({ children }: { children: ReactNode }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 'left' ? 'M12.5 15 7.5 10l5-5' : 'M7.5 5l5 5-5 5'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function RefreshIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M16 10a6 6 0 1 1-1.76-4.24M16 4v3.5h-3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
