/**
 * "Rechazar con motivo", the dialog of every rejection (offers, payments): a required reason, checked in the browser
 * with the API's schema (motivoSchema: 'Indica el motivo del rechazo', at least 5 characters, at most 1000) before
 * anything is sent, and common reasons to pick.
 */
import { MOTIVOS_RECHAZO } from '@practiperu/shared/admin';
import { motivoSchema } from '@practiperu/shared/schemas/admin';
import { useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { BUTTON_DANGER, BUTTON_SECONDARY } from '../../components/buttons';
import { FormAlert, TextareaField } from '../../components/field';
import { Modal } from '../../components/modal';
import { useAppForm } from '../../components/use-app-form';
import type { Answer } from '../../lib/api-contract';
import { formResolver } from '../../lib/form-resolver';
import { fieldErrors } from './api';

/** Common reasons the rejection dialogs offer (docs/admin.md "Rejection reasons"). */
export const MOTIVOS_OFERTA: readonly string[] = MOTIVOS_RECHAZO.oferta;
export const MOTIVOS_PAGO: readonly string[] = MOTIVOS_RECHAZO.pago;

interface Values {
  motivo: string;
}

/**
 * The dialog, mounted only while open: every opening starts with an empty reason. `send` returns the API's answer;
 * a 400 puts its message at the field, any other failure above it; success closes the dialog.
 */
export function ReasonModal(props: ReasonModalProps) {
  return props.open ? <ReasonDialog {...props} /> : null;
}

interface ReasonModalProps {
  open: boolean;
  title: string;
  intro?: ReactNode;
  /** Common reasons to pick (they fill the field, which stays editable). */
  motivos?: readonly string[];
  confirmLabel: string;
  onClose: () => void;
  send: (motivo: string) => Promise<Answer<unknown, unknown>>;
}

function ReasonDialog({ title, intro, motivos = [], confirmLabel, onClose, send }: ReasonModalProps) {
  const form = useAppForm<Values, unknown, z.output<typeof motivoSchema>>({
    resolver: formResolver<Values, typeof motivoSchema>(motivoSchema),
    defaultValues: { motivo: '' },
  });
  const motivo = useWatch({ control: form.control, name: 'motivo' });
  const [general, setGeneral] = useState<string | undefined>();
  const { isSubmitting } = form.formState;

  const submit = async (values: z.output<typeof motivoSchema>) => {
    const res = await send(values.motivo);
    if (res.state) return;
    if (res.status === 400)
      form.setError('motivo', { type: 'server', message: fieldErrors(res).motivo ?? res.message }, { shouldFocus: true });
    else setGeneral(res.message);
  };

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={BUTTON_SECONDARY} onClick={onClose}>
            Cancelar
          </button>
          <button type="button" className={BUTTON_DANGER} disabled={isSubmitting} onClick={(e) => void form.handleSubmit(submit)(e)}>
            {isSubmitting ? 'Enviando…' : confirmLabel}
          </button>
        </>
      }
    >
      <div className="space-y-4">
        {intro}
        <FormAlert>{general}</FormAlert>
        {motivos.length > 0 && (
          <div role="group" aria-label="Motivos frecuentes">
            <p className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">Motivos frecuentes</p>
            <ul className="flex flex-col gap-1.5">
              {motivos.map((m) => (
                <li key={m}>
                  <button
                    type="button"
                    aria-pressed={motivo.trim() === m}
                    onClick={() => {
                      form.setValue('motivo', m);
                      form.clearErrors('motivo');
                    }}
                    className="w-full rounded-md px-3 py-1.5 text-left text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-100 aria-pressed:bg-slate-100 aria-pressed:font-medium aria-pressed:ring-2 aria-pressed:ring-slate-900 dark:ring-slate-600 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-800 dark:aria-pressed:ring-slate-100"
                  >
                    {m}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {/* Controlled: a picked reason sets the text, and the count follows it. */}
        <Controller
          control={form.control}
          name="motivo"
          render={({ field, fieldState }) => (
            <TextareaField
              label="Motivo del rechazo"
              required
              rows={5}
              maxLength={1000}
              showCount
              value={field.value}
              ref={field.ref}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              hint={
                motivos.length > 0
                  ? 'Elige un motivo frecuente y ajústalo, o escribe otro. Se envía por correo y la empresa o el postulante lo ve tal cual.'
                  : 'Se envía por correo y la empresa o el postulante lo ve tal cual.'
              }
              onChange={(e) => {
                if (fieldState.error) form.clearErrors('motivo');
                field.onChange(e.target.value);
              }}
            />
          )}
        />
      </div>
    </Modal>
  );
}
