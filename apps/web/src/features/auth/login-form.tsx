/**
 * The login form of every area: email, password with show/hide, Ingresar, the server's message under the form.
 * The first screen of every area, so it stays small: two fields need neither react-hook-form nor zod; the shared
 * check (packages/shared/src/login.ts) gives the API schema's answers and messages. The form behaves as the others do (errors clear as you type, focus to the first
 * error) except that Enter submits it, as on every site: a plain <form>, not components/field's Form.
 * An unconfirmed account (the password was right) is offered a new confirmation mail from here.
 */
import type { UsuarioApi } from '@practiperu/shared/api/usuario';
import { checkLogin } from '@practiperu/shared/login';
import { paths, safeReturnPath, type Area } from '@practiperu/shared/paths';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Field, FormAlert, PasswordField } from '../../components/field-core';
import { auth } from '../../lib/api/auth';
import { clientOf, type SomeCalls } from '../../lib/api-contract';
import { invalidateSession, SESSION_ENDED_REASON } from '../../lib/session';
import { tokenStore } from '../../lib/storage';

const LOGIN_CALL = {
  postulantes: auth.loginPostulant,
  empresas: auth.loginRecruiter,
  admin: auth.loginAdmin,
} satisfies Record<Area, unknown>;

/** The one call of `/api/usuario` the login makes: a client of its own, not the whole group's (lib/api/usuario.ts). */
const reenvio = clientOf<SomeCalls<UsuarioApi, 'reSendMailRegister'>>('/usuario', {
  reSendMailRegister: 'GET /reSendMailRegister/:token',
});

type LoginField = 'email' | 'password';

/** The second step, loaded only when a login answers with a challenge (administrators with a second factor). */
const SegundoPaso = lazy(() => import('../segundo-factor').then((m) => ({ default: m.SegundoPaso })));
interface DesafioLogin {
  desafio: string;
  inscribir: boolean;
}

/** The 403 of an unconfirmed account carries a resend token and the seconds until a mail can go out again. */
interface Unconfirmed {
  token: string;
  correo: string;
}
type FieldErrors = Partial<Record<LoginField, string>>;

/**
 * The login reached because the server ended this browser's session. It may have expired, been closed from another
 * device or the account's access changed (a removed team seat, a new password): which one is not said here, the mail
 * of each change tells its owner.
 */
export const SESSION_ENDED_TITLE = 'Tu sesión terminó';
export const SESSION_ENDED_TEXT = 'Vuelve a iniciar sesión. Si no puedes ingresar, revisa tu correo.';

