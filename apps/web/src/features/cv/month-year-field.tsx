/**
 * A month as two selects, month (Spanish names with 'Setiembre') and year (the section's year list),
 * holding 'YYYY-MM' once both are chosen and '' before: the shared schemas then say 'Requerido'. A value cleared
 * from outside ('Actualmente sigo aquí') empties both selects.
 */
import { MESES } from '@practiperu/shared/cv';
import { useId, useState, type Ref } from 'react';
import { SelectField } from '../../components/field';

export interface MonthYearFieldProps {
  legend: string;
  value: string;
  onChange: (value: string) => void;
  years: readonly number[];
  error?: string;
  required?: boolean;
  /** Goes to the month select, so a failed submit focuses it. */
  inputRef?: Ref<HTMLSelectElement>;
  name?: string;
}

function split(value: string): { mes: string; anio: string } {
  const m = /^(\d{4})-(\d{2})/.exec(value);
  return m ? { anio: m[1]!, mes: String(Number(m[2])) } : { mes: '', anio: '' };
}

export function MonthYearField({ legend, value, onChange, years, error, required, inputRef, name }: MonthYearFieldProps) {
  const id = useId();
  const [parts, setParts] = useState(() => split(value));
  const [seen, setSeen] = useState(value);
  // Follow the value when it changes from outside (a reset, or cleared by 'sigo aquí'); keep a half choice otherwise.
  if (value !== seen) {
    setSeen(value);
    if (value !== '' || (parts.mes !== '' && parts.anio !== '')) setParts(split(value));
  }

  function change(next: { mes: string; anio: string }) {
    setParts(next);
    const full = next.mes && next.anio ? `${next.anio}-${next.mes.padStart(2, '0')}` : '';
    setSeen(full);
    onChange(full);
  }

  const missingMes = Boolean(error) && !parts.mes;
  const missingAnio = Boolean(error) && !parts.anio;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-300">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Mes"
          aria-label={`${legend}: mes`}
          placeholder="Mes"
          name={name ? `${name}_mes` : undefined}
          ref={inputRef}
          value={parts.mes}
          invalid={Boolean(error) && (missingMes || !missingAnio)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => change({ ...parts, mes: e.target.value })}
        >
          {MESES.map((m) => (
            <option key={m.value} value={String(m.value)}>
              {m.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Año"
          aria-label={`${legend}: año`}
          placeholder="Año"
          name={name ? `${name}_anio` : undefined}
          value={parts.anio}
          invalid={Boolean(error) && (missingAnio || !missingMes)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => change({ ...parts, anio: e.target.value })}
        >
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </SelectField>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm text-red-700 dark:text-red-300">
          <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" aria-hidden="true" fill="currentColor">
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.8h1.8v1.8H9.1v-1.8Z" />
          </svg>
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
