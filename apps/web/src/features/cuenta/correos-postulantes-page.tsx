/**
 * `/empresas/cuenta/correos`: what the company's applicants receive when their status changes (docs/team.md, "What
 * candidates receive"). One card per status that is told (En proceso, Finalista, Descartado): the subject and the
 * message in plain text with {nombre}, {oferta} and {empresa}, previewed as the applicant will read it. The platform's
 * text shows until the company writes its own, and «Restaurar texto original» brings it back. Administrators edit;
 * recruiter seats read.
 */
import type { z } from 'zod';
import type { correosEstado, plantillaCorreo } from '@practiperu/shared/api/correos-estado';
import {
  ASUNTO_MAX,
  aplicarPlantilla,
  CLAVE_PLANTILLA_LABEL,
  CUERPO_MAX,
  CORREOS_ESTADO_MESSAGES as M,
  limpiarTexto,
  MARCADORES,
  marcadoresDesconocidos,
  VALORES_EJEMPLO,
} from '@practiperu/shared/correos-estado';
import { useEffect, useId, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { ConfirmModal } from '../../components/confirm-modal';
import { Field, FormAlert, TextareaField } from '../../components/field';
import { LoadError } from '../../components/load-error';
import { useToast } from '../../components/toast';
import { correosEstadoApi } from '../../lib/api/correos-estado';
import type { Loaded } from '../../lib/loaded';
import { AREAS } from './areas';
import { AccountSubPage } from './ui';

type CorreosEstado = z.infer<typeof correosEstado>;
type Plantilla = z.infer<typeof plantillaCorreo>;

export async function plantillasCorreoLoader(): Promise<Loaded<CorreosEstado>> {
  const res = await correosEstadoApi.plantillas();
  const data = res.data[0];
  return res.state && data ? { ok: true, data } : { ok: false, message: res.message };
}

/** The errors the server would give, before asking it (the same shared rules). */
function validar(asunto: string, cuerpo: string): { asunto?: string; cuerpo?: string } {
  const errores: { asunto?: string; cuerpo?: string } = {};
  const a = limpiarTexto(asunto);
  const c = limpiarTexto(cuerpo);
  const malA = marcadoresDesconocidos(a)[0];
  const malC = marcadoresDesconocidos(c)[0];
  if (!a) errores.asunto = M.asuntoRequerido;
  else if (a.length > ASUNTO_MAX) errores.asunto = M.asuntoMax;
  else if (malA !== undefined) errores.asunto = M.marcadorDesconocido(malA);
  if (!c) errores.cuerpo = M.cuerpoRequerido;
  else if (c.length > CUERPO_MAX) errores.cuerpo = M.cuerpoMax;
  else if (malC !== undefined) errores.cuerpo = M.marcadorDesconocido(malC);
  return errores;
}

/** The preview reads as the applicant will: an example name and offer, the company's own name. */
function VistaPrevia({ asunto, cuerpo, empresa }: { asunto: string; cuerpo: string; empresa: string }) {
  const mail = aplicarPlantilla(
    { asunto: limpiarTexto(asunto), cuerpo: limpiarTexto(cuerpo) },
    { ...VALORES_EJEMPLO, ...(empresa ? { empresa } : {}) },
  );
  return (
    <div
      className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm wrap-anywhere text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200"
      data-testid="vista-previa"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Vista previa</p>
      <p className="mt-1 font-semibold text-slate-900 dark:text-white">
        <span className="sr-only">Asunto: </span>
        {mail.asunto || '(sin asunto)'}
      </p>
      <p className="mt-3 font-semibold">Hola, {VALORES_EJEMPLO.nombre}:</p>
      {mail.parrafos.map((p, i) => (
        <p key={i} className="mt-2 whitespace-pre-line">
          {p}
        </p>
      ))}
      <p className="mt-3 inline-block rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white dark:bg-brand-300 dark:text-slate-950">
        Ver mis postulaciones
      </p>
    </div>
  );
}

function Tarjeta({ inicial, editable, empresa }: { inicial: Plantilla; editable: boolean; empresa: string }) {
  const [guardada, setGuardada] = useState(inicial);
  const [asunto, setAsunto] = useState(inicial.asunto);
  const [cuerpo, setCuerpo] = useState(inicial.cuerpo);
  const [errores, setErrores] = useState<{ asunto?: string; cuerpo?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmarRestaurar, setConfirmarRestaurar] = useState(false);
  const { notify } = useToast();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focoEnError = useRef(false);

  // A submit with errors moves focus to the first wrong field (not left on «Guardar»), as the other forms do.
  useEffect(() => {
    if (!focoEnError.current || busy) return;
    focoEnError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  /** Typing keeps a shown error true: it goes as soon as the field is right, and changes if it is wrong otherwise. */
  function revalidar(campo: 'asunto' | 'cuerpo', a: string, c: string) {
    setErrores((xs) => (xs[campo] ? { ...xs, [campo]: validar(a, c)[campo] } : xs));
  }
  const cambiada = asunto !== guardada.asunto || cuerpo !== guardada.cuerpo;

  function aplicar(p: Plantilla) {
    setGuardada(p);
    setAsunto(p.asunto);
    setCuerpo(p.cuerpo);
    setErrores({});
  }

  async function guardar(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const v = validar(asunto, cuerpo);
    setErrores(v);
    if (v.asunto || v.cuerpo) {
      focoEnError.current = true;
      return;
    }
    setBusy(true);
    const res = await correosEstadoApi.guardarPlantilla({ params: { clave: inicial.clave }, body: { asunto, cuerpo } });
    setBusy(false);
    const data = res.data[0];
    if (res.state && data) {
      aplicar(data);
      notify(res.message, 'success');
    } else {
      const e = res.optional?.errors as { asunto?: string; cuerpo?: string } | undefined;
      if (e?.asunto || e?.cuerpo) {
        setErrores({ asunto: e.asunto, cuerpo: e.cuerpo });
        focoEnError.current = true;
      } else setError(res.message);
    }
  }

  async function restaurar() {
    setConfirmarRestaurar(false);
    setError(null);
    setBusy(true);
    const res = await correosEstadoApi.restaurarPlantilla({ params: { clave: inicial.clave } });
    setBusy(false);
    const data = res.data[0];
    if (res.state && data) {
      aplicar(data);
      notify(res.message, 'success');
    } else setError(res.message);
  }

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid={`plantilla-${inicial.clave}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
          {CLAVE_PLANTILLA_LABEL[inicial.clave]}
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            guardada.propia
              ? 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-100'
              : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
          }`}
        >
          {guardada.propia ? 'Texto de tu empresa' : 'Texto original de PractiPerú'}
        </span>
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {editable ? (
          <form ref={formRef} onSubmit={(e) => void guardar(e)} className="min-w-0 space-y-4" noValidate>
            {error && <FormAlert>{error}</FormAlert>}
            <Field
              label="Asunto"
              value={asunto}
              maxLength={ASUNTO_MAX}
              onChange={(e) => {
                setAsunto(e.target.value);
                revalidar('asunto', e.target.value, cuerpo);
              }}
              error={errores.asunto}
              required
            />
            <TextareaField
              label="Mensaje"
              value={cuerpo}
              rows={7}
              maxLength={CUERPO_MAX}
              showCount
              onChange={(e) => {
                setCuerpo(e.target.value);
                revalidar('cuerpo', asunto, e.target.value);
              }}
              error={errores.cuerpo}
              hint="Texto plano. Deja una línea en blanco entre párrafos."
              required
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={BUTTON_PRIMARY} disabled={busy || !cambiada}>
                {busy ? 'Guardando…' : 'Guardar'}
              </button>
              {guardada.propia && (
                <button type="button" className={BUTTON_SECONDARY} disabled={busy} onClick={() => setConfirmarRestaurar(true)}>
                  Restaurar texto original
                </button>
              )}
            </div>
            <ConfirmModal
              open={confirmarRestaurar}
              title="Restaurar el texto original"
              onCancel={() => setConfirmarRestaurar(false)}
              onConfirm={() => void restaurar()}
              confirmLabel="Sí, restaurar"
              danger
            >
              <p>
                Se borrará el texto de tu empresa para «{CLAVE_PLANTILLA_LABEL[inicial.clave]}» y tus postulantes volverán a recibir el de
                PractiPerú. No se puede deshacer.
              </p>
            </ConfirmModal>
          </form>
        ) : (
          <div className="min-w-0 text-sm wrap-anywhere text-slate-700 dark:text-slate-300" data-testid="texto-guardado">
            <p className="font-semibold text-slate-900 dark:text-white">Asunto</p>
            <p>{guardada.asunto}</p>
            <p className="mt-3 font-semibold text-slate-900 dark:text-white">Mensaje</p>
            <p className="whitespace-pre-line">{guardada.cuerpo}</p>
          </div>
        )}
        <VistaPrevia asunto={asunto} cuerpo={cuerpo} empresa={empresa} />
      </div>
    </section>
  );
}

function Correos({ data }: { data: CorreosEstado }) {
  return (
    <div className="space-y-6">
      <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        <p>
          Al cambiar el estado de un postulante eliges si se le avisa por correo. Estos son los correos que recibe. Puedes usar estos
          marcadores:
        </p>
        <ul className="mt-2 space-y-0.5">
          {Object.entries(MARCADORES).map(([m, texto]) => (
            <li key={m}>
              <code className="font-semibold text-slate-900 dark:text-white">{`{${m}}`}</code>: {texto.toLowerCase()}.
            </li>
          ))}
        </ul>
        <p className="mt-2">El saludo, el botón «Ver mis postulaciones» y el pie de PractiPerú se añaden siempre.</p>
        {!data.puede_editar && <p className="mt-2 font-medium">Los administradores de tu empresa editan estos correos.</p>}
      </div>
      {data.plantillas.map((p) => (
        <Tarjeta key={p.clave} inicial={p} editable={data.puede_editar} empresa={data.empresa} />
      ))}
    </div>
  );
}

export function CorreosPostulantesPage() {
  const loaded = useLoaderData() as Loaded<CorreosEstado>;
  const info = AREAS.empresas;
  return (
    <AccountSubPage
      backTo={info.account}
      backLabel={info.backLabel}
      title="Correos a los postulantes"
      subtitle="Lo que reciben tus postulantes cuando pasan a En proceso, Finalista o Descartado (en Mis postulaciones leen «No seleccionada»)."
    >
      {loaded.ok ? <Correos data={loaded.data} /> : <LoadError message={loaded.message} />}
    </AccountSubPage>
  );
}
