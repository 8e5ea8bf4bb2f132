/**
 * The back office (docs/admin.md) and applicant premium (docs/premium.md): the audit log of administrators' actions,
 * premium content, announcements to users who accepted marketing mail, and applicants' premium memberships.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { pago } from './ofertas.ts';
import { usuario } from './usuarios.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Who did what, when, with the record before and after. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    admin_id: integer('admin_id').references(() => usuario.id, { onDelete: 'set null' }),
    // The administrator's e-mail at the time, kept even if the account goes.
    admin_correo: text('admin_correo').notNull(),
    accion: text('accion').notNull(),
    entidad: text('entidad').notNull(),
    entidad_id: text('entidad_id'),
    antes: jsonb('antes').$type<Record<string, unknown>>(),
    despues: jsonb('despues').$type<Record<string, unknown>>(),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
  },
  (t) => [index('auditoria_creado_idx').on(t.creado_en.desc()), index('auditoria_entidad_idx').on(t.entidad, t.entidad_id)],
);

/** Premium videos and resources. Files live in storage under unguessable names. */
export const contenidoPremium = pgTable(
  'contenido_premium',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').$type<'video' | 'recurso'>().notNull(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    duracion: text('duracion'),
    imagen: text('imagen'),
    archivo: text('archivo'),
    folder_name: text('folder_name'),
    glosario: jsonb('glosario').$type<{ title: string; description: string }[]>().notNull().default([]),
    orden: integer('orden').notNull().default(0),
    publicado: smallint('publicado').notNull().default(1),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
    actualizado_en: timestamptz('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    check('contenido_tipo_ck', sql`${t.tipo} in ('video', 'recurso')`),
    check('contenido_publicado_ck', sql`${t.publicado} in (0, 1)`),
    index('contenido_orden_idx').on(t.orden, t.id),
  ],
);

/** A marketing mail: an announcement to companies or applicants who accepted marketing, sent through the queue. */
export const anuncio = pgTable(
  'anuncio',
  {
    id: serial('id').primaryKey(),
    audiencia: text('audiencia').$type<'empresas' | 'postulantes'>().notNull(),
    asunto: text('asunto').notNull(),
    html: text('html').notNull(),
    estado: text('estado').$type<'borrador' | 'enviando' | 'enviado'>().notNull().default('borrador'),
    destinatarios: integer('destinatarios').notNull().default(0),
    creado_por: integer('creado_por').references(() => usuario.id, { onDelete: 'set null' }),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
    enviado_en: timestamptz('enviado_en'),
  },
  (t) => [
    check('anuncio_audiencia_ck', sql`${t.audiencia} in ('empresas', 'postulantes')`),
    check('anuncio_estado_ck', sql`${t.estado} in ('borrador', 'enviando', 'enviado')`),
  ],
);

/** An applicant's premium membership, granted when an administrator validates a premium payment. */
export const membresiaPremium = pgTable(
  'membresia_premium',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    pago_id: integer('pago_id').references(() => pago.id, { onDelete: 'set null' }),
    // Lima dates: premium from the start of `inicio` to 23:59 of `expira_el`.
    inicio: date('inicio').notNull(),
    expira_el: date('expira_el').notNull(),
    // Set when the expiry reminder mail was sent, so it goes once.
    aviso_enviado_en: timestamptz('aviso_enviado_en'),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
  },
  (t) => [
    check('membresia_fechas_ck', sql`${t.expira_el} >= ${t.inicio}`),
    index('membresia_usuario_idx').on(t.usuario_id, t.expira_el.desc()),
  ],
);
