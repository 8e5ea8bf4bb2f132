/**
 * `/admin/alertas`: the general banner of both areas' layouts and the alert of the publish page (`alerta_publicar`):
 * plain text up to 500 characters and an optional last day (Lima). An empty text removes the alert. The form checks
 * with the API's alertaBody and its rule that the last day is not past; the server's answers land at their fields.
 */
import { limaToday } from '@practiperu/shared/dates';
import { formatDay } from '@practiperu/shared/formato';
import { alertaFormSchemaFor, type alertaBody } from '@practiperu/shared/schemas/admin';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Field, FormAlert, TextareaField } from '../../components/field';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { useAppForm } from '../../components/use-app-form';
import { formResolver } from '../../lib/form-resolver';
import { adminAlertas, formatDateTime, type AdminAlerta } from './api';
import { serverErrors } from './form';
import { Badge, LoadState, PANEL, useAdminLoad } from './ui';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';

/** The Lima day of an instant, for the date input ('2026-11-30'). */
function limaDay(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : limaToday(d);
}

const TEXTS: Record<AdminAlerta['tipo'], { title: string; hint: string }> = {
  general: { title: 'Alerta general', hint: 'Se muestra arriba de todas las páginas, para postulantes y empresas.' },
  publicar: { title: 'Alerta de la página Publicar oferta', hint: 'Solo la ven las empresas al elegir cómo publicar.' },
};

interface Values {
  content: string;
  /** The date input's day, '' for none. */
  expireIn: string;
}
type Output = z.output<typeof alertaBody>;
const FIELDS = ['content', 'expireIn'] as const;

function AlertForm({ alerta, onSaved }: { alerta: AdminAlerta; onSaved: () => void }) {
  const { notify } = useToast();
  // Today in Lima when the form opened: a day before it is refused, as the server does.
  const [schema] = useState(() => alertaFormSchemaFor(limaToday()));
  const form = useAppForm<Values, unknown, Output>({
    resolver: formResolver<Values, typeof alertaBody>(schema),
    defaultValues: { content: alerta.content, expireIn: limaDay(alerta.expireIn) },
  });
  const [content, expire] = useWatch({ control: form.control, name: ['content', 'expireIn'] });
  const { errors } = form.formState;
  const [general, setGeneral] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const t = TEXTS[alerta.tipo];

  const save = async (body: Output) => {
    setBusy(true);
    const res = await adminAlertas.save({ params: { tipo: alerta.tipo }, body });
    setBusy(false);
    if (res.state) {
      notify(res.message, 'success');
      form.clearErrors();
      setGeneral(undefined);
      onSaved();
      return;
    }
    setGeneral(serverErrors(form, res, FIELDS));
  };

  return (
    <section aria-labelledby={`alerta-${alerta.tipo}`} className={PANEL}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`alerta-${alerta.tipo}`} className="text-lg font-bold text-slate-900 dark:text-white">
          {t.title}
        </h2>
        {alerta.visible ? <Badge tone="verde">Visible ahora</Badge> : <Badge>No se muestra</Badge>}
      </div>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {t.hint} Última modificación: {formatDateTime(alerta.actualizado_en)}
      </p>
      {/* A plain form: Enter in the date submits it, as it always has. */}
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit(save)}>
        <FormAlert>{general}</FormAlert>
        {/* Controlled: 'Quitar alerta' empties it, and the count follows. */}
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => (
            <TextareaField
              label="Texto de la alerta"
              rows={3}
              maxLength={500}
              showCount
              value={field.value}
              ref={field.ref}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              hint="Texto simple, sin formato."
              onChange={(e) => {
                if (fieldState.error) form.clearErrors('content');
                field.onChange(e.target.value);
              }}
            />
          )}
        />
        <Field
          label="Se muestra hasta (inclusive)"
          type="date"
          className="max-w-xs"
          error={errors.expireIn?.message}
          hint={expire ? `Hasta las 23:59 del ${formatDay(expire)} (hora de Lima).` : 'Vacío: no vence.'}
          {...form.register('expireIn')}
        />
        {content.trim() && (
          <div>
            <p className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Vista previa</p>
            <div
              role="note"
              className="rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              {content}
            </div>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
            Guardar alerta
          </button>
          {alerta.content && (
            <button
              type="button"
              className={BUTTON_SECONDARY}
              disabled={busy}
              onClick={() => {
                // Removing sends an empty text without checking the form: there is nothing left to check.
                form.setValue('content', '');
                form.setValue('expireIn', '');
                form.clearErrors();
                void save({ content: '', expireIn: null });
              }}
            >
              Quitar alerta
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

export function AlertsPage() {
  const load = useAdminLoad(() => adminAlertas.list(), []);
  return (
    <div className="max-w-3xl">
      <PageTitle subtitle="Avisos breves para todos: mantenimiento, feriados, cambios de precios.">Alertas</PageTitle>
      <LoadState load={load} label="Cargando las alertas…">
        {(res) => {
          const a = res.data[0];
          if (!a) return null;
          return (
            <div className="space-y-5">
              <AlertForm key={`g-${a.general.actualizado_en}`} alerta={a.general} onSaved={load.reload} />
              <AlertForm key={`p-${a.publicar.actualizado_en}`} alerta={a.publicar} onSaved={load.reload} />
            </div>
          );
        }}
      </LoadState>
    </div>
  );
}
