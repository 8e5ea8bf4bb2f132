/** The login form of every area (spec §2: email, password with show/hide, Ingresar, server message under the form). */
import { zodResolver } from '@hookform/resolvers/zod';
import { paths, safeReturnPath, type Area } from '@practiperu/shared/paths';
import { loginSchema, type LoginInput } from '@practiperu/shared/schemas/auth';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Field, Form, FormAlert, PasswordField, useAppForm } from '../../components/field';
import { api } from '../../lib/api-client';
import { invalidateSession } from '../../lib/session';
import { tokenStore } from '../../lib/storage';

const LOGIN_CALL: Record<Area, string> = {
  postulantes: 'auth/loginPostulant',
  empresas: 'auth/loginRecruiter',
  admin: 'auth/loginAdmin',
};

export function LoginForm({ area }: { area: Area }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const [networkError, setNetworkError] = useState<string | null>(null);
  const form = useAppForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const inactive = params.get('motivo') === 'inactivo';

  // Typing in either field clears the server's verdict on both (they were marked together).
  const clearServerError = () => serverError && setServerError(null);

  async function onSubmit(values: LoginInput) {
    setServerError(null);
    setNetworkError(null);
    const res = await api.post<string>(LOGIN_CALL[area], values, { skipSessionHandling: true });
    if (res.networkError) {
      setNetworkError(res.message);
      return;
    }
    if (!res.state || !res.data[0]) {
      const fieldErrors = res.optional?.errors;
      if (fieldErrors?.email) form.setError('email', { type: 'server', message: fieldErrors.email }, { shouldFocus: true });
      else if (fieldErrors?.password) form.setError('password', { type: 'server', message: fieldErrors.password }, { shouldFocus: true });
      else setServerError(res.message);
      return;
    }
    tokenStore.set(res.data[0]);
    invalidateSession();
    const back = safeReturnPath(params.get('volver'));
    navigate(back && back.startsWith(`/${area}/`) ? back : paths[area].home, { replace: true });
  }

  const emailReg = form.register('email', { onChange: clearServerError });
  const passwordReg = form.register('password', { onChange: clearServerError });

  return (
    <Form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" aria-describedby={serverError ? 'login-server-error' : undefined}>
      {inactive && (
        <FormAlert title="Tu sesión se cerró">Tu cuenta está inactiva. Si crees que es un error, escríbenos a soporte.</FormAlert>
      )}
      <FormAlert>{networkError}</FormAlert>
      <Field
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={255}
        invalid={!!serverError}
        error={errors.email?.message}
        {...emailReg}
      />
      <PasswordField
        label="Contraseña"
        autoComplete="current-password"
        maxLength={40}
        invalid={!!serverError}
        error={errors.password?.message}
        {...passwordReg}
      />
      <div className="flex justify-end">
        <Link
          to={paths[area === 'admin' ? 'postulantes' : area].recover}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          ¿Olvidaste tu contraseña? Recuperar cuenta
        </Link>
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {isSubmitting ? 'Ingresando…' : 'Ingresar'}
      </button>
      {serverError && (
        <p id="login-server-error" role="alert" className="text-center text-sm font-medium text-red-700 dark:text-red-300">
          {serverError}
        </p>
      )}
    </Form>
  );
}
