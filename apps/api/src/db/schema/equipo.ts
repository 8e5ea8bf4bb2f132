/**
 * Recruiting as a team (docs/team.md): the company's own audit trail. Every write a company's seat makes to its
 * offers and applicants (publish, change, export, status, notes, tags, bulk actions, seats) is recorded here in the
 * transaction of the change, and the company's administrators read it.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizacion, usuario } from './usuarios.ts';

export const auditoriaEmpresa = pgTable(
  'auditoria_empresa',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizacion_id: integer('organizacion_id')
      .notNull()
      .references(() => organizacion.id, { onDelete: 'cascade' }),
    // The seat that acted; null when the account is gone (its name and e-mail at the time are kept).
    usuario_id: integer('usuario_id').references(() => usuario.id, { onDelete: 'set null' }),
    usuario_correo: text('usuario_correo').notNull(),
    usuario_nombre: text('usuario_nombre').notNull().default(''),
    // A dotted verb, e.g. 'oferta.publicar', 'postulacion.estado', 'equipo.invitar'.
    accion: text('accion').notNull(),
    entidad: text('entidad').notNull(),
    entidad_id: text('entidad_id'),
    // What changed, in a few fields a person can read (never secrets, never an applicant's CV).
    detalle: jsonb('detalle').$type<Record<string, unknown>>().notNull().default({}),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auditoria_empresa_org_idx').on(t.organizacion_id, t.creado_en.desc(), t.id.desc()),
    check('auditoria_empresa_accion_ck', sql`${t.accion} ~ '^[a-z_]+(\\.[a-z_]+)+$'`),
  ],
);
