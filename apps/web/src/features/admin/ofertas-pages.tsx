/**
 * The review queue (`/admin/ofertas`) and one offer (`/admin/ofertas/{id}`): the offer as applicants will read it
 * (the company area's labels, logo fallback and HTML rendering), its payments, and the decision — approve, or reject
 * with a required reason that the company sees in 'Motivo de rechazo'.
 */
import { formatSoles, plazoOferta } from '@practiperu/shared/formato';
import { paths } from '@practiperu/shared/paths';
import { jornadaTexto } from '@practiperu/shared/ley28518';
import { ORGANIZADOR_EXTERNO } from '@practiperu/shared/postulacion';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../components/field';
import { HtmlContent } from '../../components/html-content';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { BackLink } from '../../components/back-link';
import { OfertaLabels, OrgLogo } from '../ofertas';
import type { Answer } from '../../lib/api-contract';
import {
  adminOfertas,
  ESTADO_OFERTA_TEXT,
  ESTADO_PAGO_TEXT,
  formatDateTime,
  waitedText,
  type AdminOfertaCard,
  type AdminOfertaDetalle,
} from './api';
import {
  Badge,
  estadoTone,
  Facts,
  FilterTabs,
  LoadState,
  MontoWarning,
  PagedList,
  PANEL,
  SearchForm,
  useAdminLoad,
  useQueryState,
} from './ui';
import { MOTIVOS_OFERTA, ReasonModal } from './reason-modal';
import { BUTTON_DANGER, BUTTON_PRIMARY, TEXT_LINK } from '../../components/buttons';
import { cuenta } from '../../lib/plural';

const ESTADOS = [
  { value: '0', label: 'Pendientes' },
  { value: '1', label: 'Aprobadas' },
  { value: '2', label: 'Rechazadas' },
  { value: 'todas', label: 'Todas' },
];

function WaitBadge({ o }: { o: AdminOfertaCard }) {
  if (o.estado !== 0) return null;
  return o.fuera_de_plazo ? (
    <Badge tone="rojo">Fuera de plazo · {waitedText(o.horas_esperando)}</Badge>
  ) : (
    <Badge tone="ambar">Quedan {o.horas_restantes} h</Badge>
  );
}

