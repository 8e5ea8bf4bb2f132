/**
 * An offer card as applicants and visitors see it: logo (fallback image), company, title,
 * place and time modality, publication date and deadline; a featured offer with a validated payment is
 * highlighted; "Postulaste" when they already applied; the status of their application in Mis postulaciones.
 * An informational offer (oferta_publica) links to its public page.
 */
import type { EstadoPostulacionClave, OfertaCardPostulante, PostulacionVista } from '@practiperu/shared/postulacion';
import { formatInstant, placeText, plazoOferta } from '@practiperu/shared/formato';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { EntrevistaPill } from '../entrevistas';
import { OrgLogo } from '../ofertas';

const PILL = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';
const GREEN = 'bg-green-50 text-green-800 ring-green-300 dark:bg-green-950 dark:text-green-200 dark:ring-green-800';
const GREY = 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600';
const GOLD = 'bg-yellow-100 text-yellow-900 ring-yellow-400 dark:bg-yellow-950 dark:text-yellow-200 dark:ring-yellow-700';
const SKY = 'bg-sky-50 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800';
const RED = 'bg-red-50 text-red-800 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800';
/** The Ley 28518 mark. */
export const LEY = 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800';
const AMBER = 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800';

/** Each application status its colour. */
const STATUS_COLOR: Record<EstadoPostulacionClave, string> = {
  recibida: SKY,
  cv_visto: SKY,
  en_proceso: AMBER,
  finalista: GREEN,
  no_seleccionada: GREY,
  cancelada: RED,
};

export function StatusPill({ postulacion }: { postulacion: Pick<PostulacionVista, 'estado_clave' | 'estado_texto'> }) {
  return (
    <span data-testid="estado-postulacion" className={`${PILL} ${STATUS_COLOR[postulacion.estado_clave]}`}>
      {postulacion.estado_texto}
    </span>
  );
}

/** The offer's state as applicants see it: Vigente / Finalizó (Pendiente, Rechazado only in an applied offer's detail). */
export function OfertaStatePill({ estadoTexto }: { estadoTexto: string }) {
  const color = estadoTexto === 'Vigente' ? GREEN : estadoTexto === 'Rechazado' ? RED : estadoTexto === 'Pendiente' ? SKY : GREY;
  return <span className={`${PILL} ${color}`}>{estadoTexto}</span>;
}

/** "Cumple la Ley 28518": the schedule and the subsidy passed the law's checks when the offer was saved. */
export function Ley28518Pill() {
  return (
    <span className={`${PILL} ${LEY}`} title="Jornada y subvención dentro de lo que exige la Ley 28518 de modalidades formativas">
      <Icon name="shield" className="size-3.5" />
      Cumple la Ley 28518
    </span>
  );
}

/** «Postulaste»: the applicant applied to this offer (the application stands). */
export function PostulastePill() {
  return (
    <span className={`${PILL} ${GREEN}`} data-testid="postulaste">
      <Icon name="check" className="size-3.5" />
      Postulaste
    </span>
  );
}

/** The applicant cancelled their application to this offer (it cannot be applied to again). */
export function CanceladaPill() {
  return <span className={`${PILL} ${RED}`}>Cancelaste tu postulación</span>;
}

export function PostulanteOfertaCard({
  oferta,
  to,
  headingLevel = 3,
  status,
  entrevista,
  children,
  linkState,
  onFollow,
}: {
  oferta: OfertaCardPostulante;
  /** Where the title leads; an informational offer always leads to its public page. */
  to: string;
  /** Router state of the title's link (Mis postulaciones marks where the detail's back link returns to). */
  linkState?: unknown;
  /** Called when the title's link is followed (a list remembers its scroll). */
  onFollow?: () => void;
  headingLevel?: 2 | 3;
  /** Mis postulaciones: the application's status. */
  status?: PostulacionVista;
  /** Mis postulaciones: what the application's interview waits for, beside its status. */
  entrevista?: string | null;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = oferta.oferta_publica === 1 ? oferta.ruta_publica : to;
  return (
    <article
      data-testid="oferta-card"
      className={`relative rounded-xl border bg-white p-4 shadow-sm transition hover:shadow sm:p-5 dark:bg-slate-900 ${
        oferta.destacado
          ? 'border-yellow-400 ring-2 ring-yellow-300/60 dark:border-yellow-600 dark:ring-yellow-700/50'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <OrgLogo url={oferta.logo_org} name={oferta.nombre_org} size="size-12 sm:size-14" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-700 dark:text-slate-300">{oferta.nombre_org}</p>
          <Heading className="text-base leading-snug font-bold text-slate-900 sm:text-lg dark:text-white">
            {/* The whole card is clickable through this link's ::after. */}
            <Link
              to={href}
              state={linkState}
              onClick={onFollow}
              className="break-words after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 dark:hover:text-brand-100"
            >
              {oferta.titulo}
            </Link>
          </Heading>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <Icon name="mapPin" className="size-4 shrink-0" />
            <span className="min-w-0">{placeText(oferta)}</span>
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {oferta.destacado && (
          <span className={`${PILL} ${GOLD}`}>
            <Icon name="star" className="size-3.5" />
            Destacada
          </span>
        )}
        {oferta.oferta_publica === 1 && <span className={`${PILL} ${SKY}`}>Convocatoria informativa</span>}
        {oferta.cumple_ley_28518 && <Ley28518Pill />}
        {status ? <StatusPill postulacion={status} /> : oferta.postulado && <PostulastePill />}
        {status && entrevista && <EntrevistaPill texto={entrevista} />}
        {(status || !oferta.vigente) && <OfertaStatePill estadoTexto={oferta.estado_texto} />}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {status ? 'Postulaste el' : 'Publicada'}
          </dt>
          <dd className="text-slate-900 dark:text-slate-100">{formatInstant(status ? status.creado_en : oferta.fecha_publicacion)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{plazoOferta(oferta).label}</dt>
          <dd className="text-slate-900 dark:text-slate-100">{plazoOferta(oferta).texto}</dd>
        </div>
      </dl>
      {children && <div className="relative mt-3">{children}</div>}
    </article>
  );
}
