/**
 * `…/cuenta/eliminar`: the password, a confirmation dialog that warns the loss is
 * permanent and irreversible, `POST usuario/removeAccount {password}`; then the token is removed (the session no
 * longer exists on the server, so no logout call) and the user goes to the area's login.
 */
import { removeAccountSchema } from '@practiperu/shared/schemas/cuenta';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Form, FormAlert, PasswordField } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { Icon } from '../../components/icon';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { usuario } from '../../lib/api/usuario';
import { invalidateSession } from '../../lib/session';
import { tokenStore } from '../../lib/storage';
import { AREAS, type CuentaArea } from './areas';
import { formResolver } from '../../lib/form-resolver';
import { applyServerErrors } from '../../lib/server-errors';
import { AccountSubPage } from './ui';
import { BUTTON_DANGER, BUTTON_SECONDARY } from '../../components/buttons';

const LOST: Record<CuentaArea, string[]> = {
  postulantes: ['Tu CV y tus datos personales', 'Tus postulaciones', 'Tu membresía premium y su contenido', 'Tu acceso con este correo'],
  empresas: ['Los datos y el logo de tu empresa', 'Tus publicaciones y sus postulantes', 'Tu acceso con este correo'],
};

export function DeleteAccountPage({ area }: { area: CuentaArea }) {
  const info = AREAS[area];
  const navigate = useNavigate();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useAppForm<{ password: string }, unknown, z.output<typeof removeAccountSchema>>({
    resolver: formResolver<{ password: string }, typeof removeAccountSchema>(removeAccountSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  async function remove() {
    setDeleting(true);
    setServerError(null);
    const res = await usuario.removeAccount({ body: { password: form.getValues('password') } });
    setDeleting(false);
    setConfirming(false);
    if (res.state) {
      tokenStore.clear();
      invalidateSession();
      toast({ variant: 'success', title: 'Cuenta eliminada', message: res.message || 'Tu cuenta y tus datos se eliminaron.' });
      navigate(info.login, { replace: true });
      return;
    }
    const marked = applyServerErrors(form, res, ['password'], [{ match: /contraseña/i, fields: ['password'] }]);
    if (marked.length === 0) setServerError(res.message);
  }

  return (
    <AccountSubPage backTo={info.account} backLabel={info.backLabel} title="Eliminar cuenta">
      <div className="mb-6 flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
        <Icon name="warning" className="mt-0.5 size-6 shrink-0 text-red-700 dark:text-red-300" />
        <div>
          <p className="font-semibold">Se eliminarán todos los datos de tu cuenta de forma permanente e irreversible.</p>
          <p className="mt-1 text-sm">Perderás:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
            {LOST[area].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <Form onSubmit={form.handleSubmit(() => setConfirming(true))} className="space-y-4">
        <PasswordField
          label="Contraseña"
          required
          autoComplete="current-password"
          maxLength={40}
          hint="Escribe tu contraseña para confirmar que eres tú."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormAlert>{serverError}</FormAlert>
        <button type="submit" className={`${BUTTON_DANGER} w-full sm:w-auto`}>
          <Icon name="trash" className="size-5" />
          Eliminar cuenta
        </button>
      </Form>
      <Modal
        open={confirming}
        title="Eliminar cuenta"
        onClose={() => !deleting && setConfirming(false)}
        confirmLeave={false}
        footer={
          <>
            <button type="button" className={BUTTON_SECONDARY} onClick={() => setConfirming(false)} disabled={deleting}>
              Cancelar
            </button>
            <button type="button" className={BUTTON_DANGER} onClick={remove} disabled={deleting}>
              {deleting ? 'Eliminando…' : 'Sí, eliminar mi cuenta'}
            </button>
          </>
        }
      >
        <p className="text-slate-700 dark:text-slate-300">
          Tus datos se perderán de forma permanente e irreversible. No podrás volver a ingresar con esta cuenta.
        </p>
      </Modal>
    </AccountSubPage>
  );
}
