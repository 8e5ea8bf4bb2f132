/**
 * The applicant assistant's history (docs/assistant.md): every query a recruiter asked about an offer,
 * what the provider understood of it, and the ranked results as they were at that moment, so paging, reopening and
 * exporting read the same list. The recruiter's decisions (discard, finalist…) are read live from `postulacion`.
 */
import type { CriteriosAsistente, RazonAsistente } from '@practiperu/shared/asistente';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { oferta } from './ofertas.ts';
import { postulacion } from './postulaciones.ts';
import { usuario } from './usuarios.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const asistenteConsulta = pgTable(
  'asistente_consulta',
  {
    id: serial('id').primaryKey(),
    oferta_id: integer('oferta_id')
      .notNull()
      .references(() => oferta.id, { onDelete: 'cascade' }),
    // The recruiter who asked (a company's account).
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    consulta: jsonb('consulta').$type<CriteriosAsistente>().notNull(),
    consulta_texto: text('consulta_texto').notNull(),
    // 'integrado' (built-in Spanish parser) or 'openai' (an OpenAI-compatible endpoint).
    proveedor: text('proveedor').notNull(),
    total: integer('total').notNull(),
    // Applicants of a free offer beyond the first 15 are not searched.
    bloqueados: integer('bloqueados').notNull().default(0),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
  },
  (t) => [
    check('asistente_consulta_proveedor_ck', sql`${t.proveedor} in ('integrado', 'openai')`),
    check('asistente_consulta_prompt_ck', sql`char_length(${t.prompt}) between 1 and 1000`),
    // The offer's past queries, newest first.
    index('asistente_consulta_oferta_idx').on(t.oferta_id, t.creado_en.desc(), t.id.desc()),
  ],
);

export const asistenteResultado = pgTable(
  'asistente_resultado',
  {
    consulta_id: integer('consulta_id')
      .notNull()
      .references(() => asistenteConsulta.id, { onDelete: 'cascade' }),
    // Rank within the query, 1 = best.
    puesto: integer('puesto').notNull(),
    postulacion_id: integer('postulacion_id')
      .notNull()
      .references(() => postulacion.id, { onDelete: 'cascade' }),
    puntaje: smallint('puntaje').notNull(),
    razones: jsonb('razones').$type<RazonAsistente[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.consulta_id, t.puesto] }),
    check('asistente_resultado_puntaje_ck', sql`${t.puntaje} between 0 and 100`),
    index('asistente_resultado_postulacion_idx').on(t.postulacion_id),
  ],
);
