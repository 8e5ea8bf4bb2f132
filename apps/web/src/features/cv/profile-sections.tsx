/**
 * The section forms of the update page: personal, contact, residence and education. Each saves as a
 * whole with `PUT postulante/update {form, data}` and shows a green or red message beside its button; Enter in an
 * input does not submit. Each tells the page while it holds unsaved input (unsaved.tsx); a save makes what was
 * sent the section's new starting point and leaves the other sections' input as it is.
 */
import { PHONE_PREFIX, RESUMEN_PROFESIONAL_MAX } from '@practiperu/shared/constants';
import { CV_MESSAGES, REDES_SOCIALES, type IdName, type PostulanteProfile, type UpdateForm } from '@practiperu/shared/cv';
import {
  contactSchema,
  educationSchema,
  personalSchema,
  placesSchema,
  redSocialSchema,
  type RedSocial,
} from '@practiperu/shared/schemas/cv';
import { useMemo, useState } from 'react';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import { Field, Form, SelectField, TextareaField } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { invalidateSession } from '../../lib/session';
import { contactEmailField, PhoneField } from '../../components/person-fields';
import { saveForm, type UpdateFields } from './api';
import type { Region } from '../../lib/lookups';
import { EDUCATION_FIELDS, EducationFields, educationValues, type EducationValues } from './education-fields';
import { applyCvServerErrors, cvResolver, formPart } from './form-helpers';
import { PERSONAL_FIELDS, PersonalFields, personalValues, type PersonalValues } from './personal-fields';
import { PLACES_FIELDS, PlaceFields, placesValues, type PlacesValues } from './place-fields';
import { AddForm, RequiredToPostular, SubHeading } from './ui';
import { Chip } from '../../components/chip';
import { SaveBar, SectionCard, type SaveOutcome } from '../../components/section-card';
import { useUnsavedInput } from './unsaved';

const INVALID = 'Revisa los campos marcados.';

/** One section form: the shared schema, the save call of its form name and the message beside the button. */
function useSectionForm<Values extends FieldValues, S extends z.ZodType, F extends UpdateForm = UpdateForm>(
  label: string,
  formName: F,
  schema: S,
  defaultValues: Values,
  fields: readonly Path<Values>[],
  onSaved?: () => void,
) {
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const form = useAppForm<Values, unknown, z.output<S>>({ resolver: cvResolver<Values, S>(schema), defaultValues: defaultValues as never });
  useUnsavedInput(label, form.formState.isDirty);

  async function save(data: z.output<S>) {
    setOutcome(null);
    // The schema is the form's own: its output is the data of `formName`.
    const res = await saveForm(formName, data as UpdateFields<F>);
    if (res.state) {
      // What was saved is the section's new starting point: only what is typed from now on is unsaved.
      form.reset(form.getValues());
      setOutcome({ ok: true, message: res.message || CV_MESSAGES.updated });
      onSaved?.();
      return;
    }
    applyCvServerErrors(form, res, fields);
    setOutcome({ ok: false, message: res.message });
  }

  const onSubmit = form.handleSubmit(save, () => setOutcome({ ok: false, message: INVALID }));
  return { form, outcome, onSubmit };
}

// ------------------------------------------------------------------ personal

export function PersonalSection({ profile }: { profile: PostulanteProfile }) {
  const revalidator = useRevalidator();
  const schema = useMemo(() => personalSchema(), []);
  const { form, outcome, onSubmit } = useSectionForm(
    'Información personal',
    'personal',
    schema,
    personalValues(profile),
    PERSONAL_FIELDS,
    () => {
      // The names are the account's too (the menu shows them): read the session again.
      invalidateSession();
      void revalidator.revalidate();
    },
  );
  return (
    <SectionCard icon="user" title="Información personal">
      <Form onSubmit={onSubmit} aria-label="Información personal">
        <PersonalFields form={formPart<PersonalValues>(form)} />
        <SaveBar busy={form.formState.isSubmitting} outcome={outcome} />
      </Form>
    </SectionCard>
  );
}

// ------------------------------------------------------------------ contact

interface ContactValues {
  correo_contacto: string;
  whatsapp: string;
  redes_sociales: RedSocial[];
}

/** The add-form of a social network: names already added are not offered again. */
export function SocialNetworkAdd({ added, onAdd }: { added: readonly RedSocial[]; onAdd: (red: RedSocial) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<{ name?: string; value?: string }>({});
  const free = REDES_SOCIALES.filter((n) => !added.some((r) => r.name === n));
  useUnsavedInput('Contacto', open && (name !== '' || value.trim() !== ''));

  function toggle(next: boolean) {
    setOpen(next);
    setName('');
    setValue('');
    setErrors({});
  }

  function add() {
    const parsed = redSocialSchema.safeParse({ name, value });
    if (!parsed.success) {
      const found: { name?: string; value?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'name' | 'value';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    onAdd(parsed.data);
    toggle(false);
  }

  return (
    <AddForm
      open={open}
      onOpenChange={toggle}
      noun="red social"
      onAdd={add}
      disabledReason={free.length === 0 ? 'Ya agregaste todas las redes sociales.' : undefined}
    >
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <SelectField
          label="Red social"
          required
          placeholder="Elige una opción"
          value={name}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined }));
          }}
        >
          {free.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
        <Field
          label="Enlace a tu perfil"
          required
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={200}
          value={value}
          error={errors.value}
          onChange={(e) => {
            setValue(e.target.value);
            setErrors((x) => ({ ...x, value: undefined }));
          }}
        />
      </div>
    </AddForm>
  );
}

