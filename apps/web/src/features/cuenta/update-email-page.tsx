/**
 * `…/cuenta/actualizar-correo`: the current address read-only (`GET usuario/myEmail`),
 * the new one and the password → `POST usuario/updateEmail {data, target_email, password}`. After sending,
 * the button waits 180 s (mm:ss); the link in the mail is valid 1 day.
 */
import { RESEND_COUNTDOWN_SECONDS } from '@practiperu/shared/constants';
import { updateEmailFormSchema } from '@practiperu/shared/schemas/cuenta';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import type { z } from 'zod';
import { Field, Form, FormAlert, PasswordField } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { usuario } from '../../lib/api/usuario';
import type { Loaded } from '../../lib/loaded';
import type { MyEmail } from './account-data';
import { AREAS, type CuentaArea } from './areas';
import { formResolver } from '../../lib/form-resolver';
import { LoadError } from '../../components/load-error';
import { retryAfterSeconds } from '../../lib/retry-after';
import { applyServerErrors } from '../../lib/server-errors';
import { AccountSubPage } from './ui';
import { BUTTON_PRIMARY } from '../../components/buttons';
import { useCountdown } from '../../lib/use-countdown';

export const EMAIL_CHANGE_SENT_MESSAGE = 'Se envió un mensaje a tu nuevo correo para validar, Recuerda tienes 1 día para validar';

interface Values {
  target_email: string;
  new_email: string;
  password: string;
}
const FIELDS = ['new_email', 'password'] as const;

function EmailForm({ current, retryAfter }: { current: string; retryAfter: number }) {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  // The server's countdown: a reload inside the 180 s after a link still shows the time left.
  const countdown = useCountdown(retryAfter);
  const form = useAppForm<Values, unknown, z.output<typeof updateEmailFormSchema>>({
    resolver: formResolver<Values, typeof updateEmailFormSchema>(updateEmailFormSchema),
    defaultValues: { target_email: current, new_email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: z.output<typeof updateEmailFormSchema>) {
    setResult(null);
    const res = await usuario.updateEmail({ body: { data: values.new_email, target_email: current, password: values.password } });
    if (res.state) {
      setResult({ ok: true, message: res.message || EMAIL_CHANGE_SENT_MESSAGE });
      countdown.start(retryAfterSeconds(res) ?? RESEND_COUNTDOWN_SECONDS);
      return;
    }
    if (res.status === 429) countdown.start(retryAfterSeconds(res) ?? RESEND_COUNTDOWN_SECONDS);
    // The call names the new address `data`.
    const serverErrors = res.optional?.errors;
    const errorsByField = serverErrors?.data ? { ...serverErrors, new_email: serverErrors.data } : serverErrors;
    const marked = applyServerErrors(form, { message: res.message, optional: { ...res.optional, errors: errorsByField } }, FIELDS, [
      { match: /contraseña/i, fields: ['password'] },
      { match: /correo/i, fields: ['new_email'] },
    ]);
    // Said once: at the field it is about, as «Eliminar cuenta» does; in the box only when no field takes it.
    if (marked.length === 0) setResult({ ok: false, message: res.message });
  }

  return (
    <Form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <Field label="Correo actual" type="email" readOnly value={current} className="[&_input]:bg-slate-50 dark:[&_input]:bg-slate-800" />
      <Field
        label="Nuevo correo"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        maxLength={255}
        error={errors.new_email?.message}
        {...form.register('new_email')}
      />
      <PasswordField
        label="Contraseña"
        required
        autoComplete="current-password"
        hint="Tu contraseña actual, para confirmar que eres tú."
        error={errors.password?.message}
        {...form.register('password')}
      />
      {result && <FormAlert variant={result.ok ? 'success' : 'error'}>{result.message}</FormAlert>}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={isSubmitting || countdown.running} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
          {isSubmitting ? 'Enviando…' : countdown.running ? `Cambiar correo (${countdown.label})` : 'Cambiar correo'}
        </button>
        {countdown.running && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Podrás volver a enviarlo en <span className="tabular-nums">{countdown.label}</span>.
          </p>
        )}
      </div>
    </Form>
  );
}

export function UpdateEmailPage({ area }: { area: CuentaArea }) {
  const info = AREAS[area];
  const loaded = useLoaderData() as Loaded<MyEmail>;
  return (
    <AccountSubPage
      backTo={info.account}
      backLabel={info.backLabel}
      title="Cambiar correo"
      subtitle="Te enviaremos un enlace a tu nuevo correo; el cambio se hace cuando lo abras (tienes 1 día)."
    >
      {loaded.ok ? <EmailForm current={loaded.data.email} retryAfter={loaded.data.retryAfter} /> : <LoadError message={loaded.message} />}
    </AccountSubPage>
  );
}
