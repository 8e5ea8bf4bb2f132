/**
 * Job alerts (a marketing mail; docs/matching.md "Job alerts"): the applicant subscribes to a weekly or daily digest of new
 * offers that match them, changes the frequency or stops it. Shown in Ofertas para ti and in Mi cuenta. When their
 * marketing consent is off, the alert is kept but the server says it will not arrive until they turn it on.
 */
import type { Frecuencia } from '@practiperu/shared/postulacion';
import { FRECUENCIA_TEXTO } from '@practiperu/shared/postulacion';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@practiperu/shared/paths';
import { Icon } from '../../components/icon';
import { Skeleton } from '../../components/skeleton';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, TEXT_LINK } from '../../components/buttons';
import { desuscribir, loadAlerta, suscribir, type Alerta } from './api';

const FRECUENCIAS: Frecuencia[] = ['semanal', 'diaria'];

export function JobAlert({ showAccountLink = true }: { showAccountLink?: boolean }) {
  const [state, setState] = useState<Alerta | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [frecuencia, setFrecuencia] = useState<Frecuencia>('semanal');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const titleId = useId();

  useEffect(() => {
    let live = true;
    void loadAlerta().then((res) => {
      if (!live) return;
      if (!res.ok) setLoadError(res.message);
      else {
        setState(res.data);
        if (res.data.suscripcion) setFrecuencia(res.data.suscripcion.frecuencia);
      }
    });
    return () => {
      live = false;
    };
  }, []);

  const activa = state?.suscripcion?.activa === 1;

  async function save() {
    setBusy(true);
    setResult(null);
    const res = await suscribir(frecuencia);
    setBusy(false);
    setResult({ ok: res.state, message: res.message });
    if (res.state && res.data[0]) setState({ suscripcion: res.data[0], autorizacionMarketing: res.optional.autorizacion_marketing === 1 });
  }

  async function stop() {
    setBusy(true);
    setResult(null);
    const res = await desuscribir();
    setBusy(false);
    setResult({ ok: res.state, message: res.message });
    if (res.state && state?.suscripcion) setState({ ...state, suscripcion: { ...state.suscripcion, activa: 0 } });
  }

  return (
    <section
      aria-labelledby={titleId}
      data-testid="alerta-empleo"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
          <Icon name="mail" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
            Alertas de empleo
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Te enviamos por correo las ofertas nuevas que coinciden con tu formación.
            {state &&
              (activa
                ? ` Alerta activa: ${FRECUENCIA_TEXTO[state.suscripcion!.frecuencia].toLowerCase()}.`
                : ' No tienes una alerta activa.')}
          </p>
        </div>
      </div>
      {loadError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
          {loadError}
        </p>
      ) : !state ? (
        <Skeleton className="mt-4 h-10 w-64" />
      ) : (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">Frecuencia</legend>
            <div className="flex gap-2">
              {FRECUENCIAS.map((f) => (
                <label
                  key={f}
                  className={`cursor-pointer rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                    frecuencia === f
                      ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-100 dark:bg-slate-800 dark:text-brand-100'
                      : 'border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-200'
                  }`}
                >
                  <input
                    type="radio"
                    name={`frecuencia-${titleId}`}
                    value={f}
                    checked={frecuencia === f}
                    onChange={() => setFrecuencia(f)}
                    className="sr-only"
                  />
                  {FRECUENCIA_TEXTO[f]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={BUTTON_PRIMARY} disabled={busy} onClick={() => void save()}>
              {activa ? 'Guardar frecuencia' : 'Activar alertas'}
            </button>
            {activa && (
              <button type="button" className={BUTTON_SECONDARY} disabled={busy} onClick={() => void stop()}>
                Desactivar
              </button>
            )}
          </div>
        </div>
      )}
      {result && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-3 text-sm font-medium ${result.ok ? 'text-green-700 dark:text-green-300' : 'text-red-700 dark:text-red-300'}`}
        >
          {result.message}
          {result.ok && state && !state.autorizacionMarketing && showAccountLink && (
            <>
              {' '}
              <Link to={paths.postulantes.account} className={TEXT_LINK}>
                Ir a Mi cuenta
              </Link>
            </>
          )}
        </p>
      )}
    </section>
  );
}
