/** How the CV writes its dates and values (Spanish month names with 'Setiembre'; whatsapp with +51). */
import { MONTHS } from '@practiperu/shared/constants';

const monthIndex = (iso: string) => Number(iso.slice(5, 7)) - 1;

/** '2024-09-01' → 'Setiembre 2024'. */
export function monthYear(iso: string | null | undefined): string {
  if (!iso || !/^\d{4}-\d{2}/.test(iso)) return '';
  return `${MONTHS[monthIndex(iso)] ?? ''} ${iso.slice(0, 4)}`.trim();
}

/** '2023-01-01' → '2023'. */
export function yearOf(iso: string | null | undefined): string {
  return iso && /^\d{4}/.test(iso) ? iso.slice(0, 4) : '';
}

/** 'Setiembre 2024 – Actualidad', 'Abril 2024 – Diciembre 2024'. */
export function period(item: { fecha_inicio: string; fecha_salida: string | null; sigo_aqui: number }): string {
  const end = item.sigo_aqui === 1 ? 'Actualidad' : monthYear(item.fecha_salida);
  return end ? `${monthYear(item.fecha_inicio)} – ${end}` : monthYear(item.fecha_inicio);
}

/** '987654321' → '+51 987 654 321'. */
export function whatsappText(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 9 ? `+51 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : `+51 ${value}`;
}

/** 'YYYY-MM' of a stored month ('2024-09-01' → '2024-09'), '' when none. */
export function toMonthValue(iso: string | null | undefined): string {
  return iso && /^\d{4}-\d{2}/.test(iso) ? iso.slice(0, 7) : '';
}
