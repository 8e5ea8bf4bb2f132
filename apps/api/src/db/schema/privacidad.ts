/**
 * The rights of Ley 29733 in the product (docs/privacy.md): the rights requests people file from Mi cuenta, which the
 * back office answers within the legal term, and the copies of one's data ("Descargar mis datos") prepared by a job.
 * Both belong to the account and go with it (ON DELETE CASCADE, decision 007); an answer is also in the audit log.
 */
import { RESOLUCIONES, TIPOS_SOLICITUD, type EstadoSolicitud, type Resolucion, type TipoSolicitud } from '@practiperu/shared/privacidad';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { postulacion } from './postulaciones.ts';
import { usuario } from './usuarios.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export const solicitudDerechos = pgTable(
  'solicitud_derechos',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<TipoSolicitud>().notNull(),
    detalle: text('detalle').notNull(),
    // The application a human review is about (applicants); the request stays if the application goes.
    postulacion_id: integer('postulacion_id').references(() => postulacion.id, { onDelete: 'set null' }),
    estado: text('estado').$type<EstadoSolicitud>().notNull().default('pendiente'),
    // The Lima day it must be answered by: business days from the day after it was filed.
    vence_el: date('vence_el').notNull(),
    resolucion: text('resolucion').$type<Resolucion>(),
    respuesta: text('respuesta'),
    motivo: text('motivo'),
    respondido_en: timestamptz('respondido_en'),
    respondido_por: integer('respondido_por').references(() => usuario.id, { onDelete: 'set null' }),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
    actualizado_en: timestamptz('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    check('solicitud_derechos_tipo_ck', sql.raw(`tipo in (${list(TIPOS_SOLICITUD)})`)),
    check('solicitud_derechos_estado_ck', sql`${t.estado} in ('pendiente', 'atendida', 'denegada')`),
    check('solicitud_derechos_resolucion_ck', sql.raw(`resolucion in (${list(RESOLUCIONES)})`)),
    // Answered exactly when it has a resolution and an answer; a refusal says why.
    check(
      'solicitud_derechos_respuesta_ck',
      sql`(${t.estado} = 'pendiente' and ${t.resolucion} is null and ${t.respuesta} is null) or (${t.estado} = ${t.resolucion} and ${t.respuesta} is not null and ${t.respondido_en} is not null)`,
    ),
    check('solicitud_derechos_motivo_ck', sql`${t.resolucion} is distinct from 'denegada' or ${t.motivo} is not null`),
    // The back office's work queue: open requests by due date.
    index('solicitud_derechos_pendientes_idx')
      .on(t.vence_el, t.id)
      .where(sql`${t.estado} = 'pendiente'`),
    index('solicitud_derechos_estado_idx').on(t.estado, t.creado_en.desc()),
    // Mi cuenta: the person's own requests, newest first.
    index('solicitud_derechos_usuario_idx').on(t.usuario_id, t.creado_en.desc(), t.id.desc()),
  ],
);

/** A copy of one's data: a ZIP in storage (never under the public uploads), downloadable until expira_en. */
export const exportacionDatos = pgTable(
  'exportacion_datos',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    estado: text('estado').$type<'pendiente' | 'lista' | 'caducada' | 'fallida'>().notNull().default('pendiente'),
    // Stored name of the ZIP (storage/), while it is kept.
    archivo: text('archivo'),
    bytes: bigint('bytes', { mode: 'number' }),
    solicitado_en: timestamptz('solicitado_en').notNull().defaultNow(),
    lista_en: timestamptz('lista_en'),
    expira_en: timestamptz('expira_en'),
    descargas: integer('descargas').notNull().default(0),
  },
  (t) => [
    check('exportacion_datos_estado_ck', sql`${t.estado} in ('pendiente', 'lista', 'caducada', 'fallida')`),
    check('exportacion_datos_lista_ck', sql`${t.estado} <> 'lista' or (${t.archivo} is not null and ${t.expira_en} is not null)`),
    // One copy in preparation at a time per account, whatever the concurrency.
    uniqueIndex('exportacion_datos_pendiente_uq')
      .on(t.usuario_id)
      .where(sql`${t.estado} = 'pendiente'`),
    index('exportacion_datos_usuario_idx').on(t.usuario_id, t.solicitado_en.desc(), t.id.desc()),
  ],
);
