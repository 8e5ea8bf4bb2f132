/**
 * `/empresas/cuenta/actualizar` "Datos de la empresa" (docs/offers.md "organizacion"): logo,
 * information (the company's public contact), location and more information. Each section saves on its own
 * (`PUT organizacion/update {form, data}`: contact, location, social; `updateLogo`/`removeLogo` for the logo) and
 * shows its green or red message beside its button. RUC, legal and commercial names are not editable here.
 */
import { PHONE_LENGTH, PHONE_PREFIX } from '@practiperu/shared/constants';
import { DIRECCION_MAX, FB_MAX, ORGANIZACION_MESSAGES, RED_MAX, WEB_MAX, type OrganizacionCuenta } from '@practiperu/shared/organizacion';
import {
  organizacionContactSchema,
  organizacionLocationSchema,
  organizacionSocialSchema,
  type OrganizacionContactInput,
  type OrganizacionLocationInput,
} from '@practiperu/shared/schemas/organizacion';
import { paths } from '@practiperu/shared/paths';
import { useSessionUser } from '../../lib/use-session-user';
import { asientoPuede } from '@practiperu/shared/equipo';
import { SoloAdministradores } from '../equipo';
import { useId, useRef, useState } from 'react';
import { Controller, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import type { z } from 'zod';
import { ErrorText, Field, Form, SelectField, TextareaField } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { organizacion } from '../../lib/api/organizacion';
import { recursos } from '../../lib/api/recursos';
import type { Loaded } from '../../lib/loaded';
import { formResolver } from '../../lib/form-resolver';
import { LoadError } from '../../components/load-error';
import { contactEmailField, PhoneField } from '../../components/person-fields';
import { imageFileError } from '../../components/logo-input';
import { SectorCheckboxes, type Sector } from '../../components/sector-checkboxes';
import { applyServerErrors } from '../../lib/server-errors';
import { BackLink } from '../../components/back-link';
import { DataList } from '../../components/data-list';
import { lookups, type Region } from '../../lib/lookups';
import { BUTTON_DANGER_OUTLINE } from '../../components/buttons';
import { SaveBar, SectionCard, type SaveOutcome } from '../../components/section-card';
import { OrgLogo } from '../ofertas';

export interface EmpresaData {
  org: OrganizacionCuenta;
  lugares: Region[];
  sectores: Sector[];
}

export async function empresaDataLoader(): Promise<Loaded<EmpresaData>> {
  try {
    const [org, lugares, sectores] = await Promise.all([organizacion.myAccount(), lookups.lugares(), recursos.listOrganizacionSector()]);
    const data = org.data[0];
    if (!org.state || !data) return { ok: false, message: org.message };
    if (!sectores.state) return { ok: false, message: sectores.message };
    return { ok: true, data: { org: data, lugares, sectores: sectores.data } };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : '' };
  }
}

const INVALID = 'Revisa los campos marcados.';

/**
 * One section form of `organizacion/update`: the shared schema, the save (`send`: the call with this form's name)
 * and the message beside the button.
 */
function useOrgForm<Values extends FieldValues, S extends z.ZodType>(
  schema: S,
  defaultValues: Values,
  fields: readonly Path<Values>[],
  send: (data: z.output<S>) => ReturnType<typeof organizacion.update>,
) {
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const form = useAppForm<Values, unknown, z.output<S>>({
    resolver: formResolver<Values, S>(schema),
    defaultValues: defaultValues as never,
  });

  async function save(data: z.output<S>) {
    setOutcome(null);
    const res = await send(data);
    if (res.state) {
      setOutcome({ ok: true, message: res.message || ORGANIZACION_MESSAGES.updated });
      return;
    }
    applyServerErrors(form, res, fields);
    setOutcome({ ok: false, message: res.message });
  }

  const onSubmit = form.handleSubmit(save, () => setOutcome({ ok: false, message: INVALID }));
  return { form, outcome, onSubmit };
}

// ------------------------------------------------------------------ logo

