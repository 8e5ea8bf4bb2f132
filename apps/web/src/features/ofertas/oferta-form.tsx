/**
 * The offer form of publicar/gratis, publicar/destacado (step 1 of 3), and the edit and duplicate
 * pages of Mis publicaciones. Every rule is the shared schema's (`ofertaSchema`); the form adds what happens while
 * it is filled in: PREPROFESIONAL/PROFESIONAL resets levels, cycles and years (`resetForModalidad`),
 * Virtual clears the place (`clearPlaceForVirtual`), the date input allows today to +15 days (+30 featured), choosing
 * full or part time fills the usual schedule (`jornadaHabitual`), a live Ley 28518 check sits beside it, and leaving
 * with unsaved input asks first (`useConfirmarSalida`).
 */
import { REGION_EXTRANJERO, REGION_VIRTUAL } from '@practiperu/shared/constants';
import type { IdName } from '@practiperu/shared/cv';
import { formatDay, formatSoles } from '@practiperu/shared/formato';
import {
  DIAS_SEMANA_LEY,
  esJornada,
  horasSemana,
  jornadaHabitual,
  LEY_28518_LIMITES,
  revisarLey28518,
  subvencionMinimaOferta,
} from '@practiperu/shared/ley28518';
import {
  aniosEgresoOferta,
  CICLOS_OFERTA,
  CICLOS_TECNICOS_OFERTA,
  clearPlaceForVirtual,
  CONOCIMIENTOS_MAX,
  DIAS_SEMANA_MAX,
  HORARIO_COMPLETO,
  HORAS_DIA_MAX,
  HORARIOS,
  IDIOMAS_MAX,
  MODALIDAD_VIRTUAL,
  MODALIDADES,
  NIVEL,
  NIVEL_LABELS,
  nivelesElegidos,
  PAIS_POR_DEFECTO,
  profesionDe,
  REGION_EXTRANJERO_NOMBRE,
  resetForModalidad,
  TEXTO_MAX,
  TITULO_MAX,
  type DeadlineRange,
  type Modalidad,
  type NivelField,
  type OfertaFormValues,
} from '@practiperu/shared/oferta';
import { ofertaSchema, type OfertaData } from '@practiperu/shared/schemas/oferta';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField, Field, Form, FormAlert, Legend, SelectField, TextareaField } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { useConfirmarSalida } from '../../components/use-confirmar-salida';
import { Icon } from '../../components/icon';
import type { ApiResult } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import type { Region, Tema } from '../../lib/lookups';
import { ProvinceDistrictSelects } from '../../components/province-district-selects';
import { SectionCard } from '../../components/section-card';
import { CareersField, type CarreraElegida } from './careers-field';
import { CheckboxGroup } from './checkbox-group';
import { RequisitosField } from './requisitos-field';
import { RichTextField } from '../../components/rich-text-field';

export interface OfertaFormLookups {
  modalidadesTiempo: IdName[];
  lugares: Region[];
  idiomas: IdName[];
  temas: Tema[];
  subvencionMinima: number;
}

export interface OfertaFormProps<R extends ApiResult<unknown> = ApiResult<unknown>> {
  tipo: number;
  initial: OfertaFormValues;
  /** Names of the careers in `initial.carreras` (edit and duplicate). */
  initialCarreras?: CarreraElegida[];
  lookups: OfertaFormLookups;
  /** The deadline's window (`deadlineRange`, or `plazo` of the offer being edited). */
  plazo: DeadlineRange;
  /** Creation day of an edited offer (its deadline window counts from then). */
  desde?: string;
  submitLabel: string;
  busyLabel?: string;
  cancelTo: string;
  /** Calls the API; a failed answer is shown on the form, a good one is handed to onSaved. */
  save: (data: OfertaData) => Promise<R>;
  onSaved: (res: R, data: OfertaData) => void;
  /** Said above the submit button (e.g. what happens next). */
  footnote?: ReactNode;
}

type Form = UseFormReturn<OfertaFormValues, unknown, OfertaData>;

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
const MODALIDAD_LABELS: Record<Modalidad, { title: string; detail: string }> = {
  PREPROFESIONAL: { title: 'Prácticas preprofesionales', detail: 'Para estudiantes técnicos o universitarios.' },
  PROFESIONAL: { title: 'Prácticas profesionales', detail: 'Para egresados y bachilleres.' },
};

