/**
 * `/postulantes/cuenta/derechos` and `/empresas/cuenta/derechos`: the rights of Ley 29733 (docs/privacy.md). The
 * person files a request — acceso, rectificación, cancelación, oposición, or the human review of an automated score
 * (applicants pick the application it is about) — and follows their requests: due date, state and the answer.
 * `?tipo=revision_humana&postulacion=12` (the link beside a score) chooses the kind and the application in advance.
 */
import { paths } from '@practiperu/shared/paths';
import {
  ESTADO_SOLICITUD_TEXTO,
  PLAZO_DIAS_HABILES,
  SOLICITUD_DETALLE_MAX,
  TIPO_SOLICITUD_AYUDA,
  TIPO_SOLICITUD_TEXTO,
  TIPOS_SOLICITUD,
  type SolicitudVista,
  type TipoSolicitud,
} from '@practiperu/shared/privacidad';
import { formatDay } from '@practiperu/shared/formato';
import { solicitudBody } from '@practiperu/shared/schemas/privacidad';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { BackLink } from '../../components/back-link';
import { BUTTON_PRIMARY, TEXT_LINK } from '../../components/buttons';
import { ErrorText, Form, FormAlert, Legend, SelectField, TextareaField } from '../../components/field';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination';
import { SkeletonText } from '../../components/skeleton';
import { useToast } from '../../components/toast';
import { useAppForm } from '../../components/use-app-form';
import { formResolver } from '../../lib/form-resolver';
import { applyServerErrors } from '../../lib/server-errors';
import { formatDateTime, privacidad, type Area } from './api';

type Values = { tipo: TipoSolicitud | ''; detalle: string; postulacion_id: string };
type Body = z.output<typeof solicitudBody>;
const FIELDS = ['tipo', 'postulacion_id', 'detalle'] as const;

const PANEL = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

