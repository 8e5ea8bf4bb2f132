/**
 * The login's second step (company and back-office logins): the code of the authenticator app or a recovery code,
 * or, for an account that must have a second factor and has none yet, its enrolment. Loaded only when a login
 * answers with a challenge, so the login page stays small.
 */
import { SEGUNDO_FACTOR_MESSAGES } from '@practiperu/shared/segundo-factor';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BUTTON_PRIMARY, TEXT_LINK } from '../../components/buttons';
import { FormAlert } from '../../components/field';
import { segundoFactor } from '../../lib/api/segundo-factor';
import { CodigoField, CodigosRecuperacion, Inscripcion } from './inscripcion';

export interface DesafioLogin {
  desafio: string;
  inscribir: boolean;
}

const CODIGO = /^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/;

export default function SegundoPaso({
  desafio,
  onSession,
  onRestart,
}: {
  desafio: DesafioLogin;
  onSession: (token: string) => void;
  /** Back to the e-mail and password, with why when the challenge died (expired or out of attempts). */
  onRestart: (motivo?: string) => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codigos, setCodigos] = useState<{ codigos: string[]; token: string } | null>(null);
  const codigo = useRef<HTMLInputElement>(null);
  const titulo = useRef<HTMLHeadingElement>(null);

  // The screen replaced the password form: focus goes where the person continues, the code or the enrolment's title.
  useEffect(() => {
    if (desafio.inscribir) titulo.current?.focus();
    else codigo.current?.focus();
  }, [desafio]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const valor = codigo.current?.value.trim() ?? '';
    if (!CODIGO.test(valor)) {
      setError(valor ? SEGUNDO_FACTOR_MESSAGES.codigoFormato : SEGUNDO_FACTOR_MESSAGES.codigoRequerido);
      codigo.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    const res = await segundoFactor.verificar({ body: { desafio: desafio.desafio, codigo: valor } }, { skipSessionHandling: true });
    setBusy(false);
    if (res.state && res.data[0]) {
      onSession(res.data[0]);
      return;
    }
    // A dead challenge takes no more codes: back to the password, saying why.
    if (res.status === 401) {
      onRestart(res.message);
      return;
    }
    const campo = res.optional?.errors?.codigo;
    if (campo) {
      setError(campo);
      codigo.current?.select();
    } else {
      setError(undefined);
      setProblem(res.message);
    }
  }

  const volver = (
    <button type="button" className={`${TEXT_LINK} text-sm`} onClick={() => onRestart()}>
      Volver a ingresar correo y contraseña
    </button>
  );

  if (codigos) {
    return <CodigosRecuperacion codigos={codigos.codigos} continuar="Continuar" onContinuar={() => onSession(codigos.token)} />;
  }
  if (desafio.inscribir) {
    return (
      <div className="space-y-4" data-testid="login-inscripcion">
        <div className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <h2 ref={titulo} tabIndex={-1} className="font-semibold text-slate-900 outline-none dark:text-white">
            Activa el segundo factor
          </h2>
          <p className="mt-1">{SEGUNDO_FACTOR_MESSAGES.pedirInscripcion}</p>
        </div>
        <Inscripcion
          enfocar={false}
          desafio={desafio.desafio}
          onActivado={(lista, token) => token && setCodigos({ codigos: lista, token })}
        />
        {volver}
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" data-testid="login-segundo-paso">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Ingresa el código de 6 dígitos de tu aplicación de autenticación. Si no tienes tu teléfono, usa uno de tus códigos de recuperación.
      </p>
      <FormAlert>{problem}</FormAlert>
      <CodigoField inputRef={codigo} error={error} label="Código de verificación" />
      <button type="submit" disabled={busy} className={`${BUTTON_PRIMARY} w-full`}>
        {busy ? 'Verificando…' : 'Verificar'}
      </button>
      <div className="text-center">{volver}</div>
    </form>
  );
}
