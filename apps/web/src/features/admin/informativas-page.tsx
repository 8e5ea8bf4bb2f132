/**
 * `/admin/informativas`: offers of other organisations published for information, with the link where one
 * applies. List (withdrawn ones too), create, edit and withdraw. The server validates and answers per field.
 */
import { REGION_EXTRANJERO } from '@practiperu/shared/constants';
import { formatDay } from '@practiperu/shared/formato';
import { MODALIDADES, type Modalidad } from '@practiperu/shared/oferta';
import { useEffect, useState } from 'react';
import { Field, FormAlert, SelectField } from '../../components/field';
import { HtmlContent } from '../../components/html-content';
import { Modal } from '../../components/modal';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { lookups, type Region } from '../../lib/lookups';
import { ofertaLookups } from '../ofertas';
import { RichTextField } from '../../components/rich-text-field';
import { adminInformativas, fieldErrors, formatDateTime, type AdminInformativa } from './api';
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

function InformativaForm({ initial, onDone }: { initial: AdminInformativa | null; onDone: (saved: boolean) => void }) {
  const { notify } = useToast();
  const [v, setV] = useState<Values>(initial ? valuesOf(initial) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [regions, setRegions] = useState<Region[]>([]);
  const [tiempos, setTiempos] = useState<string[]>(['Presencial', 'Virtual', 'Mixto']);
  useEffect(() => {
    lookups.lugares().then(setRegions, () => setRegions([]));
    ofertaLookups.modalidadesTiempo().then(
      (l) => setTiempos(l.map((x) => x.name)),
      () => undefined,
    );
  }, []);

  const set = (k: keyof Values) => (value: string) => {
    setV((x) => ({ ...x, [k]: value }));
    setErrors((x) => ({ ...x, [k]: '' }));
  };
  const submit = async () => {
    setBusy(true);
    // The select offers MODALIDADES only.
    const body = { ...v, modalidad: v.modalidad as Modalidad, id_region: Number(v.id_region) };
    const res = initial ? await adminInformativas.update({ params: { id: initial.id }, body }) : await adminInformativas.create({ body });
    setBusy(false);
    if (res.state) {
      notify(res.message, 'success');
      onDone(true);
      return;
    }
    const errs = fieldErrors(res);
    setErrors(errs);
    setGeneral(Object.keys(errs).length ? undefined : res.message);
  };

  return (
    <section aria-labelledby="form-informativa" className={`${PANEL} mb-6`}>
      <h2 id="form-informativa" className="mb-4 text-lg font-bold text-slate-900 dark:text-white">
        {initial ? 'Editar oferta informativa' : 'Nueva oferta informativa'}
      </h2>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormAlert>{general}</FormAlert>
        <Field
          label="Título"
          required
          maxLength={150}
          showCount
          value={v.titulo}
          error={errors.titulo}
          onChange={(e) => set('titulo')(e.target.value)}
          hint="Incluye el nombre de la institución que convoca."
        />
        <Field
          label="Enlace de la convocatoria"
          required
          type="url"
          maxLength={500}
          value={v.enlace}
          error={errors.enlace}
          onChange={(e) => set('enlace')(e.target.value)}
          placeholder="https://"
        />
        <RichTextField
          label="Descripción"
          required
          value={v.funciones}
          maxLength={5000}
          error={errors.funciones}
          onChange={set('funciones')}
        />
        <RichTextField label="Beneficios" value={v.beneficios} maxLength={5000} error={errors.beneficios} onChange={set('beneficios')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Postular hasta"
            required
            type="date"
            value={v.fin_convocatoria}
            error={errors.fin_convocatoria}
            onChange={(e) => set('fin_convocatoria')(e.target.value)}
          />
          <SelectField
            label="Tipo de prácticas"
            value={v.modalidad}
            error={errors.modalidad}
            onChange={(e) => set('modalidad')(e.target.value)}
          >
            {MODALIDADES.map((m) => (
              <option key={m} value={m}>
                {m === 'PROFESIONAL' ? 'Profesionales' : 'Preprofesionales'}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Modalidad"
            value={v.modalidad_tiempo}
            error={errors.modalidad_tiempo}
            onChange={(e) => set('modalidad_tiempo')(e.target.value)}
          >
            {tiempos.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
          <SelectField label="Región" value={v.id_region} error={errors.id_region} onChange={(e) => set('id_region')(e.target.value)}>
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
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
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
