/**
 * The interviews of one applicant, from their row in the list (docs/team.md "Interviews"): propose slots, then
 * reschedule, cancel with a reason, download the .ics, and record the outcome and the scorecard (the company's
 * criteria, 1–5 with a comment). The scorecard is the team's: the applicant never sees it.
 */
import {
  type EntrevistaEquipo,
  horarioLima,
  MAX_COMENTARIO_CRITERIO,
  MAX_MOTIVO,
  RESULTADO_ENTREVISTA_LABELS,
  RESULTADOS_ENTREVISTA,
  type ResultadoEntrevista,
} from '@practiperu/shared/entrevistas';
import { useEffect, useState } from 'react';
import { paths } from '@practiperu/shared/paths';
import { Link } from 'react-router';
import { BUTTON_DANGER, BUTTON_PRIMARY, BUTTON_SECONDARY, BUTTON_SMALL, TEXT_LINK } from '../../components/buttons';
import { FormAlert, SelectField, TextareaField } from '../../components/field';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { entrevistas, icsPaths } from '../../lib/api/entrevistas';
import { descargarIcs } from './ics';
import { PropuestaForm } from './propuesta-form';
import { cuando, EstadoEntrevistaBadge, EtapaBadge, etapaDe, Lugar } from './ui';

/** The row's button and its window. */
export function EntrevistaBoton({ idPostulacion, nombre }: { idPostulacion: number; nombre: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={BUTTON_SMALL} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Entrevista
      </button>
      {open && (
        <Modal open title={`Entrevista con ${nombre}`} onClose={() => setOpen(false)} size="lg" confirmLeave={false}>
          <EntrevistasPostulacion idPostulacion={idPostulacion} />
        </Modal>
      )}
    </>
  );
}

const pendiente = (e: EntrevistaEquipo) =>
  e.estado === 'propuesta' || (e.estado === 'confirmada' && e.inicio !== null && new Date(e.inicio) > new Date());

