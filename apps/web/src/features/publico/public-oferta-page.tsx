import { useEffect } from 'react';
/**
 * `/ofertas/{alias}-{id}`: an approved offer's public page, readable without an account. "Postular" leads a
 * visitor to the applicant login and, after it, to the offer in their area where the apply bar is (decision 015);
 * a signed-in applicant goes there directly, and sees their own state (applied, cancelled; Guardar). An informational offer shows only its notice and link. A closed offer
 * (finished, or past its deadline) says so and lists open offers like it (decision 022).
 *
 * The server writes this page's head and its visible content for a visitor into the HTML it sends
 * (apps/api/src/modules/publico/publico.html.ts mirrors this markup; __tests__/public-pages-ssr.test.tsx compares
 * the two), and the app's first render replaces it in one step: so the loader waits for the offer instead of
 * showing a skeleton, which would flash over the server's content. An old alias is redirected to the canonical
 * path (by the server on first load, here on client-side navigation).
 */
import { ROLE } from '@practiperu/shared/constants';
import { OFERTA_CERRADA } from '@practiperu/shared/oferta-publica';
import { postulanteOfertaPath, paths } from '@practiperu/shared/paths';
import {
  esInformativa,
  idDeRutaPublica,
  NO_POSTULAR,
  type OfertaCardPostulante,
  type OfertaPublicaDetalle,
} from '@practiperu/shared/postulacion';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Redirect } from '../../components/redirect';
import { useSessionUser } from '../../lib/use-session-user';
import { contarVista } from '../../lib/visitas';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../../components/load-error';
import { BackLink } from '../../components/back-link';
import { BUTTON_PRIMARY, TEXT_LINK } from '../../components/buttons';
import {
  CompartirOferta,
  PostulanteOfertaCard,
  InformativaView,
  loadOfertaPublica,
  type OfertaLoaded,
  OfertaView,
  type PaginaPublica,
  PostularDelPostulante,
} from '../postulaciones';

export interface PublicOfertaData {
  slugPath: string;
  loaded: OfertaLoaded<PaginaPublica>;
}

export async function publicOfertaLoader({ params, request }: LoaderFunctionArgs): Promise<PublicOfertaData> {
  const id = idDeRutaPublica(params.slug ?? '');
  if (id === null) throw redirect(paths.notFound);
  return { slugPath: new URL(request.url).pathname, loaded: await loadOfertaPublica(id) };
}

/** Where "Postular" leads: the login (and back to the offer), or straight to the applicant's page of the offer. */
export function postularDestino(ofertaId: number, role: number | null): string | null {
  const target = postulanteOfertaPath(ofertaId);
  if (role === null) return `${paths.postulantes.login}?volver=${encodeURIComponent(target)}`;
  return role === ROLE.POSTULANTE ? target : null;
}

function PostularAction({ oferta }: { oferta: OfertaPublicaDetalle }) {
  const user = useSessionUser();
  // A signed-in applicant sees their own state, as in their area: applied, cancelled, or Postular and Guardar.
  if (user?.role === ROLE.POSTULANTE) return <PostularDelPostulante oferta={oferta} />;
  if (!oferta.vigente)
    return (
      <p className="flex items-center gap-2 font-medium text-slate-700 dark:text-slate-300">
        <Icon name="inbox" className="size-5 shrink-0" />
        {NO_POSTULAR.cerrada}
      </p>
    );
  const to = postularDestino(oferta.id, user ? user.role : null);
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

/** A closed offer's way on: open offers like it (same careers, then same department), and the whole search. */
function SimilarOfertas({ ofertas }: { ofertas: OfertaCardPostulante[] }) {
  return (
    <section aria-labelledby="ofertas-similares" className="mt-8">
      <h2 id="ofertas-similares" className="text-xl font-bold text-slate-900 dark:text-white">
        {OFERTA_CERRADA.similaresTitulo}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {ofertas.length ? OFERTA_CERRADA.conSimilares : OFERTA_CERRADA.sinSimilares}
      </p>
      {ofertas.length > 0 && (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {ofertas.map((o) => (
            <li key={o.id}>
              <PostulanteOfertaCard oferta={o} to={o.ruta_publica} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4">
        <Link to={paths.ofertas} className={TEXT_LINK}>
          {OFERTA_CERRADA.verTodas}
        </Link>
      </p>
    </section>
  );
}

function Page({ page }: { page: PaginaPublica }) {
  const o = page.oferta;
  // The view is counted after the paint, by where the visit came from (docs/insights.md).
  useEffect(() => contarVista(o.id, window.location.search), [o.id]);
  // Only an open offer is worth sending to someone: a closed one points to others instead.
  const share = o.vigente ? <CompartirOferta oferta={o} origen="pagina-publica" /> : null;
  return (
    <>
      {esInformativa(o) ? (
        <InformativaView oferta={o} share={share} />
      ) : (
        <OfertaView oferta={o} action={<PostularAction oferta={o} />} share={share} />
      )}
      {page.similares && <SimilarOfertas ofertas={page.similares} />}
    </>
  );
}

export function PublicOfertaPage() {
  const { slugPath, loaded } = useLoaderData() as PublicOfertaData;
  return (
    <div className="mx-auto max-w-4xl py-2">
      <BackLink to={paths.ofertas}>Ver más ofertas</BackLink>
      {!loaded.ok ? (
        'notFound' in loaded ? (
          <Redirect to={paths.notFound} />
        ) : (
          <>
            <PageTitle>Error al cargar</PageTitle>
            <LoadError message={loaded.message} />
          </>
        )
      ) : loaded.data.oferta.ruta_publica !== slugPath ? (
        <Redirect to={loaded.data.oferta.ruta_publica} />
      ) : (
        <Page page={loaded.data} />
      )}
    </div>
  );
}
