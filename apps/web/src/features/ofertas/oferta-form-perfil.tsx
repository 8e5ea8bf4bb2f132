/** The offer form's profile sought: levels for the modality, cycles or graduation years, careers, languages and knowledge. */
import {
  aniosEgresoOferta,
  CICLOS_OFERTA,
  CICLOS_TECNICOS_OFERTA,
  CONOCIMIENTOS_MAX,
  IDIOMAS_MAX,
  NIVEL,
  NIVEL_LABELS,
  nivelesElegidos,
  profesionDe,
  TEXTO_MAX,
  type Modalidad,
  type NivelField,
} from '@practiperu/shared/oferta';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Legend, SelectField, TextareaField } from '../../components/field';
import { SectionCard } from '../../components/section-card';
import { CareersField } from './careers-field';
import { CheckboxGroup } from './checkbox-group';
import { RequisitosField } from './requisitos-field';
import { setOpts, type OfertaFormHandle as Form, type OfertaFormLookups } from './oferta-form-base';

/** The level choices of each field for a modality (students for pre-professional, graduates for professional). */
export const LEVEL_OPTIONS: Record<Modalidad, Record<NivelField, number[]>> = {
  PREPROFESIONAL: { idniveltec: [0, 3], idniveluniv: [0, 6], idnivelotros: [0, 3, 6] },
  PROFESIONAL: { idniveltec: [0, 4], idniveluniv: [0, 7, 8], idnivelotros: [0, 4, 7, 8] },
};
const LEVEL_FIELD_LABELS: Record<NivelField, string> = {
  idniveltec: 'Nivel técnico',
  idniveluniv: 'Nivel universitario',
  idnivelotros: 'Otro nivel aceptado',
};

/** A required list of cycles or graduation years; a change clears its error. */
function CheckboxGroupControl({
  form,
  name,
  legend,
  options,
}: {
  form: Form;
  name: 'ciclo' | 'ciclo_tecnico' | 'fecha_egreso';
  legend: string;
  options: readonly { value: number; label: string }[];
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          legend={legend}
          required
          options={options}
          value={field.value}
          onChange={(v) => {
            form.clearErrors(name);
            field.onChange(v);
          }}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function ProfileSection({
  form,
  lookups,
  carreras,
  setCarreras,
  today,
}: {
  form: Form;
  lookups: OfertaFormLookups;
  carreras: Map<number, string>;
  setCarreras: (m: Map<number, string>) => void;
  today: Date;
}) {
  const { errors } = form.formState;
  const values = useWatch({ control: form.control, name: ['modalidad', 'idniveltec', 'idniveluniv', 'idnivelotros'] });
  const modalidad = (values[0] ?? 'PREPROFESIONAL') as Modalidad;
  const niveles = nivelesElegidos({ idniveltec: Number(values[1]), idniveluniv: Number(values[2]), idnivelotros: Number(values[3]) });
  const preprofesional = modalidad === 'PREPROFESIONAL';
  const years = useMemo(() => aniosEgresoOferta(today).map((y) => ({ value: y, label: String(y) })), [today]);

  return (
    <SectionCard icon="academic" title="Perfil que buscas">
      <div className="space-y-5">
        <fieldset>
          <Legend required>Nivel de estudios</Legend>
          <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
            Elige al menos uno.{' '}
            {preprofesional ? 'Prácticas preprofesionales: estudiantes.' : 'Prácticas profesionales: egresados y bachilleres.'}
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            {(['idniveltec', 'idniveluniv', 'idnivelotros'] as const).map((name) => (
              <SelectField
                key={name}
                label={LEVEL_FIELD_LABELS[name]}
                error={errors[name]?.message}
                {...form.register(name, {
                  setValueAs: (v: unknown) => Number(v),
                  onChange: () => form.clearErrors(['idniveltec', 'idniveluniv', 'idnivelotros']),
                })}
              >
                {LEVEL_OPTIONS[modalidad][name].map((n) => (
                  <option key={n} value={n}>
                    {n === 0 ? 'Ninguno' : NIVEL_LABELS[n]}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
        </fieldset>

        {preprofesional && niveles.includes(NIVEL.UNIV_ESTUDIANTE) && (
          <CheckboxGroupControl form={form} name="ciclo" legend="Ciclo de los estudiantes universitarios" options={CICLOS_OFERTA} />
        )}
        {preprofesional && niveles.includes(NIVEL.TECNICO_ESTUDIANTE) && (
          <CheckboxGroupControl
            form={form}
            name="ciclo_tecnico"
            legend="Ciclo de los estudiantes técnicos"
            options={CICLOS_TECNICOS_OFERTA}
          />
        )}
        {!preprofesional && <CheckboxGroupControl form={form} name="fecha_egreso" legend="Año de egreso" options={years} />}

        <Controller
          control={form.control}
          name="carreras"
          render={({ field, fieldState }) => (
            <CareersField
              value={field.value.map((id) => ({ id, nombre: carreras.get(id) ?? `Carrera ${id}` }))}
              onChange={(list) => {
                const names = new Map(list.map((c) => [c.id, c.nombre]));
                setCarreras(names);
                form.clearErrors(['carreras', 'profesion']);
                field.onChange(list.map((c) => c.id));
                form.setValue('profesion', profesionDe(list.map((c) => c.nombre)), setOpts);
              }}
              inputRef={field.ref}
              error={fieldState.error?.message ?? errors.profesion?.message}
            />
          )}
        />

        <RequisitosField form={form} name="idiomas" title="Idiomas" noun="Idioma" options={lookups.idiomas} max={IDIOMAS_MAX} />
        <RequisitosField
          form={form}
          name="conocimientos"
          title="Conocimientos"
          noun="Conocimiento"
          options={lookups.temas}
          max={CONOCIMIENTOS_MAX}
        />
        <TextareaField
          label="Otros requisitos"
          rows={4}
          maxLength={TEXTO_MAX}
          showCount
          placeholder="Ej.: disponibilidad para viajar dentro de la región."
          error={errors.otros_requisitos?.message}
          {...form.register('otros_requisitos')}
        />
      </div>
    </SectionCard>
  );
}
