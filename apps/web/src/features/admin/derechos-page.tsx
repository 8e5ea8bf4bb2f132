/**
 * `/admin/derechos`: the rights requests of Ley 29733 as tickets (docs/privacy.md). The open ones by due date, the
 * overdue highlighted; each shows who asked, what and, for a human review, the application and its automated score.
 * "Responder" opens the answer: atendida, or denegada with a reason (the API's schema checks it here too). The answer
 * is recorded once, in the audit log, and mailed to the person, who reads it in Mi cuenta. A company's rectification
 * request shows the data its own screens do not change (RUC, razón social, nombre comercial) and "Corregir datos de la
 * empresa" edits exactly those, with the registration's rules; the change is in the audit log with before and after.
 */
import { formatDay } from '@practiperu/shared/formato';
import { paths } from '@practiperu/shared/paths';
import {
  ESTADO_SOLICITUD_TEXTO,
  MOTIVO_DENEGACION_MAX,
  RESPUESTA_MAX,
  TIPO_SOLICITUD_TEXTO,
  TIPOS_SOLICITUD,
  type Resolucion,
} from '@practiperu/shared/privacidad';
import { datosLegalesEmpresaSchema } from '@practiperu/shared/schemas/cuenta';
import { respuestaBody } from '@practiperu/shared/schemas/privacidad';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, TEXT_LINK } from '../../components/buttons';
import { ErrorText, Field, Form, FormAlert, Legend, TextareaField } from '../../components/field';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { useAppForm } from '../../components/use-app-form';
import { formResolver } from '../../lib/form-resolver';
import { applyServerErrors } from '../../lib/server-errors';
import { adminDerechos, formatDateTime, ROL_TEXT, type AdminSolicitud } from './api';
import { Badge, BUTTON_SMALL, Facts, FilterTabs, PagedList, PANEL, useAdminLoad, useQueryState } from './ui';

const ESTADOS = [
  { value: 'pendiente', label: 'En trámite' },
  { value: 'atendida', label: 'Atendidas' },
  { value: 'denegada', label: 'Denegadas' },
  { value: 'todas', label: 'Todas' },
];
const TIPOS = [
  { value: '', label: 'Todos los derechos' },
  ...TIPOS_SOLICITUD.map((t) => ({ value: t, label: t === 'revision_humana' ? 'Revisión humana' : TIPO_SOLICITUD_TEXTO[t] })),
];

type Values = { resolucion: Resolucion | ''; respuesta: string; motivo: string };
type Body = z.output<typeof respuestaBody>;
const FIELDS = ['resolucion', 'respuesta', 'motivo'] as const;

/** 'Vence hoy', 'Vence en 3 días hábiles', 'Vencida hace 2 días hábiles'. */
function plazoTexto(s: AdminSolicitud): string {
  const d = s.dias_habiles_restantes;
  if (d === null) return '';
  if (d === 0) return 'Vence hoy';
  if (d > 0) return `Vence en ${d} ${d === 1 ? 'día hábil' : 'días hábiles'}`;
  return `Vencida hace ${-d} ${d === -1 ? 'día hábil' : 'días hábiles'}`;
}

