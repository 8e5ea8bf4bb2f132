/**
 * The applicant assistant's requests (docs/assistant.md): the query, the result filters and the export query. The API
 * checks with these; the limits, texts and answer shapes are in asistente.ts.
 */
import { ASISTENTE_MESSAGES, ASISTENTE_PROMPT_MAX, ASISTENTE_PROMPT_MIN } from '../asistente.ts';
import { numeroOTexto } from './numero.ts';
import { z } from './zod.ts';

// ------------------------------------------------------------------ requests

const ID_MESSAGE = 'El id debe ser un número entero positivo.';
// A number, or its digits as a query string or a form sends it; never a boolean, a list or an object (coerced, `true`
// was the offer 1).
const idSchema = z.preprocess(
  (v) => (v === null || v === undefined ? Number.NaN : numeroOTexto(v)),
  z.coerce
    .number({ error: ID_MESSAGE })
    .int({ error: ID_MESSAGE })
    .positive({ error: ID_MESSAGE })
    .max(2_147_483_647, { error: ID_MESSAGE }),
);

/** `POST llm/query` (and `llm/dev/query`). */
export const asistenteQuerySchema = z.object({
  id_oferta: idSchema,
  prompt: z
    .string({
      error: (iss) => (iss.input === undefined || iss.input === null ? ASISTENTE_MESSAGES.promptCorto : ASISTENTE_MESSAGES.promptNoTexto),
    })
    .trim()
    .min(ASISTENTE_PROMPT_MIN, { error: ASISTENTE_MESSAGES.promptCorto })
    .max(ASISTENTE_PROMPT_MAX, { error: ASISTENTE_MESSAGES.promptLargo }),
});
export type AsistenteQueryInput = z.input<typeof asistenteQuerySchema>;

const flag = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()], {
    error: 'Debe ser 1 o 0 (o true o false).',
  })
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === true);

const PAGINA_ASISTENTE = 'La página debe ser un número entero positivo.';

/** The discarded, pending and finalists toggles of the results (and of the exports). None set = every result. */
export const asistenteFiltrosSchema = z.object({
  discard: flag,
  pending: flag,
  finalist: flag,
});
export type AsistenteFiltros = z.output<typeof asistenteFiltrosSchema>;

/** `GET llm/results?id_historial=&page=&discard=&pending=&finalist=` (and `llm/dev/results`). */
export const asistenteResultsQuerySchema = asistenteFiltrosSchema.extend({
  id_historial: idSchema,
  page: z.coerce
    .number({ error: PAGINA_ASISTENTE })
    .int({ error: PAGINA_ASISTENTE })
    .min(1, { error: PAGINA_ASISTENTE })
    .max(100_000, { error: PAGINA_ASISTENTE })
    .default(1),
});

/** `GET llm/exportExcel/{id_oferta}` and `llm/exportCSV/{id_oferta}` (discard, finalist, id_historial). */
export const asistenteExportQuerySchema = asistenteFiltrosSchema.extend({ id_historial: idSchema });
