/**
 * The offer form of publicar/gratis, publicar/destacado (step 1 of 3), and the edit and duplicate
 * pages of Mis publicaciones. Every rule is the shared schema's (`ofertaSchema`); the form adds what happens while
 * it is filled in: PREPROFESIONAL/PROFESIONAL resets levels, cycles and years (`resetForModalidad`),
 * Virtual clears the place (`clearPlaceForVirtual`), the date input allows today to +15 days (+30 featured), choosing
 * full or part time fills the usual schedule (`jornadaHabitual`), a live Ley 28518 check sits beside it, and leaving
 * with unsaved input asks first (`useConfirmarSalida`).
 *
 * This file holds the form and its submit; the sections are oferta-form-convocatoria.tsx, oferta-form-condiciones.tsx
 * and oferta-form-perfil.tsx, the server's field errors oferta-form-errors.ts, and what they share oferta-form-base.ts.
 */
import type { DeadlineRange, OfertaFormValues } from '@practiperu/shared/oferta';
import { ofertaSchema, type OfertaData } from '@practiperu/shared/schemas/oferta';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Form, FormAlert } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { useConfirmarSalida } from '../../components/use-confirmar-salida';
import type { ApiResult } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import type { CarreraElegida } from './careers-field';
import type { OfertaFormLookups } from './oferta-form-base';
import { AboutSection, TextsSection } from './oferta-form-convocatoria';
import { ConditionsSection } from './oferta-form-condiciones';
import { applyOfertaServerErrors } from './oferta-form-errors';
import { ProfileSection } from './oferta-form-perfil';

export type { OfertaFormLookups } from './oferta-form-base';

export interface OfertaFormProps<R extends ApiResult<unknown> = ApiResult<unknown>> {
  tipo: number;
  initial: OfertaFormValues;
  /** Names of the careers in `initial.carreras` (edit and duplicate). */
  initialCarreras?: CarreraElegida[];
  lookups: OfertaFormLookups;
  /** The deadline's window (`deadlineRange`, or `plazo` of the offer being edited). */
  plazo: DeadlineRange;
  /** Creation day of an edited offer (its deadline window counts from then). */
  desde?: string;
  submitLabel: string;
  busyLabel?: string;
  cancelTo: string;
  /** Calls the API; a failed answer is shown on the form, a good one is handed to onSaved. */
  save: (data: OfertaData) => Promise<R>;
  onSaved: (res: R, data: OfertaData) => void;
  /** Said above the submit button (e.g. what happens next). */
  footnote?: ReactNode;
}

// ------------------------------------------------------------------ the form

export function OfertaForm<R extends ApiResult<unknown>>({
  tipo,
  initial,
  initialCarreras = [],
  lookups,
  plazo,
  desde,
  submitLabel,
  busyLabel = 'Guardando…',
  cancelTo,
  save,
  onSaved,
  footnote,
}: OfertaFormProps<R>) {
  const [today] = useState(() => new Date());
  const schema = useMemo(
    () => ofertaSchema({ today, subvencionMinima: lookups.subvencionMinima, desde }),
    [today, lookups.subvencionMinima, desde],
  );
  const form = useAppForm<OfertaFormValues, unknown, OfertaData>({
    resolver: formResolver<OfertaFormValues, typeof schema>(schema),
    defaultValues: { ...initial, tipo },
  });
  const [carreras, setCarreras] = useState(() => new Map(initialCarreras.map((c) => [c.id, c.nombre])));
  const [serverError, setServerError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  // Typed input not yet saved: leaving asks first. A saved offer goes on to the next page without asking.
  const salida = useConfirmarSalida(form.formState.isDirty);

  async function submit(data: OfertaData) {
    setServerError(null);
    setInvalid(false);
    const res = await save({ ...data, tipo });
    if (res.state) {
      salida.permitirSalida();
      onSaved(res, data);
      return;
    }
    applyOfertaServerErrors(form, res);
    setServerError(res.message || 'No se pudo guardar la convocatoria.');
  }

  return (
    <Form
      onSubmit={form.handleSubmit(submit, () => {
        setServerError(null);
        setInvalid(true);
      })}
      aria-label="Convocatoria"
      className="space-y-5"
    >
      <AboutSection form={form} plazo={plazo} tipo={tipo} />
      <TextsSection form={form} />
      <ConditionsSection form={form} lookups={lookups} />
      <ProfileSection form={form} lookups={lookups} carreras={carreras} setCarreras={setCarreras} today={today} />
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {footnote && <div className="mb-4 text-sm text-slate-600 dark:text-slate-400">{footnote}</div>}
        <FormAlert className="mb-4">{serverError ?? (invalid ? 'Revisa los campos marcados.' : null)}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={form.formState.isSubmitting} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
            {form.formState.isSubmitting ? busyLabel : submitLabel}
          </button>
          <Link to={cancelTo} className={`${BUTTON_SECONDARY} w-full sm:w-auto`}>
            Cancelar
          </Link>
        </div>
      </div>
      {salida.dialogo}
    </Form>
  );
}
