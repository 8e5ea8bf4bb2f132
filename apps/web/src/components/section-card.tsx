/** The sections of a long form page (the CV update, the company data, the offer form) and the save bar of each. */
import type { ReactNode } from 'react';
import { BUTTON_PRIMARY } from './buttons';
import { Icon, type IconName } from './icon';

/**
 * A section of the page. `anchorId` is the id a link's hash points at: the section takes the focus when the page
 * opens with it.
 */
export function SectionCard({
  anchorId,
  icon,
  title,
  description,
  badge,
  actions,
  children,
}: {
  anchorId?: string;
  icon: IconName;
  title: string;
  description?: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${anchorId ?? title.toLowerCase().replace(/\W+/g, '-')}-titulo`;
  return (
    <section
      id={anchorId}
      tabIndex={anchorId ? -1 : undefined}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-6 dark:border-slate-800 dark:bg-slate-900 dark:focus-visible:ring-brand-100"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
            <Icon name={icon} className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
              {title}
              {badge}
            </h2>
            {description && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
          </div>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** The outcome of saving a section, shown beside its button. */
export interface SaveOutcome {
  ok: boolean;
  message: string;
}

/**
 * The submit button of a section form and, beside it, the verdict of the last save: green on success, red on
 * failure. The polite region stays mounted so a success is announced; a failure interrupts.
 */
export function SaveBar({ busy, outcome, label = 'Guardar cambios' }: { busy: boolean; outcome: SaveOutcome | null; label?: string }) {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
      <button type="submit" disabled={busy} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
        {busy ? 'Guardando…' : label}
      </button>
      <p role="status" className="text-sm font-medium text-green-700 empty:hidden dark:text-green-300">
        {outcome?.ok ? (
          <span className="inline-flex items-center gap-1.5">
            <Icon name="check" className="size-4" />
            {outcome.message}
          </span>
        ) : null}
      </p>
      {outcome && !outcome.ok && (
        <p role="alert" className="inline-flex items-center gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          <Icon name="warning" className="size-4 shrink-0" />
          {outcome.message}
        </p>
      )}
    </div>
  );
}
