/**
 * The small lists of the update page with their inline add-forms: knowledge and languages (own groups,
 * saved at once), skills (the competencies form `more_education`, saved as a whole) and achievements (`logro`).
 * Names already added are not offered again. Knowledge, languages and skills are 'requerido para postular'.
 */
import {
  aniosCertificacion,
  CV_MESSAGES,
  HABILIDADES_MAX,
  NIVELES,
  nivelDelNombre,
  type ConocimientoItem,
  type IdName,
  type LogroItem,
  type Nivel,
} from '@practiperu/shared/cv';
import { conocimientoSchema, habilidadSchema, idiomaSchema, logroSchema, moreEducationSchema } from '@practiperu/shared/schemas/cv';
import { toClave } from '@practiperu/shared/text';
import { useMemo, useState } from 'react';
import { Field, Form, SelectField } from '../../components/field';
import { useToast } from '../../components/toast';
import type { ApiResult } from '../../lib/api-client';
import { saveForm, sectionApi, type SectionGroup } from './api';
import type { Tema } from '../../lib/lookups';
import { capitalize } from '../../lib/text';
import { monthYear } from './format';
import { MonthYearField } from './month-year-field';
import { AddForm, RequiredToPostular, SubHeading } from './ui';
import { Chip, useChipRemovalFocus } from '../../components/chip';
import { SaveBar, SectionCard, type SaveOutcome } from '../../components/section-card';
import { OptionPicker } from '../../components/option-picker';
import { useUnsavedInput } from './unsaved';

type Errors<K extends string> = Partial<Record<K, string>>;

/** The first message of each field of a failed parse. */
function issuesOf<K extends string>(issues: readonly { path: PropertyKey[]; message: string }[]): Errors<K> {
  const found: Errors<K> = {};
  for (const issue of issues) {
    const key = String(issue.path[0]) as K;
    found[key] ??= issue.message;
  }
  return found;
}

/** Server field errors of an add-form, with the message of the whole answer when no field names it. */
function serverIssues<K extends string>(res: ApiResult<unknown>, keys: readonly K[]): { errors: Errors<K>; message: string | null } {
  const errors: Errors<K> = {};
  for (const key of keys) {
    const message = res.optional?.errors?.[key];
    if (message) errors[key] = message;
  }
  return { errors, message: Object.keys(errors).length ? null : res.message };
}

/** Names of a reference list that are not in the applicant's list yet (compared without case or accents). */
export function notYetAdded<T extends { name: string }>(options: readonly T[], added: readonly string[]): T[] {
  const taken = new Set(added.map(toClave));
  return options.filter((o) => !taken.has(toClave(o.name)));
}

// ------------------------------------------------------------------ knowledge and languages

interface NivelListProps {
  group: Extract<SectionGroup, 'conocimiento' | 'idioma'>;
  anchorId: string;
  title: string;
  /** 'Conocimiento', 'Idioma': the chooser's label. */
  noun: string;
  initial: ConocimientoItem[];
  options: readonly (IdName | Tema)[];
}

