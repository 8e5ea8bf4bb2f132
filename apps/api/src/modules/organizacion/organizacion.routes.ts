/**
 * `/api/organizacion/*`: the company's data, its three update forms, the logo and whether its public page is shown.
 * Recruiter session required.
 * Contract: docs/offers.md.
 */
import { organizacionApi } from '@practiperu/shared/api/organizacion';
import { IMAGE_MAX_BYTES, ROLE } from '@practiperu/shared/constants';
import { LOGO_MESSAGES } from '@practiperu/shared/cuenta';
import { ORGANIZACION_MESSAGES } from '@practiperu/shared/organizacion';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { checkImage } from '../../storage/storage.ts';

export async function organizacionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.organizacion;
  const userId = (request: FastifyRequest) => sessionOf(request).user.id;
  app.addHook('onRequest', app.requireRole(ROLE.RECLUTADOR));
  app.addHook('onSend', personalData);
  // The company's data, logo and public page are changed by its administrators (`requireSeat('empresa')`, decision
  // 047); a recruiter seat reads them.

  r.route({
    ...routeOf(organizacionApi, 'myAccount'),
    handler: async (request) => ok([await service.myAccount(userId(request))]),
  });

  r.route({
    ...routeOf(organizacionApi, 'myAccountDescription'),
    handler: async (request) => ok([await service.description(userId(request))]),
  });

  r.route({
    // The declaration checks the form's name and its fields (each message at its field); the service checks what
    // needs the database (the sectors exist, the district is one of the region's).
    ...routeOf(organizacionApi, 'update'),
    onRequest: app.requireSeat('empresa'),
    handler: async (request) => ok([await service.update(userId(request), request.body)], ORGANIZACION_MESSAGES.updated),
  });

  r.route({
    ...routeOf(organizacionApi, 'updatePaginaPublica'),
    onRequest: app.requireSeat('empresa'),
    handler: async (request) => {
      const visible = request.body.pagina_publica;
      const cuenta = await service.updatePaginaPublica(userId(request), visible);
      return ok([cuenta], visible ? ORGANIZACION_MESSAGES.paginaMostrada : ORGANIZACION_MESSAGES.paginaOculta);
    },
  });

  r.route({
    ...routeOf(organizacionApi, 'updateLogo'),
    onRequest: app.requireSeat('empresa'),
    handler: async (request) => {
      const bytes = await readLogo(request);
      const check = checkImage(bytes);
      if (!check.ok) throw logoError(check.reason);
      return ok([await service.updateLogo(userId(request), bytes, check.kind)], ORGANIZACION_MESSAGES.logoUpdated);
    },
  });

  r.route({
    ...routeOf(organizacionApi, 'removeLogo'),
    onRequest: app.requireSeat('empresa'),
    handler: async (request) => {
      await service.removeLogo(userId(request));
      return ok([], ORGANIZACION_MESSAGES.logoRemoved);
    },
  });
}

function logoError(reason: 'size' | 'type' | 'empty'): AppError {
  if (reason === 'size') return new AppError('PAYLOAD_TOO_LARGE', LOGO_MESSAGES.size, { errors: { logo: LOGO_MESSAGES.size } });
  if (reason === 'type') return new AppError('UNSUPPORTED_MEDIA_TYPE', LOGO_MESSAGES.type, { errors: { logo: LOGO_MESSAGES.type } });
  return new AppError('BAD_REQUEST', LOGO_MESSAGES.required, { errors: { logo: LOGO_MESSAGES.required } });
}

// `throwFileSizeLimit` is an option of @fastify/multipart that its type of `parts()` leaves out.
const READ_OPTIONS = { limits: { fileSize: IMAGE_MAX_BYTES }, throwFileSizeLimit: false };

/** The `logo` file, read up to the limit and no further; its name and declared type are ignored. */
async function readLogo(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) throw logoError('empty');
  let logo: Uint8Array | null = null;
  let tooLarge = false;
  try {
    for await (const part of request.parts(READ_OPTIONS)) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'logo') continue;
      if (part.file.truncated) tooLarge = true;
      else logo = bytes;
    }
  } catch (err) {
    if ((err as { statusCode?: unknown }).statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooLarge);
    throw new AppError('BAD_REQUEST', MESSAGES.invalidJson);
  }
  if (tooLarge) throw logoError('size');
  if (!logo) throw logoError('empty');
  return logo;
}
