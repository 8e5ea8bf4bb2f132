/** react-hook-form with the shared form behaviour (see field.tsx): the one way forms are driven. */
import { useCallback } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormRegister, type UseFormReturn } from 'react-hook-form';

/**
 * useForm with the app's defaults: validation on submit only, so that typing clears an error
 * instead of replacing it with a new one while the user is still writing; focus on the first
 * error after a failed submit; and a `register` whose onChange clears that field's error, also
 * errors set by the server with setError.
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
  const { register, clearErrors, getFieldState } = form;

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

  return { ...form, register: registerClearingErrors };
}
