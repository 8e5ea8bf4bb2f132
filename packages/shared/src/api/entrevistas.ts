/**
 * `/api/entrevistas`: interviews arranged in the product (docs/team.md "Interviews"). The team (company sessions: none
 * 401, another role 403; another company's application or interview 404) proposes, reschedules and cancels, reads
 * its week and records the outcome and scorecard; administrators define the scorecard's criteria. The applicant
 * (applicant sessions) reads their interviews without the team's outcome or scorecard, picks a slot and downloads
 * the invitation. The mail's link works without a session: its token only shows and picks a slot of that interview.
 */
import {
  DURACION_MAX,
  DURACION_MIN,
  ENTREVISTA_MESSAGES as M,
  ESTADOS_ENTREVISTA,
  MAX_COMENTARIO_CRITERIO,
  MAX_CRITERIOS,
  MAX_ENTREVISTAS_MASIVO,
  MAX_HORARIOS,
  MAX_LUGAR,
  MAX_MENSAJE_ENTREVISTA,
  MAX_MOTIVO,
  MAX_NOMBRE_CRITERIO,
  MODALIDADES_ENTREVISTA,
  RESULTADOS_ENTREVISTA,
} from '../entrevistas.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup, noData } from './contract.ts';
import { idParams } from './postulante-oferta.ts';

const modalidad = z.enum(MODALIDADES_ENTREVISTA, { error: M.modalidad });
const estado = z.enum(ESTADOS_ENTREVISTA);
const resultado = z.enum(RESULTADOS_ENTREVISTA, { error: M.resultado });

export const puntaje = z.object({
  criterio: z.string({ error: M.criterio }).trim().min(1, { error: M.criterio }).max(MAX_NOMBRE_CRITERIO, { error: M.criterioLargo }),
  puntaje: z.number({ error: M.puntaje }).int({ error: M.puntaje }).min(1, { error: M.puntaje }).max(5, { error: M.puntaje }),
  comentario: z.string({ error: M.comentarioLargo }).trim().max(MAX_COMENTARIO_CRITERIO, { error: M.comentarioLargo }).default(''),
});

/** A score as stored and shown (its comment always present, maybe empty). */
export const puntajeVista = z.object({ criterio: z.string(), puntaje: z.number(), comentario: z.string() });

/** What the applicant sees of an interview (and the mail link's page): never the outcome nor the scorecard. */
export const entrevistaPostulante = z.object({
  id: z.number(),
  /** The offer applied to (Mis postulaciones shows the interview beside that application's status). */
  id_oferta: z.number(),
  oferta: z.string(),
  empresa: z.string().nullable(),
  estado,
  modalidad,
  lugar: z.string(),
  duracion_min: z.number(),
  /** The slots offered (ISO instants). */
  horarios: z.array(z.string()),
  /** The chosen slot (ISO instant), null until picked. */
  inicio: z.string().nullable(),
  mensaje: z.string().nullable(),
  motivo_cancelacion: z.string().nullable(),
});

/** What the team sees: the applicant's side plus whom, the outcome and the scorecard. */
export const entrevistaEquipo = entrevistaPostulante.extend({
  id_postulacion: z.number(),
  /** The applicant's profile id: the application's page is /empresas/mis-publicaciones/{id_oferta}/postulantes/{id_postulante}. */
  id_postulante: z.number(),
  postulante: z.string(),
  autor_nombre: z.string().nullable(),
  resultado,
  puntajes: z.array(puntajeVista),
  creado_en: z.string(),
});

// Each slot's form (a real Lima date and time) is checked by the service, so the error lands on `horarios` itself.
const horario = z.string({ error: M.horario }).max(16, { error: M.horario });

