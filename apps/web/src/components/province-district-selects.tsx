import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Region } from '../lib/lookups';
import { SelectField } from './field';

/**
 * Province and district of the chosen region (also the offer form's place): disabled until the step before is chosen.
 * The caller registers both fields (with what a change clears), so they keep their place in the form's order.
 */
export function ProvinceDistrictSelects({
  region,
  provinciaValue,
  provincia,
  distrito,
  errors,
  required,
}: {
  region: Region | undefined;
  /** The chosen province's name: its districts are listed. */
  provinciaValue: string;
  provincia: UseFormRegisterReturn<'provincia'>;
  distrito: UseFormRegisterReturn<'distrito'>;
  errors: { provincia?: string; distrito?: string };
  required?: boolean;
}) {
  const provincias = region?.provincias ?? [];
  const distritos = provincias.find((p) => p.nombre === provinciaValue)?.distritos ?? [];
  return (
    <>
      <SelectField
        label="Provincia"
        required={required}
        placeholder={region ? 'Elige una opción' : 'Elige primero la región'}
        disabled={!region}
        error={errors.provincia}
        {...provincia}
      >
        {provincias.map((p) => (
          <option key={p.id} value={p.nombre}>
            {p.nombre}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Distrito"
        required={required}
        placeholder={distritos.length ? 'Elige una opción' : 'Elige primero la provincia'}
        disabled={distritos.length === 0}
        error={errors.distrito}
        {...distrito}
      >
        {distritos.map((d) => (
          <option key={d.id} value={d.nombre}>
            {d.nombre}
          </option>
        ))}
      </SelectField>
    </>
  );
}
