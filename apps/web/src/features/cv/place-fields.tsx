/**
 * The residence: region → province → district from `recursos/listLugares`. Picking a region clears
 * province and district; a province filters the districts. The form keeps the region's id and name (form `places`).
 */
import type { PostulanteProfile } from '@practiperu/shared/cv';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../components/field';
import { ProvinceDistrictSelects } from '../../components/province-district-selects';
import type { Region } from '../../lib/lookups';

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

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label="Región"
        required
        placeholder="Elige una opción"
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