const ESTADO_CLASES: Record<SolicitudVista['estado'], string> = {
  pendiente: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  atendida: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  denegada: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

function tipoDe(value: string | null): TipoSolicitud | '' {
  return (TIPOS_SOLICITUD as readonly string[]).includes(value ?? '') ? (value as TipoSolicitud) : '';
}

/** The kind of request and the application chosen by the link that opened the page. */
interface Preset {
  tipo: TipoSolicitud | '';
  postulacion: string;
}

function SolicitudForm({ area, preset, onCreated }: { area: Area; preset: Preset; onCreated: () => void }) {
  const { notify } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  // Null until loaded: the select is drawn with its options, so the application chosen by the link is selected.
  const [postulaciones, setPostulaciones] = useState<{ id: number; titulo: string; empresa: string }[] | null>(null);
  const tipoErrorId = useId();
  const form = useAppForm<Values, unknown, Body>({
    resolver: formResolver<Values, typeof solicitudBody>(solicitudBody),
    defaultValues: { tipo: preset.tipo, detalle: '', postulacion_id: preset.postulacion },
  });
  const { errors, isSubmitting } = form.formState;
  const tipo = form.watch('tipo');

  useEffect(() => {
    if (area !== 'postulantes') return;
    let live = true;
    void privacidad.postulacionesRevisables().then((res) => {
      if (live && res.state) setPostulaciones(res.data);
    });
    return () => {
      live = false;
    };
  }, [area]);

  async function onSubmit(body: Body) {
    setServerError(null);
    // The application only matters to a human review.
    const res = await privacidad.crearSolicitud({
      body: { ...body, postulacion_id: body.tipo === 'revision_humana' ? body.postulacion_id : null },
    });
    if (res.state) {
      notify(res.message, 'success');
      onCreated();
      return;
    }
    if (applyServerErrors(form, res, FIELDS).length === 0) setServerError(res.message);
  }

  return (
    <Form onSubmit={form.handleSubmit(onSubmit)} className="space-y-5" aria-label="Nueva solicitud">
      <fieldset aria-describedby={errors.tipo ? tipoErrorId : undefined}>
        <Legend required>¿Qué derecho quieres ejercer?</Legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {TIPOS_SOLICITUD.map((t) => (
            <label
              key={t}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                tipo === t
                  ? 'border-brand-600 bg-brand-50 dark:border-brand-100 dark:bg-slate-800'
                  : 'border-slate-300 hover:border-slate-400 dark:border-slate-600'
              } ${t === 'revision_humana' ? 'sm:col-span-2' : ''}`}
            >
              <input type="radio" value={t} {...form.register('tipo')} className="mt-1 size-4 shrink-0 accent-brand-700" />
              <span>
                <span className="block text-sm font-semibold text-slate-900 dark:text-white">{TIPO_SOLICITUD_TEXTO[t]}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{TIPO_SOLICITUD_AYUDA[t]}</span>
                <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                  Respuesta en {PLAZO_DIAS_HABILES[t]} días hábiles
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.tipo?.message && (
          <div className="mt-1">
            <ErrorText id={tipoErrorId}>{errors.tipo.message}</ErrorText>
          </div>
        )}
      </fieldset>
      {tipo === 'acceso' && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          ¿Solo quieres una copia de tus datos? Pídela al instante con «Descargar mis datos» en{' '}
          <Link to={area === 'empresas' ? paths.empresas.account : paths.postulantes.account} className={TEXT_LINK}>
            Mi cuenta
          </Link>
          .
        </p>
      )}
      {tipo === 'revision_humana' && area === 'postulantes' && postulaciones && (
        <SelectField
          label="Postulación que quieres que revisemos"
          placeholder="Ninguna en particular"
          error={errors.postulacion_id?.message}
          hint="El puntaje de afinidad de esa postulación lo revisará una persona de nuestro equipo."
          {...form.register('postulacion_id')}
        >
          {postulaciones.map((p) => (
            <option key={p.id} value={p.id}>
              {p.titulo} · {p.empresa}
            </option>
          ))}
        </SelectField>
      )}
      <TextareaField
        label="Cuéntanos qué necesitas"
        required
        rows={5}
        maxLength={SOLICITUD_DETALLE_MAX}
        showCount
        error={errors.detalle?.message}
        hint="Indica qué dato, para qué uso o qué decisión, y cómo quieres que lo resolvamos."
        {...form.register('detalle')}
      />
      <FormAlert>{serverError}</FormAlert>
      <button type="submit" disabled={isSubmitting} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
        {isSubmitting ? 'Enviando…' : 'Enviar solicitud'}
      </button>
    </Form>
  );
}

function SolicitudCard({ s }: { s: SolicitudVista }) {
  return (
    <li data-testid="mi-solicitud" className={PANEL}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">{TIPO_SOLICITUD_TEXTO[s.tipo]}</h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${ESTADO_CLASES[s.estado]}`}>
          {ESTADO_SOLICITUD_TEXTO[s.estado]}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Presentada el {formatDateTime(s.creado_en)}
        {s.estado === 'pendiente' && <> · te responderemos a más tardar el {formatDay(s.vence_el)}</>}
      </p>
      {s.postulacion && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Postulación: {s.postulacion.titulo} · {s.postulacion.empresa}
        </p>
      )}
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{s.detalle}</p>
      {s.respuesta && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
          <p className="font-semibold text-slate-900 dark:text-white">Nuestra respuesta ({formatDateTime(s.respondido_en)})</p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-800 dark:text-slate-200" data-testid="respuesta">
            {s.respuesta}
          </p>
          {s.motivo && (
            <p className="mt-1 break-words text-slate-800 dark:text-slate-200">
              <span className="font-semibold">Motivo:</span> {s.motivo}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

function MisSolicitudes({ reloadKey }: { reloadKey: number }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ items: SolicitudVista[]; totalPages: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void privacidad.solicitudes({ query: { page } }).then((res) => {
      if (!live) return;
      if (!res.state) setError(res.message);
      else {
        setError(null);
        setData({ items: res.data, totalPages: res.optional.total_pages });
      }
    });
    return () => {
      live = false;
    };
  }, [page, reloadKey]);

  if (error) return <FormAlert>{error}</FormAlert>;
  if (!data) return <SkeletonText lines={3} />;
  if (data.items.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Aún no presentaste solicitudes.</p>;
  return (
    <>
      <ul className="space-y-3">
        {data.items.map((s) => (
          <SolicitudCard key={s.id} s={s} />
        ))}
      </ul>
      {data.totalPages > 1 && (
        <Pagination
          className="mt-4"
          label="Páginas de solicitudes"
          currentPage={page}
          totalPages={data.totalPages}
          onPageChange={setPage}
        />
      )}
    </>
  );
}

export function DerechosPage({ area }: { area: Area }) {
  const [reloadKey, setReloadKey] = useState(0);
  const [params, setParams] = useSearchParams();
  // Read once: after a request is sent the next form starts empty.
  const [preset, setPreset] = useState<Preset>(() => ({ tipo: tipoDe(params.get('tipo')), postulacion: params.get('postulacion') ?? '' }));
  const account = area === 'empresas' ? paths.empresas.account : paths.postulantes.account;
  return (
    <div className="max-w-3xl">
      <BackLink to={account}>{area === 'empresas' ? 'Ir a mi cuenta' : 'Regresar'}</BackLink>
      <PageTitle subtitle="Ley N° 29733, Ley de Protección de Datos Personales.">Tus derechos sobre tus datos</PageTitle>
      <section aria-labelledby="nueva-solicitud" className={PANEL}>
        <h2 id="nueva-solicitud" className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
          <Icon name="shield" className="size-5 text-brand-700 dark:text-brand-100" />
          Nueva solicitud
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">
          Puedes acceder a tus datos, rectificarlos, pedir su cancelación u oponerte a un uso, y pedir que una persona revise un puntaje
          calculado automáticamente. Es gratis; contamos el plazo en días hábiles desde el día siguiente y te avisamos por correo.{' '}
          <Link to={`${paths.privacy}#derechos`} className={TEXT_LINK}>
            Política de privacidad
          </Link>
        </p>
        {/* A new, empty form after each request (the kind chosen by a link applies to the first one only). */}
        <SolicitudForm
          key={reloadKey}
          area={area}
          preset={preset}
          onCreated={() => {
            setPreset({ tipo: '', postulacion: '' });
            setParams({}, { replace: true });
            setReloadKey((k) => k + 1);
          }}
        />
      </section>
      <section aria-labelledby="mis-solicitudes" className="mt-6">
        <h2 id="mis-solicitudes" className="mb-3 text-lg font-bold text-slate-900 dark:text-white">
          Mis solicitudes
        </h2>
        <MisSolicitudes reloadKey={reloadKey} />
      </section>
    </div>
  );
}
