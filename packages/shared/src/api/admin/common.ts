/**
 * What the back office's calls share (docs/admin.md): path ids, `?page=`, optional query values, the rejection
 * reason, the `optional` of a page, and how dates travel.
 */
import { z } from '../../schemas/zod.ts';

export const ADMIN_MESSAGES = {
  id: 'El id debe ser un número entero positivo.',
  page: 'La página debe ser un número entero positivo.',
  motivoRequerido: 'Indique el motivo del rechazo',
  motivoCorto: 'El motivo debe tener al menos 5 caracteres',
  motivoLargo: 'Máximo 1000 caracteres',
} as const;

/** A PostgreSQL integer id: a larger number is no one's id, not a database error. */
export const positiveInt = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

/** `/:id` of a record. */
export const idParams = z.object({ id: positiveInt(ADMIN_MESSAGES.id) });

/** `?page=` (1 when absent or empty). */
export const page = z.preprocess(
  (v) => (v === '' ? undefined : v),
  positiveInt(ADMIN_MESSAGES.page).max(100_000, { error: ADMIN_MESSAGES.page }).default(1),
);

/** The query of a list that only pages. */
export const pageQuery = z.object({ page });

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

/** `optional` of a list: 20 a page. */
export const adminPageOptional = z.object({ current_page: z.number().int(), total_pages: z.number().int(), total: z.number().int() });

/** A date and time as ISO 8601 text (`toISOString()`). */
export const instante = z.string();
/** A calendar day, 'YYYY-MM-DD'. */
export const dia = z.string();
