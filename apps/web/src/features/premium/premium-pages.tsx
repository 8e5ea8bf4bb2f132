/**
 * The premium pages of the applicant:
 * - `/postulantes/membresia/`: only while premium (the route guard sends others home): state, dates, days left,
 *   history and the platform's billing data (`getInfoFactura`);
 * - `/postulantes/contenido-premium/` and `…/video/{id_video}`: the videos and resources, locked with an upgrade
 *   prompt for non-premium applicants (the API refuses them the content itself).
 */
import { paths } from '@practiperu/shared/paths';
import { PREMIUM_MESSAGES, premiumDaysLabel, type Membresia, type PremiumItem } from '@practiperu/shared/premium';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { FormAlert } from '../../components/field';
import type { Loaded } from '../../lib/loaded';
import { BackLink } from '../../components/back-link';
import { CARD } from '../../components/card';
import { DataList } from '../../components/data-list';
import { TEXT_LINK } from '../../components/buttons';
import { loadInfoFactura, type InfoFactura } from '../ofertas';
import { loadMembresia, loadPremiumData, loadPremiumVideo, type PremiumList } from './api';
import { PremiumLocked } from './premium-notices';
import { formatDay } from './format-day';
import { GOLD_BADGE } from './premium-ui';

// ------------------------------------------------------------------ membresía

export interface MembershipData {
  membresia: Loaded<Membresia>;
  factura: Loaded<InfoFactura>;
}

export async function membershipLoader(): Promise<MembershipData> {
  const [membresia, factura] = await Promise.all([loadMembresia(), loadInfoFactura()]);
  return { membresia, factura };
}

