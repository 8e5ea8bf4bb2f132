/** Platform-wide records: alerts shown on the layouts, and bookkeeping of the database itself. */
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The general banner ('general') and the publish-page alert ('publicar'), shown while not empty and not expired. */
export const alerta = pgTable(
  'alerta',
  {
    tipo: text('tipo').primaryKey(),
    content: text('content').notNull().default(''),
    expire_in: timestamp('expire_in', { withTimezone: true }),
    actualizado_en: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('alerta_tipo_ck', sql`${t.tipo} in ('general', 'publicar')`)],
);

export const appMeta = pgTable('app_meta', {
  clave: text('clave').primaryKey(),
  valor: text('valor').notNull(),
});

/**
 * Server-supplied HTML the administrator edits: pricing cards, payment descriptions, the unsubscribe
 * templates. Stored sanitized; `clave` names the template (e.g. 'baja_postulantes', 'baja_mensaje').
 */
export const plantilla = pgTable('plantilla', {
  clave: text('clave').primaryKey(),
  html: text('html').notNull(),
  actualizado_en: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});
