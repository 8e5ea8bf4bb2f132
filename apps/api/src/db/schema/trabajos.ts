/** The durable job queue (decision 008) and the mail outbox it delivers. */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const trabajo = pgTable(
  'trabajo',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tipo: text('tipo').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    estado: text('estado').$type<'pendiente' | 'en_proceso' | 'hecho' | 'fallido'>().notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    max_intentos: integer('max_intentos').notNull().default(5),
    ejecutar_en: timestamp('ejecutar_en', { withTimezone: true }).notNull().defaultNow(),
    // A claimed job is someone's until then; past it (the worker died) another worker may take it.
    bloqueado_hasta: timestamp('bloqueado_hasta', { withTimezone: true }),
    ultimo_error: text('ultimo_error'),
    // Idempotency: enqueueing the same key twice yields one job.
    clave: text('clave'),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizado_en: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trabajo_pendiente_idx').on(t.estado, t.ejecutar_en),
    uniqueIndex('trabajo_clave_uq').on(t.clave),
    check('trabajo_estado_ck', sql`${t.estado} in ('pendiente', 'en_proceso', 'hecho', 'fallido')`),
  ],
);

/** Every mail the platform sends, kept as sent (the development outbox reads it). */
export const correo = pgTable(
  'correo',
  {
    id: serial('id').primaryKey(),
    para: text('para').notNull(),
    asunto: text('asunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html').notNull(),
    enlaces: jsonb('enlaces').$type<string[]>().notNull().default([]),
    categoria: text('categoria').$type<'transaccional' | 'marketing'>().notNull().default('transaccional'),
    // Files sent with the message (an interview's calendar invitation): small text files only.
    adjuntos: jsonb('adjuntos').$type<{ nombre: string; tipo: string; contenido: string }[]>(),
    estado: text('estado').$type<'pendiente' | 'enviado' | 'error'>().notNull().default('pendiente'),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    enviado_en: timestamp('enviado_en', { withTimezone: true }),
  },
  (t) => [
    index('correo_para_idx').on(sql`lower(${t.para})`, t.creado_en),
    check('correo_estado_ck', sql`${t.estado} in ('pendiente', 'enviado', 'error')`),
    check('correo_categoria_ck', sql`${t.categoria} in ('transaccional', 'marketing')`),
  ],
);
