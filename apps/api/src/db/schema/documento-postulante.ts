/**
 * The applicant's CV as one Spanish full-text search document (docs/assistant-ranking.md): what the
 * assistant's ranking searches for keywords and experience areas. One row per postulante, kept current by the
 * triggers of migration 0009 (statement-level, from postulante and every CV section table), never written by
 * the application.
 */
import { customType, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { postulante } from './usuarios.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const postulanteDocumento = pgTable('postulante_documento', {
  postulante_id: integer('postulante_id')
    .primaryKey()
    .references(() => postulante.id, { onDelete: 'cascade' }),
  // Career (A); summary, knowledge, skills, languages and work experience (B); projects, courses, achievements (C).
  documento: tsvector('documento').notNull(),
  // Work experience only (puesto, funciones, empresa): "con experiencia en logística".
  experiencia: tsvector('experiencia').notNull(),
  actualizado_en: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});
