/**
 * The filter menu of an offer's applicants (recruiter §3 "Applicant filter set", §5, §7): reading, decision,
 * merit order, experience, departments (at most 5), knowledge (at most 3) and languages with an optional least
 * level. Applying writes the set into the page's address, which the loader reads.
 */
import {
  MAX_CONOCIMIENTOS_FILTRO,
  MAX_DEPARTAMENTOS_FILTRO,
  MAX_IDIOMAS_FILTRO,
  POSTULANTES_MESSAGES,
} from '@practiperu/shared/postulantes';
import { NIVELES, type Nivel } from '@practiperu/shared/cv';
import { useEffect, useId, useState } from 'react';
import { CheckboxField } from '../../components/field';
import { Icon } from '../../components/icon';
import { Modal } from '../../components/modal';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../cuenta/ui';
import { lookups } from '../cv/api';
import { BUTTON_ADD, BUTTON_SMALL } from '../cv/ui';
import { capitalize } from '../cv/format';
import { cuantosFiltros, SIN_FILTROS, type Filtros, type Flag, type Requisito } from './api';

const GRUPOS: { legend: string; flags: { key: Flag; label: string }[] }[] = [
  {
    legend: 'Lectura',
    flags: [
      { key: 'read', label: 'Leídos' },
      { key: 'unread', label: 'No leídos' },
    ],
  },
  {
    legend: 'Decisión',
    flags: [
      { key: 'pending', label: 'Pendientes (sin decisión o en proceso)' },
      { key: 'finalist', label: 'Finalistas' },
      { key: 'discard', label: 'Descartados' },
    ],
  },
  {
    legend: 'Perfil',
    flags: [
      { key: 'orden_merito', label: 'Con orden de mérito' },
      { key: 'experiencia', label: 'Con experiencia laboral' },
    ],
  },
];

const FIELDSET = 'rounded-lg border border-slate-200 p-4 dark:border-slate-800';
const LEGEND = 'px-1 text-sm font-semibold text-slate-900 dark:text-white';
const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100';

