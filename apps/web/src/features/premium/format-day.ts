import { once } from '@practiperu/shared/once';
const DAY = once(() => new Intl.DateTimeFormat('es-PE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** '9 de abril de 2027' of a 'YYYY-MM-DD' Lima day (read as that calendar day, whatever the browser's zone). */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : DAY().format(date);
}
