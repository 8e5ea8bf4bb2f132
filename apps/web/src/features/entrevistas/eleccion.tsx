/**
 * The applicant's view of one interview: the company, the offer, the place, and either the slots to pick from, the
 * confirmed time with its calendar invitation, or the cancellation. Used by Mis postulaciones and by the mail's link.
 */
import type { EntrevistaPostulante } from '@practiperu/shared/entrevistas';
import { useId, useState } from 'react';
import { BUTTON_PRIMARY, BUTTON_SMALL } from '../../components/buttons';
import { ErrorText, FormAlert } from '../../components/field';
import { useToast } from '../../components/toast';
import { descargarIcs } from './ics';
import { cuando, EstadoEntrevistaBadge, EtapaBadge, etapaDe, Lugar } from './ui';

export type Elegir = (
  inicio: string,
) => Promise<{ state: boolean; message: string; data: EntrevistaPostulante[]; optional?: { errors?: Record<string, string> } | undefined }>;

/** The interview's title: an h2 on the mail link's page (right under its h1), an h3 under Mis postulaciones' h2. */
type Nivel = 'h2' | 'h3';

export function EleccionEntrevista({
  e,
  elegir,
  icsUrl,
  nivel = 'h3',
  onCambio,
}: {
  e: EntrevistaPostulante;
  elegir: Elegir;
  icsUrl: string;
  nivel?: Nivel;
  /** Told of the interview after a pick, so the page around it can say what its state now is. */
  onCambio?: (e: EntrevistaPostulante) => void;
}) {
  const [actual, setActual] = useState(e);
  const [ahora] = useState(() => Date.now());
  const futuros = actual.horarios.filter((h) => new Date(h).getTime() > ahora);
  // Once its time has come, the applicant reads what the team reads: «En curso», then «Realizada» (walk w36b).
  const etapa = etapaDe(actual, ahora);
  // Nothing is ticked until the applicant picks: one tap must not book the first slot.
  const [elegido, setElegido] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const [errorCampo, setErrorCampo] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { notify } = useToast();
  const name = useId();
  const errorId = useId();
  const Titulo = nivel;

  async function confirmar(ev: React.FormEvent) {
    ev.preventDefault();
    setError(null);
    if (!elegido) {
      setErrorCampo('Elige uno de los horarios antes de confirmar.');
      return;
    }
    setErrorCampo(null);
    setSaving(true);
    const res = await elegir(elegido);
    setSaving(false);
    const x = res.data[0];
    if (res.state && x) {
      setActual(x);
      onCambio?.(x);
      notify(res.message, 'success');
    } else {
      const campo = res.optional?.errors?.inicio;
      if (campo) setErrorCampo(campo);
      else setError(res.message);
    }
  }

  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="mi-entrevista"
    >
      <div className="flex flex-wrap items-center gap-2">
        {etapa ? <EtapaBadge etapa={etapa} /> : <EstadoEntrevistaBadge estado={actual.estado} postulante />}
      </div>
      <Titulo className="mt-2 font-semibold break-words text-slate-900 dark:text-white">
        {actual.oferta}
        {actual.empresa && <span className="font-normal text-slate-600 dark:text-slate-400"> · {actual.empresa}</span>}
      </Titulo>
      <Lugar modalidad={actual.modalidad} lugar={actual.lugar} duracion={actual.duracion_min} />
      {actual.mensaje && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Mensaje de la empresa: {actual.mensaje}</p>}
      {actual.estado === 'confirmada' && actual.inicio && (
        <div className="mt-3 space-y-2">
          <p className="font-medium text-slate-900 dark:text-slate-100">{cuando(actual.inicio)}</p>
          {etapa !== 'realizada' && (
            <button
              type="button"
              className={BUTTON_SMALL}
              onClick={() =>
                void descargarIcs(icsUrl).then((err) => {
                  if (err) notify(err, 'error');
                })
              }
            >
              Descargar invitación (.ics)
            </button>
          )}
        </div>
      )}
      {actual.estado === 'cancelada' && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          La empresa canceló esta entrevista.{actual.motivo_cancelacion ? ` Motivo: ${actual.motivo_cancelacion}` : ''}
        </p>
      )}
      {actual.estado === 'propuesta' &&
        (futuros.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            Los horarios propuestos ya pasaron o ya no están disponibles: la empresa te propondrá otros.
          </p>
        ) : (
          <form onSubmit={(ev) => void confirmar(ev)} className="mt-3 space-y-3">
            <fieldset aria-describedby={errorCampo ? errorId : undefined} aria-invalid={errorCampo ? true : undefined}>
              <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">Elige un horario (hora de Lima)</legend>
              <div className="space-y-2">
                {futuros.map((h) => (
                  <label key={h} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
                    <input
                      type="radio"
                      name={name}
                      value={h}
                      checked={elegido === h}
                      onChange={() => {
                        setElegido(h);
                        setErrorCampo(null);
                      }}
                      className="size-4 accent-brand-600"
                    />
                    {cuando(h)}
                  </label>
                ))}
              </div>
              {errorCampo && (
                <div className="mt-2">
                  <ErrorText id={errorId}>{errorCampo}</ErrorText>
                </div>
              )}
            </fieldset>
            <FormAlert>{error}</FormAlert>
            <button type="submit" disabled={saving} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
              {saving ? 'Confirmando…' : elegido ? 'Confirmar horario' : 'Elige un horario para confirmar'}
            </button>
          </form>
        ))}
    </article>
  );
}
