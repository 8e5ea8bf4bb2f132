/**
 * `/api/dev`: the development outbox (docs/decisions/008-jobs-and-mail.md) and the run of a scheduled job on demand,
 * registered only outside production and answering only to the machine itself.
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
  /** Files sent with it (an interview's calendar invitation), as text. */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), content: z.string() })).optional(),
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
    recordatoriosGuardadas: {
      method: 'POST',
      path: '/recordatoriosGuardadas',
      summary:
        'Ejecuta ahora la corrida diaria de recordatorios de ofertas guardadas de un día de Lima {dia: AAAA-MM-DD, hoy si falta}: data[0].postulantes = cuántos recibirán un correo',
      body: z.object({
        dia: z
          .string({ error: 'El día debe tener la forma AAAA-MM-DD.' })
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'El día debe tener la forma AAAA-MM-DD.')
          .optional(),
      }),
      data: z.object({ dia: z.string(), postulantes: z.number() }),
    },
    resumenPostulantes: {
      method: 'POST',
      path: '/resumenPostulantes',
      summary:
        'Ejecuta ahora el resumen diario de nuevos postulantes a las empresas {dia: AAAA-MM-DD, hoy si falta}: data[0].asientos = cuántos asientos tienen postulaciones por contar',
      body: z.object({
        dia: z
          .string({ error: 'El día debe tener la forma AAAA-MM-DD.' })
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'El día debe tener la forma AAAA-MM-DD.')
          .optional(),
      }),
      data: z.object({ dia: z.string(), asientos: z.number() }),
    },
    recordatorioEntrevistas: {
      method: 'POST',
      path: '/recordatorioEntrevistas',
      summary:
        'Ejecuta ahora el recordatorio de entrevistas de un día de Lima {dia: AAAA-MM-DD, hoy si falta}: avisa de las entrevistas confirmadas del día siguiente; data[0].entrevistas = cuántas se recordaron',
      body: z.object({
        dia: z
          .string({ error: 'El día debe tener la forma AAAA-MM-DD.' })
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'El día debe tener la forma AAAA-MM-DD.')
          .optional(),
      }),
      data: z.object({ dia: z.string(), entrevistas: z.number() }),
    },
  },
});
export type DevApi = typeof devApi;
