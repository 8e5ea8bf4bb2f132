/**
 * What a company can do with one of its offers (docs/decisions/013-company-screens.md), decided by the shared
 * `accionesOferta`: Editar (pending), Ver postulantes and Finalizar convocatoria (approved and still open: it asks
 * '¿Quiere finalizar la oferta?'; a finished offer, or one past its deadline, shows why instead of the button), Duplicar (always, also as featured), 'Ver motivo
 * de rechazo' (modal 'Oferta rechazada'), Pagar destacado (a featured payment never sent or rejected), Cambiar a
 * destacado, and under 'Más acciones': hide or show, cancel the featured state, remove (only an offer without
 * applicants: one with applicants is finished with «Finalizar convocatoria», and the API's removal would do the same,
 * so the item is not offered). The confirmations of finishing and of cancelling the feature first read what they would
 * touch (`oferta/resumen`): finishing decides on nobody, so it lists the applications by state; cancelling says what
 * becomes of the offer and of a payment in review, and so does removing a featured offer whose payment is in review.
 * A recruiter seat cannot pay nor annul a payment: it asks the administrators instead, from the same dialog.
 */
import { PRECIO_OFERTA_DESTACADA, TOAST_MESSAGE_MS } from '@practiperu/shared/constants';
import { formatDay } from '@practiperu/shared/formato';
import { misOfertasPaths, paths } from '@practiperu/shared/paths';
import { asientoPuede, SOLICITUD_MESSAGES, SOLICITUD_NOTA_MAX, type SolicitudTipo } from '@practiperu/shared/equipo';
import {
  accionesOferta,
  dineroAlAnular,
  ESTADO_OFERTA,
  ESTADO_PAGO,
  plazoAlCancelarDestacado,
  TIPO_OFERTA,
  type OfertaCard,
  type ResumenOferta,
} from '@practiperu/shared/oferta';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { SessionUser } from '@practiperu/shared/session';
import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import { Icon, type IconName } from '../../components/icon';
import { ConfirmModal } from '../../components/confirm-modal';
import { TextoLimitado } from '../../components/field';
import { CerrarProceso } from '../correos-estado';
import { Modal } from '../../components/modal';
import { useMenu } from '../../components/use-menu';
import { useToast } from '../../components/toast';
import type { ApiResult } from '../../lib/api-client';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { ofertaActions } from './api';
import { destacadoFlow } from './destacado-flow';

/** Asking an administrator, loaded only when a recruiter seat opens a dialog it may not confirm. */
const PedirAdministrador = lazy(() => import('./pedir-administrador').then((m) => ({ default: m.PedirAdministrador })));

export type OfertaChange = 'finished' | 'hidden' | 'shown' | 'removed' | 'cancelled' | 'requested';

export type ActionOferta = Pick<
  OfertaCard,
  | 'id'
  | 'titulo'
  | 'estado'
  | 'tipo'
  | 'estado_pago'
  | 'finaliza'
  | 'fin_convocatoria'
  | 'publicar'
  | 'mensaje_rechazado'
  | 'creado_en'
  | 'solicitud_destacado'
> &
  Partial<Pick<OfertaCard, 'total_postulantes'>>;

const SMALL = 'py-2! text-sm';
const ACTION_PRIMARY = `${BUTTON_PRIMARY} ${SMALL}`;
const ACTION = `${BUTTON_SECONDARY} ${SMALL}`;
const MENU_ITEM =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 ' +
  'disabled:opacity-60 dark:text-slate-100 dark:hover:bg-slate-800';

type Confirm = 'finish' | 'remove' | 'cancel' | 'reason' | 'request' | null;

function ActionLink({ to, icon, children, primary }: { to: string; icon: IconName; children: ReactNode; primary?: boolean }) {
  return (
    <Link to={to} className={primary ? ACTION_PRIMARY : ACTION}>
      <Icon name={icon} className="size-4" />
      {children}
    </Link>
  );
}

