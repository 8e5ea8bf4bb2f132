/** The offer form's conditions: place (Virtual clears it), schedule, subsidy and the live Ley 28518 check beside them. */
import { REGION_EXTRANJERO, REGION_VIRTUAL } from '@practiperu/shared/constants';
import { formatSoles } from '@practiperu/shared/formato';
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
  clearPlaceForVirtual,
  DIAS_SEMANA_MAX,
  HORARIO_COMPLETO,
  HORAS_DIA_MAX,
  HORARIOS,
  MODALIDAD_VIRTUAL,
  PAIS_POR_DEFECTO,
  REGION_EXTRANJERO_NOMBRE,
} from '@practiperu/shared/oferta';
import { Controller, useWatch } from 'react-hook-form';
import { CheckboxField, Field, Legend, SelectField } from '../../components/field';
import { Icon } from '../../components/icon';
import type { Region } from '../../lib/lookups';
import { ProvinceDistrictSelects } from '../../components/province-district-selects';
import { SectionCard } from '../../components/section-card';
import { applyValues, setOpts, type OfertaFormHandle as Form, type OfertaFormLookups } from './oferta-form-base';

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
        <option value={REGION_VIRTUAL}>Elige una opción</option>
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

export function ConditionsSection({ form, lookups }: { form: Form; lookups: OfertaFormLookups }) {
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
