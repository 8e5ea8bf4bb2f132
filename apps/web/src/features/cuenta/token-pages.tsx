/**
 * The public pages opened from a mail link: account confirmation, password reset,
 * e-mail change confirmation. An invalid or used token goes to the area's 404 (/404 or /empresas/404), except a
 * confirmation link of an account already confirmed, or an e-mail-change link whose change was made (a second click,
 * Back after the first login): that one says so and offers the login, which takes the link's place in the history
 * so Back does not return to it.
 */
import { NETWORK_ERROR_MESSAGE } from '@practiperu/shared/constants';
import { resetPasswordFormSchema } from '@practiperu/shared/schemas/cuenta';
import { useEffect, useState } from 'react';
import { Link, redirect, replace, useLoaderData, useNavigate, useParams, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { Form, FormAlert } from '../../components/field';
import { PasswordFields } from '../../components/password-fields';
import { useAppForm } from '../../components/use-app-form';
import { auth } from '../../lib/api/auth';
import { usuario } from '../../lib/api/usuario';
import { areaOfRole, getSession, homeOfRole, invalidateSession } from '../../lib/session';
import { passwordUpdatedStore, tokenStore } from '../../lib/storage';
import { AREAS, type CuentaArea } from './areas';
import { formResolver } from '../../lib/form-resolver';
import { applyServerErrors } from '../../lib/server-errors';
import { BUTTON_PRIMARY, TEXT_LINK } from '../../components/buttons';
import { CenteredCard } from './ui';

/** A failed call of a token page: not found when the server said no, an error page when it was not reached. */
function failToken(area: CuentaArea, networkError: boolean | undefined): never {
  if (networkError) throw new Error(NETWORK_ERROR_MESSAGE);
  throw redirect(AREAS[area].notFound);
}

/** Token pages use their token once: a revalidation (e.g. after a form on the page) must not call again. */
export const neverRevalidate = () => false;

function LoginButton({ area }: { area: CuentaArea }) {
  return (
    <div className="mt-6 flex justify-center">
      <Link to={AREAS[area].login} replace className={`${BUTTON_PRIMARY} min-w-48`}>
        Iniciar sesión
      </Link>
    </div>
  );
}

// ------------------------------------------------------------------ …/registrarse/confirmar/:key

export function registerConfirmLoader(area: CuentaArea) {
  return async ({ params }: LoaderFunctionArgs) => {
    const res = await usuario.validateAccount({ params: { token: params.key ?? '' } });
    // 409: the link was used and the account is confirmed; the server's sentence says so. Someone already signed in
    // to this area (Back after the first login, whichever way they reached the login) skips the page: the used link's
    // entry in the history becomes their home, so Back goes on to what came before it.
    if (!res.state && res.status === 409) {
      const user = await getSession();
      if (user && areaOfRole(user.role) === area) throw replace(homeOfRole(user.role));
      return { message: res.message, yaConfirmada: true };
    }
    if (!res.state) failToken(area, res.networkError);
    return { message: res.message, yaConfirmada: false };
  };
}

export function RegisterConfirmPage({ area }: { area: CuentaArea }) {
  const { message, yaConfirmada } = useLoaderData() as { message: string; yaConfirmada: boolean };
  return (
    <CenteredCard icon="check" tone="success" title="Cuenta confirmada">
      <p className="text-center text-slate-600 dark:text-slate-400">
        {yaConfirmada
          ? message
          : `${message && message !== 'Cuenta confirmada' ? `${message} ` : ''}Tu cuenta está activa: ya puedes iniciar sesión con tu correo y tu contraseña.`}
      </p>
      <LoginButton area={area} />
    </CenteredCard>
  );
}

// ------------------------------------------------------------------ …/nueva-clave/:token_password

export function newPasswordLoader(area: CuentaArea) {
  return async ({ params }: LoaderFunctionArgs) => {
    const res = await auth.validateTokenForgot({ params: { token: params.token_password ?? '' } });
    if (!res.state) failToken(area, res.networkError);
    return null;
  };
}

interface ResetValues {
  password: string;
  repeat_password: string;
}

export function NewPasswordPage({ area }: { area: CuentaArea }) {
  const { token_password: token = '' } = useParams();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useAppForm<ResetValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: formResolver<ResetValues, typeof resetPasswordFormSchema>(resetPasswordFormSchema),
    defaultValues: { password: '', repeat_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: ResetValues) {
    setServerError(null);
    const res = await auth.newPassword({ body: { token, new_password: values.password } }, { skipSessionHandling: true });
    if (res.state) {
      passwordUpdatedStore.set(token);
      navigate(AREAS[area].passwordUpdated(token), { replace: true });
      return;
    }
    const errorsFromServer = res.optional?.errors;
    const mapped = errorsFromServer?.new_password ? { ...errorsFromServer, password: errorsFromServer.new_password } : errorsFromServer;
    const marked = applyServerErrors(form, { message: res.message, optional: { ...res.optional, errors: mapped } }, [
      'password',
      'repeat_password',
    ]);
    if (marked.length === 0) setServerError(res.message);
  }

  return (
    <CenteredCard icon="key" title="Nueva contraseña" subtitle="Crea una contraseña nueva para tu cuenta.">
      {/* A stale server message goes as soon as the form is sent again, valid or not. */}
      <Form onSubmit={form.handleSubmit(onSubmit, () => setServerError(null))} className="space-y-4">
        <PasswordFields
          label="Nueva contraseña"
          caracteres
          password={form.register('password')}
          repeat={form.register('repeat_password')}
          passwordError={errors.password?.message}
          repeatError={errors.repeat_password?.message}
        />
        <FormAlert>{serverError}</FormAlert>
        <button type="submit" disabled={isSubmitting} className={`${BUTTON_PRIMARY} w-full`}>
          {isSubmitting ? 'Guardando…' : 'Guardar contraseña'}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={AREAS[area].login} className={TEXT_LINK}>
          Volver al inicio de sesión
        </Link>
      </p>
    </CenteredCard>
  );
}

// ------------------------------------------------------------------ …/mensaje/nueva-clave/:token_password

/**
 * The link is used up by then, so the server cannot vouch for it: the page opens only for the token whose password
 * this tab just saved; any other token goes to the area's 404.
 */
export function passwordUpdatedLoader(area: CuentaArea) {
  return ({ params }: LoaderFunctionArgs) => {
    const token = params.token_password ?? '';
    if (!token || passwordUpdatedStore.get() !== token) throw redirect(AREAS[area].notFound);
    return null;
  };
}

export function PasswordUpdatedPage({ area }: { area: CuentaArea }) {
  return (
    <CenteredCard icon="shield" tone="success" title="Tu contraseña se actualizó">
      <p className="text-center text-slate-600 dark:text-slate-400">Ya puedes iniciar sesión con tu nueva contraseña.</p>
      <LoginButton area={area} />
    </CenteredCard>
  );
}

// ------------------------------------------------------------------ …/confirmar-cambio/:token

export function emailChangeConfirmLoader(area: CuentaArea) {
  return async ({ params }: LoaderFunctionArgs) => {
    const res = await usuario.updateEmailConfirmed({ body: { token: params.token ?? '' } }, { skipSessionHandling: true });
    // 409 with ya_cambiado: the link was used and the address is the new one; the server's sentence says so.
    if (!res.state && res.status === 409 && res.optional?.ya_cambiado) return { message: res.message, hadSession: false, yaCambiado: true };
    if (!res.state) failToken(area, res.networkError);
    // The user logs in again, with the new e-mail: any session kept in this browser ends here.
    const hadSession = tokenStore.get() !== null;
    tokenStore.clear();
    invalidateSession();
    return { message: res.message, hadSession, yaCambiado: false };
  };
}

export function EmailChangeConfirmPage({ area }: { area: CuentaArea }) {
  const { message, hadSession, yaCambiado } = useLoaderData() as { message: string; hadSession: boolean; yaCambiado: boolean };
  const revalidator = useRevalidator();
  // The root loaded the session alongside this page: ask again so the header no longer shows the old one.
  useEffect(() => {
    if (hadSession) void revalidator.revalidate();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <CenteredCard icon="mail" tone="success" title="Tu correo se actualizó correctamente">
      <p className="text-center text-slate-600 dark:text-slate-400">
        {yaCambiado ? message : 'Desde ahora inicia sesión con tu nuevo correo. Por seguridad, vuelve a ingresar tu contraseña.'}
      </p>
      <LoginButton area={area} />
    </CenteredCard>
  );
}
