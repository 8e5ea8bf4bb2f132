/**
 * The filter menu of an offer's applicants: reading, decision,
 * merit order, experience, departments (at most 5), knowledge (at most 3) and languages with an optional least
 * level. Applying writes the set into the page's address, which the loader reads.
 */
import {
  ANIOS_EGRESO_FILTRO,
  CICLO_FILTRO_LABELS,
  CICLOS_FILTRO,
  MAX_CONOCIMIENTOS_FILTRO,
  MAX_DEPARTAMENTOS_FILTRO,
  MAX_ESTUDIOS_FILTRO,
  MAX_IDIOMAS_FILTRO,
  POSTULANTES_MESSAGES,
  type OpcionEstudio,
  type OpcionesEstudios,
} from '@practiperu/shared/postulantes';
import { NIVELES, type Nivel } from '@practiperu/shared/cv';
import { DEPARTAMENTOS } from '@practiperu/shared/departamentos';
import { useEffect, useState, type Ref } from 'react';
import { CheckboxField } from '../../components/field';
import { Icon } from '../../components/icon';
import { FilterSheet, FiltersButton } from '../../components/filter-sheet';
import { BUTTON_ADD, BUTTON_SMALL } from '../../components/buttons';
import { lookups } from '../../lib/lookups';
import { OptionPicker, type PickerOption } from '../../components/option-picker';
import { capitalize } from '../../lib/text';
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

/** What each yes/no filter is called, on its checkbox and on its chip. */
export const FLAG_LABELS = Object.fromEntries(GRUPOS.flatMap((g) => g.flags.map((f) => [f.key, f.label]))) as Record<Flag, string>;

const FIELDSET = 'rounded-lg border border-slate-200 p-4 dark:border-slate-800';
const LEGEND = 'px-1 text-sm font-semibold text-slate-900 dark:text-white';
const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100';

