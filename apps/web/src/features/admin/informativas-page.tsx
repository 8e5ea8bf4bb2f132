/**
 * `/admin/informativas`: offers of other organisations published for information, with the link where one
 * applies. List (withdrawn ones too), create, edit and withdraw. The form checks with the API's schema and its
 * rule on the description's visible text before sending; what only the server knows (the deadline within the year,
 * the lists) comes back per field.
 */
import { REGION_EXTRANJERO } from '@practiperu/shared/constants';
import { formatDay } from '@practiperu/shared/formato';
import { MODALIDADES, TEXTO_MAX } from '@practiperu/shared/oferta';
import { informativaFormSchema } from '@practiperu/shared/schemas/admin';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Field, FormAlert, SelectField } from '../../components/field';
import { HtmlContent } from '../../components/html-content';
import { Modal } from '../../components/modal';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { useAppForm } from '../../components/use-app-form';
import { formResolver } from '../../lib/form-resolver';
import { lookups, type Region } from '../../lib/lookups';
import { ofertaLookups } from '../ofertas';
import { RichTextField } from '../../components/rich-text-field';
import { adminInformativas, formatDateTime, type AdminInformativa } from './api';
import { serverErrors } from './form';
import { Badge, BUTTON_SMALL, EditorOrAdd, PagedList, PANEL, useAdminLoad, useQueryState } from './ui';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, TEXT_LINK } from '../../components/buttons';
import { ConfirmModal } from '../../components/confirm-modal';

interface Values {
  titulo: string;
  funciones: string;
  beneficios: string;
  enlace: string;
  fin_convocatoria: string;
  modalidad: string;
  modalidad_tiempo: string;
  id_region: string;
}

const EMPTY: Values = {
  titulo: '',
  funciones: '',
  beneficios: '',
  enlace: '',
  fin_convocatoria: '',
  modalidad: 'PREPROFESIONAL',
  modalidad_tiempo: 'Presencial',
  id_region: '0',
};

function valuesOf(o: AdminInformativa): Values {
  return {
    titulo: o.titulo,
    funciones: o.funciones,
    beneficios: o.beneficios ?? '',
    enlace: o.enlace,
    fin_convocatoria: o.fin_convocatoria,
    modalidad: o.modalidad,
    modalidad_tiempo: o.modalidad_tiempo,
    id_region: String(o.id_region),
  };
}

type Output = z.output<typeof informativaFormSchema>;
const FIELDS = [
  'titulo',
  'enlace',
  'funciones',
  'beneficios',
  'fin_convocatoria',
  'modalidad',
  'modalidad_tiempo',
  'id_region',
] as const satisfies readonly (keyof Values)[];

function InformativaForm({ initial, onDone }: { initial: AdminInformativa | null; onDone: (saved: boolean) => void }) {
  const { notify } = useToast();
  const form = useAppForm<Values, unknown, Output>({
    resolver: formResolver<Values, typeof informativaFormSchema>(informativaFormSchema),
    defaultValues: initial ? valuesOf(initial) : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const [general, setGeneral] = useState<string | undefined>();
  const [regions, setRegions] = useState<Region[]>([]);
  const [tiempos, setTiempos] = useState<string[]>(['Presencial', 'Virtual', 'Mixto']);
  useEffect(() => {
    lookups.lugares().then(setRegions, () => setRegions([]));
    ofertaLookups.modalidadesTiempo().then(
      (l) => setTiempos(l.map((x) => x.name)),
      () => undefined,
    );
  }, []);

  const submit = async (body: Output) => {
    const res = initial ? await adminInformativas.update({ params: { id: initial.id }, body }) : await adminInformativas.create({ body });
    if (res.state) {
      notify(res.message, 'success');
      onDone(true);
      return;
    }
    setGeneral(serverErrors(form, res, FIELDS));
  };

  return (
    <section aria-labelledby="form-informativa" className={`${PANEL} mb-6`}>
      <h2 id="form-informativa" className="mb-4 text-lg font-bold text-slate-900 dark:text-white">
        {initial ? 'Editar oferta informativa' : 'Nueva oferta informativa'}
      </h2>
      {/* A plain form: Enter in a field submits it, as it always has. */}
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
        <FormAlert>{general}</FormAlert>
        <Field
          label="Título"
          required
          maxLength={150}
          showCount
          error={errors.titulo?.message}
          {...form.register('titulo')}
          hint="Incluye el nombre de la institución que convoca."
        />
        <Field
          label="Enlace de la convocatoria"
          required
          type="url"
          maxLength={500}
          error={errors.enlace?.message}
          {...form.register('enlace')}
          placeholder="https://"
        />
        <RichTextControl form={form} name="funciones" label="Descripción" required />
        <RichTextControl form={form} name="beneficios" label="Beneficios" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Postular hasta"
            required
            type="date"
            error={errors.fin_convocatoria?.message}
            {...form.register('fin_convocatoria')}
          />
          <SelectField label="Tipo de prácticas" error={errors.modalidad?.message} {...form.register('modalidad')}>
            {MODALIDADES.map((m) => (
              <option key={m} value={m}>
                {m === 'PROFESIONAL' ? 'Profesionales' : 'Preprofesionales'}
              </option>
            ))}
          </SelectField>
          {/* Controlled, as their options arrive after the form opens: the chosen one shows once it is there. */}
          <Controller
            control={form.control}
            name="modalidad_tiempo"
            render={({ field, fieldState }) => (
              <SelectField
                label="Modalidad"
                {...field}
                error={fieldState.error?.message}
                onChange={(e) => {
                  if (fieldState.error) form.clearErrors('modalidad_tiempo');
                  field.onChange(e.target.value);
                }}
              >
                {tiempos.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </SelectField>
            )}
          />
          <Controller
            control={form.control}
            name="id_region"
            render={({ field, fieldState }) => (
              <SelectField
                label="Región"
                {...field}
                error={fieldState.error?.message}
                onChange={(e) => {
                  if (fieldState.error) form.clearErrors('id_region');
                  field.onChange(e.target.value);
                }}
              >
                <option value="0">Todo el Perú / virtual</option>
                {regions
                  .filter((r) => r.id > 0 && r.id < REGION_EXTRANJERO)
                  .map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.nombre}
                    </option>
                  ))}
                <option value={String(REGION_EXTRANJERO)}>Extranjero</option>
              </SelectField>
            )}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={BUTTON_PRIMARY} disabled={isSubmitting}>
            {initial ? 'Guardar cambios' : 'Publicar oferta informativa'}
          </button>
          <button type="button" className={BUTTON_SECONDARY} onClick={() => onDone(false)}>
            Cancelar
          </button>
        </div>
      </form>
    </section>
  );
}

