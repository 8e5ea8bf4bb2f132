/**
 * The list sections of the update page whose items are edited in a modal: certifications, work experience,
 * volunteering and projects (one entity, with the `voluntariado` and `actExtracurricular` groups). Each keeps its list
 * locally: a saved or deleted item updates it without reloading the page.
 */
import {
  aniosCertificacion,
  aniosExperiencia,
  puestoLabel,
  type ExperienciaLaboralItem,
  type ExtracurricularItem,
  type ExtracurricularTipo,
  type FormacionComplementariaItem,
} from '@practiperu/shared/cv';
import { experienciaLaboralSchema, extracurricularSchema, formacionComplementariaSchema } from '@practiperu/shared/schemas/cv';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useWatch, type FieldPathByValue, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField, Field, SelectField, TextareaField } from '../../components/field';
import { Icon, type IconName } from '../../components/icon';
import type { SectionGroup, SectionItem } from './api';
import { formPart } from './form-helpers';
import { monthYear, period, toMonthValue } from './format';
import { ItemModal } from './item-modal';
import { MonthYearField } from './month-year-field';
import { BUTTON_ADD, BUTTON_SMALL } from '../../components/buttons';
import { SectionCard } from '../../components/section-card';

// ------------------------------------------------------------------ the generic list section

interface Described {
  title: string;
  subtitle?: string;
  when?: string;
  text?: string;
}

interface ListSectionProps<G extends SectionGroup, Values extends FieldValues, S extends z.ZodType, Item = SectionItem<G>> {
  anchorId?: string;
  icon: IconName;
  sectionTitle: string;
  description?: ReactNode;
  addLabel: string;
  emptyText: string;
  /** The modal's title when adding. */
  modalTitle: string;
  /** The modal's title when editing an item. */
  editTitle: string;
  group: G;
  initial: Item[];
  schema: S;
  toValues: (item: Item | null) => Values;
  toItem: (payload: z.output<S>, id: number) => Item;
  fields: readonly Path<Values>[];
  renderFields: (form: UseFormReturn<Values, unknown, z.output<S>>) => ReactNode;
  describe: (item: Item) => Described;
  /** The server's order, kept after a local change. */
  sort: (a: Item, b: Item) => number;
}

function ListSection<G extends SectionGroup, Values extends FieldValues, S extends z.ZodType>(props: ListSectionProps<G, Values, S>) {
  const { anchorId, icon, sectionTitle, description, addLabel, emptyText, initial, describe, sort, editTitle, ...modal } = props;
  const [items, setItems] = useState(initial);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);

  return (
    <SectionCard
      anchorId={anchorId}
      icon={icon}
      title={sectionTitle}
      description={description}
      actions={
        <button type="button" className={BUTTON_ADD} onClick={() => setEditing({ id: null })}>
          <Icon name="plus" className="size-4" />
          {addLabel}
        </button>
      }
    >
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {emptyText}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => {
            const d = describe(item);
            return (
              <li key={item.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900 dark:text-white">{d.title}</p>
                  {d.subtitle && <p className="text-sm break-words text-slate-700 dark:text-slate-300">{d.subtitle}</p>}
                  {d.when && <p className="text-sm text-slate-500 dark:text-slate-400">{d.when}</p>}
                  {d.text && <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{d.text}</p>}
                </div>
                <button
                  type="button"
                  className={BUTTON_SMALL}
                  aria-label={`Editar: ${d.title}`}
                  onClick={() => setEditing({ id: item.id })}
                >
                  <Icon name="edit" className="size-4" />
                  <span className="hidden sm:inline">Editar</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <ItemModal<G, Values, S>
          {...modal}
          title={editing.id === null ? modal.modalTitle : editTitle}
          section={sectionTitle}
          editId={editing.id}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) =>
            setItems((list) => (created ? [...list, saved] : list.map((i) => (i.id === saved.id ? saved : i))).sort(sort))
          }
          onRemoved={(id) => setItems((list) => list.filter((i) => i.id !== id))}
        />
      )}
    </SectionCard>
  );
}

// ------------------------------------------------------------------ the period of experience and activities

