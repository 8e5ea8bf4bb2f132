/**
 * Languages and knowledge the offer asks for: each row a name from its list, a level (básico,
 * intermedio, avanzado) and whether it is indispensable or deseable. A name is offered only once: rows never
 * repeat (the schema says 'Ya agregaste este elemento.' if a request does).
 */
import { NIVELES } from '@practiperu/shared/cv';
import { REQUISITO, type OfertaFormValues } from '@practiperu/shared/oferta';
import type { OfertaData } from '@practiperu/shared/schemas/oferta';
import { toClave } from '@practiperu/shared/text';
import { Controller, useFieldArray, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { Legend, SelectField } from '../../components/field';
import { Icon } from '../../components/icon';
import { capitalize } from '../../lib/text';
import { OptionPicker } from '../../components/option-picker';
import { BUTTON_ADD } from '../../components/buttons';

export interface RequisitoOption {
  id: number;
  name: string;
  categoria?: string;
}

type ListName = 'idiomas' | 'conocimientos';

/** Lists longer than this are searched in a picker rather than scrolled in a select. */
export const SEARCHABLE_FROM = 30;

export function RequisitosField({
  form,
  name,
  title,
  noun,
  options,
  max,
}: {
  form: UseFormReturn<OfertaFormValues, unknown, OfertaData>;
  name: ListName;
  title: string;
  /** 'Idioma', 'Conocimiento': names the columns and the add button. */
  noun: string;
  options: readonly RequisitoOption[];
  max: number;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const rows = useWatch({ control: form.control, name }) ?? [];
  const errors = form.formState.errors[name] as
    (FieldErrors<OfertaFormValues>[ListName] & { message?: string; root?: { message?: string } }) | undefined;
  const listMessage = errors?.message ?? errors?.root?.message;
  const taken = (except: number) => new Set(rows.filter((_, i) => i !== except).map((r) => toClave(r.name ?? '')));
  const categories = [...new Set(options.map((o) => o.categoria ?? ''))];
  // A long list (knowledge themes) gets the searchable picker; a short one (15 languages) stays a select.
  const searchable = options.length > SEARCHABLE_FROM;

  return (
    <fieldset>
      <Legend>{title}</Legend>
      {fields.length === 0 && <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">Opcional: agrega los que pides.</p>}
      <ul className="space-y-3" aria-label={title}>
        {fields.map((field, index) => {
          const rowErrors = (errors as unknown as Record<number, Record<string, { message?: string }> | undefined> | undefined)?.[index];
          const used = taken(index);
          const free = options.filter((o) => !used.has(toClave(o.name)));
          const optionsOf = (list: readonly RequisitoOption[]) =>
            list.map((o) => (
              <option key={o.id} value={o.name}>
                {o.name}
              </option>
            ));
          return (
            <li
              key={field.id}
              className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[minmax(0,1fr)_9.5rem_9.5rem_auto] sm:items-start dark:border-slate-700 dark:bg-slate-800/60"
            >
              {searchable ? (
                // The 266 knowledge themes are searched, not scrolled (the same picker as the CV and the filters).
                <Controller
                  control={form.control}
                  name={`${name}.${index}.name`}
                  render={({ field: f }) => (
                    <OptionPicker
                      label={`${noun} ${index + 1}`}
                      required
                      options={options}
                      taken={rows.filter((_, i) => i !== index).map((r) => r.name ?? '')}
                      value={f.value ?? ''}
                      onChange={f.onChange}
                      onBlur={f.onBlur}
                      inputRef={f.ref}
                      name={f.name}
                      placeholder="Escribe para buscar, por ejemplo: excel"
                      error={rowErrors?.name?.message}
                    />
                  )}
                />
              ) : (
                <SelectField
                  label={`${noun} ${index + 1}`}
                  required
                  placeholder="Elige una opción"
                  error={rowErrors?.name?.message}
                  {...form.register(`${name}.${index}.name`)}
                >
                  {categories.length > 1
                    ? categories.map((c) => (
                        <optgroup key={c} label={c}>
                          {optionsOf(free.filter((o) => (o.categoria ?? '') === c))}
                        </optgroup>
                      ))
                    : optionsOf(free)}
                </SelectField>
              )}
              <SelectField
                label="Nivel"
                required
                placeholder="Elige una opción"
                error={rowErrors?.level?.message}
                {...form.register(`${name}.${index}.level`)}
              >
                {NIVELES.map((n) => (
                  <option key={n} value={n}>
                    {capitalize(n)}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Requisito" error={rowErrors?.required?.message} {...form.register(`${name}.${index}.required`)}>
                {REQUISITO.map((r) => (
                  <option key={r} value={r}>
                    {capitalize(r)}
                  </option>
                ))}
              </SelectField>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Quitar ${noun.toLowerCase()} ${index + 1}${rows[index]?.name ? `: ${rows[index].name}` : ''}`}
                className="inline-flex h-10 items-center justify-center gap-1 self-end rounded-md px-2 text-sm font-semibold text-red-700 hover:bg-red-50 sm:mb-0.5 dark:text-red-300 dark:hover:bg-red-950"
              >
                <Icon name="trash" className="size-4" />
                <span className="sm:sr-only">Quitar</span>
              </button>
            </li>
          );
        })}
      </ul>
      {listMessage && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{listMessage}</p>}
      {fields.length < max && fields.length < options.length ? (
        <button
          type="button"
          className={`${BUTTON_ADD} mt-3`}
          onClick={() => append({ name: '', level: '' as never, required: 'deseable' }, { shouldFocus: true })}
        >
          <Icon name="plus" className="size-4" />
          Agregar {noun.toLowerCase()}
        </button>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Llegaste al máximo de {title.toLowerCase()}.</p>
      )}
    </fieldset>
  );
}