function OfertaRow({ o }: { o: AdminOfertaCard }) {
  return (
    <li
      data-testid="admin-oferta"
      className={`${PANEL} flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between ${o.fuera_de_plazo ? 'border-red-300 dark:border-red-800' : ''}`}
    >
      <div className="min-w-0">
        <Link to={`${paths.admin.ofertas}/${o.id}`} className={`${TEXT_LINK} break-words`}>
          {o.titulo}
        </Link>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {o.empresa ? `${o.empresa.nombre} · RUC ${o.empresa.ruc}` : 'Sin empresa'} · enviada {formatDateTime(o.creado_en)}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {/* An offer that never opened says so in a sentence of its own. */}
          {plazoOferta(o).label === 'Postulaciones' ? plazoOferta(o).texto : `${plazoOferta(o).label} ${plazoOferta(o).texto}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5 sm:justify-end">
        <Badge tone={estadoTone(o.estado)}>{ESTADO_OFERTA_TEXT[o.estado]}</Badge>
        {o.tipo === 1 && (
          <Badge tone="dorado">
            Destacada · pago {o.estado_pago === null ? 'sin enviar' : ESTADO_PAGO_TEXT[o.estado_pago]?.toLowerCase()}
          </Badge>
        )}
        <WaitBadge o={o} />
        {o.plazo_vencido && <Badge tone="gris">Plazo vencido</Badge>}
      </div>
    </li>
  );
}

export function OfertasQueuePage() {
  const [params, set, page] = useQueryState();
  const estado = params.get('estado') ?? '0';
  const q = params.get('q') ?? '';
  const load = useAdminLoad(
    () => adminOfertas.list({ query: { page, estado: estado === 'todas' ? undefined : estado, q: q || undefined } }),
    [page, estado, q],
  );
  return (
    <div>
      <PageTitle subtitle="Las pendientes primero, las que esperan más arriba. La promesa es revisarlas en 48 horas.">
        Revisión de ofertas
      </PageTitle>
      <FilterTabs label="Estado" options={ESTADOS} value={estado} onChange={(v) => set({ estado: v === '0' ? null : v })} />
      <SearchForm
        label="Buscar por título, empresa o RUC"
        q={q}
        onSearch={(v) => set({ q: v })}
        className="mb-4 flex flex-wrap items-end gap-2"
        fieldClassName="min-w-0 flex-1"
      />
      <PagedList
        load={load}
        label="Cargando las ofertas…"
        onPage={(p) => set({ page: String(p) })}
        empty="No hay ofertas con este filtro."
        count={(total) => cuenta(total, 'oferta')}
      >
        {(o) => <OfertaRow key={o.id} o={o} />}
      </PagedList>
    </div>
  );
}

function place(o: AdminOfertaDetalle): string {
  const where = [o.distrito, o.provincia, o.region].filter(Boolean).join(', ');
  return [o.modalidad_tiempo, where].filter(Boolean).join(' · ') || '—';
}

/**
 * Why 'Aprobar oferta' cannot be used now (the API would answer 409 with the same reasons, decision 012), or null.
 */
function approvalBlocked(o: AdminOfertaDetalle): string | null {
  if (o.plazo_vencido)
    return 'No se puede aprobar: el plazo para postular ya venció. Recházala indicando a la empresa que la duplique con una nueva fecha.';
  if (o.tipo === 1 && o.estado_pago === null)
    return 'No se puede aprobar todavía: es una oferta destacada y la empresa aún no envió el pago. Se podrá aprobar cuando lo envíe (o si cancela el destacado).';
  if (o.tipo === 1 && o.estado_pago === 2)
    return 'No se puede aprobar todavía: es una oferta destacada y su pago fue rechazado. Se podrá aprobar cuando la empresa envíe un pago nuevo (o si cancela el destacado).';
  return null;
}

function Detail({ o, reload }: { o: AdminOfertaDetalle; reload: () => void }) {
  const { notify } = useToast();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [now] = useState(() => new Date());
  const blocked = approvalBlocked(o);
  const pagoPendiente = o.pagos.find((p) => p.estado === 0);

  const after = (res: Answer<unknown, { ya_decidida: boolean }>) => {
    if (res.state) {
      notify(res.message, res.optional.ya_decidida ? 'info' : 'success');
      setProblem(undefined);
      reload();
    } else setProblem(res.message);
  };
  const approve = async () => {
    setBusy(true);
    after(await adminOfertas.aprobar({ params: { id: o.id } }));
    setBusy(false);
  };

  return (
    <>
      <div className={`${PANEL} mb-4`}>
        <h2 className="sr-only">Decisión</h2>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={estadoTone(o.estado)}>{ESTADO_OFERTA_TEXT[o.estado]}</Badge>
            {o.estado === 0 && (
              <span className="text-sm text-slate-700 dark:text-slate-300">
                Enviada {waitedText(o.horas_esperando)} ·{' '}
                {o.fuera_de_plazo ? (
                  <strong className="text-red-700 dark:text-red-300">fuera de la promesa de 48 horas</strong>
                ) : (
                  `quedan ${o.horas_restantes} h de la promesa de 48 horas`
                )}
              </span>
            )}
          </div>
          {o.estado === 0 && (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={BUTTON_PRIMARY}
                disabled={busy || blocked !== null}
                aria-describedby={blocked ? 'aprobar-bloqueada' : undefined}
                onClick={() => void approve()}
              >
                Aprobar oferta
              </button>
              <button type="button" className={BUTTON_DANGER} onClick={() => setRejecting(true)}>
                Rechazar
              </button>
            </div>
          )}
        </div>
        {o.estado === 0 && blocked && (
          <p id="aprobar-bloqueada" className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="aprobar-bloqueada">
            {blocked}
          </p>
        )}
        {o.estado === 2 && o.mensaje_rechazado && (
          <p className="mt-3 text-sm">
            <strong>Motivo de rechazo:</strong> {o.mensaje_rechazado}
          </p>
        )}
        <FormAlert className="mt-3">{problem}</FormAlert>
      </div>

      {o.ley_28518 && <Ley28518Checks chequeos={o.ley_28518} />}

      <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <p className="mb-4 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          Así la verán los postulantes
        </p>
        <div className="flex items-center gap-4">
          <OrgLogo url={null} name={o.empresa?.nombre ?? ORGANIZADOR_EXTERNO} size="size-16" />
          <div className="min-w-0">
            <p className="font-semibold text-slate-900 dark:text-white">{o.empresa?.nombre ?? 'Oferta informativa'}</p>
            {o.empresa && (
              <p className="text-sm break-words text-slate-600 dark:text-slate-400">
                RUC {o.empresa.ruc} · {o.empresa.correo}
              </p>
            )}
          </div>
        </div>
        <h2 className="mt-5 text-2xl font-bold break-words text-slate-900 dark:text-white">{o.titulo}</h2>
        <div className="mt-3 mb-5 space-y-4">
          <OfertaLabels oferta={o} now={now} />
          <Facts
            items={[
              { label: 'Lugar', value: place(o) },
              { label: plazoOferta(o, now).label, value: plazoOferta(o, now).texto },
              { label: 'Modalidad', value: o.modalidad === 'PROFESIONAL' ? 'Prácticas profesionales' : 'Prácticas preprofesionales' },
              { label: 'Horario', value: o.horario || '—' },
              {
                label: 'Jornada',
                value: o.horas_dia !== null && o.dias_semana !== null ? jornadaTexto(o.horas_dia, o.dias_semana) : '—',
              },
              {
                label: 'Subvención',
                value: o.salario ? `${formatSoles(o.salario, { centimos: true })}${o.mostrar_salario ? '' : ' (no se muestra)'}` : '—',
              },
              { label: 'Vacantes', value: o.nro_plazas ?? '—' },
              { label: 'Nivel', value: o.niveles.map((n) => n.nombre).join(', ') || '—' },
              { label: 'Postulantes', value: o.total_postulantes },
            ]}
          />
        </div>
        <HtmlContent html={o.texto} className="border-t border-slate-200 pt-5 dark:border-slate-800" />
      </article>

      {o.pagos.length > 0 && (
        <section aria-labelledby="pagos-oferta" className={`${PANEL} mt-4`}>
          <h2 id="pagos-oferta" className="mb-2 text-lg font-bold text-slate-900 dark:text-white">
            Pagos del destacado
          </h2>
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {o.pagos.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  N.º {p.nro_operacion} · {p.metodo_pago} · {formatSoles(p.monto, { centimos: true })} · {formatDateTime(p.creado_en)}
                  {p.motivo && ` · Motivo: ${p.motivo}`}
                  {p.monto_distinto && p.estado === 0 && <MontoWarning monto={p.monto} precio={p.precio} className="mt-1.5" />}
                </div>
                <span className="flex items-center gap-2">
                  <Badge tone={estadoTone(p.estado)}>{ESTADO_PAGO_TEXT[p.estado]}</Badge>
                  {p.estado === 0 && (
                    <Link to={`${paths.admin.pagos}?tipo=destacado`} className={TEXT_LINK}>
                      Ir a pagos
                    </Link>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ReasonModal
        open={rejecting}
        title="Rechazar oferta"
        intro={
          <div className="space-y-2 text-sm">
            <p>La empresa recibirá un correo con el motivo y lo verá en «Motivo de rechazo».</p>
            {pagoPendiente && (
              <p className="rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
                El pago pendiente del destacado (N.º {pagoPendiente.nro_operacion}, {formatSoles(pagoPendiente.monto, { centimos: true })})
                también se rechazará con este motivo: el mismo correo se lo dirá a la empresa.
              </p>
            )}
          </div>
        }
        motivos={MOTIVOS_OFERTA}
        confirmLabel={pagoPendiente ? 'Rechazar oferta y pago' : 'Rechazar oferta'}
        onClose={() => setRejecting(false)}
        send={async (motivo) => {
          const res = await adminOfertas.rechazar({ params: { id: o.id }, body: { motivo } });
          if (res.state || res.status === 409) {
            setRejecting(false);
            after(res);
          }
          return res;
        }}
      />
    </>
  );
}

export function OfertaReviewPage() {
  const { id = '' } = useParams();
  const load = useAdminLoad(() => adminOfertas.detail({ params: { id } }), [id]);
  const title = load.res?.data[0]?.titulo;
  return (
    <div className="max-w-4xl">
      <BackLink to={paths.admin.ofertas}>Volver a la revisión de ofertas</BackLink>
      <PageTitle documentTitle={title ?? 'Revisar oferta'}>Revisar oferta</PageTitle>
      <LoadState load={load} label="Cargando la oferta…">
        {(res) => (res.data[0] ? <Detail o={res.data[0]} reload={load.reload} /> : null)}
      </LoadState>
    </div>
  );
}

/** The law's three checks on the offer, as the API computed them: what the reviewer confirms before approving. */
function Ley28518Checks({ chequeos }: { chequeos: NonNullable<AdminOfertaDetalle['ley_28518']> }) {
  const cumple = chequeos.every((c) => c.cumple);
  return (
    <section aria-labelledby="ley-28518" className={`${PANEL} mb-4`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ley-28518" className="text-lg font-bold text-slate-900 dark:text-white">
          Ley 28518
        </h2>
        <Badge tone={cumple ? 'verde' : 'rojo'}>{cumple ? 'Cumple' : 'No cumple'}</Badge>
      </div>
      <ul className="mt-2 space-y-2 text-sm">
        {chequeos.map((c) => (
          <li key={c.regla} className="flex items-start gap-2">
            <Icon
              name={c.cumple ? 'check' : 'warning'}
              className={`mt-0.5 size-4 shrink-0 ${c.cumple ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
            />
            <span>
              <strong>{c.titulo}:</strong> {c.cumple ? '' : 'no cumple. '}
              {c.detalle}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
