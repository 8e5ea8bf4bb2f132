/**
 * Premium on the applicant home and on locked premium pages (docs/premium.md): the notices of each state,
 * the call to action and the upgrade prompt.
 */
import { PRECIO_POSTULANTE_PREMIUM } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import { PREMIUM_MESSAGES, type PremiumStatus } from '@practiperu/shared/premium';
import type { SessionUser } from '@practiperu/shared/session';
import { startTransition, useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Icon } from '../../components/icon';
import { useToast } from '../../components/toast';
import { afterNextPaint } from '../../lib/after-paint';
import { invalidateSession } from '../../lib/session';
import { loadInfoFactura } from '../ofertas';
import { hidePremiumRejection, loadPremiumStatus, type PremiumTitle } from './api';
import { formatDay } from './format-day';

const NOTICE = 'mb-4 flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between';

/** The premium notices and call to action of the applicant home, from `isPremiumPostulant`. */
export function PremiumHomeNotices({ user }: { user: SessionUser }) {
  const [status, setStatus] = useState<PremiumStatus | null>(null);
  const [whatsapp, setWhatsapp] = useState<string | null>(null);
  const [hiding, setHiding] = useState(false);
  const { toast } = useToast();
  const revalidator = useRevalidator();

  useEffect(() => {
    let alive = true;
    // Until it arrives the session's state decides (below): asked after the first paint.
    void afterNextPaint()
      .then(() => (alive ? loadPremiumStatus() : null))
      .then((res) => alive && res?.ok && startTransition(() => setStatus(res.data)));
    return () => {
      alive = false;
    };
  }, [user.estado_pago]);

  useEffect(() => {
    if (status?.estado_pago !== 2) return;
    void loadInfoFactura().then((res) => res.ok && setWhatsapp(res.data.whatsapp));
  }, [status?.estado_pago]);

  // Until the record arrives the session's state decides (it follows the same rules).
  const estado = status ? status.estado_pago : user.estado_pago;

  async function hide() {
    if (!status?.id) return;
    setHiding(true);
    const res = await hidePremiumRejection(status.id);
    setHiding(false);
    if (!res.state) {
      toast({ title: 'Premium', message: res.message || 'Se produjo un error.', variant: 'error' });
      return;
    }
    setStatus({ ...status, estado_pago: null, mostrar_rechazado: 0, id: null });
    invalidateSession();
    void revalidator.revalidate();
  }

  return (
    <div data-testid="premium-notices">
      {estado === 0 && (
        <div
          role="status"
          className={`${NOTICE} border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100`}
        >
          <p className="flex items-start gap-2">
            <Icon name="refresh" className="mt-0.5 size-5 shrink-0" />
            <span>
              <strong>Tu solicitud está siendo procesada.</strong> Validaremos tu pago Premium y te avisaremos por correo.
            </span>
          </p>
        </div>
      )}
      {estado === 1 && status?.ultimo_dia && (
        <div
          role="status"
          className={`${NOTICE} border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100`}
        >
          <p className="flex items-start gap-2">
            <Icon name="warning" className="mt-0.5 size-5 shrink-0" />
            <span>{PREMIUM_MESSAGES.lastDay}</span>
          </p>
          <Link to={paths.postulantes.premiumUpgrade} className="shrink-0 font-semibold underline underline-offset-4">
            Renovar Premium
          </Link>
        </div>
      )}
      {estado === 2 && (
        <div
          role="alert"
          className={`${NOTICE} border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100`}
        >
          <p className="flex items-start gap-2">
            <Icon name="warning" className="mt-0.5 size-5 shrink-0" />
            <span>
              <strong>{PREMIUM_MESSAGES.rejected}</strong>{' '}
              {status?.motivo_rechazo ? (
                <span className="mt-1 block" data-testid="premium-motivo">
                  <span className="font-semibold">Motivo:</span> {status.motivo_rechazo}
                </span>
              ) : (
                'Revisa el correo que te enviamos con el motivo. '
              )}
              {whatsapp ? (
                <>
                  Si crees que es un error, escríbenos por WhatsApp al{' '}
                  <a href={`https://wa.me/51${whatsapp}`} className="font-semibold underline tabular-nums">
                    +51 {whatsapp}
                  </a>
                  .
                </>
              ) : (
                'Si crees que es un error, escríbenos por WhatsApp.'
              )}
            </span>
          </p>
          <button
            type="button"
            onClick={() => void hide()}
            disabled={hiding || !status?.id}
            className="shrink-0 rounded-lg border border-red-400 bg-white px-3 py-2 text-sm font-semibold text-red-900 hover:bg-red-100 disabled:opacity-60 dark:border-red-700 dark:bg-red-900 dark:text-white dark:hover:bg-red-800"
          >
            {hiding ? 'Ocultando…' : 'Entendido, no mostrar más'}
          </button>
        </div>
      )}
      {estado !== 0 && estado !== 1 && status?.vencio_el && (
        <div
          role="status"
          data-testid="premium-vencida"
          className={`${NOTICE} border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`}
        >
          <p className="flex items-start gap-2">
            <Icon name="warning" className="mt-0.5 size-5 shrink-0" />
            <span>
              <strong>Tu membresía Premium terminó</strong> el {formatDay(status.vencio_el)}. Renuévala para volver a ver los videos y
              recursos.
            </span>
          </p>
        </div>
      )}
      {estado !== 0 && estado !== 1 && <PremiumCallToAction />}
    </div>
  );
}

