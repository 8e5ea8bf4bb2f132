import { SOLICITUD_MESSAGES, SOLICITUD_NOTA_MAX, type SolicitudTipo } from '@practiperu/shared/equipo';
import { useEffect, useRef, useState } from 'react';
import { BUTTON_SECONDARY } from '../../components/buttons';
import { Icon } from '../../components/icon';
import { TextoLimitado } from '../../components/field';
import { ofertaActions } from './api';
import { avisarSolicitudNueva } from './solicitudes-evento';

const ACTION = `${BUTTON_SECONDARY} py-2! text-sm`;

/**
 * «Pedir a un administrador»: an optional note and the request, sent from the dialog the seat could not confirm. The
 * answer takes the form's place: sent, or why not (one pending already, the payment no longer in review…).
 */
export function PedirAdministrador({ idOferta, tipo }: { idOferta: number; tipo: Exclude<SolicitudTipo, 'destacar'> }) {
  const [nota, setNota] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const enviado = useRef<HTMLParagraphElement>(null);
  // The button that had the focus is gone with the form: the focus stays in the dialog, on the answer.
  useEffect(() => {
    if (answer?.ok) enviado.current?.focus();
  }, [answer]);
  const larga = nota.length > SOLICITUD_NOTA_MAX;
  async function enviar() {
    if (larga) return;
    setBusy(true);
    const res = await ofertaActions.pedirAdministrador(idOferta, tipo, nota);
    setBusy(false);
    if (res.state) avisarSolicitudNueva();
    setAnswer({ ok: res.state, message: res.message || (res.state ? SOLICITUD_MESSAGES.enviada : 'No se pudo enviar la solicitud.') });
  }
  if (answer?.ok)
    return (
      <p
        ref={enviado}
        tabIndex={-1}
        role="status"
        data-testid="pedido-enviado"
        className="rounded-md bg-green-50 p-2 font-medium text-green-900 dark:bg-green-950 dark:text-green-200"
      >
        {answer.message} Verás en qué queda en Mis publicaciones, en «Tus solicitudes a los administradores».
      </p>
    );
  return (
    <div className="rounded-md border border-slate-200 p-3 dark:border-slate-700" data-testid="pedir-administrador">
      <TextoLimitado label="Nota para los administradores (opcional)" rows={2} value={nota} onChange={setNota} max={SOLICITUD_NOTA_MAX} />
      {answer && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {answer.message}
        </p>
      )}
      <button type="button" className={`${ACTION} mt-2`} disabled={busy || larga} onClick={() => void enviar()}>
        <Icon name="send" className="size-4" />
        {busy ? 'Enviando…' : 'Pedir a un administrador'}
      </button>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Lo verán en Equipo con el pago en revisión y les avisaremos por correo.
      </p>
    </div>
  );
}
