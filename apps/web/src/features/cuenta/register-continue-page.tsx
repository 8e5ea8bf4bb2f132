/**
 * `…/registrarse/continuar`: the mail was sent; a resend button blocked 180 s with a mm:ss
 * countdown that starts when the page opens. Without the registration's router state: the area's login.
 */
import { RESEND_COUNTDOWN_SECONDS } from '@practiperu/shared/constants';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Redirect } from '../../components/redirect';
import { FormAlert } from '../../components/field';
import { usuario } from '../../lib/api/usuario';
import { AREAS, type CuentaArea } from './areas';
import { isRegisterContinueState, REGISTER_SUCCESS_MESSAGE } from './registration';
import { CenteredCard } from './ui';
import { BUTTON_PRIMARY, TEXT_LINK } from '../../components/buttons';
import { retryAfterSeconds } from '../../lib/retry-after';
import { useCountdown } from '../../lib/use-countdown';

export const RESEND_SUCCESS_MESSAGE = 'Se volvió a enviar un código de verificación a su correo';

export function RegisterContinuePage({ area }: { area: CuentaArea }) {
  const location = useLocation();
  const info = AREAS[area];
  const initial = isRegisterContinueState(location.state) ? location.state : null;
  const token = initial?.token_resend_mail ?? '';
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  // The server says how long until a link can go out again (less than 180 s when one went out recently).
  const countdown = useCountdown(initial?.retry_after ?? RESEND_COUNTDOWN_SECONDS);

  if (!initial) return <Redirect to={info.login} />;

  async function resend() {
    setSending(true);
    setResult(null);
    const res = await usuario.reSendMailRegister({ params: { token } });
    setSending(false);
    if (res.state) {
      setResult({ ok: true, message: res.message || RESEND_SUCCESS_MESSAGE });
      countdown.start(retryAfterSeconds(res) ?? RESEND_COUNTDOWN_SECONDS);
      return;
    }
    setResult({ ok: false, message: res.message });
    if (res.status === 429) countdown.start(retryAfterSeconds(res) ?? RESEND_COUNTDOWN_SECONDS);
  }

  return (
    <CenteredCard
      icon="mail"
      tone={initial.existing_account ? 'warning' : 'brand'}
      title={initial.existing_account ? 'Revisa tu correo' : 'Ya casi terminas'}
    >
      <div className="space-y-4 text-center">
        <p className="text-lg font-medium text-slate-900 dark:text-white" data-testid="registro-mensaje">
          {initial.message || REGISTER_SUCCESS_MESSAGE}
        </p>
        {initial.correo && (
          <p className="text-slate-600 dark:text-slate-400" data-testid="registro-correo">
            Lo enviamos a <strong className="font-semibold break-all text-slate-900 dark:text-white">{initial.correo}</strong>. Si no es tu
            correo,{' '}
            <Link to={info.register} className={TEXT_LINK}>
              regístrate de nuevo
            </Link>{' '}
            con el correcto.
          </p>
        )}
        <p className="text-slate-600 dark:text-slate-400">
          Abre el enlace del correo para activar tu cuenta. Si no lo encuentras en tu bandeja de entrada, revisa la carpeta de{' '}
          <strong className="font-semibold text-slate-900 dark:text-white">spam o correo no deseado</strong>.
        </p>
        {result && <FormAlert variant={result.ok ? 'success' : 'error'}>{result.message}</FormAlert>}
        <div className="pt-2">
          <button
            type="button"
            onClick={resend}
            disabled={countdown.running || sending}
            className={`${BUTTON_PRIMARY} w-full sm:w-auto sm:min-w-64`}
          >
            {sending ? 'Reenviando…' : countdown.running ? `Reenviar correo en ${countdown.label}` : 'Reenviar correo'}
          </button>
          {countdown.running && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Podrás pedir otro correo cuando termine la cuenta regresiva (<span className="tabular-nums">{countdown.label}</span>).
            </p>
          )}
        </div>
        <p className="pt-2 text-sm">
          <Link to={info.register} className={TEXT_LINK}>
            Regresar
          </Link>
        </p>
      </div>
    </CenteredCard>
  );
}
