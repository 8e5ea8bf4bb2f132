/**
 * The pipeline comforts of a featured offer (docs/team.md "Pipeline"): the company's tags (chips, the tag filter, the
 * picker with "create"), the private notes of an application with their author and date, the bulk action bar over a
 * selection or the whole filtered list, and the person's saved filter sets. On free offers the controls are shown
 * disabled with 'Solo para avisos destacados'. Nothing here is ever shown to the applicant.
 */
import { TIME_ZONE } from '@practiperu/shared/constants';
import {
  COLOR_ETIQUETA_LABELS,
  COLORES_ETIQUETA,
  MAX_NOMBRE_ETIQUETA,
  MAX_NOMBRE_FILTRO,
  MAX_NOTA,
  PIPELINE_MESSAGES as M,
  type AccionMasiva,
  type ColorEtiqueta,
  type Etiqueta,
  type FiltroGuardado,
  type Nota,
} from '@practiperu/shared/pipeline';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, BUTTON_SMALL } from '../../components/buttons';
import { ConfirmModal } from '../../components/confirm-modal';
import { Icon } from '../../components/icon';
import { useToast } from '../../components/toast';
import { useConfirmarSalida } from '../../components/use-confirmar-salida';
import { pipeline } from '../../lib/api/pipeline';
import { saveBase64File } from '../../lib/save-file';
import { EXPORT_TYPES, filtrosDeGuardado, filtrosToQuery, type Filtros, type FormatoExport } from './api';

const TAG_CLASSES: Record<ColorEtiqueta, string> = {
  gris: 'bg-slate-100 text-slate-800 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-400/40',
  rojo: 'bg-red-100 text-red-900 ring-red-600/30 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/40',
  naranja: 'bg-orange-100 text-orange-900 ring-orange-600/30 dark:bg-orange-950 dark:text-orange-200 dark:ring-orange-400/40',
  amarillo: 'bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/40',
  verde: 'bg-green-100 text-green-900 ring-green-600/30 dark:bg-green-950 dark:text-green-200 dark:ring-green-400/40',
  azul: 'bg-sky-100 text-sky-900 ring-sky-600/30 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-400/40',
  morado: 'bg-violet-100 text-violet-900 ring-violet-600/30 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-400/40',
  rosado: 'bg-pink-100 text-pink-900 ring-pink-600/30 dark:bg-pink-950 dark:text-pink-200 dark:ring-pink-400/40',
};

const tagClass = (color: string) =>
  TAG_CLASSES[(COLORES_ETIQUETA as readonly string[]).includes(color) ? (color as ColorEtiqueta) : 'gris'];

const FIELD =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 disabled:cursor-not-allowed disabled:opacity-70 ' +
  'dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100';

const FECHA_NOTA = new Intl.DateTimeFormat('es-PE', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

export function EtiquetaChip({ e, pressed, onToggle }: { e: { nombre: string; color: string }; pressed?: boolean; onToggle?: () => void }) {
  const base = `inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tagClass(e.color)}`;
  if (!onToggle) return <span className={base}>{e.nombre}</span>;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={`${base} ${pressed ? 'outline-2 outline-offset-1 outline-brand-600' : 'opacity-80'}`}
    >
      {pressed && <span aria-hidden="true">✓</span>}
      {e.nombre}
    </button>
  );
}

/** The tags and note count of a row of the list. */
export function MarcasFila({ etiquetas, notas }: { etiquetas?: { id: number; nombre: string; color: string }[]; notas?: number }) {
  if (!etiquetas?.length && !notas) return null;
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-1.5" data-testid="marcas">
      {etiquetas?.map((e) => (
        <EtiquetaChip key={e.id} e={e} />
      ))}
      {notas ? (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-600 dark:text-slate-400">
          <Icon name="document" className="size-3.5" />
          {notas === 1 ? '1 nota' : `${notas} notas`}
        </span>
      ) : null}
    </div>
  );
}