/** A rich text of the form; typing clears its error. */
function RichTextControl({
  form,
  name,
  label,
  required,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  name: 'funciones' | 'beneficios';
  label: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextField
          label={label}
          required={required}
          value={field.value}
          maxLength={TEXTO_MAX}
          error={fieldState.error?.message}
          handleRef={field.ref}
          onBlur={field.onBlur}
          onChange={(html) => {
            if (fieldState.error) form.clearErrors(name);
            field.onChange(html);
          }}
        />
      )}
    />
  );
}

function Row({ o, onEdit, onWithdraw, onView }: { o: AdminInformativa; onEdit: () => void; onWithdraw: () => void; onView: () => void }) {
  return (
    <li className={`${PANEL} flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between`}>
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900 dark:text-white">{o.titulo}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Hasta el {formatDay(o.fin_convocatoria)} · {o.region ?? 'Todo el Perú'} · creada {formatDateTime(o.creado_en)}
        </p>
        <a href={o.enlace} target="_blank" rel="noopener noreferrer" className={`${TEXT_LINK} text-sm break-all`}>
          {o.enlace}
        </a>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {o.retirada ? <Badge tone="gris">Retirada</Badge> : <Badge tone="verde">Publicada</Badge>}
        <button type="button" className={BUTTON_SMALL} onClick={onView}>
          Ver
        </button>
        {!o.retirada && (
          <>
            <button type="button" className={BUTTON_SMALL} onClick={onEdit}>
              Editar
            </button>
            <button type="button" className={BUTTON_SMALL} onClick={onWithdraw}>
              Retirar
            </button>
          </>
        )}
      </div>
    </li>
  );
}

export function InformativasPage() {
  const { notify } = useToast();
  const [, set, page] = useQueryState();
  const load = useAdminLoad(() => adminInformativas.list({ query: { page } }), [page]);
  const [editing, setEditing] = useState<AdminInformativa | 'new' | null>(null);
  const [withdrawing, setWithdrawing] = useState<AdminInformativa | null>(null);
  const [viewing, setViewing] = useState<AdminInformativa | null>(null);

  const withdraw = async () => {
    if (!withdrawing) return;
    const res = await adminInformativas.retirar({ params: { id: withdrawing.id } });
    notify(res.message, res.state ? 'success' : 'error');
    setWithdrawing(null);
    load.reload();
  };

  return (
    <div className="max-w-4xl">
      <PageTitle subtitle="Convocatorias de otras instituciones que se publican solo para informar, con el enlace para postular.">
        Ofertas informativas
      </PageTitle>
      <EditorOrAdd
        editing={editing}
        setEditing={setEditing}
        editor={InformativaForm}
        addLabel="Nueva oferta informativa"
        onSaved={load.reload}
      />
      <PagedList
        load={load}
        label="Cargando las ofertas informativas…"
        onPage={(n) => set({ page: String(n) })}
        empty="Aún no hay ofertas informativas."
      >
        {(o) => <Row key={o.id} o={o} onEdit={() => setEditing(o)} onWithdraw={() => setWithdrawing(o)} onView={() => setViewing(o)} />}
      </PagedList>
      <ConfirmModal
        open={withdrawing !== null}
        title="Retirar oferta informativa"
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => void withdraw()}
        confirmLabel="Sí, retirar"
        danger
      >
        <p>«{withdrawing?.titulo}» dejará de mostrarse en todas partes. No se puede volver a publicar.</p>
      </ConfirmModal>
      <Modal open={viewing !== null} title={viewing?.titulo ?? ''} onClose={() => setViewing(null)} size="lg">
        {viewing && (
          <>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
              Página pública:{' '}
              <a href={viewing.url_publica} className={TEXT_LINK} target="_blank" rel="noopener noreferrer">
                {viewing.url_publica}
              </a>
            </p>
            <HtmlContent html={viewing.texto} />
          </>
        )}
      </Modal>
    </div>
  );
}