function RequisitosFieldset({
  legend,
  noun,
  max,
  items,
  options,
  onChange,
}: {
  legend: string;
  noun: string;
  max: number;
  items: Requisito[];
  /** The list the CV's names come from (searched, not typed exactly). */
  options: readonly PickerOption[];
  onChange: (items: Requisito[]) => void;
}) {
  const set = (i: number, patch: Partial<Requisito>) => onChange(items.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>
        {legend} <span className="font-normal text-slate-600 dark:text-slate-400">(máximo {max})</span>
      </legend>
      <ul className="space-y-2">
        {items.map((r, i) => (
          <li key={i} className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
            <div className="min-w-0 flex-1 basis-full sm:basis-auto">
              <OptionPicker
                label={`${capitalize(noun)} ${i + 1}`}
                options={options}
                value={r.nombre}
                taken={items.filter((_, j) => j !== i).map((x) => x.nombre)}
                placeholder="Escribe para buscar, por ejemplo: excel"
                onChange={(nombre) => set(i, { nombre })}
              />
            </div>
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

/** A list of checkboxes (at most `max` chosen), in a box that scrolls when long; `detail` beside each label. */
function ChecksFieldset({
  legend,
  max,
  items,
  selected,
  onChange,
  empty,
  columns = 'grid-cols-2',
}: {
  legend: string;
  max: number;
  items: { id: number; label: string; detail?: string }[];
  selected: number[];
  onChange: (next: number[]) => void;
  empty?: string;
  columns?: string;
}) {
  const full = selected.length >= max;
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>
        {legend} <span className="font-normal text-slate-600 dark:text-slate-400">(máximo {max})</span>
      </legend>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <div className={`grid max-h-52 gap-2 overflow-y-auto pr-1 ${columns}`}>
          {items.map((it) => {
            const checked = selected.includes(it.id);
            return (
              <CheckboxField
                key={it.id}
                label={it.detail ? `${it.label} (${it.detail})` : it.label}
                checked={checked}
                disabled={!checked && full}
                onChange={(e) => onChange(e.target.checked ? [...selected, it.id] : selected.filter((v) => v !== it.id))}
              />
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

/** Studies (the pricing card promises "Filtros por ciclo…"): cycle, university or institute, career, graduation year. */
function EstudiosFieldsets({
  draft,
  opciones,
  onChange,
}: {
  draft: Filtros;
  opciones?: OpcionesEstudios;
  onChange: (patch: Partial<Filtros>) => void;
}) {
  const year = new Date().getFullYear();
  const anios = Array.from({ length: ANIOS_EGRESO_FILTRO }, (_, i) => year - i);
  for (const y of draft.egreso) if (!anios.includes(y)) anios.push(y);
  // Chosen ids that no applicant has any more (a shared link) still show, so they can be removed.
  const withChosen = (list: OpcionEstudio[] | undefined, chosen: number[], noun: string) => [
    ...(list ?? []).map((o) => ({ id: o.id, label: o.nombre, detail: o.total === 1 ? '1 postulante' : `${o.total} postulantes` })),
    ...chosen.filter((id) => !(list ?? []).some((o) => o.id === id)).map((id) => ({ id, label: `${noun} ${id}`, detail: '0 postulantes' })),
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChecksFieldset
        legend="Ciclo (estudiantes)"
        max={CICLOS_FILTRO.length}
        columns="grid-cols-4"
        items={CICLOS_FILTRO.map((c) => ({ id: c, label: CICLO_FILTRO_LABELS[c]! }))}
        selected={draft.ciclos}
        onChange={(ciclos) => onChange({ ciclos })}
      />
      <ChecksFieldset
        legend="Año de egreso"
        max={MAX_ESTUDIOS_FILTRO}
        columns="grid-cols-3"
        items={anios.map((y) => ({ id: y, label: String(y) }))}
        selected={draft.egreso}
        onChange={(egreso) => onChange({ egreso })}
      />
      <ChecksFieldset
        legend="Universidad o instituto"
        max={MAX_ESTUDIOS_FILTRO}
        columns="grid-cols-1"
        items={withChosen(opciones?.instituciones, draft.instituciones, 'Institución')}
        selected={draft.instituciones}
        onChange={(instituciones) => onChange({ instituciones })}
        empty="Tus postulantes aún no registran una universidad o instituto de la lista."
      />
      <ChecksFieldset
        legend="Carrera"
        max={MAX_ESTUDIOS_FILTRO}
        columns="grid-cols-1"
        items={withChosen(opciones?.carreras, draft.carreras, 'Carrera')}
        selected={draft.carreras}
        onChange={(carreras) => onChange({ carreras })}
        empty="Tus postulantes aún no registran una carrera de la lista."
      />
    </div>
  );
}

/** The menu: «Filtros» with the active count (disabled on free offers with the spec's title) and its sheet. */
export function FilterMenu({
  filtros,
  enabled,
  onApply,
  opciones,
  buttonRef,
}: {
  filtros: Filtros;
  enabled: boolean;
  onApply: (f: Filtros) => void;
  /** The «Filtros» button, where the focus goes when the last active-filter chip is removed. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** The universities and careers of the offer's applicants (`optional.opciones_estudios`). */
  opciones?: OpcionesEstudios;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Filtros>(filtros);
  const [idiomas, setIdiomas] = useState<PickerOption[]>([]);
  const [temas, setTemas] = useState<PickerOption[]>([]);
  const count = cuantosFiltros(filtros);

  useEffect(() => {
    if (!open) return;
    let alive = true;
    lookups
      .idiomas()
      .then((r) => alive && setIdiomas(r))
      .catch(() => undefined);
    lookups
      .temas()
      .then((r) => alive && setTemas(r))
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
      <FiltersButton
        count={count}
        disabled={!enabled}
        title={enabled ? undefined : POSTULANTES_MESSAGES.filtrosSoloDestacado}
        buttonRef={buttonRef}
        onClick={() => {
          setDraft(filtros);
          setOpen(true);
        }}
      />
      <FilterSheet
        open={open}
        title="Filtrar postulantes"
        onClose={() => setOpen(false)}
        size="xl"
        onClear={() => setDraft({ ...SIN_FILTROS, sort: draft.sort })}
        onApply={apply}
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
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5">
              {DEPARTAMENTOS.map((r) => {
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
            {maxDeps && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{POSTULANTES_MESSAGES.maxDepartamentos}.</p>}
          </fieldset>
          <EstudiosFieldsets draft={draft} opciones={opciones} onChange={(patch) => setDraft({ ...draft, ...patch })} />
          <div className="grid gap-4 lg:grid-cols-2">
            <RequisitosFieldset
              legend="Conocimientos"
              noun="conocimiento"
              max={MAX_CONOCIMIENTOS_FILTRO}
              items={draft.conocimientos}
              options={temas}
              onChange={(conocimientos) => setDraft({ ...draft, conocimientos })}
            />
            <RequisitosFieldset
              legend="Idiomas"
              noun="idioma"
              max={MAX_IDIOMAS_FILTRO}
              items={draft.idiomas}
              options={idiomas}
              onChange={(list) => setDraft({ ...draft, idiomas: list })}
            />
          </div>
        </div>
      </FilterSheet>
    </>
  );
}
