/**
 * `/empresas/mis-publicaciones/{id}`: back button, notices, logo, name,
 * dates, title and the offer's HTML (`texto`), with a skeleton while it loads, and the offer's actions. A
 * rejected offer says 'Esta oferta ha sido rechazada por el administrador' with its 'Motivo de rechazo'. Another
 * company's offer, or one that does not exist, is /empresas/404.
 */
import { OFERTA_GRATUITA_MAX_POSTULANTES } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import { accionesOferta, ESTADO_OFERTA, ESTADO_PAGO, TIPO_OFERTA, type OfertaDetalle } from '@practiperu/shared/oferta';
import { encabezadosDesde } from '@practiperu/shared/encabezados';
import { formatInstant, placeText, plazoOferta } from '@practiperu/shared/formato';
import { Suspense, useState, type ReactNode } from 'react';
import { redirect, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { Await } from '../../components/await';
import { Redirect } from '../../components/redirect';
import { HtmlContent } from '../../components/html-content';
import { Icon, type IconName } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../components/skeleton';
import { LoadError } from '../../components/load-error';
import { BackLink } from '../../components/back-link';
import { cuenta } from '../../lib/plural';
import { loadOfertaDetalle, type OfertaLoaded } from './api';
import { OfertaActions, type OfertaChange } from './oferta-actions';
import { OfertaLabels, OrgLogo } from './oferta-labels';
import { ShareOferta } from './share-oferta';

export interface OfertaDetailData {
  oferta: Promise<OfertaLoaded<OfertaDetalle>>;
}

export function ofertaDetailLoader({ params }: LoaderFunctionArgs): OfertaDetailData {
  const id = params.id ?? '';
  if (!/^\d+$/.test(id)) throw redirect(paths.empresas.notFound);
  return { oferta: loadOfertaDetalle(id) };
}

type Tone = 'info' | 'warning' | 'danger' | 'success';
const TONES: Record<Tone, string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
  warning: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  danger: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  success: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
};

function Notice({ tone, icon, title, children }: { tone: Tone; icon: IconName; title: string; children?: ReactNode }) {
  return (
    <div className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}>
      <Icon name={icon} className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-0.5">{children}</div>}
      </div>
    </div>
  );
}

/** The notices of an offer's state, most important first. */
export function OfertaNotices({ oferta, now = new Date() }: { oferta: OfertaDetalle; now?: Date }) {
  const notices: ReactNode[] = [];
  if (oferta.estado === ESTADO_OFERTA.RECHAZADA) {
    notices.push(
      <Notice key="rechazada" tone="danger" icon="warning" title="Esta oferta ha sido rechazada por el administrador">
        <p>
          <strong>Motivo de rechazo:</strong> {oferta.mensaje_rechazado || 'No se indicó un motivo.'}
        </p>
        <p className="mt-1">Duplícala, corrige lo indicado y vuelve a publicarla.</p>
      </Notice>,
    );
  } else if (oferta.estado === ESTADO_OFERTA.PENDIENTE) {
    notices.push(
      <Notice key="pendiente" tone="info" icon="inbox" title="Oferta pendiente de revisión">
        La revisamos en un máximo de 48 horas. Mientras tanto puedes editarla.
      </Notice>,
    );
  }
  if (oferta.tipo === TIPO_OFERTA.DESTACADO && oferta.estado !== ESTADO_OFERTA.RECHAZADA) {
    if (oferta.estado_pago === null)
      notices.push(
        <Notice key="sin-pago" tone="warning" icon="star" title="Aviso destacado sin pago">
          Registra el pago con «Pagar destacado» para que se destaque.
        </Notice>,
      );
    else if (oferta.estado_pago === ESTADO_PAGO.PENDIENTE)
      notices.push(
        <Notice key="pago-pendiente" tone="warning" icon="star" title="Estamos validando tu pago">
          Te avisaremos por correo cuando el aviso esté destacado.
        </Notice>,
      );
    else if (oferta.estado_pago === ESTADO_PAGO.RECHAZADO)
      notices.push(
        <Notice key="pago-rechazado" tone="danger" icon="warning" title="No pudimos validar tu pago">
          Revisa el número de operación y vuelve a registrarlo con «Pagar destacado».
        </Notice>,
      );
  }
  if (oferta.finaliza) {
    // Finalized after its deadline: the applications had closed before, on the day the cards and Condiciones give.
    const cerro = plazoOferta(oferta, now);
    const finalizada = formatInstant(oferta.finaliza);
    notices.push(
      <Notice key="finalizada" tone="info" icon="check" title={`Convocatoria finalizada el ${finalizada}`}>
        {cerro.label === 'Cerró el' && cerro.texto !== finalizada && `Las postulaciones cerraron el ${cerro.texto}, al vencer su plazo.`}
      </Notice>,
    );
  } else if (oferta.estado === ESTADO_OFERTA.APROBADA && !oferta.vigente)
    notices.push(<Notice key="vencida" tone="info" icon="check" title="El plazo para postular ya venció" />);
  if (oferta.publicar === 0)
    notices.push(
      <Notice key="oculta" tone="warning" icon="close" title="Oferta oculta">
        Los postulantes no la ven. Puedes mostrarla desde «Más acciones».
      </Notice>,
    );
  if (oferta.tipo === TIPO_OFERTA.GRATIS && oferta.total_postulantes > (oferta.max_free_postulantes || OFERTA_GRATUITA_MAX_POSTULANTES))
    notices.push(
      <Notice key="limite" tone="info" icon="user" title="Aviso gratuito">
        Ves los datos completos de los primeros {oferta.max_free_postulantes || OFERTA_GRATUITA_MAX_POSTULANTES} postulantes.
        {/* Only an offer that can still become featured is told to. */}
        {accionesOferta(oferta, now).cambiarADestacado && ' Cámbiala a destacada para verlos a todos.'}
      </Notice>,
    );
  return notices.length ? <div className="mb-5 space-y-3">{notices}</div> : null;
}

