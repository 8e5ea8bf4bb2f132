/**
 * 'Descargar mis datos' in Mi cuenta of both areas (docs/privacy.md): the state of the newest copy — en preparación,
 * lista para descargar (until when), caducada, or failed — the download link while it lasts, and the button for a new
 * copy (one in preparation at a time, three a day: the server says why when it cannot). While a copy is being
 * prepared the block asks again every few seconds, and the notice of the request goes once it is ready. Opened from an
 * old link (`?descarga=caducada`, or `?descarga=reemplazada` when a newer copy replaced it), it says which.
 */
import { EXPORTACION_HORAS, EXPORTACION_MESSAGES, type ExportacionVista } from '@practiperu/shared/privacidad';
import { useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { Icon } from '../../components/icon';
import { IconBadge } from '../../components/icon-badge';
import { Skeleton } from '../../components/skeleton';
import { formatBytes, formatDateTime, privacidad } from './api';

/** How often a copy in preparation is asked about (the worker takes it within a second or two). */
const POLL_MS = 3000;

interface State {
  copia: ExportacionVista | null;
  puede: boolean;
  motivo: string | null;
  /** At the daily limit: when the next copy can be asked for. */
  proxima: string | null;
}

function Estado({ copia }: { copia: ExportacionVista | null }) {
  if (!copia) return <p className="text-sm text-slate-700 dark:text-slate-300">Aún no pediste una copia de tus datos.</p>;
  switch (copia.estado) {
    case 'pendiente':
      return (
        <p className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
          <Icon name="refresh" className="size-4 animate-spin motion-reduce:animate-none" />
          En preparación: pedida el {formatDateTime(copia.solicitado_en)}.
        </p>
      );
    case 'lista':
      return (
        <p className="text-sm text-slate-800 dark:text-slate-200">
          <span className="font-semibold text-green-800 dark:text-green-300">Lista para descargar</span> hasta el{' '}
          <span className="font-semibold">{formatDateTime(copia.expira_en)}</span>.
        </p>
      );
    case 'caducada':
      return (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Tu última copia (del {formatDateTime(copia.lista_en ?? copia.solicitado_en)}) caducó: cada copia se puede descargar durante{' '}
          {EXPORTACION_HORAS} horas.
        </p>
      );
    case 'fallida':
      return (
        <p className="text-sm font-medium text-red-700 dark:text-red-300">No pudimos preparar tu copia. Vuelve a solicitarla, por favor.</p>
      );
  }
}

export function ExportacionBlock() {
  const titleId = useId();
  const hintId = useId();
  const [params] = useSearchParams();
  const [state, setState] = useState<State | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const apply = useCallback((res: Awaited<ReturnType<typeof privacidad.exportacion>>) => {
    if (!res.state) {
      setLoadError(res.message);
      return;
    }
    setLoadError(null);
    const copia = res.data[0] ?? null;
    // «Estamos preparando…» is only true while the copy is prepared: once it is ready (or failed) the state says it.
    if (copia?.estado !== 'pendiente') setResult((r) => (r?.ok ? null : r));
    setState({ copia, puede: res.optional.puede_solicitar, motivo: res.optional.motivo, proxima: res.optional.proxima_en });
  }, []);

  useEffect(() => {
    let live = true;
    void privacidad.exportacion().then((res) => live && apply(res));
    return () => {
      live = false;
    };
  }, [apply]);

  const enPreparacion = state?.copia?.estado === 'pendiente';
  useEffect(() => {
    if (!enPreparacion) return;
    let live = true;
    const timer = setInterval(() => void privacidad.exportacion().then((res) => live && apply(res)), POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [enPreparacion, apply]);

  async function solicitar() {
    setBusy(true);
    setResult(null);
    const res = await privacidad.solicitarExportacion();
    setBusy(false);
    setResult({ ok: res.state, message: res.message });
    if (res.state) {
      setState({
        copia: res.data[0] ?? null,
        puede: res.optional.puede_solicitar,
        motivo: res.optional.motivo,
        proxima: res.optional.proxima_en,
      });
    } else apply(await privacidad.exportacion());
  }

  const copia = state?.copia ?? null;
  // Why a new copy cannot be asked for now; while one is prepared the state line already says so.
  // At the daily limit it says when the next one can be asked for.
  const hint =
    state && !state.puede && !enPreparacion
      ? `${state.motivo ?? ''}${state.proxima ? ` Podrás pedir la siguiente desde el ${formatDateTime(state.proxima)}.` : ''}`.trim() ||
        null
      : null;
  const descarga = params.get('descarga');
  const avisoAlAbrir =
    descarga === 'reemplazada' ? EXPORTACION_MESSAGES.reemplazada : descarga === 'caducada' ? EXPORTACION_MESSAGES.caducada : null;

  return (
    <section
      aria-labelledby={titleId}
      data-testid="exportacion-datos"
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <IconBadge name="download" className="size-10!" />
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
            Descargar mis datos
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            Una copia de todo lo que guardamos sobre ti: un resumen en PDF y los datos completos en JSON, en un archivo ZIP.
          </p>
        </div>
      </div>
      {avisoAlAbrir && (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {avisoAlAbrir}
        </p>
      )}
      <div className="mt-4 flex-1" aria-live="polite">
        {loadError ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {loadError}
          </p>
        ) : !state ? (
          <Skeleton className="h-5 w-64" />
        ) : (
          <Estado copia={copia} />
        )}
      </div>
      {state && (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {copia?.estado === 'lista' && copia.url && (
            // A plain link: the signed address works without the session, and the file comes as an attachment.
            <a href={copia.url} className={`${BUTTON_PRIMARY} py-2! text-sm`} data-testid="descargar-zip">
              <Icon name="download" className="size-4" />
              Descargar ZIP{copia.bytes ? ` (${formatBytes(copia.bytes)})` : ''}
            </a>
          )}
          <button
            type="button"
            className={`${copia?.estado === 'lista' ? BUTTON_SECONDARY : BUTTON_PRIMARY} py-2! text-sm`}
            disabled={busy || !state.puede}
            aria-describedby={hint ? hintId : undefined}
            onClick={() => void solicitar()}
          >
            {busy ? 'Solicitando…' : copia ? 'Solicitar una nueva copia' : 'Solicitar una copia'}
          </button>
          {hint && (
            <p id={hintId} className="w-full text-sm text-slate-600 dark:text-slate-400">
              {hint}
            </p>
          )}
        </div>
      )}
      {result && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-3 text-sm font-medium ${result.ok ? 'text-green-700 dark:text-green-300' : 'text-red-700 dark:text-red-300'}`}
        >
          {result.message}
        </p>
      )}
    </section>
  );
}
