import { useId, useRef, useState } from 'react';

const TEXTAREA = 'mt-1 block w-full rounded-md border border-slate-300 bg-white p-2 text-sm dark:border-slate-600 dark:bg-slate-900';

/**
 * A short optional text with a limit (a request's note, the reason of declining it): the field stops at the limit
 * (`maxLength`, the constant the API validates with) and the counter under it says how much is used. A paste longer
 * than the room left is cut by the browser: the counter says so, rather than cut it silently. A value over the limit
 * (never typed: set from elsewhere) is not cut: the counter says by how much, and the caller keeps sending disabled.
 */
export function TextoLimitado({
  label,
  value,
  onChange,
  max,
  rows = 3,
  className = 'block',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows?: number;
  /** The label's layout (its margin in the dialog). */
  className?: string;
}) {
  const cuentaId = useId();
  const [cortado, setCortado] = useState(false);
  // The change that follows a paste is that paste's: it keeps the notice; any other change clears it.
  const pegando = useRef(false);
  const largo = value.length > max;
  return (
    <>
      <label className={`${className} text-sm font-medium text-slate-800 dark:text-slate-200`}>
        {label}
        <textarea
          className={TEXTAREA}
          rows={rows}
          value={value}
          maxLength={max}
          aria-invalid={largo || undefined}
          aria-describedby={cuentaId}
          onPaste={(e) => {
            const el = e.currentTarget;
            const libre = max - (el.value.length - Math.abs((el.selectionEnd ?? 0) - (el.selectionStart ?? 0)));
            pegando.current = true;
            setCortado(e.clipboardData.getData('text').length > libre);
          }}
          onChange={(e) => {
            if (!pegando.current) setCortado(false);
            pegando.current = false;
            onChange(e.target.value);
          }}
        />
      </label>
      <p
        id={cuentaId}
        aria-live="polite"
        className={`mt-1 text-xs ${largo || cortado ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
      >
        {largo
          ? `Máximo ${max} caracteres: sobran ${value.length - max}.`
          : cortado
            ? `${value.length} de ${max} caracteres: lo que pegaste no cabía entero y se cortó. Revisa el final.`
            : `${value.length} de ${max} caracteres`}
      </p>
    </>
  );
}
