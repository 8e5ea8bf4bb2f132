/**
 * The education fields (part of the required data), shared by the complete page and the education section:
 * - the career type resets the institution, the career and the cycle, and chooses where the institution is searched
 *   (universities or technological institutes);
 * - Egresado and Bachiller set the cycle to 0 and hide its selector; technical students get their own cycles (≤ III, IV, V, VI);
 * - entry year among the last 10 years; exit year from the entry year to entry + 10, and for a graduate or bachelor
 *   no later than this year; a new entry year clears an exit year that is no longer in its list (an earlier one, in
 *   particular). A saved exit year outside the list stays shown, so the message at the field can say what is wrong.
 */
import {
  aniosEgreso,
  aniosIngreso,
  ciclosDe,
  CV_MESSAGES,
  ESTADO_ESTUDIANTE,
  ESTADOS_ESTUDIOS,
  TIPOS_CARRERA,
  type IdName,
  type PostulanteProfile,
} from '@practiperu/shared/cv';
import { limaYear } from '@practiperu/shared/dates';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../components/field';
import { type Institucion, searchCarreras, searchInstituciones } from './api';
import type { Carrera } from '../../lib/lookups';
import { yearOf } from './format';
import { SuggestField } from '../../components/suggest-field';

export interface EducationValues {
  tipo_carrera: string;
  id_inst_educativa: string;
  inst_educativa_nombre: string;
  id_carrera_actual: string;
  carrera_actual: string;
  estado_estudios: string;
  ciclo_actual: string;
  fecha_ingreso: string;
  fecha_egreso: string;
  orden_merito: string;
}

/** In the order of the form; the hidden ids show their errors on the visible fields (form-helpers CV_ALIASES). */
export const EDUCATION_FIELDS = [
  'tipo_carrera',
  'inst_educativa_nombre',
  'carrera_actual',
  'estado_estudios',
  'ciclo_actual',
  'fecha_ingreso',
  'fecha_egreso',
  'orden_merito',
] as const;

const str = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function educationValues(p: PostulanteProfile): EducationValues {
  return {
    tipo_carrera: str(p.tipo_carrera),
    id_inst_educativa: str(p.id_inst_educativa),
    inst_educativa_nombre: p.inst_educativa_nombre ?? '',
    id_carrera_actual: str(p.id_carrera_actual),
    carrera_actual: p.carrera_actual ?? '',
    estado_estudios: str(p.estado_estudios),
    // 0 is "none": a student still has to choose.
    ciclo_actual: p.ciclo_actual ? String(p.ciclo_actual) : p.estado_estudios !== null && p.estado_estudios > 0 ? '0' : '',
    fecha_ingreso: yearOf(p.fecha_ingreso),
    fecha_egreso: yearOf(p.fecha_egreso),
    orden_merito: String(p.orden_merito ?? 0),
  };
}

