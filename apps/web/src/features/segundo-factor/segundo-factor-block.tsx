/**
 * Mi cuenta › Segundo factor, for administrators and company administrators: turn it on (QR, code, recovery codes),
 * turn it off with the password and a code, new recovery codes, and, for a company administrator, the company's
 * "exigir segundo factor" setting. Shown only to accounts that may have one.
 */
import type { z } from '@practiperu/shared/schemas/zod';
import type { segundoFactorEstado } from '@practiperu/shared/api/segundo-factor';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { FormAlert, PasswordField } from '../../components/field';
import { useToast } from '../../components/toast';
import { segundoFactor } from '../../lib/api/segundo-factor';
import { IconBadge } from '../../components/icon-badge';
import { CodigoField, CodigosRecuperacion, Inscripcion } from './inscripcion';

type Estado = z.input<typeof segundoFactorEstado>;
type Paso = 'resumen' | 'inscribir' | 'desactivar' | 'regenerar' | 'exigir' | 'no-exigir';

export function SegundoFactorBlock() {
  const [estado, setEstado] = useState<Estado | null>(null);
  const [paso, setPaso] = useState<Paso>('resumen');
  const [codigos, setCodigos] = useState<string[] | null>(null);
  const [nuevos, setNuevos] = useState(false);
  const { notify } = useToast();
  const estadoLinea = useRef<HTMLParagraphElement>(null);
  const alVolver = useRef(false);

  // Back on the summary after a step (done or cancelled), the step's buttons are gone: focus goes to the state line.
  useEffect(() => {
    if (paso === 'resumen' && !codigos && alVolver.current) {
      alVolver.current = false;
      estadoLinea.current?.focus();
    }
  }, [paso, codigos]);
  const aResumen = () => {
    alVolver.current = true;
    setPaso('resumen');
  };

  const cargar = () =>
    void segundoFactor.estado().then((res) => {
      if (res.state && res.data[0]) setEstado(res.data[0]);
    });
  useEffect(cargar, []);

  if (!estado?.disponible) return null;

  const listo = (lista: string[], regenerados = false) => {
    setNuevos(regenerados);
    setCodigos(lista);
    aResumen();
    cargar();
  };

  return (
    <div className="md:col-span-2">
      <section
        aria-labelledby="cuenta-segundo-factor"
        className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="mb-4 flex items-start gap-3">
          <IconBadge name="key" className="size-10!" />
          <div className="min-w-0">
            <h2 id="cuenta-segundo-factor" className="text-lg font-bold text-slate-900 dark:text-white">
              Segundo factor de autenticación
            </h2>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              Además de tu contraseña, al ingresar te pediremos un código de tu aplicación de autenticación. Así nadie entra con solo tu
              contraseña.
            </p>
          </div>
        </div>
        <div className="space-y-4" data-testid="segundo-factor">
          <p
            ref={estadoLinea}
            tabIndex={-1}
            className="text-sm font-semibold text-slate-900 outline-none dark:text-white"
            data-testid="segundo-factor-estado"
          >
            {estado.activo
              ? `Activado · te quedan ${estado.codigos_restantes} códigos de recuperación`
              : estado.exigido
                ? 'Tu cuenta requiere un segundo factor.'
                : 'Desactivado'}
          </p>
          {codigos && (
            <CodigosRecuperacion
              codigos={codigos}
              nuevos={nuevos}
              continuar="Ya los guardé"
              onContinuar={() => {
                alVolver.current = true;
                setCodigos(null);
              }}
            />
          )}
          {!codigos && paso === 'resumen' && (
            <div className="flex flex-wrap gap-2">
              {!estado.activo && (
                <button type="button" className={BUTTON_PRIMARY} onClick={() => setPaso('inscribir')}>
                  Activar segundo factor
                </button>
              )}
              {estado.activo && (
                <button type="button" className={BUTTON_SECONDARY} onClick={() => setPaso('regenerar')}>
                  Generar nuevos códigos de recuperación
                </button>
              )}
              {estado.activo && !estado.exigido && (
                <button type="button" className={BUTTON_SECONDARY} onClick={() => setPaso('desactivar')}>
                  Desactivar
                </button>
              )}
            </div>
          )}
          {!codigos && paso === 'resumen' && estado.activo && estado.exigido && (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="segundo-factor-sin-desactivar">
              {estado.empresa_exige === null
                ? 'No puedes desactivarlo: las cuentas de administración deben ingresar con segundo factor.'
                : 'No puedes desactivarlo mientras tu empresa lo exige a sus administradores: primero quita «Exigir segundo factor» aquí abajo.'}
            </p>
          )}
          {paso === 'inscribir' && <Inscripcion onActivado={(lista) => listo(lista)} />}
          {paso === 'desactivar' && (
            <ConCodigo
              conClave
              boton="Desactivar segundo factor"
              onCancelar={aResumen}
              enviar={(codigo, password) => segundoFactor.desactivar({ body: { codigo, password: password ?? '' } })}
              onHecho={(mensaje) => {
                notify(mensaje, 'success');
                aResumen();
                cargar();
              }}
            />
          )}
          {paso === 'regenerar' && (
            <ConCodigo
              boton="Generar códigos"
              onCancelar={aResumen}
              enviar={async (codigo) => {
                const res = await segundoFactor.regenerarCodigos({ body: { codigo } });
                if (res.state && res.data[0]) listo(res.data[0].codigos, true);
                return res;
              }}
              // The codes' own heading says it (and takes the focus): a toast would only cover the codes.
              onHecho={() => undefined}
            />
          )}
          {estado.empresa_exige !== null && (
            <label className="flex cursor-pointer items-start gap-3 has-[:disabled]:cursor-default border-t border-slate-200 pt-4 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-600"
                checked={estado.empresa_exige}
                // Only an administrator whose own factor is on may turn it on (the server refuses it too).
                disabled={paso === 'exigir' || paso === 'no-exigir' || (!estado.empresa_exige && !estado.activo)}
                aria-describedby={!estado.empresa_exige && !estado.activo ? 'exigir-sin-factor' : undefined}
                onChange={(e) => setPaso(e.target.checked ? 'exigir' : 'no-exigir')}
              />
              <span>
                <span className="font-semibold text-slate-900 dark:text-white">
                  Exigir segundo factor a los administradores de la empresa
                </span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  Quien no lo tenga deberá activarlo la próxima vez que ingrese. Los reclutadores no se ven afectados.
                </span>
                {!estado.empresa_exige && !estado.activo && (
                  <span
                    id="exigir-sin-factor"
                    className="mt-1 block text-xs font-medium text-amber-800 dark:text-amber-300"
                    data-testid="exigir-sin-factor"
                  >
                    Para exigirlo, activa primero tu propio segundo factor con el botón «Activar segundo factor».
                  </span>
                )}
              </span>
            </label>
          )}
          {(paso === 'exigir' || paso === 'no-exigir') && (
            <ConCodigo
              conClave={!estado.activo}
              sinCodigo={!estado.activo}
              boton={paso === 'exigir' ? 'Exigir segundo factor' : 'Dejar de exigirlo'}
              onCancelar={aResumen}
              enviar={async (codigo, password) => {
                const res = await segundoFactor.exigirEnEmpresa({
                  body: { exigir: paso === 'exigir', ...(estado.activo ? { codigo } : { password: password ?? '' }) },
                });
                const nuevo = res.state ? res.data[0] : undefined;
                if (nuevo) setEstado(nuevo);
                const campos = res.optional?.errors;
                // The company's own refusal (no second factor of one's own) is not about the code: said as a whole.
                if (!res.state && campos?.exigir) return { ...res, optional: undefined, message: campos.exigir };
                return res;
              }}
              onHecho={(mensaje) => {
                notify(mensaje, 'success');
                aResumen();
              }}
            />
          )}
        </div>
      </section>
    </div>
  );
}

