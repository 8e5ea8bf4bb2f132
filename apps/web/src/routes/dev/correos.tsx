/**
 * `/dev/correos`: the development outbox (docs/decisions/008-jobs-and-mail.md). Lists the mails the app stored instead of
 * sending them (`GET dev/correos?to=`), newest first, with their links and their HTML in a sandboxed frame. The
 * recipient filter is in the address as `?para=` (`?to=`, the API's name, is read too), so it can be typed there.
 * Each mail's attachments (an interview's .ics) are listed with their name, type and size, and downloaded from the
 * content the outbox already gave (a `data:` link: no other route serves them). The API answers 404 in production and
 * to other machines, and so does this page: nothing of it exists there.
 */
import type { OutboxMail } from '@practiperu/shared/api/dev';
import { TIME_ZONE } from '@practiperu/shared/constants';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Field, FormAlert } from '../../components/field';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { SkeletonCard, SkeletonGroup } from '../../components/skeleton';
import { dev } from '../../lib/api/dev';

type State =
  { status: 'loading' } | { status: 'ready'; mails: OutboxMail[] } | { status: 'unavailable' } | { status: 'error'; message: string };

const DATE_TIME = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeStyle: 'medium', timeZone: TIME_ZONE });

/** Mail links point at PUBLIC_URL; opened from here they stay on this site, whatever host it was reached by. */
function localHref(link: string): string {
  try {
    const url = new URL(link, window.location.origin);
    if (url.origin === window.location.origin || ['localhost', '127.0.0.1'].includes(url.hostname)) {
      return `${url.pathname}${url.search}${url.hash}`;
    }
    return url.href;
  } catch {
    return link;
  }
}

type Adjunto = NonNullable<OutboxMail['attachments']>[number];

/** The size of an attachment's content in bytes (UTF-8), said as the browser's downloads do. */
export function tamanoAdjunto(content: string): string {
  const bytes = new TextEncoder().encode(content).length;
  if (bytes < 1024) return `${bytes} B`;
  return `${(bytes / 1024).toLocaleString('es-PE', { maximumFractionDigits: 1 })} KB`;
}

/** A download of the attachment as it was sent: its type without the parameters, in UTF-8. */
function hrefAdjunto(a: Adjunto): string {
  const tipo = a.content_type.split(';')[0]?.trim() || 'application/octet-stream';
  return `data:${tipo};charset=utf-8,${encodeURIComponent(a.content)}`;
}

function MailCard({ mail, open }: { mail: OutboxMail; open: boolean }) {
  const date = new Date(mail.created_at);
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="correo"
    >
      <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <h2 className="text-lg font-bold break-words text-slate-900 dark:text-white">{mail.subject}</h2>
        <time dateTime={mail.created_at} className="shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-400">
          {Number.isNaN(date.getTime()) ? mail.created_at : DATE_TIME.format(date)}
        </time>
      </header>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Para: <span className="font-medium break-all">{mail.to}</span>
      </p>
      {mail.links.length > 0 && (
        <ul className="mt-3 space-y-1.5" aria-label="Enlaces del correo">
          {mail.links.map((link) => (
            <li key={link} className="flex min-w-0 items-start gap-2 text-sm">
              <Icon name="send" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-100" />
              <a
                href={localHref(link)}
                className="min-w-0 font-medium break-all text-brand-700 underline underline-offset-2 dark:text-brand-100"
              >
                {link}
              </a>
            </li>
          ))}
        </ul>
      )}
      {mail.attachments && mail.attachments.length > 0 && (
        <ul className="mt-3 space-y-1.5" aria-label="Adjuntos del correo" data-testid="adjuntos">
          {mail.attachments.map((a, i) => (
            <li key={`${a.filename}-${i}`} className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <Icon name="document" className="size-4 shrink-0 text-slate-600 dark:text-slate-400" />
              <span className="font-medium break-all text-slate-900 dark:text-slate-100">{a.filename}</span>
              <span className="break-all text-slate-600 dark:text-slate-400">
                {a.content_type} · {tamanoAdjunto(a.content)}
              </span>
              <a
                href={hrefAdjunto(a)}
                download={a.filename}
                className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
              >
                Descargar<span className="sr-only"> {a.filename}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <details className="mt-4 group" open={open}>
        <summary className="cursor-pointer text-sm font-semibold text-slate-800 dark:text-slate-200">Ver el correo</summary>
        <iframe
          title={`Correo: ${mail.subject}`}
          srcDoc={mail.html}
          sandbox=""
          className="mt-3 h-[28rem] w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
        />
      </details>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-slate-800 dark:text-slate-200">Ver la versión de texto</summary>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {mail.text}
        </pre>
      </details>
    </article>
  );
}

export default function DevOutboxPage() {
  const [params, setParams] = useSearchParams();
  const to = (params.get('para') ?? params.get('to') ?? '').trim();
  const [draft, setDraft] = useState(to);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    dev
      .correos({ query: { to } }, { signal: controller.signal })
      .then((res) => {
        if (res.status === 404) setState({ status: 'unavailable' });
        else if (!res.state) setState({ status: 'error', message: res.message });
        else {
          const mails = [...res.data].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
          setState({ status: 'ready', mails });
        }
      })
      .catch(() => {});
    return () => controller.abort();
  }, [to, reload]);

  return (
    <div className="mx-auto max-w-4xl">
      <PageTitle subtitle="Los correos que la aplicación guardó en lugar de enviarlos. Esta página solo existe fuera de producción.">
        Bandeja de correos de desarrollo
      </PageTitle>
      <form
        role="search"
        className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setState({ status: 'loading' });
          setParams(draft.trim() ? { para: draft.trim() } : {});
        }}
      >
        <Field
          className="flex-1"
          label="Filtrar por destinatario"
          type="search"
          inputMode="email"
          placeholder="ana@correo.pe"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <div className="flex gap-2">
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            Filtrar
          </button>
          <button
            type="button"
            onClick={() => {
              setState({ status: 'loading' });
              setReload((n) => n + 1);
            }}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <Icon name="refresh" className="size-4" />
            Actualizar
          </button>
        </div>
      </form>

      {state.status === 'loading' && (
        <SkeletonGroup label="Cargando correos…" className="space-y-4">
          <SkeletonCard />
          <SkeletonCard />
        </SkeletonGroup>
      )}
      {state.status === 'unavailable' && (
        <FormAlert title="Bandeja no disponible">
          La bandeja de correos de desarrollo no está disponible en este entorno: en producción los correos se envían de verdad.
        </FormAlert>
      )}
      {state.status === 'error' && <FormAlert>{state.message}</FormAlert>}
      {state.status === 'ready' &&
        (state.mails.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
            <Icon name="inbox" className="mx-auto mb-2 size-8 text-slate-400" />
            <p className="font-semibold">No hay correos{to ? ` para ${to}` : ''}.</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Regístrate o pide un código de recuperación y vuelve a esta página.
            </p>
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
              {state.mails.length === 1 ? '1 correo' : `${state.mails.length} correos`}, del más reciente al más antiguo.
            </p>
            {state.mails.map((mail, i) => (
              <MailCard key={`${mail.created_at}-${mail.to}-${i}`} mail={mail} open={i === 0} />
            ))}
          </div>
        ))}
    </div>
  );
}
