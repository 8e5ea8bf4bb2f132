/**
 * The company logo picker of the registration: png or jpeg under 1,000,000 bytes,
 * checked here with the spec's messages before the server checks the bytes again. A rejected file clears the
 * input; an accepted one is previewed. The native input stays (keyboard, screen readers, file dialogs) but is
 * drawn as a Spanish button: the browser's own 'Choose File' speaks the browser's language.
 */
import { IMAGE_MAX_BYTES } from '@practiperu/shared/constants';
import { LOGO_MESSAGES } from '@practiperu/shared/cuenta';
import { useId, useRef, useState, type Ref } from 'react';
import { ErrorText } from './field';
import { Icon } from './icon';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** The spec's verdict on a chosen image: null when it may be sent. */
export function imageFileError(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return LOGO_MESSAGES.type;
  if (file.size >= IMAGE_MAX_BYTES) return LOGO_MESSAGES.size;
  return null;
}

function sizeText(bytes: number): string {
  return bytes < 1000 ? `${bytes} B` : `${Math.round(bytes / 1000)} KB`;
}

export interface LogoInputProps {
  label?: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** A rejected file: the message to show (the caller keeps it as the field's error). */
  onReject: (message: string) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function LogoInput({ label = 'Logo de la empresa', value, onChange, onReject, error, ref }: LogoInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  function handleChange(file: File | undefined) {
    setPreview(null);
    if (!file) {
      onChange(null);
      return;
    }
    const problem = imageFileError(file);
    if (problem) {
      if (input.current) input.current.value = '';
      onChange(null);
      onReject(problem);
      return;
    }
    onChange(file);
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  }

  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        <span aria-hidden="true" className="text-red-700 dark:text-red-300">
          {' '}
          *
        </span>
      </label>
      <div className="flex items-center gap-4">
        <div
          className={`flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-slate-50 dark:bg-slate-800 ${
            error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
          }`}
        >
          {preview && value ? (
            <img src={preview} alt="Vista previa del logo" className="size-full object-contain" />
          ) : (
            <Icon name="building" className="size-8 text-slate-400" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <input
            ref={(node) => {
              input.current = node;
              if (typeof ref === 'function') ref(node);
              else if (ref) ref.current = node;
            }}
            id={id}
            type="file"
            accept="image/png,image/jpeg"
            aria-labelledby={`${id}-label`}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(e) => handleChange(e.target.files?.[0])}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-xs hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:peer-focus-visible:outline-brand-100"
          >
            <Icon name="plus" className="size-4" />
            {value ? 'Cambiar imagen' : 'Elegir imagen'}
          </label>
          <p className="mt-1 truncate text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
            {value ? `${value.name} · ${sizeText(value.size)}` : 'Ningún archivo seleccionado'}
          </p>
          <div className="mt-0.5">
            {error ? (
              <ErrorText id={`${id}-error`}>{error}</ErrorText>
            ) : (
              <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
                Sólo imágenes PNG o JPG, máximo 1MB.
              </p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
