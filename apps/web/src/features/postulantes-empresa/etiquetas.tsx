/**
 * The company's tags on the applicants of a featured offer (docs/team.md "Pipeline"): the chip, the marks of a row of
 * the list, the tags loaded once per page, and the picker of one application with "create" and "delete".
 */
import {
  COLOR_ETIQUETA_LABELS,
  COLORES_ETIQUETA,
  MAX_NOMBRE_ETIQUETA,
  type ColorEtiqueta,
  type Etiqueta,
} from '@practiperu/shared/pipeline';
import { useCallback, useEffect, useId, useState } from 'react';
import { BUTTON_SMALL } from '../../components/buttons';
import { ConfirmModal } from '../../components/confirm-modal';
import { Icon } from '../../components/icon';
import { useToast } from '../../components/toast';
import { pipeline } from '../../lib/api/pipeline';
import { FIELD } from './ui';

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

/** The company's tags, for a page's loader (none when the call fails: the page is drawn without them). */
export async function loadEtiquetas(): Promise<Etiqueta[]> {
  const res = await pipeline.etiquetas({});
  return res.state ? res.data : [];
}

/** The company's tags, loaded once the page is drawn; `reload` after creating one. */
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
