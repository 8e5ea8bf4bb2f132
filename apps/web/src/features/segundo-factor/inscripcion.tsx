/**
 * Turning the second factor on: the QR and the secret to type, the first code, then the ten recovery codes shown once.
 * Used from Mi cuenta (with the session) and from the login when the account must enrol first (with the challenge).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { Field, FormAlert } from '../../components/field';
import { copyText } from '../../lib/clipboard';
import { segundoFactor } from '../../lib/api/segundo-factor';

interface Qr {
  secreto: string;
  qr_svg: string;
}

/** The code field of every step: digits on phones, one-time-code autofill. */
export function CodigoField({
  error,
  inputRef,
  label = 'Código de 6 dígitos',
}: {
  error?: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  label?: string;
}) {
  return <Field label={label} name="codigo" autoComplete="one-time-code" inputMode="numeric" maxLength={20} ref={inputRef} error={error} />;
}

/** The recovery codes, once: to copy or write down. */
export function CodigosRecuperacion({
  codigos,
  onContinuar,
  continuar,
  nuevos = false,
}: {
  codigos: string[];
  onContinuar: () => void;
  continuar: string;
  /** New codes of a second factor already on (not its enrolment): their own heading, and the old ones stop working. */
  nuevos?: boolean;
}) {
  const [copiados, setCopiados] = useState(false);
  const titulo = useRef<HTMLParagraphElement>(null);
  // Shown in place of the enrolment form: focus goes to what the person must read first.
  useEffect(() => titulo.current?.focus(), []);
  return (
    <div className="space-y-3" data-testid="codigos-recuperacion">
      <div
        role="status"
        className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200"
      >
        <p ref={titulo} tabIndex={-1} className="font-semibold outline-none">
          {nuevos ? 'Nuevos códigos de recuperación' : 'Segundo factor activado'}
        </p>
        <p className="mt-1">
          {nuevos && 'Los códigos anteriores ya no sirven. '}
          Guarda estos códigos de recuperación en un lugar seguro. Cada uno sirve una sola vez si pierdes tu teléfono; no volveremos a
          mostrarlos.
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm tabular-nums" aria-label="Códigos de recuperación">
        {codigos.map((c) => (
          <li key={c} className="rounded-md bg-slate-100 px-2 py-1 text-center text-slate-900 dark:bg-slate-800 dark:text-slate-100">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON_SECONDARY}
          onClick={() => void copyText(codigos.join('\n'), null).then((ok) => setCopiados(ok))}
        >
          {copiados ? 'Copiados' : 'Copiar códigos'}
        </button>
        <button type="button" className={BUTTON_PRIMARY} onClick={onContinuar}>
          {continuar}
        </button>
      </div>
    </div>
  );
}

/** The QR step and the first code. `onActivado` receives the recovery codes and, with a challenge, the session token. */
export function Inscripcion({
  desafio,
  onActivado,
  enfocar = true,
}: {
  desafio?: string;
  onActivado: (codigos: string[], token?: string) => void;
  /** Whether focus moves into the enrolment when it opens (false where the screen focuses its own title). */
  enfocar?: boolean;
}) {
  const [qr, setQr] = useState<Qr | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const codigo = useRef<HTMLInputElement>(null);
  const raiz = useRef<HTMLDivElement>(null);

  // Opened by a button that is gone now: focus goes to the enrolment, which reads its steps from the start.
  useEffect(() => {
    if (enfocar) raiz.current?.focus();
  }, [enfocar]);

  useEffect(() => {
    let vivo = true;
    void segundoFactor.iniciar({ body: desafio ? { desafio } : {} }, { skipSessionHandling: Boolean(desafio) }).then((res) => {
      if (!vivo) return;
      if (res.state && res.data[0]) setQr(res.data[0]);
      else setProblem(res.message);
    });
    return () => {
      vivo = false;
    };
  }, [desafio]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const valor = codigo.current?.value.trim() ?? '';
    if (!/^\d{6}$/.test(valor)) {
      setError('Ingresa los 6 dígitos que muestra tu aplicación.');
      codigo.current?.focus();
      return;
    }
    setBusy(true);
    const res = await segundoFactor.confirmar(
      { body: { codigo: valor, ...(desafio ? { desafio } : {}) } },
      { skipSessionHandling: Boolean(desafio) },
    );
    setBusy(false);
    if (res.state && res.data[0]) {
      onActivado(res.data[0].codigos, res.token);
      return;
    }
    const campo = res.optional?.errors?.codigo;
    if (campo) {
      setError(campo);
      codigo.current?.focus();
    } else setProblem(res.message);
  }

  return (
    <div ref={raiz} tabIndex={-1} role="group" aria-label="Activar segundo factor" className="outline-none">
      {problem && !qr ? (
        <FormAlert>{problem}</FormAlert>
      ) : !qr ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Generando el código QR…</p>
      ) : (
        <FormInscripcion qr={qr} codigo={codigo} problem={problem} error={error} busy={busy} onSubmit={onSubmit} />
      )}
    </div>
  );
}

function FormInscripcion({
  qr,
  codigo,
  problem,
  error,
  busy,
  onSubmit,
}: {
  qr: Qr;
  codigo: React.RefObject<HTMLInputElement | null>;
  problem: string | null;
  error?: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}) {
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" data-testid="inscripcion-segundo-factor">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>Abre tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Escanea el código QR o escribe la clave.</li>
        <li>Ingresa el código de 6 dígitos que muestra.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.qr_svg)}`}
          alt="Código QR para tu aplicación de autenticación"
          className="size-44 shrink-0 rounded-lg bg-white p-2"
        />
        <div className="min-w-0 text-sm">
          <p className="text-slate-600 dark:text-slate-400">¿No puedes escanearlo? Escribe esta clave:</p>
          {/* Lines break only between the groups of four, so a group is never split when copied by hand. */}
          <p className="mt-1 font-mono text-slate-900 dark:text-slate-100" data-testid="secreto-segundo-factor">
            {(qr.secreto.match(/.{1,4}/g) ?? []).map((grupo, i) => (
              <span key={i}>
                {i > 0 && ' '}
                <span className="whitespace-nowrap">{grupo}</span>
              </span>
            ))}
          </p>
        </div>
      </div>
      <FormAlert>{problem}</FormAlert>
      {/* Six digits: on a wide screen the field stays the width of a code, not of the whole section. */}
      <div className="sm:max-w-xs">
        <CodigoField inputRef={codigo} error={error} />
      </div>
      <button type="submit" className={`${BUTTON_PRIMARY} w-full sm:w-auto`} disabled={busy}>
        {busy ? 'Activando…' : 'Activar segundo factor'}
      </button>
    </form>
  );
}
