/** The calls of the rights screens (docs/privacy.md) and the words they share: dates in Lima, file sizes. */
import { once } from '@practiperu/shared/once';
import { TIME_ZONE } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import type { TipoSolicitud } from '@practiperu/shared/privacidad';

export { privacidad } from '../../lib/api/privacidad';

export type Area = 'postulantes' | 'empresas';

const DATE_TIME = once(
  () =>
    new Intl.DateTimeFormat('es-PE', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    }),
);

/** '21 de noviembre de 2026, 15:05' (Lima, 24 hours: a sentence can end after it). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : DATE_TIME().format(d);
}

/** '12 KB', '1,4 MB'. */
export function formatBytes(bytes: number | null | undefined): string {
  if (!bytes) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('es-PE', { maximumFractionDigits: 1 })} MB`;
}

/** The rights page of an area, with a kind of request (and the application it is about) chosen in advance. */
export function derechosHref(area: Area, tipo?: TipoSolicitud, postulacion?: number): string {
  const base = area === 'empresas' ? paths.empresas.accountRights : paths.postulantes.accountRights;
  const query = new URLSearchParams();
  if (tipo) query.set('tipo', tipo);
  if (postulacion) query.set('postulacion', String(postulacion));
  const q = query.toString();
  return q ? `${base}?${q}` : base;
}