export function EntrevistasPostulacion({ idPostulacion }: { idPostulacion: number }) {
  const [items, setItems] = useState<EntrevistaEquipo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [criterios, setCriterios] = useState<string[]>([]);
  const [nueva, setNueva] = useState(false);
  const { notify } = useToast();

  useEffect(() => {
    let vivo = true;
    void Promise.all([entrevistas.dePostulacion({ params: { id: idPostulacion } }), entrevistas.criterios()]).then(([res, crit]) => {
      if (!vivo) return;
      if (res.state) setItems(res.data);
      else setError(res.message);
      if (crit.state) setCriterios(crit.data);
    });
    return () => {
      vivo = false;
    };
  }, [idPostulacion]);

  if (error) return <FormAlert>{error}</FormAlert>;
  if (!items) return <p className="text-sm text-slate-600 dark:text-slate-400">Cargando…</p>;

  const reemplazar = (e: EntrevistaEquipo) => setItems((xs) => (xs ? xs.map((x) => (x.id === e.id ? e : x)) : xs));
  // With none yet, proposing is what the dialog is for; after one took place or was cancelled, a new one is asked for.
  const formAbierto = items.length === 0 || nueva;

  return (
    <div className="space-y-6">
      {!items.some(pendiente) &&
        (formAbierto ? (
          <section aria-labelledby="proponer-titulo">
            <h3 id="proponer-titulo" className="mb-3 font-semibold text-slate-900 dark:text-white">
              {items.length === 0 ? 'Proponer horarios' : 'Proponer una nueva entrevista'}
            </h3>
            <PropuestaForm
              boton="Enviar horarios"
              enviar={async (body) => {
                const res = await entrevistas.proponer({ params: { id: idPostulacion }, body });
                const e = res.data[0];
                if (res.state && e) {
                  notify(res.message, 'success');
                  setItems((xs) => [e, ...(xs ?? [])]);
                  setNueva(false);
                }
                return res;
              }}
            />
            {items.length > 0 && (
              <button type="button" className={`${BUTTON_SECONDARY} mt-2`} onClick={() => setNueva(false)}>
                Volver
              </button>
            )}
          </section>
        ) : (
          <button type="button" className={BUTTON_SECONDARY} onClick={() => setNueva(true)}>
            Proponer una nueva entrevista
          </button>
        ))}
      {items.length > 0 && (
        <ul className="space-y-4" aria-label="Entrevistas">
          {items.map((e) => (
            <li key={e.id}>
              <EntrevistaCard e={e} criterios={criterios} onChange={reemplazar} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Modo = 'ver' | 'reprogramar' | 'cancelar' | 'resultado';

export function EntrevistaCard({
  e,
  criterios,
  onChange,
  conPostulante = false,
}: {
  e: EntrevistaEquipo;
  criterios: string[];
  onChange: (e: EntrevistaEquipo) => void;
  conPostulante?: boolean;
}) {
  const [modo, setModo] = useState<Modo>('ver');
  const [ahora] = useState(() => Date.now());
  const { notify } = useToast();
  // A confirmed interview whose time has come is under way or took place: it is recorded, not rescheduled or cancelled
  // (the API agrees); its badge says which («En curso» until its end, then «Realizada»).
  const etapa = etapaDe(e, ahora);
  const realizada = etapa !== null;
  const activa = e.estado !== 'cancelada' && !realizada;

  return (
    <article className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="entrevista">
      <div className="flex flex-wrap items-center gap-2">
        {realizada ? <EtapaBadge etapa={etapa} /> : <EstadoEntrevistaBadge estado={e.estado} />}
        {e.resultado !== 'pendiente' && (
          <span className="text-sm font-semibold text-slate-800 dark:text-slate-200">{RESULTADO_ENTREVISTA_LABELS[e.resultado]}</span>
        )}
      </div>
      {conPostulante && (
        <>
          <p className="mt-2 font-semibold wrap-anywhere text-slate-900 dark:text-white">
            {e.postulante} <span className="font-normal text-slate-600 dark:text-slate-400">· {e.oferta}</span>
          </p>
          {/* From the week view, the way to the application itself (walk w36). */}
          <Link to={`${paths.empresas.misOfertas}${e.id_oferta}/postulantes/${e.id_postulante}`} className={`${TEXT_LINK} text-sm`}>
            Ver la postulación de {e.postulante}
          </Link>
        </>
      )}
      {e.inicio ? (
        <p className="mt-2 font-medium text-slate-900 dark:text-slate-100">{cuando(e.inicio)}</p>
      ) : (
        <div className="mt-2 text-sm text-slate-800 dark:text-slate-200">
          <p className="font-medium">Horarios propuestos:</p>
          <ul className="list-disc pl-5">
            {e.horarios.map((h) => (
              <li key={h}>{cuando(h)}</li>
            ))}
          </ul>
        </div>
      )}
      <Lugar modalidad={e.modalidad} lugar={e.lugar} duracion={e.duracion_min} />
      {e.motivo_cancelacion && <p className="text-sm text-slate-700 dark:text-slate-300">Motivo: {e.motivo_cancelacion}</p>}
      {e.puntajes.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-slate-800 dark:text-slate-200" aria-label="Evaluación">
          {e.puntajes.map((p) => (
            <li key={p.criterio}>
              <span className="font-medium">{p.criterio}:</span> {p.puntaje}/5{p.comentario ? ` — ${p.comentario}` : ''}
            </li>
          ))}
        </ul>
      )}
      {modo === 'ver' && (
        <div className="mt-3 flex flex-wrap gap-2">
          {activa && (
            <button type="button" className={BUTTON_SMALL} onClick={() => setModo('reprogramar')}>
              Reprogramar
            </button>
          )}
          {activa && (
            <button type="button" className={BUTTON_SMALL} onClick={() => setModo('cancelar')}>
              Cancelar entrevista
            </button>
          )}
          {e.inicio && (
            <button
              type="button"
              className={BUTTON_SMALL}
              onClick={() =>
                void descargarIcs(icsPaths.equipo(e.id)).then((err) => {
                  if (err) notify(err, 'error');
                })
              }
            >
              Descargar .ics
            </button>
          )}
          {/* An outcome describes what happened: offered from the interview's start on (the server refuses it before). */}
          {realizada ? (
            <button type="button" className={BUTTON_SMALL} onClick={() => setModo('resultado')}>
              {e.resultado === 'pendiente' ? 'Resultado y evaluación' : 'Editar resultado y evaluación'}
            </button>
          ) : (
            e.estado === 'confirmada' && (
              <p className="basis-full text-sm text-slate-600 dark:text-slate-400">
                Podrás registrar el resultado y la evaluación cuando empiece la entrevista.
              </p>
            )
          )}
        </div>
      )}
      {modo === 'reprogramar' && (
        <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
          <PropuestaForm
            boton="Enviar nuevos horarios"
            inicial={{
              // The confirmed time is the one being replaced: proposing it again would contradict the mails.
              horarios: e.horarios
                .filter((h) => new Date(h) > new Date() && (!e.inicio || new Date(h).getTime() !== new Date(e.inicio).getTime()))
                .map((h) => horarioLima(new Date(h))),
              duracion_min: e.duracion_min,
              modalidad: e.modalidad,
              lugar: e.lugar,
              mensaje: e.mensaje ?? '',
            }}
            enviar={async (body) => {
              const res = await entrevistas.reprogramar({ params: { id: e.id }, body });
              const x = res.data[0];
              if (res.state && x) {
                notify(res.message, 'success');
                onChange(x);
                setModo('ver');
              }
              return res;
            }}
          />
          <button type="button" className={`${BUTTON_SECONDARY} mt-2`} onClick={() => setModo('ver')}>
            Volver
          </button>
        </div>
      )}
      {modo === 'cancelar' && <Cancelar e={e} onDone={(x) => (x && onChange(x), setModo('ver'))} />}
      {modo === 'resultado' && <Resultado e={e} criterios={criterios} onDone={(x) => (x && onChange(x), setModo('ver'))} />}
    </article>
  );
}

function Cancelar({ e, onDone }: { e: EntrevistaEquipo; onDone: (e: EntrevistaEquipo | null) => void }) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { notify } = useToast();
  async function submit(ev: React.FormEvent) {
    ev.preventDefault();
    setSaving(true);
    const res = await entrevistas.cancelar({ params: { id: e.id }, body: { motivo } });
    setSaving(false);
    const x = res.data[0];
    if (res.state && x) {
      notify(res.message, 'success');
      onDone(x);
    } else setError(res.optional?.errors?.motivo ?? res.message);
  }
  return (
    <form onSubmit={(ev) => void submit(ev)} className="mt-4 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
      <TextareaField
        label="Motivo (el postulante lo leerá; opcional)"
        value={motivo}
        maxLength={MAX_MOTIVO}
        rows={2}
        onChange={(ev) => setMotivo(ev.target.value)}
        error={error ?? undefined}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={saving} className={BUTTON_DANGER}>
          Cancelar y avisar
        </button>
        <button type="button" className={BUTTON_SECONDARY} onClick={() => onDone(null)}>
          Volver
        </button>
      </div>
    </form>
  );
}

function Resultado({ e, criterios, onDone }: { e: EntrevistaEquipo; criterios: string[]; onDone: (e: EntrevistaEquipo | null) => void }) {
  const [resultado, setResultado] = useState<ResultadoEntrevista>(e.resultado);
  const previos = new Map(e.puntajes.map((p) => [p.criterio, p]));
  const [puntajes, setPuntajes] = useState(() =>
    criterios.map((c) => ({ criterio: c, puntaje: previos.get(c)?.puntaje ?? 0, comentario: previos.get(c)?.comentario ?? '' })),
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { notify } = useToast();

  async function submit(ev: React.FormEvent) {
    ev.preventDefault();
    setSaving(true);
    const res = await entrevistas.resultado({
      params: { id: e.id },
      body: { resultado, puntajes: puntajes.filter((p) => p.puntaje > 0) },
    });
    setSaving(false);
    const x = res.data[0];
    if (res.state && x) {
      notify(res.message, 'success');
      onDone(x);
    } else setError(res.message);
  }

  return (
    <form onSubmit={(ev) => void submit(ev)} className="mt-4 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700">
      <SelectField label="Resultado" value={resultado} onChange={(ev) => setResultado(ev.target.value as ResultadoEntrevista)}>
        {RESULTADOS_ENTREVISTA.map((r) => (
          <option key={r} value={r}>
            {RESULTADO_ENTREVISTA_LABELS[r]}
          </option>
        ))}
      </SelectField>
      {criterios.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Tu empresa aún no define criterios de evaluación: un administrador los agrega en Entrevistas.
        </p>
      ) : (
        puntajes.map((p, i) => (
          <fieldset key={p.criterio} className="space-y-2">
            <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">{p.criterio}</legend>
            <div className="flex flex-wrap gap-3">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="flex items-center gap-1 text-slate-800 dark:text-slate-200">
                  <input
                    type="radio"
                    name={`puntaje-${e.id}-${i}`}
                    checked={p.puntaje === n}
                    onChange={() => setPuntajes((xs) => xs.map((x, j) => (j === i ? { ...x, puntaje: n } : x)))}
                    className="size-4 accent-brand-600"
                  />
                  {n}
                </label>
              ))}
            </div>
            <TextareaField
              label={`Comentario sobre ${p.criterio}`}
              value={p.comentario}
              maxLength={MAX_COMENTARIO_CRITERIO}
              rows={2}
              onChange={(ev) => setPuntajes((xs) => xs.map((x, j) => (j === i ? { ...x, comentario: ev.target.value } : x)))}
            />
          </fieldset>
        ))
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">Solo tu equipo ve el resultado y la evaluación; el postulante no.</p>
      <FormAlert>{error}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={saving} className={BUTTON_PRIMARY}>
          Guardar resultado
        </button>
        <button type="button" className={BUTTON_SECONDARY} onClick={() => onDone(null)}>
          Volver
        </button>
      </div>
    </form>
  );
}
