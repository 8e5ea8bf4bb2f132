/**
 * Development outbox (docs/decisions/008-jobs-and-mail.md): `GET /api/dev/correos?to=` lists the mails the platform
 * stored, so the registration and recovery flows work on a fresh clone without SMTP. Its mails hold password-reset
 * links, so it answers only outside production and only to this machine: the connection comes from a loopback address
 * and no proxy forwarded it (a proxy on the same machine would otherwise open it to anyone). Registered only outside
 * production (app.ts); the handler refuses in production as well, in case it is ever registered there.
 *
 * `POST /api/dev/recordatoriosGuardadas {dia}` runs the saved-offer reminder of a Lima day now, under the same guard:
 * the journeys use it to see the reminder arrive without waiting for 08:00 or moving the clock.
 *
 * `POST /api/dev/resumenPostulantes {dia}` likewise runs the companies' daily digest of new applicants now.
 *
 * `POST /api/dev/recordatorioEntrevistas {dia}` likewise runs the day-before reminder of interviews now.
 */
import { devApi } from '@practiperu/shared/api/dev';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limaToday, validIsoDate } from '@practiperu/shared/dates';
import { desc, sql } from 'drizzle-orm';
import { correo } from '../../db/schema/index.ts';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError, MESSAGES, fieldError } from '../../lib/errors.ts';
import { isLocalRequest } from '../../lib/local-request.ts';

export const DEV_OUTBOX_MAX = 50;

export async function devRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(devApi, 'correos'),
    handler: async (request) => {
      if (app.config.isProduction || !isLocalRequest(request)) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      const to = request.query.to;
      const rows = await app.db
        .select()
        .from(correo)
        .where(to ? sql`lower(${correo.para}) = lower(${to})` : undefined)
        .orderBy(desc(correo.creado_en), desc(correo.id))
        .limit(DEV_OUTBOX_MAX);
      return ok(
        rows.map((row) => ({
          to: row.para,
          subject: row.asunto,
          text: row.texto,
          html: row.html,
          links: row.enlaces,
          ...(row.adjuntos
            ? { attachments: row.adjuntos.map((a) => ({ filename: a.nombre, content_type: a.tipo, content: a.contenido })) }
            : {}),
          created_at: row.creado_en.toISOString(),
        })),
      );
    },
  });

  r.route({
    ...routeOf(devApi, 'recordatoriosGuardadas'),
    handler: async (request) => {
      if (app.config.isProduction || !isLocalRequest(request)) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      const dia = request.body.dia ?? limaToday(app.now());
      if (!validIsoDate(dia)) throw fieldError('dia', 'El día debe tener la forma AAAA-MM-DD.');
      const postulantes = await app.services.ofertaGuardada.enqueueDue(dia);
      return ok([{ dia, postulantes }]);
    },
  });

  r.route({
    ...routeOf(devApi, 'resumenPostulantes'),
    handler: async (request) => {
      if (app.config.isProduction || !isLocalRequest(request)) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      const dia = request.body.dia ?? limaToday(app.now());
      if (!validIsoDate(dia)) throw fieldError('dia', 'El día debe tener la forma AAAA-MM-DD.');
      const asientos = await app.services.avisosPostulantes.enqueueDue(dia);
      return ok([{ dia, asientos }]);
    },
  });

  r.route({
    ...routeOf(devApi, 'recordatorioEntrevistas'),
    handler: async (request) => {
      if (app.config.isProduction || !isLocalRequest(request)) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      const dia = request.body.dia ?? limaToday(app.now());
      if (!validIsoDate(dia)) throw fieldError('dia', 'El día debe tener la forma AAAA-MM-DD.');
      const entrevistas = await app.services.entrevistas.recordar(dia);
      return ok([{ dia, entrevistas }]);
    },
  });
}
