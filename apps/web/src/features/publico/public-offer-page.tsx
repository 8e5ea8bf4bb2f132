/**
 * `/ofertas/{alias}-{id}`: an approved offer's public page (C21), readable without an account. "Postular" leads a
 * visitor to the applicant login and, after it, to the offer in their area where the apply bar is (decision 015);
 * a signed-in applicant goes there directly. An informational offer shows only its notice and link. The server
 * already wrote the offer's title, description and JobPosting JSON-LD into the HTML for crawlers; an old alias is
 * redirected to the canonical path (by the server on first load, here on client-side navigation).
 */
import { ROLE } from '@practiperu/shared/constants';
import { applicantOfferPath, paths } from '@practiperu/shared/paths';
import { esInformativa, idDeRutaPublica, type OfertaInformativa, type OfertaPublicaDetalle } from '@practiperu/shared/schemas/postulacion';
import { Suspense } from 'react';
import { Await, Link, Navigate, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useSessionUser } from '../../app/layouts';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../cuenta/load-error';
import { BackLink, BUTTON_PRIMARY, TEXT_LINK } from '../cuenta/ui';
import { loadOfertaPublica, type OfertaLoaded } from '../postulaciones/api';
import { InformativaView, OfferSkeleton, OfferView } from '../postulaciones/offer-view';

type Answer = OfertaPublicaDetalle | OfertaInformativa;

export interface PublicOfferData {
  slugPath: string;
  offer: Promise<OfertaLoaded<Answer>>;
}

export function publicOfferLoader({ params, request }: LoaderFunctionArgs): PublicOfferData {
  const id = idDeRutaPublica(params.slug ?? '');
  if (id === null) throw redirect(paths.notFound);
  return { slugPath: new URL(request.url).pathname, offer: loadOfertaPublica(id) };
}

/** Where "Postular" leads: the login (and back to the offer), or straight to the applicant's page of the offer. */
export function postularDestino(offerId: number, role: number | null): string | null {
  const target = applicantOfferPath(offerId);
  if (role === null) return `${paths.postulantes.login}?volver=${encodeURIComponent(target)}`;
  return role === ROLE.POSTULANTE ? target : null;
}

function ApplyAction({ offer }: { offer: OfertaPublicaDetalle }) {
  const user = useSessionUser();
  if (!offer.vigente)
    return (
      <p className="flex items-center gap-2 font-medium text-slate-700 dark:text-slate-300">
        <Icon name="inbox" className="size-5 shrink-0" />
        Esta convocatoria ya no recibe postulaciones.
      </p>
    );
  const to = postularDestino(offer.id, user ? user.role : null);
  if (!to) return <p className="text-sm text-slate-700 dark:text-slate-300">Para postular, ingresa con una cuenta de postulante.</p>;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <Link to={to} className={`${BUTTON_PRIMARY} sm:min-w-40`}>
        <Icon name="send" className="size-4" />
        Postular
      </Link>
      {!user && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Ingresa con tu cuenta de postulante para postular.{' '}
          <Link to={paths.postulantes.register} className={TEXT_LINK}>
            Crear cuenta
          </Link>
        </p>
      )}
    </div>
  );
}

export function PublicOfferPage() {
  const data = useLoaderData() as PublicOfferData;
  return (
    <div className="mx-auto max-w-4xl py-2">
      <BackLink to={paths.publicOffers}>Ver más ofertas</BackLink>
      <Suspense fallback={<OfferSkeleton />}>
        <Await resolve={data.offer}>
          {(loaded: OfertaLoaded<Answer>) =>
            !loaded.ok ? (
              'notFound' in loaded ? (
                <Navigate to={paths.notFound} replace />
              ) : (
                <>
                  <PageTitle>Error al cargar</PageTitle>
                  <LoadError message={loaded.message} />
                </>
              )
            ) : loaded.data.ruta_publica !== data.slugPath ? (
              <Navigate to={loaded.data.ruta_publica} replace />
            ) : esInformativa(loaded.data) ? (
              <InformativaView offer={loaded.data} />
            ) : (
              <OfferView offer={loaded.data as OfertaPublicaDetalle} action={<ApplyAction offer={loaded.data as OfertaPublicaDetalle} />} />
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}
