/**
 * `/empresas/`: the greeting banner with the organisation's name, the pricing cards (server HTML,
 * `getTemplatePricing`) each with its Publicar button, and the company's last offers (`myLatestOffer`, at most 5)
 * with a link to all of them. When the company data still has empty groups, a prompt to complete them.
 */
import { HOME_ULTIMAS_OFERTAS_MAX } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import type { OrganizacionDescripcion } from '@practiperu/shared/organizacion';
import type { OfertaCard as OfertaCardData } from '@practiperu/shared/oferta';
import type { SessionUser } from '@practiperu/shared/session';
import { Suspense, useState } from 'react';
import { Link, useLoaderData, useRouteLoaderData } from 'react-router';
import { Await } from '../../components/await';
import { FormAlert } from '../../components/field';
import { HtmlContent } from '../../components/html-content';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { Skeleton, SkeletonCard, SkeletonGroup, SkeletonText } from '../../components/skeleton';
import { organizacion } from '../../lib/api/organizacion';
import type { Loaded } from '../../lib/loaded';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { loadPricing, loadUltimasOfertas, OfertaCard, type PricingTemplates } from '../ofertas';
import { asientoPuede } from '@practiperu/shared/equipo';

export interface HomeData {
  pricing: Promise<Loaded<PricingTemplates>>;
  latest: Promise<Loaded<OfertaCardData[]>>;
  org: Promise<OrganizacionDescripcion | null>;
}

async function loadDescription(): Promise<OrganizacionDescripcion | null> {
  const res = await organizacion.myAccountDescription();
  return res.state ? (res.data[0] ?? null) : null;
}

/** Nothing is awaited: the banner shows at once, the rest with skeletons. */
export function homeLoader(): HomeData {
  return { pricing: loadPricing(), latest: loadUltimasOfertas(), org: loadDescription() };
}

/** Only for those who can complete them: a recruiter seat cannot edit the company's data. */
function PendingData({ org, administrador }: { org: OrganizacionDescripcion | null; administrador: boolean }) {
  if (!administrador || !org || org.pendientes.length === 0) return null;
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="flex items-start gap-2">
        <Icon name="warning" className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong>Completa los datos de tu empresa.</strong> Los postulantes confían más en las ofertas de empresas con descripción,
          contacto y ubicación.
        </span>
      </p>
      <Link to={paths.empresas.accountUpdate} className={`${BUTTON_SECONDARY} py-2! text-sm`}>
        Completar datos
      </Link>
    </div>
  );
}

function PricingCards({ pricing }: { pricing: Loaded<PricingTemplates> }) {
  if (!pricing.ok) return <FormAlert title="No se pudieron cargar los planes">{pricing.message || 'Se produjo un error.'}</FormAlert>;
  const cards = [
    { key: 'gratis', html: pricing.data.gratis, to: paths.empresas.publishFree, label: 'Publicar gratis', destacado: false },
    { key: 'destacado', html: pricing.data.destacado, to: paths.empresas.publishDestacado, label: 'Publicar destacado', destacado: true },
  ];
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {cards.map((c) => (
        <section
          key={c.key}
          aria-label={c.destacado ? 'Aviso destacado' : 'Aviso gratuito'}
          data-testid={`precio-${c.key}`}
          className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900 ${
            c.destacado ? 'border-2 border-yellow-400 dark:border-yellow-600' : 'border border-slate-200 dark:border-slate-800'
          }`}
        >
          <HtmlContent html={c.html} className="flex-1 text-sm [&_h3]:text-xl [&_h3:first-child]:mt-0" />
          <Link to={c.to} className={`${c.destacado ? BUTTON_PRIMARY : BUTTON_SECONDARY} mt-5`}>
            {c.destacado && <Icon name="star" className="size-4" />}
            {c.label}
          </Link>
        </section>
      ))}
    </div>
  );
}

function LatestOfertas({ latest }: { latest: Loaded<OfertaCardData[]> }) {
  const [now] = useState(() => new Date());
  if (!latest.ok) return <FormAlert title="No se pudieron cargar tus ofertas">{latest.message || 'Se produjo un error.'}</FormAlert>;
  if (latest.data.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center dark:border-slate-700 dark:bg-slate-900">
        <p className="font-semibold text-slate-900 dark:text-white">Aún no publicas ofertas.</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Elige un plan arriba y publica tu primera convocatoria.</p>
      </div>
    );
  return (
    <ul className="space-y-3" aria-label="Últimas ofertas">
      {latest.data.slice(0, HOME_ULTIMAS_OFERTAS_MAX).map((o) => (
        <li key={o.id}>
          <OfertaCard oferta={o} now={now} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

export function HomePage() {
  const user = useRouteLoaderData('empresas-private') as SessionUser;
  const data = useLoaderData() as HomeData;
  return (
    <>
      <section className="mb-6 rounded-2xl bg-gradient-to-r from-slate-900 to-slate-700 p-6 text-white shadow-sm">
        <PageTitle documentTitle="Inicio">
          <span className="text-white">Hola, {user.nombre_org || user.name}</span>
        </PageTitle>
        <p className="-mt-3 text-slate-200">Publica tus convocatorias de prácticas y encuentra a tus próximos practicantes.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={paths.empresas.publish} className={`${BUTTON_PRIMARY} py-2! text-sm`}>
            <Icon name="plus" className="size-4" />
            Publicar oferta
          </Link>
          <Link
            to={paths.empresas.misOfertas}
            className="inline-flex items-center gap-2 rounded-lg border border-white/40 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10"
          >
            Mis publicaciones
          </Link>
        </div>
      </section>

      <Suspense fallback={null}>
        <Await resolve={data.org}>
          {(org: OrganizacionDescripcion | null) => <PendingData org={org} administrador={asientoPuede(user, 'empresa')} />}
        </Await>
      </Suspense>

      <h2 className="mb-3 text-xl font-bold text-slate-900 dark:text-white">Planes para publicar</h2>
      <Suspense
        fallback={
          <SkeletonGroup label="Cargando los planes…" className="grid gap-5 md:grid-cols-2">
            {[0, 1].map((i) => (
              // As tall as the plans usually are (460–550 px at a phone's width, 492 at a desktop's), so the offers
              // below do not jump down under a finger when the plans arrive.
              <div
                key={i}
                className="min-h-[31rem] rounded-2xl md:min-h-[30.75rem] border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <Skeleton className="h-6 w-1/2" />
                <SkeletonText lines={5} className="mt-4" />
              </div>
            ))}
          </SkeletonGroup>
        }
      >
        <Await resolve={data.pricing}>{(pricing: Loaded<PricingTemplates>) => <PricingCards pricing={pricing} />}</Await>
      </Suspense>

      <div className="mt-8 mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">Tus últimas ofertas</h2>
        <Link to={paths.empresas.misOfertas} className="font-semibold text-brand-700 hover:underline dark:text-brand-100">
          Ver todas mis publicaciones
        </Link>
      </div>
      <Suspense
        fallback={
          <SkeletonGroup label="Cargando tus ofertas…" className="space-y-3">
            <SkeletonCard />
            <SkeletonCard />
          </SkeletonGroup>
        }
      >
        <Await resolve={data.latest}>{(latest: Loaded<OfertaCardData[]>) => <LatestOfertas latest={latest} />}</Await>
      </Suspense>
    </>
  );
}