function RespuestaForm({ s, onDone, onCancel }: { s: AdminSolicitud; onDone: () => void; onCancel: () => void }) {
  const { notify } = useToast();
  const [general, setGeneral] = useState<string | null>(null);
  const resolucionErrorId = useId();
  const form = useAppForm<Values, unknown, Body>({
    resolver: formResolver<Values, typeof respuestaBody>(respuestaBody),
    defaultValues: { resolucion: '', respuesta: '', motivo: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const resolucion = form.watch('resolucion');

  async function onSubmit(body: Body) {
    setGeneral(null);
    const res = await adminDerechos.responder({ params: { id: s.id }, body });
    if (res.state) {
      notify(res.message, 'success');
      onDone();
      return;
    }
    if (applyServerErrors(form, res, FIELDS).length === 0) setGeneral(res.message);
  }

  return (
    <Form onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700">
      <fieldset aria-describedby={errors.resolucion ? resolucionErrorId : undefined}>
        <Legend required>Resolución</Legend>
        <div className="flex flex-wrap gap-4">
          {(['atendida', 'denegada'] as const).map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              <input type="radio" value={r} {...form.register('resolucion')} className="size-4 accent-brand-700" />
              {r === 'atendida' ? 'Atendida' : 'Denegada con motivo'}
            </label>
          ))}
        </div>
        {errors.resolucion?.message && <ErrorText id={resolucionErrorId}>{errors.resolucion.message}</ErrorText>}
      </fieldset>
      <TextareaField
        label="Respuesta para la persona"
        required
        rows={4}
        maxLength={RESPUESTA_MAX}
        showCount
        error={errors.respuesta?.message}
        hint="La recibe por correo y la ve en Mi cuenta. Queda en el registro de auditoría."
        {...form.register('respuesta')}
      />
      {resolucion === 'denegada' && (
        <TextareaField
          label="Motivo de la denegación"
          required
          rows={2}
          maxLength={MOTIVO_DENEGACION_MAX}
          showCount
          error={errors.motivo?.message}
          hint="La base legal o el hecho que impide atenderla."
          {...form.register('motivo')}
        />
      )}
      <FormAlert>{general}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isSubmitting} className={BUTTON_PRIMARY}>
          {isSubmitting ? 'Enviando…' : 'Enviar respuesta'}
        </button>
        <button type="button" className={BUTTON_SECONDARY} onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </Form>
  );
}

type DatosLegales = z.output<typeof datosLegalesEmpresaSchema>;
const CAMPOS_EMPRESA = ['ruc', 'nombre_completo', 'nombre'] as const;

