/**
 * The second factor (TOTP) of administrators and company administrators (docs/security.md "Second factor"): the
 * account's secret, encrypted; its one-use recovery codes, hashed; and the short-lived challenges a login answers
 * with when the password was right and a code is still due.
 */
import { sql } from 'drizzle-orm';
import { bigint, char, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuario } from './usuarios.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** One row per account that started an enrolment; `confirmado_en` null while the first code is not confirmed. */
export const segundoFactor = pgTable('segundo_factor', {
  usuario_id: integer('usuario_id')
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  // AES-256-GCM of the base32 secret (lib/secret-box.ts): never returned after enrolment, never logged.
  secreto_cifrado: text('secreto_cifrado').notNull(),
  confirmado_en: timestamptz('confirmado_en'),
  // The last 30-second step a code was accepted for: a code of that step or an earlier one is refused (no replay).
  ultimo_paso: bigint('ultimo_paso', { mode: 'number' }),
  creado_en: timestamptz('creado_en').notNull().defaultNow(),
});

/**
 * Ten one-use recovery codes per enrolment or regeneration, only their argon2id hash kept (each with its own salt).
 * Rows written before that hold the code's hex SHA-256 and still work once.
 */
export const codigoRecuperacion = pgTable(
  'codigo_recuperacion',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    codigo_hash: text('codigo_hash').notNull(),
    usado_en: timestamptz('usado_en'),
  },
  (t) => [index('codigo_recuperacion_usuario_idx').on(t.usuario_id)],
);

export const DESAFIO_TIPOS = ['ingreso', 'inscripcion'] as const;
export type DesafioTipo = (typeof DESAFIO_TIPOS)[number];

/**
 * The step between a right password and a session: 'ingreso' asks for a code, 'inscripcion' lets an account that must
 * have a second factor enrol before its first session. Only the token's SHA-256 is kept; a few wrong codes void it.
 */
export const desafioSegundoFactor = pgTable(
  'desafio_segundo_factor',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    token_hash: char('token_hash', { length: 64 }).notNull(),
    tipo: text('tipo').$type<DesafioTipo>().notNull(),
    intentos: smallint('intentos').notNull().default(0),
    expira_en: timestamptz('expira_en').notNull(),
    usado_en: timestamptz('usado_en'),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('desafio_segundo_factor_token_uq').on(t.token_hash),
    index('desafio_segundo_factor_usuario_idx').on(t.usuario_id),
    check('desafio_segundo_factor_tipo_ck', sql.raw(`tipo in (${DESAFIO_TIPOS.map((x) => `'${x}'`).join(', ')})`)),
  ],
);
