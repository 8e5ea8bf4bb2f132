/** The company registration form: multipart `POST usuario/registerRecruiter`. */
import { LOGO_MESSAGES } from '@practiperu/shared/cuenta';
import { registerRecruiterFormSchema } from '@practiperu/shared/schemas/cuenta';
import { z } from '@practiperu/shared/schemas/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CheckboxField, Field, Form, FormAlert } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { SkeletonGroup, SkeletonText } from '../../components/skeleton';
import { recursos } from '../../lib/api/recursos';
import { usuario } from '../../lib/api/usuario';
import { formResolver } from '../../lib/form-resolver';
import { LogoInput } from '../../components/logo-input';
import { accessFields, contactPersonFields } from '../../components/person-fields';
import { goToRegisterContinue } from './registration';
import { SectorCheckboxes, type Sector } from '../../components/sector-checkboxes';
import { applyServerErrors, MESSAGE_RULES } from '../../lib/server-errors';
import { TermsLabel } from '../../components/terms-label';
import { BUTTON_PRIMARY } from '../../components/buttons';

/** The shared schema plus the logo, which only the browser holds as a File (the server checks its bytes). */
const schema = registerRecruiterFormSchema.and(
  z.object({ logo: z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File, { error: LOGO_MESSAGES.required }) }),
);
type Output = z.output<typeof schema>;

interface Values {
  ruc: string;
  nombre_completo: string;
  nombre: string;
  sector: number[];
  logo: File | null;
  correo: string;
  clave: string;
  repetir_clave: string;
  nombres: string;
  apellidos: string;
  nro_contacto: string;
  cargo: string;
  terminos: boolean;
  autorizacion_marketing: boolean;
}

const FIELDS = [
  'ruc',
  'nombre_completo',
  'nombre',
  'sector',
  'logo',
  'correo',
  'clave',
  'repetir_clave',
  'nombres',
  'apellidos',
  'nro_contacto',
  'cargo',
  'terminos',
  'autorizacion_marketing',
] as const;

function toFormData(values: Output): FormData {
  const data = new FormData();
  data.set('ruc', values.ruc);
  data.set('nombre_completo', values.nombre_completo);
  data.set('nombre', values.nombre);
  // One comma-separated value: the shared schema reads it as the list (and also accepts repeated fields).
  data.set('sector', values.sector.join(','));
  data.set('correo', values.correo);
  data.set('clave', values.clave);
  data.set('repetir_clave', values.repetir_clave);
  data.set('nombres', values.nombres);
  data.set('apellidos', values.apellidos);
  data.set('nro_contacto', values.nro_contacto);
  data.set('cargo', values.cargo);
  data.set('autorizacion_marketing', String(values.autorizacion_marketing));
  // The file last: a multipart reader sees every field before the bytes.
  data.set('logo', values.logo);
  return data;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 w-full border-b border-slate-200 pb-2 text-base font-bold text-slate-900 dark:border-slate-700 dark:text-white">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

type SectorsState = { status: 'loading' } | { status: 'ready'; sectors: Sector[] } | { status: 'error'; message: string };

export function RegisterReclutadorForm() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sectors, setSectors] = useState<SectorsState>({ status: 'loading' });
  const form = useAppForm<Values, unknown, Output>({
    resolver: formResolver<Values, typeof schema>(schema),
    defaultValues: {
      ruc: '',
      nombre_completo: '',
      nombre: '',
      sector: [],
      logo: null,
      correo: '',
      clave: '',
      repetir_clave: '',
      nombres: '',
      apellidos: '',
      nro_contacto: '',
      cargo: '',
      terminos: false,
      autorizacion_marketing: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const controller = new AbortController();
    recursos
      .listOrganizacionSector(undefined, { signal: controller.signal })
      .then((res) => setSectors(res.state ? { status: 'ready', sectors: res.data } : { status: 'error', message: res.message }))
      .catch(() => {});
    return () => controller.abort();
  }, []);

  async function onSubmit(values: Output) {
    setServerError(null);
    const res = await usuario.registerRecruiter({ body: toFormData(values) });
    if (res.state) {
      goToRegisterContinue(navigate, 'empresas', res, values.correo);
      return;
    }
    setServerError(res.message);
    applyServerErrors(form, res, FIELDS, [
      { match: MESSAGE_RULES.correo, fields: ['correo'] },
      { match: MESSAGE_RULES.ruc, fields: ['ruc'] },
      { match: MESSAGE_RULES.contrasenas, fields: ['clave', 'repetir_clave'] },
    ]);
  }

  return (
    <Form onSubmit={form.handleSubmit(onSubmit)} className="space-y-8" aria-label="Registro de empresa">
      <Section title="Datos de la empresa">
        <Field
          label="RUC"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          hint="11 dígitos, empieza con 20."
          error={errors.ruc?.message}
          {...form.register('ruc')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Razón social"
            required
            autoComplete="organization"
            maxLength={150}
            error={errors.nombre_completo?.message}
            {...form.register('nombre_completo')}
          />
          <Field label="Nombre comercial" required maxLength={50} error={errors.nombre?.message} {...form.register('nombre')} />
        </div>
        {sectors.status === 'loading' && (
          <SkeletonGroup label="Cargando sectores…">
            <SkeletonText lines={4} />
          </SkeletonGroup>
        )}
        {sectors.status === 'error' && <FormAlert title="No se pudieron cargar los sectores">{sectors.message}</FormAlert>}
        {sectors.status === 'ready' && (
          <Controller
            control={form.control}
            name="sector"
            render={({ field }) => (
              <SectorCheckboxes
                ref={field.ref}
                sectors={sectors.sectors}
                value={field.value}
                error={errors.sector?.message}
                onChange={(ids) => {
                  form.clearErrors('sector');
                  field.onChange(ids);
                }}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="logo"
          render={({ field }) => (
            <LogoInput
              ref={field.ref}
              value={field.value}
              error={errors.logo?.message}
              onChange={(file) => {
                form.clearErrors('logo');
                field.onChange(file);
              }}
              onReject={(message) => form.setError('logo', { type: 'file', message })}
            />
          )}
        />
      </Section>

      <Section title="Datos de acceso">{accessFields(form, 'Con este correo iniciarás sesión.')}</Section>

      <Section title="Persona de contacto">{contactPersonFields(form)}</Section>

      <div className="space-y-3">
        <CheckboxField label={<TermsLabel />} required error={errors.terminos?.message} {...form.register('terminos')} />
        <CheckboxField
          label="Acepto recibir novedades y comunicaciones de PractiPerú para empresas por correo (opcional)."
          {...form.register('autorizacion_marketing')}
        />
      </div>
      <div className="space-y-4">
        <FormAlert title="No se pudo registrar la empresa">{serverError}</FormAlert>
        <button type="submit" disabled={isSubmitting} className={`${BUTTON_PRIMARY} w-full`}>
          {isSubmitting ? 'Registrando empresa…' : 'Registrar empresa'}
        </button>
      </div>
    </Form>
  );
}
