/**
 * `/postulantes/nuevas-ofertas/{id}` and `/postulantes/mis-postulaciones/{id}` (applicant §2): back button,
 * notices, logo, company, date, title, the offer's HTML with a skeleton while it loads, and the apply bar. An
 * informational offer shows only its notice and link (C21). An offer they may not see, or one that does not
 * exist, is the not-found page; a failed load says 'Error al cargar' (spec §8).
 */
import { paths } from '@practiperu/shared/paths';
import { esInformativa, type OfertaDetallePostulante, type OfertaInformativa } from '@practiperu/shared/postulacion';
import { Suspense } from 'react';
import { Await, Navigate, redirect, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../cuenta/load-error';
import { BackLink } from '../cuenta/ui';
import { loadOfertaPostulante, type OfertaLoaded } from './api';
import { ApplyBar } from './apply-bar';
import { InformativaView, OfferSkeleton, OfferView } from './offer-view';

type Answer = OfertaDetallePostulante | OfertaInformativa;

export interface ApplicantOfferData {
  offer: Promise<OfertaLoaded<Answer>>;
}

export function applicantOfferLoader({ params }: LoaderFunctionArgs): ApplicantOfferData {
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) throw redirect(paths.notFound);
  return { offer: loadOfertaPostulante(id) };
}

function Detail({ offer }: { offer: OfertaDetallePostulante }) {
  const revalidator = useRevalidator();
  return <OfferView offer={offer} action={<ApplyBar offer={offer} onChanged={() => void revalidator.revalidate()} />} />;
}

export function ApplicantOfferPage({ from }: { from: 'offers' | 'applications' }) {
  const data = useLoaderData() as ApplicantOfferData;
  return (
    <div className="max-w-4xl">
      {from === 'offers' ? (
        <BackLink to={paths.postulantes.offers}>Volver a Ofertas para ti</BackLink>
      ) : (
        <BackLink to={paths.postulantes.applications}>Volver a Mis postulaciones</BackLink>
      )}
      <Suspense fallback={<OfferSkeleton />}>
        <Await resolve={data.offer}>
          {(loaded: OfertaLoaded<Answer>) =>
            loaded.ok ? (
              esInformativa(loaded.data) ? (
                <InformativaView offer={loaded.data} />
              ) : (
                <Detail offer={loaded.data as OfertaDetallePostulante} />
              )
            ) : 'notFound' in loaded ? (
              <Navigate to={paths.notFound} replace />
            ) : (
              <>
                <PageTitle>Error al cargar</PageTitle>
                <LoadError message={loaded.message} />
              </>
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}