/** The company's locked data, corrected from its rectification request (audited by the API with before and after). */
function EmpresaForm({ s, datos, onDone, onCancel }: { s: AdminSolicitud; datos: DatosLegales; onDone: () => void; onCancel: () => void }) {
  const { notify } = useToast();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useAppForm<DatosLegales, unknown, DatosLegales>({
    resolver: formResolver<DatosLegales, typeof datosLegalesEmpresaSchema>(datosLegalesEmpresaSchema),
    defaultValues: { ruc: datos.ruc, nombre_completo: datos.nombre_completo, nombre: datos.nombre },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(body: DatosLegales) {
    setGeneral(null);
    const res = await adminDerechos.rectificarEmpresa({ params: { id: s.id }, body });
    if (res.state) {
      notify(res.message, 'success');
      onDone();
      return;
    }
    if (applyServerErrors(form, res, CAMPOS_EMPRESA).length === 0) setGeneral(res.message);
  }

  return (
    <Form
      onSubmit={form.handleSubmit(onSubmit)}
      aria-label="Corregir datos de la empresa"
      className="mt-4 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Corrige solo lo que la solicitud pide. El cambio queda en el registro de auditoría con el valor anterior y el nuevo.
      </p>
      <Field label="RUC" required inputMode="numeric" maxLength={11} error={errors.ruc?.message} {...form.register('ruc')} />
      <Field label="Razón social" required maxLength={150} error={errors.nombre_completo?.message} {...form.register('nombre_completo')} />
      <Field label="Nombre comercial" required maxLength={50} error={errors.nombre?.message} {...form.register('nombre')} />
      <FormAlert>{general}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isSubmitting} className={BUTTON_PRIMARY}>
          {isSubmitting ? 'Guardando…' : 'Guardar corrección'}
        </button>
        <button type="button" className={BUTTON_SECONDARY} onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </Form>
  );
}

function SolicitudCard({ s, onChanged }: { s: AdminSolicitud; onChanged: () => void }) {
  const [answering, setAnswering] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  // A company's rectification leads to the data its own screens do not change.
  const datos = s.tipo === 'rectificacion' && s.estado === 'pendiente' ? s.empresa_datos : null;
  const persona = s.persona;
  const nombre = persona ? `${persona.nombres} ${persona.apellidos}`.trim() || persona.correo : 'Cuenta eliminada';
  return (
    <li
      data-testid="admin-solicitud"
      className={`${PANEL} ${s.vencida ? 'border-red-400! ring-1 ring-red-300 dark:border-red-700! dark:ring-red-800' : ''}`}
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900 dark:text-white">
            {TIPO_SOLICITUD_TEXTO[s.tipo]} · {nombre}
          </p>
          <p className="text-sm break-words text-slate-600 dark:text-slate-400">
            {persona ? `${ROL_TEXT[persona.rol] ?? ''}${persona.empresa ? ` de ${persona.empresa}` : ''} · ${persona.correo}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {s.estado === 'pendiente' ? (
            <Badge tone={s.vencida ? 'rojo' : (s.dias_habiles_restantes ?? 99) <= 2 ? 'ambar' : 'azul'}>{plazoTexto(s)}</Badge>
          ) : (
            <Badge tone={s.estado === 'atendida' ? 'verde' : 'rojo'}>{ESTADO_SOLICITUD_TEXTO[s.estado]}</Badge>
          )}
        </div>
      </div>
      <Facts
        items={[
          { label: 'Presentada', value: formatDateTime(s.creado_en) },
          { label: 'Vence el', value: formatDay(s.vence_el) },
          ...(s.postulacion
            ? [
                {
                  label: 'Postulación',
                  value: (
                    <>
                      <Link to={`${paths.admin.ofertas}/${s.postulacion.oferta_id}`} className={TEXT_LINK}>
                        {s.postulacion.titulo}
                      </Link>{' '}
                      · {s.postulacion.empresa} · afinidad {s.postulacion.afinidad_puesto ?? '—'}
                      {s.postulacion.afinidad_puesto !== null ? ' %' : ''}
                    </>
                  ),
                },
              ]
            : []),
          ...(s.tipo === 'rectificacion' && s.empresa_datos
            ? [
                { label: 'RUC', value: <span className="tabular-nums">{s.empresa_datos.ruc}</span> },
                { label: 'Razón social', value: s.empresa_datos.nombre_completo },
                { label: 'Nombre comercial', value: s.empresa_datos.nombre },
              ]
            : []),
          ...(s.respondido_en ? [{ label: 'Respondida', value: `${formatDateTime(s.respondido_en)} por ${s.respondido_por ?? '—'}` }] : []),
        ]}
      />
      <div className="mt-3">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Lo que pide</p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">{s.detalle}</p>
      </div>
      {s.respuesta && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
          <p className="font-semibold text-slate-900 dark:text-white">Respuesta</p>
          <p className="mt-0.5 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{s.respuesta}</p>
          {s.motivo && (
            <p className="mt-1 break-words text-slate-800 dark:text-slate-200">
              <span className="font-semibold">Motivo:</span> {s.motivo}
            </p>
          )}
        </div>
      )}
      {datos && correcting && (
        <EmpresaForm
          s={s}
          datos={datos}
          onDone={() => {
            setCorrecting(false);
            onChanged();
          }}
          onCancel={() => setCorrecting(false)}
        />
      )}
      {s.estado === 'pendiente' &&
        !correcting &&
        (answering ? (
          <RespuestaForm s={s} onDone={onChanged} onCancel={() => setAnswering(false)} />
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            {datos && (
              <button type="button" className={BUTTON_SMALL} onClick={() => setCorrecting(true)}>
                Corregir datos de la empresa
              </button>
            )}
            <button type="button" className={BUTTON_SMALL} onClick={() => setAnswering(true)}>
              Responder
            </button>
          </div>
        ))}
    </li>
  );
}

export function DerechosPage() {
  const [params, set, page] = useQueryState();
  const estado = params.get('estado') ?? 'pendiente';
  const tipo = params.get('tipo') ?? '';
  const load = useAdminLoad(
    () => adminDerechos.list({ query: { page, estado, tipo: (tipo || undefined) as AdminSolicitud['tipo'] | undefined } }),
    [page, estado, tipo],
  );
  return (
    <div>
      <PageTitle subtitle="Solicitudes de acceso, rectificación, cancelación, oposición y revisión humana (Ley N° 29733). Plazos en días hábiles.">
        Derechos ARCO
      </PageTitle>
      <FilterTabs
        label="Estado de la solicitud"
        options={ESTADOS}
        value={estado}
        onChange={(v) => set({ estado: v === 'pendiente' ? null : v })}
      />
      <FilterTabs label="Derecho" options={TIPOS} value={tipo} onChange={(v) => set({ tipo: v || null })} />
      <PagedList
        load={load}
        label="Cargando las solicitudes…"
        onPage={(n) => set({ page: String(n) })}
        empty="No hay solicitudes con este filtro."
        count={(total) => `${total} ${total === 1 ? 'solicitud' : 'solicitudes'}`}
      >
        {(s) => <SolicitudCard key={s.id} s={s} onChanged={load.reload} />}
      </PagedList>
    </div>
  );
}
