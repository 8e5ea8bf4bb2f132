/** One-time tokens of the account flows (hashed, single use, with expiry) and marketing unsubscriptions. */
import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sector } from './referencia.ts';
import { organizacion, usuario } from './usuarios.ts';

export const TOKEN_TIPOS = ['confirmacion', 'reenvio_registro', 'recuperacion', 'cambio_correo', 'suscripcion'] as const;
export type TokenTipo = (typeof TOKEN_TIPOS)[number];

/** Random, hashed at rest, single use (usado_en), with expiry. `datos` holds e.g. the new e-mail of a change. */
export const tokenUnico = pgTable(
  'token_unico',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<TokenTipo>().notNull(),
    token_hash: char('token_hash', { length: 64 }).notNull(),
    datos: jsonb('datos').$type<Record<string, unknown>>(),
    expira_en: timestamp('expira_en', { withTimezone: true }).notNull(),
    usado_en: timestamp('usado_en', { withTimezone: true }),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('token_unico_hash_uq').on(t.token_hash),
    index('token_unico_usuario_tipo_idx').on(t.usuario_id, t.tipo, t.creado_en),
    check('token_unico_tipo_ck', sql.raw(`tipo in (${TOKEN_TIPOS.map((x) => `'${x}'`).join(', ')})`)),
  ],
);

export const bajaMarketing = pgTable('baja_marketing', {
  id: serial('id').primaryKey(),
  usuario_id: integer('usuario_id')
    .notNull()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  motivo: text('motivo').notNull(),
  creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's economic sectors (1 to 10). */
export const organizacionSector = pgTable(
  'organizacion_sector',
  {
    organizacion_id: integer('organizacion_id')
      .notNull()
      .references(() => organizacion.id, { onDelete: 'cascade' }),
    sector_id: smallint('sector_id')
      .notNull()
      .references(() => sector.id),
  },
  (t) => [primaryKey({ columns: [t.organizacion_id, t.sector_id] })],
);

/**
 * The browsers an account has logged in from (docs/security.md "Owners told of attacks"): the SHA-256 of a random id
 * kept in a long-lived cookie of that browser, never the id itself, its address or its user agent. A login from a
 * browser not listed is mailed to the owner; rows unseen for the retention period are deleted (docs/privacy.md).
 */
export const navegadorConocido = pgTable(
  'navegador_conocido',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    huella: char('huella', { length: 64 }).notNull(),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    visto_en: timestamp('visto_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('navegador_conocido_uq').on(t.usuario_id, t.huella), index('navegador_conocido_visto_idx').on(t.visto_en)],
);
