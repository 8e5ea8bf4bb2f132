/**
 * An offer of Mis publicaciones and of the company home: title (to its page), state labels, dates, place, how many
 * applied; a featured offer whose payment was validated (tipo 1, estado_pago 1) is highlighted.
 */
import { formatInstant, placeText, plazoOferta } from '@practiperu/shared/formato';
import { misOfertasPaths } from '@practiperu/shared/paths';
import type { OfertaCard as OfertaCardData } from '@practiperu/shared/oferta';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { cuenta } from '../../lib/plural';
import { OfertaLabels } from './oferta-labels';

export function OfertaCard({
  oferta,
  now,
  headingLevel = 2,
  children,
}: {
  oferta: OfertaCardData;
  now: Date;
  headingLevel?: 2 | 3;
  /** The actions, under the card's facts. */
  children?: ReactNode;
}) {
  const paid = oferta.tipo === 1 && oferta.estado_pago === 1;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-testid="oferta-card"
      className={`rounded-xl border bg-white p-4 shadow-sm sm:p-5 dark:bg-slate-900 ${
        paid
          ? 'border-yellow-400 ring-2 ring-yellow-300/60 dark:border-yellow-600 dark:ring-yellow-700/50'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0 flex-1">
          <Heading className="text-lg leading-snug font-bold text-slate-900 dark:text-white">
            <Link to={misOfertasPaths(oferta.id).detail} className="hover:text-brand-700 hover:underline dark:hover:text-brand-100">
              {oferta.titulo}
            </Link>
          </Heading>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <Icon name="mapPin" className="size-4 shrink-0" />
            {placeText(oferta)}
          </p>
        </div>
        <div className="sm:max-w-[45%] sm:shrink-0">
          <OfertaLabels oferta={oferta} now={now} align="end" />
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {oferta.fecha_publicacion ? 'Publicada' : 'Creada'}
          </dt>
          <dd className="text-slate-900 dark:text-slate-100">{formatInstant(oferta.fecha_publicacion ?? oferta.creado_en)}</dd>
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
      {children && <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">{children}</div>}
    </article>
  );
}
