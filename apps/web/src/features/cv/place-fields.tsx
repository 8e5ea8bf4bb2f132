/**
 * The residence: region → province → district from `recursos/listLugares`. Picking a region clears
 * province and district; a province filters the districts. The form keeps the region's id and name (form `places`).
 */
import type { PostulanteProfile } from '@practiperu/shared/cv';
import { useWatch, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../components/field';
import type { Region } from './api';

export interface PlacesValues {
  id_region: string;
  region: string;
  provincia: string;
  distrito: string;
}

export const PLACES_FIELDS = ['id_region', 'provincia', 'distrito'] as const;

export function placesValues(p: PostulanteProfile): PlacesValues {
  return {
    id_region: p.id_region ? String(p.id_region) : '',
    region: p.region ?? '',
    provincia: p.provincia ?? '',
    distrito: p.distrito ?? '',
  };
}

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
        placeholder={region ? 'Seleccione' : 'Elige primero la región'}
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
        placeholder={distritos.length ? 'Seleccione' : 'Elige primero la provincia'}
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

export function PlaceFields({ form, lugares }: { form: UseFormReturn<PlacesValues>; lugares: readonly Region[] }) {
  const { errors } = form.formState;
  const [idRegion, provincia] = useWatch({ control: form.control, name: ['id_region', 'provincia'] });
  const region = lugares.find((r) => String(r.id) === idRegion);

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label="Región"
        required
        placeholder="Seleccione"
        error={errors.id_region?.message}
        {...form.register('id_region', {
          onChange: (event: { target: { value: string } }) => {
            const picked = lugares.find((r) => String(r.id) === event.target.value);
            form.setValue('region', picked?.nombre ?? '');
            form.setValue('provincia', '');
            form.setValue('distrito', '');
            form.clearErrors(['provincia', 'distrito']);
          },
        })}
      >
        {lugares.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {r.nombre}
          </option>
        ))}
      </SelectField>
      <ProvinceDistrictSelects
        required
        region={region}
        provincia={form.register('provincia', {
          onChange: () => {
            form.setValue('distrito', '');
            form.clearErrors('distrito');
          },
        })}
        distrito={form.register('distrito')}
        provinciaValue={provincia}
        errors={{ provincia: errors.provincia?.message, distrito: errors.distrito?.message }}
      />
    </div>
  );
}
