/**
 * An offer as applicants and visitors read it: notices, logo,
 * company (a link to its public page while it is shown), publication date, title, state labels, the facts (place, deadline, modality, schedule, places, the
 * subsidy when shown), an action slot (the apply bar, or "Postular" on the public page), the offer's HTML and a
 * share slot at the end (compartir-oferta.tsx, while the offer is open).
 * An informational offer shows only the informational notice and the link to its page (applicants cannot apply here).
 */
import type { OfertaCampos, OfertaCardPostulante, OfertaInformativa } from '@practiperu/shared/postulacion';
import { encabezadosDesde } from '@practiperu/shared/encabezados';
import { formatInstant, formatSoles, placeText, plazoOferta } from '@practiperu/shared/formato';
import { jornadaTexto } from '@practiperu/shared/ley28518';
import type { ReactNode } from 'react';
import { HtmlContent } from '../../components/html-content';
import { Icon, type IconName } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../components/skeleton';
import { BUTTON_PRIMARY, TEXT_LINK } from '../../components/buttons';
import { Link } from 'react-router';
import { OrgLogo } from '../ofertas';
import { Ley28518Pill, OfertaStatePill } from './oferta-card';

/** The Ley 28518 explanation under the facts (the server-written page has the same). */
const LEY_BOX =
  'rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50';

type Tone = 'info' | 'warning' | 'danger';
const TONES: Record<Tone, string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
  warning: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  danger: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};

