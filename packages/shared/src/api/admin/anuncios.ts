/**
 * `/api/admin/anuncios`: announcements to the companies or applicants who accepted marketing, written, previewed and
 * sent through the queue (docs/admin.md). Only administrators.
 */
import { anuncioSchema, audiencia } from '../../schemas/admin.ts';
import { z } from '../../schemas/zod.ts';
import { defineGroup, noData } from '../contract.ts';
import { adminPageOptional, idParams, instante, pageQuery } from './common.ts';

export const adminAnuncio = z.object({
  id: z.number(),
  audiencia,
  asunto: z.string(),
  html: z.string(),
  /** borrador → enviando (queued) → enviado (every mail handed to the mailer). */
  estado: z.enum(['borrador', 'enviando', 'enviado']),
  /** Recipients queued when it was sent (0 for drafts). */
  destinatarios: z.number(),
  /** Drafts: how many would receive it if sent now. */
  destinatarios_posibles: z.number().nullable(),
  progreso: z.object({ enviados: z.number(), pendientes: z.number(), fallidos: z.number() }).nullable(),
  creado_por: z.string().nullable(),
  creado_en: instante,
  enviado_en: instante.nullable(),
});

export const anuncioPreview = z.object({
  asunto: z.string(),
  html: z.string(),
  texto: z.string(),
  destinatarios_posibles: z.number(),
});

export const adminAnunciosApi = defineGroup({
  prefix: '/admin/anuncios',
  tag: 'admin',
  calls: {
    list: {
      method: 'GET',
      path: '/',
      summary: 'Anuncios, los más nuevos primero, con su estado y avance. 20 por página',
      query: pageQuery,
      data: adminAnuncio,
      optional: adminPageOptional,
    },
    create: {
      method: 'POST',
      path: '/',
      summary: 'Guarda un borrador {audiencia: empresas | postulantes, asunto, html}',
      body: anuncioSchema,
      data: adminAnuncio,
      status: 201,
    },
    preview: {
      method: 'POST',
      path: '/vista-previa',
      summary: 'El correo tal como lo recibirá cada destinatario, sin guardarlo: data[0] = {asunto, html, texto, destinatarios_posibles}',
      body: anuncioSchema,
      data: anuncioPreview,
    },
    get: { method: 'GET', path: '/:id', summary: 'Un anuncio con su avance de envío', params: idParams, data: adminAnuncio },
    update: {
      method: 'PUT',
      path: '/:id',
      summary: 'Edita un borrador (la misma carga que al crearlo)',
      params: idParams,
      body: anuncioSchema,
      data: adminAnuncio,
    },
    eliminar: { method: 'POST', path: '/:id/eliminar', summary: 'Elimina un borrador', params: idParams, data: noData },
    enviar: {
      method: 'POST',
      path: '/:id/enviar',
      summary: 'Envía el anuncio por la cola, un correo por destinatario con su enlace de baja; enviarlo otra vez no envía nada',
      params: idParams,
      data: adminAnuncio,
      optional: z.object({ ya_enviado: z.boolean() }),
    },
  },
});
export type AdminAnunciosApi = typeof adminAnunciosApi;
