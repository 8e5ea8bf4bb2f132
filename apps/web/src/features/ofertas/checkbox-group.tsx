/** A group of checkboxes holding a list of numbers (cycles, graduation years), with its legend and error. */
import { useId, type Ref } from 'react';
import { ErrorText, Legend } from '../../components/field';
import { Icon } from '../../components/icon';

export interface CheckboxGroupProps {
  legend: string;
  options: readonly { value: number; label: string }[];
  value: number[];
  onChange: (next: number[]) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** The first checkbox, so a failed submit can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
}

export function CheckboxGroup({ legend, options, value, onChange, error, hint, required, inputRef }: CheckboxGroupProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset aria-describedby={described} aria-invalid={error ? true : undefined}>
      <Legend required={required}>{legend}</Legend>
      <div
        className={`flex flex-wrap gap-x-1 gap-y-1 rounded-lg border p-2 ${
          error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'
        }`}
      >
        {options.map((o, index) => {
          const inputId = `${id}-${o.value}`;
          const checked = value.includes(o.value);
          return (
            <div key={o.value} className="flex items-center">
              <input
                ref={index === 0 ? inputRef : undefined}
                id={inputId}
                type="checkbox"
                checked={checked}
                onChange={(e) =>
                  onChange(e.target.checked ? [...value, o.value].sort((a, b) => a - b) : value.filter((v) => v !== o.value))
                }
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className="inline-flex cursor-pointer items-center gap-1 rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-800 select-none hover:bg-slate-100 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:peer-checked:border-brand-500 dark:peer-checked:bg-brand-700 dark:peer-focus-visible:outline-brand-100"
              >
                {checked && <Icon name="check" className="-ml-1 size-4" />}
                {o.label}
              </label>
            </div>
          );
        })}
      </div>
      <div className="mt-1">
        {error ? (
          <ErrorText id={`${id}-error`}>{error}</ErrorText>
        ) : hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
