/**
 * `/empresas/unirse/:token` (docs/team.md): the page of an invitation's link. The colleague sets its names and
 * password, joins the company and is signed in. An invalid, used or expired link goes to /empresas/404.
 */
import type { DataOf } from '@practiperu/shared/api/contract';
import type { EquipoApi } from '@practiperu/shared/api/equipo';
import { NETWORK_ERROR_MESSAGE } from '@practiperu/shared/constants';
import { EQUIPO_ROL_LABEL } from '@practiperu/shared/equipo';
import { paths } from '@practiperu/shared/paths';
import { unirseSchema } from '@practiperu/shared/schemas/equipo';
import { useState } from 'react';
import { redirect, useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { BUTTON_PRIMARY } from '../../components/buttons';
import { Field, Form, FormAlert, PasswordField } from '../../components/field';
import { nameFields } from '../../components/person-fields';
import { useAppForm } from '../../components/use-app-form';
import { equipo } from '../../lib/api/equipo';
import { formResolver } from '../../lib/form-resolver';
import { applyServerErrors } from '../../lib/server-errors';
import { invalidateSession } from '../../lib/session';
import { tokenStore } from '../../lib/storage';
import { CARD } from '../../components/card';
import { IconBadge } from '../../components/icon-badge';
import { PageTitle } from '../../components/page-title';

type Invitacion = DataOf<EquipoApi['calls']['invitacion']>;
const formSchema = unirseSchema;
type Values = z.input<typeof formSchema>;
const FIELDS = ['nombres', 'apellidos', 'password', 'repeat_password'] as const;

export async function unirseLoader({ params }: LoaderFunctionArgs): Promise<Invitacion> {
  const res = await equipo.invitacion({ params: { token: params.token ?? '' } }, { skipSessionHandling: true });
  if (res.state && res.data[0]) return res.data[0];
  if (res.networkError) throw new Error(NETWORK_ERROR_MESSAGE);
  throw redirect(paths.empresas.notFound);
}

export function UnirsePage() {
  const inv = useLoaderData() as Invitacion;
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useAppForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: formResolver<Values, typeof formSchema>(formSchema),
    defaultValues: { token, nombres: '', apellidos: '', password: '', repeat_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: z.output<typeof formSchema>) {
    setServerError(null);
    const res = await equipo.unirse({ body: values }, { skipSessionHandling: true });
    if (res.state && res.data[0]) {
      tokenStore.set(res.data[0]);
      invalidateSession();
      navigate(paths.empresas.home, { replace: true });
      return;
    }
    if (applyServerErrors(form, res, FIELDS).length === 0) setServerError(res.message);
  }

  return (
    <section className={`mx-auto w-full max-w-lg ${CARD}`}>
      <div className="mb-2 flex justify-center">
        <IconBadge name="building" tone="brand" />
      </div>
      <div className="text-center">
        <PageTitle subtitle={`Te invitaron como ${EQUIPO_ROL_LABEL[inv.rol].toLowerCase()}. Crea tu acceso con tu propia contraseña.`}>
          {`Únete a ${inv.organizacion}`}
        </PageTitle>
      </div>
      <Form onSubmit={form.handleSubmit(onSubmit)} className="mt-6 space-y-4">
        <Field label="Correo" value={inv.correo} readOnly disabled />
        {nameFields(form)}
        <PasswordField
          label="Contraseña"
          required
          autoComplete="new-password"
          maxLength={40}
          hint="Entre 8 y 40 caracteres, sin espacios."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Repetir contraseña"
          required
          autoComplete="new-password"
          maxLength={40}
          error={errors.repeat_password?.message}
          {...form.register('repeat_password')}
        />
        <FormAlert>{serverError}</FormAlert>
        <button type="submit" disabled={isSubmitting} className={`${BUTTON_PRIMARY} w-full`}>
          {isSubmitting ? 'Uniéndote…' : 'Unirme al equipo'}
        </button>
      </Form>
    </section>
  );
}
