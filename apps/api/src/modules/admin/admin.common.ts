/**
 * What every back-office area shares: the acting administrator, path ids, pages, the rejection reason, and the
 * shape of paginated answers. Contract: docs/admin.md.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.ts';
import type { Actor } from './auditoria.repository.ts';

/** Page size of every back-office list (page sizes are the server's to choose). */
export const ADMIN_PAGE_SIZE = 20;

export const ADMIN_MESSAGES = {
  id: 'El id debe ser un número entero positivo.',
  page: 'La página debe ser un número entero positivo.',
  motivoRequerido: 'Indique el motivo del rechazo',
  motivoCorto: 'El motivo debe tener al menos 5 caracteres',
  motivoLargo: 'Máximo 1000 caracteres',
} as const;

const positiveInt = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

export const idParams = z.object({ id: positiveInt(ADMIN_MESSAGES.id) });

/** `?page=` (1 when absent or empty). */
export const page = z.preprocess(
  (v) => (v === '' ? undefined : v),
  positiveInt(ADMIN_MESSAGES.page).max(100_000, { error: ADMIN_MESSAGES.page }).default(1),
);

/** An optional query value: an empty string is absent. */
export function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
}

/** Why an offer or a payment is rejected: shown to the company or the applicant, so it must say something. */
export const motivoSchema = z.object({
  motivo: z
    .string({ error: ADMIN_MESSAGES.motivoRequerido })
    .trim()
    .min(1, ADMIN_MESSAGES.motivoRequerido)
    .min(5, ADMIN_MESSAGES.motivoCorto)
    .max(1000, ADMIN_MESSAGES.motivoLargo),
});

export function actorOf(request: FastifyRequest): Actor {
  const user = sessionOf(request).user;
  return { id: user.id, correo: user.email };
}

export interface Pagina<T> {
  items: T[];
  current_page: number;
  total_pages: number;
  total: number;
}

export function pagina<T>(items: T[], total: number, current: number): Pagina<T> {
  return { items, current_page: current, total_pages: Math.ceil(total / ADMIN_PAGE_SIZE), total };
}

export function offsetOf(current: number): number {
  return (current - 1) * ADMIN_PAGE_SIZE;
}

/** The envelope's `optional` of a page. */
export function pageInfo(p: Pagina<unknown>) {
  return { current_page: p.current_page, total_pages: p.total_pages, total: p.total };
}

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** Soles from céntimos (pago.monto_centimos). */
export const soles = (centimos: number): number => centimos / 100;

/** `%term%` for ILIKE with the user's wildcards taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
