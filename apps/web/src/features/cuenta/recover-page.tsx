/**
 * `…/recuperar-cuenta`: e-mail, the send button, 'Volver al inicio'. Success shows the server's message (the same
 * for every address, so it does not reveal which e-mails have accounts) with the spec's hint and the spam advice, and
 * blocks the button 180 s (mm:ss); failure puts the message on the field. The button reads 'Enviar enlace' since a
 * link is sent. The spec's hint is usted and the server's answer tú, both fixed: our own advice beside them takes
 * neither (docs/decisions/009).
 */
import { RESEND_COUNTDOWN_SECONDS } from '@practiperu/shared/constants';
import { forgotPasswordSchema } from '@practiperu/shared/schemas/cuenta';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Field, Form, FormAlert } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { auth } from '../../lib/api/auth';
import { AREAS, type CuentaArea } from './areas';
import { formResolver } from '../../lib/form-resolver';
import { retryAfterSeconds } from '../../lib/retry-after';
import { BUTTON_PRIMARY, TEXT_LINK } from '../../components/buttons';
import { CenteredCard } from './ui';
import { useCountdown } from '../../lib/use-countdown';

export const RECOVERY_HINT = 'Se le enviará un mensaje de recuperación a su correo';
export const RECOVERY_SPAM_HINT = 'Si el mensaje no llega en unos minutos, conviene mirar la carpeta de spam o correo no deseado.';

export function RecoverPage({ area }: { area: CuentaArea }) {
  const info = AREAS[area];
  const [sent, setSent] = useState<string | null>(null);
  const countdown = useCountdown();
  const form = useAppForm<{ email: string }, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: formResolver<{ email: string }, typeof forgotPasswordSchema>(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: { email: string }) {
    setSent(null);
    const res = await auth.forgotPassword({ body: { email: values.email } }, { skipSessionHandling: true });
    if (res.state) {
      setSent(res.message || 'Revisa tu correo.');
      countdown.start(retryAfterSeconds(res) ?? RESEND_COUNTDOWN_SECONDS);
      return;
    }
    if (res.status === 429) countdown.start(retryAfterSeconds(res) ?? RESEND_COUNTDOWN_SECONDS);
    form.setError('email', { type: 'server', message: res.optional?.errors?.email ?? res.message }, { shouldFocus: true });
  }

  // With the field empty the submit does nothing (no call); the field is focused and says why.
  const submit = form.handleSubmit(onSubmit);

  return (
    <CenteredCard
      icon="key"
      title="Recuperar cuenta"
      subtitle="Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña."
    >
      <Form onSubmit={submit} className="space-y-4">
        <Field
          label="Correo electrónico"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={255}
          error={errors.email?.message}
          {...form.register('email')}
        />
        {sent && (
          <FormAlert variant="success" title={sent}>
            {RECOVERY_HINT}. {RECOVERY_SPAM_HINT}
          </FormAlert>
        )}
        <button type="submit" disabled={isSubmitting || countdown.running} className={`${BUTTON_PRIMARY} w-full`}>
          {isSubmitting ? 'Enviando…' : countdown.running ? `Enviar enlace (${countdown.label})` : 'Enviar enlace'}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={info.login} className={TEXT_LINK}>
          Volver al inicio
        </Link>
      </p>
    </CenteredCard>
  );
}
