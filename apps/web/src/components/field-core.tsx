/**
 * The fields the login uses (Field, PasswordField, FormAlert) and what every field shares: label, hint, error, ids,
 * character count. components/field.tsx adds the other controls and the Form; pages import from there. The login
 * imports this file alone, so that it does not download the controls it has no use for (docs/performance.md).
 */
import { PASSWORD_MAX } from '@practiperu/shared/constants';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';

// ---------------------------------------------------------------------------------------------
// Fields

export interface FieldChromeProps {
  label: ReactNode;
  /** Message under the field; also marks the control aria-invalid with a red border. */
  error?: string;
  /** In error without a message of its own, e.g. when one server message under the form concerns several fields. */
  invalid?: boolean;
  hint?: ReactNode;
  /** Adds the visual mark and aria-required; the rule itself lives in the schema. */
  required?: boolean;
  /** Shows "n/maxLength" under the field (needs maxLength). */
  showCount?: boolean;
  /** Classes of the wrapper, for layout. */
  className?: string;
}

export type FieldProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'required' | 'prefix'> &
  FieldChromeProps & {
    /** Fixed text before the input, e.g. '+51' before a phone number (visual: say it in the hint too). */
    prefix?: ReactNode;
  };
export type TextareaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'required'> &
  FieldChromeProps & {
    /** A mark after the label and its «*» (the CV's «requerido para postular»): on a narrow screen it wraps whole. */
    badge?: ReactNode;
  };
export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'className' | 'required'> &
  Omit<FieldChromeProps, 'showCount'> & {
    /** A first, empty option such as 'Elige una opción'. */
    placeholder?: string;
  };
export type PasswordFieldProps = Omit<FieldProps, 'type' | 'prefix'>;
export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'required' | 'type'> &
  Omit<FieldChromeProps, 'showCount'>;

// The ring itself comes from index.css (an unlayered :focus-visible rule, which outranks utilities);
// on dark surfaces its brand-600 falls under 3:1, so the dark colour has to be important.
export const FOCUS_RING = 'dark:focus-visible:outline-brand-100!';

