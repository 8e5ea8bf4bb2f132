/**
 * `/postulantes/nuevas-ofertas/{id}` and `/postulantes/mis-postulaciones/{id}`: back button,
 * notices, logo, company, date, title, the offer's HTML with a skeleton while it loads, and the apply bar. An
 * informational offer shows only its notice and link. An offer they may not see, or one that does not
 * exist, is the not-found page; a failed load says 'Error al cargar'.
 */
import { contarVista } from '../../lib/visitas';
import { paths } from '@practiperu/shared/paths';
import { esInformativa, type OfertaDetallePostulante, type OfertaInformativa } from '@practiperu/shared/postulacion';
import type { OptionalCvField } from '@practiperu/shared/cv';
import { Suspense, useEffect, useState } from 'react';
import { redirect, useLoaderData, useLocation, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { Await } from '../../components/await';
import { Redirect } from '../../components/redirect';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../../components/load-error';
import { BackLink } from '../../components/back-link';
import { loadFaltantesParaPostular, loadOfertaPostulante, type OfertaLoaded } from './api';
import { GuardarButton } from './guardar-button';
import { PostularBar } from './postular-bar';
import { CompartirOferta } from './compartir-oferta';
import { InformativaView, OfertaSkeleton, OfertaView } from './oferta-view';
import { origenDe, SIN_ORIGEN_LABEL, VOLVER_LABEL } from './volver';

type Answer = OfertaDetallePostulante | OfertaInformativa;

export interface PostulanteOfertaData {
  oferta: Promise<OfertaLoaded<Answer>>;
}

export function postulanteOfertaLoader({ params }: LoaderFunctionArgs): PostulanteOfertaData {
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) throw redirect(paths.notFound);
  return { oferta: loadOfertaPostulante(id) };
}

function Detail({ oferta }: { oferta: OfertaDetallePostulante }) {
  const revalidator = useRevalidator();
  // What the CV still lacks to apply is read once with the offer, so the bar says it before Postular opens anything.
  const [faltantes, setFaltantes] = useState<OptionalCvField[] | null>(null);
  const canPostular = oferta.puede_postular && !oferta.postulacion;
  // The view is counted after the paint, by where the visit came from (docs/insights.md).
  useEffect(() => contarVista(oferta.id, window.location.search), [oferta.id]);
  useEffect(() => {
    if (!canPostular) return;
    let live = true;
    void loadFaltantesParaPostular().then((missing) => live && setFaltantes(missing));
    return () => {
      live = false;
    };
  }, [canPostular]);
  return (
    <OfertaView
      oferta={oferta}
      action={
        <div className="space-y-3">
          <PostularBar oferta={oferta} faltantes={faltantes} onChanged={() => void revalidator.revalidate()} />
          {/* Saved for later while it still takes applications and they have not applied. */}
          {oferta.vigente && !oferta.postulacion && <GuardarButton oferta={oferta} />}
        </div>
      }
      share={oferta.vigente ? <CompartirOferta oferta={oferta} origen="postulante" /> : null}
    />
  );
}

/**
 * Router state of the Mis postulaciones cards: they link to `nuevas-ofertas/{id}` as the spec says, and the detail's
 * back link then returns to Mis postulaciones (the detail also stays at `mis-postulaciones/{id}`).
 */
export const FROM_POSTULACIONES = { desde: 'mis-postulaciones' } as const;

export function PostulanteOfertaPage({ from }: { from: 'ofertas' | 'postulaciones' }) {
  const data = useLoaderData() as PostulanteOfertaData;
  const location = useLocation();
  const navigate = useNavigate();
  const toPostulaciones = from === 'postulaciones' || (location.state as { desde?: string } | null)?.desde === FROM_POSTULACIONES.desde;
  // Opened from a list's card: back to that list as it was left (its page in the address, its scroll restored).
  const origen = toPostulaciones ? null : origenDe(location.state);
  return (
    <div className="max-w-4xl">
      {origen ? (
        <BackLink
          to={origen.volver}
          onClick={(e) => {
            // The list is the entry just before this one: going back keeps its page and lets it restore its scroll.
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            void navigate(-1);
          }}
        >
          {VOLVER_LABEL[origen.desde]}
        </BackLink>
      ) : !toPostulaciones ? (
        // Opened from no list (a typed address, a link): nothing to go back to, so a neutral way to more offers.
        <BackLink to={paths.postulantes.ofertas}>{SIN_ORIGEN_LABEL}</BackLink>
      ) : (
        <BackLink to={paths.postulantes.postulaciones}>Volver a Mis postulaciones</BackLink>
      )}
      <Suspense fallback={<OfertaSkeleton />}>
        <Await resolve={data.oferta}>
          {(loaded: OfertaLoaded<Answer>) =>
            loaded.ok ? (
              esInformativa(loaded.data) ? (
                <InformativaView
                  oferta={loaded.data}
                  share={loaded.data.vigente ? <CompartirOferta oferta={loaded.data} origen="postulante" /> : null}
                />
              ) : (
                <Detail oferta={loaded.data} />
              )
            ) : 'notFound' in loaded ? (
              <Redirect to={paths.notFound} />
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
