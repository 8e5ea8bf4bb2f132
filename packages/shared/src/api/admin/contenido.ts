/**
 * `/api/admin/contenido`: the premium videos and resources, their cover and file, and their order (docs/admin.md).
 * Only administrators.
 */
import { CONTENIDO_MESSAGES } from '../../admin.ts';
import { contenidoCreateSchema, contenidoTipo, contenidoUpdateSchema } from '../../schemas/admin.ts';
import { z } from '../../schemas/zod.ts';
import { defineGroup, filePart, multipart, noData } from '../contract.ts';
import { idParams, instante, optionalQuery } from './common.ts';

export const ordenSchema = z.object({
  ids: z
    .array(
      z.number({ error: CONTENIDO_MESSAGES.orden }).int({ error: CONTENIDO_MESSAGES.orden }).positive({ error: CONTENIDO_MESSAGES.orden }),
      {
        error: CONTENIDO_MESSAGES.orden,
      },
    )
    .max(10_000, CONTENIDO_MESSAGES.orden),
});

export const adminContenido = z.object({
  id: z.number(),
  type: z.enum(['video', 'recurso']),
  title: z.string(),
  description: z.string(),
  duration: z.string().nullable(),
  /** URL of the cover image, or null. */
  image: z.string().nullable(),
  /** URL of the video (mp4) or resource (pdf), or null until uploaded. */
  file: z.string().nullable(),
  folder_name: z.string().nullable(),
  glossary: z.array(z.object({ title: z.string(), description: z.string() })),
  orden: z.number(),
  publicado: z.number(),
  creado_en: instante,
  actualizado_en: instante,
});

export const adminContenidoApi = defineGroup({
  prefix: '/admin/contenido',
  tag: 'admin',
  calls: {
    list: {
      method: 'GET',
      path: '/',
      summary: 'Todo el contenido premium en su orden (también el no publicado); tipo opcional',
      query: z.object({ tipo: optionalQuery(contenidoTipo) }),
      data: adminContenido,
    },
    create: {
      method: 'POST',
      path: '/',
      summary: 'Crea un video o recurso {type, title, description, duration, folder_name, glossary, publicado}; al final del orden',
      body: contenidoCreateSchema,
      data: adminContenido,
      status: 201,
    },
    orden: {
      method: 'PUT',
      path: '/orden',
      summary: 'Ordena el contenido: {ids} con todos los contenidos una vez, en el orden deseado',
      body: ordenSchema,
      data: adminContenido,
    },
    get: { method: 'GET', path: '/:id', summary: 'Un contenido', params: idParams, data: adminContenido },
    update: {
      method: 'PUT',
      path: '/:id',
      summary: 'Edita un contenido (el tipo no cambia)',
      params: idParams,
      body: contenidoUpdateSchema,
      data: adminContenido,
    },
    imagen: {
      method: 'POST',
      path: '/:id/imagen',
      summary: 'Sube la imagen de portada (multipart, campo imagen): PNG o JPEG de menos de 1 000 000 bytes; reemplaza la anterior',
      params: idParams,
      body: multipart(z.object({ imagen: filePart('La imagen de portada: PNG o JPEG de menos de 1 000 000 bytes') })),
      data: adminContenido,
    },
    archivo: {
      method: 'POST',
      path: '/:id/archivo',
      // The API states the size limit it was started with (PREMIUM_FILE_MAX_MB) in its own copy of this summary.
      summary:
        'Sube el archivo (multipart, campo archivo): MP4 para videos, PDF para recursos, hasta PREMIUM_FILE_MAX_MB; reemplaza el anterior',
      params: idParams,
      body: multipart(z.object({ archivo: filePart('MP4 para videos, PDF para recursos') })),
      data: adminContenido,
    },
    eliminar: { method: 'POST', path: '/:id/eliminar', summary: 'Elimina un contenido y sus archivos', params: idParams, data: noData },
  },
});
export type AdminContenidoApi = typeof adminContenidoApi;