export function controlClasses(invalid: boolean): string {
  const state = invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-500 focus:border-brand-600 dark:focus:border-brand-100';
  return (
    'block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-500 ' +
    'sm:text-sm disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 ' +
    'dark:bg-slate-900 dark:text-slate-100 dark:scheme-dark dark:placeholder:text-slate-400 dark:disabled:bg-slate-800 ' +
    `${FOCUS_RING} ${state}`
  );
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

interface ControlOptions<E> {
  id?: string;
  error?: string;
  invalid?: boolean;
  hint?: ReactNode;
  showCount?: boolean;
  maxLength?: number;
  value?: unknown;
  ref?: Ref<E>;
  onChange?: (event: ChangeEvent<E>) => void;
  describedBy?: string;
}

/**
 * What label, description and control share: ids, aria-describedby, and a character count.
 * The control's ref goes to react-hook-form too, which is how a failed submit focuses it.
 */
export function useControl<E extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(options: ControlOptions<E>) {
  const { error, hint, showCount, maxLength, value, ref, onChange } = options;
  const invalid = Boolean(error) || options.invalid === true;
  const autoId = useId();
  const id = options.id ?? autoId;
  const element = useRef<E | null>(null);
  const [typed, setTyped] = useState(0);
  const counted = showCount === true && maxLength !== undefined;

  // react-hook-form writes default values into the element without a change event.
  useEffect(() => {
    if (counted && element.current) setTyped(element.current.value.length);
  }, [counted]);

  const mergedRef: RefCallback<E> = useCallback(
    (node) => {
      element.current = node;
      setRef(ref, node);
    },
    [ref],
  );

  const ids = { hint: `${id}-hint`, error: `${id}-error`, count: `${id}-count` };
  const describedBy =
    [error ? ids.error : hint ? ids.hint : undefined, counted ? ids.count : undefined, options.describedBy].filter(Boolean).join(' ') ||
    undefined;

  return {
    id,
    ids,
    invalid,
    count: counted ? { length: typeof value === 'string' ? value.length : typed, max: maxLength } : undefined,
    controlProps: {
      id,
      ref: mergedRef,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy,
      onChange: (event: ChangeEvent<E>) => {
        if (counted) setTyped(event.target.value.length);
        onChange?.(event);
      },
    },
  };
}

/** The visual mark of a required field (aria-required, or the schema, says it to assistive technology). */
export function RequiredMark() {
  // A no-break space: the «*» never wraps alone onto a line of its own.
  return (
    <span aria-hidden="true" className="text-red-700 dark:text-red-300">
      {'\u00a0'}*
    </span>
  );
}

export function Label({
  htmlFor,
  required,
  children,
  badge,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
      {children}
      {required && <RequiredMark />}
      {badge && <> {badge}</>}
    </label>
  );
}

/** The legend of a group of controls (radios, checkboxes), worded and marked like a field's label. */
export function Legend({ required, children }: { required?: boolean; children: ReactNode }) {
  return (
    <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
      {children}
      {required && <RequiredMark />}
    </legend>
  );
}

/** The error line under a control, also for custom controls (checkbox groups, file pickers). */
export function ErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1 text-sm text-red-700 dark:text-red-300">
      <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" aria-hidden="true" fill="currentColor">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.8h1.8v1.8H9.1v-1.8Z" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

/** Error (or else hint) on the left, character count on the right. */
export function Below({
  ids,
  error,
  hint,
  count,
}: {
  ids: { hint: string; error: string; count: string };
  error?: string;
  hint?: ReactNode;
  count?: { length: number; max?: number };
}) {
  if (!error && !hint && !count) return null;
  return (
    <div className="mt-1 flex items-start justify-between gap-3">
      {error ? (
        <ErrorText id={ids.error}>{error}</ErrorText>
      ) : hint ? (
        <p id={ids.hint} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : (
        <span />
      )}
      {count && (
        <p id={ids.count} className="shrink-0 text-xs text-slate-600 tabular-nums dark:text-slate-400">
          {count.length}/{count.max}
          <span className="sr-only"> caracteres</span>
        </p>
      )}
    </div>
  );
}

export function Field({ label, error, invalid, hint, required, showCount, className, ref, id, onChange, prefix, ...input }: FieldProps) {
  const control = useControl<HTMLInputElement>({
    id,
    error,
    invalid,
    hint,
    showCount,
    maxLength: input.maxLength,
    value: input.value,
    ref,
    onChange,
    describedBy: input['aria-describedby'],
  });
  return (
    <div className={className}>
      <Label htmlFor={control.id} required={required}>
        {label}
      </Label>
      {prefix === undefined ? (
        <input
          type="text"
          {...input}
          {...control.controlProps}
          aria-required={required || undefined}
          className={controlClasses(control.invalid)}
        />
      ) : (
        <div className="flex">
          <span
            aria-hidden="true"
            className={`inline-flex items-center rounded-l-md border border-r-0 bg-slate-100 px-3 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300 ${
              control.invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-500'
            }`}
          >
            {prefix}
          </span>
          <input
            type="text"
            {...input}
            {...control.controlProps}
            aria-required={required || undefined}
            className={`${controlClasses(control.invalid)} rounded-l-none`}
          />
        </div>
      )}
      <Below ids={control.ids} error={error} hint={hint} count={control.count} />
    </div>
  );
}

export function PasswordField({
  label,
  error,
  invalid,
  hint,
  required,
  showCount,
  className,
  ref,
  id,
  onChange,
  maxLength = PASSWORD_MAX,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const control = useControl<HTMLInputElement>({
    id,
    error,
    invalid,
    hint,
    showCount,
    maxLength,
    value: input.value,
    ref,
    onChange,
    describedBy: input['aria-describedby'],
  });
  return (
    <div className={className}>
      <Label htmlFor={control.id} required={required}>
        {label}
      </Label>
      <div className="relative">
        <input
          autoComplete="current-password"
          {...input}
          maxLength={maxLength}
          {...control.controlProps}
          type={visible ? 'text' : 'password'}
          aria-required={required || undefined}
          className={`${controlClasses(control.invalid)} pr-11`}
        />
        <button
          type="button"
          aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          aria-controls={control.id}
          onClick={() => setVisible((v) => !v)}
          className={`absolute inset-y-0 right-0 my-auto mr-1 flex size-9 items-center justify-center rounded-md text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white ${FOCUS_RING}`}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      <Below ids={control.ids} error={error} hint={hint} count={control.count} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}

// ---------------------------------------------------------------------------------------------
// Messages of the whole form

export interface FormAlertProps {
  variant?: 'error' | 'success';
  title?: string;
  /** Nothing is rendered while empty, so `<FormAlert>{errors.root?.message}</FormAlert>` just works. */
  children?: ReactNode;
  className?: string;
}

/** A server answer about the whole form. Errors interrupt (role alert); successes wait (role status). */
export function FormAlert({ variant = 'error', title, children, className = '' }: FormAlertProps) {
  if (children === undefined || children === null || children === '' || children === false) return null;
  const tone =
    variant === 'error'
      ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200'
      : 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200';
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${tone} ${className}`}>
      {title && <p className="font-semibold">{title}</p>}
      <div className={title ? 'mt-1' : ''}>{children}</div>
    </div>
  );
}
