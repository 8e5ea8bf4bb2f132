/**
 * The residence (spec §4, §5): region → province → district from `recursos/listLugares`. Picking a region clears
 * province and district; a province filters the districts. The form keeps the region's id and name (C12 `places`).
 */
import type { PostulanteProfile } from '@practiperu/shared/schemas/cv';
import { useWatch, type UseFormReturn } from 'react-hook-form';
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

export function PlaceFields({ form, lugares }: { form: UseFormReturn<PlacesValues>; lugares: readonly Region[] }) {
  const { errors } = form.formState;
  const [idRegion, provincia] = useWatch({ control: form.control, name: ['id_region', 'provincia'] });
  const region = lugares.find((r) => String(r.id) === idRegion);
  const provincias = region?.provincias ?? [];
  const distritos = provincias.find((p) => p.nombre === provincia)?.distritos ?? [];

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
      <SelectField
        label="Provincia"
        required
        placeholder={region ? 'Seleccione' : 'Elige primero la región'}
        disabled={!region}
        error={errors.provincia?.message}
        {...form.register('provincia', {
          onChange: () => {
            form.setValue('distrito', '');
            form.clearErrors('distrito');
          },
        })}
      >
        {provincias.map((p) => (
          <option key={p.id} value={p.nombre}>
            {p.nombre}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Distrito"
        required
        placeholder={distritos.length ? 'Seleccione' : 'Elige primero la provincia'}
        disabled={distritos.length === 0}
        error={errors.distrito?.message}
        {...form.register('distrito')}
      >
        {distritos.map((d) => (
          <option key={d.id} value={d.nombre}>
            {d.nombre}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
