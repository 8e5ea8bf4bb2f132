/**
 * Recruiting as a team (docs/team.md): the company's own audit trail. Every write a company's seat makes to its
 * offers and applicants (publish, change, export, status, notes, tags, bulk actions, seats) is recorded here in the
 * transaction of the change, and the company's administrators read it.
 */
import { sql } from 'drizzle-orm';
import { bigserial, char, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SolicitudTipo } from '@practiperu/shared/equipo';
import type { SolicitudEstado } from '@practiperu/shared/solicitud';
import { oferta } from './ofertas.ts';
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

export const EQUIPO_ROLES = ['administrador', 'reclutador'] as const;
export type EquipoRol = (typeof EQUIPO_ROLES)[number];

/**
 * A company's seats: each recruiter account belongs to exactly one company, with a role. The company's holder
 * (`organizacion.usuario_id`) has an administrator seat too, so every lookup of "the company of this account" reads
 * this table alone.
 */
export const miembroOrganizacion = pgTable(
  'miembro_organizacion',
  {
    id: serial('id').primaryKey(),
    organizacion_id: integer('organizacion_id')
      .notNull()
      .references(() => organizacion.id, { onDelete: 'cascade' }),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    rol: text('rol').$type<EquipoRol>().notNull(),
    // The account's own contact phone and position (Mi cuenta › datos de contacto). The holder's are also the
    // company's contact person (`organizacion.nro_contacto`, `cargo`); older holders' seats may be empty
    // (`contactoPropioSql` reads the company's for them).
    nro_contacto: text('nro_contacto').notNull().default(''),
    cargo: text('cargo').notNull().default(''),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('miembro_organizacion_usuario_uq').on(t.usuario_id),
    index('miembro_organizacion_org_idx').on(t.organizacion_id),
    check('miembro_organizacion_rol_ck', sql`${t.rol} in ('administrador', 'reclutador')`),
  ],
);

/**
 * Invitations to join a company: a one-time link (hashed at rest) valid 7 days, for one e-mail and one role. Used
 * when the colleague joins (usado_en), or cancelled by an administrator (cancelado_en).
 */
export const invitacionEquipo = pgTable(
  'invitacion_equipo',
  {
    id: serial('id').primaryKey(),
    organizacion_id: integer('organizacion_id')
      .notNull()
      .references(() => organizacion.id, { onDelete: 'cascade' }),
    correo: text('correo').notNull(),
    rol: text('rol').$type<EquipoRol>().notNull(),
    invitado_por: integer('invitado_por').references(() => usuario.id, { onDelete: 'set null' }),
    token_hash: char('token_hash', { length: 64 }).notNull(),
    expira_en: timestamp('expira_en', { withTimezone: true }).notNull(),
    usado_en: timestamp('usado_en', { withTimezone: true }),
    cancelado_en: timestamp('cancelado_en', { withTimezone: true }),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitacion_equipo_hash_uq').on(t.token_hash),
    index('invitacion_equipo_org_idx').on(t.organizacion_id, t.creado_en),
    check('invitacion_equipo_rol_ck', sql`${t.rol} in ('administrador', 'reclutador')`),
  ],
);

/**
 * A recruiter seat asks the company's administrators for what only they may do (`tipo`): to feature (pay for) an offer
 * it prepared, to annul a featured offer's payment in review by cancelling its feature, or to remove an offer whose
 * payment is in review. An administrator does it through the normal action (paying: `pagada`; cancelling or removing,
 * through the request or not: `hecha`) or declines it (`rechazada`, with an optional reason). One pending request per
 * offer and kind. Who asked and who answered are kept by name as well, so a removed seat's requests still read well.
 */
export const solicitudDestacado = pgTable(
  'solicitud_destacado',
  {
    id: serial('id').primaryKey(),
    organizacion_id: integer('organizacion_id')
      .notNull()
      .references(() => organizacion.id, { onDelete: 'cascade' }),
    oferta_id: integer('oferta_id')
      .notNull()
      .references(() => oferta.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<SolicitudTipo>().notNull().default('destacar'),
    solicitado_por: integer('solicitado_por').references(() => usuario.id, { onDelete: 'set null' }),
    solicitado_por_nombre: text('solicitado_por_nombre').notNull(),
    mensaje: text('mensaje'),
    estado: text('estado').$type<SolicitudEstado>().notNull().default('pendiente'),
    resuelto_por: integer('resuelto_por').references(() => usuario.id, { onDelete: 'set null' }),
    resuelto_por_nombre: text('resuelto_por_nombre'),
    motivo: text('motivo'),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    resuelto_en: timestamp('resuelto_en', { withTimezone: true }),
  },
  (t) => [
    index('solicitud_destacado_org_idx').on(t.organizacion_id, t.creado_en),
    uniqueIndex('solicitud_destacado_pendiente_uq')
      .on(t.oferta_id, t.tipo)
      .where(sql`${t.estado} = 'pendiente'`),
    check('solicitud_destacado_estado_ck', sql`${t.estado} in ('pendiente', 'pagada', 'hecha', 'rechazada', 'sin_efecto')`),
    check('solicitud_destacado_tipo_ck', sql`${t.tipo} in ('destacar', 'anular_pago', 'eliminar')`),
  ],
);
