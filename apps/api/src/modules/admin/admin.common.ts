/**
 * What every back-office area shares: the acting administrator, pages and the shape of paginated answers. The
 * requests' schemas (path ids, pages, the rejection reason) are declared with the calls, in
 * packages/shared/src/api/admin/. Contract: docs/admin.md.
 */
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../plugins/auth.ts';
import type { Actor } from './auditoria.repository.ts';

/** Page size of every back-office list (page sizes are the server's to choose). */
export const ADMIN_PAGE_SIZE = 20;

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