/** The order of the fields on the page: where the focus goes after a server answer. */
const FIELD_ORDER = [
  'titulo',
  'modalidad',
  'nro_plazas',
  'fin_convocatoria',
  'funciones',
  'beneficios',
  'modalidad_tiempo',
  'id_region',
  'pais',
  'provincia',
  'distrito',
  'horario',
  'horas_dia',
  'dias_semana',
  'salario',
  'mostrar_salario',
  'idniveltec',
  'idniveluniv',
  'idnivelotros',
  'ciclo',
  'ciclo_tecnico',
  'fecha_egreso',
  'carreras',
  'profesion',
  'idiomas',
  'conocimientos',
  'otros_requisitos',
];

const setOpts = { shouldDirty: true } as const;

/** Puts the values a reset returns into the form, clearing the errors of what changed. */
function applyValues(form: Form, next: Partial<OfertaFormValues>, names: (keyof OfertaFormValues)[]) {
  for (const name of names) form.setValue(name, next[name] as never, setOpts);
  form.clearErrors(names);
}

/** The server's field errors (nested too: `idiomas.0.name`) on the form; the first in page order gets the focus. */
export function applyOfertaServerErrors(form: Pick<Form, 'setError' | 'setFocus'>, res: Pick<ApiResult<unknown>, 'optional'>): boolean {
  const errors = res.optional?.errors;
  if (!errors || typeof errors !== 'object') return false;
  const keys = Object.keys(errors).filter((k) => typeof errors[k] === 'string');
  for (const key of keys) form.setError(key as FieldPath<OfertaFormValues>, { type: 'server', message: errors[key] });
  const rank = (key: string) => {
    const i = FIELD_ORDER.indexOf(key.split('.')[0] ?? key);
    return i === -1 ? FIELD_ORDER.length : i;
  };
  const first = [...keys].sort((a, b) => rank(a) - rank(b))[0];
  if (first) {
    setTimeout(() => {
      try {
        form.setFocus(first as FieldPath<OfertaFormValues>);
      } catch {
        /* a field without a focusable element */
      }
    }, 0);
  }
  return keys.length > 0;
}

// ------------------------------------------------------------------ sections

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

