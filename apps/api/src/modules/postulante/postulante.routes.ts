/**
 * `/api/postulante/*`: the applicant's own profile, its update forms, the photo, the required-data gate and the CV
 * download (applicant session, role 0; contract: docs/cv.md), and the company's calls of the same prefix: an
 * applicant's CV as the recruiter sees it and its PDF, and the developer-mode list (company session, role 1;
 * docs/applicants.md). Each group is a plugin of its own, so one role check does not reach the other.
 */
import { postulanteApi, updateBodyAt } from '@practiperu/shared/api/postulante';
import { IMAGE_MAX_BYTES, ROLE } from '@practiperu/shared/constants';
import { CV_MESSAGES, PHOTO_MESSAGES } from '@practiperu/shared/cv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { fail, ok } from '../../lib/envelope.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { personalData } from '../../lib/http-cache.ts';
import { requireDeveloper, sessionOf } from '../../plugins/auth.ts';
import { checkImage } from '../../storage/storage.ts';
import { named } from '../../lib/plugin-name.ts';

const userId = (request: FastifyRequest) => sessionOf(request).user.id;

export async function postulanteRoutes(app: FastifyInstance) {
  await app.register(named(llamadasDelPostulante));
  await app.register(named(llamadasDeLaEmpresa));
}

async function llamadasDelPostulante(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.postulante;
  // The session is checked before anything else is read: no session 401, another role 403.
  app.addHook('onRequest', app.requireRole(ROLE.POSTULANTE));
  app.addHook('onSend', personalData);

  r.route({
    ...routeOf(postulanteApi, 'myAccount'),
    handler: async (request) => {
      const id = userId(request);
      return ok([request.query.populate === 'true' ? await service.fullProfile(id) : await service.profile(id)]);
    },
  });

  r.route({
    ...routeOf(postulanteApi, 'myAccountDescripcion'),
    handler: async (request) => ok([await service.card(userId(request))]),
  });

  r.route({
    // The form's rules count years from today: its schema is built per request.
    ...routeOf(postulanteApi, 'update', { bodyAt: () => updateBodyAt(app.now()) }),
    handler: async (request) => {
      await service.update(userId(request), request.body);
      return ok([], CV_MESSAGES.updated);
    },
  });

  r.route({
    ...routeOf(postulanteApi, 'updatePhoto'),
    handler: async (request) => {
      const bytes = await readPhoto(request);
      const check = checkImage(bytes);
      if (!check.ok) throw photoError(check.reason);
      return ok([await service.updatePhoto(userId(request), bytes, check.kind)], CV_MESSAGES.updated);
    },
  });

  r.route({
    ...routeOf(postulanteApi, 'completeCV'),
    handler: async (request) => ok([await service.completeCv(userId(request))]),
  });

  r.route({
    ...routeOf(postulanteApi, 'completeCvOptionals'),
    handler: async (request) => ok([await service.completeOptionals(userId(request))]),
  });

  r.route({
    ...routeOf(postulanteApi, 'getMyCv'),
    handler: async (request, reply) => {
      const id = userId(request);
      try {
        return ok([await service.myCv(id)]);
      } catch (err) {
        // The page shows this message in its toast. A failure is not the declared answer: the reply is the plain one.
        request.log.error({ err }, 'no se pudo generar el CV');
        void (reply as FastifyReply).status(500).send(fail(CV_MESSAGES.downloadFailed, { request_id: String(request.id) }));
        return;
      }
    },
  });
}

function photoError(reason: 'size' | 'type' | 'empty'): AppError {
  if (reason === 'size') return new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.size, { errors: { photo: PHOTO_MESSAGES.size } });
  if (reason === 'type') return new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.type, { errors: { photo: PHOTO_MESSAGES.type } });
  return new AppError('BAD_REQUEST', PHOTO_MESSAGES.required, { errors: { photo: PHOTO_MESSAGES.required } });
}

// `throwFileSizeLimit` is an option of @fastify/multipart that its type of `parts()` leaves out.
const READ_OPTIONS = { limits: { fileSize: IMAGE_MAX_BYTES }, throwFileSizeLimit: false };

/** The `photo` file of the form, read up to the limit and no further; its name and declared type are ignored. */
async function readPhoto(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) throw photoError('empty');
  let photo: Uint8Array | null = null;
  let tooLarge = false;
  try {
    // Every part is read (a larger file only up to the limit) so the request ends cleanly.
    for await (const part of request.parts(READ_OPTIONS)) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'photo') continue;
      if (part.file.truncated) tooLarge = true;
      else photo = bytes;
    }
  } catch (err) {
    if ((err as { statusCode?: unknown }).statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooLarge);
    throw new AppError('BAD_REQUEST', MESSAGES.invalidJson);
  }
  if (tooLarge) throw photoError('size');
  if (!photo) throw photoError('empty');
  return photo;
}

/** The company's calls: the recruiter's review of an applicant to one of its offers (postulante-oferta's service). */
async function llamadasDeLaEmpresa(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const revision = app.services.reclutador;
  app.addHook('onRequest', app.requireRole(ROLE.RECLUTADOR));
  app.addHook('onSend', personalData);

  r.route({
    ...routeOf(postulanteApi, 'findOneForRecruiter'),
    handler: async (request) =>
      ok([await revision.cv(userId(request), request.params.id, request.query.id_oferta, request.query.populate === 'true')]),
  });

  r.route({
    ...routeOf(postulanteApi, 'findForRecruiter'),
    // Before the query is read: without the flag the call does not exist (404), whatever is sent.
    preValidation: requireDeveloper,
    handler: async (request) => {
      const { o, pagada, items } = await revision.todas(userId(request), request.query.id_oferta);
      return ok(items, '', { total_postulants: items.length, titulo: o.titulo, destacado_pagado: pagada });
    },
  });

  r.route({
    ...routeOf(postulanteApi, 'getCv'),
    handler: async (request) => ok([await revision.getCv(userId(request), request.params.id, request.body.id_oferta)]),
  });
}