export const propuestaBody = z.object(
  {
    horarios: z
      .array(horario, { error: M.horarios })
      .min(1, { error: M.horarios })
      .max(MAX_HORARIOS, { error: M.maxHorarios })
      .refine((h) => new Set(h).size === h.length, { error: M.horarioRepetido }),
    duracion_min: z
      .number({ error: M.duracion })
      .int({ error: M.duracion })
      .min(DURACION_MIN, { error: M.duracion })
      .max(DURACION_MAX, { error: M.duracion }),
    modalidad,
    lugar: z.string({ error: M.direccion }).trim().min(1, { error: M.direccion }).max(MAX_LUGAR, { error: M.lugarLargo }),
    mensaje: z.string({ error: M.mensajeLargo }).trim().max(MAX_MENSAJE_ENTREVISTA, { error: M.mensajeLargo }).default(''),
  },
  { error: M.horarios },
);
export type PropuestaBody = z.infer<typeof propuestaBody>;

/** The bulk bar's proposal: the same slots to several applications of one offer. */
export const propuestaMasivaBody = propuestaBody.extend({
  postulaciones: z
    // Database ids: an integer beyond PostgreSQL's int4 is refused at the field, never sent to the query (a 500).
    .array(
      z
        .number({ error: M.seleccion })
        .int({ error: M.seleccion })
        .positive({ error: M.seleccion })
        .max(2_147_483_647, { error: M.seleccion }),
      {
        error: M.seleccion,
      },
    )
    .min(1, { error: M.seleccion })
    .max(MAX_ENTREVISTAS_MASIVO, { error: M.maxSeleccion })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.seleccion }),
});
export type PropuestaMasivaBody = z.infer<typeof propuestaMasivaBody>;

export const cancelarBody = z.object(
  { motivo: z.string({ error: M.motivoLargo }).trim().max(MAX_MOTIVO, { error: M.motivoLargo }).default('') },
  { error: M.motivoLargo },
);
export const elegirBody = z.object({ inicio: z.string({ error: M.elegir }).min(1, { error: M.elegir }) }, { error: M.elegir });
export const resultadoBody = z.object(
  { resultado, puntajes: z.array(puntaje, { error: M.puntaje }).max(MAX_CRITERIOS, { error: M.maxCriterios }).default([]) },
  { error: M.resultado },
);
export const criteriosBody = z.object(
  {
    criterios: z
      .array(z.string({ error: M.criterio }).trim().min(1, { error: M.criterio }).max(MAX_NOMBRE_CRITERIO, { error: M.criterioLargo }), {
        error: M.criterio,
      })
      .max(MAX_CRITERIOS, { error: M.maxCriterios })
      .refine((c) => new Set(c.map((x) => x.toLowerCase())).size === c.length, { error: M.criterioRepetido }),
  },
  { error: M.criterio },
);
export const semanaQuery = z.object({
  desde: z
    .string({ error: M.semana })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.semana })
    .optional(),
});
export const tokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'El enlace no es válido.' }),
});

