/** Accounts of every role (C1), their sessions, and the company/applicant records hung on them. */
import { sql } from 'drizzle-orm';
import { boolean, check, char, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  actualizado_en: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
};

export const usuario = pgTable(
  'usuario',
  {
    id: serial('id').primaryKey(),
    correo: text('correo').notNull(),
    clave_hash: text('clave_hash').notNull(),
    rol: smallint('rol').notNull(),
    nombres: text('nombres').notNull().default(''),
    apellidos: text('apellidos').notNull().default(''),
    activo: boolean('activo').notNull().default(true),
    confirmado_en: timestamp('confirmado_en', { withTimezone: true }),
    is_dev: boolean('is_dev').notNull().default(false),
    autorizacion_marketing: smallint('autorizacion_marketing').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // One account per e-mail across all roles, compared case-insensitively (C1, DESIGN §3).
    uniqueIndex('usuario_correo_lower_uq').on(sql`lower(${t.correo})`),
    check('usuario_rol_ck', sql`${t.rol} in (0, 1, 2)`),
    check('usuario_marketing_ck', sql`${t.autorizacion_marketing} in (0, 1)`),
  ],
);

export const sesion = pgTable(
  'sesion',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    // SHA-256 of the opaque token: the token itself is never stored (DESIGN §4).
    token_hash: char('token_hash', { length: 64 }).notNull(),
    expira_en: timestamp('expira_en', { withTimezone: true }).notNull(),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sesion_token_hash_uq').on(t.token_hash), index('sesion_usuario_idx').on(t.usuario_id)],
);

export const organizacion = pgTable(
  'organizacion',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    ruc: char('ruc', { length: 11 }).notNull(),
    nombre_completo: text('nombre_completo').notNull(),
    nombre: text('nombre').notNull(),
    // The contact person's phone and position (C7); their names are the account's nombres/apellidos.
    nro_contacto: text('nro_contacto').notNull().default(''),
    cargo: text('cargo').notNull().default(''),
    // Stored file name of the logo (storage/), never a client-supplied path.
    logo: text('logo'),
    is_premium: boolean('is_premium').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('organizacion_usuario_uq').on(t.usuario_id),
    uniqueIndex('organizacion_ruc_uq').on(t.ruc),
    check('organizacion_ruc_ck', sql`${t.ruc} ~ '^20[0-9]{9}$'`),
  ],
);

export const postulante = pgTable(
  'postulante',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('postulante_usuario_uq').on(t.usuario_id)],
);
