/**
 * Mi cuenta (applicants): whether companies the applicant applied to may invite them by mail to apply to a new offer
 * (talent pool). Read when shown; changed at once, going back if the server refuses.
 */
import { useEffect, useState } from 'react';
import { useToast } from '../../components/toast';
import { bancoTalento } from '../../lib/api/banco-talento';

export function InvitacionesToggle() {
  const [on, setOn] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const { notify } = useToast();

  useEffect(() => {
    let alive = true;
    void bancoTalento.preferencia().then((res) => {
      const data = res.data[0];
      if (alive && res.state && data) setOn(data.recibe_invitaciones);
    });
    return () => {
      alive = false;
    };
  }, []);

  if (on === null) return null;

  async function change(next: boolean) {
    setOn(next);
    setSaving(true);
    const res = await bancoTalento.guardarPreferencia({ body: { recibe_invitaciones: next } });
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
        Acepto que las empresas a las que postulé me inviten por correo a postular a sus nuevas ofertas.
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          Cada invitación trae un enlace para dejar de recibirlas. Las empresas no ven tu correo.
        </span>
      </span>
    </label>
  );
}
