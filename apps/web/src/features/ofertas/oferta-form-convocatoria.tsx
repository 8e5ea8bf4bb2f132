/** The offer form's first sections: the call itself (title, modality, places, deadline) and its rich texts (functions and benefits). */
import { formatDay } from '@practiperu/shared/formato';
import { MODALIDADES, resetForModalidad, TEXTO_MAX, TITULO_MAX, type DeadlineRange, type Modalidad } from '@practiperu/shared/oferta';
import { Controller } from 'react-hook-form';
import { Field, Legend } from '../../components/field';
import { SectionCard } from '../../components/section-card';
import { RichTextField } from '../../components/rich-text-field';
import { applyValues, type OfertaFormHandle as Form } from './oferta-form-base';

const MODALIDAD_LABELS: Record<Modalidad, { title: string; detail: string }> = {
  PREPROFESIONAL: { title: 'Prácticas preprofesionales', detail: 'Para estudiantes técnicos o universitarios.' },
  PROFESIONAL: { title: 'Prácticas profesionales', detail: 'Para egresados y bachilleres.' },
};

/** A required rich text of the offer; typing clears its error. */
function RichTextControl({ form, name, label, hint }: { form: Form; name: 'funciones' | 'beneficios'; label: string; hint: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextField
          label={label}
          required
          maxLength={TEXTO_MAX}
          value={field.value}
          onChange={(html) => {
            if (fieldState.error) form.clearErrors(name);
            field.onChange(html);
          }}
          onBlur={field.onBlur}
          handleRef={field.ref}
          error={fieldState.error?.message}
          hint={hint}
        />
      )}
    />
  );
}

export function AboutSection({ form, plazo, tipo }: { form: Form; plazo: DeadlineRange; tipo: number }) {
  const { errors } = form.formState;
  const days = tipo === 1 ? 30 : 15;
  return (
    <SectionCard icon="briefcase" title="La convocatoria">
      <div className="space-y-4">
        <Field
          label="Título de la convocatoria"
          required
          maxLength={TITULO_MAX}
          showCount
          placeholder="Ej.: Practicante de Contabilidad"
          error={errors.titulo?.message}
          {...form.register('titulo')}
        />
        <fieldset>
          <Legend required>Tipo de prácticas</Legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {MODALIDADES.map((m) => (
              <label
                key={m}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-slate-900 has-checked:bg-slate-50 has-checked:ring-1 has-checked:ring-slate-900 dark:border-slate-600 dark:has-checked:border-slate-100 dark:has-checked:bg-slate-800 dark:has-checked:ring-slate-100"
              >
                <input
                  type="radio"
                  value={m}
                  className="mt-1 size-4 accent-brand-600 dark:focus-visible:outline-brand-100!"
                  {...form.register('modalidad', {
                    onChange: (event: { target: { value: string } }) => {
                      const modalidad = event.target.value as Modalidad;
                      const next = resetForModalidad(form.getValues(), modalidad);
                      applyValues(form, next, ['idniveltec', 'idniveluniv', 'idnivelotros', 'ciclo', 'ciclo_tecnico', 'fecha_egreso']);
                    },
                  })}
                />
                <span>
                  <span className="block font-semibold text-slate-900 dark:text-white">{MODALIDAD_LABELS[m].title}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{MODALIDAD_LABELS[m].detail}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.modalidad?.message && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.modalidad.message}</p>}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Número de vacantes"
            required
            type="number"
            inputMode="numeric"
            min={1}
            max={9999}
            error={errors.nro_plazas?.message}
            {...form.register('nro_plazas')}
          />
          <Field
            label="Fecha límite para postular"
            required
            type="date"
            min={plazo.min}
            max={plazo.max}
            hint={`Hasta el ${formatDay(plazo.max)} (máximo ${days} días).`}
            error={errors.fin_convocatoria?.message}
            {...form.register('fin_convocatoria')}
          />
        </div>
      </div>
    </SectionCard>
  );
}

export function TextsSection({ form }: { form: Form }) {
  return (
    <SectionCard icon="document" title="Funciones y beneficios" description="Usa listas para que se lean de un vistazo.">
      <div className="space-y-5">
        <RichTextControl form={form} name="funciones" label="Funciones" hint="Qué hará el practicante y qué aprenderá." />
        <RichTextControl
          form={form}
          name="beneficios"
          label="Beneficios"
          hint="Ya incluye los beneficios de ley: edítalos o agrega los tuyos."
        />
      </div>
    </SectionCard>
  );
}
