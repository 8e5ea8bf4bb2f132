/**
 * `/admin/pagos`: featured-offer and premium payments (pending by default, the oldest first) with operation number,
 * method, amount, date and payer; validate (after a confirmation that repeats the declared amount and the price,
 * with a warning when they differ), or reject with a reason (common reasons to pick, or written). A decision
 * already taken answers "ya estaba…" (shown as information); the opposite decision is a 409 whose sentence is shown
 * on the payment.
 */
import { formatDay, formatSoles } from '@practiperu/shared/formato';
import { paths } from '@practiperu/shared/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/field';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import type { Answer } from '../../lib/api-contract';
import { adminPagos, ESTADO_PAGO_TEXT, formatDateTime, waitedText, type AdminPago } from './api';
import { Badge, BUTTON_SMALL, estadoTone, Facts, FilterTabs, MontoWarning, PagedList, PANEL, useAdminLoad, useQueryState } from './ui';
import { MOTIVOS_PAGO, ReasonModal } from './reason-modal';
import { ConfirmModal } from '../../components/confirm-modal';
import { TEXT_LINK } from '../../components/buttons';

const ESTADOS = [
  { value: '0', label: 'Pendientes' },
  { value: '1', label: 'Validados' },
  { value: '2', label: 'Rechazados' },
  { value: '3', label: 'Retirados' },
  { value: 'todos', label: 'Todos' },
];
const TIPOS = [
  { value: '', label: 'Destacados y premium' },
  { value: 'destacado', label: 'Avisos destacados' },
  { value: 'premium', label: 'Premium de postulantes' },
];

const BUTTON_VALIDATE =
  'inline-flex items-center justify-center gap-1.5 rounded-md bg-green-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-green-800 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

