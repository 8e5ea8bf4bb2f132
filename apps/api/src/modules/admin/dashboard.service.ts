/**
 * The back office's home: the offers waiting for review against the promise to review free offers within 48 hours, the
 * payments waiting for validation, and this week's counts (the week starts on Monday, 00:00 Lima).
 */
import { ROLE } from '@practiperu/shared/constants';
import { addDays, limaDayStart, limaToday } from '@practiperu/shared/dates';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import * as repo from './dashboard.repository.ts';
import { REVIEW_PROMISE_HOURS, createAdminOfertaService } from './ofertas.service.ts';
import type { Dashboard } from '@practiperu/shared/admin';

const HOUR_MS = 3_600_000;
const DASHBOARD_OFERTAS = 10;

/** Monday of the Lima week of `today` ('YYYY-MM-DD'). */
export function mondayOf(today: string): string {
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(today, -((dow + 6) % 7));
}

export function createAdminDashboardService(deps: {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'SUPPORT_WHATSAPP' | 'SUBVENCION_MINIMA'>;
}) {
  const { db } = deps;
  const ofertas = createAdminOfertaService(deps);

  async function get(): Promise<Dashboard> {
    const now = deps.now();
    const today = limaToday(now);
    const monday = mondayOf(today);
    const since = limaDayStart(monday);
    const [queue, late, pagos, nuevos, todos, ofertasNuevas, aprobadas, postulaciones, vigentes, empresasNuevas, empresas] =
      await Promise.all([
        ofertas.list({ page: 1, estado: 0 }),
        repo.countPendingOfertasSince(db, new Date(now.getTime() - REVIEW_PROMISE_HOURS * HOUR_MS)),
        repo.pendingPagos(db),
        repo.usersByRole(db, since),
        repo.usersByRole(db),
        repo.ofertasCreatedSince(db, since),
        repo.ofertasApprovedSince(db, since),
        repo.postulacionesSince(db, since),
        repo.openOfertas(db, today),
        repo.empresasYAsientos(db, since),
        repo.empresasYAsientos(db),
      ]);
    const n = (m: Record<number, number>, rol: number) => m[rol] ?? 0;
    return {
      ofertas_pendientes: {
        total: queue.total,
        fuera_de_plazo: late,
        promesa_horas: REVIEW_PROMISE_HOURS,
        items: queue.items.slice(0, DASHBOARD_OFERTAS),
      },
      pagos_pendientes: {
        total: pagos.destacado + pagos.premium,
        destacado: pagos.destacado,
        premium: pagos.premium,
        mas_antiguo_horas: pagos.mas_antiguo ? Math.floor((now.getTime() - pagos.mas_antiguo.getTime()) / HOUR_MS) : null,
      },
      semana: {
        desde: monday,
        usuarios: Object.values(nuevos).reduce((a, b) => a + b, 0),
        postulantes: n(nuevos, ROLE.POSTULANTE),
        // Companies (their holders' accounts); a seat of a team is counted apart, not as a company.
        empresas: empresasNuevas.empresas,
        asientos: empresasNuevas.asientos,
        administradores: n(nuevos, ROLE.ADMIN),
        ofertas: ofertasNuevas,
        ofertas_aprobadas: aprobadas,
        postulaciones,
      },
      totales: {
        postulantes: n(todos, ROLE.POSTULANTE),
        empresas: empresas.empresas,
        asientos: empresas.asientos,
        administradores: n(todos, ROLE.ADMIN),
        ofertas_vigentes: vigentes,
      },
    };
  }

  return { get };
}

export type { Dashboard };
