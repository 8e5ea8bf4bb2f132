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
import type { ComponentPropsWithRef, KeyboardEvent } from 'react';
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