export function ContactSection({ profile }: { profile: PostulanteProfile }) {
  const defaults: ContactValues = {
    correo_contacto: profile.correo_contacto ?? '',
    whatsapp: profile.whatsapp ?? '',
    redes_sociales: profile.redes_sociales,
  };
  const { form, outcome, onSubmit } = useSectionForm('Contacto', 'contact', contactSchema, defaults, ['correo_contacto', 'whatsapp']);
  const { errors } = form.formState;
  const redes = useWatch({ control: form.control, name: 'redes_sociales' });
  const redesError = errors.redes_sociales?.message ?? (Array.isArray(errors.redes_sociales) ? INVALID : undefined);

  return (
    <SectionCard icon="mail" title="Contacto" description="Cómo te contactan las empresas.">
      <Form onSubmit={onSubmit} aria-label="Contacto">
        <div className="grid gap-4 sm:grid-cols-2">
          {contactEmailField(form)}
          <PhoneField
            label="WhatsApp"
            hint={`9 dígitos, sin el ${PHONE_PREFIX}. Opcional.`}
            error={errors.whatsapp?.message}
            {...form.register('whatsapp')}
          />
        </div>
        <div className="mt-5">
          <SubHeading>Redes sociales</SubHeading>
          {redes.length > 0 && (
            <ul aria-label="Redes sociales" className="mb-3 flex flex-wrap gap-2">
              {redes.map((r) => (
                <Chip
                  key={r.name}
                  removeLabel={`Quitar ${r.name}`}
                  onRemove={() =>
                    form.setValue(
                      'redes_sociales',
                      redes.filter((x) => x.name !== r.name),
                      { shouldDirty: true },
                    )
                  }
                >
                  <span className="font-semibold">{r.name}</span> <span className="text-slate-600 dark:text-slate-400">{r.value}</span>
                </Chip>
              ))}
            </ul>
          )}
          <SocialNetworkAdd added={redes} onAdd={(red) => form.setValue('redes_sociales', [...redes, red], { shouldDirty: true })} />
          {redesError && <p className="mt-2 text-sm text-red-700 dark:text-red-300">{redesError}</p>}
        </div>
        <SaveBar busy={form.formState.isSubmitting} outcome={outcome} />
      </Form>
    </SectionCard>
  );
}

// ------------------------------------------------------------------ residence

export function PlacesSection({ profile, lugares }: { profile: PostulanteProfile; lugares: readonly Region[] }) {
  const { form, outcome, onSubmit } = useSectionForm('Lugar de residencia', 'places', placesSchema, placesValues(profile), PLACES_FIELDS);
  return (
    <SectionCard icon="mapPin" title="Lugar de residencia" description="Te recomendamos ofertas de tu región.">
      <Form onSubmit={onSubmit} aria-label="Lugar de residencia">
        <PlaceFields form={formPart<PlacesValues>(form)} lugares={lugares} />
        <SaveBar busy={form.formState.isSubmitting} outcome={outcome} />
      </Form>
    </SectionCard>
  );
}

// ------------------------------------------------------------------ education and the summary

type EducationSectionValues = EducationValues & { resumen_profesional: string };

export function EducationSection({ profile, ordenMerito }: { profile: PostulanteProfile; ordenMerito: readonly IdName[] }) {
  const schema = useMemo(() => educationSchema(), []);
  const { form, outcome, onSubmit } = useSectionForm<EducationSectionValues, typeof schema>(
    'Educación',
    'education',
    schema,
    { ...educationValues(profile), resumen_profesional: profile.resumen_profesional ?? '' },
    [...EDUCATION_FIELDS, 'resumen_profesional'],
  );
  const { errors } = form.formState;
  return (
    <SectionCard icon="academic" title="Educación" description="Tu formación y tu resumen profesional.">
      <Form onSubmit={onSubmit} aria-label="Educación">
        <EducationFields form={formPart<EducationValues>(form)} ordenMerito={ordenMerito} />
        <TextareaField
          id="resumen_profesional"
          className="mt-4 scroll-mt-24"
          label="Resumen profesional"
          badge={<RequiredToPostular />}
          required
          rows={5}
          maxLength={RESUMEN_PROFESIONAL_MAX}
          showCount
          hint="Quién eres, qué te interesa y qué sabes hacer. Máximo 500 caracteres."
          error={errors.resumen_profesional?.message}
          {...form.register('resumen_profesional')}
        />
        <SaveBar busy={form.formState.isSubmitting} outcome={outcome} />
      </Form>
    </SectionCard>
  );
}
