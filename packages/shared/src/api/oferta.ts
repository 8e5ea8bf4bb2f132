/**
 * `/api/oferta`: a company's offers (publishing, editing pending ones, Mis publicaciones and its actions, the free
 * quota; docs/offers.md) and the applicants' lists and detail (recommendations, search; docs/matching.md). Company
 * calls need a recruiter session and touch only the company's own offers (another company's id is 404); `id/{id}`,
 * `myLatestOffer`, `getTituloOferta` and `getTipoOferta` also answer applicants, with the views they may see.
 */
import { hiddenSchema, idOfertaSchema, ofertaSchema, ofertaUpdateSchema } from '../schemas/oferta.ts';
import { z } from '../schemas/zod.ts';
import { busquedaQuery, page, pageQuery } from './busqueda.ts';
import { defineGroup, noData } from './contract.ts';
import {
  cupoGratis,
  ofertaCard,
  ofertaCardPostulante,
  ofertaCompleta,
  ofertaCreada,
  ofertaDetalle,
  ofertaDetallePostulante,
  ofertaInformativa,
  paginaOfertasOptional,
  resumenOferta,
} from './oferta-vistas.ts';

const ID_MESSAGE = 'El id debe ser un número entero positivo.';

/** `{id}` in the path: an offer's id (also `publico/oferta/{id}`). */
export const idParams = z.object({
  id: z.coerce
    .number({ error: ID_MESSAGE })
    .int({ error: ID_MESSAGE })
    .positive({ error: ID_MESSAGE })
    .max(2_147_483_647, { error: ID_MESSAGE }),
});

/** `?page=&estado=` of Mis publicaciones. */
export const myListQuery = z.object({
  page,
  estado: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['0', '1', '2'], { error: 'El estado debe ser 0 (pendiente), 1 (aprobada) o 2 (rechazada).' }).optional(),
  ),
});

const SOLICITUD_MESSAGE = 'La solicitud debe ser un número entero positivo.';

/**
 * `?solicitud=` of removing an offer or cancelling its feature from a seat's request (Equipo): the action is refused
 * if that request is no longer pending.
 */
export const desdeSolicitudQuery = z.object({
  solicitud: z.coerce
    .number({ error: SOLICITUD_MESSAGE })
    .int({ error: SOLICITUD_MESSAGE })
    .positive({ error: SOLICITUD_MESSAGE })
    .max(2_147_483_647, { error: SOLICITUD_MESSAGE })
    .optional(),
});

const pageTotalOptional = z.object({ current_page: z.number(), total_pages: z.number(), total: z.number() });
const eliminadaOptional = z.object({ eliminada: z.boolean() });

const recomendadas = (summary: string) =>
  ({
    method: 'GET',
    summary: `${summary}; destacadas primero, luego las más nuevas. optional: current_page, total_pages, total. Requiere los datos obligatorios del CV`,
    query: pageQuery,
    data: ofertaCardPostulante,
    optional: paginaOfertasOptional,
  }) as const;

