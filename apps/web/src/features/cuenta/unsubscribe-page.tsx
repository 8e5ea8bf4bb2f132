/**
 * `…/suscripciones/:token` (leaving marketing mail): the area's unsubscribe template (server HTML), a reason form,
 * `POST usuario/unsubscribeMarketing {token, reason}`, then the confirmation template replaces the form. A link
 * already used by an account that gets no marketing mail (409) shows the server's «Ya te diste de baja…» instead,
 * its «Mi cuenta» a link to the account page.
 */
import { NETWORK_ERROR_MESSAGE } from '@practiperu/shared/constants';
import { unsubscribeSchema } from '@practiperu/shared/schemas/cuenta';
import { useState } from 'react';
import { Link, redirect, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { Form, FormAlert, TextareaField } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { HtmlContent } from '../../components/html-content';
import { PageTitle } from '../../components/page-title';
import { recursos } from '../../lib/api/recursos';
import { usuario } from '../../lib/api/usuario';
import { AREAS, type CuentaArea } from './areas';
import { formResolver } from '../../lib/form-resolver';
import { applyServerErrors } from '../../lib/server-errors';
import { BUTTON_PRIMARY, TEXT_LINK } from '../../components/buttons';
import { CARD } from '../../components/card';

export const TEMPLATE_ERROR = 'Se produjo un error';

const reasonSchema = unsubscribeSchema.pick({ reason: true });

/** A server template's HTML, or null when it could not be read or is empty. */
async function template(answer: Promise<{ state: boolean; data: string[] }>): Promise<string | null> {
  const res = await answer;
  const html = res.data[0];
  return res.state && typeof html === 'string' && html.trim() ? html : null;
}

export function unsubscribeLoader(area: CuentaArea) {
  return async ({ params }: LoaderFunctionArgs) => {
    const res = await usuario.validateTokenSubscription({ params: { token: params.token ?? '' } });
    if (!res.state && res.status === 409) return { template: null, yaDeBaja: res.message, account: AREAS[area].account };
    if (!res.state) {
      if (res.networkError) throw new Error(NETWORK_ERROR_MESSAGE);
      throw redirect(AREAS[area].notFound);
    }
    const intro = await template(recursos.getTemplateUnsubscribe({ query: { area: AREAS[area].templateArea } }));
    return { template: intro, yaDeBaja: null, account: AREAS[area].account };
  };
}

const ACCOUNT_WORDS = 'Mi cuenta';

/**
 * The server's «Ya te diste de baja… actívalos en Mi cuenta.» with «Mi cuenta» as the link to the area's account
 * page (its guard sends a signed-out person to the login first and back through ?volver). The sentence stays the
 * server's; without those words a link follows it.
 */
function WithAccountLink({ text, to }: { text: string; to: string }) {
  const at = text.lastIndexOf(ACCOUNT_WORDS);
  if (at < 0)
    return (
      <>
        {text}{' '}
        <Link to={to} className={TEXT_LINK}>
          {ACCOUNT_WORDS}
        </Link>
      </>
    );
  return (
    <>
      {text.slice(0, at)}
      <Link to={to} className={TEXT_LINK}>
        {ACCOUNT_WORDS}
      </Link>
      {text.slice(at + ACCOUNT_WORDS.length)}
    </>
  );
}

export function UnsubscribePage() {
  const { template: intro, yaDeBaja, account } = useLoaderData() as { template: string | null; yaDeBaja: string | null; account: string };
  const { token = '' } = useParams();
  const [done, setDone] = useState<{ html: string | null } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useAppForm<{ reason: string }, unknown, z.output<typeof reasonSchema>>({
    resolver: formResolver<{ reason: string }, typeof reasonSchema>(reasonSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit({ reason }: { reason: string }) {
    setServerError(null);
    const res = await usuario.unsubscribeMarketing({ body: { token, reason } }, { skipSessionHandling: true });
    if (!res.state) {
      const marked = applyServerErrors(form, res, ['reason']);
      if (marked.length === 0) setServerError(res.message);
      return;
    }
    setDone({ html: await template(recursos.getTemplateUnsubscribeMessage()) });
  }

  return (
    <section className={`mx-auto max-w-2xl ${CARD}`}>
      <PageTitle>Suscripciones</PageTitle>
      {yaDeBaja ? (
        <p role="status" className="text-slate-700 dark:text-slate-300">
          <WithAccountLink text={yaDeBaja} to={account} />
        </p>
      ) : done ? (
        <div role="status" data-testid="baja-confirmada">
          {done.html ? <HtmlContent html={done.html} /> : <FormAlert>{TEMPLATE_ERROR}</FormAlert>}
        </div>
      ) : (
        <>
          {intro ? <HtmlContent html={intro} className="mb-6" /> : <FormAlert className="mb-6">{TEMPLATE_ERROR}</FormAlert>}
          <Form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
            <TextareaField
              label="¿Por qué ya no quieres recibir estos correos?"
              required
              rows={4}
              maxLength={500}
              showCount
              error={errors.reason?.message}
              {...form.register('reason')}
            />
            <FormAlert>{serverError}</FormAlert>
            <button type="submit" disabled={isSubmitting} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
              {isSubmitting ? 'Enviando…' : 'Darme de baja'}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
