/**
 * A choice of the account that saves at once (Mi cuenta's consents): the box follows the click, goes back if the
 * server refuses, and the server's message is a toast either way.
 */
import { useState, type ReactNode } from 'react';
import { useToast } from './toast';

export function SavedToggle({
  initial,
  save,
  label,
  hint,
}: {
  initial: boolean;
  save: (next: boolean) => Promise<{ state: boolean; message: string }>;
  label: ReactNode;
  hint: ReactNode;
}) {
  const [on, setOn] = useState(initial);
  const [saving, setSaving] = useState(false);
  const { notify } = useToast();

  async function change(next: boolean) {
    setOn(next);
    setSaving(true);
    const res = await save(next);
    setSaving(false);
    if (!res.state) setOn(!next);
    notify(res.message, res.state ? 'success' : 'error');
  }

  return (
    <label className="mt-3 flex cursor-pointer items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-brand-600"
        checked={on}
        disabled={saving}
        onChange={(e) => void change(e.target.checked)}
      />
      <span>
        {label}
        <span className="block text-xs text-slate-500 dark:text-slate-400">{hint}</span>
      </span>
    </label>
  );
}
