/**
 * «Cerrar el proceso» of an approved offer (docs/team.md, "What candidates receive"): unlike «Finalizar convocatoria»,
 * which only stops new applications, it decides on those still in process (no decision or En proceso). The dialog
 * first reads how many applications are in each state and how many interviews deciding would cancel, then the team
 * chooses: leave them as they are (preselected), mark them Descartado with the company's mail, or without a mail. Finalists never change, nor those a free offer
 * hides beyond its first applicants (counted apart by the summary, as the server leaves them).
 */
import type { ResumenOferta } from '@practiperu/shared/oferta';
import type { DecisionCierre } from '@practiperu/shared/correos-estado';
import { paths } from '@practiperu/shared/paths';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { Icon } from '../../components/icon';
import type { ApiResult } from '../../lib/api-client';
import { correosEstadoApi } from '../../lib/api/correos-estado';
import { oferta as ofertaApi } from '../../lib/api/oferta';

type Eleccion = 'con_correo' | 'sin_correo' | 'conservar';

// The least drastic choice comes first and is preselected: rejecting everyone, mailed, is a choice the team makes on
// purpose (docs/team.md, "What candidates receive").
const OPCIONES: { value: Eleccion; label: string; ayuda: string }[] = [
  { value: 'conservar', label: 'Dejar sus estados como están', ayuda: 'Solo deja de recibir postulaciones.' },
  {
    value: 'con_correo',
    label: 'Descartarlos y enviarles el correo de la empresa',
    ayuda: 'Cada uno recibe el correo «Descartado» de tu empresa (o el de PractiPerú si no escribiste el tuyo).',
  },
  { value: 'sin_correo', label: 'Descartarlos sin enviar correo', ayuda: 'Verán el estado en Mis postulaciones.' },
];

const DECISION: Record<Eleccion, { decision: DecisionCierre; avisar: boolean }> = {
  con_correo: { decision: 'no_seleccionar', avisar: true },
  sin_correo: { decision: 'no_seleccionar', avisar: false },
  conservar: { decision: 'conservar', avisar: false },
};

export function CerrarProceso({
  oferta,
  className,
  onDone,
}: {
  oferta: { id: number; titulo: string; finaliza: string | null };
  className: string;
  /** After the server answered: the message to show (with what changed) and the answer. */
  onDone: (message: string, res: ApiResult<unknown>) => void;
}) {
  const [open, setOpen] = useState(false);
  const [resumen, setResumen] = useState<ResumenOferta | null>(null);
  const [error, setError] = useState('');
  const [eleccion, setEleccion] = useState<Eleccion>('conservar');
  const [busy, setBusy] = useState(false);
  const name = useId();

  async function abrir() {
    setResumen(null);
    setError('');
    setEleccion('conservar');
    setOpen(true);
    const res = await ofertaApi.resumen({ params: { id: oferta.id } });
    const data = res.state ? res.data[0] : undefined;
    if (data) setResumen(data);
    else setError(res.message || 'No pudimos leer el estado de la oferta. Inténtalo de nuevo.');
  }

  async function cerrar() {
    setBusy(true);
    const res = await correosEstadoApi.cerrarProceso({ params: { id: oferta.id }, body: DECISION[eleccion] });
    setBusy(false);
    setOpen(false);
    const r = res.state ? res.data[0] : undefined;
    if (!r) {
      onDone(res.message || 'No se pudo cerrar el proceso.', res);
      return;
    }
    const partes = [res.message || 'Cerramos el proceso.'];
    if (r.cambiadas) partes.push(`${r.cambiadas} ${r.cambiadas === 1 ? 'postulante pasó' : 'postulantes pasaron'} a Descartado.`);
    if (r.cambiadas)
      partes.push(r.correos ? `${r.correos} ${r.correos === 1 ? 'correo enviado' : 'correos enviados'}.` : 'No se envió ningún correo.');
    if (r.entrevistas_canceladas)
      partes.push(
        r.entrevistas_canceladas === 1
          ? '1 entrevista cancelada, con aviso al postulante.'
          : `${r.entrevistas_canceladas} entrevistas canceladas, con aviso a cada postulante.`,
      );
    onDone(partes.join(' '), res);
  }

  const p = resumen?.postulaciones;
  const siguen = p ? p.sin_decision + p.en_proceso : 0;
  const entrevistas = resumen?.entrevistas_en_proceso ?? 0;

  return (
    <>
      <button type="button" className={className} onClick={() => void abrir()}>
        <Icon name="check" className="size-4" />
        Cerrar el proceso
      </button>
      <ConfirmModal
        open={open}
        title="Cerrar el proceso"
        onCancel={() => setOpen(false)}
        onConfirm={() => void cerrar()}
        confirmLabel="Sí, cerrar el proceso"
        cancelLabel="Cancelar"
        busy={busy}
        busyLabel="Cerrando…"
        disabled={!resumen}
        danger={eleccion !== 'conservar' && siguen > 0}
      >
        <p className="font-medium">¿Cerrar el proceso de «{oferta.titulo}»?</p>
        {oferta.finaliza === null && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">También dejará de recibir postulaciones.</p>
        )}
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        {!resumen && !error && <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Contando postulaciones…</p>}
        {p && (
          <div className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="al-cerrar">
            <p>
              {siguen === 0
                ? 'Nadie sigue en proceso: no hay decisiones pendientes.'
                : `${siguen === 1 ? 'Queda 1 postulante' : `Quedan ${siguen} postulantes`} por decidir: ${p.sin_decision} sin decisión y ${p.en_proceso} en proceso.`}{' '}
              {p.finalistas > 0 && `${p.finalistas === 1 ? 'El finalista no cambia' : `Los ${p.finalistas} finalistas no cambian`}.`}
            </p>
            {p.ocultas > 0 && (
              <p className="mt-2" data-testid="ocultas-al-cerrar">
                {p.ocultas === 1
                  ? 'Quien postuló después del límite de la oferta gratuita no cambia ni recibe correo: no lo ves.'
                  : `Quienes postularon después del límite de la oferta gratuita (${p.ocultas}) no cambian ni reciben correo: no los ves.`}
              </p>
            )}
            {siguen > 0 && entrevistas > 0 && (
              <p className="mt-2" data-testid="entrevistas-al-cerrar">
                {entrevistas === 1
                  ? 'Hay 1 entrevista pendiente: si los descartas, se cancelará y avisaremos por correo a quien la tenía.'
                  : `Hay ${entrevistas} entrevistas pendientes: si los descartas, se cancelarán y avisaremos por correo a cada postulante.`}
              </p>
            )}
            {siguen > 0 && (
              <fieldset className="mt-3">
                <legend className="font-semibold text-slate-900 dark:text-white">¿Qué pasa con quienes quedan por decidir?</legend>
                <div className="mt-2 space-y-2">
                  {OPCIONES.map((o) => (
                    <label
                      key={o.value}
                      className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:border-brand-400 dark:has-checked:bg-slate-800"
                    >
                      <input
                        type="radio"
                        name={name}
                        value={o.value}
                        checked={eleccion === o.value}
                        onChange={() => setEleccion(o.value)}
                        className="mt-1 size-4 shrink-0 accent-brand-600"
                      />
                      <span>
                        <span className="block font-medium text-slate-900 dark:text-slate-100">{o.label}</span>
                        <span className="block text-slate-600 dark:text-slate-400">{o.ayuda}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <p className="mt-3">
              <Link to={paths.empresas.correos} className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
                Ver el correo «Descartado» de tu empresa
              </Link>
            </p>
          </div>
        )}
      </ConfirmModal>
    </>
  );
}