function LogoSection({ org }: { org: OrganizacionCuenta }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(org.logo);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);

  async function upload(file: File | undefined) {
    setOutcome(null);
    if (!file) return;
    const problem = imageFileError(file);
    const clear = () => {
      if (input.current) input.current.value = '';
    };
    if (problem) {
      clear();
      setOutcome({ ok: false, message: problem });
      return;
    }
    const body = new FormData();
    body.append('logo', file);
    setBusy(true);
    const res = await organizacion.updateLogo({ body });
    setBusy(false);
    clear();
    const newUrl = res.data[0];
    if (res.state && newUrl) {
      setUrl(newUrl);
      setOutcome({ ok: true, message: res.message || ORGANIZACION_MESSAGES.logoUpdated });
    } else {
      setOutcome({ ok: false, message: res.optional?.errors?.logo ?? res.message });
    }
  }

  async function remove() {
    setOutcome(null);
    setBusy(true);
    const res = await organizacion.removeLogo();
    setBusy(false);
    if (res.state) setUrl(null);
    setOutcome({ ok: res.state, message: res.message || (res.state ? ORGANIZACION_MESSAGES.logoRemoved : 'No se pudo quitar el logo.') });
  }

  return (
    <SectionCard icon="camera" title="Logo" description="Aparece en tus ofertas. PNG o JPG, máximo 1MB.">
      <div className="flex flex-col items-center gap-5 sm:flex-row">
        <OrgLogo url={url} name={org.nombre} size="size-28" />
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <input
              ref={input}
              id={id}
              type="file"
              accept="image/png,image/jpeg"
              aria-describedby={`${id}-status`}
              aria-invalid={outcome && !outcome.ok ? true : undefined}
              disabled={busy}
              onChange={(e) => void upload(e.target.files?.[0])}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-xs hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:peer-focus-visible:outline-brand-100"
            >
              <Icon name="plus" className="size-4" />
              {busy ? 'Guardando…' : url ? 'Cambiar logo' : 'Subir logo'}
            </label>
            {url && (
              <button type="button" className={`${BUTTON_DANGER_OUTLINE} py-2! text-sm`} disabled={busy} onClick={() => void remove()}>
                <Icon name="trash" className="size-4" />
                Quitar logo
              </button>
            )}
          </div>
          <div id={`${id}-status`} className="mt-2">
            {outcome && !outcome.ok ? (
              <ErrorText id={`${id}-error`}>
                <span role="alert">{outcome.message}</span>
              </ErrorText>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">Sólo imágenes PNG o JPG, máximo 1MB.</p>
            )}
            <p role="status" className="mt-1 text-sm font-medium text-green-700 empty:hidden dark:text-green-300">
              {outcome?.ok ? outcome.message : ''}
            </p>
          </div>
        </div>
      </div>
    </SectionCard>
  );
}

// ------------------------------------------------------------------ information (form 'contact')

function ContactSection({ org }: { org: OrganizacionCuenta }) {
  const { form, outcome, onSubmit } = useOrgForm<OrganizacionContactInput, typeof organizacionContactSchema>(
    organizacionContactSchema,
    { correo_contacto: org.correo_contacto ?? '', numero_contacto: org.numero_contacto ?? '' },
    ['correo_contacto', 'numero_contacto'],
    (data) => organizacion.update({ body: { form: 'contact', data } }),
  );
  const { errors } = form.formState;
  return (
    <SectionCard icon="building" title="Información" description="Cómo te ven y te escriben los postulantes.">
      <DataList
        items={[
          { label: 'Nombre comercial', value: org.nombre },
          { label: 'Razón social', value: org.nombre_completo },
          { label: 'RUC', value: <span className="tabular-nums">{org.ruc}</span> },
        ]}
      />
      <p className="mt-2 mb-5 text-sm text-slate-600 dark:text-slate-400">
        El RUC y los nombres de la empresa no se cambian aquí: escríbenos si necesitas corregirlos.
      </p>
      <Form onSubmit={onSubmit} aria-label="Información de contacto de la empresa">
        <div className="grid gap-4 sm:grid-cols-2">
          {contactEmailField(form)}
          <PhoneField
            label="Teléfono de contacto"
            required
            hint={`${PHONE_LENGTH} dígitos, sin el ${PHONE_PREFIX}.`}
            error={errors.numero_contacto?.message}
            {...form.register('numero_contacto')}
          />
        </div>
        <SaveBar busy={form.formState.isSubmitting} outcome={outcome} label="Guardar información" />
      </Form>
    </SectionCard>
  );
}

// ------------------------------------------------------------------ location

interface LocationValues extends Omit<OrganizacionLocationInput, 'id_region'> {
  id_region: string;
}

