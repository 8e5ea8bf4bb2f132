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
type Paso = 'resumen' | 'inscribir' | 'desactivar' | 'regenerar';

export function SegundoFactorBlock() {
  const [estado, setEstado] = useState<Estado | null>(null);
  const [paso, setPaso] = useState<Paso>('resumen');
  const [codigos, setCodigos] = useState<string[] | null>(null);
  const { notify } = useToast();

  const cargar = () =>
    void segundoFactor.estado().then((res) => {
      if (res.state && res.data[0]) setEstado(res.data[0]);
    });
  useEffect(cargar, []);

  if (!estado?.disponible) return null;

  const listo = (lista: string[]) => {
    setCodigos(lista);
    setPaso('resumen');
    cargar();
  };

  async function cambiarExigir(exigir: boolean) {
    const res = await segundoFactor.exigirEnEmpresa({ body: { exigir } });
    const nuevo = res.state ? res.data[0] : undefined;
    if (nuevo) setEstado(nuevo);
    notify(res.state ? res.message : (res.optional?.errors?.exigir ?? res.message), res.state ? 'success' : 'error');
  }

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
          <p className="text-sm font-semibold text-slate-900 dark:text-white" data-testid="segundo-factor-estado">
            {estado.activo
              ? `Activado · te quedan ${estado.codigos_restantes} códigos de recuperación`
              : estado.exigido
                ? 'Tu cuenta requiere un segundo factor.'
                : 'Desactivado'}
          </p>
          {codigos && <CodigosRecuperacion codigos={codigos} continuar="Ya los guardé" onContinuar={() => setCodigos(null)} />}
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
          {paso === 'inscribir' && <Inscripcion onActivado={(lista) => listo(lista)} />}
          {paso === 'desactivar' && (
            <ConCodigo
              conClave
              boton="Desactivar segundo factor"
              onCancelar={() => setPaso('resumen')}
              enviar={(codigo, password) => segundoFactor.desactivar({ body: { codigo, password: password ?? '' } })}
              onHecho={(mensaje) => {
                notify(mensaje, 'success');
                setPaso('resumen');
                cargar();
              }}
            />
          )}
          {paso === 'regenerar' && (
            <ConCodigo
              boton="Generar códigos"
              onCancelar={() => setPaso('resumen')}
              enviar={async (codigo) => {
                const res = await segundoFactor.regenerarCodigos({ body: { codigo } });
                if (res.state && res.data[0]) listo(res.data[0].codigos);
                return res;
              }}
              onHecho={(mensaje) => notify(mensaje, 'success')}
            />
          )}
          {estado.empresa_exige !== null && (
            <label className="flex cursor-pointer items-start gap-3 border-t border-slate-200 pt-4 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-600"
                checked={estado.empresa_exige}
                onChange={(e) => void cambiarExigir(e.target.checked)}
              />
              <span>
                <span className="font-semibold text-slate-900 dark:text-white">
                  Exigir segundo factor a los administradores de la empresa
                </span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  Quien no lo tenga deberá activarlo la próxima vez que ingrese. Los reclutadores no se ven afectados.
                </span>
              </span>
            </label>
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
  boton,
  enviar,
  onHecho,
  onCancelar,
}: {
  conClave?: boolean;
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const valor = codigo.current?.value.trim() ?? '';
    const password = clave.current?.value ?? '';
    const next: Record<string, string> = {};
    if (conClave && !password) next.password = 'Requerido';
    if (!valor) next.codigo = 'Requerido';
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
      <CodigoField
        inputRef={codigo}
        error={errors.codigo}
        label={conClave ? 'Código de tu aplicación o de recuperación' : 'Código de 6 dígitos de tu aplicación'}
      />
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
