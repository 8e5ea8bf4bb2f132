/**
 * A text field with suggestions from the server (institutions, careers; at most 7), in the ARIA 1.2 combobox
 * pattern: the list opens while typing, ↑/↓ move, Enter picks, Escape closes. Only a picked suggestion counts: typing
 * again forgets the pick (the form then says 'Elige … de la lista').
 *
 * The search is marked finished one second after the answer arrives, so 'Sin resultados' does not flash while the
 * person is still typing.
 */
import { INSTITUTION_SEARCH_DONE_DELAY_MS, SUGGESTIONS_MAX } from '@practiperu/shared/constants';
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { Field } from './field';

const DEBOUNCE_MS = 250;

export interface SuggestFieldProps<T> {
  label: string;
  value: string;
  onTextChange: (text: string) => void;
  onPick: (item: T) => void;
  search: (text: string, signal: AbortSignal) => Promise<T[]>;
  getKey: (item: T) => string | number;
  getLabel: (item: T) => string;
  getDetail?: (item: T) => string | null | undefined;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  name?: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  /** Characters needed before searching. */
  minChars?: number;
}

type Status = 'idle' | 'searching' | 'done' | 'error';

export function SuggestField<T>({
  label,
  value,
  onTextChange,
  onPick,
  search,
  getKey,
  getLabel,
  getDetail,
  required,
  error,
  hint,
  disabled,
  placeholder,
  name,
  maxLength,
  inputRef,
  onBlur,
  minChars = 2,
}: SuggestFieldProps<T>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [active, setActive] = useState(-1);
  // From the sm breakpoint up the list opens right under the input, over what follows (the field's hint or error
  // never move). On phones it takes its place in the page instead, pushing what follows down: laid over it, it covered
  // the buttons of the form or dialog it is in, which there is no room to see beside it.
  const [top, setTop] = useState<number | undefined>(undefined);
  const place = (input: HTMLInputElement) => setTop(input.offsetTop + input.offsetHeight + 4);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const doneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);
  // A press elsewhere (on phones, a button under the list or its 'Sin resultados') takes the focus at pointerdown.
  // Closing the list on that blur would pull what follows up under the pointer before the press ends, and the click
  // would land beside the button. While a pointer is down the list stays, and closes once the press (and its click)
  // is over.
  const pressing = useRef(false);
  useEffect(() => {
    const down = () => (pressing.current = true);
    const up = () => (pressing.current = false);
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);
  function closeAfterPress() {
    const close = () => {
      document.removeEventListener('pointerup', close, true);
      document.removeEventListener('pointercancel', close, true);
      // After the click that follows the pointerup in the same task.
      setTimeout(() => setOpen(false), 0);
    };
    document.addEventListener('pointerup', close, true);
    document.addEventListener('pointercancel', close, true);
  }

  function stop() {
    clearTimeout(debounce.current);
    clearTimeout(doneTimer.current);
    pending.current?.abort();
    pending.current = null;
  }
  useEffect(() => stop, []);

  function runSearch(text: string) {
    stop();
    setActive(-1);
    const query = text.trim();
    if (query.length < minChars) {
      setItems([]);
      setStatus('idle');
      return;
    }
    setStatus('searching');
    debounce.current = setTimeout(() => {
      const controller = new AbortController();
      pending.current = controller;
      search(query, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setItems(found.slice(0, SUGGESTIONS_MAX));
          doneTimer.current = setTimeout(() => setStatus('done'), INSTITUTION_SEARCH_DONE_DELAY_MS);
        },
        () => {
          if (controller.signal.aborted) return;
          setItems([]);
          setStatus('error');
        },
      );
    }, DEBOUNCE_MS);
  }

  function pick(item: T) {
    stop();
    onPick(item);
    setOpen(false);
    setItems([]);
    setActive(-1);
    setStatus('idle');
  }

  const expanded = open && items.length > 0;
  const optionId = (i: number) => `${listId}-op-${i}`;
  let message: string | null = null;
  if (open && items.length === 0) {
    if (status === 'searching') message = 'Buscando…';
    else if (status === 'done') message = 'Sin resultados: revisa lo que escribiste.';
    else if (status === 'error') message = 'No se pudo buscar. Inténtalo de nuevo.';
  }

  return (
    <div className="relative">
      <Field
        label={label}
        required={required}
        error={error}
        hint={hint}
        name={name}
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        maxLength={maxLength}
        ref={inputRef}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          onTextChange(event.target.value);
          place(event.target);
          setOpen(true);
          runSearch(event.target.value);
        }}
        onBlur={() => {
          if (pressing.current) closeAfterPress();
          else setOpen(false);
          onBlur?.();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            place(event.currentTarget);
            if (!open) setOpen(true);
            if (items.length === 0) return;
            setActive((a) => (event.key === 'ArrowDown' ? (a + 1) % items.length : a <= 0 ? items.length - 1 : a - 1));
          } else if (event.key === 'Enter') {
            const item = expanded && active >= 0 ? items[active] : undefined;
            if (item) {
              event.preventDefault();
              pick(item);
            }
          } else if (event.key === 'Escape' && open) {
            // The list closes; a surrounding dialog does not ask to leave.
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`Sugerencias: ${label}`}
        hidden={!expanded}
        style={{ top }}
        className="static z-30 mt-1 max-h-72 overflow-y-auto sm:absolute sm:inset-x-0 sm:mt-0 rounded-lg border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-900"
      >
        {items.map((item, i) => {
          const detail = getDetail?.(item);
          return (
            <li
              key={getKey(item)}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // Keeps the focus in the field, so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
              className={`cursor-pointer px-3 py-2 text-sm ${
                i === active ? 'bg-brand-50 text-brand-800 dark:bg-slate-700 dark:text-white' : 'text-slate-800 dark:text-slate-100'
              } hover:bg-brand-50 dark:hover:bg-slate-700`}
            >
              <span className="block font-medium">{getLabel(item)}</span>
              {detail && <span className="block text-xs text-slate-600 dark:text-slate-300">{detail}</span>}
            </li>
          );
        })}
      </ul>
      {message && (
        <p
          style={{ top }}
          className="static z-30 mt-1 rounded-lg border sm:absolute sm:inset-x-0 sm:mt-0 border-slate-300 bg-white px-3 py-2 text-sm text-slate-700 shadow-lg dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
        >
          {message}
        </p>
      )}
      <span role="status" className="sr-only">
        {open && status === 'done' ? (items.length === 1 ? '1 sugerencia' : `${items.length} sugerencias`) : ''}
      </span>
    </div>
  );
}
