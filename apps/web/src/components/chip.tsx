import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icon';

/**
 * A chip of a list (knowledge, language, skill, network, career) with its remove button. While busy the button stays
 * focusable (`aria-disabled`) and ignores presses: a disabled button would drop the keyboard focus to the page.
 */
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
          data-chip-remove=""
          onClick={() => {
            if (!busy) onRemove();
          }}
          aria-disabled={busy || undefined}
          aria-label={removeLabel}
          title={removeLabel}
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-red-700 aria-disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-red-300"
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </li>
  );
}

/**
 * Where the keyboard focus goes when a chip is removed: the remove button of the chip that takes its place, the
 * previous one at the end, and when none is left the first control of the section (its add button or input), never
 * the page's start. `container` wraps the chips and that control; call `removed(index)` just before the list shrinks.
 */
export function useChipRemovalFocus<E extends HTMLElement>(items: readonly unknown[]) {
  const container = useRef<E>(null);
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const index = pending.current;
    const root = container.current;
    pending.current = null;
    if (index === null || !root) return;
    const chips = root.querySelectorAll<HTMLElement>('[data-chip-remove]');
    const target =
      chips[Math.min(index, chips.length - 1)] ??
      root.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button:not([data-chip-remove])');
    target?.focus();
  }, [items]);
  // A callback ref, so the section's element can take it during render.
  const setContainer = useCallback((node: E | null) => {
    container.current = node;
  }, []);
  const removed = useCallback((index: number) => {
    pending.current = index;
  }, []);
  return { container: setContainer, removed };
}
