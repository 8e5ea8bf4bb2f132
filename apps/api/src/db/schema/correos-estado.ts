/**
 * What candidates receive (docs/team.md, "What candidates receive"): the company's own mail for a status that is told
 * (the COMPANY's: it goes when its company goes) and each seat's remembered choice of notifying the applicant (one
 * person's: it goes with the seat's account).
 */
import type { ClavePlantilla } from '@practiperu/shared/correos-estado';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizacion, usuario } from './usuarios.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A company's own text for one status; no row: the platform's text. */
export const plantillaCorreoEstado = pgTable(
  'plantilla_correo_estado',
  {
    organizacion_id: integer('organizacion_id')
      .notNull()
      .references(() => organizacion.id, { onDelete: 'cascade' }),
    clave: text('clave').$type<ClavePlantilla>().notNull(),
    asunto: varchar('asunto', { length: 120 }).notNull(),
    cuerpo: text('cuerpo').notNull(),
    actualizado_en: timestamptz('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizacion_id, t.clave] }),
    check('plantilla_correo_estado_clave_ck', sql`${t.clave} in ('en_proceso', 'finalista', 'no_seleccionada')`),
    check('plantilla_correo_estado_cuerpo_ck', sql`char_length(${t.cuerpo}) <= 2000`),
  ],
);

/** A seat's remembered choice for «Avisar al postulante por correo»; no row: notify (the default). */
export const preferenciaCorreoEstado = pgTable('preferencia_correo_estado', {
  usuario_id: integer('usuario_id')
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  avisar: boolean('avisar').notNull(),
  actualizado_en: timestamptz('actualizado_en').notNull().defaultNow(),
});