export const entrevistasApi = defineGroup({
  prefix: '/entrevistas',
  tag: 'entrevistas',
  calls: {
    dePostulacion: {
      method: 'GET',
      path: '/postulacion/:id',
      summary:
        'Las entrevistas de una postulación de la empresa, la más reciente primero (con resultado y evaluación). 404 si no es de la empresa',
      params: idParams,
      data: entrevistaEquipo,
    },
    proponer: {
      method: 'POST',
      path: '/postulacion/:id',
      summary:
        'Propone de 1 a 5 horarios (hora de Lima, AAAA-MM-DDTHH:MM) a un postulante {horarios, duracion_min, modalidad, lugar, mensaje}; le llega un correo con un enlace para elegir. 409 si ya tiene una pendiente',
      params: idParams,
      body: propuestaBody,
      data: entrevistaEquipo,
      status: 201,
    },
    proponerVarias: {
      method: 'POST',
      path: '/oferta/:id',
      summary:
        'Propone los mismos horarios a varios postulantes de una oferta de la empresa {postulaciones, horarios, duracion_min, modalidad, lugar, mensaje} (la barra de acciones masivas); quienes ya tienen una entrevista pendiente se omiten y se cuentan. 404 si alguna postulación no es de la oferta',
      params: idParams,
      body: propuestaMasivaBody,
      data: z.object({ propuestas: z.number(), ya_tenian: z.number() }),
      status: 201,
    },
    semana: {
      method: 'GET',
      path: '/semana',
      summary:
        'Las entrevistas de la empresa de los 7 días desde `desde` (Lima; por defecto el lunes de esta semana): confirmadas y horarios propuestos',
      query: semanaQuery,
      data: entrevistaEquipo,
      optional: z.object({ desde: z.string(), hasta: z.string() }),
    },
    reprogramar: {
      method: 'PUT',
      path: '/:id',
      summary:
        'Reprograma: nuevos horarios {horarios, duracion_min, modalidad, lugar, mensaje}; el postulante elige otra vez (el enlace anterior deja de valer)',
      params: idParams,
      body: propuestaBody,
      data: entrevistaEquipo,
    },
    cancelar: {
      method: 'POST',
      path: '/:id/cancelar',
      summary:
        'Cancela la entrevista {motivo}; el postulante recibe el aviso (y la cancelación para su calendario si ya estaba confirmada)',
      params: idParams,
      body: cancelarBody,
      data: entrevistaEquipo,
    },
    icsEquipo: {
      method: 'GET',
      path: '/:id/ics',
      summary: 'La invitación de calendario (.ics) de una entrevista confirmada o cancelada de la empresa',
      params: idParams,
      data: noData,
      file: ['text/calendar'],
    },
    resultado: {
      method: 'PUT',
      path: '/:id/resultado',
      summary: 'Registra el resultado y la evaluación {resultado, puntajes: [{criterio, puntaje 1–5, comentario}]} (solo la ve el equipo)',
      params: idParams,
      body: resultadoBody,
      data: entrevistaEquipo,
    },
    criterios: {
      method: 'GET',
      path: '/criterios',
      summary: 'Los criterios con que la empresa evalúa sus entrevistas',
      data: z.string(),
    },
    guardarCriterios: {
      method: 'PUT',
      path: '/criterios',
      summary: 'Reemplaza los criterios de evaluación de la empresa {criterios} (solo administradores)',
      body: criteriosBody,
      data: z.string(),
    },
    mias: {
      method: 'GET',
      path: '/mias',
      summary: 'Solo postulantes: sus entrevistas, las próximas primero (sin el resultado ni la evaluación de la empresa)',
      data: entrevistaPostulante,
    },
    elegir: {
      method: 'POST',
      path: '/mias/:id/elegir',
      summary:
        'Solo postulantes: elige uno de los horarios propuestos {inicio}; ambos lados reciben la invitación. 409 si ya no está disponible',
      params: idParams,
      body: elegirBody,
      data: entrevistaPostulante,
    },
    icsMia: {
      method: 'GET',
      path: '/mias/:id/ics',
      summary: 'Solo postulantes: la invitación de calendario (.ics) de su entrevista',
      params: idParams,
      data: noData,
      file: ['text/calendar'],
    },
    enlace: {
      method: 'GET',
      path: '/enlace/:token',
      summary: 'Sin sesión: la entrevista del enlace del correo (solo esa). 404 si el enlace no vale o fue reemplazado',
      params: tokenParams,
      data: entrevistaPostulante,
    },
    elegirPorEnlace: {
      method: 'POST',
      path: '/enlace/:token',
      summary: 'Sin sesión: elige un horario de la entrevista del enlace {inicio}',
      params: tokenParams,
      body: elegirBody,
      data: entrevistaPostulante,
    },
    icsEnlace: {
      method: 'GET',
      path: '/enlace/:token/ics',
      summary: 'Sin sesión: la invitación de calendario (.ics) de la entrevista del enlace',
      params: tokenParams,
      data: noData,
      file: ['text/calendar'],
    },
  },
});
export type EntrevistasApi = typeof entrevistasApi;
