/** The list's tag filter (any of the chosen tags) and the person's saved filter sets of an offer (docs/team.md "Pipeline"). */
import { MAX_NOMBRE_FILTRO, PIPELINE_MESSAGES as M, type Etiqueta, type FiltroGuardado } from '@practiperu/shared/pipeline';
import { useCallback, useEffect, useId, useState } from 'react';
import { BUTTON_SMALL } from '../../components/buttons';
import { Icon } from '../../components/icon';
import { useToast } from '../../components/toast';
import { pipeline } from '../../lib/api/pipeline';
import { filtrosDeGuardado, filtrosToQuery, type Filtros } from './api';
import { EtiquetaChip } from './etiquetas';
import { FIELD } from './ui';

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
