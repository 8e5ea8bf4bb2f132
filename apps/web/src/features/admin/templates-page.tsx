/**
 * `/admin/plantillas`: the pricing cards (gratis, destacado), the payment description and the unsubscribe
 * pages, each with what it is for and where people see it (in Spanish, never the API path that serves it), edited
 * in the company area's rich-text editor (loaded lazily, with section titles here) and previewed exactly as the
 * server would store them (`POST admin/plantillas/vista-previa`). `{{placeholders}}` stay as text and
 * are filled by the public calls. The form checks with the API's schema and its size and visible-text rules
 * ('Texto muy largo', 'Requerido') before sending.
 */
import { PLANTILLA_HTML_MAX } from '@practiperu/shared/admin';
import { plantillaFormSchema } from '@practiperu/shared/schemas/admin';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../components/field';
import { HtmlContent } from '../../components/html-content';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { RichTextField } from '../../components/rich-text-field';
import { useAppForm } from '../../components/use-app-form';
import type { Answer } from '../../lib/api-contract';
import { formResolver } from '../../lib/form-resolver';
import { adminPlantillas, fieldErrors, formatDateTime, type AdminPlantilla } from './api';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { FilterTabs, LoadState, PANEL, useAdminLoad } from './ui';

/** The editor knows h3/h4 only (the allowlist turns h1/h2 into h3 when saving, decision 012). */
function forEditor(html: string): string {
  return html.replace(/<(\/?)h[12](\s|>)/gi, '<$1h3$2');
}

interface Values {
  html: string;
}
type Output = z.output<typeof plantillaFormSchema>;

function TemplateEditor({ t, onSaved }: { t: AdminPlantilla; onSaved: () => void }) {
  const { notify } = useToast();
  const form = useAppForm<Values, unknown, Output>({
    resolver: formResolver<Values, typeof plantillaFormSchema>(plantillaFormSchema),
    defaultValues: { html: forEditor(t.html) },
  });
  const { isSubmitting } = form.formState;
  const [general, setGeneral] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);

  const fail = (res: Answer<unknown, unknown>) => {
    const e = fieldErrors(res).html;
    if (e || res.status === 400) form.setError('html', { type: 'server', message: e ?? res.message }, { shouldFocus: true });
    else setGeneral(res.message);
  };
  const showPreview = async (body: Output) => {
    const res = await adminPlantillas.preview({ body });
    if (res.state && res.data[0]) {
      setPreview(res.data[0].html);
      setGeneral(undefined);
    } else fail(res);
  };
  const save = async (body: Output) => {
    const res = await adminPlantillas.save({ params: { clave: t.clave }, body });
    if (res.state) {
      notify(res.message, 'success');
      onSaved();
    } else fail(res);
  };

  return (
    <section aria-labelledby="plantilla-titulo" className={PANEL}>
      <h2 id="plantilla-titulo" className="text-lg font-bold text-slate-900 dark:text-white">
        {t.nombre}
      </h2>
      {t.descripcion && (
        <p className="mt-1 mb-2 text-slate-800 dark:text-slate-200" data-testid="plantilla-descripcion">
          {t.descripcion}
        </p>
      )}
      {t.usada_en && <p className="mb-1 text-sm text-slate-600 dark:text-slate-400">Dónde se ve: {t.usada_en}</p>}
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">Última modificación: {formatDateTime(t.actualizado_en)}</p>
      {t.placeholders.length > 0 && (
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          Datos que se completan solos:{' '}
          {t.placeholders.map((p) => (
            <code key={p} className="mr-1.5 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">
              {`{{${p}}}`}
            </code>
          ))}
        </p>
      )}
      <div className="space-y-4">
        <FormAlert>{general}</FormAlert>
        <Controller
          control={form.control}
          name="html"
          render={({ field, fieldState }) => (
            <RichTextField
              label="Contenido"
              required
              headings
              value={field.value}
              maxLength={PLANTILLA_HTML_MAX}
              error={fieldState.error?.message}
              handleRef={field.ref}
              onBlur={field.onBlur}
              onChange={(v) => {
                if (fieldState.error) form.clearErrors('html');
                field.onChange(v);
                setPreview(null);
              }}
            />
          )}
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON_SECONDARY}
            disabled={isSubmitting}
            onClick={(e) => void form.handleSubmit(showPreview)(e)}
          >
            Vista previa
          </button>
          <button type="button" className={BUTTON_PRIMARY} disabled={isSubmitting} onClick={(e) => void form.handleSubmit(save)(e)}>
            Guardar plantilla
          </button>
        </div>
        {preview !== null && (
          <div>
            <p className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Vista previa (así se guardará)</p>
            <div className="rounded-lg border border-dashed border-slate-400 p-4 dark:border-slate-600" data-testid="vista-previa">
              <HtmlContent html={preview} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

export function TemplatesPage() {
  const load = useAdminLoad(() => adminPlantillas.list(), []);
  const [clave, setClave] = useState<string | null>(null);
  return (
    <div className="max-w-4xl">
      <PageTitle subtitle="Textos con formato que se muestran en la web: precios, instrucciones de pago y bajas.">Plantillas</PageTitle>
      <LoadState load={load} label="Cargando las plantillas…">
        {(res) => {
          const current = res.data.find((t) => t.clave === clave) ?? res.data[0];
          if (!current) return null;
          return (
            <>
              <FilterTabs
                label="Plantilla"
                options={res.data.map((t) => ({ value: t.clave, label: t.nombre }))}
                value={current.clave}
                onChange={setClave}
              />
              <TemplateEditor key={`${current.clave}-${current.actualizado_en}`} t={current} onSaved={load.reload} />
            </>
          );
        }}
      </LoadState>
    </div>
  );
}