function RequisitosFieldset({
  legend,
  noun,
  max,
  items,
  suggestions,
  onChange,
}: {
  legend: string;
  noun: string;
  max: number;
  items: Requisito[];
  suggestions: string[];
  onChange: (items: Requisito[]) => void;
}) {
  const listId = useId();
  const set = (i: number, patch: Partial<Requisito>) => onChange(items.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>
        {legend} <span className="font-normal text-slate-600 dark:text-slate-400">(máximo {max})</span>
      </legend>
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <ul className="space-y-2">
        {items.map((r, i) => (
          <li key={i} className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
            <label className="min-w-0 flex-1 text-sm text-slate-800 dark:text-slate-200">
              {capitalize(noun)} {i + 1}
              <input
                className={`${INPUT} mt-1`}
                list={listId}
                value={r.nombre}
                maxLength={60}
                onChange={(e) => set(i, { nombre: e.target.value })}
              />
            </label>
            <label className="w-40 text-sm text-slate-800 dark:text-slate-200">
              Nivel mínimo
              <select
                className={`${INPUT} mt-1`}
                value={r.nivel ?? ''}
                onChange={(e) => set(i, { nivel: (e.target.value || undefined) as Nivel | undefined })}
              >
                <option value="">Cualquier nivel</option>
                {NIVELES.map((n) => (
                  <option key={n} value={n}>
                    {capitalize(n)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className={`${BUTTON_SMALL} py-2`}
              aria-label={`Quitar ${noun} ${i + 1}`}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              <Icon name="trash" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${BUTTON_ADD} mt-3`}
        disabled={items.length >= max}
        onClick={() => onChange([...items, { nombre: '' }])}
      >
        <Icon name="plus" className="size-4" />
        Agregar {noun}
      </button>
      {items.length >= max && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Máximo {max}.</p>}
    </fieldset>
  );
}

/** The menu: the button (disabled on free offers with the spec's title) and its modal. */
export function FilterMenu({ filtros, enabled, onApply }: { filtros: Filtros; enabled: boolean; onApply: (f: Filtros) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Filtros>(filtros);
  const [regiones, setRegiones] = useState<{ id: number; nombre: string }[]>([]);
  const [idiomas, setIdiomas] = useState<string[]>([]);
  const [temas, setTemas] = useState<string[]>([]);
  const count = cuantosFiltros(filtros);

  useEffect(() => {
    if (!open) return;
    let alive = true;
    lookups
      .lugares()
      .then((r) => alive && setRegiones(r.map(({ id, nombre }) => ({ id, nombre }))))
      .catch(() => undefined);
    lookups
      .idiomas()
      .then((r) => alive && setIdiomas(r.map((x) => x.name)))
      .catch(() => undefined);
    lookups
      .temas()
      .then((r) => alive && setTemas(r.map((x) => x.name)))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [open]);

  function apply() {
    const clean = (list: Requisito[]) => list.map((r) => ({ ...r, nombre: r.nombre.trim() })).filter((r) => r.nombre);
    onApply({ ...draft, conocimientos: clean(draft.conocimientos), idiomas: clean(draft.idiomas) });
    setOpen(false);
  }

  const maxDeps = draft.departamentos.length >= MAX_DEPARTAMENTOS_FILTRO;
  return (
    <>
      <button
        type="button"
        className={BUTTON_SECONDARY}
        disabled={!enabled}
        title={enabled ? undefined : POSTULANTES_MESSAGES.filtrosSoloDestacado}
        onClick={() => {
          setDraft(filtros);
          setOpen(true);
        }}
      >
        <Icon name="list" className="size-4" />
        Filtrar
        {count > 0 && (
          <span className="rounded-full bg-brand-600 px-2 text-xs text-white tabular-nums">
            {count}
            <span className="sr-only"> filtros activos</span>
          </span>
        )}
      </button>
      <Modal
        open={open}
        title="Filtrar postulantes"
        onClose={() => setOpen(false)}
        size="xl"
        footer={
          <>
            <button type="button" className={BUTTON_SECONDARY} onClick={() => setDraft({ ...SIN_FILTROS, sort: draft.sort })}>
              Limpiar
            </button>
            <button type="button" className={BUTTON_PRIMARY} onClick={apply}>
              Aplicar filtros
            </button>
          </>
        }
      >
        <div className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Dentro de un grupo basta con cumplir una opción; entre grupos se deben cumplir todas.
          </p>
          <div className="grid gap-4 md:grid-cols-3">
            {GRUPOS.map((g) => (
              <fieldset key={g.legend} className={FIELDSET}>
                <legend className={LEGEND}>{g.legend}</legend>
                <div className="space-y-2">
                  {g.flags.map((f) => (
                    <CheckboxField
                      key={f.key}
                      label={f.label}
                      checked={draft[f.key]}
                      onChange={(e) => setDraft({ ...draft, [f.key]: e.target.checked })}
                    />
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
          <fieldset className={FIELDSET}>
            <legend className={LEGEND}>
              Departamentos <span className="font-normal text-slate-600 dark:text-slate-400">(máximo {MAX_DEPARTAMENTOS_FILTRO})</span>
            </legend>
            {regiones.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">Cargando departamentos…</p>
            ) : (
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5">
                {regiones.map((r) => {
                  const checked = draft.departamentos.includes(r.id);
                  return (
                    <CheckboxField
                      key={r.id}
                      label={r.nombre}
                      checked={checked}
                      disabled={!checked && maxDeps}
                      onChange={(e) =>
                        setDraft({
                          ...draft,
                          departamentos: e.target.checked ? [...draft.departamentos, r.id] : draft.departamentos.filter((d) => d !== r.id),
                        })
                      }
                    />
                  );
                })}
              </div>
            )}
            {maxDeps && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{POSTULANTES_MESSAGES.maxDepartamentos}.</p>}
          </fieldset>
          <div className="grid gap-4 lg:grid-cols-2">
            <RequisitosFieldset
              legend="Conocimientos"
              noun="conocimiento"
              max={MAX_CONOCIMIENTOS_FILTRO}
              items={draft.conocimientos}
              suggestions={temas}
              onChange={(conocimientos) => setDraft({ ...draft, conocimientos })}
            />
            <RequisitosFieldset
              legend="Idiomas"
              noun="idioma"
              max={MAX_IDIOMAS_FILTRO}
              items={draft.idiomas}
              suggestions={idiomas}
              onChange={(list) => setDraft({ ...draft, idiomas: list })}
            />
          </div>
        </div>
      </Modal>
    </>
  );
}
