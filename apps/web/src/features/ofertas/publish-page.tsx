/**
 * `/empresas/publicar`: choose a free or a featured offer. It says how many free publications are
 * left this month (`getTotalOfferAvailable`, decision 010: N per calendar month in Lima) and, when none are, leads
 * to a featured ad; the publish alert (`alerta_publicar`) shows while it has content and has not expired.
 */
import { PRECIO_OFERTA_DESTACADA } from '@practiperu/shared/constants';
import { asientoPuede } from '@practiperu/shared/equipo';
import { formatDay } from '@practiperu/shared/formato';
import { paths } from '@practiperu/shared/paths';
import type { CupoGratis } from '@practiperu/shared/oferta';
import type { SessionUser } from '@practiperu/shared/session';
import { Link, useLoaderData, useRouteLoaderData } from 'react-router';
import { FormAlert } from '../../components/field';
import { HtmlContent } from '../../components/html-content';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import type { Loaded } from '../../lib/loaded';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { isAlertVisible } from '../layout';
import { loadAlertaPublicar, loadCupoGratis, loadPricing, type AlertaPublicar, type PricingTemplates } from './api';

export interface PublishData {
  cupo: Loaded<CupoGratis>;
  alerta: AlertaPublicar | null;
  pricing: Loaded<PricingTemplates>;
}

export async function publishLoader(): Promise<PublishData> {
  const [cupo, alerta, pricing] = await Promise.all([loadCupoGratis(), loadAlertaPublicar().catch(() => null), loadPricing()]);
  return { cupo, alerta, pricing };
}

function quotaText(cupo: CupoGratis): string {
  const left = cupo.disponibles === 1 ? 'Te queda 1 publicación gratuita' : `Te quedan ${cupo.disponibles} publicaciones gratuitas`;
  return `${left} este mes (de ${cupo.total}).`;
}

export function PublishPage() {
  const { cupo, alerta, pricing } = useLoaderData() as PublishData;
  const sinCupo = cupo.ok && cupo.data.disponibles <= 0;
  // A recruiter seat cannot pay: its featured flow is two steps (it prepares the offer, an administrator pays).
  const session = useRouteLoaderData('empresas-private') as SessionUser | undefined;
  const asientoReclutador = session ? asientoPuede(session, 'solicitarDestacado') : false;
  const precioEnPlantilla = pricing.ok && new RegExp(`S/\\s*${PRECIO_OFERTA_DESTACADA}\\b`).test(pricing.data.destacado);
  return (
    <div className="max-w-5xl">
      <PageTitle subtitle="Elige cómo quieres publicar tu convocatoria de prácticas.">Publicar oferta</PageTitle>
      {isAlertVisible(alerta) && (
        <div
          role="status"
          data-testid="alerta-publicar"
          className="mb-5 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <Icon name="megaphone" className="mt-0.5 size-5 shrink-0" />
          <p>{alerta.content}</p>
        </div>
      )}
      <div className="grid gap-5 md:grid-cols-2">
        <section
          aria-labelledby="tipo-gratis"
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="tipo-gratis" className="text-xl font-bold text-slate-900 dark:text-white">
            Aviso gratuito
          </h2>
          <div className="mt-3 flex-1">
            {pricing.ok ? (
              <HtmlContent html={pricing.data.gratis} className="text-sm [&_h3:first-child]:hidden" />
            ) : (
              <p className="text-slate-700 dark:text-slate-300">
                Revisado en un máximo de 48 horas; recibe postulaciones hasta por 15 días.
              </p>
            )}
          </div>
          <div className="mt-5 rounded-lg bg-slate-50 px-4 py-3 text-sm dark:bg-slate-800" data-testid="cupo-gratis">
            {cupo.ok ? (
              <>
                <p className="font-semibold text-slate-900 dark:text-white">{quotaText(cupo.data)}</p>
                {cupo.data.renueva && <p className="text-slate-600 dark:text-slate-400">Se renuevan el {formatDay(cupo.data.renueva)}.</p>}
              </>
            ) : (
              <FormAlert>{cupo.message || 'No se pudo consultar tus publicaciones gratuitas.'}</FormAlert>
            )}
          </div>
          {sinCupo ? (
            <div className="mt-4">
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Ya usaste tus publicaciones gratuitas de este mes.{' '}
                <Link to={paths.empresas.publishDestacado} className="font-semibold text-brand-700 underline dark:text-brand-100">
                  Publica un aviso destacado
                </Link>
                .
              </p>
            </div>
          ) : (
            <Link to={paths.empresas.publishFree} className={`${BUTTON_SECONDARY} mt-4`}>
              Publicar gratis
            </Link>
          )}
        </section>
        <section
          aria-labelledby="tipo-destacado"
          className="flex flex-col rounded-2xl border-2 border-yellow-400 bg-white p-6 shadow-sm dark:border-yellow-600 dark:bg-slate-900"
        >
          <div className="flex items-start justify-between gap-3">
            <h2 id="tipo-destacado" className="text-xl font-bold text-slate-900 dark:text-white">
              Aviso destacado
            </h2>
            {/* The price once: the badge only when the server's card does not already say it. */}
            {!precioEnPlantilla && (
              <span
                data-testid="precio-badge"
                className="inline-flex items-center gap-1 rounded-full bg-yellow-100 px-2.5 py-0.5 text-xs font-bold text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200"
              >
                <Icon name="star" className="size-3.5" />
                S/ {PRECIO_OFERTA_DESTACADA}
              </span>
            )}
          </div>
          <div className="mt-3 flex-1">
            {pricing.ok ? (
              <HtmlContent html={pricing.data.destacado} className="text-sm [&_h3:first-child]:hidden" />
            ) : (
              <p className="text-slate-700 dark:text-slate-300">
                Se muestra primero a los postulantes y recibe postulaciones hasta por 30 días.
              </p>
            )}
          </div>
          <p data-testid="pasos-destacado" className="mt-5 text-sm text-slate-600 dark:text-slate-400">
            {asientoReclutador ? '2 pasos: preparas la oferta y un administrador paga.' : '3 pasos: datos de la oferta, pago y listo.'}
          </p>
          <Link to={paths.empresas.publishDestacado} className={`${BUTTON_PRIMARY} mt-4`}>
            <Icon name="star" className="size-4" />
            Publicar destacado
          </Link>
        </section>
      </div>
    </div>
  );
}