/** Shown to applicants whose estado_pago is neither 0 nor 1 (so also beside the rejection notice). */
export function PremiumCallToAction() {
  return (
    <section
      aria-labelledby="premium-cta"
      className="mb-6 flex flex-col gap-4 rounded-2xl border border-amber-300 bg-gradient-to-r from-amber-50 to-yellow-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:from-slate-900 dark:to-slate-900"
    >
      <div>
        <h2 id="premium-cta" className="flex items-center gap-2 text-lg font-bold text-amber-950 dark:text-amber-200">
          <Icon name="star" className="size-5" />
          Hazte Premium
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Videos y recursos para preparar tu CV, tus entrevistas y tus prácticas, por S/ {PRECIO_POSTULANTE_PREMIUM}.
        </p>
      </div>
      <Link
        to={paths.postulantes.premiumUpgrade}
        className="inline-flex shrink-0 items-center justify-center rounded-lg bg-amber-400 px-4 py-2.5 font-semibold text-amber-950 hover:bg-amber-300"
      >
        Quiero ser Premium
      </Link>
    </section>
  );
}

/** The upgrade prompt of locked premium pages, with the titles of what the membership opens (titles only). */
export function PremiumLocked({ titles = [], vencioEl }: { titles?: PremiumTitle[]; vencioEl?: string }) {
  const videos = titles.filter((t) => t.type === 'video');
  const recursos = titles.filter((t) => t.type === 'recurso');
  return (
    <section
      className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-center dark:border-amber-800 dark:bg-slate-900"
      data-testid="premium-locked"
    >
      <div className="mb-2 flex justify-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-amber-400 text-amber-950">
          <Icon name="shield" className="size-6" />
        </span>
      </div>
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">{PREMIUM_MESSAGES.locked}</h2>
      {vencioEl ? (
        <p className="mx-auto mt-1 max-w-prose text-slate-700 dark:text-slate-300" data-testid="premium-locked-vencida">
          Tu membresía Premium terminó el {formatDay(vencioEl)}. Renuévala por S/ {PRECIO_POSTULANTE_PREMIUM} para volver a ver los videos y
          descargar los recursos.
        </p>
      ) : (
        <p className="mx-auto mt-1 max-w-prose text-slate-700 dark:text-slate-300">
          Hazte Premium por S/ {PRECIO_POSTULANTE_PREMIUM} para ver los videos y descargar los recursos.
        </p>
      )}
      {titles.length > 0 && (
        <div className="mx-auto mt-5 grid max-w-3xl gap-4 text-left sm:grid-cols-2" data-testid="premium-titulos">
          {[
            { label: 'Videos', list: videos, icon: 'academic' as const },
            { label: 'Recursos', list: recursos, icon: 'document' as const },
          ]
            .filter((g) => g.list.length > 0)
            .map((g) => (
              <div key={g.label} className="rounded-xl border border-amber-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800">
                <h3 className="mb-2 font-bold text-slate-900 dark:text-white">
                  {g.label} ({g.list.length})
                </h3>
                <ul className="space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
                  {g.list.map((t, i) => (
                    <li key={`${t.title}-${i}`} className="flex items-start gap-2">
                      <Icon name={g.icon} className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
                      <span>{t.title}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </div>
      )}
      <Link
        to={paths.postulantes.premiumUpgrade}
        className="mt-4 inline-flex items-center justify-center rounded-lg bg-amber-400 px-4 py-2.5 font-semibold text-amber-950 hover:bg-amber-300"
      >
        Quiero ser Premium
      </Link>
    </section>
  );
}
