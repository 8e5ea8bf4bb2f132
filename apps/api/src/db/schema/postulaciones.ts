/**
 * Applications and job alerts (docs/matching.md, docs/applicants.md): who applied to what, how the recruiter moved
 * them, the affinity score; and the applicants' subscriptions to digests of new matching offers; the offers they saved.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oferta } from './ofertas.ts';
import { postulante, usuario } from './usuarios.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const postulacion = pgTable(
  'postulacion',
  {
    id: serial('id').primaryKey(),
    // Null once the application is anonymised (docs/privacy.md "Retention"): the offer keeps its counts per status,
    // not the person.
    postulante_id: integer('postulante_id').references(() => postulante.id, { onDelete: 'cascade' }),
    oferta_id: integer('oferta_id')
      .notNull()
      .references(() => oferta.id, { onDelete: 'cascade' }),
    // Recruiter's decision: 0 none, 1 discarded, 2 in process, 3 finalist.
    estado: smallint('estado').notNull().default(0),
    // 0 unread by the recruiter, 1 read (the applicant sees 'CV visto').
    revisado: smallint('revisado').notNull().default(0),
    // Affinity evaluation: 0 evaluating, 1 done, 2 error, 3 blocked (a free offer's application beyond the first 15).
    estado_evaluacion: smallint('estado_evaluacion').notNull().default(0),
    afinidad_puesto: smallint('afinidad_puesto'),
    // What matched and what is missing, for "¿Por qué este puntaje?" (docs/affinity.md).
    afinidad_detalle: jsonb('afinidad_detalle').$type<Record<string, unknown>>(),
    estado_actualizado_en: timestamptz('estado_actualizado_en'),
    // Cancelled by the applicant: kept so they cannot apply again; recruiters never see it, nor count it.
    eliminado_en: timestamptz('eliminado_en'),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
    actualizado_en: timestamptz('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    // One application per applicant and offer, whatever the concurrency.
    uniqueIndex('postulacion_postulante_oferta_uq').on(t.postulante_id, t.oferta_id),
    check('postulacion_estado_ck', sql`${t.estado} between 0 and 3`),
    check('postulacion_revisado_ck', sql`${t.revisado} in (0, 1)`),
    check('postulacion_evaluacion_ck', sql`${t.estado_evaluacion} between 0 and 3`),
    check('postulacion_afinidad_ck', sql`${t.afinidad_puesto} between 0 and 100`),
    // An offer's active applications in order of arrival (the first 15 of a free offer are seen in full).
    index('postulacion_oferta_idx')
      .on(t.oferta_id, t.creado_en, t.id)
      .where(sql`${t.eliminado_en} is null`),
    // The recruiter's list sorted by affinity (docs/applicants.md); arrival order uses the index above.
    index('postulacion_oferta_afinidad_idx')
      .on(t.oferta_id, t.afinidad_puesto.desc().nullsLast(), t.creado_en.desc(), t.id.desc())
      .where(sql`${t.eliminado_en} is null`),
    // Mis postulaciones, newest first.
    index('postulacion_postulante_idx').on(t.postulante_id, t.creado_en.desc(), t.id.desc()),
    // The affinity job's start-up backfill (docs/affinity.md): only the applications still waiting for their score,
    // so a start reads a handful of index entries instead of scanning every application.
    index('postulacion_por_evaluar_idx')
      .on(t.id)
      .where(sql`${t.estado_evaluacion} = 0 and ${t.eliminado_en} is null`),
  ],
);

/** Job alerts: the applicant's weekly or daily digest of new matching offers (a marketing mail). */
export const suscripcionAlerta = pgTable(
  'suscripcion_alerta',
  {
    usuario_id: integer('usuario_id')
      .primaryKey()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    frecuencia: text('frecuencia').$type<'diaria' | 'semanal'>().notNull().default('semanal'),
    activa: smallint('activa').notNull().default(1),
    ultimo_envio: timestamptz('ultimo_envio'),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
    actualizado_en: timestamptz('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    check('suscripcion_frecuencia_ck', sql`${t.frecuencia} in ('diaria', 'semanal')`),
    check('suscripcion_activa_ck', sql`${t.activa} in (0, 1)`),
  ],
);

/**
 * Saved offers (docs/team.md, "Applicants' saved offers"): an applicant's bookmarks, at most OFERTAS_GUARDADAS_MAX
 * each, and whether the reminder before the deadline went out (it goes once per saved offer).
 */
export const ofertaGuardada = pgTable(
  'oferta_guardada',
  {
    postulante_id: integer('postulante_id')
      .notNull()
      .references(() => postulante.id, { onDelete: 'cascade' }),
    oferta_id: integer('oferta_id')
      .notNull()
      .references(() => oferta.id, { onDelete: 'cascade' }),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
    recordatorio_enviado_en: timestamptz('recordatorio_enviado_en'),
  },
  (t) => [
    primaryKey({ columns: [t.postulante_id, t.oferta_id] }),
    // Guardadas, newest first.
    index('oferta_guardada_postulante_idx').on(t.postulante_id, t.creado_en.desc(), t.oferta_id.desc()),
    // The reminder's daily run starts from the offers closing soon and reads only the saves not yet reminded.
    index('oferta_guardada_pendiente_idx')
      .on(t.oferta_id)
      .where(sql`${t.recordatorio_enviado_en} is null`),
  ],
);

/** The statuses an application passes through as its applicant reads them (docs/insights.md "Time in each status"). */
export const ETAPAS_POSTULACION = ['cv_visto', 'en_proceso', 'finalista', 'no_seleccionada'] as const;

/**
 * When each application entered each status (the status history): one row per change, written in the transaction of
 * the change (the status radio, a bulk change, the first opening of the CV). Entering «Recibida» is the application's
 * own `creado_en`. The offer's figures read from it how long applications stay in each status. It names no person:
 * the application does, and an anonymised application keeps its history as counts.
 */
export const postulacionEstadoCambio = pgTable(
  'postulacion_estado_cambio',
  {
    id: serial('id').primaryKey(),
    postulacion_id: integer('postulacion_id')
      .notNull()
      .references(() => postulacion.id, { onDelete: 'cascade' }),
    etapa: text('etapa').$type<(typeof ETAPAS_POSTULACION)[number]>().notNull(),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
  },
  (t) => [
    index('postulacion_estado_cambio_postulacion_idx').on(t.postulacion_id, t.creado_en),
    check('postulacion_estado_cambio_etapa_ck', sql`${t.etapa} in ('cv_visto', 'en_proceso', 'finalista', 'no_seleccionada')`),
  ],
);