export function NivelList({ group, anchorId, title, noun, initial, options }: NivelListProps) {
  const { toast } = useToast();
  const [items, setItems] = useState(initial);
  const [open, setOpen] = useState(false);
  const [nombre, setNombre] = useState('');
  // What is typed in the knowledge picker: text that names no theme of the list is not a value.
  const [typed, setTyped] = useState('');
  const [nivel, setNivel] = useState('');
  const [errors, setErrors] = useState<Errors<'nombre' | 'nivel'>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const { container: chipsSection, removed: chipRemoved } = useChipRemovalFocus<HTMLDivElement>(items);
  const free = notYetAdded(
    options,
    items.map((i) => i.nombre),
  );
  const categories = [...new Set(free.map((o) => ('categoria' in o ? o.categoria : '')))];
  // A choice made in the add-form and not added yet.
  useUnsavedInput(title, open && (nombre !== '' || nivel !== ''));
  const schema = group === 'conocimiento' ? conocimientoSchema : idiomaSchema;

  function toggle(next: boolean) {
    setOpen(next);
    setNombre('');
    setTyped('');
    setNivel('');
    setErrors({});
    setServerError(null);
  }

  async function add() {
    const parsed = schema.safeParse({ nombre, nivel });
    // Typed but not chosen from the suggestions: the spec's message, not 'Requerido'.
    const notChosen = group === 'conocimiento' && !nombre && typed.trim() !== '';
    if (!parsed.success || notChosen) {
      const found: Errors<'nombre' | 'nivel'> = parsed.success ? {} : issuesOf(parsed.error.issues);
      setErrors(notChosen ? { ...found, nombre: CV_MESSAGES.notInList } : found);
      return;
    }
    setBusy(true);
    setServerError(null);
    const res = await sectionApi.create(group, parsed.data);
    setBusy(false);
    if (res.state) {
      setItems((list) => [...list, { id: Number(res.data[0]), nombre: parsed.data.nombre, nivel: parsed.data.nivel }]);
      toggle(false);
      return;
    }
    const found = serverIssues(res, ['nombre', 'nivel']);
    setErrors(found.errors);
    setServerError(found.message);
  }

  async function remove(item: ConocimientoItem) {
    setRemoving(item.id);
    const res = await sectionApi.remove(group, item.id);
    setRemoving(null);
    if (res.state) {
      chipRemoved(items.findIndex((i) => i.id === item.id));
      setItems((list) => list.filter((i) => i.id !== item.id));
    } else toast({ variant: 'error', title, message: res.message });
  }

  const optionsOf = (list: readonly (IdName | Tema)[]) =>
    list.map((o) => (
      <option key={o.id} value={o.name}>
        {o.name}
      </option>
    ));

  return (
    <div ref={chipsSection}>
      <SubHeading id={anchorId} badge={<RequiredToPostular />}>
        {title}
      </SubHeading>
      {items.length > 0 ? (
        <ul aria-label={title} className="mb-3 flex flex-wrap gap-2">
          {items.map((i) => (
            <Chip key={i.id} removeLabel={`Quitar ${i.nombre}`} onRemove={() => void remove(i)} busy={removing === i.id}>
              {i.nombre} <span className="text-slate-600 dark:text-slate-400">· {capitalize(i.nivel)}</span>
            </Chip>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">Aún no agregas {title.toLowerCase()}.</p>
      )}
      <AddForm
        open={open}
        onOpenChange={toggle}
        noun={noun.toLowerCase()}
        onAdd={() => void add()}
        busy={busy}
        error={serverError}
        disabledReason={free.length === 0 ? `Ya agregaste todos los ${title.toLowerCase()} de la lista.` : undefined}
      >
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          {group === 'conocimiento' ? (
            // The 266 knowledge themes are searched (the same picker as the offer form and the filters).
            <OptionPicker
              label={noun}
              required
              options={options}
              taken={items.map((i) => i.nombre)}
              value={nombre}
              placeholder="Escribe para buscar, por ejemplo: excel"
              error={errors.nombre}
              onChange={(elegido) => {
                setNombre(elegido);
                // An item whose name states its level («Excel avanzado…») takes that level.
                const fijo = nivelDelNombre(elegido);
                if (fijo) {
                  setNivel(fijo);
                  setErrors((x) => ({ ...x, nivel: undefined }));
                }
              }}
              onInput={(text) => {
                setTyped(text);
                setErrors((x) => ({ ...x, nombre: undefined }));
              }}
            />
          ) : (
            <SelectField
              label={noun}
              required
              placeholder="Elige una opción"
              value={nombre}
              error={errors.nombre}
              onChange={(e) => {
                setNombre(e.target.value);
                setErrors((x) => ({ ...x, nombre: undefined }));
              }}
            >
              {categories.length > 1
                ? categories.map((c) => (
                    <optgroup key={c} label={c}>
                      {optionsOf(free.filter((o) => 'categoria' in o && o.categoria === c))}
                    </optgroup>
                  ))
                : optionsOf(free)}
            </SelectField>
          )}
          <SelectField
            label="Nivel"
            required
            placeholder="Elige una opción"
            value={nivel}
            error={errors.nivel}
            onChange={(e) => {
              setNivel(e.target.value);
              setErrors((x) => ({ ...x, nivel: undefined }));
            }}
          >
            {(group === 'conocimiento' && nivelDelNombre(nombre) ? [nivelDelNombre(nombre)!] : NIVELES).map((n: Nivel) => (
              <option key={n} value={n}>
                {capitalize(n)}
              </option>
            ))}
          </SelectField>
        </div>
      </AddForm>
    </div>
  );
}

// ------------------------------------------------------------------ skills (more_education)

export function SkillsForm({ initial, options }: { initial: IdName[]; options: readonly IdName[] }) {
  const [names, setNames] = useState(() => initial.map((h) => h.name));
  const [saved, setSaved] = useState(names);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const free = notYetAdded(options, names);
  const dirty = names.join('\n') !== saved.join('\n');
  const { container: chipsSection, removed: chipRemoved } = useChipRemovalFocus<HTMLFormElement>(names);
  useUnsavedInput('Habilidades', dirty || (open && choice !== ''));

  function toggle(next: boolean) {
    setOpen(next);
    setChoice('');
    setError(undefined);
  }

  function add() {
    const parsed = habilidadSchema.safeParse({ nombre: choice });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setNames((list) => [...list, parsed.data.nombre]);
    setOutcome(null);
    toggle(false);
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = moreEducationSchema.safeParse({ habilidades: names });
    if (!parsed.success) {
      setOutcome({ ok: false, message: parsed.error.issues[0]?.message ?? CV_MESSAGES.invalidOption });
      return;
    }
    setBusy(true);
    setOutcome(null);
    const res = await saveForm('more_education', parsed.data);
    setBusy(false);
    if (res.state) setSaved(names);
    setOutcome({ ok: res.state, message: res.state ? res.message || CV_MESSAGES.updated : res.message });
  }

  return (
    <Form ref={chipsSection} onSubmit={(e) => void save(e)} aria-label="Habilidades">
      <SubHeading id="skills" badge={<RequiredToPostular />}>
        Habilidades
      </SubHeading>
      {names.length > 0 ? (
        <ul aria-label="Habilidades" className="mb-3 flex flex-wrap gap-2">
          {names.map((n) => (
            <Chip
              key={n}
              removeLabel={`Quitar ${n}`}
              onRemove={() => {
                chipRemoved(names.indexOf(n));
                setNames((list) => list.filter((x) => x !== n));
                setOutcome(null);
              }}
            >
              {n}
            </Chip>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">Aún no agregas habilidades.</p>
      )}
      <AddForm
        open={open}
        onOpenChange={toggle}
        noun="habilidad"
        onAdd={add}
        disabledReason={
          names.length >= HABILIDADES_MAX
            ? CV_MESSAGES.maxHabilidades
            : free.length === 0
              ? 'Ya agregaste todas las habilidades de la lista.'
              : undefined
        }
      >
        <SelectField
          label="Habilidad"
          required
          placeholder="Elige una opción"
          value={choice}
          error={error}
          onChange={(e) => {
            setChoice(e.target.value);
            setError(undefined);
          }}
        >
          {free.map((o) => (
            <option key={o.id} value={o.name}>
              {o.name}
            </option>
          ))}
        </SelectField>
      </AddForm>
      {dirty && !outcome && (
        <p className="mt-3 text-sm text-amber-800 dark:text-amber-200">Tienes cambios sin guardar en tus habilidades.</p>
      )}
      <SaveBar busy={busy} outcome={outcome} label="Guardar habilidades" />
    </Form>
  );
}

// ------------------------------------------------------------------ achievements (logro)

export function AchievementsSection({ initial, today }: { initial: LogroItem[]; today: Date }) {
  const { toast } = useToast();
  const schema = useMemo(() => logroSchema(today), [today]);
  const years = useMemo(() => aniosCertificacion(today), [today]);
  const [items, setItems] = useState(initial);
  const [open, setOpen] = useState(false);
  const [descripcion, setDescripcion] = useState('');
  const [fecha, setFecha] = useState('');
  const [errors, setErrors] = useState<Errors<'descripcion' | 'fecha'>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  useUnsavedInput('Logros académicos y personales', open && (descripcion.trim() !== '' || fecha !== ''));

  function toggle(next: boolean) {
    setOpen(next);
    setDescripcion('');
    setFecha('');
    setErrors({});
    setServerError(null);
  }

  async function add() {
    const parsed = schema.safeParse({ descripcion, fecha });
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error.issues));
      return;
    }
    setBusy(true);
    setServerError(null);
    const res = await sectionApi.create('logro', parsed.data);
    setBusy(false);
    if (res.state) {
      const item = { id: Number(res.data[0]), ...parsed.data };
      setItems((list) => [...list, item].sort((a, b) => b.fecha.localeCompare(a.fecha) || b.id - a.id));
      toggle(false);
      return;
    }
    const found = serverIssues(res, ['descripcion', 'fecha']);
    setErrors(found.errors);
    setServerError(found.message);
  }

  async function remove(item: LogroItem) {
    setRemoving(item.id);
    const res = await sectionApi.remove('logro', item.id);
    setRemoving(null);
    if (res.state) setItems((list) => list.filter((i) => i.id !== item.id));
    else toast({ variant: 'error', title: 'Logros', message: res.message });
  }

  return (
    <SectionCard
      anchorId="achievement"
      icon="star"
      title="Logros académicos y personales"
      description="Primeros puestos, concursos, becas y reconocimientos."
    >
      {items.length > 0 ? (
        <ul aria-label="Logros" className="mb-3 divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((l) => (
            <li key={l.id} className="flex items-start justify-between gap-3 py-2 first:pt-0">
              <div className="min-w-0">
                <p className="break-words text-slate-900 dark:text-white">{l.descripcion}</p>
                <p className="text-sm text-slate-500 dark:text-slate-400">{monthYear(l.fecha)}</p>
              </div>
              <button
                type="button"
                onClick={() => void remove(l)}
                disabled={removing === l.id}
                aria-label={`Quitar logro: ${l.descripcion}`}
                className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50 dark:text-red-300 dark:hover:bg-red-950"
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">Aún no agregas logros.</p>
      )}
      <AddForm open={open} onOpenChange={toggle} noun="logro" onAdd={() => void add()} busy={busy} error={serverError}>
        <Field
          label="Descripción"
          required
          maxLength={255}
          value={descripcion}
          error={errors.descripcion}
          onChange={(e) => {
            setDescripcion(e.target.value);
            setErrors((x) => ({ ...x, descripcion: undefined }));
          }}
        />
        <MonthYearField
          legend="Fecha"
          required
          years={years}
          value={fecha}
          error={errors.fecha}
          onChange={(v) => {
            setFecha(v);
            setErrors((x) => ({ ...x, fecha: undefined }));
          }}
        />
      </AddForm>
    </SectionCard>
  );
}