export function OfertaActions({
  oferta,
  now,
  onChanged,
  showDetailLink = false,
}: {
  oferta: ActionOferta;
  now: Date;
  /** After an action the server accepted: the list reloads, the detail page goes back to the list. */
  onChanged: (change: OfertaChange, res: ApiResult<unknown>) => void;
  showDetailLink?: boolean;
}) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const acciones = accionesOferta(oferta, now);
  const links = misOfertasPaths(oferta.id);
  // Premium companies reach the applicant assistant from each offer with applicants to review.
  const session = useRouteLoaderData('empresas-private') as SessionUser | undefined;
  const premium = session?.is_premium === true;
  // Only administrators pay (the holder's session has no seat fields): a recruiter seat asks them instead.
  const asientoReclutador = session ? asientoPuede(session, 'solicitarDestacado') : false;
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [resumen, setResumen] = useState<ResumenOferta | null>(null);
  const [resumenError, setResumenError] = useState('');
  const [mensaje, setMensaje] = useState('');
  const mensajeLargo = mensaje.length > SOLICITUD_NOTA_MAX;
  const [busy, setBusy] = useState(false);
  // Once the request to feature is sent its button gives way to «Destacado solicitado»: the focus goes there.
  const pidioDestacado = useRef(false);
  const pendienteRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (pidioDestacado.current && oferta.solicitud_destacado === 'pendiente') {
      pidioDestacado.current = false;
      pendienteRef.current?.focus();
    }
  }, [oferta.solicitud_destacado]);
  const more = useMenu();
  // A finished offer (or one past its deadline) shows why instead of «Finalizar convocatoria».
  const finishNote = oferta.finaliza ? 'La convocatoria ya finalizó.' : 'El plazo ya venció: se finalizará sola.';
  // What cancelling the featured state does to the deadline (it becomes free: creation day + 15 at most), said before it happens.
  const plazoGratis = acciones.cancelarDestacado ? plazoAlCancelarDestacado(oferta, now) : oferta.fin_convocatoria;
  const copyTo = oferta.tipo === TIPO_OFERTA.DESTACADO ? links.copyDestacado : links.copy;
  // Unknown only where a caller has no count: the removal dialog then says what happens if it has applicants.
  const postulantes = oferta.total_postulantes ?? null;
  // Removing a featured offer whose payment awaits validation annuls that payment: its dialog reads the summary
  // first and says what becomes of the money, like «Cancelar destacado».
  const pagoEnRevision = oferta.tipo === TIPO_OFERTA.DESTACADO && oferta.estado_pago === ESTADO_PAGO.PENDIENTE;

  async function run<R extends ApiResult<unknown>>(call: () => Promise<R>, change: OfertaChange | ((res: R) => OfertaChange)) {
    setBusy(true);
    const res = await call();
    setBusy(false);
    setConfirm(null);
    more.setOpen(false);
    toast({
      title: oferta.titulo,
      message: res.message || (res.state ? 'Listo.' : 'No se pudo completar la acción.'),
      variant: res.state ? 'success' : 'error',
      durationMs: TOAST_MESSAGE_MS,
    });
    if (res.state) onChanged(typeof change === 'function' ? change(res) : change, res);
  }

  /**
   * An item of «Más acciones» that acts at once (hide, show: nothing is lost, the toast says what changed and the same
   * menu undoes it): the menu closes with its items, so «Más acciones» keeps the focus.
   */
  function runFromMenu(call: () => Promise<ApiResult<unknown>>, change: OfertaChange) {
    more.buttonProps.ref.current?.focus();
    return run(call, change);
  }

  function pay(pass: 0 | 1) {
    destacadoFlow.startPago(oferta.id, oferta.titulo, pass, oferta.estado === ESTADO_OFERTA.APROBADA);
    navigate(paths.empresas.publishDestacadoPago);
  }

  /**
   * Opens a dialog from an item of «Más acciones»: the item is gone once the menu closes, so «Más acciones» gets the
   * focus first and the dialog gives it back there when it closes.
   */
  function confirmFromMenu(which: Exclude<Confirm, null>) {
    more.buttonProps.ref.current?.focus();
    more.setOpen(false);
    setConfirm(which);
  }

  /** Opens a confirmation that says what it would touch: read first, confirmed after. */
  async function confirmWithResumen(which: 'finish' | 'cancel' | 'remove') {
    setResumen(null);
    setResumenError('');
    if (which !== 'finish') confirmFromMenu(which);
    else setConfirm(which);
    more.setOpen(false);
    const res = await ofertaActions.resumen(oferta.id);
    const data = res.state ? res.data[0] : undefined;
    if (data) setResumen(data);
    else setResumenError(res.message || 'No pudimos leer el estado de la oferta. Inténtalo de nuevo.');
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {showDetailLink && (
        <ActionLink to={links.detail} icon="document">
          Ver oferta
        </ActionLink>
      )}
      {acciones.editar && (
        <ActionLink to={links.edit} icon="edit">
          Editar
        </ActionLink>
      )}
      {acciones.verPostulantes && (
        <ActionLink to={links.postulantes} icon="user" primary>
          Ver postulantes
        </ActionLink>
      )}
      {acciones.verPostulantes && (
        <ActionLink to={`${links.detail}/estadisticas`} icon="chart">
          Estadísticas
        </ActionLink>
      )}
      {acciones.verPostulantes && premium && (
        <ActionLink to={`${links.detail}/asistente-postulantes`} icon="sparkles">
          Asistente
        </ActionLink>
      )}
      {acciones.finalizar && !acciones.finalizarDeshabilitado && (
        <button type="button" className={ACTION} disabled={busy} onClick={() => void confirmWithResumen('finish')}>
          <Icon name="check" className="size-4" />
          Finalizar convocatoria
        </button>
      )}
      {/* A finished offer is not offered to finish again: the reason takes the button's place. */}
      {acciones.finalizar && acciones.finalizarDeshabilitado && (
        <span data-testid="convocatoria-finalizada" className="self-center text-xs text-slate-600 dark:text-slate-400">
          {finishNote}
        </span>
      )}
      {acciones.verPostulantes && (
        <CerrarProceso
          oferta={oferta}
          className={ACTION}
          onDone={(message, res) => {
            toast({ title: oferta.titulo, message, variant: res.state ? 'success' : 'error', durationMs: TOAST_MESSAGE_MS });
            if (res.state) onChanged('finished', res);
          }}
        />
      )}
      {acciones.verMotivoRechazo && (
        <button type="button" className={ACTION} onClick={() => setConfirm('reason')}>
          <Icon name="warning" className="size-4" />
          Ver motivo de rechazo
        </button>
      )}
      {acciones.pagarDestacado && !asientoReclutador && (
        <button type="button" className={ACTION_PRIMARY} onClick={() => pay(0)}>
          <Icon name="star" className="size-4" />
          Pagar destacado
        </button>
      )}
      {acciones.cambiarADestacado && !asientoReclutador && (
        <button type="button" className={ACTION} onClick={() => pay(1)}>
          <Icon name="star" className="size-4" />
          Cambiar a destacado
        </button>
      )}
      {(acciones.pagarDestacado || acciones.cambiarADestacado) && asientoReclutador && oferta.solicitud_destacado === 'pendiente' && (
        // Asked already: the card says so instead of offering a second request the server would refuse.
        <span
          ref={pendienteRef}
          tabIndex={-1}
          data-testid="solicitud-pendiente"
          className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <Icon name="star" className="size-4" />
          Destacado solicitado: esperando a un administrador
        </span>
      )}
      {(acciones.pagarDestacado || acciones.cambiarADestacado) && asientoReclutador && oferta.solicitud_destacado === 'rechazada' && (
        <span className="text-sm text-slate-600 dark:text-slate-400">Un administrador rechazó tu solicitud de destacado.</span>
      )}
      {(acciones.pagarDestacado || acciones.cambiarADestacado) && asientoReclutador && oferta.solicitud_destacado !== 'pendiente' && (
        <button
          type="button"
          className={ACTION}
          // Several cards on the page have this button: its name says which offer.
          aria-label={`${oferta.solicitud_destacado === 'rechazada' ? 'Volver a pedir destacado' : 'Pedir destacado a un administrador'}: ${oferta.titulo}`}
          onClick={() => {
            setMensaje('');
            setConfirm('request');
          }}
        >
          <Icon name="star" className="size-4" />
          {oferta.solicitud_destacado === 'rechazada' ? 'Volver a pedir destacado' : 'Pedir destacado a un administrador'}
        </button>
      )}
      <ActionLink to={links.copy} icon="document">
        Duplicar
      </ActionLink>
      <div className="relative" {...more.rootProps}>
        <button className={ACTION} {...more.buttonProps}>
          Más acciones
          <svg
            viewBox="0 0 20 20"
            className={`size-4 transition-transform ${more.open ? 'rotate-180' : ''}`}
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m5 7.5 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <ul
          {...more.menuProps}
          aria-label={`Más acciones: ${oferta.titulo}`}
          className="absolute right-0 z-20 mt-1 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg sm:left-0 sm:right-auto dark:border-slate-700 dark:bg-slate-900"
        >
          <li>
            <Link to={links.copyDestacado} className={MENU_ITEM}>
              <Icon name="star" className="size-4" />
              Duplicar como destacada
            </Link>
          </li>
          {acciones.ocultar && (
            <li>
              <button
                type="button"
                className={MENU_ITEM}
                disabled={busy}
                onClick={() => void runFromMenu(() => ofertaActions.hidden(oferta.id, 0), 'hidden')}
              >
                <Icon name="close" className="size-4" />
                Ocultar a los postulantes
              </button>
            </li>
          )}
          {acciones.mostrar && (
            <li>
              <button
                type="button"
                className={MENU_ITEM}
                disabled={busy}
                onClick={() => void runFromMenu(() => ofertaActions.hidden(oferta.id, 1), 'shown')}
              >
                <Icon name="check" className="size-4" />
                Mostrar a los postulantes
              </button>
            </li>
          )}
          {acciones.cancelarDestacado && (
            <li>
              <button type="button" className={MENU_ITEM} onClick={() => void confirmWithResumen('cancel')}>
                <Icon name="close" className="size-4" />
                Cancelar destacado
              </button>
            </li>
          )}
          {acciones.eliminar && (
            <li>
              <button
                type="button"
                className={`${MENU_ITEM} text-red-700! dark:text-red-300!`}
                onClick={() => (pagoEnRevision ? void confirmWithResumen('remove') : confirmFromMenu('remove'))}
              >
                <Icon name="trash" className="size-4" />
                Eliminar
              </button>
            </li>
          )}
        </ul>
      </div>

      <ConfirmModal
        open={confirm === 'finish'}
        title="Finalizar convocatoria"
        onCancel={() => setConfirm(null)}
        onConfirm={() => void run(() => ofertaActions.finish(oferta.id), 'finished')}
        confirmLabel="Sí, finalizar"
        busy={busy}
        busyLabel="Finalizando…"
        disabled={!resumen}
        size="sm"
      >
        <p className="font-medium">¿Quiere finalizar la oferta?</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          «{oferta.titulo}» dejará de recibir postulaciones. Sus postulantes la verán como finalizada.
        </p>
        <ResumenPostulaciones resumen={resumen} error={resumenError} />
      </ConfirmModal>

      <Modal open={confirm === 'reason'} title="Oferta rechazada" onClose={() => setConfirm(null)} confirmLeave={false}>
        <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">Motivo de rechazo</p>
        <p className="mt-1 whitespace-pre-line text-slate-900 dark:text-slate-100">
          {oferta.mensaje_rechazado || 'El administrador no indicó un motivo.'}
        </p>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          Una oferta rechazada no se puede editar: duplícala, corrige lo indicado y vuelve a publicarla.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          {/* The copy keeps the offer's type (a featured one does not spend a free publication) and shows the reason. */}
          <Link to={copyTo} className={ACTION_PRIMARY}>
            Duplicar y corregir
          </Link>
        </div>
      </Modal>

      <ConfirmModal
        open={confirm === 'cancel'}
        title="Cancelar destacado"
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          void run(
            () => ofertaActions.cancelDestacado(oferta.id),
            (res) => (res.state && res.optional.eliminada ? 'removed' : 'cancelled'),
          )
        }
        confirmLabel="Sí, cancelar destacado"
        busy={busy}
        busyLabel="Cancelando…"
        disabled={!resumen || (resumen.pago_pendiente !== null && !resumen.puede_anular_pago)}
        size="sm"
      >
        <p className="font-medium">¿Quieres cancelar el destacado de esta oferta?</p>
        <ResumenEsperando resumen={resumen} error={resumenError} />
        {resumen && (
          <div data-testid="al-cancelar" className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-300">
            <p>
              <span className="font-semibold">La oferta: </span>
              {resumen.gratis_disponibles > 0
                ? `te ${resumen.gratis_disponibles === 1 ? 'queda 1 publicación gratuita' : `quedan ${resumen.gratis_disponibles} publicaciones gratuitas`} este mes, así que «${oferta.titulo}» pasará a ser gratuita y usará una de ellas.`
                : resumen.postulaciones.total > 0
                  ? `no te quedan publicaciones gratuitas este mes y «${oferta.titulo}» ya tiene postulantes, así que se finalizará en lugar de eliminarse.`
                  : `no te quedan publicaciones gratuitas este mes, así que «${oferta.titulo}» se eliminará.`}
            </p>
            <ElDinero resumen={resumen} />
            <SolicitudesDeReclutador resumen={resumen} accion="cancelar" />
            {resumen.gratis_disponibles > 0 && (
              <p className="font-medium text-slate-800 dark:text-slate-200" data-testid="plazo-al-cancelar">
                {plazoGratis < oferta.fin_convocatoria
                  ? `Como aviso gratuito recibirá postulaciones hasta el ${formatDay(plazoGratis)} (ahora hasta el ${formatDay(oferta.fin_convocatoria)}): el plazo de un aviso gratuito es de 15 días desde su creación.`
                  : `Su fecha límite no cambia: ${formatDay(oferta.fin_convocatoria)}.`}
              </p>
            )}
            <SoloAdministradores
              key={`anular-${oferta.id}`}
              resumen={resumen}
              mensaje={SOLICITUD_MESSAGES.soloAdministradoresAnulan}
              asunto={`Cancelar el destacado de «${oferta.titulo}»`}
              idOferta={oferta.id}
              tipo="anular_pago"
            />
          </div>
        )}
      </ConfirmModal>

      <ConfirmModal
        open={confirm === 'request'}
        title="Pedir destacado"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (mensajeLargo) return;
          pidioDestacado.current = true;
          void run(() => ofertaActions.solicitarDestacado(oferta.id, mensaje), 'requested');
        }}
        cancelLabel="Cancelar"
        confirmLabel="Enviar solicitud"
        busy={busy}
        busyLabel="Enviando…"
        disabled={mensajeLargo}
        size="sm"
      >
        <p className="font-medium">
          Pedir a los administradores que destaquen «{oferta.titulo}» (S/ {PRECIO_OFERTA_DESTACADA}).
        </p>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{SOLICITUD_MESSAGES.soloAdministradoresPagan}</p>
        <TextoLimitado
          className="mt-3 block"
          label="Mensaje para los administradores (opcional)"
          value={mensaje}
          onChange={setMensaje}
          max={SOLICITUD_NOTA_MAX}
        />
      </ConfirmModal>

      <ConfirmModal
        open={confirm === 'remove'}
        title="Eliminar oferta"
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          void run(
            () => ofertaActions.remove(oferta.id),
            (res) => (res.state && !res.optional.eliminada ? 'finished' : 'removed'),
          )
        }
        confirmLabel="Sí, eliminar"
        busy={busy}
        busyLabel="Eliminando…"
        danger
        disabled={pagoEnRevision && (!resumen || (resumen.pago_pendiente !== null && !resumen.puede_anular_pago))}
        size="sm"
      >
        <p className="font-medium">¿Quieres eliminar «{oferta.titulo}»?</p>
        {pagoEnRevision ? (
          <>
            <ResumenEsperando resumen={resumen} error={resumenError} />
            {resumen && (
              <div data-testid="al-eliminar" className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-300">
                <p>
                  <span className="font-semibold">La oferta: </span>
                  dejará de verse en todas partes.
                </p>
                <ElDinero resumen={resumen} />
                <p>
                  <span className="font-semibold">Tus publicaciones gratuitas: </span>
                  {/* A featured offer spends none, and removing never gives one back: the count stays as it is. */}
                  {`eliminarla no gasta ni devuelve ninguna (${
                    resumen.gratis_disponibles === 1 ? 'te queda 1' : `te quedan ${resumen.gratis_disponibles}`
                  } este mes).`}
                  {/* Only a session that may annul the payment can cancel the feature instead. */}
                  {resumen.gratis_disponibles > 0 &&
                    acciones.cancelarDestacado &&
                    resumen.puede_anular_pago &&
                    ' Si prefieres conservar la oferta como aviso gratuito, usa «Cancelar destacado» en lugar de eliminarla.'}
                </p>
                <SoloAdministradores
                  key={`eliminar-${oferta.id}`}
                  resumen={resumen}
                  mensaje={SOLICITUD_MESSAGES.soloAdministradoresEliminan}
                  asunto={`Eliminar la oferta «${oferta.titulo}»`}
                  idOferta={oferta.id}
                  tipo="eliminar"
                />
                <SolicitudesDeReclutador resumen={resumen} accion="eliminar" />
              </div>
            )}
          </>
        ) : (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Dejará de verse en todas partes.{' '}
            {postulantes === null &&
              'Si ya tiene postulantes, se finalizará en lugar de eliminarse: sus postulantes y sus entrevistas siguen como están. '}
            {oferta.tipo === TIPO_OFERTA.DESTACADO
              ? oferta.estado_pago === ESTADO_PAGO.VALIDADO
                ? 'Su pago del destacado ya fue validado y no se devuelve.'
                : 'Eliminarla no cambia tus publicaciones gratuitas del mes.'
              : 'Eliminarla no te devuelve la publicación gratuita que usó.'}
          </p>
        )}
      </ConfirmModal>
    </div>
  );
}

