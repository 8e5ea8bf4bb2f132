/**
 * Interviews arranged in the product (docs/team.md "Interviews", decision 066). A company proposes one or more slots
 * for an application; the applicant picks one (from the mail's single-purpose link or from Mis postulaciones); the
 * team reschedules or cancels with notice, and records the outcome and a short scorecard. The scorecard and the
 * outcome are the COMPANY's: never shown to the applicant.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { postulacion } from './postulaciones.ts';
import { organizacion, usuario } from './usuarios.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export type EstadoEntrevista = 'propuesta' | 'confirmada' | 'cancelada';
export type ModalidadEntrevista = 'presencial' | 'virtual';
export type ResultadoEntrevista = 'pendiente' | 'avanza' | 'no_avanza' | 'no_asistio';
export interface PuntajeEntrevista {
  criterio: string;
  puntaje: number;
  comentario: string;
}

export const entrevista = pgTable(
  'entrevista',
  {
    id: serial('id').primaryKey(),
    postulacion_id: integer('postulacion_id')
      .notNull()
      .references(() => postulacion.id, { onDelete: 'cascade' }),
    organizacion_id: integer('organizacion_id')
      .notNull()
      .references(() => organizacion.id, { onDelete: 'cascade' }),
    // The seat that proposed it (its mails and reminder go there); null once that account is gone.
    autor_id: integer('autor_id').references(() => usuario.id, { onDelete: 'set null' }),
    estado: text('estado').$type<EstadoEntrevista>().notNull().default('propuesta'),
    modalidad: text('modalidad').$type<ModalidadEntrevista>().notNull(),
    // The address (in person) or the meeting link (online).
    lugar: text('lugar').notNull(),
    duracion_min: integer('duracion_min').notNull(),
    // The slots offered (UTC instants), ascending; the chosen one is `inicio`.
    horarios: jsonb('horarios').$type<string[]>().notNull(),
    inicio: timestamptz('inicio'),
    // The team's words to the applicant with the proposal (optional).
    mensaje: text('mensaje'),
    // The .ics SEQUENCE: grows with every reschedule or cancellation, so calendars replace the old event.
    secuencia: integer('secuencia').notNull().default(0),
    // sha256 of the mail link's token: it only shows and picks a slot of this interview; a new one per proposal.
    token_hash: text('token_hash').notNull(),
    motivo_cancelacion: text('motivo_cancelacion'),
    recordada_en: timestamptz('recordada_en'),
    resultado: text('resultado').$type<ResultadoEntrevista>().notNull().default('pendiente'),
    puntajes: jsonb('puntajes').$type<PuntajeEntrevista[]>().notNull().default([]),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
    actualizado_en: timestamptz('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    check('entrevista_estado_ck', sql`${t.estado} in ('propuesta', 'confirmada', 'cancelada')`),
    check('entrevista_modalidad_ck', sql`${t.modalidad} in ('presencial', 'virtual')`),
    check('entrevista_resultado_ck', sql`${t.resultado} in ('pendiente', 'avanza', 'no_avanza', 'no_asistio')`),
    check('entrevista_duracion_ck', sql`${t.duracion_min} between 15 and 240`),
    index('entrevista_postulacion_idx').on(t.postulacion_id),
    index('entrevista_org_inicio_idx').on(t.organizacion_id, t.inicio),
    uniqueIndex('entrevista_token_uq').on(t.token_hash),
  ],
);

/** The criteria a company scores its interviews by (1–5 each, with a comment). */
export const criterioEntrevista = pgTable(
  'criterio_entrevista',
  {
    id: serial('id').primaryKey(),
    organizacion_id: integer('organizacion_id')
      .notNull()
      .references(() => organizacion.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('criterio_entrevista_nombre_uq').on(t.organizacion_id, sql`lower(${t.nombre})`),
    check('criterio_entrevista_nombre_ck', sql`char_length(${t.nombre}) between 1 and 60`),
  ],
);
