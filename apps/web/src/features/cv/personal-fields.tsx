/** The personal data (part of the required data): on the complete page and in the personal section of the update page. */
import { DNI_LENGTH } from '@practiperu/shared/constants';
import { LICENCIA_CONDUCIR, SEXOS, type PostulanteProfile } from '@practiperu/shared/cv';
import { limaToday } from '@practiperu/shared/dates';
import type { UseFormReturn } from 'react-hook-form';
import { Field, SelectField } from '../../components/field';
import { nameFields } from '../../components/person-fields';

export interface PersonalValues {
  nombres: string;
  apellidos: string;
  dni: string;
  fecha_nacimiento: string;
  sexo: string;
  licencia_conducir: string;
}

export const PERSONAL_FIELDS = ['nombres', 'apellidos', 'dni', 'fecha_nacimiento', 'sexo', 'licencia_conducir'] as const;

const str = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function personalValues(p: PostulanteProfile): PersonalValues {
  return {
    nombres: p.nombres ?? '',
    apellidos: p.apellidos ?? '',
    dni: p.dni ?? '',
    fecha_nacimiento: p.fecha_nacimiento ?? '',
    sexo: str(p.sexo),
    licencia_conducir: str(p.licencia_conducir),
  };
}

export function PersonalFields({ form }: { form: UseFormReturn<PersonalValues> }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {nameFields(form)}
      <Field
        label="DNI"
        required
        inputMode="numeric"
        maxLength={DNI_LENGTH}
        hint="8 dígitos."
        error={errors.dni?.message}
        {...form.register('dni')}
      />
      <Field
        label="Fecha de nacimiento"
        required
        type="date"
        min="1900-01-01"
        max={limaToday(new Date())}
        autoComplete="bday"
        error={errors.fecha_nacimiento?.message}
        {...form.register('fecha_nacimiento')}
      />
      <SelectField label="Sexo" required placeholder="Elige una opción" error={errors.sexo?.message} {...form.register('sexo')}>
        {SEXOS.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="¿Tienes licencia de conducir?"
        required
        placeholder="Elige una opción"
        error={errors.licencia_conducir?.message}
        {...form.register('licencia_conducir')}
      >
        {LICENCIA_CONDUCIR.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
