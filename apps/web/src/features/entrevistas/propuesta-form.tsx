/**
 * Proposing (or rescheduling) an interview: one to five slots in Lima time, the length, in person with the address or
 * online with the meeting link, and an optional message. The API checks everything again; its field errors land on
 * their fields.
 */
import type { PropuestaBody } from '@practiperu/shared/api/entrevistas';
import {
  DURACION_MAX,
  DURACION_MIN,
  horarioLima,
  MAX_HORARIOS,
  MAX_LUGAR,
  MAX_MENSAJE_ENTREVISTA,
  MODALIDAD_ENTREVISTA_LABELS,
  MODALIDADES_ENTREVISTA,
  type ModalidadEntrevista,
} from '@practiperu/shared/entrevistas';
import { useEffect, useId, useRef, useState } from 'react';
import { BUTTON_ADD, BUTTON_PRIMARY, BUTTON_SMALL } from '../../components/buttons';
import { Field, FormAlert, SelectField, TextareaField } from '../../components/field';

const DURACIONES = [15, 30, 45, 60, 90, 120].filter((d) => d >= DURACION_MIN && d <= DURACION_MAX);

export interface PropuestaInicial {
  horarios: string[];
  duracion_min: number;
  modalidad: ModalidadEntrevista;
  lugar: string;
  mensaje: string;
}

export type EnviarPropuesta = (
  body: PropuestaBody,
) => Promise<{ state: boolean; message: string; optional?: { errors?: Record<string, string> } | undefined }>;

export function PropuestaForm({
  inicial,
  enviar,
  boton,
}: {
  inicial?: PropuestaInicial | undefined;
  enviar: EnviarPropuesta;
  boton: string;
}) {
  const [horarios, setHorarios] = useState<string[]>(inicial?.horarios.length ? inicial.horarios : ['']);
  const [duracion, setDuracion] = useState(inicial?.duracion_min ?? 45);
  const [modalidad, setModalidad] = useState<ModalidadEntrevista>(inicial?.modalidad ?? 'presencial');
  const [lugar, setLugar] = useState(inicial?.lugar ?? '');
  const [mensaje, setMensaje] = useState(inicial?.mensaje ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const groupId = useId();
  const min = horarioLima(new Date());
  const formRef = useRef<HTMLFormElement>(null);
  const focoEnError = useRef(false);

  // A submit with errors moves focus to the first wrong field, inside the dialog (never to the page's <body>).
  useEffect(() => {
    if (!focoEnError.current || saving) return;
    focoEnError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  /** Typing in a wrong field clears its error, as in the other forms. */
  const limpiar = (campo: string) =>
    setErrors((xs) => {
      if (!(campo in xs)) return xs;
      const { [campo]: _, ...resto } = xs;
      return resto;
    });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    setAlert(null);
    const res = await enviar({ horarios: horarios.filter((h) => h !== ''), duracion_min: duracion, modalidad, lugar, mensaje });
    setSaving(false);
    if (res.state) return;
    const errs = res.optional?.errors ?? {};
    setErrors(errs);
    focoEnError.current = Object.keys(errs).length > 0;
    if (Object.keys(errs).length === 0) setAlert(res.message);
  }

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <fieldset aria-describedby={errors.horarios ? `${groupId}-err` : undefined}>
        <legend className="mb-1 text-sm font-semibold text-slate-900 dark:text-slate-100">Horarios (hora de Lima)</legend>
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">Propón hasta {MAX_HORARIOS}: el postulante elegirá uno.</p>
        <ul className="space-y-2">
          {horarios.map((h, i) => (
            <li key={i} className="flex flex-wrap items-center gap-2">
              <input
                type="datetime-local"
                aria-label={`Horario ${i + 1}`}
                aria-invalid={errors.horarios ? true : undefined}
                aria-describedby={errors.horarios ? `${groupId}-err` : undefined}
                value={h}
                min={min}
                step={900}
                onChange={(e) => {
                  setHorarios((xs) => xs.map((x, j) => (j === i ? e.target.value : x)));
                  limpiar('horarios');
                }}
                className="w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 sm:w-64 dark:bg-slate-950 dark:text-slate-100"
              />
              {horarios.length > 1 && (
                <button
                  type="button"
                  className={`${BUTTON_SMALL} shrink-0`}
                  aria-label={`Quitar horario ${i + 1}`}
                  onClick={() => setHorarios((xs) => xs.filter((_, j) => j !== i))}
                >
                  Quitar
                </button>
              )}
            </li>
          ))}
        </ul>
        {errors.horarios && (
          <p id={`${groupId}-err`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300" role="alert">
            {errors.horarios}
          </p>
        )}
        {horarios.length < MAX_HORARIOS && (
          <button type="button" className={`${BUTTON_ADD} mt-2`} onClick={() => setHorarios((xs) => [...xs, ''])}>
            Agregar otro horario
          </button>
        )}
      </fieldset>
      <SelectField label="Duración" value={duracion} onChange={(e) => setDuracion(Number(e.target.value))} error={errors.duracion_min}>
        {DURACIONES.map((d) => (
          <option key={d} value={d}>
            {d} minutos
          </option>
        ))}
      </SelectField>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-900 dark:text-slate-100">Modalidad</legend>
        <div className="flex flex-wrap gap-4">
          {MODALIDADES_ENTREVISTA.map((m) => (
            <label key={m} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
              <input
                type="radio"
                name={`${groupId}-modalidad`}
                checked={modalidad === m}
                onChange={() => setModalidad(m)}
                className="size-4 accent-brand-600"
              />
              {MODALIDAD_ENTREVISTA_LABELS[m]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={modalidad === 'virtual' ? 'Enlace de la reunión' : 'Dirección'}
        required
        value={lugar}
        maxLength={MAX_LUGAR}
        placeholder={modalidad === 'virtual' ? 'https://…' : 'Av. …, distrito'}
        onChange={(e) => {
          setLugar(e.target.value);
          limpiar('lugar');
        }}
        error={errors.lugar}
      />
      <TextareaField
        label="Mensaje para el postulante (opcional)"
        value={mensaje}
        maxLength={MAX_MENSAJE_ENTREVISTA}
        rows={3}
        onChange={(e) => setMensaje(e.target.value)}
        error={errors.mensaje}
      />
      <FormAlert>{alert}</FormAlert>
      <button type="submit" disabled={saving} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
        {saving ? 'Enviando…' : boton}
      </button>
    </form>
  );
}
