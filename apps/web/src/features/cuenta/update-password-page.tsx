/** `…/cuenta/actualizar-clave`: `PATCH usuario/updatePassword {clave, repetir_clave, current_password}`. */
import { updatePasswordSchema } from '@practiperu/shared/schemas/cuenta';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { Form, FormAlert, PasswordField } from '../../components/field';
import { PasswordFields } from '../../components/password-fields';
import { useAppForm } from '../../components/use-app-form';
import { usuario } from '../../lib/api/usuario';
import { AREAS, type CuentaArea } from './areas';
import { formResolver } from '../../lib/form-resolver';
import { applyServerErrors } from '../../lib/server-errors';
import { AccountSubPage } from './ui';
import { BUTTON_PRIMARY } from '../../components/buttons';

interface Values {
  current_password: string;
  clave: string;
  repetir_clave: string;
}
const FIELDS = ['current_password', 'clave', 'repetir_clave'] as const;

/**
 * The change itself: current password, then the new one and its repetition (the spec's pattern, said in the hint).
 * Also the back office's Mi cuenta. A message of the server goes as soon as the form is sent again, valid or not.
 */
export function UpdatePasswordForm() {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useAppForm<Values, unknown, z.output<typeof updatePasswordSchema>>({
    resolver: formResolver<Values, typeof updatePasswordSchema>(updatePasswordSchema),
    defaultValues: { current_password: '', clave: '', repetir_clave: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  // The button is disabled while it sends, which drops the focus: after a change it goes back to the form's first
  // field. An effect, so it runs once the reset form has been drawn again and the field is registered once more.
  useEffect(() => {
    if (result?.ok) setFocus('current_password');
  }, [result, setFocus]);

  async function onSubmit(values: Values) {
    setResult(null);
    const res = await usuario.updatePassword({ body: values });
    if (res.state) {
      const message = res.message || 'Tu contraseña se actualizó.';
      form.reset();
      // Said once, in the form's green box beside the fields (no toast with the same words as well).
      setResult({ ok: true, message });
      return;
    }
    // 'La contraseña actual no es correcta' and the like belong to the first field, said there once (no banner too).
    const enCampos = applyServerErrors(form, res, FIELDS, [{ match: /actual no es correcta/i, fields: ['current_password'] }]);
    if (enCampos.length === 0) setResult({ ok: false, message: res.message });
  }

  return (
    <Form onSubmit={form.handleSubmit(onSubmit, () => setResult(null))} className="space-y-4">
      <PasswordField
        label="Contraseña actual"
        required
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <PasswordFields
        label="Nueva contraseña"
        repeatLabel="Repetir nueva contraseña"
        caracteres
        password={form.register('clave')}
        repeat={form.register('repetir_clave')}
        passwordError={errors.clave?.message}
        repeatError={errors.repetir_clave?.message}
      />
      {result && <FormAlert variant={result.ok ? 'success' : 'error'}>{result.message}</FormAlert>}
      <button type="submit" disabled={isSubmitting} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
        {isSubmitting ? 'Guardando…' : 'Cambiar contraseña'}
      </button>
    </Form>
  );
}

export function UpdatePasswordPage({ area }: { area: CuentaArea }) {
  const info = AREAS[area];
  return (
    <AccountSubPage backTo={info.account} backLabel={info.backLabel} title="Cambiar contraseña">
      <UpdatePasswordForm />
    </AccountSubPage>
  );
}