/**
 * A recruiter seat may not annul a payment in review: the dialog says why it cannot confirm, lets it ask the
 * administrators from here (they see the request in Equipo and are mailed), names them and offers a mail to them
 * about this offer (the seat cannot read Equipo's list).
 */
function SoloAdministradores({
  resumen,
  mensaje,
  asunto,
  idOferta,
  tipo,
}: {
  resumen: ResumenOferta;
  mensaje: string;
  asunto: string;
  idOferta: number;
  tipo: Exclude<SolicitudTipo, 'destacar'>;
}) {
  if (!resumen.pago_pendiente || resumen.puede_anular_pago) return null;
  return (
    <>
      <p role="alert" className="rounded-md bg-amber-50 p-2 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
        {mensaje}
      </p>
      {resumen.solicitudes_pendientes.includes(tipo) ? (
        <p
          role="status"
          data-testid="pedido-pendiente"
          className="rounded-md bg-slate-100 p-2 text-slate-800 dark:bg-slate-800 dark:text-slate-200"
        >
          Ya se lo pediste a los administradores: la solicitud está pendiente. Verás en qué queda en Mis publicaciones.
        </p>
      ) : (
        <Suspense fallback={<p className="text-sm text-slate-600 dark:text-slate-400">Cargando…</p>}>
          <PedirAdministrador idOferta={idOferta} tipo={tipo} />
        </Suspense>
      )}
      {resumen.administradores.length > 0 && (
        <p>
          <span className="font-semibold">Administradores: </span>
          <span data-testid="administradores">{resumen.administradores.map((a) => a.nombre).join(', ')}</span>.{' '}
          <a
            className="font-semibold text-brand-700 underline dark:text-brand-100"
            href={`mailto:${resumen.administradores.map((a) => a.correo).join(',')}?subject=${encodeURIComponent(asunto)}`}
          >
            Escribir a los administradores
          </a>
        </p>
      )}
    </>
  );
}