/** A required month of an item's form; a choice clears its error. */
function MonthYearControl<V extends FieldValues, T>({
  form,
  name,
  legend,
  years,
}: {
  form: UseFormReturn<V, unknown, T>;
  name: FieldPathByValue<V, string>;
  legend: string;
  years: readonly number[];
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <MonthYearField
          legend={legend}
          required
          years={years}
          value={field.value as string}
          inputRef={field.ref}
          error={fieldState.error?.message}
          onChange={(v) => {
            field.onChange(v);
            form.clearErrors(name);
          }}
        />
      )}
    />
  );
}

interface PeriodValues {
  fecha_inicio: string;
  fecha_salida: string;
  sigo_aqui: boolean;
}

/**
 * Start and end month with 'Actualmente sigo aquí': checking it hides the end date and clears it.
 * Years: ten back to the current one.
 */
export function PeriodFields({ form, years }: { form: UseFormReturn<PeriodValues>; years: readonly number[] }) {
  const current = useWatch({ control: form.control, name: 'sigo_aqui' });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <MonthYearControl form={form} name="fecha_inicio" legend="Fecha de inicio" years={years} />
      {current ? (
        <div className="flex items-end pb-2 text-sm text-slate-600 dark:text-slate-400" data-testid="sin-fecha-salida">
          Fecha de salida: Actualidad
        </div>
      ) : (
        <MonthYearControl form={form} name="fecha_salida" legend="Fecha de salida" years={years} />
      )}
      <CheckboxField
        className="sm:col-span-2"
        label="Actualmente sigo aquí"
        {...form.register('sigo_aqui', {
          onChange: (event: { target: { checked: boolean } }) => {
            if (event.target.checked) {
              form.setValue('fecha_salida', '');
              form.clearErrors('fecha_salida');
            }
          },
        })}
      />
    </div>
  );
}

/** Current ones first, then the newest (the server's order). */
const byPeriod = (a: ExperienciaLaboralItem, b: ExperienciaLaboralItem) =>
  b.sigo_aqui - a.sigo_aqui || b.fecha_inicio.localeCompare(a.fecha_inicio) || b.id - a.id;

// ------------------------------------------------------------------ certifications

interface CertificationValues {
  tipo: string;
  inst_educativa: string;
  fecha_inicio: string;
  descripcion: string;
}
const CERTIFICATION_FIELDS = ['tipo', 'inst_educativa', 'fecha_inicio', 'descripcion'] as const;

const certificationValues = (item: FormacionComplementariaItem | null): CertificationValues => ({
  tipo: item?.tipo ?? '',
  inst_educativa: item?.inst_educativa ?? '',
  fecha_inicio: toMonthValue(item?.fecha_inicio),
  descripcion: item?.descripcion ?? '',
});

export const CERTIFICATION_TITLE = 'Añadir Certificaciones (Cursos, Diplomados, Talleres)';
export const CERTIFICATION_EDIT_TITLE = 'Editar certificación';

export function CertificationsSection({
  initial,
  tipos,
  today,
}: {
  initial: FormacionComplementariaItem[];
  tipos: readonly string[];
  today: Date;
}) {
  const schema = useMemo(() => formacionComplementariaSchema(today), [today]);
  const years = useMemo(() => aniosCertificacion(today), [today]);
  return (
    <ListSection<'formacionComplementaria', CertificationValues, typeof schema>
      anchorId="supplementary_education"
      icon="document"
      sectionTitle="Certificaciones"
      description="Cursos, diplomados, talleres y otras certificaciones."
      addLabel="Añadir certificación"
      emptyText="Aún no agregas certificaciones."
      modalTitle={CERTIFICATION_TITLE}
      editTitle={CERTIFICATION_EDIT_TITLE}
      group="formacionComplementaria"
      initial={initial}
      schema={schema}
      toValues={certificationValues}
      toItem={(payload, id) => ({ id, ...payload })}
      fields={CERTIFICATION_FIELDS}
      describe={(c) => ({ title: c.descripcion, subtitle: `${c.tipo ?? 'Otros'} · ${c.inst_educativa}`, when: monthYear(c.fecha_inicio) })}
      sort={(a, b) => b.fecha_inicio.localeCompare(a.fecha_inicio) || b.id - a.id}
      renderFields={(form) => {
        const { errors } = form.formState;
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField label="Tipo" error={errors.tipo?.message} {...form.register('tipo')}>
                <option value="">Otros</option>
                {tipos.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </SelectField>
              <Field
                label="Institución"
                required
                maxLength={50}
                error={errors.inst_educativa?.message}
                {...form.register('inst_educativa')}
              />
            </div>
            <MonthYearControl form={form} name="fecha_inicio" legend="Fecha" years={years} />
            <TextareaField
              label="Descripción"
              required
              rows={3}
              maxLength={255}
              showCount
              hint="El nombre del curso, diplomado o taller."
              error={errors.descripcion?.message}
              {...form.register('descripcion')}
            />
          </>
        );
      }}
    />
  );
}

