/**
 * `/postulantes/invitaciones/baja/:token`: the link of a company's invitation to apply (talent pool). Opening it
 * changes nothing (mail scanners open links): the button does, with `POST bancoTalento/baja {token}`, without a
 * session. Then the server's sentence says it is done, and Mi cuenta can turn invitations back on.
 */
import { paths } from '@practiperu/shared/paths';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BUTTON_PRIMARY, TEXT_LINK } from '../../components/buttons';
import { FormAlert } from '../../components/field';
import { bancoTalento } from '../../lib/api/banco-talento';
import { CenteredCard } from './ui';

export function InvitacionesBajaPage() {
  const { token = '' } = useParams();
  const [enviando, setEnviando] = useState(false);
  const [hecho, setHecho] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function baja() {
    setEnviando(true);
    setError(null);
    const res = await bancoTalento.baja({ body: { token } });
    setEnviando(false);
    if (res.state) setHecho(res.message);
    else setError(res.message);
  }

  return (
    <CenteredCard
      icon="mail"
      title={hecho ? 'Listo' : 'Invitaciones de empresas'}
      subtitle={
        hecho ??
        'Las empresas a las que postulaste pueden invitarte por correo a postular a sus nuevas ofertas. ¿Prefieres no recibir más invitaciones de ninguna empresa?'
      }
    >
      {hecho ? (
        <p className="mt-4 text-center">
          <Link to={paths.postulantes.account} className={TEXT_LINK}>
            Ir a Mi cuenta
          </Link>
        </p>
      ) : (
        <div className="mt-6 space-y-4">
          <FormAlert>{error}</FormAlert>
          <div className="flex justify-center">
            <button type="button" className={`${BUTTON_PRIMARY} min-w-48`} disabled={enviando} onClick={() => void baja()}>
              {enviando ? 'Guardando…' : 'No quiero recibir invitaciones'}
            </button>
          </div>
          <p className="text-center text-sm text-slate-600 dark:text-slate-400">
            Los avisos de tus postulaciones te seguirán llegando. Puedes volver a activar las invitaciones en Mi cuenta.
          </p>
        </div>
      )}
    </CenteredCard>
  );
}