export function LoginForm({ area }: { area: Area }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [networkError, setNetworkError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<Unconfirmed | null>(null);
  const [resending, setResending] = useState(false);
  const [desafio, setDesafio] = useState<DesafioLogin | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const inactive = params.get('motivo') === 'inactivo';
  const sessionEnded = params.get('motivo') === SESSION_ENDED_REASON;

  /** Shows the messages and moves focus to the first field in error. */
  function showErrors(next: FieldErrors) {
    setErrors(next);
    if (next.email) emailInput.current?.focus();
    else if (next.password) passwordInput.current?.focus();
  }

  // Typing in a field clears its own message, and the server's verdict on both (they were marked together).
  const onType = (field: LoginField) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (serverError) setServerError(null);
    if (unconfirmed) setUnconfirmed(null);
  };

  /** Asks for the confirmation mail again and shows the continue page of the registration with the answer. */
  async function resendConfirmation(target: Unconfirmed, registerArea: 'postulantes' | 'empresas') {
    setResending(true);
    const res = await reenvio.reSendMailRegister({ params: { token: target.token } }, { skipSessionHandling: true });
    setResending(false);
    if (!res.state && res.status !== 429) {
      setServerError(res.message);
      setUnconfirmed(null);
      return;
    }
    const wait = Number(res.optional?.retry_after);
    navigate(paths[registerArea].registerContinue, {
      state: {
        state: true,
        token_resend_mail: target.token,
        existing_account: true,
        message: res.message,
        correo: target.correo,
        retry_after: Number.isFinite(wait) && wait >= 0 ? Math.ceil(wait) : undefined,
      },
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const parsed = checkLogin({ email: emailInput.current?.value, password: passwordInput.current?.value });
    if (!parsed.ok) {
      showErrors(parsed.errors);
      return;
    }
    setErrors({});
    setServerError(null);
    setNetworkError(null);
    setUnconfirmed(null);
    setSubmitting(true);
    const res = await LOGIN_CALL[area]({ body: parsed.data }, { skipSessionHandling: true });
    setSubmitting(false);
    if (res.networkError) {
      setNetworkError(res.message);
      return;
    }
    // A right password of an account with a second factor: the second step, no session yet.
    const segundo = res.state ? res.optional?.segundo_factor : undefined;
    if (segundo) {
      setDesafio({ desafio: segundo.desafio, inscribir: segundo.inscribir });
      return;
    }
    if (!res.state) {
      const fieldErrors = res.optional?.errors;
      if (fieldErrors?.email) showErrors({ email: fieldErrors.email });
      else if (fieldErrors?.password) showErrors({ password: fieldErrors.password });
      else setServerError(res.message);
      const token = res.optional?.token_resend_mail;
      if (res.optional?.unconfirmed === true && typeof token === 'string' && token) setUnconfirmed({ token, correo: parsed.data.email });
      return;
    }
    const token = res.data[0];
    if (token) signedIn(token);
    else setServerError(res.message);
  }

  function signedIn(token: string) {
    tokenStore.set(token);
    invalidateSession();
    const back = safeReturnPath(params.get('volver'));
    navigate(back && back.startsWith(`/${area}/`) ? back : paths[area].home, { replace: true });
  }

  if (desafio) {
    return (
      <Suspense fallback={<p className="text-sm text-slate-600 dark:text-slate-400">Cargando…</p>}>
        <SegundoPaso
          desafio={desafio}
          onSession={signedIn}
          onRestart={(motivo) => {
            setDesafio(null);
            setServerError(motivo ?? null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
      aria-describedby={serverError ? 'login-server-error' : undefined}
    >
      {inactive && (
        <FormAlert title="Tu sesión se cerró">Tu cuenta está inactiva. Si crees que es un error, escríbenos a soporte.</FormAlert>
      )}
      {/* The same box as the inactive account's: this login was not the person's choice. */}
      {sessionEnded && <FormAlert title={SESSION_ENDED_TITLE}>{SESSION_ENDED_TEXT}</FormAlert>}
      <FormAlert>{networkError}</FormAlert>
      <Field
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={255}
        name="email"
        ref={emailInput}
        onChange={onType('email')}
        invalid={!!serverError}
        error={errors.email}
      />
      <PasswordField
        label="Contraseña"
        autoComplete="current-password"
        name="password"
        ref={passwordInput}
        onChange={onType('password')}
        invalid={!!serverError}
        error={errors.password}
      />
      {area === 'admin' ? (
        // Administrators have no recovery by mail (decision 006): the server's operators set a new one with
        // `npm run admin:create`; with a session open, an administrator changes it in Mi cuenta.
        <p className="text-right text-sm text-slate-600 dark:text-slate-400" data-testid="admin-recuperar">
          ¿Olvidaste tu contraseña? Pide al equipo técnico que la restablezca en el servidor.
        </p>
      ) : (
        <div className="flex justify-end">
          <Link to={paths[area].recover} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
            ¿Olvidaste tu contraseña? Recuperar cuenta
          </Link>
        </div>
      )}
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {isSubmitting ? 'Ingresando…' : 'Ingresar'}
      </button>
      {serverError && (
        <p id="login-server-error" role="alert" className="text-center text-sm font-medium text-red-700 dark:text-red-300">
          {serverError}
        </p>
      )}
      {unconfirmed && area !== 'admin' && (
        <div className="text-center">
          <button
            type="button"
            onClick={() => void resendConfirmation(unconfirmed, area)}
            disabled={resending}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-70 dark:text-brand-100"
          >
            {resending ? 'Reenviando…' : 'Reenviar el correo de confirmación'}
          </button>
        </div>
      )}
    </form>
  );
}
