/**
 * `/api/privacidad`: the rights of Ley 29733 from Mi cuenta, for applicants and companies (docs/privacy.md): the copy
 * of one's data ("Descargar mis datos", prepared by a job as a ZIP with a PDF summary and a JSON file, downloadable
 * for 24 hours through a signed link) and the rights requests (acceso, rectificación, cancelación, oposición, revisión
 * humana) with the back office's answers.
 */
import { TIPOS_SOLICITUD, ESTADOS_SOLICITUD, RESOLUCIONES } from '../privacidad.ts';
import { solicitudBody } from '../schemas/privacidad.ts';
import { z } from '../schemas/zod.ts';
import { pageQuery } from './busqueda.ts';
import { defineGroup, noData } from './contract.ts';

/** The newest copy of the account's data and what can be done with it. */
export const exportacionVista = z.object({
  id: z.number().int(),
  estado: z.enum(['pendiente', 'lista', 'caducada', 'fallida']),
  solicitado_en: z.string().describe('ISO 8601'),
  lista_en: z.string().nullable(),
  /** Until when the link works (lista_en + 24 h); null while it is prepared. */
  expira_en: z.string().nullable(),
  /** The signed download link (same origin), only while estado is 'lista'. */
  url: z.string().nullable(),
  bytes: z.number().int().nullable(),
});

/** Whether a new copy may be asked for now (none in preparation, under the daily limit), and when if not. */
const exportacionOptional = z.object({
  puede_solicitar: z.boolean(),
  motivo: z.string().nullable(),
  /** At the daily limit: when the next copy can be asked for (ISO); null otherwise. */
  proxima_en: z.string().nullable(),
});

/** A rights request as its author sees it, with the answer once given. */
export const solicitudVista = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_SOLICITUD),
  detalle: z.string(),
  estado: z.enum(ESTADOS_SOLICITUD),
  creado_en: z.string().describe('ISO 8601'),
  /** Lima day by which it must be answered ('YYYY-MM-DD'). */
  vence_el: z.string(),
  /** The application a human review is about. */
  postulacion: z.object({ id: z.number().int(), titulo: z.string(), empresa: z.string() }).nullable(),
  respuesta: z.string().nullable(),
  resolucion: z.enum(RESOLUCIONES).nullable(),
  motivo: z.string().nullable(),
  respondido_en: z.string().nullable(),
});

/** An application the person may ask a human review of (the form's choices). */
export const postulacionRevisable = z.object({ id: z.number().int(), titulo: z.string(), empresa: z.string() });

/** `?u=&exp=&sig=` of a signed download link; a link that does not read as one is null (refused as invalid, 403). */
const linkPart = z.string().optional().catch(undefined);
const signedLink = z.object({ u: z.coerce.number().int().positive(), exp: z.coerce.number().int().positive(), sig: z.string().max(100) });
export const descargaQuery = z
  .object({
    u: linkPart.describe('La cuenta dueña de la copia'),
    exp: linkPart.describe('Vence (s desde 1970)'),
    sig: linkPart.describe('Firma'),
  })
  .transform((q) => {
    const parsed = signedLink.safeParse(q);
    return parsed.success ? parsed.data : null;
  });

/** `{id}` of a copy in the download link: anything else is no copy (null, refused like a bad signature). */
export const descargaParams = z.object({
  id: z.string().transform((v) => {
    const parsed = z.coerce.number().int().positive().max(2_147_483_647).safeParse(v);
    return parsed.success ? parsed.data : null;
  }),
});

export const privacidadApi = defineGroup({
  prefix: '/privacidad',
  tag: 'privacidad',
  calls: {
    exportacion: {
      method: 'GET',
      path: '/exportacion',
      summary: 'La copia de mis datos más reciente: data[0] (sin datos si nunca se pidió); optional.puede_solicitar',
      data: exportacionVista,
      optional: exportacionOptional,
    },
    solicitarExportacion: {
      method: 'POST',
      path: '/exportacion',
      summary: 'Pide una copia de mis datos (ZIP con un PDF y un JSON); se prepara en segundo plano. Una a la vez, 3 cada 24 h',
      data: exportacionVista,
      optional: exportacionOptional,
      status: 201,
    },
    descargar: {
      method: 'GET',
      path: '/exportacion/:id/descarga',
      summary:
        'Descarga la copia por enlace firmado (?u=&exp=&sig=), válido 24 h. Caducado o reemplazado por una copia nueva: 410 con el aviso de cada caso (un navegador vuelve a Mi cuenta con el aviso)',
      params: descargaParams,
      query: descargaQuery,
      data: noData,
      file: ['application/zip'],
    },
    solicitudes: {
      method: 'GET',
      path: '/solicitudes',
      summary: 'Mis solicitudes de derechos (ARCO y revisión humana), las más recientes primero, 10 por página',
      query: pageQuery,
      data: solicitudVista,
      optional: z.object({ current_page: z.number().int(), total_pages: z.number().int(), total: z.number().int() }),
    },
    crearSolicitud: {
      method: 'POST',
      path: '/solicitudes',
      summary: 'Presenta una solicitud {tipo, detalle, postulacion_id?}; vence a los 20 (acceso) o 10 días hábiles',
      body: solicitudBody,
      data: solicitudVista,
      status: 201,
    },
    postulacionesRevisables: {
      method: 'GET',
      path: '/postulacionesRevisables',
      summary: 'Solo postulantes (empresas 403): sus postulaciones, para pedir la revisión humana de su puntaje de afinidad',
      data: postulacionRevisable,
    },
  },
});
export type PrivacidadApi = typeof privacidadApi;
