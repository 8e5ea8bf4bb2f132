/** The account's consent to marketing mail (job alerts, announcements), changed from Mi cuenta. */
import { useState } from 'react';
import { useToast } from '../../components/toast';
import { usuario } from '../../lib/api/usuario';

/** What always arrives, whatever the box says: an applicant's applications, a company's offers. */
const SIEMPRE = {
  postulantes: 'Los avisos de tu cuenta y tus postulaciones te llegan siempre.',
  empresas: 'Los avisos de tu cuenta y de tus ofertas te llegan siempre.',
} as const;

export function MarketingToggle({ initial, area = 'postulantes' }: { initial: boolean; area?: keyof typeof SIEMPRE }) {
  const [on, setOn] = useState(initial);
  const [saving, setSaving] = useState(false);
  const { notify } = useToast();

  // Optimistic: the box follows the click at once and goes back if the server refuses.
  async function change(next: boolean) {
    setOn(next);
    setSaving(true);
    const res = await usuario.updateMarketing({ body: { autorizacion_marketing: next ? 1 : 0 } });
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
        Quiero recibir novedades y ofertas de PractiPerú por correo.
        <span className="block text-xs text-slate-500 dark:text-slate-400">{SIEMPRE[area]}</span>
      </span>
    </label>
  );
}