export function MembershipPage() {
  const { membresia, factura } = useLoaderData() as MembershipData;
  return (
    <div className="max-w-4xl space-y-5">
      <PageTitle subtitle="Tu acceso a los videos y recursos Premium.">Mi membresía</PageTitle>
      {!membresia.ok ? (
        <FormAlert title="No se pudo cargar tu membresía">{membresia.message || 'Se produjo un error.'}</FormAlert>
      ) : (
        <>
          <section className={CARD} aria-labelledby="estado-membresia">
            <div className="mb-4 flex flex-wrap items-center gap-3">
              <h2 id="estado-membresia" className="text-lg font-bold text-slate-900 dark:text-white">
                Estado
              </h2>
              <span className={`${GOLD_BADGE} px-3 py-1 text-sm`}>
                <Icon name="star" className="size-4" />
                Premium activo
              </span>
            </div>
            {membresia.data.estado.ultimo_dia && <FormAlert className="mb-4">{PREMIUM_MESSAGES.lastDay}</FormAlert>}
            <DataList
              items={[
                {
                  label: 'Vence',
                  value: membresia.data.estado.expira_el ? `${formatDay(membresia.data.estado.expira_el)}, 23:59 (hora de Lima)` : '—',
                },
                {
                  label: 'Días restantes',
                  value: membresia.data.estado.dias_restantes === null ? '—' : premiumDaysLabel(membresia.data.estado.dias_restantes),
                },
              ]}
            />
            <div className="mt-5 flex flex-wrap gap-4">
              <Link to={paths.postulantes.premiumContent} className={TEXT_LINK}>
                Ver contenido Premium
              </Link>
              <Link to={paths.postulantes.premiumUpgrade} className={TEXT_LINK}>
                Renovar membresía
              </Link>
            </div>
          </section>
          <section className={CARD} aria-labelledby="historial">
            <h2 id="historial" className="mb-3 text-lg font-bold text-slate-900 dark:text-white">
              Historial
            </h2>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {membresia.data.historial.map((m) => (
                <li key={m.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between">
                  <span className="text-slate-900 dark:text-white">
                    Del {formatDay(m.inicio)} al {formatDay(m.expira_el)}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-400" data-testid="historial-pago">
                    {/* A membership without a payment was granted by PractiPerú (back office, promotions). */}
                    {m.metodo_pago ?? 'Otorgada por PractiPerú, sin pago'}
                    {m.nro_operacion ? ` · operación ${m.nro_operacion}` : ''}
                    {m.monto !== null ? ` · S/ ${m.monto}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      {factura.ok && (
        <section className={CARD} aria-labelledby="facturacion">
          <h2 id="facturacion" className="mb-3 text-lg font-bold text-slate-900 dark:text-white">
            Datos de facturación
          </h2>
          <DataList
            items={[
              { label: 'Razón social', value: factura.data.razon_social },
              { label: 'RUC', value: <span className="tabular-nums">{factura.data.ruc}</span> },
              {
                label: 'Correo',
                value: (
                  <a href={`mailto:${factura.data.correo}`} className="break-words text-brand-700 underline dark:text-brand-100">
                    {factura.data.correo}
                  </a>
                ),
              },
            ]}
          />
        </section>
      )}
    </div>
  );
}

// ------------------------------------------------------------------ contenido premium

export async function contentLoader(): Promise<Loaded<PremiumList>> {
  return loadPremiumData();
}

function Cover({ item }: { item: PremiumItem }) {
  return item.image ? (
    <img src={item.image} alt="" className="aspect-video w-full rounded-t-xl object-cover" loading="lazy" />
  ) : (
    <div className="flex aspect-video w-full items-center justify-center rounded-t-xl bg-gradient-to-br from-brand-700 to-brand-500 text-white">
      <Icon name={item.type === 'video' ? 'academic' : 'document'} className="size-10" />
    </div>
  );
}

function ItemCard({ item }: { item: PremiumItem }) {
  const meta = [item.folder_name, item.duration].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <Cover item={item} />
      <div className="flex flex-1 flex-col p-4">
        {meta && <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">{meta}</p>}
        <h3 className="mt-1 font-bold text-slate-900 dark:text-white">{item.title}</h3>
        <p className="mt-1 line-clamp-3 flex-1 text-sm text-slate-600 dark:text-slate-400">{item.description}</p>
        <div className="mt-3">
          {item.type === 'video' ? (
            <Link to={`${paths.postulantes.premiumContent}video/${item.id}`} className={TEXT_LINK}>
              Ver video
            </Link>
          ) : item.file ? (
            <a href={item.file} target="_blank" rel="noreferrer" className={TEXT_LINK}>
              Descargar recurso (PDF)
            </a>
          ) : (
            <span className="text-sm text-slate-600 dark:text-slate-400">Disponible pronto</span>
          )}
        </div>
      </div>
    </li>
  );
}

export function ContentPage() {
  const data = useLoaderData() as Loaded<PremiumList>;
  if (!data.ok) return <FormAlert title="No se pudo cargar el contenido">{data.message || 'Se produjo un error.'}</FormAlert>;
  const videos = data.data.items.filter((i) => i.type === 'video');
  const recursos = data.data.items.filter((i) => i.type === 'recurso');
  return (
    <div className="space-y-6">
      <PageTitle subtitle="Videos y recursos para preparar tu CV, tus entrevistas y tus prácticas.">Contenido Premium</PageTitle>
      {data.data.locked ? (
        <PremiumLocked titles={data.data.titles} vencioEl={data.data.vencioEl} />
      ) : (
        <>
          {[
            { id: 'videos', title: 'Videos', list: videos },
            { id: 'recursos', title: 'Recursos', list: recursos },
          ].map((group) => (
            <section key={group.id} aria-labelledby={group.id}>
              <h2 id={group.id} className="mb-3 text-xl font-bold">
                {group.title}
              </h2>
              {group.list.length === 0 ? (
                <p className="text-slate-600 dark:text-slate-400">Aún no hay {group.title.toLowerCase()} publicados.</p>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.list.map((item) => (
                    <ItemCard key={item.id} item={item} />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </>
      )}
    </div>
  );
}

// ------------------------------------------------------------------ video

export async function videoLoader({ params }: LoaderFunctionArgs) {
  return loadPremiumVideo(params.id_video ?? '');
}

export function VideoPage() {
  const data = useLoaderData() as Awaited<ReturnType<typeof loadPremiumVideo>>;
  return (
    <div className="max-w-4xl space-y-5">
      <BackLink to={paths.postulantes.premiumContent}>Contenido Premium</BackLink>
      {!data.ok ? (
        data.locked ? (
          <>
            <PageTitle>Video Premium</PageTitle>
            <PremiumLocked vencioEl={data.vencioEl} />
          </>
        ) : (
          <>
            <PageTitle>Video Premium</PageTitle>
            <FormAlert title="No se pudo cargar el video">{data.message || 'Se produjo un error.'}</FormAlert>
          </>
        )
      ) : (
        <>
          <PageTitle subtitle={[data.data.folder_name, data.data.duration].filter(Boolean).join(' · ') || undefined}>
            {data.data.title}
          </PageTitle>
          {data.data.file ? (
            <video
              controls
              preload="metadata"
              src={data.data.file}
              poster={data.data.image ?? undefined}
              className="aspect-video w-full rounded-xl bg-black"
              data-testid="premium-video"
            >
              Tu navegador no puede reproducir este video.
            </video>
          ) : (
            <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-800 p-6 text-center text-white">
              <Icon name="academic" className="size-10" />
              <p className="font-semibold">El video estará disponible pronto.</p>
            </div>
          )}
          {data.data.description && <p className="text-slate-700 dark:text-slate-300">{data.data.description}</p>}
          {data.data.glossary.length > 0 && (
            <section className={CARD} aria-labelledby="glosario">
              <h2 id="glosario" className="mb-3 text-lg font-bold text-slate-900 dark:text-white">
                Glosario
              </h2>
              <dl className="space-y-3">
                {data.data.glossary.map((g) => (
                  <div key={g.title}>
                    <dt className="font-semibold text-slate-900 dark:text-white">{g.title}</dt>
                    <dd className="text-slate-700 dark:text-slate-300">{g.description}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </>
      )}
    </div>
  );
}
