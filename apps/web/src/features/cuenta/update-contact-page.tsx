/** `/empresas/cuenta/actualizar-contacto`: `PUT usuario/update {data: {nombres, apellidos, nro_contacto, cargo}}`. */
import { contactSchema } from '@practiperu/shared/schemas/cuenta';
import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Form, FormAlert } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { useToast } from '../../components/toast';
import { usuario } from '../../lib/api/usuario';
import { invalidateSession } from '../../lib/session';
import type { Loaded } from '../../lib/loaded';
import type { MyAccount } from './account-data';
import { AREAS } from './areas';
import { formResolver } from '../../lib/form-resolver';
import { LoadError } from '../../components/load-error';
import { contactPersonFields } from '../../components/person-fields';
import { applyServerErrors } from '../../lib/server-errors';
import { AccountSubPage } from './ui';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';

type Values = z.input<typeof contactSchema>;
const FIELDS = ['nombres', 'apellidos', 'nro_contacto', 'cargo'] as const;

function ContactForm({ account }: { account: MyAccount }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useAppForm<Values, unknown, z.output<typeof contactSchema>>({
    resolver: formResolver<Values, typeof contactSchema>(contactSchema),
    defaultValues: {
      nombres: account.nombres,
      apellidos: account.apellidos,
      nro_contacto: account.organizacion?.nro_contacto ?? '',
      cargo: account.organizacion?.cargo ?? '',
    },
  });
  const { isSubmitting } = form.formState;

  async function onSubmit(data: z.output<typeof contactSchema>) {
    setServerError(null);
    const res = await usuario.update({ body: { data } });
    if (res.state) {
      // The menu shows the person's name: the session is read again on the next page.
      invalidateSession();
      notify(res.message || 'Se actualizaron tus datos de contacto.', 'success');
      navigate(AREAS.empresas.account);
      return;
    }
    applyServerErrors(form, res, FIELDS);
    setServerError(res.message);
  }

  return (
    <Form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      {contactPersonFields(form)}
      <FormAlert>{serverError}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isSubmitting} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
          {isSubmitting ? 'Guardando…' : 'Guardar cambios'}
        </button>
        <button type="button" onClick={() => navigate(AREAS.empresas.account)} className={`${BUTTON_SECONDARY} w-full sm:w-auto`}>
          Cancelar
        </button>
      </div>
    </Form>
  );
}

export function UpdateContactPage() {
  const loaded = useLoaderData() as Loaded<MyAccount>;
  const info = AREAS.empresas;
  return (
    <AccountSubPage
      backTo={info.account}
      backLabel={info.backLabel}
      title="Datos de contacto"
      subtitle="La persona de tu empresa con quien coordinamos las publicaciones."
    >
      {loaded.ok ? <ContactForm account={loaded.data} /> : <LoadError message={loaded.message} />}
    </AccountSubPage>
  );
}
