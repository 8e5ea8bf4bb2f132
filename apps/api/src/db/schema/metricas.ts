/**
 * Counting without tracking people (docs/insights.md): how many times each offer was seen, shared and applied to,
 * per day and per source, as sums only. No column names a person, an account, an address or a browser: the tables'
 * columns are checked by a test.
 *
 * "One count per browser per day" needs to know, for the rest of the day, which browsers were already counted: a
 * keyed hash of the browser (its address and User-Agent), the offer and the event, with a key drawn at random for
 * that day. Past the day the key and the hashes are deleted (the daily job), and nothing left can say who looked.
 */
import type { FuenteMetrica } from '@practiperu/shared/insights';
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oferta } from './ofertas.ts';

/** The sums: one row per offer, day (Lima), source and channel (the network of a shared link; '' otherwise). */
export const metricaOfertaDia = pgTable(
  'metrica_oferta_dia',
  {
    oferta_id: integer('oferta_id')
      .notNull()
      .references(() => oferta.id, { onDelete: 'cascade' }),
    dia: date('dia', { mode: 'string' }).notNull(),
    fuente: text('fuente').$type<FuenteMetrica>().notNull(),
    canal: text('canal').notNull().default(''),
    vistas: integer('vistas').notNull().default(0),
    compartidos: integer('compartidos').notNull().default(0),
    postulaciones: integer('postulaciones').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.oferta_id, t.dia, t.fuente, t.canal] }),
    check('metrica_oferta_dia_fuente_ck', sql`${t.fuente} in ('busqueda', 'recomendacion', 'empresa', 'compartido', 'directo')`),
  ],
);

/** Today's key for the browsers' hashes; yesterday's is deleted by the daily job. */
export const metricaSal = pgTable('metrica_sal', {
  dia: date('dia', { mode: 'string' }).primaryKey(),
  sal: text('sal').notNull(),
});

/** The hashes counted today (see above): deleted with their day's key. */
export const metricaVisto = pgTable(
  'metrica_visto',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    huella: text('huella').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.huella] })],
);
