/**
 * Applicant premium content (docs/premium.md): `/api/postulantePremium` (the status record, the membership, one video
 * or resource, and the signed file links) and `GET /api/recursos/getPremiumData` (every published item). Applicant
 * session, except the file route, which a signed link opens without one. `PremiumStatus`, `PremiumItem` and
 * `Membresia` in premium.ts are these answers.
 */
import { z } from '../schemas/zod.ts';
import { defineGroup, noData } from './contract.ts';

// ------------------------------------------------------------------ what the calls answer

/** `isPremiumPostulant` data[0]: the premium status record. */
export const premiumStatus = z.object({
  /** null: not premium (never paid, or the membership ended); 0 pending validation, 1 active, 2 rejected. */
  estado_pago: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
  /** 1 while a rejection notice is shown (estado_pago 2), else 0. */
  mostrar_rechazado: z.union([z.literal(0), z.literal(1)]),
  /** The premium payment the state comes from (the one to dismiss when rejected), or null. */
  id: z.number().nullable(),
  /** Last day (Lima, 'YYYY-MM-DD') of the running membership, premium until 23:59 of it; null when not active. */
  expira_el: z.string().nullable(),
  /** Whole days left, today included (1 on the last day); null when not active. */
  dias_restantes: z.number().nullable(),
  /** True on the last day of the membership. */
  ultimo_dia: z.boolean(),
  /** A payment waiting for validation, also while premium is active (a renewal). */
  pago_pendiente: z.boolean(),
  /** With estado_pago 2: the administrator's reason for the rejection (null when none was written). */
  motivo_rechazo: z.string().nullable().optional(),
  /** Not premium now: the last day (Lima, 'YYYY-MM-DD') of the membership that ended most recently, else null. */
  vencio_el: z.string().nullable().optional(),
});

/** A premium content item (video or resource), as `getPremiumData`, `getVideo` and `getRecurso` answer it. */
export const premiumItem = z.object({
  id: z.number(),
  type: z.enum(['video', 'recurso']),
  title: z.string(),
  description: z.string(),
  duration: z.string().nullable(),
  image: z.string().nullable(),
  folder_name: z.string().nullable(),
  glossary: z.array(z.object({ title: z.string(), description: z.string() })),
  /** Signed URL of the file (video or PDF), valid for a few hours; null until the administrator uploads it. */
  file: z.string().nullable(),
});

/** `membresia` data[0]: the status and the memberships, the newest first, with the payment that granted each. */
export const membresia = z.object({
  estado: premiumStatus,
  historial: z.array(
    z.object({
      id: z.number(),
      inicio: z.string(),
      expira_el: z.string(),
      nro_operacion: z.string().nullable(),
      metodo_pago: z.string().nullable(),
      monto: z.number().nullable(),
    }),
  ),
});

// ------------------------------------------------------------------ what the calls take

const contenidoId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * `{id}` in the path: a premium item's id. Anything else is no item, answered 404 like an id that does not exist
 * (not 400), so `id` is null then.
 */
export const contenidoParams = z.object({
  id: z
    .string()
    .describe('El id del contenido premium')
    .transform((v) => {
      const parsed = contenidoId.safeParse(v);
      return parsed.success ? parsed.data : null;
    }),
});

const signedLink = z.object({ u: z.coerce.number().int().positive(), exp: z.coerce.number().int().positive(), sig: z.string().max(100) });
const linkPart = (description: string) => z.string().optional().catch(undefined).describe(description);

/**
 * `?u=&exp=&sig=` of a signed file link. A link that does not read as one is refused like a wrong signature (403),
 * not 400, so the query is null then.
 */
export const archivoQuery = z
  .object({
    u: linkPart('El usuario para quien se firmó el enlace'),
    exp: linkPart('Cuándo vence el enlace (ms desde 1970)'),
    sig: linkPart('La firma'),
  })
  .transform((q) => {
    const parsed = signedLink.safeParse(q);
    return parsed.success ? parsed.data : null;
  });

// ------------------------------------------------------------------ the groups

export const postulantePremiumApi = defineGroup({
  prefix: '/postulantePremium',
  tag: 'postulantePremium',
  calls: {
    isPremiumPostulant: {
      method: 'GET',
      path: '/isPremiumPostulant',
      summary:
        'Estado premium: data[0] = {estado_pago, mostrar_rechazado, id, expira_el, …}; sin membresía vigente, optional.titulos (tipo y título de lo que abre)',
      data: premiumStatus,
      optional: z.object({ titulos: z.array(z.object({ type: z.enum(['video', 'recurso']), title: z.string() })) }).optional(),
    },
    membresia: {
      method: 'GET',
      path: '/membresia',
      summary: 'La membresía vigente y su historial (solo premium)',
      data: membresia,
    },
    getVideo: {
      method: 'GET',
      path: '/getVideo/:id',
      summary: 'Un video premium (solo premium)',
      params: contenidoParams,
      data: premiumItem,
    },
    getRecurso: {
      method: 'GET',
      path: '/getRecurso/:id',
      summary: 'Un recurso premium (solo premium)',
      params: contenidoParams,
      data: premiumItem,
    },
    archivo: {
      method: 'GET',
      path: '/archivo/:id',
      summary: 'Archivo premium por enlace firmado (?u=&exp=&sig=)',
      params: contenidoParams,
      query: archivoQuery,
      data: noData,
      file: ['video/mp4', 'application/pdf'],
    },
  },
});
export type PostulantePremiumApi = typeof postulantePremiumApi;

/** `GET /api/recursos/getPremiumData` (the spec lists it with the lookups of `recursos`). */
export const premiumDataApi = defineGroup({
  prefix: '/recursos',
  tag: 'recursos',
  calls: {
    getPremiumData: {
      method: 'GET',
      path: '/getPremiumData',
      summary: 'Videos y recursos premium (solo premium); optional.host es el sitio',
      data: premiumItem,
      optional: z.object({ host: z.string() }),
    },
  },
});
export type PremiumDataApi = typeof premiumDataApi;
