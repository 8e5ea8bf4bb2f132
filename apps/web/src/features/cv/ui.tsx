/** The pieces the CV screens share: section cards, the 'requerido para postular' mark, save bars, add-forms, photos. */
import { PROFILE_PHOTO_SIZE } from '@practiperu/shared/constants';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormAlert } from '../../components/field';
import { Icon, type IconName } from '../../components/icon';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../cuenta/ui';
import type { SaveOutcome } from './form-helpers';

export const BUTTON_SMALL =
  'inline-flex items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold ' +
  'text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 ' +
  'dark:text-slate-100 dark:hover:bg-slate-800';
export const BUTTON_ADD =
  'inline-flex items-center justify-center gap-1.5 rounded-lg border border-dashed border-brand-600 px-3 py-2 text-sm font-semibold ' +
  'text-brand-700 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-slate-800';
export const BUTTON_DANGER_OUTLINE =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2.5 font-semibold text-red-700 ' +
  'hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-70 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950';

/** Summary, knowledge, languages and skills are needed to apply. */
export function RequiredToApply() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
      requerido para postular
    </span>
  );
}

/**
 * A section of the update page. `anchorId` is the id a link's hash points at: the section takes the
 * focus when the page opens with it.
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

/** A sub-heading inside a section (Conocimientos, Idiomas, Habilidades). */
export function SubHeading({ id, children, badge }: { id?: string; children: ReactNode; badge?: ReactNode }) {
  return (
    <h3
      id={id}
      tabIndex={id ? -1 : undefined}
      className="mb-2 flex scroll-mt-24 flex-wrap items-center gap-2 font-semibold text-slate-900 outline-none dark:text-white"
    >
      {children}
      {badge}
    </h3>
  );
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

/**
 * A small add-form: an 'Agregar nuevo' button that opens an inline form with Cancelar and Agregar. Not a
 * <form> element: it may sit inside a section form (social networks, skills), and Enter in an input never submits anyway.
 */
export function AddForm({
  open,
  onOpenChange,
  noun,
  onAdd,
  busy = false,
  error,
  children,
  disabledReason,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is added, in lower case ('conocimiento'): names the button and the inline form. */
  noun: string;
  onAdd: () => void;
  busy?: boolean;
  error?: string | null;
  children: ReactNode;
  /** When adding is not possible (nothing left to choose), said instead of the button. */
  disabledReason?: string;
}) {
  const groupRef = useRef<HTMLDivElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // Set by 'Agregar': once the answer is drawn, focus goes to the first field in error, as in the big forms.
  const checkErrors = useRef(false);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open && !wasOpen.current) {
      // The button that opened the form is gone: its first field takes the focus.
      groupRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    } else if (!open && wasOpen.current) {
      // Added or cancelled: back to the button, never to the page's <body>.
      const active = document.activeElement;
      if (!active || active === document.body) addButtonRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!checkErrors.current || busy || !open) return;
    checkErrors.current = false;
    groupRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  if (!open) {
    if (disabledReason) return <p className="text-sm text-slate-600 dark:text-slate-400">{disabledReason}</p>;
    return (
      <button
        ref={addButtonRef}
        type="button"
        className={BUTTON_ADD}
        onClick={() => onOpenChange(true)}
        aria-label={`Agregar nuevo: ${noun}`}
      >
        <Icon name="plus" className="size-4" />
        Agregar nuevo
      </button>
    );
  }
  return (
    <div
      ref={groupRef}
      role="group"
      aria-label={`Agregar ${noun}`}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60"
    >
      <div className="space-y-3">{children}</div>
      <FormAlert className="mt-3">{error}</FormAlert>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <button type="button" className={`${BUTTON_SECONDARY} py-2! text-sm`} onClick={() => onOpenChange(false)}>
          Cancelar
        </button>
        <button
          type="button"
          className={`${BUTTON_PRIMARY} py-2! text-sm`}
          onClick={() => {
            checkErrors.current = true;
            onAdd();
          }}
          disabled={busy}
        >
          {busy ? 'Agregando…' : 'Agregar'}
        </button>
      </div>
    </div>
  );
}

/** A chip of a list (knowledge, language, skill, network) with its remove button. */
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

/** The default picture of a person without a photo, or whose photo does not load. */
function DefaultPhoto({ size }: { size: number }) {
  return (
    <div
      role="img"
      aria-label="Foto de perfil predeterminada"
      style={{ width: size, height: size }}
      className="flex shrink-0 items-center justify-center rounded-full border border-slate-200 bg-slate-100 text-slate-400 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-500"
    >
      <Icon name="user" className="size-1/2" />
    </div>
  );
}

/** The profile photo, 130×130; a broken image falls back to the default picture. */
export function ProfilePhoto({ url, name, size = PROFILE_PHOTO_SIZE }: { url: string | null; name: string; size?: number }) {
  // Remembered per URL: a new photo gets its own chance to load.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  if (!url || brokenUrl === url) return <DefaultPhoto size={size} />;
  return (
    <img
      src={url}
      alt={`Foto de ${name}`}
      width={size}
      height={size}
      onError={() => setBrokenUrl(url)}
      style={{ width: size, height: size }}
      className="shrink-0 rounded-full border border-slate-200 bg-white object-cover dark:border-slate-700"
    />
  );
}
