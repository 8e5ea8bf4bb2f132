/**
 * The pieces the applicant-review screens share: the affinity badge with its colours, the status and read labels,
 * the status radios, "¿Por qué este puntaje?" and the page paths of the two variants (Mis publicaciones and the
 * developer mode).
 */
import { colorAfinidad, type AfinidadDetalle, type ColorAfinidad, type CriterioAfinidad } from '@practiperu/shared/afinidad';
import { ESTADO_POSTULANTE_LABELS, POSTULANTES_MESSAGES } from '@practiperu/shared/postulantes';
import { useState } from 'react';
import { Icon, type IconName } from '../../components/icon';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import type { Answer } from '../../lib/api-contract';
import { BUTTON_SECONDARY } from '../../components/buttons';
import { ConfirmModal } from '../../components/confirm-modal';
import { saveBase64File } from '../../lib/save-file';
import { EXPORT_TYPES, updateEstado, type FormatoExport } from './api';
import { AvisarEstaVez, useAvisarPorCorreo } from '../correos-estado';

// ------------------------------------------------------------------ paths

/** The pages of one offer's review: under Mis publicaciones, or the developer-mode variant under publicaciones. */
export function reviewPaths(idOferta: number | string, dev = false) {
  const base = `/empresas/${dev ? 'publicaciones' : 'mis-publicaciones'}/${idOferta}`;
  // The list's query (filters, order, page) travels in an applicant's address, so its back link returns to the same
  // list, even after a reload or from a shared link.
  const withQuery = (path: string, search: string) => (search.replace(/^\?/, '') ? `${path}?${search.replace(/^\?/, '')}` : path);
  return {
    oferta: base,
    list: (search = '') => withQuery(`${base}/postulantes`, search),
    postulante: (idPostulante: number | string, search = '') => withQuery(`${base}/postulantes/${idPostulante}`, search),
  };
}

// ------------------------------------------------------------------ CSV and Excel downloads

/**
 * 'Exportar CSV' and 'Exportar Excel' (the applicants list and the assistant's results): each asks `fetchFile` for
 * the base64 file (data[0]) and saves it under `fileName(optional)`; a refusal is a toast with the server's message.
 */
