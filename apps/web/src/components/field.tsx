/**
 * Form primitives and the form behaviour shared by every form: typing in an errored field
 * clears its error, Enter in an input does not submit, and a submit with errors moves focus to the
 * first one. The fields know nothing of react-hook-form (useAppForm in use-app-form.ts drives them),
 * so a page with a small form does not download it.
 *
 *   const form = useAppForm({ resolver: zodResolver(schema), defaultValues });
 *   <Form onSubmit={form.handleSubmit(save)}>
 *     <Field label="Correo" error={form.formState.errors.correo?.message} {...form.register('correo')} />
 *   </Form>
 *
 * Controlled widgets (react-hook-form's Controller) call `form.clearErrors(name)` in their onChange.
 */
import { useId, useRef, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import {
  Below,
  controlClasses,
  FOCUS_RING,
  Label,
  useControl,
  type CheckboxFieldProps,
  type SelectFieldProps,
  type TextareaFieldProps,
} from './field-core';

export {
  ErrorText,
  Field,
  FormAlert,
  Legend,
  PasswordField,
  type CheckboxFieldProps,
  type FieldProps,
  type FormAlertProps,
  type PasswordFieldProps,
  type SelectFieldProps,
  type TextareaFieldProps,
} from './field-core';

// ---------------------------------------------------------------------------------------------
// Form behaviour

/** Enter in an input does not submit the form; buttons and textareas keep their Enter. */
export function preventEnterSubmit(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target;
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(target instanceof HTMLInputElement)) return;
  if (['submit', 'image', 'button', 'reset'].includes(target.type)) return;
  event.preventDefault();
}

export type FormProps = ComponentPropsWithRef<'form'>;

/** A <form> where Enter in an input does not submit, and without browser validation bubbles (the schemas validate). */
export function Form({ onKeyDown, ...props }: FormProps) {
  return (
    <form
      noValidate
      {...props}
      onKeyDown={(event) => {
        preventEnterSubmit(event);
        onKeyDown?.(event);
      }}
    />
  );
}

export function TextareaField({
  label,
  badge,
  error,
  invalid,
  hint,
  required,
  showCount,
  className,
  ref,
  id,
  onChange,
  rows = 4,
  ...textarea
}: TextareaFieldProps) {
  const control = useControl<HTMLTextAreaElement>({
    id,
    error,
    invalid,
    hint,
    showCount,
    maxLength: textarea.maxLength,
    value: textarea.value,
    ref,
    onChange,
    describedBy: textarea['aria-describedby'],
  });
  return (
    <div className={className}>
      <Label htmlFor={control.id} required={required} badge={badge}>
        {label}
      </Label>
      <textarea
        rows={rows}
        {...textarea}
        {...control.controlProps}
        aria-required={required || undefined}
        className={`${controlClasses(control.invalid)} resize-y`}
      />
      <Below ids={control.ids} error={error} hint={hint} count={control.count} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  invalid,
  hint,
  required,
  className,
  ref,
  id,
  onChange,
  placeholder,
  children,
  ...select
}: SelectFieldProps) {
  const control = useControl<HTMLSelectElement>({ id, error, invalid, hint, ref, onChange, describedBy: select['aria-describedby'] });
  return (
    <div className={className}>
      <Label htmlFor={control.id} required={required}>
        {label}
      </Label>
      <select {...select} {...control.controlProps} aria-required={required || undefined} className={controlClasses(control.invalid)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {children}
      </select>
      <Below ids={control.ids} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({ label, error, invalid, hint, required, className, ref, id, onChange, ...input }: CheckboxFieldProps) {
  const control = useControl<HTMLInputElement>({ id, error, invalid, hint, ref, onChange, describedBy: input['aria-describedby'] });
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...input}
          {...control.controlProps}
          type="checkbox"
          aria-required={required || undefined}
          className={`mt-0.5 size-5 shrink-0 rounded accent-brand-600 dark:accent-brand-500 ${FOCUS_RING} ${
            control.invalid ? 'outline-2 outline-offset-1 outline-red-600 dark:outline-red-400' : ''
          }`}
        />
        <label htmlFor={control.id} className="text-sm text-slate-800 dark:text-slate-200">
          {label}
          {required && (
            <span aria-hidden="true" className="text-red-700 dark:text-red-300">
              {' '}
              *
            </span>
          )}
        </label>
      </div>
      <div className="pl-8">
        <Below ids={control.ids} error={error} hint={hint} />
      </div>
    </div>
  );
}

/**
 * A short optional text with a limit (a request's note, the reason of declining it): the field stops at the limit
 * (`maxLength`, the constant the API validates with) and the counter under it says how much is used. A paste longer
 * than the room left is cut by the browser: the counter says so, rather than cut it silently. A value over the limit
 * (never typed: set from elsewhere) is not cut: the counter says by how much, and the caller keeps sending disabled.
 */
export function TextoLimitado({
  label,
  value,
  onChange,
  max,
  rows = 3,
  className = 'block',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows?: number;
  /** The label's layout (its margin in the dialog). */
  className?: string;
}) {
  const cuentaId = useId();
  const [cortado, setCortado] = useState(false);
  // The change that follows a paste is that paste's: it keeps the notice; any other change clears it.
  const pegando = useRef(false);
  const largo = value.length > max;
  return (
    <>
      <label className={`${className} text-sm font-medium text-slate-800 dark:text-slate-200`}>
        {label}
        <textarea
          // Written here, not as a constant of the module: every page with a form loads this file and would run it.
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white p-2 text-sm dark:border-slate-600 dark:bg-slate-900"
          rows={rows}
          value={value}
          maxLength={max}
          aria-invalid={largo || undefined}
          aria-describedby={cuentaId}
          onPaste={(e) => {
            const el = e.currentTarget;
            const libre = max - (el.value.length - Math.abs((el.selectionEnd ?? 0) - (el.selectionStart ?? 0)));
            pegando.current = true;
            setCortado(e.clipboardData.getData('text').length > libre);
          }}
          onChange={(e) => {
            if (!pegando.current) setCortado(false);
            pegando.current = false;
            onChange(e.target.value);
          }}
        />
      </label>
      <p
        id={cuentaId}
        aria-live="polite"
        className={`mt-1 text-xs ${largo || cortado ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
      >
        {largo
          ? `Máximo ${max} caracteres: sobran ${value.length - max}.`
          : cortado
            ? `${value.length} de ${max} caracteres: lo que pegaste no cabía entero y se cortó. Revisa el final.`
            : `${value.length} de ${max} caracteres`}
      </p>
    </>
  );
}
