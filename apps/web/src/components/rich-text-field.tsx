/**
 * A rich-text field (the offer form's funciones and beneficios, the back office's texts): label, the editor (loaded
 * lazily: TipTap stays out of every other page), the error or hint below and the size count. The maximum counts the HTML as it is sent
 * (what the API stores and checks: 'Texto muy largo'), so the count says so.
 */
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { ErrorText } from './field';
import { Skeleton } from './skeleton';
import type { RichTextHandle } from './rich-text-editor';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  maxLength: number;
  handleRef?: (handle: RichTextHandle | null) => void;
  /** Section titles in the toolbar (the back office's templates). */
  headings?: boolean;
}

export function RichTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  maxLength,
  handleRef,
  headings,
}: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const below = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const describedBy = [below, `${id}-count`].filter(Boolean).join(' ');
  const over = value.length > maxLength;
  return (
    <div>
      <p id={labelId} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-300">
            {' '}
            *
          </span>
        )}
      </p>
      <Suspense
        fallback={
          <div className="rounded-md border border-slate-300 p-3 dark:border-slate-600" aria-busy="true">
            <span className="sr-only">Cargando el editor…</span>
            <Skeleton className="mb-3 h-7 w-48" />
            <Skeleton className="h-24 w-full" />
          </div>
        }
      >
        <RichTextEditor
          labelId={labelId}
          label={label}
          describedBy={describedBy}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          invalid={Boolean(error)}
          required={required}
          handleRef={handleRef}
          headings={headings}
        />
      </Suspense>
      <div className="mt-1 flex items-start justify-between gap-3">
        {error ? (
          <ErrorText id={`${id}-error`}>{error}</ErrorText>
        ) : hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        ) : (
          <span />
        )}
        <p
          id={`${id}-count`}
          className={`shrink-0 text-xs tabular-nums ${over ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {value.length}/{maxLength}
          <span className="sr-only"> caracteres con formato</span>
        </p>
      </div>
    </div>
  );
}
