/** react-hook-form with the shared form behaviour (see field.tsx): the one way forms are driven. */
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import {
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormHandleSubmit,
  type UseFormProps,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * useForm with the app's defaults: validation on submit only, so that typing clears an error
 * instead of replacing it with a new one while the user is still writing; focus on the first
 * error after a failed submit; and a `register` whose onChange clears that field's error, also
 * errors set by the server with setError; and a failed submit's messages drawn before that focus moves.
 */
export function useAppForm<TFieldValues extends FieldValues = FieldValues, TContext = unknown, TTransformedValues = TFieldValues>(
  props?: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useForm<TFieldValues, TContext, TTransformedValues>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    ...props,
  });
  const { register, clearErrors, getFieldState, setError, handleSubmit } = form;

  const registerClearingErrors = useCallback<UseFormRegister<TFieldValues>>(
    (name, options) => {
      const field = register(name, options);
      return {
        ...field,
        onChange: (event) => {
          // Checked first: clearErrors re-renders the form even when there is nothing to clear.
          if (getFieldState(name).error) clearErrors(name);
          return field.onChange(event);
        },
      };
    },
    [register, clearErrors, getFieldState],
  );

  // react-hook-form focuses the first field in error at once and draws the messages later, in React's next render: on
  // a busy phone a screen reader reads the field before it has its message, and a test that looks at the message as
  // soon as the click is done may find none yet. The messages are drawn first (setError with the same errors, drawn
  // at once), so the focus lands on a field that already says what is wrong.
  const handleSubmitDrawingErrors = useCallback<UseFormHandleSubmit<TFieldValues, TTransformedValues>>(
    (onValid, onInvalid) =>
      handleSubmit(onValid, async (errors, event) => {
        flushSync(() => {
          for (const [name, error] of errorLeaves(errors)) setError(name as FieldPath<TFieldValues>, error);
        });
        await onInvalid?.(errors, event);
      }),
    [handleSubmit, setError],
  );

  return { ...form, register: registerClearingErrors, handleSubmit: handleSubmitDrawingErrors };
}

/** Each message of a form's errors with its field's path (`idiomas.0.name`), nested objects and lists included. */
function errorLeaves(errors: FieldErrors, prefix = ''): [string, FieldError][] {
  const leaves: [string, FieldError][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { type, message, types } = value as Partial<FieldError>;
    if (typeof type === 'string' || typeof message === 'string') leaves.push([path, { type: type ?? 'validate', message, types }]);
    else leaves.push(...errorLeaves(value as FieldErrors, path));
  }
  return leaves;
}