// ------------------------------------------------------------------ work experience

interface ExperienceValues extends PeriodValues {
  nombre_empresa: string;
  puesto: string;
  funciones: string;
}
const EXPERIENCE_FIELDS = ['nombre_empresa', 'puesto', 'funciones', 'fecha_inicio', 'fecha_salida'] as const;

const experienceValues = (item: ExperienciaLaboralItem | null): ExperienceValues => ({
  nombre_empresa: item?.nombre_empresa ?? '',
  puesto: item?.puesto ?? '',
  funciones: item?.funciones ?? '',
  fecha_inicio: toMonthValue(item?.fecha_inicio),
  fecha_salida: toMonthValue(item?.fecha_salida),
  sigo_aqui: item?.sigo_aqui === 1,
});

export const EXPERIENCE_TITLE = 'Añadir experiencia laboral';
export const EXPERIENCE_EDIT_TITLE = 'Editar experiencia laboral';

/** The fields of the experience modal (also rendered alone by the component tests). */
export function ExperienceFields({ form, years }: { form: UseFormReturn<ExperienceValues>; years: readonly number[] }) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Empresa" required maxLength={100} error={errors.nombre_empresa?.message} {...form.register('nombre_empresa')} />
        <Field label="Puesto" required maxLength={100} error={errors.puesto?.message} {...form.register('puesto')} />
      </div>
      <TextareaField
        label="Funciones"
        required
        rows={4}
        maxLength={500}
        showCount
        error={errors.funciones?.message}
        {...form.register('funciones')}
      />
      <PeriodFields form={formPart<PeriodValues>(form)} years={years} />
    </>
  );
}

export function ExperienceSection({ initial, today }: { initial: ExperienciaLaboralItem[]; today: Date }) {
  const schema = useMemo(() => experienciaLaboralSchema(today), [today]);
  const years = useMemo(() => aniosExperiencia(today), [today]);
  return (
    <ListSection<'expLaboral', ExperienceValues, typeof schema>
      anchorId="work_experience"
      icon="briefcase"
      sectionTitle="Experiencia laboral"
      description="Prácticas, trabajos y empleos de medio tiempo."
      addLabel="Añadir experiencia"
      emptyText="Aún no agregas experiencia laboral."
      modalTitle={EXPERIENCE_TITLE}
      editTitle={EXPERIENCE_EDIT_TITLE}
      group="expLaboral"
      initial={initial}
      schema={schema}
      toValues={experienceValues}
      toItem={(payload, id) => ({ id, ...payload, fecha_salida: payload.fecha_salida ?? null })}
      fields={EXPERIENCE_FIELDS}
      describe={(e) => ({ title: e.puesto, subtitle: e.nombre_empresa, when: period(e), text: e.funciones })}
      sort={byPeriod}
      renderFields={(form) => <ExperienceFields form={formPart<ExperienceValues>(form)} years={years} />}
    />
  );
}

// ------------------------------------------------------------------ projects and volunteering (one entity, two groups)

interface ExtracurricularValues extends ExperienceValues {
  tipo: ExtracurricularTipo;
  nombre_proyecto: string;
}
const EXTRACURRICULAR_FIELDS = ['nombre_empresa', 'nombre_proyecto', 'puesto', 'funciones', 'fecha_inicio', 'fecha_salida'] as const;