function PagoCard({ p, onChanged }: { p: AdminPago; onChanged: () => void }) {
  const { notify } = useToast();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const after = (res: Answer<unknown, { ya_decidido: boolean }>) => {
    if (res.state) {
      notify(res.message, res.optional.ya_decidido ? 'info' : 'success');
      setProblem(undefined);
      onChanged();
    } else setProblem(res.message);
  };
  const validate = async () => {
    setBusy(true);
    const res = await adminPagos.validar({ params: { id: p.id } });
    setBusy(false);
    setConfirming(false);
    after(res);
  };
  const payer = p.pagador ? `${p.pagador.nombres} ${p.pagador.apellidos}`.trim() || p.pagador.correo : 'Cuenta eliminada';

  return (
    <li data-testid="admin-pago" className={PANEL}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900 dark:text-white">
            {p.tipo === 'destacado' ? (p.oferta ? `Destacado: ${p.oferta.titulo}` : 'Destacado (oferta eliminada)') : 'Membresía premium'}
          </p>
          <p className="text-sm break-words text-slate-600 dark:text-slate-400">
            {p.empresa ? `${p.empresa.nombre} · RUC ${p.empresa.ruc}` : payer}
            {p.pagador && ` · ${p.pagador.correo}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={p.tipo === 'destacado' ? 'dorado' : 'azul'}>{p.tipo === 'destacado' ? 'Destacado' : 'Premium'}</Badge>
          <Badge tone={estadoTone(p.estado)}>{ESTADO_PAGO_TEXT[p.estado]}</Badge>
        </div>
      </div>
      <Facts
        items={[
          { label: 'N.º de operación', value: <span className="font-mono">{p.nro_operacion}</span> },
          { label: 'Método', value: p.metodo_pago },
          {
            label: 'Monto declarado',
            value: (
              <span className={p.monto_distinto ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>
                {formatSoles(p.monto, { centimos: true })}
                {p.monto_distinto && ` (precio: ${formatSoles(p.precio, { centimos: true })})`}
              </span>
            ),
          },
          { label: 'Enviado', value: `${formatDateTime(p.creado_en)}${p.estado === 0 ? ` (${waitedText(p.horas_esperando)})` : ''}` },
          { label: 'Pagó', value: payer },
          ...(p.decidido_en ? [{ label: 'Decidido', value: `${formatDateTime(p.decidido_en)} por ${p.decidido_por ?? '—'}` }] : []),
          ...(p.motivo ? [{ label: 'Motivo', value: p.motivo }] : []),
          ...(p.membresia
            ? [{ label: 'Membresía', value: `del ${formatDay(p.membresia.inicio)} al ${formatDay(p.membresia.expira_el)}` }]
            : []),
        ]}
      />
      {p.monto_distinto && p.estado === 0 && <MontoWarning monto={p.monto} precio={p.precio} className="mt-3" />}
      <FormAlert className="mt-3">{problem}</FormAlert>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {p.estado === 0 && (
          <>
            <button type="button" className={BUTTON_VALIDATE} disabled={busy} onClick={() => setConfirming(true)}>
              Validar pago
            </button>
            <button type="button" className={BUTTON_SMALL} onClick={() => setRejecting(true)}>
              Rechazar pago
            </button>
          </>
        )}
        {p.oferta && (
          <Link to={`${paths.admin.ofertas}/${p.oferta.id}`} className={`${TEXT_LINK} text-sm`}>
            Ver la oferta
          </Link>
        )}
      </div>
      <ConfirmModal
        open={confirming}
        title="¿Validar este pago?"
        confirmLabel="Sí, validar pago"
        cancelLabel="Cancelar"
        busy={busy}
        busyLabel="Validando…"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void validate()}
      >
        <div className="space-y-3 text-sm" data-testid="confirmar-validacion">
          <p>Valida solo si el pago figura en el extracto de Yape o del banco con estos datos:</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">N.º de operación</dt>
            <dd className="font-mono break-all">{p.nro_operacion}</dd>
            <dt className="font-semibold">Método</dt>
            <dd>{p.metodo_pago}</dd>
            <dt className="font-semibold">Monto declarado</dt>
            <dd className="tabular-nums">{formatSoles(p.monto, { centimos: true })}</dd>
            <dt className="font-semibold">Precio</dt>
            <dd className="tabular-nums">{formatSoles(p.precio, { centimos: true })}</dd>
          </dl>
          {p.monto_distinto && <MontoWarning monto={p.monto} precio={p.precio} />}
          <p>
            {p.tipo === 'destacado'
              ? 'La oferta quedará destacada desde ahora y la empresa recibirá un correo.'
              : 'El postulante tendrá su membresía Premium desde hoy y recibirá un correo.'}
          </p>
        </div>
      </ConfirmModal>
      <ReasonModal
        open={rejecting}
        title="Rechazar pago"
        intro={<p className="text-sm">Quien pagó recibirá un correo con el motivo (por ejemplo, que el número de operación no figura).</p>}
        motivos={MOTIVOS_PAGO}
        confirmLabel="Rechazar pago"
        onClose={() => setRejecting(false)}
        send={async (motivo) => {
          const res = await adminPagos.rechazar({ params: { id: p.id }, body: { motivo } });
          if (res.state || res.status === 409) {
            setRejecting(false);
            after(res);
          }
          return res;
        }}
      />
    </li>
  );
}

export function PagosPage() {
  const [params, set, page] = useQueryState();
  const estado = params.get('estado') ?? '0';
  const tipo = params.get('tipo') ?? '';
  const load = useAdminLoad(() => adminPagos.list({ query: { page, estado, tipo: tipo || undefined } }), [page, estado, tipo]);
  return (
    <div>
      <PageTitle subtitle="Compara el número de operación con el extracto de Yape o del banco antes de validar.">Pagos</PageTitle>
      <FilterTabs label="Estado del pago" options={ESTADOS} value={estado} onChange={(v) => set({ estado: v === '0' ? null : v })} />
      <FilterTabs label="Tipo de pago" options={TIPOS} value={tipo} onChange={(v) => set({ tipo: v || null })} />
      <PagedList load={load} label="Cargando los pagos…" onPage={(n) => set({ page: String(n) })} empty="No hay pagos con este filtro.">
        {(p) => <PagoCard key={p.id} p={p} onChanged={load.reload} />}
      </PagedList>
    </div>
  );
}