export function ExportButtons({
  fetchFile,
  fileName,
  enabled = true,
  disabledTitle,
  compact = false,
}: {
  fetchFile: (formato: FormatoExport) => Promise<Answer<string, { nombre: string }>>;
  fileName: (formato: FormatoExport, optional: Record<string, unknown> | undefined) => string;
  enabled?: boolean;
  disabledTitle?: string;
  /** Smaller buttons, so both fit side by side on a phone. */
  compact?: boolean;
}) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<FormatoExport | null>(null);

  async function download(formato: FormatoExport) {
    setBusy(formato);
    try {
      const res = await fetchFile(formato);
      const base64 = res.data[0];
      if (res.state && typeof base64 === 'string') saveBase64File(base64, fileName(formato, res.optional), EXPORT_TYPES[formato]);
      else toast({ variant: 'error', title: 'Exportar', message: res.message || 'No se pudo generar el archivo.' });
    } catch {
      toast({ variant: 'error', title: 'Exportar', message: 'No se pudo generar el archivo.' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {(['csv', 'xlsx'] as const).map((f) => (
        <button
          key={f}
          type="button"
          className={compact ? `${BUTTON_SECONDARY} px-3 py-2 text-sm` : BUTTON_SECONDARY}
          disabled={!enabled || busy !== null}
          title={enabled ? undefined : disabledTitle}
          aria-busy={busy === f || undefined}
          onClick={() => void download(f)}
        >
          <Icon name="download" className="size-4" />
          {busy === f ? 'Generando…' : f === 'csv' ? 'Exportar CSV' : 'Exportar Excel'}
        </button>
      ))}
    </>
  );
}

// ------------------------------------------------------------------ affinity

const COLOR_CLASSES: Record<ColorAfinidad, string> = {
  verde: 'bg-green-100 text-green-900 ring-green-600/30 dark:bg-green-950 dark:text-green-200 dark:ring-green-400/40',
  amarillo: 'bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/40',
  rojo: 'bg-red-100 text-red-900 ring-red-600/30 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/40',
};
const COLOR_NAMES: Record<ColorAfinidad, string> = { verde: 'alta', amarillo: 'media', rojo: 'baja' };

/**
 * Green at 70 and above, yellow 40–69, red below 40. `que` names what the percentage measures: the offer's affinity
 * (featured offers) or the assistant's «coincidencia» with a request (never called affinity).
 */
export function AfinidadBadge({
  puntaje,
  size = 'sm',
  que = 'afinidad',
}: {
  puntaje: number;
  size?: 'sm' | 'lg';
  que?: 'afinidad' | 'coincidencia';
}) {
  const color = colorAfinidad(puntaje);
  return (
    <span
      data-testid="afinidad"
      data-color={color}
      title={`${que === 'afinidad' ? 'Afinidad' : 'Coincidencia'} ${COLOR_NAMES[color]}`}
      className={`inline-flex items-center gap-1 rounded-full font-bold tabular-nums ring-1 ring-inset ${COLOR_CLASSES[color]} ${
        size === 'lg' ? 'px-3 py-1 text-base' : 'px-2.5 py-0.5 text-sm'
      }`}
    >
      {puntaje} %
      <span className="sr-only">
        {' '}
        de {que} ({COLOR_NAMES[color]})
      </span>
    </span>
  );
}

const MUTED = 'text-sm text-slate-600 dark:text-slate-400';

/**
 * The affinity of an application as the list and the CV page show it: only for featured-paid offers;
 * evaluating (0) a spinner, an evaluation error (2) 'Se produjo un error', done (1) the coloured badge.
 */
export function AfinidadCell({
  destacadoPagado,
  bloqueado,
  estadoEvaluacion,
  puntaje,
}: {
  destacadoPagado: boolean;
  bloqueado: boolean;
  estadoEvaluacion: number;
  puntaje: number | null;
}) {
  if (bloqueado || !destacadoPagado) return <span className={MUTED}>{POSTULANTES_MESSAGES.afinidadSoloDestacados}</span>;
  if (estadoEvaluacion === 0)
    return (
      <span className={`inline-flex items-center gap-1.5 ${MUTED}`} role="status">
        <span
          aria-hidden="true"
          className="size-3.5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600 motion-reduce:animate-none dark:border-slate-600 dark:border-t-brand-300"
        />
        Evaluando…
      </span>
    );
  if (estadoEvaluacion === 2)
    return (
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-red-700 dark:text-red-300">
        <Icon name="warning" className="size-4" />
        Se produjo un error
      </span>
    );
  if (puntaje === null) return <span className={MUTED}>Sin puntaje</span>;
  return <AfinidadBadge puntaje={puntaje} />;
}

// ------------------------------------------------------------------ status and read labels

const ESTADO_CLASSES: Record<number, string> = {
  0: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  1: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
  2: 'bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  3: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
};

export function EstadoBadge({ estado }: { estado: number }) {
  return (
    <span
      data-testid="estado-postulante"
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${ESTADO_CLASSES[estado] ?? ESTADO_CLASSES[0]}`}
    >
      {ESTADO_POSTULANTE_LABELS[estado] ?? ESTADO_POSTULANTE_LABELS[0]}
    </span>
  );
}

export function ReadBadge({ revisado }: { revisado: number }) {
  return revisado ? (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-600 dark:text-slate-400">
      <Icon name="check" className="size-3.5" />
      Leído
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-slate-800 dark:text-brand-100">
      <span aria-hidden="true" className="size-2 rounded-full bg-brand-600 dark:bg-brand-300" />
      No leído
    </span>
  );
}

// ------------------------------------------------------------------ the status radios (Descartar 1, En proceso 2, Finalista 3)

const OPCIONES_ESTADO: { value: number; label: string }[] = [
  { value: 1, label: 'Descartar' },
  { value: 2, label: 'En proceso' },
  { value: 3, label: 'Finalista' },
];

/**
 * Descartar = 1, En proceso = 2, Finalista = 3 (`updateEstado`); the parent hides it for blocked applicants
 * (estado_evaluacion 3). The choice shows at once and goes back if the server refuses it. The applicant is mailed
 * unless the seat unticked «Avisar al postulante por correo» (AvisarToggle, above the list).
 */
export function EstadoRadios({
  idPostulacion,
  estado,
  nombre,
  entrevistaPendiente = false,
  onChanged,
}: {
  idPostulacion: number;
  estado: number;
  /** Who it is about, for the group's accessible name. */
  nombre: string;
  /** A proposed or confirmed interview: «Descartar» cancels it (decision 075), so it asks first. */
  entrevistaPendiente?: boolean;
  onChanged?: (estado: number) => void;
}) {
  const { notify } = useToast();
  const [value, setValue] = useState(estado);
  const [busy, setBusy] = useState(false);
  const [preguntar, setPreguntar] = useState(false);
  const [avisarRecordado] = useAvisarPorCorreo(false);
  // The dialog's own tick: it starts as the remembered box and is for that change only (as in the bulk dialog).
  const [avisarEsta, setAvisarEsta] = useState(avisarRecordado);

  function elegir(next: number) {
    if (next === 1 && value !== 1 && entrevistaPendiente) {
      setAvisarEsta(avisarRecordado);
      setPreguntar(true);
    } else void choose(next, avisarRecordado);
  }

  async function choose(next: number, avisar: boolean) {
    setPreguntar(false);
    const before = value;
    setValue(next);
    setBusy(true);
    const res = await updateEstado(idPostulacion, next, avisar);
    setBusy(false);
    if (!res.state) {
      setValue(before);
      notify(res.message || 'No se pudo cambiar el estado. Inténtalo de nuevo.', 'error');
      return;
    }
    const mensaje = res.message || POSTULANTES_MESSAGES.estadoGuardado;
    const canceladas = res.data[0]?.entrevistas_canceladas ?? 0;
    const partes = [
      mensaje,
      // Whether the applicant was mailed: the API says so (walk w36).
      ...(res.data[0]?.correo === true
        ? ['Le enviamos un correo.']
        : res.data[0]?.correo === false && !avisar
          ? ['No se envió correo.']
          : []),
      ...(canceladas === 1
        ? ['Se canceló 1 entrevista y avisamos por correo.']
        : canceladas > 1
          ? [`Se cancelaron ${canceladas} entrevistas y avisamos por correo.`]
          : []),
    ];
    notify(partes.join(' '), 'success');
    onChanged?.(next);
  }

  return (
    <fieldset aria-busy={busy || undefined} className="min-w-0">
      <legend className="sr-only">Estado de {nombre}</legend>
      <div className="flex flex-wrap gap-1.5">
        {OPCIONES_ESTADO.map((o) => {
          const checked = value === o.value;
          return (
            <label
              key={o.value}
              className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:has-focus-visible:outline-brand-100 ${
                checked
                  ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
              }`}
            >
              <input
                type="radio"
                className="sr-only"
                name={`estado-${idPostulacion}`}
                value={o.value}
                checked={checked}
                disabled={busy}
                onChange={() => elegir(o.value)}
              />
              {checked && <Icon name="check" className="size-3.5" />}
              {o.label}
            </label>
          );
        })}
      </div>
      <ConfirmModal
        open={preguntar}
        title={`Descartar a ${nombre}`}
        onCancel={() => setPreguntar(false)}
        onConfirm={() => void choose(1, avisarEsta)}
        confirmLabel="Sí, descartar"
        danger
      >
        <p data-testid="entrevistas-descartar">Tiene 1 entrevista pendiente: se cancelará y le avisaremos por correo.</p>
        <AvisarEstaVez avisar={avisarEsta} onChange={setAvisarEsta} label="Avisarle por correo del cambio de estado" />
      </ConfirmModal>
    </fieldset>
  );
}

