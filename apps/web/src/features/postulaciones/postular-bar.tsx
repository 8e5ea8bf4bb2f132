/**
 * The apply bar of an offer: not applied → "Postular" → confirmation dialog → applied;
 * applied → "Cancelar postulación" → confirmation → cancelled (a message says so; it cannot be applied to again).
 * A refused application shows the server's message in red beside the bar, with a link to the CV section when the
 * 'required to apply' parts are missing; a failed cancellation is a toast titled 'Cancelar postulación' (7 s) with
 * the spec's default text when the server gives none.
 */
import { TOAST_CANCEL_ERROR_MS } from '@practiperu/shared/constants';
import {
  CANCELAR_POSTULACION_ERROR,
  CANCELAR_POSTULACION_TITULO,
  NO_POSTULAR,
  type OfertaDetallePostulante,
} from '@practiperu/shared/postulacion';
import type { OptionalCvField } from '@practiperu/shared/cv';
import { formatInstant } from '@practiperu/shared/formato';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { RegresarA } from '../cv';
import { Icon } from '../../components/icon';
import { useToast } from '../../components/toast';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, TEXT_LINK } from '../../components/buttons';
import { ConfirmModal } from '../../components/confirm-modal';
import { cancelarPostulacion, faltantesDe, PARTES_PARA_POSTULAR, postular } from './api';
import { StatusPill } from './oferta-card';
import { AvisoDecisionAutomatizada } from '../privacidad';
import { EntrevistaPill, useMisEntrevistas, useTextoEntrevista } from '../entrevistas';

type Oferta = Pick<
  OfertaDetallePostulante,
  'id' | 'titulo' | 'nombre_org' | 'id_reclutador' | 'postulacion' | 'puede_postular' | 'motivo_no_postular'
>;