function LocationSection({ org, lugares }: { org: OrganizacionCuenta; lugares: Region[] }) {
  const { form, outcome, onSubmit } = useOrgForm<LocationValues, typeof organizacionLocationSchema>(
    organizacionLocationSchema,
    {
      id_region: org.id_region ? String(org.id_region) : '',
      region: org.region ?? '',
      distrito: org.distrito ?? '',
      direccion: org.direccion ?? '',
    },
    ['id_region', 'region', 'distrito', 'direccion'],
    (data) => organizacion.update({ body: { form: 'location', data } }),
  );
  const { errors } = form.formState;
  const idRegion = useWatch({ control: form.control, name: 'id_region' });
  const region = lugares.find((r) => String(r.id) === idRegion);
  return (
    <SectionCard icon="mapPin" title="Ubicación" description="Dónde está tu empresa o la sede donde harán las prácticas.">
      <Form onSubmit={onSubmit} aria-label="Ubicación">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Región"
            required
            placeholder="Elige una opción"
            error={errors.id_region?.message ?? errors.region?.message}
            {...form.register('id_region', {
              onChange: (event: { target: { value: string } }) => {
                const picked = lugares.find((r) => String(r.id) === event.target.value);
                form.setValue('region', picked?.nombre ?? '');
                form.setValue('distrito', '');
                form.clearErrors(['region', 'distrito']);
              },
            })}
          >
            {lugares.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.nombre}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Distrito"
            required
            placeholder={region ? 'Elige una opción' : 'Elige primero la región'}
            disabled={!region}
            error={errors.distrito?.message}
            {...form.register('distrito')}
          >
            {region?.provincias.map((p) => (
              <optgroup key={p.id} label={`Provincia de ${p.nombre}`}>
                {p.distritos.map((d) => (
                  <option key={d.id} value={d.nombre}>
                    {d.nombre}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <Field
            label="Dirección"
            className="sm:col-span-2"
            autoComplete="street-address"
            maxLength={DIRECCION_MAX}
            showCount
            error={errors.direccion?.message ?? undefined}
            {...form.register('direccion')}
          />
        </div>
        <SaveBar busy={form.formState.isSubmitting} outcome={outcome} label="Guardar ubicación" />
      </Form>
    </SectionCard>
  );
}

// ------------------------------------------------------------------ more information (form 'social')

interface SocialValues {
  sector: number[];
  descripcion: string;
  web: string;
  fb: string;
  linkedin: string;
  instagram: string;
}

function SocialSection({ org, sectores }: { org: OrganizacionCuenta; sectores: Sector[] }) {
  const { form, outcome, onSubmit } = useOrgForm<SocialValues, typeof organizacionSocialSchema>(
    organizacionSocialSchema,
    {
      sector: org.sector.map((s) => s.id),
      descripcion: org.descripcion ?? '',
      web: org.web ?? '',
      fb: org.fb ?? '',
      linkedin: org.linkedin ?? '',
      instagram: org.instagram ?? '',
    },
    ['sector', 'descripcion', 'web', 'fb', 'linkedin', 'instagram'],
    (data) => organizacion.update({ body: { form: 'social', data } }),
  );
  const { errors } = form.formState;
  return (
    <SectionCard icon="briefcase" title="Más información" description="Lo que los postulantes leen sobre tu empresa.">
      <Form onSubmit={onSubmit} aria-label="Más información" className="space-y-4">
        <Controller
          control={form.control}
          name="sector"
          render={({ field, fieldState }) => (
            <SectorCheckboxes
              sectors={sectores}
              value={field.value}
              onChange={(ids) => {
                form.clearErrors('sector');
                field.onChange(ids);
              }}
              ref={field.ref}
              error={fieldState.error?.message}
              legend="Sectores"
            />
          )}
        />
        <TextareaField
          label="Descripción de la empresa"
          required
          rows={4}
          maxLength={255}
          showCount
          hint="A qué se dedica tu empresa y qué aprenden sus practicantes."
          error={errors.descripcion?.message}
          {...form.register('descripcion')}
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Tus enlaces aparecen en la página pública de tu empresa. Escribe la dirección completa (https://…); en las redes basta el nombre
          de tu página.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Página web"
            type="url"
            inputMode="url"
            placeholder="https://www.tuempresa.pe"
            maxLength={WEB_MAX}
            error={errors.web?.message}
            {...form.register('web')}
          />
          <Field
            label="LinkedIn"
            inputMode="url"
            placeholder="https://www.linkedin.com/company/tuempresa"
            maxLength={RED_MAX}
            error={errors.linkedin?.message}
            {...form.register('linkedin')}
          />
          <Field
            label="Facebook"
            inputMode="url"
            placeholder="https://www.facebook.com/tuempresa"
            maxLength={FB_MAX}
            error={errors.fb?.message}
            {...form.register('fb')}
          />
          <Field
            label="Instagram"
            inputMode="url"
            placeholder="https://www.instagram.com/tuempresa"
            maxLength={RED_MAX}
            error={errors.instagram?.message}
            {...form.register('instagram')}
          />
        </div>
        <SaveBar busy={form.formState.isSubmitting} outcome={outcome} label="Guardar más información" />
      </Form>
    </SectionCard>
  );
}

export function EmpresaDataPage() {
  const loaded = useLoaderData() as Loaded<EmpresaData>;
  const user = useSessionUser();
  // A recruiter seat cannot save these forms: it gets the explanation, not forms that would be refused on save.
  if (user && !asientoPuede(user, 'empresa')) {
    return (
      <div className="max-w-3xl">
        <BackLink to={paths.empresas.account}>Ir a mi cuenta</BackLink>
        <PageTitle>Datos de la empresa</PageTitle>
        <SoloAdministradores />
      </div>
    );
  }
  return (
    <div className="max-w-3xl">
      <BackLink to={paths.empresas.account}>Ir a mi cuenta</BackLink>
      <PageTitle subtitle="Logo, información, ubicación y más información de tu empresa. Cada sección se guarda por separado.">
        Datos de la empresa
      </PageTitle>
      {!loaded.ok ? (
        <LoadError message={loaded.message} />
      ) : (
        <div className="space-y-5">
          <LogoSection org={loaded.data.org} />
          <ContactSection org={loaded.data.org} />
          <LocationSection org={loaded.data.org} lugares={loaded.data.lugares} />
          <SocialSection org={loaded.data.org} sectores={loaded.data.sectores} />
        </div>
      )}
    </div>
  );
}