function AboutSection({ form, plazo, tipo }: { form: Form; plazo: DeadlineRange; tipo: number }) {
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

function TextsSection({ form }: { form: Form }) {
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

function PlaceFields({ form, lugares }: { form: Form; lugares: Region[] }) {
  const { errors } = form.formState;
  const [idRegion, provincia] = useWatch({ control: form.control, name: ['id_region', 'provincia'] });
  const region = lugares.find((r) => r.id === Number(idRegion));
  const extranjero = Number(idRegion) === REGION_EXTRANJERO;

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label="Región"
        required
        error={errors.id_region?.message}
        {...form.register('id_region', {
          setValueAs: (v: unknown) => Number(v),
          onChange: (event: { target: { value: string } }) => {
            const id = Number(event.target.value);
            const picked = lugares.find((r) => r.id === id);
            form.setValue('region', id === REGION_EXTRANJERO ? REGION_EXTRANJERO_NOMBRE : (picked?.nombre ?? ''), setOpts);
            form.setValue('pais', id === REGION_EXTRANJERO ? '' : PAIS_POR_DEFECTO, setOpts);
            form.setValue('provincia', '', setOpts);
            form.setValue('distrito', '', setOpts);
            form.clearErrors(['pais', 'provincia', 'distrito']);
          },
        })}
      >
        <option value={REGION_VIRTUAL}>Seleccione</option>
        {lugares.map((r) => (
          <option key={r.id} value={r.id}>
            {r.nombre}
          </option>
        ))}
        <option value={REGION_EXTRANJERO}>Extranjero</option>
      </SelectField>
      {extranjero ? (
        <>
          <Field label="País" required maxLength={20} error={errors.pais?.message} {...form.register('pais')} />
          <Field label="Ciudad" maxLength={60} error={errors.distrito?.message} {...form.register('distrito')} />
        </>
      ) : (
        <>
          <ProvinceDistrictSelects
            region={region}
            provincia={form.register('provincia', {
              onChange: () => {
                form.setValue('distrito', '', setOpts);
                form.clearErrors('distrito');
              },
            })}
            distrito={form.register('distrito')}
            provinciaValue={provincia}
            errors={{ provincia: errors.provincia?.message, distrito: errors.distrito?.message }}
          />
        </>
      )}
    </div>
  );
}

/**
 * The law's limits for the chosen modality and, as the schedule and subsidy are typed, whether they pass: the hours a
 * week, the least subsidy for them, and what fails, in the words the schema would say at submit (the same rule,
 * ley28518.ts), so nobody finds out only when publishing.
 */
function Ley28518Check({ form, minimo }: { form: Form; minimo: number }) {
  const [modalidad, horasDia, diasSemana, salario, horario] = useWatch({
    control: form.control,
    name: ['modalidad', 'horas_dia', 'dias_semana', 'salario', 'horario'],
  });
  const limites = LEY_28518_LIMITES[modalidad];
  const texto = (v: unknown) => String(v ?? '').trim();
  const escrita = texto(horasDia) !== '' && texto(diasSemana) !== '';
  const jornada = { horasDia: Number(texto(horasDia).replace(',', '.')), diasSemana: Number(diasSemana) };
  const valida = escrita && esJornada(jornada);
  const minimoJornada = valida ? subvencionMinimaOferta(modalidad, jornada, horario, minimo) : null;
  const monto = texto(salario) === '' ? 0 : Number(salario);
  // An hours field still being typed (empty) is not a fault yet; anything else is said now.
  const faltas = escrita ? revisarLey28518(modalidad, jornada, Number.isFinite(monto) ? monto : 0, minimo, horario) : [];
  const cumple = valida && faltas.length === 0 && minimoJornada !== null && monto >= minimoJornada;
  return (
    <section
      aria-label="Ley 28518"
      aria-live="polite"
      className={`rounded-lg border p-3 text-sm ${
        cumple
          ? 'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50'
          : 'border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100'
      }`}
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <Icon name="shield" className="size-4" />
        {cumple ? 'Cumple la Ley 28518' : 'Jornada y subvención según la Ley 28518'}
      </p>
      <p className="mt-1">
        {modalidad === 'PREPROFESIONAL' ? 'Prácticas preprofesionales' : 'Prácticas profesionales'}: máximo {limites.horasDia} horas diarias
        y {limites.horasSemana} semanales, con un día de descanso a la semana (máximo {DIAS_SEMANA_LEY} días).
        {valida && minimoJornada !== null && (
          <>
            {' '}
            Tu convocatoria: <strong>{horasSemana(jornada)} h semanales</strong>; subvención mínima para esta jornada:{' '}
            <strong>{formatSoles(minimoJornada)}</strong>.
          </>
        )}
      </p>
      {faltas.length > 0 && (
        <ul className="mt-2 list-disc space-y-0.5 pl-5 font-medium text-amber-900 dark:text-amber-200">
          {faltas.map((f) => (
            <li key={f.mensaje}>{f.mensaje}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ConditionsSection({ form, lookups }: { form: Form; lookups: OfertaFormLookups }) {
  const { errors } = form.formState;
  const [modalidadTiempo, horario] = useWatch({ control: form.control, name: ['modalidad_tiempo', 'horario'] });
  const virtual = modalidadTiempo === MODALIDAD_VIRTUAL;
  const completo = horario === HORARIO_COMPLETO;

  return (
    <SectionCard icon="mapPin" title="Lugar, horario y subvención">
      <div className="space-y-5">
        <SelectField
          label="Modalidad de trabajo"
          required
          className="sm:max-w-xs"
          error={errors.modalidad_tiempo?.message}
          {...form.register('modalidad_tiempo', {
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value !== MODALIDAD_VIRTUAL) return;
              // Virtual clears department, province and district (id_region 0: no place).
              const next = clearPlaceForVirtual(form.getValues());
              applyValues(form, { ...next, pais: PAIS_POR_DEFECTO }, ['id_region', 'region', 'provincia', 'distrito', 'pais']);
            },
          })}
        >
          {lookups.modalidadesTiempo.map((m) => (
            <option key={m.id} value={m.name}>
              {m.name}
            </option>
          ))}
        </SelectField>
        {virtual ? (
          <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            <Icon name="mapPin" className="mt-0.5 size-4 shrink-0" />
            Oferta virtual: no tiene lugar. Los postulantes de todo el país la verán.
          </p>
        ) : (
          <PlaceFields form={form} lugares={lookups.lugares} />
        )}

        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <fieldset>
            <Legend required>Horario</Legend>
            <div className="space-y-2">
              {HORARIOS.map((h) => (
                <label
                  key={h.value}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 has-checked:border-slate-900 has-checked:bg-slate-50 has-checked:ring-1 has-checked:ring-slate-900 dark:border-slate-600 dark:has-checked:border-slate-100 dark:has-checked:bg-slate-800 dark:has-checked:ring-slate-100"
                >
                  <input
                    type="radio"
                    value={h.value}
                    className="size-4 accent-brand-600 dark:focus-visible:outline-brand-100!"
                    {...form.register('horario', {
                      onChange: (event: { target: { value: string } }) => {
                        // The usual schedule of the choice; the recruiter adjusts it below.
                        const j = jornadaHabitual(form.getValues('modalidad'), event.target.value);
                        applyValues(form, { horas_dia: j.horasDia, dias_semana: j.diasSemana }, ['horas_dia', 'dias_semana']);
                        form.clearErrors('salario');
                      },
                    })}
                  />
                  <span className="text-sm font-medium text-slate-900 dark:text-white">{h.label}</span>
                </label>
              ))}
            </div>
            {errors.horario?.message && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.horario.message}</p>}
          </fieldset>
          <div className="grid grid-cols-2 gap-3 self-start">
            <Field
              label="Horas por día"
              required
              type="number"
              inputMode="decimal"
              step={0.5}
              min={1}
              max={HORAS_DIA_MAX}
              error={errors.horas_dia?.message}
              {...form.register('horas_dia')}
            />
            <Field
              label="Días por semana"
              required
              type="number"
              inputMode="numeric"
              min={1}
              max={DIAS_SEMANA_MAX}
              error={errors.dias_semana?.message}
              {...form.register('dias_semana')}
            />
          </div>
        </div>
        <Ley28518Check form={form} minimo={lookups.subvencionMinima} />

        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Subvención mensual"
            required
            prefix="S/"
            inputMode="numeric"
            maxLength={11}
            hint={completo ? 'Tiempo completo: al menos la subvención mínima. En soles y sin decimales.' : 'En soles y sin decimales.'}
            error={errors.salario?.message}
            {...form.register('salario')}
          />
          <Controller
            control={form.control}
            name="mostrar_salario"
            render={({ field }) => (
              <CheckboxField
                className="sm:pt-7"
                label="Mostrar la subvención a los postulantes"
                checked={Number(field.value) === 1}
                onChange={(e) => field.onChange(e.target.checked ? 1 : 0)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </div>
      </div>
    </SectionCard>
  );
}

function ProfileSection({
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

// ------------------------------------------------------------------ the form

export function OfertaForm<R extends ApiResult<unknown>>({
  tipo,
  initial,
  initialCarreras = [],
  lookups,
  plazo,
  desde,
  submitLabel,
  busyLabel = 'Guardando…',
  cancelTo,
  save,
  onSaved,
  footnote,
}: OfertaFormProps<R>) {
  const [today] = useState(() => new Date());
  const schema = useMemo(
    () => ofertaSchema({ today, subvencionMinima: lookups.subvencionMinima, desde }),
    [today, lookups.subvencionMinima, desde],
  );
  const form = useAppForm<OfertaFormValues, unknown, OfertaData>({
    resolver: formResolver<OfertaFormValues, typeof schema>(schema),
    defaultValues: { ...initial, tipo },
  });
  const [carreras, setCarreras] = useState(() => new Map(initialCarreras.map((c) => [c.id, c.nombre])));
  const [serverError, setServerError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  // Typed input not yet saved: leaving asks first. A saved offer goes on to the next page without asking.
  const salida = useConfirmarSalida(form.formState.isDirty);

  async function submit(data: OfertaData) {
    setServerError(null);
    setInvalid(false);
    const res = await save({ ...data, tipo });
    if (res.state) {
      salida.permitirSalida();
      onSaved(res, data);
      return;
    }
    applyOfertaServerErrors(form, res);
    setServerError(res.message || 'No se pudo guardar la convocatoria.');
  }

  return (
    <Form
      onSubmit={form.handleSubmit(submit, () => {
        setServerError(null);
        setInvalid(true);
      })}
      aria-label="Convocatoria"
      className="space-y-5"
    >
      <AboutSection form={form} plazo={plazo} tipo={tipo} />
      <TextsSection form={form} />
      <ConditionsSection form={form} lookups={lookups} />
      <ProfileSection form={form} lookups={lookups} carreras={carreras} setCarreras={setCarreras} today={today} />
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {footnote && <div className="mb-4 text-sm text-slate-600 dark:text-slate-400">{footnote}</div>}
        <FormAlert className="mb-4">{serverError ?? (invalid ? 'Revisa los campos marcados.' : null)}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={form.formState.isSubmitting} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
            {form.formState.isSubmitting ? busyLabel : submitLabel}
          </button>
          <Link to={cancelTo} className={`${BUTTON_SECONDARY} w-full sm:w-auto`}>
            Cancelar
          </Link>
        </div>
      </div>
      {salida.dialogo}
    </Form>
  );
}
