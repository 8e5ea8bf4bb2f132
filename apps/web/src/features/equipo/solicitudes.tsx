/**
 * A recruiter seat's requests to the administrators (docs/team.md), on Equipo: to feature an offer (asked from Mis
 * publicaciones or the featured step 1), to annul a featured offer's payment in review or to remove such an offer
 * (asked from the dialog the seat could not confirm). The seat sees here what became of its requests. Administrators
 * see the company's pending requests with the money involved and do one with the offer's own action (the payment
 * step, «Cancelar destacado», «Eliminar», confirmed with the same words about the money: `dineroAlAnular`), or decline it with an
 * optional reason; the seat is told by mail either way.
 */
import { PRECIO_OFERTA_DESTACADA } from '@practiperu/shared/constants';
import { SOLICITUD_NOTA_MAX, type SolicitudTipo } from '@practiperu/shared/equipo';
import { SOLICITUD_ESTADO_LABEL } from '@practiperu/shared/solicitud';
import { dineroAlAnular, formatPrecio } from '@practiperu/shared/oferta';
import type { SolicitudDestacado } from '@practiperu/shared/pago';
import { paths } from '@practiperu/shared/paths';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { BUTTON_SMALL_DANGER, BUTTON_SMALL_PRIMARY } from '../../components/buttons';
import { ConfirmModal } from '../../components/confirm-modal';
import { TextoLimitado } from '../../components/field';
import { pago } from '../../lib/api/pago';
import type { Loaded } from '../../lib/loaded';
import { destacadoFlow, ofertaActions } from '../ofertas';

const PANEL = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const fecha = (iso: string) =>
  new Date(iso).toLocaleDateString('es-PE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Lima' });

/** What the request asks, as the administrators read it. */
const TIPO_LABEL: Record<SolicitudTipo, string> = {
  destacar: 'Destacar la oferta',
  anular_pago: 'Cancelar el destacado y anular el pago en revisión',
  eliminar: 'Eliminar la oferta y anular el pago en revisión',
};

