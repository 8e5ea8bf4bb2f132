/**
 * What the back office's calls share (docs/admin.md): path ids, `?page=`, optional query values, the `optional` of a
 * page, and how dates travel. The rejection reason's body is in schemas/admin.ts.
 */
import { ADMIN_MESSAGES } from '../../admin.ts';
import { z } from '../../schemas/zod.ts';

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

/** `optional` of a list: 20 a page. */
export const adminPageOptional = z.object({ current_page: z.number().int(), total_pages: z.number().int(), total: z.number().int() });

/** A date and time as ISO 8601 text (`toISOString()`). */
export const instante = z.string();
/** A calendar day, 'YYYY-MM-DD'. */
export const dia = z.string();
