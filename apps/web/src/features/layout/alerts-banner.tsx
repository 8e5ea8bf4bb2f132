import { useEffect, useState } from 'react';
import { BasicIcon } from '../../components/basic-icon';
import type { Alertas } from '@practiperu/shared/recursos';
import { alertas } from '../../lib/api/alertas';
import { takeEarlyRequest } from '../../lib/early-requests';
import { dismissedAlertStore } from '../../lib/storage';

/** The general alert of `recursos/listAlertas` (data[0], without the publish page's own). */
export type Alerta = Omit<Alertas, 'alerta_publicar'>;

/** The banner shows when the content is non-empty and not expired. */
export function isAlertVisible(alert: Alerta | null | undefined, now: Date = new Date()): alert is Alerta {
  if (!alert || !alert.content.trim()) return false;
  if (!alert.expireIn) return true;
  const expires = new Date(alert.expireIn);
  return !Number.isNaN(expires.getTime()) && expires.getTime() > now.getTime();
}

/** A short fingerprint of an alert (content and expiry): closing it is remembered until the alert changes. */
export function alertFingerprint(alert: Alerta): string {
  const text = `${alert.content}\u0000${alert.expireIn ?? ''}`;
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${text.length}:${hash.toString(36)}`;
}

let request: Promise<Alerta | null> | null = null;
let loaded: Alerta | null | undefined;

/**
 * The general alert, asked once per page load. The root loader waits for it, so the banner is part of the first
 * paint instead of pushing the page down when it arrives (no layout shift); a failure means no banner.
 */
export function loadAlerts(): Promise<Alerta | null> {
  request ??= alertas.listAlertas(undefined, { pending: takeEarlyRequest('alerts') }).then(
    (res) => (loaded = res.state ? (res.data[0] ?? null) : null),
    () => (loaded = null),
  );
  return request;
}

/** The general alerts banner: known before the first paint (see loadAlerts). */
export function AlertsBanner() {
  const [alert, setAlert] = useState<Alerta | null>(loaded ?? null);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (loaded === undefined) void loadAlerts().then(setAlert);
  }, []);

  if (closed || !isAlertVisible(alert) || dismissedAlertStore.get() === alertFingerprint(alert)) return null;
  return (
    <div
      role="status"
      data-testid="alerts-banner"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-2 text-sm">
        <BasicIcon name="megaphone" className="mt-0.5 size-5 shrink-0" />
        <p className="flex-1">{alert.content}</p>
        <button
          type="button"
          onClick={() => {
            dismissedAlertStore.set(alertFingerprint(alert));
            setClosed(true);
          }}
          className="rounded p-0.5 hover:bg-amber-100 dark:hover:bg-amber-900"
          aria-label="Cerrar aviso"
        >
          <BasicIcon name="close" />
        </button>
      </div>
    </div>
  );
}
