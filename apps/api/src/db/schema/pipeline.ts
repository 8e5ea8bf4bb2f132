/**
 * The pipeline comforts of featured offers (docs/team.md "Pipeline"): the company's private notes on an application,
 * the company's tags and which applications carry them, and each seat's saved filter sets of an offer. Notes and tags
 * belong to the COMPANY (any of its seats reads them); saved filter sets to one person and one offer. None of it is
 * ever shown to the applicant.
 */
import type { ColorEtiqueta } from '@practiperu/shared/pipeline';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oferta } from './ofertas.ts';
import { postulacion } from './postulaciones.ts';
import { organizacion, usuario } from './usuarios.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const notaPostulacion = pgTable(
  'nota_postulacion',
  {
    id: serial('id').primaryKey(),
    postulacion_id: integer('postulacion_id')
      .notNull()
      .references(() => postulacion.id, { onDelete: 'cascade' }),
    organizacion_id: integer('organizacion_id')
      .notNull()
      .references(() => organizacion.id, { onDelete: 'cascade' }),
    // The seat that wrote it; null once that account is gone (its name is kept below, the note stays).
    autor_id: integer('autor_id').references(() => usuario.id, { onDelete: 'set null' }),
    autor_nombre: text('autor_nombre').notNull(),
    texto: text('texto').notNull(),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
    editado_en: timestamptz('editado_en'),
  },
  (t) => [
    check('nota_postulacion_texto_ck', sql`char_length(${t.texto}) between 1 and 2000`),
    index('nota_postulacion_postulacion_idx').on(t.postulacion_id, t.creado_en),
  ],
);

export const etiquetaEmpresa = pgTable(
  'etiqueta_empresa',
  {
    id: serial('id').primaryKey(),
    organizacion_id: integer('organizacion_id')
      .notNull()
      .references(() => organizacion.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    color: text('color').$type<ColorEtiqueta>().notNull(),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('etiqueta_empresa_nombre_uq').on(t.organizacion_id, sql`lower(${t.nombre})`),
    check('etiqueta_empresa_nombre_ck', sql`char_length(${t.nombre}) between 1 and 30`),
    check('etiqueta_empresa_color_ck', sql`${t.color} in ('gris', 'rojo', 'naranja', 'amarillo', 'verde', 'azul', 'morado', 'rosado')`),
  ],
);

export const postulacionEtiqueta = pgTable(
  'postulacion_etiqueta',
  {
    postulacion_id: integer('postulacion_id')
      .notNull()
      .references(() => postulacion.id, { onDelete: 'cascade' }),
    etiqueta_id: integer('etiqueta_id')
      .notNull()
      .references(() => etiquetaEmpresa.id, { onDelete: 'cascade' }),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postulacion_id, t.etiqueta_id] }), index('postulacion_etiqueta_etiqueta_idx').on(t.etiqueta_id)],
);

export const filtroGuardado = pgTable(
  'filtro_guardado',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    oferta_id: integer('oferta_id')
      .notNull()
      .references(() => oferta.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    // The list's filter set as the list's own schema reads it (validated with it on save).
    filtros: jsonb('filtros').$type<Record<string, unknown>>().notNull(),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('filtro_guardado_nombre_uq').on(t.usuario_id, t.oferta_id, sql`lower(${t.nombre})`),
    check('filtro_guardado_nombre_ck', sql`char_length(${t.nombre}) between 1 and 40`),
  ],
);
