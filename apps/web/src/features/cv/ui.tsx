/** The pieces of the CV screens: the 'requerido para postular' mark, sub-headings and the small add-forms. */
import { useEffect, useRef, type ReactNode } from 'react';
import { BUTTON_ADD, BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { FormAlert } from '../../components/field';
import { Icon } from '../../components/icon';

/** Summary, knowledge, languages and skills are needed to apply. */
export function RequiredToPostular() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
      requerido para postular
    </span>
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