interface Respuesta {
  state: boolean;
  message: string;
  optional?: { errors?: Record<string, string> } | unknown;
}

/** A code (and the password when turning it off) for a change of the second factor. */
function ConCodigo({
  conClave = false,
  sinCodigo = false,
  boton,
  enviar,
  onHecho,
  onCancelar,
}: {
  conClave?: boolean;
  /** Only the password (someone without a second factor of their own). */
  sinCodigo?: boolean;
  boton: string;
  enviar: (codigo: string, password?: string) => Promise<Respuesta>;
  onHecho: (mensaje: string) => void;
  onCancelar: () => void;
}) {
  const codigo = useRef<HTMLInputElement>(null);
  const clave = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Opened by a button that is gone now: focus goes to the form's first field.
  useEffect(() => (conClave ? clave : codigo).current?.focus(), [conClave]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const valor = codigo.current?.value.trim() ?? '';
    const password = clave.current?.value ?? '';
    const next: Record<string, string> = {};
    if (conClave && !password) next.password = 'Requerido';
    if (!sinCodigo && !valor) next.codigo = 'Requerido';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    const res = await enviar(valor, password);
    setBusy(false);
    if (res.state) {
      onHecho(res.message);
      return;
    }
    const campos = (res.optional as { errors?: Record<string, string> } | undefined)?.errors;
    if (campos) setErrors(campos);
    else setProblem(res.message);
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3">
      <FormAlert>{problem}</FormAlert>
      {conClave && <PasswordField label="Contraseña" autoComplete="current-password" name="password" ref={clave} error={errors.password} />}
      {!sinCodigo && (
        <CodigoField
          inputRef={codigo}
          error={errors.codigo}
          label={conClave ? 'Código de tu aplicación o de recuperación' : 'Código de 6 dígitos de tu aplicación'}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
          {busy ? 'Enviando…' : boton}
        </button>
        <button type="button" className={BUTTON_SECONDARY} onClick={onCancelar}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
