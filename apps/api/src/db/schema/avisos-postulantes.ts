/**
 * New-applicant notices (docs/team.md, "Told of new applicants"): each seat's choice of how it hears of new
 * applications, the offers it follows (its own from their publication), and the applications it has not been told
 * of yet. Everything is one person's (a seat's account): removing the seat removes it all.
 */
import type { AlcanceAviso, FrecuenciaAviso } from '@practiperu/shared/avisos-postulantes';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { oferta } from './ofertas.ts';
import { postulacion } from './postulaciones.ts';
import { usuario } from './usuarios.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A seat's general choice; a seat without a row has the default (a daily digest of the offers it follows). */
export const avisoPreferencia = pgTable(
  'aviso_preferencia',
  {
    usuario_id: integer('usuario_id')
      .primaryKey()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    frecuencia: text('frecuencia').$type<FrecuenciaAviso>().notNull(),
    alcance: text('alcance').$type<AlcanceAviso>().notNull(),
    actualizado_en: timestamptz('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    check('aviso_preferencia_frecuencia_ck', sql`${t.frecuencia} in ('inmediato', 'diario', 'ninguno')`),
    check('aviso_preferencia_alcance_ck', sql`${t.alcance} in ('seguidas', 'todas')`),
  ],
);

/** An offer a seat follows; `frecuencia` null means the seat's general choice. */
export const ofertaSeguimiento = pgTable(
  'oferta_seguimiento',
  {
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    oferta_id: integer('oferta_id')
      .notNull()
      .references(() => oferta.id, { onDelete: 'cascade' }),
    frecuencia: text('frecuencia').$type<FrecuenciaAviso>(),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.usuario_id, t.oferta_id] }),
    index('oferta_seguimiento_oferta_idx').on(t.oferta_id),
    check('oferta_seguimiento_frecuencia_ck', sql`${t.frecuencia} is null or ${t.frecuencia} in ('inmediato', 'diario', 'ninguno')`),
  ],
);

/**
 * An application a seat is still to be told of, written in the application's transaction for every seat that
 * receives notices of its offer; the mail that tells it deletes the row in its own transaction.
 */
export const avisoPendiente = pgTable(
  'aviso_pendiente',
  {
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    postulacion_id: integer('postulacion_id')
      .notNull()
      .references(() => postulacion.id, { onDelete: 'cascade' }),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.postulacion_id] }), index('aviso_pendiente_postulacion_idx').on(t.postulacion_id)],
);