export function Notice({ tone, icon, title, children }: { tone: Tone; icon: IconName; title: string; children?: ReactNode }) {
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

type Full = OfertaCardPostulante & OfertaCampos & { aviso_max_free?: string; ruta_empresa?: string | null };

/** Pendiente, Rechazado (with its reason), Finalizó; a free offer with 15 active applications says so. */
function notices(o: Full): ReactNode[] {
  const out: ReactNode[] = [];
  if (o.estado === 2)
    out.push(
      <Notice key="rechazada" tone="danger" icon="warning" title="Esta oferta ha sido rechazada por el administrador">
        <strong>Motivo de rechazo:</strong> {o.mensaje_rechazado || 'No se indicó un motivo.'}
      </Notice>,
    );
  else if (o.estado === 0) out.push(<Notice key="pendiente" tone="info" icon="inbox" title="Esta oferta está pendiente de revisión" />);
  else if (!o.vigente)
    out.push(
      <Notice key="finalizo" tone="info" icon="check" title="Esta convocatoria finalizó">
        Ya no recibe postulaciones.
      </Notice>,
    );
  // «Aún puedes postular» is about applying: not said of an offer that no longer takes applications.
  if (o.aviso_max_free && o.vigente)
    out.push(
      <Notice key="max" tone="warning" icon="user" title="Oferta gratuita con muchas postulaciones">
        {o.aviso_max_free}
      </Notice>,
    );
  return out;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Head({
  o,
}: {
  o: Pick<OfertaCardPostulante, 'logo_org' | 'nombre_org' | 'fecha_publicacion'> & { ruta_empresa?: string | null };
}) {
  return (
    <div className="flex items-center gap-4">
      <OrgLogo url={o.logo_org} name={o.nombre_org} size="size-16" />
      <div className="min-w-0">
        {/* The company's name leads to its public page while that page is shown (decision 029). */}
        <p className="font-semibold break-words text-slate-900 dark:text-white">
          {o.ruta_empresa ? (
            <Link to={o.ruta_empresa} className={TEXT_LINK}>
              {o.nombre_org}
            </Link>
          ) : (
            o.nombre_org
          )}
        </p>
        {o.fecha_publicacion && (
          <p className="text-sm text-slate-600 dark:text-slate-400">Publicada el {formatInstant(o.fecha_publicacion)}</p>
        )}
      </div>
    </div>
  );
}

export function OfertaView({ oferta, action, share }: { oferta: Full; action?: ReactNode; share?: ReactNode }) {
  // A finished offer says when it closed, not a deadline still to come beside «Finalizó».
  const plazo = plazoOferta(oferta);
  const list = notices(oferta);
  return (
    <>
      {list.length > 0 && <div className="mb-5 space-y-3">{list}</div>}
      <article
        className={`rounded-xl border bg-white p-5 shadow-sm sm:p-8 dark:bg-slate-900 ${
          oferta.destacado
            ? 'border-yellow-400 ring-2 ring-yellow-300/60 dark:border-yellow-600 dark:ring-yellow-700/50'
            : 'border-slate-200 dark:border-slate-800'
        }`}
      >
        <Head o={oferta} />
        <div className="mt-5 break-words">
          <PageTitle documentTitle={oferta.titulo}>{oferta.titulo}</PageTitle>
        </div>
        <div className="-mt-3 mb-5 space-y-3">
          <div className="flex flex-wrap gap-1.5">
            <OfertaStatePill estadoTexto={oferta.estado_texto} />
            {oferta.destacado && (
              <span className="inline-flex items-center gap-1 rounded-full bg-yellow-100 px-2.5 py-0.5 text-xs font-semibold text-yellow-900 ring-1 ring-yellow-400 ring-inset dark:bg-yellow-950 dark:text-yellow-200 dark:ring-yellow-700">
                <Icon name="star" className="size-3.5" />
                Destacada
              </span>
            )}
            {oferta.ley_28518 && <Ley28518Pill />}
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <Fact label="Lugar">{placeText(oferta)}</Fact>
            <Fact label={plazo.label}>{plazo.texto}</Fact>
            <Fact label="Modalidad">{oferta.modalidad === 'PROFESIONAL' ? 'Prácticas profesionales' : 'Prácticas preprofesionales'}</Fact>
            <Fact label="Horario">{oferta.horario}</Fact>
            {oferta.horas_dia !== null && oferta.dias_semana !== null && (
              <Fact label="Jornada">{jornadaTexto(oferta.horas_dia, oferta.dias_semana)}</Fact>
            )}
            <Fact label="Vacantes">{oferta.nro_plazas}</Fact>
            {oferta.salario !== null && oferta.salario > 0 && <Fact label="Subvención mensual">{formatSoles(oferta.salario)}</Fact>}
          </dl>
          {oferta.ley_28518 && (
            <section aria-label="Cumple la Ley 28518" className={LEY_BOX}>
              <p className="flex items-center gap-1.5 font-semibold">
                <Icon name="shield" className="size-4" />
                Cumple la Ley 28518
              </p>
              <p className="mt-1">{oferta.ley_28518.jornada}</p>
              <p className="mt-1">{oferta.ley_28518.derechos}</p>
            </section>
          )}
        </div>
        {action && <div className="border-y border-slate-200 py-4 dark:border-slate-800">{action}</div>}
        {/* The text's section headings (h3, and the editor's h4) continue the outline under the page's h1. */}
        <HtmlContent html={encabezadosDesde(oferta.texto, 2)} className="mt-6" />
        {share}
      </article>
    </>
  );
}

/** An informational offer: only its notice and the link to the organisation's page. */
export function InformativaView({ oferta, share }: { oferta: OfertaInformativa; share?: ReactNode }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <Head o={oferta} />
      <div className="mt-5 break-words">
        <PageTitle documentTitle={oferta.titulo}>{oferta.titulo}</PageTitle>
      </div>
      <div className="-mt-3 space-y-4">
        <div className="flex flex-wrap gap-1.5">
          <OfertaStatePill estadoTexto={oferta.estado_texto} />
        </div>
        <Notice tone="info" icon="megaphone" title="Convocatoria informativa">
          {oferta.aviso}
        </Notice>
        {oferta.enlace && (
          <a href={oferta.enlace} target="_blank" rel="noopener noreferrer" className={BUTTON_PRIMARY}>
            Ir a la convocatoria
            <span className="sr-only"> (se abre en otra pestaña)</span>
          </a>
        )}
      </div>
      {share}
    </article>
  );
}

export function OfertaSkeleton() {
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
