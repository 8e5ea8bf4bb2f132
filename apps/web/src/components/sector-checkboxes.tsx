/**
 * The company's economic sectors: between 1 and 10; once 10 are ticked the others cannot be
 * (they are disabled, and a counter says why).
 */
import { SECTOR_MAX } from '@practiperu/shared/cuenta';
import { useId, type Ref } from 'react';
import { ErrorText, Legend } from './field';

export interface Sector {
  id: number;
  name: string;
  codigo_ciiu?: string;
}

export interface SectorCheckboxesProps {
  sectors: Sector[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  max?: number;
  /** Receives the first checkbox, so a failed submit can focus the group. */
  ref?: Ref<HTMLInputElement>;
  legend?: string;
}

export function SectorCheckboxes({
  sectors,
  value,
  onChange,
  error,
  max = SECTOR_MAX,
  ref,
  legend = 'Sector de la empresa',
}: SectorCheckboxesProps) {
  const id = useId();
  const full = value.length >= max;
  const toggle = (sectorId: number, checked: boolean) => {
    if (checked) {
      if (value.includes(sectorId) || value.length >= max) return;
      onChange([...value, sectorId]);
    } else {
      onChange(value.filter((v) => v !== sectorId));
    }
  };

  return (
    <fieldset aria-describedby={`${id}-status${error ? ` ${id}-error` : ''}`} aria-invalid={error ? true : undefined}>
      <Legend required>{legend}</Legend>
      <p id={`${id}-status`} className="mb-2 text-sm text-slate-600 dark:text-slate-400">
        Elige entre 1 y {max}.{' '}
        <span className={full ? 'font-semibold text-brand-700 dark:text-brand-100' : ''}>
          {value.length} de {max} seleccionados
        </span>
        {full && <span>: desmarca uno para elegir otro.</span>}
      </p>
      <div
        className={`grid gap-x-4 gap-y-1 rounded-lg border p-3 sm:grid-cols-2 ${
          error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'
        }`}
      >
        {sectors.map((sector, index) => {
          const checked = value.includes(sector.id);
          const disabled = !checked && full;
          const inputId = `${id}-${sector.id}`;
          return (
            <div key={sector.id} className="flex items-start gap-2.5 py-1">
              <input
                ref={index === 0 ? ref : undefined}
                id={inputId}
                type="checkbox"
                name="sector"
                value={sector.id}
                checked={checked}
                disabled={disabled}
                onChange={(e) => toggle(sector.id, e.target.checked)}
                className="mt-0.5 size-4.5 shrink-0 rounded accent-brand-600 disabled:cursor-not-allowed dark:accent-brand-500 dark:focus-visible:outline-brand-100!"
              />
              <label
                htmlFor={inputId}
                className={`text-sm leading-5 ${disabled ? 'cursor-not-allowed text-slate-400 dark:text-slate-500' : 'text-slate-800 dark:text-slate-200'}`}
              >
                {sector.name}
              </label>
            </div>
          );
        })}
      </div>
      {error && (
        <div className="mt-1">
          <ErrorText id={`${id}-error`}>{error}</ErrorText>
        </div>
      )}
    </fieldset>
  );
}
