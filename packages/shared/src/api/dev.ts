/**
 * `/api/dev`: the development outbox (docs/decisions/008-jobs-and-mail.md), registered only outside production and
 * answering only to the machine itself.
 */
import { z } from '../schemas/zod.ts';
import { defineGroup } from './contract.ts';

/** A stored mail, as the outbox page shows it. */
export const outboxMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  /** ISO 8601. */
  created_at: z.string(),
});
export type OutboxMail = z.input<typeof outboxMail>;

export const devApi = defineGroup({
  prefix: '/dev',
  tag: 'dev',
  calls: {
    correos: {
      method: 'GET',
      path: '/correos',
      summary: 'Bandeja de correos de desarrollo (los 50 más recientes)',
      query: z.object({
        to: z
          .string({ error: 'El destinatario debe ser un texto.' })
          .trim()
          .max(255, 'Máximo 255 caracteres')
          .optional()
          .describe('Solo los correos enviados a esta dirección (sin importar mayúsculas)'),
      }),
      data: outboxMail,
    },
  },
});
export type DevApi = typeof devApi;