/** The company's tags, loaded once per page; `reload` after creating one. */
export function useEtiquetas(enabled: boolean) {
  const [etiquetas, setEtiquetas] = useState<Etiqueta[]>([]);
  const reload = useCallback(() => pipeline.etiquetas({}).then((res) => res.state && setEtiquetas(res.data)), []);
  useEffect(() => {
    if (enabled)
      pipeline.etiquetas({}).then(
        (res) => res.state && setEtiquetas(res.data),
        () => undefined,
      );
  }, [enabled]);
  return { etiquetas, reload };
}

/** Name and colour of a new tag; calls `onCreated` with it. */
function NuevaEtiqueta({ onCreated }: { onCreated: (e: Etiqueta) => void }) {
  const nameId = useId();
  const colorId = useId();
  const errorId = useId();
  const [nombre, setNombre] = useState('');
  const [color, setColor] = useState<ColorEtiqueta>('azul');
  const [error, setError] = useState('');
  async function submit() {
    const res = await pipeline.crearEtiqueta({ body: { nombre, color } });
    const e = res.data[0];
    if (res.state && e) {
      setNombre('');
      setError('');
      onCreated(e);
    } else setError((res.optional?.errors as Record<string, string> | undefined)?.nombre ?? res.message);
  }
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={nameId} className="block text-xs font-semibold text-slate-600 dark:text-slate-400">
          Nueva etiqueta
        </label>
        <input
          id={nameId}
          value={nombre}
          maxLength={MAX_NOMBRE_ETIQUETA}
          onChange={(e) => {
            setNombre(e.target.value);
            setError('');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void submit();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${FIELD} w-44`}
        />
      </div>
      <div>
        <label htmlFor={colorId} className="block text-xs font-semibold text-slate-600 dark:text-slate-400">
          Color
        </label>
        <select id={colorId} value={color} onChange={(e) => setColor(e.target.value as ColorEtiqueta)} className={FIELD}>
          {COLORES_ETIQUETA.map((c) => (
            <option key={c} value={c}>
              {COLOR_ETIQUETA_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={BUTTON_SMALL} onClick={() => void submit()} disabled={nombre.trim() === ''}>
        <Icon name="plus" className="size-4" />
        Crear
      </button>
      {error && (
        <p id={errorId} className="w-full text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** The company's tags with a way to delete one: it leaves every application of the company (asked first). */
function GestionarEtiquetas({ etiquetas, onDeleted }: { etiquetas: Etiqueta[]; onDeleted: (id: number) => void }) {
  const [borrar, setBorrar] = useState<Etiqueta | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  if (etiquetas.length === 0) return null;
  async function eliminar(e: Etiqueta) {
    setBusy(true);
    const res = await pipeline.eliminarEtiqueta({ params: { id: e.id } }).finally(() => setBusy(false));
    setBorrar(null);
    if (res.state) {
      onDeleted(e.id);
      toast({ variant: 'success', title: 'Etiquetas', message: res.message });
    } else toast({ variant: 'error', title: 'Etiquetas', message: res.message });
  }
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700 dark:text-brand-100">Gestionar etiquetas</summary>
      <ul className="mt-2 space-y-1.5">
        {etiquetas.map((e) => (
          <li key={e.id} className="flex items-center justify-between gap-3">
            <EtiquetaChip e={e} />
            <button
              type="button"
              onClick={() => setBorrar(e)}
              className="rounded px-2 py-1 font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
              aria-label={`Eliminar la etiqueta ${e.nombre}`}
            >
              Eliminar
            </button>
          </li>
        ))}
      </ul>
      <ConfirmModal
        open={borrar !== null}
        title="Eliminar etiqueta"
        onCancel={() => setBorrar(null)}
        onConfirm={() => borrar && void eliminar(borrar)}
        confirmLabel="Sí, eliminar"
        busy={busy}
        danger
      >
        <p>¿Quieres eliminar la etiqueta «{borrar?.nombre}»? Se quitará de todos los postulantes de tu empresa que la tengan.</p>
      </ConfirmModal>
    </details>
  );
}

// ------------------------------------------------------------------ the applicant's page: tags and notes

/** The tag picker of one application: toggling a chip saves its tags at once. */
export function EtiquetasPostulacion({ idPostulacion, iniciales }: { idPostulacion: number; iniciales: Etiqueta[] }) {
  const { etiquetas, reload } = useEtiquetas(true);
  const [puestas, setPuestas] = useState<number[]>(iniciales.map((e) => e.id));
  const { toast } = useToast();
  async function guardar(ids: number[]) {
    const res = await pipeline.etiquetasPostulacion({ params: { id: idPostulacion }, body: { etiquetas: ids } });
    if (res.state) setPuestas(res.data.map((e) => e.id));
    else toast({ variant: 'error', title: 'Etiquetas', message: res.message });
  }
  const toggle = (id: number) => void guardar(puestas.includes(id) ? puestas.filter((x) => x !== id) : [...puestas, id]);
  return (
    <section
      aria-labelledby="etiquetas-titulo"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="etiquetas-titulo" className="font-semibold text-slate-900 dark:text-white">
        Etiquetas
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">Solo las ve tu empresa. Pulsa una etiqueta para ponerla o quitarla.</p>
      <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Etiquetas de la empresa">
        {etiquetas.length === 0 && <span className="text-sm text-slate-600 dark:text-slate-400">Tu empresa aún no tiene etiquetas.</span>}
        {etiquetas.map((e) => (
          <EtiquetaChip key={e.id} e={e} pressed={puestas.includes(e.id)} onToggle={() => toggle(e.id)} />
        ))}
      </div>
      <NuevaEtiqueta
        onCreated={(e) => {
          void reload();
          void guardar([...puestas, e.id]);
        }}
      />
      <GestionarEtiquetas
        etiquetas={etiquetas}
        onDeleted={(id) => {
          setPuestas((ids) => ids.filter((x) => x !== id));
          void reload();
        }}
      />
    </section>
  );
}

function NotaItem({ n, onChanged, onBorrador }: { n: Nota; onChanged: () => void; onBorrador: (id: number, pendiente: boolean) => void }) {
  const [editando, setEditando] = useState(false);
  const [texto, setTexto] = useState(n.texto);
  // An edit that changed the text is a draft: the list guards the page while it lasts.
  const borrador = editando && texto !== n.texto;
  useEffect(() => {
    onBorrador(n.id, borrador);
    return () => onBorrador(n.id, false);
  }, [n.id, borrador, onBorrador]);
  const [borrar, setBorrar] = useState(false);
  const { toast } = useToast();
  const fieldId = useId();
  async function guardar() {
    const res = await pipeline.editarNota({ params: { id: n.id }, body: { texto } });
    if (res.state) {
      setEditando(false);
      onChanged();
    } else toast({ variant: 'error', title: 'Nota', message: res.message });
  }
  async function eliminar() {
    const res = await pipeline.eliminarNota({ params: { id: n.id } });
    setBorrar(false);
    if (res.state) onChanged();
    else toast({ variant: 'error', title: 'Nota', message: res.message });
  }
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid="nota">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <span className="font-semibold text-slate-800 dark:text-slate-200">{n.autor_nombre}</span> ·{' '}
        <time dateTime={n.creado_en}>{FECHA_NOTA.format(new Date(n.creado_en))}</time>
        {n.editado_en && ' · editada'}
      </p>
      {editando ? (
        <div className="mt-2">
          <label htmlFor={fieldId} className="sr-only">
            Editar nota
          </label>
          <textarea
            id={fieldId}
            value={texto}
            maxLength={MAX_NOTA}
            rows={3}
            onChange={(e) => setTexto(e.target.value)}
            className={`${FIELD} w-full`}
          />
          <div className="mt-2 flex gap-2">
            <button type="button" className={BUTTON_SMALL} onClick={() => void guardar()} disabled={texto.trim() === ''}>
              Guardar
            </button>
            <button
              type="button"
              className={BUTTON_SMALL}
              onClick={() => {
                setEditando(false);
                setTexto(n.texto);
              }}
            >
              Cancelar
            </button>
          </div>
        </div>
      ) : (
        <p className="mt-1 whitespace-pre-line break-words text-slate-900 dark:text-slate-100">{n.texto}</p>
      )}
      {n.editable && !editando && (
        <div className="mt-2 flex gap-2">
          <button type="button" className={BUTTON_SMALL} onClick={() => setEditando(true)}>
            <Icon name="edit" className="size-4" />
            Editar
          </button>
          <button type="button" className={BUTTON_SMALL} onClick={() => setBorrar(true)}>
            <Icon name="trash" className="size-4" />
            Eliminar
          </button>
        </div>
      )}
      <ConfirmModal
        open={borrar}
        title="Eliminar nota"
        onCancel={() => setBorrar(false)}
        onConfirm={() => void eliminar()}
        confirmLabel="Sí, eliminar"
        danger
      >
        <p>¿Quieres eliminar esta nota? No se puede deshacer.</p>
      </ConfirmModal>
    </li>
  );
}

/** The private notes of one application: oldest first, each with its author and date; the author or an administrator edits or deletes. */
export function NotasPostulacion({ idPostulacion }: { idPostulacion: number }) {
  const [notas, setNotas] = useState<Nota[] | null>(null);
  const [texto, setTexto] = useState('');
  // Notes being edited with changes, by id: with the new note's text, what leaving the page would lose.
  const [borradores, setBorradores] = useState<ReadonlySet<number>>(() => new Set());
  const onBorrador = useCallback((id: number, pendiente: boolean) => {
    setBorradores((prev) => {
      if (prev.has(id) === pendiente) return prev;
      const next = new Set(prev);
      if (pendiente) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const salida = useConfirmarSalida(texto.trim() !== '' || borradores.size > 0);
  const [error, setError] = useState('');
  const fieldId = useId();
  const errorId = useId();
  const reload = useCallback(
    () =>
      pipeline.notas({ params: { id: idPostulacion } }).then(
        (res) => res.state && setNotas(res.data),
        () => undefined,
      ),
    [idPostulacion],
  );
  useEffect(() => {
    pipeline.notas({ params: { id: idPostulacion } }).then(
      (res) => res.state && setNotas(res.data),
      () => undefined,
    );
  }, [idPostulacion]);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const res = await pipeline.crearNota({ params: { id: idPostulacion }, body: { texto } });
    if (res.state) {
      setTexto('');
      setError('');
      void reload();
    } else setError((res.optional?.errors as Record<string, string> | undefined)?.texto ?? res.message);
  }
  return (
    <section
      aria-labelledby="notas-titulo"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="notas-titulo" className="font-semibold text-slate-900 dark:text-white">
        Notas privadas
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">Las ve solo tu empresa; el postulante nunca las ve.</p>
      {notas && notas.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {notas.map((n) => (
            <NotaItem key={`${n.id}-${n.editado_en ?? ''}`} n={n} onChanged={() => void reload()} onBorrador={onBorrador} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{notas ? 'Aún no hay notas.' : 'Cargando notas…'}</p>
      )}
      <form onSubmit={(e) => void submit(e)} className="mt-3">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800 dark:text-slate-200">
          Nueva nota
        </label>
        <textarea
          id={fieldId}
          value={texto}
          rows={3}
          maxLength={MAX_NOTA}
          onChange={(e) => {
            setTexto(e.target.value);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${FIELD} mt-1 w-full`}
        />
        {error && (
          <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <button type="submit" className={`${BUTTON_PRIMARY} mt-2`}>
          Guardar nota
        </button>
      </form>
      {salida.dialogo}
    </section>
  );
}

// ------------------------------------------------------------------ the list: tag filter and saved filter sets

/** The tag filter (any of the chosen tags) and the person's saved filter sets of this offer. */
export function PipelineFiltros({
  idOferta,
  filtros,
  etiquetas,
  enabled,
  onApply,
}: {
  idOferta: string;
  filtros: Filtros;
  etiquetas: Etiqueta[];
  enabled: boolean;
  onApply: (f: Filtros) => void;
}) {
  const [guardados, setGuardados] = useState<FiltroGuardado[]>([]);
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState('');
  const { toast } = useToast();
  const selectId = useId();
  const nameId = useId();
  const reload = useCallback(
    () =>
      pipeline.filtros({ params: { id: idOferta } }).then(
        (res) => res.state && setGuardados(res.data),
        () => undefined,
      ),
    [idOferta],
  );
  useEffect(() => {
    if (enabled)
      pipeline.filtros({ params: { id: idOferta } }).then(
        (res) => res.state && setGuardados(res.data),
        () => undefined,
      );
  }, [enabled, idOferta]);
  async function guardar() {
    const res = await pipeline.guardarFiltro({ params: { id: idOferta }, body: { nombre, filtros: filtrosToQuery(filtros) } });
    if (res.state) {
      setNombre('');
      setError('');
      toast({ variant: 'success', title: 'Filtros', message: M.filtroGuardado });
      void reload();
    } else setError((res.optional?.errors as Record<string, string> | undefined)?.nombre ?? res.message);
  }
  // The chosen set is the one whose filters are the list's now, not a remembered choice: applying a set changes the
  // address and draws the list again, and a set's filters may also come back from the address or the history.
  const actuales = JSON.stringify(filtrosToQuery(filtros));
  const elegido = guardados.find((g) => JSON.stringify(filtrosToQuery(filtrosDeGuardado(g.filtros))) === actuales);
  async function eliminar() {
    if (!elegido) return;
    const res = await pipeline.eliminarFiltro({ params: { id: elegido.id } });
    if (res.state) void reload();
    else toast({ variant: 'error', title: 'Filtros', message: res.message });
  }
  const toggleTag = (id: number) =>
    onApply({
      ...filtros,
      etiquetas: filtros.etiquetas.includes(id) ? filtros.etiquetas.filter((x) => x !== id) : [...filtros.etiquetas, id],
    });
  const title = enabled ? undefined : M.soloDestacados;
  return (
    <div
      className="mb-4 space-y-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
      data-testid="pipeline-filtros"
    >
      {etiquetas.length > 0 && (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Filtrar por etiqueta">
          <span className="text-xs font-semibold text-slate-600 dark:text-slate-400">Etiquetas:</span>
          {etiquetas.map((e) => (
            <EtiquetaChip key={e.id} e={e} pressed={filtros.etiquetas.includes(e.id)} onToggle={() => toggleTag(e.id)} />
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={selectId} className="block text-xs font-semibold text-slate-600 dark:text-slate-400">
            Mis filtros guardados
          </label>
          <select
            id={selectId}
            value={elegido ? String(elegido.id) : ''}
            disabled={!enabled}
            title={title}
            onChange={(e) => {
              const f = guardados.find((g) => String(g.id) === e.target.value);
              if (f) onApply(filtrosDeGuardado(f.filtros));
            }}
            className={`${FIELD} max-w-56`}
          >
            <option value="">{guardados.length === 0 ? 'Ninguno aún' : 'Elegir…'}</option>
            {guardados.map((g) => (
              <option key={g.id} value={g.id}>
                {g.nombre}
              </option>
            ))}
          </select>
        </div>
        {elegido && (
          <button type="button" className={BUTTON_SMALL} onClick={() => void eliminar()}>
            <Icon name="trash" className="size-4" />
            Eliminar filtro
          </button>
        )}
        <div>
          <label htmlFor={nameId} className="block text-xs font-semibold text-slate-600 dark:text-slate-400">
            Guardar los filtros actuales como
          </label>
          <input
            id={nameId}
            value={nombre}
            maxLength={MAX_NOMBRE_FILTRO}
            disabled={!enabled}
            title={title}
            onChange={(e) => {
              setNombre(e.target.value);
              setError('');
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void guardar();
              }
            }}
            aria-invalid={error ? true : undefined}
            className={`${FIELD} w-48`}
          />
        </div>
        <button
          type="button"
          className={BUTTON_SMALL}
          disabled={!enabled || nombre.trim() === ''}
          title={title}
          onClick={() => void guardar()}
        >
          Guardar filtros
        </button>
        {error && <p className="w-full text-sm text-red-700 dark:text-red-300">{error}</p>}
      </div>
    </div>
  );
}

// ------------------------------------------------------------------ the list: the bulk action bar

export interface Seleccion {
  ids: number[];
  /** Every application the current filters give (the server finds them again). */
  todos: boolean;
}

type Opcion =
  | { value: string; label: string; accion: AccionMasiva; estado?: number; etiqueta?: number }
  | { value: string; label: string; exportar: FormatoExport };

/** The bar of the selection: one action, confirmed when it may e-mail applicants; it stays at the bottom of the screen. */
export function BarraMasiva({
  idOferta,
  seleccion,
  cuantos,
  filtros,
  etiquetas,
  onDone,
  onClear,
}: {
  idOferta: string;
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
  const { toast } = useToast();
  const selectId = useId();
  const opciones: Opcion[] = [
    { value: 'estado-2', label: 'Cambiar a En proceso', accion: 'estado', estado: 2 },
    { value: 'estado-3', label: 'Cambiar a Finalista', accion: 'estado', estado: 3 },
    { value: 'estado-1', label: 'Cambiar a Descartado', accion: 'estado', estado: 1 },
    { value: 'no-seleccionado', label: 'Enviar aviso de no seleccionado', accion: 'no_seleccionado' },
    ...etiquetas.map((e): Opcion => ({ value: `tag-${e.id}`, label: `Etiquetar: ${e.nombre}`, accion: 'etiquetar', etiqueta: e.id })),
    ...etiquetas.map((e): Opcion => ({
      value: `untag-${e.id}`,
      label: `Quitar etiqueta: ${e.nombre}`,
      accion: 'desetiquetar',
      etiqueta: e.id,
    })),
    { value: 'csv', label: 'Exportar CSV', exportar: 'csv' },
    { value: 'xlsx', label: 'Exportar Excel', exportar: 'xlsx' },
  ];
  const opcion = opciones.find((o) => o.value === valor);
  const correo = opcion && 'accion' in opcion && (opcion.accion === 'estado' || opcion.accion === 'no_seleccionado');
  const quien = seleccion.todos ? { todos: true, filtros: filtrosToQuery(filtros) } : { ids: seleccion.ids };

  async function aplicar() {
    if (!opcion) return;
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
        body: { accion: opcion.accion, estado: opcion.estado, etiqueta_id: opcion.etiqueta, ...quien },
      });
      const r = res.data[0];
      if (res.state && r) {
        const partes = [`${r.cambiadas} ${r.cambiadas === 1 ? 'postulante actualizado' : 'postulantes actualizados'}`];
        if (r.sin_cambios) partes.push(`${r.sin_cambios} sin cambios`);
        if (r.correos) partes.push(`${r.correos} ${r.correos === 1 ? 'correo enviado' : 'correos enviados'}`);
        toast({ variant: 'success', title: 'Acción masiva', message: `${partes.join(' · ')}.` });
        setValor('');
        onDone();
      } else toast({ variant: 'error', title: 'Acción masiva', message: res.message });
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
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={BUTTON_PRIMARY}
        disabled={!opcion || busy}
        onClick={() => (correo ? setConfirmar(true) : void aplicar())}
      >
        {busy ? 'Aplicando…' : 'Aplicar'}
      </button>
      <button type="button" className={BUTTON_SECONDARY} onClick={onClear}>
        Quitar selección
      </button>
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
          {opcion?.label} a {cuantos === 1 ? '1 postulante' : `${cuantos} postulantes`}.{' '}
          {opcion?.value === 'no-seleccionado'
            ? 'Los finalistas no se tocan; quienes ya fueron descartados no reciben otro correo.'
            : 'Cada postulante cuyo estado cambie recibe un correo, como con el cambio individual.'}
        </p>
      </ConfirmModal>
    </div>
  );
}
