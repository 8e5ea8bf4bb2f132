/**
 * `/admin/alertas`: the general banner of both areas' layouts and the alert of the publish page (`alerta_publicar`):
 * plain text up to 500 characters and an optional last day (Lima). An empty text removes the alert.
 */
import { limaToday } from '@practiperu/shared/dates';
import { formatDay } from '@practiperu/shared/formato';
import { useState } from 'react';
import { Field, FormAlert, TextareaField } from '../../components/field';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { adminAlertas, fieldErrors, formatDateTime, type AdminAlerta } from './api';
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

function AlertForm({ alerta, onSaved }: { alerta: AdminAlerta; onSaved: () => void }) {
  const { notify } = useToast();
  const [content, setContent] = useState(alerta.content);
  const [expire, setExpire] = useState(limaDay(alerta.expireIn));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const t = TEXTS[alerta.tipo];

  const save = async (text: string, day: string) => {
    setBusy(true);
    const res = await adminAlertas.save({ params: { tipo: alerta.tipo }, body: { content: text, expireIn: day || null } });
    setBusy(false);
    if (res.state) {
      notify(res.message, 'success');
      setErrors({});
      setGeneral(undefined);
      onSaved();
      return;
    }
    const errs = fieldErrors(res);
    setErrors(errs);
    setGeneral(Object.keys(errs).length ? undefined : res.message);
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
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save(content, expire);
        }}
      >
        <FormAlert>{general}</FormAlert>
        <TextareaField
          label="Texto de la alerta"
          rows={3}
          maxLength={500}
          showCount
          value={content}
          error={errors.content}
          hint="Texto simple, sin formato."
          onChange={(e) => {
            setContent(e.target.value);
            setErrors((x) => ({ ...x, content: '' }));
          }}
        />
        <Field
          label="Se muestra hasta (inclusive)"
          type="date"
          className="max-w-xs"
          value={expire}
          error={errors.expireIn}
          hint={expire ? `Hasta las 23:59 del ${formatDay(expire)} (hora de Lima).` : 'Vacío: no vence.'}
          onChange={(e) => {
            setExpire(e.target.value);
            setErrors((x) => ({ ...x, expireIn: '' }));
          }}
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
                setContent('');
                setExpire('');
                void save('', '');
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
