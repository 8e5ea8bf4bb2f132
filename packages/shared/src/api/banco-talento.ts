/**
 * `/api/bancoTalento`: the talent pool (docs/team.md, "Talent pool"). A company's seats search everyone who applied
 * to any of the company's offers (never an application a free offer hides beyond its first applicants, never another
 * company's) and invite one of them by mail to apply to an open offer of the company. The applicant chooses whether to
 * receive such invitations (Mi cuenta, or the link in each invitation). Company calls: none 401, another role 403;
 * another company's offer or a person outside the pool 404. Applicant calls: none 401, another role 403.
 */
import { BANCO_MAX_TEXTO, BANCO_MESSAGES as M, ESTADOS_HISTORIAL } from '../banco-talento.ts';
import { z } from '../schemas/zod.ts';
import { page } from './busqueda.ts';
import { defineGroup, noData, pageOptional } from './contract.ts';

const instante = z.string();
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional whole number of a list (digits in the query), `message` when it is not one. */
const idOpcional = (message: string, max = 2_147_483_647) =>
  z.preprocess(
    blank,
    z.coerce
      .number<number | string>({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(max, { error: message })
      .optional(),
  );

const textoOpcional = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : blank(v)),
    z.string({ error: message }).max(max, { error: message }).optional(),
  );

const flag = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? false : v),
  z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)], { error: M.flag })
    .transform((v) => v === true || v === '1' || v === 'true' || v === 1),
);

/** `?q=&nota=&estado=&oferta=&etiqueta=&departamento=&carrera=&conocimiento=&experiencia=&page=`: all optional, AND. */
export const bancoQuery = z.object({
  /** Part of the name (nombres and apellidos). */
  q: textoOpcional(BANCO_MAX_TEXTO, M.texto),
  /** Part of the text of a note a seat wrote on one of the person's applications. */
  nota: textoOpcional(BANCO_MAX_TEXTO, M.texto),
  /** The status history: reached this status in any offer of the company. */
  estado: z.preprocess(blank, z.enum(ESTADOS_HISTORIAL, { error: M.estado }).optional()),
  /** Applied to this offer of the company. */
  oferta: idOpcional(M.oferta),
  /** Carries this tag of the company on any application. */
  etiqueta: idOpcional(M.etiqueta),
  departamento: idOpcional(M.departamento, 25),
  carrera: idOpcional(M.carrera),
  /** A knowledge on the CV (any level). */
  conocimiento: textoOpcional(60, M.conocimiento),
  /** Has work experience on the CV. */
  experiencia: flag.default(false),
  page,
});
export type BancoQuery = z.output<typeof bancoQuery>;

export const postulacionDelBanco = z.object({
  id_oferta: z.number(),
  titulo: z.string(),
  /** 'recibida', 'cv_visto', 'en_proceso', 'finalista', 'no_seleccionada'. */
  estado: z.string(),
  creado_en: instante,
});

export const invitacionDelBanco = z.object({ id_oferta: z.number(), titulo: z.string(), creado_en: instante });

/** One person of the pool: what the company may see of them, their applications to its offers, its invitations. */
export const personaDelBanco = z.object({
  /** The applicant's id (as in the applicant lists). */
  id: z.number(),
  nombres: z.string(),
  apellidos: z.string(),
  carrera: z.string().nullable(),
  departamento: z.string().nullable(),
  /** Their applications to the company's offers that the company may see, newest first. */
  postulaciones: z.array(postulacionDelBanco),
  etiquetas: z.array(z.string()),
  notas: z.number(),
  invitaciones: z.array(invitacionDelBanco),
  /** False when the person asked not to receive invitations from companies. */
  recibe_invitaciones: z.boolean(),
});

export const ofertaInvitable = z.object({ id: z.number(), titulo: z.string() });

export const bancoOptional = pageOptional.extend({
  total: z.number(),
  /** The company's offers open to applications, newest first: what a person may be invited to. */
  ofertas_abiertas: z.array(ofertaInvitable),
  /** Every offer of the company with applications (the «Postuló a» filter). */
  ofertas: z.array(ofertaInvitable),
  /** The company's tags (the «Etiqueta» filter). */
  etiquetas: z.array(z.object({ id: z.number(), nombre: z.string() })),
});

const positiveId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(2_147_483_647, { error: message }),
  );

export const invitarBody = z.object(
  { postulante_id: positiveId(M.postulante), oferta_id: positiveId(M.ofertaInvitar) },
  { error: M.postulante },
);

export const preferenciaInvitaciones = z.object({ recibe_invitaciones: z.boolean() });
export const preferenciaBody = z.object({ recibe_invitaciones: z.boolean({ error: M.preferencia }) }, { error: M.preferencia });
export const bajaBody = z.object(
  { token: z.string({ error: M.token }).trim().min(20, { error: M.token }).max(200, { error: M.token }) },
  { error: M.token },
);

export const bancoTalentoApi = defineGroup({
  prefix: '/bancoTalento',
  tag: 'bancoTalento',
  calls: {
    buscar: {
      method: 'GET',
      path: '/buscar',
      summary:
        'Banco de talento: las personas que postularon a alguna oferta de la empresa (nunca una oculta por el límite de una oferta gratuita), con filtros y páginas de 10',
      query: bancoQuery,
      data: personaDelBanco,
      optional: bancoOptional,
    },
    invitar: {
      method: 'POST',
      path: '/invitar',
      summary:
        'Invita por correo a una persona del banco de talento a postular a una oferta abierta de la empresa {postulante_id, oferta_id}; una vez por oferta, con límite diario',
      body: invitarBody,
      data: invitacionDelBanco,
      status: 201,
    },
    preferencia: {
      method: 'GET',
      path: '/preferencia',
      summary: 'Si el postulante recibe invitaciones de empresas a postular',
      data: preferenciaInvitaciones,
    },
    guardarPreferencia: {
      method: 'PUT',
      path: '/preferencia',
      summary: 'El postulante acepta o deja de aceptar invitaciones de empresas a postular {recibe_invitaciones}',
      body: preferenciaBody,
      data: preferenciaInvitaciones,
    },
    baja: {
      method: 'POST',
      path: '/baja',
      summary: 'Baja de invitaciones de empresas con el enlace de una invitación {token}: la página no tiene sesión, el token la reemplaza',
      body: bajaBody,
      data: noData,
    },
  },
});
export type BancoTalentoApi = typeof bancoTalentoApi;
