/** `/api/admin/contenido/*`: premium videos and resources, their files and their order. Contract: docs/admin.md. */
import { IMAGE_MAX_BYTES } from '@practiperu/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { AppError, MESSAGES, fieldError } from '../../lib/errors.ts';
import { premiumFileLinks } from '../premium/premium.routes.ts';
import { actorOf, idParams, optionalQuery } from './admin.common.ts';
import {
  CONTENIDO_MESSAGES,
  contenidoCreateSchema,
  contenidoUpdateSchema,
  createAdminContenidoService,
  ordenSchema,
} from './contenido.service.ts';

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
  const service = createAdminContenidoService({
    db: app.db,
    now: app.now,
    storage: app.storage,
    config: app.config,
    log: app.log,
    fileLink: premiumFileLinks(app),
  });
  const maxMb = app.config.PREMIUM_FILE_MAX_MB;
  const tags = ['admin'];

  r.get(
    '/',
    {
      schema: {
        summary: 'Todo el contenido premium en su orden (también el no publicado); tipo opcional',
        tags,
        querystring: z.object({ tipo: optionalQuery(z.enum(['video', 'recurso'], { error: CONTENIDO_MESSAGES.tipo })) }),
      },
    },
    async (request) => ok(await service.list(actorOf(request), request.query.tipo)),
  );

  r.post(
    '/',
    {
      schema: {
        summary: 'Crea un video o recurso {type, title, description, duration, folder_name, glossary, publicado}; al final del orden',
        tags,
        body: contenidoCreateSchema,
      },
    },
    async (request, reply) => {
      const created = await service.create(actorOf(request), request.body);
      reply.status(201);
      return ok([created], CONTENIDO_MESSAGES.created);
    },
  );

  r.put(
    '/orden',
    { schema: { summary: 'Ordena el contenido: {ids} con todos los contenidos una vez, en el orden deseado', tags, body: ordenSchema } },
    async (request) => ok(await service.reorder(actorOf(request), request.body.ids), CONTENIDO_MESSAGES.ordered),
  );

  r.get('/:id', { schema: { summary: 'Un contenido', tags, params: idParams } }, async (request) =>
    ok([await service.get(actorOf(request), request.params.id)]),
  );

  r.put(
    '/:id',
    { schema: { summary: 'Edita un contenido (el tipo no cambia)', tags, params: idParams, body: contenidoUpdateSchema } },
    async (request) => ok([await service.update(actorOf(request), request.params.id, request.body)], CONTENIDO_MESSAGES.saved),
  );

  r.post(
    '/:id/imagen',
    {
      schema: {
        summary: 'Sube la imagen de portada (multipart, campo imagen): PNG o JPEG de menos de 1 000 000 bytes; reemplaza la anterior',
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { bytes, tooLarge } = await readFile(request, 'imagen', IMAGE_MAX_BYTES);
      if (tooLarge)
        throw new AppError('PAYLOAD_TOO_LARGE', CONTENIDO_MESSAGES.imageSize, { errors: { imagen: CONTENIDO_MESSAGES.imageSize } });
      if (!bytes) throw fieldError('imagen', CONTENIDO_MESSAGES.required);
      return ok([await service.uploadImage(actorOf(request), request.params.id, bytes)], CONTENIDO_MESSAGES.imageSaved);
    },
  );

  r.post(
    '/:id/archivo',
    {
      schema: {
        summary: `Sube el archivo (multipart, campo archivo): MP4 para videos, PDF para recursos, hasta PREMIUM_FILE_MAX_MB (${maxMb} MB); reemplaza el anterior`,
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { bytes, tooLarge } = await readFile(request, 'archivo', maxMb * 1024 * 1024);
      if (tooLarge) {
        const message = CONTENIDO_MESSAGES.fileSize(maxMb);
        throw new AppError('PAYLOAD_TOO_LARGE', message, { errors: { archivo: message } });
      }
      if (!bytes) throw fieldError('archivo', CONTENIDO_MESSAGES.required);
      return ok([await service.uploadFile(actorOf(request), request.params.id, bytes)], CONTENIDO_MESSAGES.fileSaved);
    },
  );

  r.post('/:id/eliminar', { schema: { summary: 'Elimina un contenido y sus archivos', tags, params: idParams } }, async (request) => {
    await service.remove(actorOf(request), request.params.id);
    return ok([], CONTENIDO_MESSAGES.removed);
  });
}