export function PostularBar({
  oferta,
  onChanged,
  faltantes = null,
}: {
  oferta: Oferta;
  onChanged: () => void;
  /** The CV parts 'required to apply' still missing (read with the offer): said, with links, before Postular. */
  faltantes?: OptionalCvField[] | null;
}) {
  const { toast } = useToast();
  const [confirm, setConfirm] = useState<'apply' | 'cancel' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; ruta?: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const errorId = useId();
  const faltanId = useId();
  const faltanRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const p = oferta.postulacion;
  // Beside the status: what the application's interview waits for (read only once they applied).
  const { items: entrevistas } = useMisEntrevistas(!!p && !p.eliminado_en);
  const textoEntrevista = useTextoEntrevista(entrevistas, oferta.id);
  const faltan = !p && oferta.puede_postular && faltantes && faltantes.length > 0 ? faltantes : null;
  // The CV page's «Regresar» comes back to this offer once the missing part is filled.
  const regresar: RegresarA = { regresar: useLocation().pathname };

  // The button that was pressed is gone once the answer is drawn (Postular → applied, Cancelar → cancelled): the
  // message that says what happened takes the focus, never the page's <body>.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function enviarPostulacion() {
    setBusy(true);
    setError(null);
    const res = await postular(oferta.id, oferta.id_reclutador ?? 0);
    setBusy(false);
    setConfirm(null);
    if (!res.state) {
      // The missing 'required to apply' parts, or the required-data gate: both say where in the CV to go.
      const ruta = faltantesDe(res)?.ruta ?? (typeof res.optional?.ruta === 'string' ? res.optional.ruta : undefined);
      setError({ message: res.message || 'No se pudo completar tu postulación.', ruta });
      return;
    }
    setDone(res.message || 'Postulaste a la oferta.');
    onChanged();
  }

  async function cancel() {
    setBusy(true);
    const res = await cancelarPostulacion(p!.id, oferta.id);
    setBusy(false);
    setConfirm(null);
    if (!res.state) {
      toast({
        title: CANCELAR_POSTULACION_TITULO,
        message: res.networkError || !res.message ? CANCELAR_POSTULACION_ERROR : res.message,
        variant: 'error',
        durationMs: TOAST_CANCEL_ERROR_MS,
      });
      return;
    }
    setDone(res.message || 'Cancelaste tu postulación.');
    onChanged();
  }

  let body;
  if (p && p.eliminado_en) {
    body = (
      <div className="flex items-start gap-3">
        <Icon name="close" className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" />
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">Cancelaste tu postulación el {formatInstant(p.eliminado_en)}.</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">Ya no puedes volver a postular a esta oferta.</p>
        </div>
      </div>
    );
  } else if (p) {
    body = (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-300" />
          <div>
            <p className="font-semibold text-slate-900 dark:text-white">Postulaste el {formatInstant(p.creado_en)}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              Estado: <StatusPill postulacion={p} />
              {textoEntrevista && <EntrevistaPill texto={textoEntrevista} />}
            </p>
            <AvisoDecisionAutomatizada tipo="postulante" postulacion={p.id} className="mt-2 max-w-xl" />
          </div>
        </div>
        <button type="button" className={BUTTON_SECONDARY} disabled={busy} onClick={() => setConfirm('cancel')}>
          Cancelar postulación
        </button>
      </div>
    );
  } else if (oferta.puede_postular) {
    body = (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="button"
          className={`${BUTTON_PRIMARY} sm:min-w-40`}
          disabled={busy}
          aria-describedby={[faltan ? faltanId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
          onClick={() => {
            setError(null);
            // What is missing is said before anything opens: the dialog would only end in a refusal.
            if (faltan) faltanRef.current?.focus();
            else setConfirm('apply');
          }}
        >
          <Icon name="send" className="size-4" />
          Postular
        </button>
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {error.message}{' '}
            {error.ruta && (
              <Link to={error.ruta} state={regresar} className={TEXT_LINK}>
                Completar mi CV
              </Link>
            )}
          </p>
        )}
      </div>
    );
  } else {
    body = (
      <p className="flex items-center gap-2 font-medium text-slate-700 dark:text-slate-300">
        <Icon name="inbox" className="size-5 shrink-0" />
        {oferta.motivo_no_postular ?? NO_POSTULAR.cerrada}
      </p>
    );
  }

  return (
    <section aria-label="Postulación" data-testid="apply-bar">
      {done && (
        <p
          ref={doneRef}
          role="status"
          tabIndex={-1}
          className="mb-3 rounded-lg border border-green-300 bg-green-50 px-4 py-2 text-sm font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          {done}
        </p>
      )}
      {faltan && (
        <div
          ref={faltanRef}
          id={faltanId}
          tabIndex={-1}
          data-testid="cv-incompleto"
          className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Icon name="warning" className="size-5 shrink-0" />
            Para postular, completa tu CV
          </p>
          <p className="mt-1 text-sm">Las empresas revisan estas partes de tu CV. Te falta:</p>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
            {faltan.map((f) => (
              <li key={f}>
                <Link
                  to={PARTES_PARA_POSTULAR[f].to}
                  state={regresar}
                  className="font-semibold text-amber-950 underline underline-offset-2 dark:text-amber-100"
                >
                  {PARTES_PARA_POSTULAR[f].label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {body}
      <ConfirmModal
        open={confirm === 'apply'}
        title="Postular a la oferta"
        onCancel={() => setConfirm(null)}
        onConfirm={() => void enviarPostulacion()}
        confirmLabel="Sí, postular"
        busyLabel="Postulando…"
        cancelLabel="No, volver"
        busy={busy}
        size="sm"
      >
        <p>
          ¿Quieres postular a <strong>{oferta.titulo}</strong> de {oferta.nombre_org}? La empresa verá tu CV.
        </p>
      </ConfirmModal>
      <ConfirmModal
        open={confirm === 'cancel'}
        title="Cancelar postulación"
        onCancel={() => setConfirm(null)}
        onConfirm={() => void cancel()}
        confirmLabel="Sí, cancelar"
        busyLabel="Cancelando…"
        cancelLabel="No, mantener"
        busy={busy}
        danger
        size="sm"
      >
        <p>
          ¿Seguro que quieres cancelar tu postulación a <strong>{oferta.titulo}</strong>? <strong>No podrás volver a postular</strong> a
          esta oferta.
        </p>
        {textoEntrevista && (
          <p className="mt-2" data-testid="cancelar-entrevista">
            También se cancelará tu entrevista y avisaremos a la empresa.
          </p>
        )}
      </ConfirmModal>
    </section>
  );
}