export const ofertaApi = defineGroup({
  prefix: '/oferta',
  tag: 'oferta',
  calls: {
    create: {
      method: 'POST',
      path: '/create',
      summary: 'Publica una oferta (tipo 0 gratuita: usa una publicación gratuita del mes; tipo 1 destacada: espera su pago)',
      // The API checks it with today's date and the configured minimum subsidy.
      body: ofertaSchema(),
      data: ofertaCreada,
      status: 201,
    },
    update: {
      method: 'PUT',
      path: '/update',
      summary: 'Actualiza una oferta pendiente (estado 0): la carga de create más id_oferta',
      body: ofertaUpdateSchema(),
      data: ofertaCreada,
    },
    id: {
      method: 'GET',
      path: '/id/:id',
      summary:
        'Empresa: su oferta (tarjeta, campos y texto HTML). Postulante: una oferta visible o a la que postuló, con su postulación y el aviso de las 15 primeras; una informativa solo con el aviso y el enlace',
      params: idParams,
      data: z.union([ofertaDetalle, ofertaDetallePostulante, ofertaInformativa]),
    },
    myId: {
      method: 'GET',
      path: '/myId/:id',
      summary: 'Una oferta propia (detalle de Mis publicaciones)',
      params: idParams,
      data: ofertaDetalle,
    },
    myIdComplete: {
      method: 'GET',
      path: '/myIdComplete/:id',
      summary: 'Todos los campos de una oferta propia, para editarla o duplicarla',
      params: idParams,
      data: ofertaCompleta,
    },
    myList: {
      method: 'GET',
      path: '/myList',
      summary: 'Mis publicaciones: 10 por página, las más nuevas primero; estado opcional. optional: current_page, total_pages, total',
      query: myListQuery,
      data: ofertaCard,
      optional: pageTotalOptional,
    },
    myLatestOffer: {
      method: 'GET',
      path: '/myLatestOffer',
      summary: 'Empresa: sus últimas ofertas. Postulante: las últimas ofertas publicadas para todos (máximo 5)',
      data: z.union([ofertaCard, ofertaCardPostulante]),
    },
    getTituloOferta: {
      method: 'GET',
      path: '/getTituloOferta/:id',
      summary: 'El título de una oferta propia (empresa) o visible (postulante): data[0]',
      params: idParams,
      data: z.string(),
    },
    getTipoOferta: {
      method: 'GET',
      path: '/getTipoOferta/:id',
      summary: 'El tipo de una oferta propia (empresa) o visible (postulante): data[0] (0 gratuita, 1 destacada); optional.estado_pago',
      params: idParams,
      data: z.number(),
      optional: z.object({ estado_pago: z.number().nullable() }),
    },
    recommended: { path: '/recommended', ...recomendadas('Ofertas para ti en tu departamento y virtuales: 10 por página') },
    recommendedProfile: { path: '/recommendedProfile', ...recomendadas('Ofertas para ti en otros departamentos: 10 por página') },
    recommendedBothProfile: {
      path: '/recommendedBothProfile',
      ...recomendadas('Ofertas para ti en todo el país, para el inicio: 5 por página'),
    },
    findForApplicant: {
      method: 'GET',
      path: '/findForApplicant',
      summary:
        'Busca ofertas abiertas: q (texto sin tildes, por prefijo), region (0 virtual, 1–25, 26), modalidad, modalidad_tiempo, nivel, page. optional: current_page, total_pages, total',
      query: busquedaQuery,
      data: ofertaCardPostulante,
      optional: paginaOfertasOptional,
    },
    getTotalOfferAvailable: {
      method: 'GET',
      path: '/getTotalOfferAvailable',
      summary: 'Publicaciones gratuitas que quedan este mes: data[0]; optional: total, usadas, periodo, renueva',
      data: z.number(),
      optional: cupoGratis.omit({ disponibles: true }),
    },
    resumen: {
      method: 'GET',
      path: '/resumen/:id',
      summary:
        'Lo que tocaría finalizar la oferta o cancelar su destacado: postulaciones por estado, publicaciones gratuitas que quedan y el pago en revisión',
      params: idParams,
      data: resumenOferta,
    },
    finish: {
      method: 'PATCH',
      path: '/finish',
      summary:
        'Finaliza una convocatoria aprobada: deja de recibir postulaciones; cada postulación conserva su estado y no se avisa a nadie',
      body: idOfertaSchema,
      data: noData,
    },
    hidden: {
      method: 'PATCH',
      path: '/hidden',
      summary: 'Oculta (publicar 0) o vuelve a mostrar (publicar 1) una oferta',
      body: hiddenSchema,
      data: noData,
    },
    removeMyOffer: {
      method: 'POST',
      path: '/removeMyOffer/:id',
      summary:
        'Elimina una oferta propia (deja de verse en todas partes); si tiene postulantes se finaliza en su lugar. optional.eliminada. Con ?solicitud= (desde la solicitud de un reclutador), 409 si ya no está pendiente',
      params: idParams,
      query: desdeSolicitudQuery,
      data: noData,
      optional: eliminadaOptional,
    },
    cancelDestacado: {
      method: 'POST',
      path: '/cancelDestacado/:id',
      summary:
        'Cancela el destacado antes de validar el pago: pasa a gratuita si queda cupo, si no se elimina. Con un pago en revisión, solo un administrador (el pago se anula, se devuelve y se avisa a quien pagó). Con ?solicitud=, 409 si esa solicitud ya no está pendiente',
      params: idParams,
      query: desdeSolicitudQuery,
      data: z.object({ tipo: z.number(), eliminada: z.boolean() }),
      optional: eliminadaOptional,
    },
  },
});
export type OfertaApi = typeof ofertaApi;
