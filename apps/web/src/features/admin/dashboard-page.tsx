import { formatDay } from '@practiperu/shared/formato';
/**
 * `/admin/`: what needs doing now (offers waiting against the 48-hour promise, payments to validate) and the week's
 * numbers, with links into the queues (`GET admin/dashboard`).
 */
import { paths } from '@practiperu/shared/paths';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import { adminDashboard, waitedText, type Dashboard } from './api';
import { Badge, LoadState, PANEL, useAdminLoad } from './ui';
import { TEXT_LINK } from '../../components/buttons';
import { cuenta } from '../../lib/plural';

function Stat({ label, value, hint }: { label: string; value: number | string; hint?: string }) {
  return (
    <div className={PANEL}>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
    </div>
  );
}

function Body({ d }: { d: Dashboard }) {
  const op = d.ofertas_pendientes;
  const pp = d.pagos_pendientes;
  return (
    <div className="space-y-6">
      <section aria-labelledby="pendientes" className="grid gap-4 sm:grid-cols-2">
        <h2 id="pendientes" className="sr-only">
          Pendientes
        </h2>
        <Link to={`${paths.admin.ofertas}?estado=0`} className={`${PANEL} block hover:border-brand-400`} data-testid="dash-ofertas">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
            <Icon name="briefcase" className="size-5" /> Ofertas por revisar
          </p>
          <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums dark:text-white">{op.total}</p>
          <p
            className={`mt-1 text-sm ${op.fuera_de_plazo ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
          >
            {op.fuera_de_plazo
              ? `${op.fuera_de_plazo} ${op.fuera_de_plazo === 1 ? 'espera' : 'esperan'} más de ${op.promesa_horas} horas`
              : `Todas dentro de la promesa de ${op.promesa_horas} horas`}
          </p>
        </Link>
        <Link to={paths.admin.pagos} className={`${PANEL} block hover:border-brand-400`} data-testid="dash-pagos">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
            <Icon name="star" className="size-5" /> Pagos por validar
          </p>
          <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums dark:text-white">{pp.total}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {pp.destacado} destacados · {pp.premium} premium
            {pp.mas_antiguo_horas !== null && ` · el más antiguo ${waitedText(pp.mas_antiguo_horas)}`}
          </p>
        </Link>
      </section>

      <section aria-labelledby="cola" className={PANEL}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="cola" className="text-lg font-bold text-slate-900 dark:text-white">
            Esperan más tiempo
          </h2>
          <Link to={`${paths.admin.ofertas}?estado=0`} className={TEXT_LINK}>
            Ver la cola completa
          </Link>
        </div>
        {op.items.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">No hay ofertas pendientes.</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {op.items.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <div className="min-w-0">
                  <Link to={`${paths.admin.ofertas}/${o.id}`} className={`${TEXT_LINK} break-words`}>
                    {o.titulo}
                  </Link>
                  <p className="text-sm text-slate-600 dark:text-slate-400">{o.empresa?.nombre ?? 'Sin empresa'}</p>
                </div>
                <span className="flex items-center gap-2 text-sm">
                  <span className="text-slate-700 dark:text-slate-300">{waitedText(o.horas_esperando)}</span>
                  {o.fuera_de_plazo ? <Badge tone="rojo">Fuera de plazo</Badge> : <Badge tone="ambar">Quedan {o.horas_restantes} h</Badge>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="semana">
        <h2 id="semana" className="mb-3 text-lg font-bold text-slate-900 dark:text-white">
          Esta semana{' '}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">(desde el lunes {formatDay(d.semana.desde)})</span>
        </h2>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Stat
            label="Usuarios nuevos"
            value={d.semana.usuarios}
            hint={[
              cuenta(d.semana.postulantes, 'postulante'),
              cuenta(d.semana.empresas, 'empresa'),
              ...(d.semana.asientos > 0 ? [cuenta(d.semana.asientos, 'asiento de equipo', 'asientos de equipo')] : []),
              // Every part of the total is named, so the parts add up to it.
              ...(d.semana.administradores > 0 ? [cuenta(d.semana.administradores, 'administrador', 'administradores')] : []),
            ].join(' · ')}
          />
          <Stat label="Ofertas creadas" value={d.semana.ofertas} />
          <Stat label="Ofertas aprobadas" value={d.semana.ofertas_aprobadas} />
          <Stat label="Postulaciones" value={d.semana.postulaciones} />
        </div>
      </section>

      <section aria-labelledby="totales">
        <h2 id="totales" className="mb-3 text-lg font-bold text-slate-900 dark:text-white">
          Totales
        </h2>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Stat label="Postulantes" value={d.totales.postulantes} />
          {/* Companies, not their accounts: a colleague's seat in a company's team is counted apart. */}
          <Stat
            label="Empresas"
            value={d.totales.empresas}
            hint={d.totales.asientos > 0 ? `y ${cuenta(d.totales.asientos, 'asiento de equipo', 'asientos de equipo')}` : undefined}
          />
          <Stat label="Ofertas vigentes" value={d.totales.ofertas_vigentes} />
          <Stat label="Administradores" value={d.totales.administradores} />
        </div>
      </section>
    </div>
  );
}

export function DashboardPage() {
  const load = useAdminLoad(() => adminDashboard.get(), []);
  return (
    <div>
      <PageTitle subtitle="Lo que espera una decisión y las cifras de la semana.">Panel de administración</PageTitle>
      <LoadState load={load} label="Cargando el panel…">
        {(res) => (res.data[0] ? <Body d={res.data[0]} /> : null)}
      </LoadState>
    </div>
  );
}
