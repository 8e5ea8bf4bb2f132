/**
 * A signed-in applicant's own state on the public search and the public offer page, whose answers are the same for
 * everyone (cacheable): it comes from the one small call the saved ids already make (`ofertaGuardada/myIds`), after
 * the page is drawn, and only for an applicant, never for a visitor. As in Ofertas para ti and the in-app detail: an
 * offer they applied to says «Postulaste» and has no Guardar; a cancelled one says so; otherwise Guardar / Guardada.
 * Until the state is known the controls keep their place unseen, so nothing flashes or moves.
 */
import { postulanteOfertaPath } from '@practiperu/shared/paths';
import { NO_POSTULAR, type OfertaCardPostulante, type OfertaPublicaDetalle } from '@practiperu/shared/postulacion';
import { Link } from 'react-router';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { Icon } from '../../components/icon';
import { GuardarButton, GuardarPlaceholder } from './guardar-button';
import { useEstadoOferta } from './guardadas';
import { CanceladaPill, PostulanteOfertaCard, PostulastePill } from './oferta-card';

/** Same box as the Guardar button, so the card keeps its height whatever the state. */
const VER_POSTULACION =
  'relative inline-flex items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm ' +
  'font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** A search result card as a signed-in applicant sees it. */
export function OfertaCardDelPostulante({ oferta, to, headingLevel }: { oferta: OfertaCardPostulante; to: string; headingLevel?: 2 | 3 }) {
  const estado = useEstadoOferta(oferta.id);
  let control;
  if (estado === null) control = <GuardarPlaceholder />;
  else if (estado.postulacion === 'postulada')
    control = (
      <div className="flex flex-wrap items-center gap-2">
        <PostulastePill />
        <Link to={postulanteOfertaPath(oferta.id, 'postulaciones')} className={VER_POSTULACION}>
          Ver mi postulación
        </Link>
      </div>
    );
  else if (estado.postulacion === 'cancelada')
    control = (
      <p className="flex min-h-[34px] items-center">
        <CanceladaPill />
      </p>
    );
  else control = <GuardarButton oferta={oferta} />;
  return (
    <PostulanteOfertaCard oferta={oferta} to={to} headingLevel={headingLevel}>
      {control}
    </PostulanteOfertaCard>
  );
}

/**
 * The public offer page's action for a signed-in applicant: Postular (to the offer in their area) and Guardar; or
 * that they applied, with the way to the application; or that they cancelled it.
 */
export function PostularDelPostulante({ oferta }: { oferta: Pick<OfertaPublicaDetalle, 'id' | 'titulo' | 'vigente'> }) {
  const estado = useEstadoOferta(oferta.id);
  if (estado === null)
    return (
      <div
        aria-hidden="true"
        data-testid="postular-pendiente"
        className="invisible flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4"
      >
        <span className={`${BUTTON_PRIMARY} sm:min-w-40`}>Postular</span>
      </div>
    );
  if (estado.postulacion === 'postulada')
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
          <Icon name="check" className="size-5 shrink-0 text-green-700 dark:text-green-300" />
          {NO_POSTULAR.postulada}
        </p>
        <Link to={postulanteOfertaPath(oferta.id, 'postulaciones')} className={BUTTON_SECONDARY}>
          Ver mi postulación
        </Link>
      </div>
    );
  if (estado.postulacion === 'cancelada')
    return (
      <p className="flex items-center gap-2 font-medium text-slate-700 dark:text-slate-300">
        <Icon name="close" className="size-5 shrink-0 text-red-700 dark:text-red-300" />
        {NO_POSTULAR.cancelada}
      </p>
    );
  if (!oferta.vigente)
    return (
      <p className="flex items-center gap-2 font-medium text-slate-700 dark:text-slate-300">
        <Icon name="inbox" className="size-5 shrink-0" />
        {NO_POSTULAR.cerrada}
      </p>
    );
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
      <Link to={postulanteOfertaPath(oferta.id)} className={`${BUTTON_PRIMARY} sm:min-w-40`}>
        <Icon name="send" className="size-4" />
        Postular
      </Link>
      <GuardarButton oferta={oferta} className="self-start sm:self-auto" />
    </div>
  );
}
