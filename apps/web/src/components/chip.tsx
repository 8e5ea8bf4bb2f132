import type { ReactNode } from 'react';
import { Icon } from './icon';

/** A chip of a list (knowledge, language, skill, network, career) with its remove button. */
export function Chip({
  children,
  onRemove,
  removeLabel,
  busy,
}: {
  children: ReactNode;
  onRemove?: () => void;
  removeLabel: string;
  busy?: boolean;
}) {
  return (
    <li className="inline-flex max-w-full items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
      <span className="min-w-0 break-words">{children}</span>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          aria-label={removeLabel}
          title={removeLabel}
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-red-700 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-red-300"
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </li>
  );
}
