/** The bulk action bar of the applicants' list (docs/team.md "Pipeline"): one action over a selection or the whole filtered list. */
import { MAX_NOTA, PIPELINE_MESSAGES, type AccionMasiva, type Etiqueta } from '@practiperu/shared/pipeline';
import { useId, useRef, useState } from 'react';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { ConfirmModal } from '../../components/confirm-modal';
import { useToast } from '../../components/toast';
import { pipeline } from '../../lib/api/pipeline';
import { saveBase64File } from '../../lib/save-file';
import { EXPORT_TYPES, filtrosToQuery, type Filtros, type FormatoExport } from './api';
import { FIELD } from './ui';
import { AvisarEstaVez, useAvisarPorCorreo } from '../correos-estado';
import { PropuestaMasiva } from '../entrevistas';

export interface Seleccion {
  ids: number[];
  /** Every application the current filters give (the server finds them again). */
  todos: boolean;
}

type Opcion =
  | { value: string; label: string; accion: AccionMasiva; estado?: number; etiqueta?: number }
  | { value: string; label: string; exportar: FormatoExport }
  | { value: string; label: string; entrevista: true; disabled?: boolean };

/** The actions that mark applicants Descartado, and so cancel their interviews still to happen (decision 075). */
const DESCARTAN = new Set(['estado-1', 'descartar-no-finalistas']);

/** The interviews an answer says were cancelled, for the toasts: '' when none. */
export function entrevistasCanceladas(n: number | undefined): string {
  if (!n) return '';
  return n === 1 ? '1 entrevista cancelada (avisamos por correo)' : `${n} entrevistas canceladas (avisamos por correo)`;
}

/**
 * What the confirmation says of the interviews the action cancels: counted by the server over the whole selection
 * (`resumenMasivo`, also rows of other pages and «every applicant the filters give»); null while unknown.
 */
export function avisoEntrevistas(n: number | null): string | null {
  if (n === 0) return null;
  if (n === null) return 'Contando las entrevistas pendientes de la selección…';
  if (n < 0) return 'Quien tenga una entrevista pendiente la perderá: se cancelará y le avisaremos por correo.';
  return n === 1
    ? 'Hay 1 entrevista pendiente: se cancelará y avisaremos por correo a quien la tenía.'
    : `Hay ${n} entrevistas pendientes: se cancelarán y avisaremos por correo a cada postulante.`;
}