/**
 * An administrator cancelling or removing an offer a recruiter asked about (the requests in Equipo): what becomes of
 * those requests; the seat is mailed either way.
 */
function SolicitudesDeReclutador({ resumen, accion }: { resumen: ResumenOferta; accion: 'cancelar' | 'eliminar' }) {
  const pendientes = resumen.solicitudes_pendientes;
  if (!resumen.pago_pendiente || !resumen.puede_anular_pago) return null;
  // An offer with applicants is finished instead of removed: its payment stays, and so do the requests.
  if (accion === 'eliminar' && resumen.postulaciones.total > 0) return null;
  const anular = pendientes.includes('anular_pago');
  const eliminar = pendientes.includes('eliminar');
  if (!anular && !eliminar) return null;
  // Cancelling keeps the offer while a free publication is left: a request to remove it then does not happen.
  const sigue = accion === 'cancelar' && resumen.gratis_disponibles > 0;
  const pidio = anular && eliminar ? 'cancelar su destacado y eliminarla' : anular ? 'cancelar su destacado' : 'eliminarla';
  return (
    <p data-testid="solicitudes-de-reclutador">
      <span className="font-semibold">La solicitud: </span>
      {`un reclutador pidió ${pidio} (Equipo › Solicitudes a los administradores). `}
      {sigue && eliminar
        ? anular
          ? 'Esto atiende la de cancelar el destacado; la de eliminarla quedará sin efecto, porque la oferta sigue. '
          : 'Como la oferta sigue, su solicitud de eliminarla quedará sin efecto. '
        : 'Esto la atiende. '}
      Le avisaremos por correo.
    </p>
  );
}