function DetailSkeleton() {
  return (
    <SkeletonGroup label="Cargando la oferta…">
      <div className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
        <Skeleton className="mt-6 h-7 w-2/3" />
        <SkeletonText lines={6} className="mt-6" />
      </div>
    </SkeletonGroup>
  );
}

function Detail({ oferta }: { oferta: OfertaDetalle }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [now] = useState(() => new Date());
  const onChanged = (change: OfertaChange) => {
    // After finishing, back to Mis publicaciones; a removed offer has no page any more.
    if (change === 'finished' || change === 'removed') navigate(paths.empresas.misOfertas);
    else void revalidator.revalidate();
  };
  return (
    <>
      <OfertaNotices oferta={oferta} now={now} />
      <article
        className={`rounded-xl border bg-white p-5 shadow-sm sm:p-8 dark:bg-slate-900 ${
          oferta.destacado || (oferta.tipo === 1 && oferta.estado_pago === 1)
            ? 'border-yellow-400 ring-2 ring-yellow-300/60 dark:border-yellow-600 dark:ring-yellow-700/50'
            : 'border-slate-200 dark:border-slate-800'
        }`}
      >
        <div className="flex items-center gap-4">
          <OrgLogo url={oferta.logo_org} name={oferta.nombre_org} size="size-16" />
          <div className="min-w-0">
            <p className="font-semibold text-slate-900 dark:text-white">{oferta.nombre_org}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {oferta.fecha_publicacion
                ? `Publicada el ${formatInstant(oferta.fecha_publicacion)}`
                : `Creada el ${formatInstant(oferta.creado_en)} · aún no publicada`}
            </p>
          </div>
        </div>
        <div className="mt-5">
          <PageTitle documentTitle={oferta.titulo}>{oferta.titulo}</PageTitle>
        </div>
        <div className="-mt-3 mb-5 space-y-3">
          <OfertaLabels oferta={oferta} now={now} />
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Lugar</dt>
              <dd className="text-slate-900 dark:text-slate-100">{placeText(oferta)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {plazoOferta(oferta, now).label}
              </dt>
              <dd className="text-slate-900 dark:text-slate-100">{plazoOferta(oferta, now).texto}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Postulantes</dt>
              <dd className="font-semibold text-slate-900 tabular-nums dark:text-slate-100">
                {cuenta(oferta.total_postulantes, 'postulante')}
              </dd>
            </div>
          </dl>
        </div>
        <div className="border-y border-slate-200 py-4 dark:border-slate-800">
          <OfertaActions oferta={oferta} now={now} onChanged={onChanged} />
          <ShareOferta oferta={oferta} now={now} />
        </div>
        {/* The text's section headings (h3, and the editor's h4) continue the outline under the page's h1. */}
        <HtmlContent html={encabezadosDesde(oferta.texto, 2)} className="mt-6" />
      </article>
    </>
  );
}

export function OfertaDetailPage() {
  const data = useLoaderData() as OfertaDetailData;
  return (
    <div className="max-w-4xl">
      <BackLink to={paths.empresas.misOfertas}>Volver a Mis publicaciones</BackLink>
      <Suspense fallback={<DetailSkeleton />}>
        <Await resolve={data.oferta}>
          {(loaded: OfertaLoaded<OfertaDetalle>) =>
            loaded.ok ? (
              <Detail oferta={loaded.data} />
            ) : 'notFound' in loaded ? (
              <Redirect to={paths.empresas.notFound} />
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
