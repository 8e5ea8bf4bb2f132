/**
 * `/postulantes/curriculum/complete` (docs/decisions/011-cv-gate.md): exactly the required data — personal,
 * education, residence and the contact e-mail — saved with `PUT postulante/update {form: 'info_required', data}`.
 * Once saved, the cached session is dropped so the guard sees `cv_completo` true, and the applicant goes home.
 */
import { paths } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import type { PostulanteProfile } from '@practiperu/shared/cv';
import { infoRequiredSchema, type InfoRequiredData } from '@practiperu/shared/schemas/cv';
import { useMemo, useState } from 'react';
import { useLoaderData, useNavigate, useRouteLoaderData } from 'react-router';
import { Form, FormAlert } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { invalidateSession } from '../../lib/session';
import type { Loaded } from '../../lib/loaded';
import { LoadError } from '../../components/load-error';
import { contactEmailField } from '../../components/person-fields';
import { BUTTON_PRIMARY } from '../../components/buttons';
import { lookups, type Region } from '../../lib/lookups';
import { loadProfile, saveForm } from './api';
import { EDUCATION_FIELDS, EducationFields, educationValues, type EducationValues } from './education-fields';
import { applyCvServerErrors, cvResolver, formPart } from './form-helpers';
import { PERSONAL_FIELDS, PersonalFields, personalValues, type PersonalValues } from './personal-fields';
import { PLACES_FIELDS, PlaceFields, placesValues, type PlacesValues } from './place-fields';

type Values = PersonalValues & EducationValues & PlacesValues & { correo_contacto: string };

const FIELDS = [...PERSONAL_FIELDS, ...EDUCATION_FIELDS.filter((f) => f !== 'orden_merito'), ...PLACES_FIELDS, 'correo_contacto'] as const;

export interface CompleteData {
  profile: PostulanteProfile;
  lugares: Region[];
}

export async function completeLoader(): Promise<Loaded<CompleteData>> {
  try {
    const [profile, lugares] = await Promise.all([loadProfile(), lookups.lugares()]);
    if (!profile.ok) return profile;
    return { ok: true, data: { profile: profile.data, lugares } };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : '' };
  }
}

function Block({ title, icon, children }: { title: string; icon: 'user' | 'academic' | 'mapPin' | 'mail'; children: React.ReactNode }) {
  const id = `complete-${icon}`;
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0 dark:border-slate-800">
      <h2 id={id} className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
        <Icon name={icon} className="size-5 text-brand-700 dark:text-brand-100" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function CompleteForm({ data }: { data: CompleteData }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  // The account's e-mail is offered as the contact e-mail.
  const user = useRouteLoaderData('postulantes-private') as SessionUser | undefined;
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => infoRequiredSchema(), []);
  const form = useAppForm<Values, unknown, InfoRequiredData>({
    resolver: cvResolver<Values, typeof schema>(schema),
    defaultValues: {
      ...personalValues(data.profile),
      ...educationValues(data.profile),
      ...placesValues(data.profile),
      correo_contacto: data.profile.correo_contacto ?? user?.email ?? '',
    },
  });
  const { isSubmitting } = form.formState;

  async function onSubmit(values: InfoRequiredData) {
    setServerError(null);
    const res = await saveForm('info_required', values);
    if (res.state) {
      // The CV gate reads cv_completo from the session: ask for it again before going home.
      invalidateSession();
      toast({ variant: 'success', title: 'Datos guardados', message: 'Ya puedes usar PractiPerú. Completa tu CV para postular.' });
      navigate(paths.postulantes.home, { replace: true });
      return;
    }
    applyCvServerErrors(form, res, FIELDS);
    setServerError(res.message);
  }

  return (
    <Form onSubmit={form.handleSubmit(onSubmit)} className="space-y-6" aria-label="Datos requeridos">
      <Block title="Datos personales" icon="user">
        <PersonalFields form={formPart<PersonalValues>(form)} />
      </Block>
      <Block title="Formación" icon="academic">
        <EducationFields form={formPart<EducationValues>(form)} />
      </Block>
      <Block title="Lugar de residencia" icon="mapPin">
        <PlaceFields form={formPart<PlacesValues>(form)} lugares={data.lugares} />
      </Block>
      <Block title="Contacto" icon="mail">
        {contactEmailField(form, { hint: 'Las empresas te escribirán a este correo.', className: 'sm:max-w-md' })}
      </Block>
      <FormAlert>{serverError}</FormAlert>
      <button type="submit" disabled={isSubmitting} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
        {isSubmitting ? 'Guardando…' : 'Guardar y continuar'}
      </button>
    </Form>
  );
}

export function CompletePage() {
  const loaded = useLoaderData() as Loaded<CompleteData>;
  return (
    <div className="max-w-3xl">
      <PageTitle subtitle="Antes de empezar, necesitamos estos datos para recomendarte ofertas según tu formación y tu región.">
        Completa tus datos
      </PageTitle>
      <p className="mb-5 flex gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-800 dark:border-slate-700 dark:bg-slate-800 dark:text-brand-100">
        <Icon name="shield" className="size-5 shrink-0" />
        <span>
          Tu cuenta sigue disponible mientras tanto en <strong>Mi cuenta</strong> (contraseña, correo y eliminación).
        </span>
      </p>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {loaded.ok ? <CompleteForm data={loaded.data} /> : <LoadError message={loaded.message} />}
      </div>
    </div>
  );
}