/** What becomes of the money when a confirmation would annul a payment in review (or that there is none). */
function ElDinero({ resumen }: { resumen: ResumenOferta }) {
  return (
    <p>
      <span className="font-semibold">El dinero: </span>
      {dineroAlAnular(resumen.pago_pendiente)}
    </p>
  );
}

/** While the offer's summary is read: why it could not be read, or that it is being read; nothing once it is here. */
function ResumenEsperando({
  resumen,
  error,
  leyendo = 'Revisando la oferta…',
  margen = 'mt-2',
}: {
  resumen: ResumenOferta | null;
  error: string;
  leyendo?: string;
  margen?: string;
}) {
  if (error)
    return (
      <p role="alert" className={`${margen} text-sm text-red-700 dark:text-red-300`}>
        {error}
      </p>
    );
  if (!resumen) return <p className={`${margen} text-sm text-slate-600 dark:text-slate-400`}>{leyendo}</p>;
  return null;
}

/** Finishing decides on nobody: the confirmation says how many applications are in each state, and that they stay. */
function ResumenPostulaciones({ resumen, error }: { resumen: ResumenOferta | null; error: string }) {
  if (error || !resumen) return <ResumenEsperando resumen={resumen} error={error} leyendo="Contando postulaciones…" margen="mt-3" />;
  const p = resumen.postulaciones;
  const filas: [string, number][] = [
    ['Sin decisión', p.sin_decision],
    ['En proceso', p.en_proceso],
    ['Finalistas', p.finalistas],
    ['Descartados', p.descartados],
    ...(p.ocultas > 0 ? [['Después del límite gratuito', p.ocultas] as [string, number]] : []),
  ];
  return (
    <div className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="al-finalizar">
      {p.total === 0 ? (
        <p>La oferta no tiene postulaciones.</p>
      ) : (
        <>
          <p className="font-medium">{p.total === 1 ? 'La oferta tiene 1 postulación:' : `La oferta tiene ${p.total} postulaciones:`}</p>
          <ul className="mt-1 grid grid-cols-2 gap-x-4">
            {filas.map(([texto, n]) => (
              <li key={texto}>
                {texto}: <span className="font-semibold">{n}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2">
            Finalizar no descarta a nadie ni envía correos: cada postulación queda en su estado. Después puedes decidir sobre quienes siguen
            en proceso con «Cerrar el proceso» o desde «Ver postulantes».
          </p>
        </>
      )}
    </div>
  );
}