/** The bar of the selection: one action, confirmed when it may e-mail applicants; it stays at the bottom of the screen. */
export function BarraMasiva({
  idOferta,
  seleccion,
  cuantos,
  filtros,
  etiquetas,
  soloEstados = false,
  onDone,
  onClear,
}: {
  idOferta: string;
  /** A free offer: the status decision only (decision 096); notes, tags, interviews in bulk and exports are a featured offer's. */
  soloEstados?: boolean;
  seleccion: Seleccion;
  cuantos: number;
  filtros: Filtros;
  etiquetas: Etiqueta[];
  onDone: () => void;
  onClear: () => void;
}) {
  const [valor, setValor] = useState('');
  const [confirmar, setConfirmar] = useState(false);
  const [busy, setBusy] = useState(false);
  const [entrevista, setEntrevista] = useState(false);
  // The seat's remembered box is where the dialog's tick starts; the tick itself is this action's only (decision 096).
  const [avisarRecordado] = useAvisarPorCorreo();
  const [avisar, setAvisar] = useState(avisarRecordado);
  const { toast } = useToast();
  const selectId = useId();
  const notaId = useId();
  const notaErrorId = useId();
  const [nota, setNota] = useState('');
  const [notaError, setNotaError] = useState('');
  const notaRef = useRef<HTMLTextAreaElement>(null);
  const estados: Opcion[] = [
    { value: 'estado-2', label: 'Cambiar a En proceso', accion: 'estado', estado: 2 },
    { value: 'estado-3', label: 'Cambiar a Finalista', accion: 'estado', estado: 3 },
    { value: 'estado-1', label: 'Cambiar a Descartado', accion: 'estado', estado: 1 },
    { value: 'descartar-no-finalistas', label: 'Descartar a todos menos los finalistas', accion: 'no_seleccionado' },
  ];
  const opciones: Opcion[] = soloEstados
    ? estados
    : [
        ...estados,
        // The same private note on each (the applicants never see it).
        { value: 'nota', label: 'Agregar nota', accion: 'nota' },
        ...etiquetas.map((e): Opcion => ({ value: `tag-${e.id}`, label: `Etiquetar: ${e.nombre}`, accion: 'etiquetar', etiqueta: e.id })),
        ...etiquetas.map((e): Opcion => ({
          value: `untag-${e.id}`,
          label: `Quitar etiqueta: ${e.nombre}`,
          accion: 'desetiquetar',
          etiqueta: e.id,
        })),
        // The same slots to each selected applicant; the whole filtered list is not offered (the window names who).
        seleccion.todos
          ? { value: 'entrevista', label: 'Proponer entrevista (elige postulantes uno a uno)', entrevista: true, disabled: true }
          : { value: 'entrevista', label: 'Proponer entrevista', entrevista: true },
        { value: 'csv', label: 'Exportar CSV', exportar: 'csv' },
        { value: 'xlsx', label: 'Exportar Excel', exportar: 'xlsx' },
      ];
  const opcion = opciones.find((o) => o.value === valor);
  const correo = opcion && 'accion' in opcion && (opcion.accion === 'estado' || opcion.accion === 'no_seleccionado');
  const [cancelaria, setCancelaria] = useState<number | null>(null);
  const aviso = DESCARTAN.has(valor) ? avisoEntrevistas(cancelaria) : null;
  const quien = seleccion.todos ? { todos: true, filtros: filtrosToQuery(filtros) } : { ids: seleccion.ids };

  /** Opens the confirmation; for a Descartado, asks the server how many interviews the whole selection would lose. */
  async function preguntar() {
    setAvisar(avisarRecordado);
    setConfirmar(true);
    if (!opcion || !('accion' in opcion) || !DESCARTAN.has(opcion.value)) return;
    setCancelaria(null);
    const res = await pipeline.resumenMasivo({
      params: { id: idOferta },
      body: { accion: opcion.accion, estado: opcion.estado, ...quien },
    });
    const r = res.data[0];
    if (res.state && r) setCancelaria(r.entrevistas);
    else setCancelaria(-1);
  }

  async function aplicar() {
    if (!opcion) return;
    if (valor === 'nota' && nota.trim() === '') {
      // As the single note: the message at the field, and the focus on it.
      setNotaError(PIPELINE_MESSAGES.notaRequerida);
      notaRef.current?.focus();
      return;
    }
    if ('entrevista' in opcion) {
      setEntrevista(true);
      return;
    }
    setBusy(true);
    try {
      if ('exportar' in opcion) {
        const res = await pipeline.exportarSeleccion({ params: { id: idOferta }, body: { formato: opcion.exportar, ...quien } });
        const base64 = res.data[0];
        if (res.state && typeof base64 === 'string')
          saveBase64File(base64, res.optional?.nombre ?? `postulantes.${opcion.exportar}`, EXPORT_TYPES[opcion.exportar]);
        else toast({ variant: 'error', title: 'Exportar', message: res.message });
        return;
      }
      const res = await pipeline.masivo({
        params: { id: idOferta },
        body: {
          accion: opcion.accion,
          estado: opcion.estado,
          etiqueta_id: opcion.etiqueta,
          ...(opcion.accion === 'nota' ? { texto: nota } : {}),
          ...(correo ? { avisar } : {}),
          ...quien,
        },
      });
      const r = res.data[0];
      if (res.state && r && opcion.accion === 'nota') {
        toast({
          variant: 'success',
          title: 'Acción masiva',
          message: r.cambiadas === 1 ? 'Nota agregada a 1 postulante.' : `Nota agregada a ${r.cambiadas} postulantes.`,
        });
        setNota('');
        setNotaError('');
        setValor('');
        onDone();
      } else if (res.state && r) {
        const partes = [`${r.cambiadas} ${r.cambiadas === 1 ? 'postulante actualizado' : 'postulantes actualizados'}`];
        if (r.sin_cambios) partes.push(`${r.sin_cambios} sin cambios`);
        if (r.correos) partes.push(`${r.correos} ${r.correos === 1 ? 'correo enviado' : 'correos enviados'}`);
        else if (correo && !avisar && r.cambiadas) partes.push('sin correos');
        const canceladas = entrevistasCanceladas(r.entrevistas_canceladas);
        if (canceladas) partes.push(canceladas);
        toast({ variant: 'success', title: 'Acción masiva', message: `${partes.join(' · ')}.` });
        setValor('');
        onDone();
      } else {
        const campo = (res.optional?.errors as Record<string, string> | undefined)?.texto;
        if (campo) {
          setNotaError(campo);
          notaRef.current?.focus();
        } else toast({ variant: 'error', title: 'Acción masiva', message: res.message });
      }
    } finally {
      setBusy(false);
      setConfirmar(false);
    }
  }

  return (
    <div
      data-testid="barra-masiva"
      className="sticky bottom-0 z-20 -mx-4 mt-3 flex flex-wrap items-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur md:bottom-3 md:mx-0 md:rounded-xl md:border dark:border-slate-700 dark:bg-slate-900/95"
    >
      <p className="w-full text-sm font-semibold text-slate-900 md:w-auto md:self-center dark:text-white" role="status">
        {cuantos === 1 ? '1 seleccionado' : `${cuantos} seleccionados`}
      </p>
      <div>
        <label htmlFor={selectId} className="block text-xs font-semibold text-slate-600 dark:text-slate-400">
          Acción
        </label>
        <select id={selectId} value={valor} onChange={(e) => setValor(e.target.value)} className={`${FIELD} max-w-64`}>
          <option value="">Elegir acción…</option>
          {opciones.map((o) => (
            <option key={o.value} value={o.value} disabled={'disabled' in o && o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {valor === 'nota' && (
        <div className="w-full md:w-96">
          <label htmlFor={notaId} className="block text-xs font-semibold text-slate-600 dark:text-slate-400">
            Nota privada para {cuantos === 1 ? 'el postulante seleccionado' : `los ${cuantos} seleccionados`}
          </label>
          <textarea
            ref={notaRef}
            id={notaId}
            value={nota}
            rows={2}
            maxLength={MAX_NOTA}
            onChange={(e) => {
              setNota(e.target.value);
              setNotaError('');
            }}
            aria-invalid={notaError ? true : undefined}
            aria-describedby={notaError ? notaErrorId : undefined}
            className={`${FIELD} w-full`}
          />
          {notaError ? (
            <p id={notaErrorId} className="text-sm text-red-700 dark:text-red-300">
              {notaError}
            </p>
          ) : (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              La ve solo tu empresa; los postulantes nunca la ven. {nota.length}/{MAX_NOTA}
            </p>
          )}
        </div>
      )}
      <button type="button" className={BUTTON_PRIMARY} disabled={!opcion || busy} onClick={() => void (correo ? preguntar() : aplicar())}>
        {busy ? 'Aplicando…' : 'Aplicar'}
      </button>
      <button type="button" className={BUTTON_SECONDARY} onClick={onClear}>
        Quitar selección
      </button>
      {entrevista && (
        <PropuestaMasiva
          idOferta={idOferta}
          postulaciones={seleccion.ids}
          onClose={() => setEntrevista(false)}
          onDone={() => {
            setEntrevista(false);
            setValor('');
            onDone();
          }}
        />
      )}
      <ConfirmModal
        open={confirmar}
        title="Confirmar acción masiva"
        onCancel={() => setConfirmar(false)}
        onConfirm={() => void aplicar()}
        confirmLabel="Sí, aplicar"
        busy={busy}
        busyLabel="Aplicando…"
      >
        <p>
          {opcion?.label}: {cuantos === 1 ? '1 postulante' : `${cuantos} postulantes`}.{' '}
          {opcion?.value === 'descartar-no-finalistas'
            ? 'Los finalistas no se tocan; quienes ya estaban descartados no reciben otro correo.'
            : avisar
              ? 'Cada postulante cuyo estado cambie recibe un correo, como con el cambio individual.'
              : 'Los estados cambian sin enviar correos.'}
        </p>
        {aviso && (
          <p className="mt-2 font-medium" data-testid="entrevistas-masivo">
            {aviso}
          </p>
        )}
        <AvisarEstaVez avisar={avisar} onChange={setAvisar} />
      </ConfirmModal>
    </div>
  );
}