// ------------------------------------------------------------------ "¿Por qué este puntaje?"

const CUMPLE: Record<CriterioAfinidad['cumple'], { icon: IconName; text: string; classes: string }> = {
  si: { icon: 'check', text: 'Cumple', classes: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300' },
  parcial: { icon: 'warning', text: 'Cumple en parte', classes: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300' },
  no: { icon: 'close', text: 'No cumple', classes: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300' },
};

const puntosText = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',');

export function ScoreExplanation({ detalle }: { detalle: AfinidadDetalle }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${BUTTON_SECONDARY} px-3 py-1.5 text-sm`} onClick={() => setOpen(true)}>
        ¿Por qué este puntaje?
      </button>
      <Modal open={open} title="¿Por qué este puntaje?" onClose={() => setOpen(false)} size="lg">
        {/* Focusable (and focused first, from its top) so a keyboard can scroll a long explanation. */}
        <div tabIndex={0} aria-label="Explicación del puntaje" className="rounded-md">
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <AfinidadBadge puntaje={detalle.puntaje} size="lg" />
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Cada requisito de la oferta suma puntos según lo que muestra el CV. El puntaje es una ayuda: la decisión es tuya.
            </p>
          </div>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Criterios del puntaje">
            {detalle.criterios.map((c) => {
              const k = CUMPLE[c.cumple];
              return (
                <li key={c.clave} className="flex gap-3 py-3" data-testid="criterio">
                  <span className={`mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full ${k.classes}`}>
                    <Icon name={k.icon} className="size-4" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <p className="font-semibold text-slate-900 dark:text-white">
                        {c.etiqueta}
                        <span className="sr-only">: {k.text}</span>
                      </p>
                      <p className="text-sm font-semibold text-slate-700 tabular-nums dark:text-slate-300">
                        {puntosText(c.puntos)} / {puntosText(c.peso)} pts
                      </p>
                    </div>
                    <p className="text-sm text-slate-700 dark:text-slate-300">{c.detalle}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </Modal>
    </>
  );
}

/** A text input or select of the pipeline controls (tags, notes, saved filters, the bulk bar). */
export const FIELD =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 disabled:cursor-not-allowed disabled:opacity-70 ' +
  'dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100';
