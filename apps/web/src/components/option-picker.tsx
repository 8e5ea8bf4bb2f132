/**
 * A searchable picker over a list the page already has (such as the 266 knowledge themes of
 * `listTemasConocimientos`). Typing 'excel' or 'EXCEL' finds 'Microsoft Excel' and 'Excel avanzado…'; accents and
 * case do not matter, every typed word must appear, names that start with the text come first. Only a name of the
 * list is a value: typing something else leaves the value empty (the form then says what is missing). The same
 * component serves the offer form, the applicant filter menu and the CV, so the three read the list alike.
 */
import { SUGGESTIONS_MAX } from '@practiperu/shared/constants';
import { toClave } from '@practiperu/shared/text';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { SuggestField } from './suggest-field';

export interface PickerOption {
  id: number | string;
  name: string;
  categoria?: string;
}

/** The options matching `text` (accent- and case-insensitive, every word), those starting with it first; `taken` left out. */
export function searchOptions<T extends PickerOption>(options: readonly T[], text: string, taken: readonly string[] = []): T[] {
  const q = toClave(text);
  if (!q) return [];
  const words = q.split(' ');
  const skip = new Set(taken.map(toClave));
  const found: { o: T; rank: number }[] = [];
  for (const o of options) {
    const clave = toClave(o.name);
    if (skip.has(clave)) continue;
    const haystack = `${clave} ${toClave(o.categoria ?? '')}`;
    if (!words.every((w) => haystack.includes(w))) continue;
    const rank = clave.startsWith(q) ? 0 : clave.split(/[\s(/-]+/).some((part) => part.startsWith(words[0]!)) ? 1 : 2;
    found.push({ o, rank });
  }
  return found.sort((a, b) => a.rank - b.rank || a.o.name.localeCompare(b.o.name, 'es')).map((f) => f.o);
}

/** The option whose name is `text` (accents and case aside), if any. */
export function exactOption<T extends PickerOption>(options: readonly T[], text: string): T | undefined {
  const clave = toClave(text);
  return clave ? options.find((o) => toClave(o.name) === clave) : undefined;
}

export function OptionPicker<T extends PickerOption>({
  label,
  options,
  value,
  onChange,
  taken = [],
  required,
  error,
  hint,
  placeholder = 'Escribe para buscar',
  name,
  inputRef,
  onBlur,
  onInput,
}: {
  label: string;
  options: readonly T[];
  /** The chosen name ('' when none). */
  value: string;
  onChange: (name: string) => void;
  /** Names already chosen elsewhere, not offered again. */
  taken?: readonly string[];
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  /** Every change of the typed text (also when it names no option): a form clears the field's error as one types. */
  onInput?: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  // A value set from outside (a reset, a row removed above this one) shows in the field; the value this field
  // itself sent does not (an empty value while the person is still typing must not wipe the text).
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  const emit = (next: string) => {
    sent.current = next;
    onChange(next);
  };

  return (
    <SuggestField<T>
      label={label}
      value={text}
      onTextChange={(t) => {
        setText(t);
        onInput?.(t);
        const exact = exactOption(options, t);
        const next = exact && !taken.some((n) => toClave(n) === toClave(exact.name)) ? exact.name : '';
        if (next !== value) emit(next);
      }}
      onPick={(o) => {
        setText(o.name);
        onInput?.(o.name);
        emit(o.name);
      }}
      search={(q) => Promise.resolve(searchOptions(options, q, taken).slice(0, SUGGESTIONS_MAX))}
      getKey={(o) => o.id}
      getLabel={(o) => o.name}
      getDetail={(o) => o.categoria ?? null}
      minChars={1}
      required={required}
      error={error}
      hint={hint}
      placeholder={placeholder}
      name={name}
      maxLength={80}
      inputRef={inputRef}
      onBlur={onBlur}
    />
  );
}