export function EducationFields({
  form,
  ordenMerito,
  today = new Date(),
}: {
  form: UseFormReturn<EducationValues>;
  /** The merit-order list: shown on the update page only (it is not part of the required data). */
  ordenMerito?: readonly IdName[];
  today?: Date;
}) {
  const { errors } = form.formState;
  const [tipo, estado, ingreso, egreso] = useWatch({
    control: form.control,
    name: ['tipo_carrera', 'estado_estudios', 'fecha_ingreso', 'fecha_egreso'],
  });
  const tipoCarrera = tipo === '' ? null : Number(tipo);
  const student = estado === String(ESTADO_ESTUDIANTE);
  const graduate = estado !== '' && !student;
  const egresos = (anioIngreso: string) => aniosEgreso(Number(anioIngreso), graduate ? limaYear(today) : undefined);
  const egresoOptions = ingreso ? egresos(ingreso) : [];
  if (egreso && ingreso && !egresoOptions.includes(Number(egreso))) {
    egresoOptions.push(Number(egreso));
    egresoOptions.sort((a, b) => b - a);
  }
  const clear = { shouldDirty: true } as const;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Tipo de carrera"
        required
        placeholder="Elige una opción"
        error={errors.tipo_carrera?.message}
        {...form.register('tipo_carrera', {
          onChange: () => {
            // Institutions and careers belong to one kind; the cycles differ too (technical: III…VI, university: V…X).
            form.setValue('id_inst_educativa', '', clear);
            form.setValue('inst_educativa_nombre', '', clear);
            form.setValue('id_carrera_actual', '', clear);
            form.setValue('carrera_actual', '', clear);
            if (form.getValues('estado_estudios') === String(ESTADO_ESTUDIANTE)) form.setValue('ciclo_actual', '', clear);
            form.clearErrors(['inst_educativa_nombre', 'carrera_actual', 'ciclo_actual']);
          },
        })}
      >
        {TIPOS_CARRERA.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <Controller
        control={form.control}
        name="inst_educativa_nombre"
        render={({ field }) => (
          <SuggestField<Institucion>
            // A new kind starts a new search.
            key={`inst-${tipo}`}
            label={tipoCarrera === 1 ? 'Universidad' : tipoCarrera === 0 ? 'Instituto' : 'Institución educativa'}
            required
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            maxLength={100}
            disabled={tipoCarrera === null}
            placeholder={
              tipoCarrera === 1 ? 'Escribe el nombre de tu universidad' : tipoCarrera === 0 ? 'Escribe el nombre de tu instituto' : ''
            }
            hint={tipoCarrera === null ? 'Elige primero el tipo de carrera.' : 'Escribe y elige de la lista.'}
            error={errors.inst_educativa_nombre?.message}
            search={(text, signal) => searchInstituciones(tipoCarrera ?? 1, text, signal)}
            getKey={(i) => i.id}
            getLabel={(i) => i.nombre}
            getDetail={(i) => [i.abreviatura, i.region].filter(Boolean).join(' · ')}
            onTextChange={(text) => {
              form.setValue('id_inst_educativa', '');
              field.onChange(text);
              form.clearErrors('inst_educativa_nombre');
            }}
            onPick={(i) => {
              form.setValue('id_inst_educativa', String(i.id), clear);
              field.onChange(i.nombre);
              form.clearErrors('inst_educativa_nombre');
            }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="carrera_actual"
        render={({ field }) => (
          <SuggestField<Carrera>
            key={`carrera-${tipo}`}
            label="Carrera"
            required
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            maxLength={120}
            disabled={tipoCarrera === null}
            placeholder={tipoCarrera === null ? '' : 'Escribe el nombre de tu carrera'}
            hint={tipoCarrera === null ? 'Elige primero el tipo de carrera.' : 'Escribe y elige de la lista.'}
            error={errors.carrera_actual?.message}
            search={(text, signal) => searchCarreras(tipoCarrera ?? 1, text, signal)}
            getKey={(c) => c.id}
            getLabel={(c) => c.nombre}
            getDetail={(c) => c.familia}
            onTextChange={(text) => {
              form.setValue('id_carrera_actual', '');
              field.onChange(text);
              form.clearErrors('carrera_actual');
            }}
            onPick={(c) => {
              form.setValue('id_carrera_actual', String(c.id), clear);
              field.onChange(c.nombre);
              form.clearErrors('carrera_actual');
            }}
          />
        )}
      />
      <SelectField
        label="Estado de estudios"
        required
        placeholder="Elige una opción"
        error={errors.estado_estudios?.message}
        {...form.register('estado_estudios', {
          onChange: (event: { target: { value: string } }) => {
            // Graduates and bachelors have no cycle; a student chooses one again.
            const graduate = event.target.value !== '' && event.target.value !== String(ESTADO_ESTUDIANTE);
            form.setValue('ciclo_actual', graduate ? '0' : '', clear);
            form.clearErrors('ciclo_actual');
            // A graduate has left already: an expected exit year after this one goes at once, saying why.
            const egresoElegido = form.getValues('fecha_egreso');
            if (graduate && egresoElegido && Number(egresoElegido) > limaYear(today)) {
              form.setValue('fecha_egreso', '', clear);
              form.setError('fecha_egreso', { type: 'egresoFuturo', message: CV_MESSAGES.egresoFuturo });
            }
          },
        })}
      >
        {ESTADOS_ESTUDIOS.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </SelectField>
      {student && (
        <SelectField
          label="Ciclo actual"
          required
          placeholder="Elige una opción"
          error={errors.ciclo_actual?.message}
          {...form.register('ciclo_actual')}
        >
          {ciclosDe(tipoCarrera).map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label="Año de ingreso"
        required
        placeholder="Elige una opción"
        error={errors.fecha_ingreso?.message}
        {...form.register('fecha_ingreso', {
          onChange: (event: { target: { value: string } }) => {
            const egreso = form.getValues('fecha_egreso');
            const allowed = event.target.value ? egresos(event.target.value) : [];
            if (egreso && !allowed.includes(Number(egreso))) form.setValue('fecha_egreso', '', clear);
          },
        })}
      >
        {aniosIngreso(today).map((y) => (
          <option key={y} value={String(y)}>
            {y}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={student ? 'Año de egreso (previsto)' : 'Año de egreso'}
        required
        placeholder={ingreso ? 'Elige una opción' : 'Elige primero el año de ingreso'}
        disabled={!ingreso}
        error={errors.fecha_egreso?.message}
        {...form.register('fecha_egreso', { onChange: () => form.clearErrors('fecha_egreso') })}
      >
        {egresoOptions.map((y) => (
          <option key={y} value={String(y)}>
            {y}
          </option>
        ))}
      </SelectField>
      {ordenMerito && (
        <SelectField label="Orden de mérito" error={errors.orden_merito?.message} {...form.register('orden_merito')}>
          <option value="0">Ninguno</option>
          {ordenMerito.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
