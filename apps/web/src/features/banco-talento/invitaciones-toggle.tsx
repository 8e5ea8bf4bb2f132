/**
 * Mi cuenta (applicants): whether companies the applicant applied to may invite them by mail to apply to a new offer
 * (talent pool). Read when shown; changed at once, going back if the server refuses.
 */
import { useEffect, useState } from 'react';
import { SavedToggle } from '../../components/saved-toggle';
import { bancoTalento } from '../../lib/api/banco-talento';

export function InvitacionesToggle() {
  const [initial, setInitial] = useState<boolean | null>(null);

  useEffect(() => {
    let alive = true;
    void bancoTalento.preferencia().then((res) => {
      const data = res.data[0];
      if (alive && res.state && data) setInitial(data.recibe_invitaciones);
    });
    return () => {
      alive = false;
    };
  }, []);

  if (initial === null) return null;
  return (
    <SavedToggle
      initial={initial}
      save={(next) => bancoTalento.guardarPreferencia({ body: { recibe_invitaciones: next } })}
      label="Acepto que las empresas a las que postulé me inviten por correo a postular a sus nuevas ofertas."
      hint="Cada invitación trae un enlace para dejar de recibirlas. Las empresas no ven tu correo."
    />
  );
}
