/**
 * `/api/admin/contenido/*`: premium videos and resources, their files and their order. Contract: docs/admin.md,
 * packages/shared/src/api/admin/contenido.ts.
 */
import { CONTENIDO_MESSAGES } from '@practiperu/shared/admin';
import { adminContenidoApi } from '@practiperu/shared/api/admin/contenido';
import { IMAGE_MAX_BYTES } from '@practiperu/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError, MESSAGES, fieldError } from '../../lib/errors.ts';
import { actorOf } from './admin.common.ts';

/**
 * The one file of a multipart request under `field`, read up to `maxBytes` and no further (its name and declared type
 * are ignored: the service judges the bytes). null when the field is missing or the file is too large.
 */
async function readFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<{ bytes: Uint8Array | null; tooLarge: boolean }> {
  if (!request.isMultipart()) return { bytes: null, tooLarge: false };
  let bytes: Uint8Array | null = null;
  let tooLarge = false;
  try {
    // `throwFileSizeLimit` is an option of @fastify/multipart that its type of `parts()` leaves out.
    for await (const part of request.parts({ limits: { fileSize: maxBytes }, throwFileSizeLimit: false } as object)) {
      if (part.type !== 'file') continue;
      const content = await part.toBuffer();
      if (part.fieldname !== field) continue;
      if (part.file.truncated) tooLarge = true;
      else bytes = content;
    }
  } catch (err) {
    if ((err as { statusCode?: unknown }).statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooLarge);
    throw new AppError('BAD_REQUEST', MESSAGES.invalidJson);
  }
  return { bytes, tooLarge };
}

export async function adminContenidoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.admin.contenido;
  const maxMb = app.config.PREMIUM_FILE_MAX_MB;

  r.route({
    ...routeOf(adminContenidoApi, 'list'),
    handler: async (request) => ok(await service.list(actorOf(request), request.query.tipo)),
  });

  r.route({
    ...routeOf(adminContenidoApi, 'create'),
    handler: async (request, reply) => {
      const created = await service.create(actorOf(request), request.body);
      reply.status(201);
      return ok([created], CONTENIDO_MESSAGES.created);
    },
  });

  r.route({
    ...routeOf(adminContenidoApi, 'orden'),
    handler: async (request) => ok(await service.reorder(actorOf(request), request.body.ids), CONTENIDO_MESSAGES.ordered),
  });

  r.route({
    ...routeOf(adminContenidoApi, 'get'),
    handler: async (request) => ok([await service.get(actorOf(request), request.params.id)]),
  });

  r.route({
    ...routeOf(adminContenidoApi, 'update'),
    handler: async (request) => ok([await service.update(actorOf(request), request.params.id, request.body)], CONTENIDO_MESSAGES.saved),
  });

  r.route({
    ...routeOf(adminContenidoApi, 'imagen'),
    handler: async (request) => {
      const { bytes, tooLarge } = await readFile(request, 'imagen', IMAGE_MAX_BYTES);
      if (tooLarge)
        throw new AppError('PAYLOAD_TOO_LARGE', CONTENIDO_MESSAGES.imageSize, { errors: { imagen: CONTENIDO_MESSAGES.imageSize } });
      if (!bytes) throw fieldError('imagen', CONTENIDO_MESSAGES.required);
      return ok([await service.uploadImage(actorOf(request), request.params.id, bytes)], CONTENIDO_MESSAGES.imageSaved);
    },
  });

  const archivo = routeOf(adminContenidoApi, 'archivo');
  r.route({
    ...archivo,
    // The documentation states the limit this server was started with.
    schema: {
      ...archivo.schema,
      summary: `Sube el archivo (multipart, campo archivo): MP4 para videos, PDF para recursos, hasta PREMIUM_FILE_MAX_MB (${maxMb} MB); reemplaza el anterior`,
    },
    handler: async (request) => {
      const { bytes, tooLarge } = await readFile(request, 'archivo', maxMb * 1024 * 1024);
      if (tooLarge) {
        const message = CONTENIDO_MESSAGES.fileSize(maxMb);
        throw new AppError('PAYLOAD_TOO_LARGE', message, { errors: { archivo: message } });
      }
      if (!bytes) throw fieldError('archivo', CONTENIDO_MESSAGES.required);
      return ok([await service.uploadFile(actorOf(request), request.params.id, bytes)], CONTENIDO_MESSAGES.fileSaved);
    },
  });

  r.route({
    ...routeOf(adminContenidoApi, 'eliminar'),
    handler: async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return ok([], CONTENIDO_MESSAGES.removed);
    },
  });
}
