/**
 * «Guardar» on the applicant's offer cards and the offer's detail: a toggle whose state is aria-pressed (and, seen,
 * its filled bookmark and colours) and whose name stays «Guardar: {title}», so the state is said once and a list of
 * them reads apart; a name that changed too («Guardada») would say it twice and no longer hold the visible word. A refusal (the offer closed, the limit) is a toast. Until
 * the saved ids are known it holds its place without showing a state it may not have.
 */
import { useState } from 'react';
import { Icon } from '../../components/icon';
import { useToast } from '../../components/toast';
import { cambiarGuardada, useGuardada } from './guardadas';

const BASE =
  'relative inline-flex items-center justify-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-semibold ' +
  'disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70';
const OFF =
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
const ON =
  'border-brand-600 bg-brand-50 text-brand-800 hover:bg-brand-100 dark:border-brand-300 dark:bg-slate-800 dark:text-brand-100 dark:hover:bg-slate-700';

/**
 * The button's place while the saved ids load: the same box, unseen and out of the accessibility tree, so a saved offer
 * never shows «Guardar» first and nothing moves when the state arrives.
 */
export function GuardarPlaceholder({ className = '' }: { className?: string }) {
  return (
    <span aria-hidden="true" data-testid="guardar-pendiente" className={`${BASE} ${OFF} invisible ${className}`}>
      <Icon name="bookmark" className="size-4" />
      Guardar
    </span>
  );
}

export function GuardarButton({ oferta, className = '' }: { oferta: { id: number; titulo: string }; className?: string }) {
  const guardada = useGuardada(oferta.id);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const on = guardada === true;
  if (guardada === null) return <GuardarPlaceholder className={className} />;

  async function toggle() {
    if (busy) return;
    setBusy(true);
    const res = await cambiarGuardada(oferta.id, !on);
    setBusy(false);
    toast({ title: on ? 'Guardadas' : 'Guardar oferta', message: res.message, variant: res.state ? 'success' : 'error' });
  }

  return (
    <button
      type="button"
      aria-pressed={on}
      // The visible word first, then the title: the buttons of a list read apart.
      aria-label={`Guardar: ${oferta.titulo}`}
      // While the answer is awaited the button stays enabled (aria-disabled): disabling it would drop the keyboard
      // focus to the page's start.
      aria-disabled={busy || undefined}
      onClick={() => void toggle()}
      className={`${BASE} ${on ? ON : OFF} ${className}`}
    >
      <Icon name="bookmark" className={`size-4 ${on ? 'fill-current' : ''}`} />
      Guardar
    </button>
  );
}