const ESTADO_COLOR: Record<SolicitudDestacado['estado'], string> = {
  pendiente: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  pagada: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  hecha: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  rechazada: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  sin_efecto: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/**
 * A note or a reason of up to 500 characters may have no spaces: it wraps anywhere rather than widen the page; its
 * line breaks are kept.
 */
const NOTA = 'mt-1 whitespace-pre-line text-sm text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300';

/** Read with the page (equipoLoader): the company's requests for an administrator, a seat's own for a recruiter. */
export async function loadSolicitudes(): Promise<Loaded<SolicitudDestacado[]>> {
  const res = await pago.solicitudes();
  return res.state ? { ok: true, data: res.data } : { ok: false, message: res.message };
}

export function SolicitudesDestacado({ administrador, loaded }: { administrador: boolean; loaded: Loaded<SolicitudDestacado[]> }) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const items = loaded.ok ? loaded.data : null;
  const error = loaded.ok ? '' : loaded.message;
  const [rechazar, setRechazar] = useState<SolicitudDestacado | null>(null);
  const [hacer, setHacer] = useState<SolicitudDestacado | null>(null);
  const [motivo, setMotivo] = useState('');
  const [busy, setBusy] = useState(false);
  /** The request whose «Pagar destacado» is being checked before the payment step opens. */
  const [abriendo, setAbriendo] = useState<number | null>(null);
  /** Free publications left this month, for the cancel dialog to say whether the offer stays (null: not read). */
  const [gratis, setGratis] = useState<number | null>(null);
  /** The answer to the last action, in the section: the item it was about changes in place or goes. */
  const [aviso, setAviso] = useState<{ ok: boolean; message: string } | null>(null);
  const avisoRef = useRef<HTMLParagraphElement>(null);
  // The button that had the focus went with the item's old state: the focus goes to the answer, not to the page.
  useEffect(() => {
    if (aviso) avisoRef.current?.focus();
  }, [aviso]);
  const motivoLargo = motivo.length > SOLICITUD_NOTA_MAX;

  function abrirHacer(s: SolicitudDestacado) {
    setGratis(null);
    setHacer(s);
    // Cancelling keeps the offer only with a free publication left: read it, so the dialog says which will happen.
    if (s.tipo === 'anular_pago')
      void ofertaActions.resumen(s.id_oferta).then((res) => {
        if (res.state && res.data[0]) setGratis(res.data[0].gratis_disponibles);
      });
  }

  async function terminar(res: { state: boolean; message: string }) {
    // Refused because another administrator resolved it meanwhile, the list is reloaded too, to show what happened.
    await revalidate();
    setAviso({ ok: res.state, message: res.message || (res.state ? 'Listo.' : 'No se pudo completar la acción.') });
  }

  async function pagar(s: SolicitudDestacado) {
    // Another administrator may have declined or paid it since the list was read: asked first, the refusal comes
    // here, with the list read again, rather than at «Registrar pago».
    setAbriendo(s.id);
    const res = await pago.solicitudParaPagar({ params: { id: s.id } });
    setAbriendo(null);
    const vigente = res.state ? res.data[0] : undefined;
    if (!vigente) {
      await terminar(res.state ? { state: false, message: 'No se pudo abrir el pago.' } : res);
      return;
    }
    // The normal payment step: a free offer becomes featured with it, a featured one gets its payment.
    // The request is named: if another administrator resolves it meanwhile, the payment is refused.
    destacadoFlow.startPago(vigente.id_oferta, vigente.titulo, vigente.tipo_oferta === 0 ? 1 : 0, vigente.publicada, vigente.id);
    navigate(paths.empresas.publishDestacadoPago);
  }

  /** Cancelling the feature or removing the offer: the same calls as from Mis publicaciones, which resolve the request. */
  async function confirmarHacer() {
    if (!hacer) return;
    setBusy(true);
    // The request is named: if another administrator resolved it meanwhile, the API refuses and nothing changes.
    const res =
      hacer.tipo === 'eliminar'
        ? await ofertaActions.remove(hacer.id_oferta, hacer.id)
        : await ofertaActions.cancelDestacado(hacer.id_oferta, hacer.id);
    setBusy(false);
    setHacer(null);
    await terminar(res);
  }

  async function confirmarRechazo() {
    if (!rechazar || motivoLargo) return;
    setBusy(true);
    const res = await pago.rechazarSolicitud({ params: { id: rechazar.id }, body: { motivo } });
    setBusy(false);
    setRechazar(null);
    await terminar(res);
  }

  return (
    <section className={`${PANEL} mt-6`} aria-labelledby="solicitudes-titulo">
      <h2 id="solicitudes-titulo" className="text-lg font-bold text-slate-900 dark:text-white">
        {administrador ? 'Solicitudes a los administradores' : 'Tus solicitudes a los administradores'}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {administrador
          ? 'Los reclutadores de tu empresa no pueden pagar ni anular pagos: te piden que destaques las ofertas que prepararon, que anules un pago en revisión o que elimines una oferta que lo tiene.'
          : 'Solo los administradores pagan destacados y anulan pagos: aquí ves qué pasó con lo que pediste.'}
      </p>
      {aviso && (
        <p
          ref={avisoRef}
          tabIndex={-1}
          role={aviso.ok ? 'status' : 'alert'}
          data-testid="solicitudes-aviso"
          className={`mt-3 rounded-md p-2 text-sm font-medium ${
            aviso.ok
              ? 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-200'
              : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'
          }`}
        >
          {aviso.message}
        </p>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : !items || items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No hay solicitudes.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {(items ?? []).map((s) => (
            <li key={s.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between" data-testid="solicitud">
              <div className="min-w-0">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{TIPO_LABEL[s.tipo]}</p>
                <p className="font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">
                  {s.titulo} <span className="text-xs font-normal text-slate-600 dark:text-slate-400">(oferta n.º {s.id_oferta})</span>
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                  <span className={`rounded-full px-2 py-0.5 font-semibold ${ESTADO_COLOR[s.pago_rechazado ? 'rechazada' : s.estado]}`}>
                    {s.pago_rechazado ? 'Pago rechazado' : SOLICITUD_ESTADO_LABEL[s.estado]}
                  </span>
                  Pedida por {s.mia ? 'ti' : s.solicitado_por} el {fecha(s.creado_en)}
                  {s.resuelto_por &&
                    s.resuelto_en &&
                    ` · ${s.estado === 'pagada' ? 'Pagó' : s.estado === 'hecha' ? 'Lo hizo' : 'Rechazó'} ${s.resuelto_por} el ${fecha(s.resuelto_en)}`}
                </p>
                {s.mensaje && <p className={NOTA}>«{s.mensaje}»</p>}
                {s.motivo && <p className={NOTA}>Motivo: {s.motivo}</p>}
                {s.estado === 'pendiente' && s.tipo === 'destacar' && s.accionable && (
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="precio-destacado">
                    El destacado cuesta S/ {PRECIO_OFERTA_DESTACADA}.
                  </p>
                )}
                {s.estado === 'pendiente' && s.pago_en_revision && (
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="pago-en-revision">
                    Pago en revisión: S/ {formatPrecio(s.pago_en_revision.monto)} ({s.pago_en_revision.metodo_pago}, operación{' '}
                    {s.pago_en_revision.nro_operacion})
                    {s.pago_en_revision.pagado_por && `, registrado por ${s.pago_en_revision.pagado_por}`}.
                  </p>
                )}
                {s.estado === 'pendiente' && !s.accionable && (
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    {s.tipo === 'destacar'
                      ? 'La oferta ya no puede pagarse (finalizó, venció o ya tiene un pago).'
                      : `La oferta ya no tiene un pago en revisión: no hay nada que anular.${administrador ? ' Puedes rechazar la solicitud.' : ''}`}
                  </p>
                )}
              </div>
              {administrador && s.estado === 'pendiente' && (
                <div className="flex flex-wrap gap-2">
                  {s.tipo === 'destacar' && s.accionable && (
                    <button type="button" className={BUTTON_SMALL_PRIMARY} disabled={abriendo !== null} onClick={() => void pagar(s)}>
                      {abriendo === s.id ? 'Abriendo el pago…' : 'Pagar destacado'}
                    </button>
                  )}
                  {s.tipo !== 'destacar' && s.accionable && (
                    <button type="button" className={BUTTON_SMALL_PRIMARY} onClick={() => abrirHacer(s)}>
                      {s.tipo === 'eliminar' ? 'Eliminar oferta' : 'Cancelar destacado'}
                    </button>
                  )}
                  <button
                    type="button"
                    className={BUTTON_SMALL_DANGER}
                    onClick={() => {
                      setMotivo('');
                      setRechazar(s);
                    }}
                  >
                    Rechazar
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <ConfirmModal
        open={hacer !== null}
        title={hacer?.tipo === 'eliminar' ? 'Eliminar oferta' : 'Cancelar destacado'}
        danger={hacer?.tipo === 'eliminar'}
        busy={busy}
        busyLabel={hacer?.tipo === 'eliminar' ? 'Eliminando…' : 'Cancelando…'}
        confirmLabel={hacer?.tipo === 'eliminar' ? 'Sí, eliminar' : 'Sí, cancelar destacado'}
        onCancel={() => setHacer(null)}
        onConfirm={() => void confirmarHacer()}
        size="sm"
      >
        <p className="font-medium">
          {hacer?.tipo === 'eliminar' ? `¿Quieres eliminar «${hacer.titulo}»?` : `¿Quieres cancelar el destacado de «${hacer?.titulo}»?`}
        </p>
        <div className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-300">
          <p>
            <span className="font-semibold">La oferta: </span>
            {hacer?.tipo === 'eliminar'
              ? 'dejará de verse en todas partes; eliminarla no gasta ni devuelve publicaciones gratuitas.'
              : gratis === null
                ? 'pasará a ser gratuita si te queda una publicación gratuita este mes; si no, se eliminará.'
                : gratis > 0
                  ? `te ${gratis === 1 ? 'queda 1 publicación gratuita' : `quedan ${gratis} publicaciones gratuitas`} este mes, así que pasará a ser gratuita y usará una de ellas; no se eliminará.`
                  : 'no te quedan publicaciones gratuitas este mes, así que se eliminará.'}
          </p>
          {hacer && (
            <p>
              <span className="font-semibold">El dinero: </span>
              {dineroAlAnular(hacer.pago_en_revision)}
            </p>
          )}
          <p>
            Avisaremos por correo a {hacer?.solicitado_por} de lo que pasó.
            {hacer?.tipo === 'anular_pago' &&
              gratis !== null &&
              gratis > 0 &&
              ' Si también pidió eliminarla, esa solicitud quedará sin efecto: la oferta sigue, y podrá eliminarla.'}
          </p>
        </div>
      </ConfirmModal>

      <ConfirmModal
        open={rechazar !== null}
        title="Rechazar solicitud"
        danger
        busy={busy}
        busyLabel="Rechazando…"
        confirmLabel="Sí, rechazar"
        onCancel={() => setRechazar(null)}
        onConfirm={() => void confirmarRechazo()}
        disabled={motivoLargo}
      >
        <p>
          {rechazar?.tipo === 'destacar'
            ? `No se pagará el destacado de «${rechazar.titulo}».`
            : `«${rechazar?.titulo}» y su pago seguirán como están.`}{' '}
          Avisaremos por correo a {rechazar?.solicitado_por}.
        </p>
        <TextoLimitado className="mt-3 block" label="Motivo (opcional)" value={motivo} onChange={setMotivo} max={SOLICITUD_NOTA_MAX} />
      </ConfirmModal>
    </section>
  );
}