export const PROJECT_TITLE = 'Añadir proyectos';
export const VOLUNTEERING_TITLE = 'Añadir voluntariados';
export const PROJECT_EDIT_TITLE = 'Editar proyecto';
export const VOLUNTEERING_EDIT_TITLE = 'Editar voluntariado';

const extracurricularValues =
  (tipo: ExtracurricularTipo) =>
  (item: ExtracurricularItem | null): ExtracurricularValues => ({
    ...experienceValues(item),
    tipo,
    nombre_proyecto: item?.nombre_proyecto ?? '',
  });
const projectValues = extracurricularValues('Proyecto');
const volunteeringValues = extracurricularValues('Voluntariado');

/** The position's label follows the kind: 'Puesto (Fundador, …)' for projects, 'Nombre Puesto/Cargo' for volunteering. */
export function ExtracurricularFields({
  form,
  years,
  tipo,
}: {
  form: UseFormReturn<ExtracurricularValues>;
  years: readonly number[];
  tipo: ExtracurricularTipo;
}) {
  const { errors } = form.formState;
  const project = tipo === 'Proyecto';
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {project && (
          <Field
            label="Nombre del proyecto"
            required
            maxLength={100}
            error={errors.nombre_proyecto?.message}
            {...form.register('nombre_proyecto')}
          />
        )}
        <Field
          label={project ? 'Institución u organización' : 'Organización'}
          required
          maxLength={100}
          error={errors.nombre_empresa?.message}
          {...form.register('nombre_empresa')}
        />
        <Field label={puestoLabel(tipo)} required maxLength={100} error={errors.puesto?.message} {...form.register('puesto')} />
      </div>
      <TextareaField
        label="Funciones"
        required
        rows={4}
        maxLength={500}
        showCount
        error={errors.funciones?.message}
        {...form.register('funciones')}
      />
      <PeriodFields form={formPart<PeriodValues>(form)} years={years} />
    </>
  );
}

export function ExtracurricularSection({
  tipo,
  initial,
  today,
}: {
  tipo: ExtracurricularTipo;
  initial: ExtracurricularItem[];
  today: Date;
}) {
  const schema = useMemo(() => extracurricularSchema(today), [today]);
  const years = useMemo(() => aniosExperiencia(today), [today]);
  const project = tipo === 'Proyecto';
  return (
    <ListSection<'actExtracurricular' | 'voluntariado', ExtracurricularValues, typeof schema>
      icon={project ? 'sparkles' : 'heart'}
      sectionTitle={project ? 'Proyectos' : 'Voluntariado'}
      description={
        project ? 'Proyectos académicos, de investigación o emprendimientos.' : 'Voluntariados y labores sociales en las que participaste.'
      }
      addLabel={project ? 'Añadir proyecto' : 'Añadir voluntariado'}
      emptyText={project ? 'Aún no agregas proyectos.' : 'Aún no agregas voluntariados.'}
      modalTitle={project ? PROJECT_TITLE : VOLUNTEERING_TITLE}
      editTitle={project ? PROJECT_EDIT_TITLE : VOLUNTEERING_EDIT_TITLE}
      group={project ? 'actExtracurricular' : 'voluntariado'}
      initial={initial}
      schema={schema}
      toValues={project ? projectValues : volunteeringValues}
      toItem={(payload, id) => ({ id, ...payload, fecha_salida: payload.fecha_salida ?? null, descripcion: payload.funciones })}
      fields={EXTRACURRICULAR_FIELDS}
      describe={(x) => ({
        title: project ? (x.nombre_proyecto ?? x.puesto) : x.puesto,
        subtitle: project ? `${x.puesto} · ${x.nombre_empresa}` : x.nombre_empresa,
        when: period(x),
        text: x.descripcion,
      })}
      sort={byPeriod}
      renderFields={(form) => <ExtracurricularFields form={formPart<ExtracurricularValues>(form)} years={years} tipo={tipo} />}
    />
  );
}
