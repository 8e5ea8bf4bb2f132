/**
 * The applicant's CV (docs/cv.md): the profile columns live on `postulante` (one row per applicant account), each
 * repeatable section in its own table. Every child row belongs to one postulante and goes with it (ON DELETE CASCADE,
 * decision 007).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { postulante } from './usuarios.ts';

const owner = () =>
  integer('postulante_id')
    .notNull()
    .references(() => postulante.id, { onDelete: 'cascade' });
const created = () => timestamp('creado_en', { withTimezone: true }).notNull().defaultNow();

/** logros_academicos_personales: description and date. */
export const logro = pgTable(
  'logro',
  {
    id: serial('id').primaryKey(),
    postulante_id: owner(),
    descripcion: text('descripcion').notNull(),
    fecha: date('fecha').notNull(),
    creado_en: created(),
  },
  (t) => [index('logro_postulante_idx').on(t.postulante_id)],
);

const NIVELES = sql.raw(`('básico', 'intermedio', 'avanzado')`);

/** conocimientos (name, level): a name once per applicant. */
export const conocimiento = pgTable(
  'conocimiento',
  {
    id: serial('id').primaryKey(),
    postulante_id: owner(),
    nombre: text('nombre').notNull(),
    nivel: text('nivel').notNull(),
    creado_en: created(),
  },
  (t) => [
    uniqueIndex('conocimiento_postulante_nombre_uq').on(t.postulante_id, sql`lower(${t.nombre})`),
    check('conocimiento_nivel_ck', sql`${t.nivel} in ${NIVELES}`),
  ],
);

/** idiomas (name, level): a language once per applicant. */
export const idiomaPostulante = pgTable(
  'idioma_postulante',
  {
    id: serial('id').primaryKey(),
    postulante_id: owner(),
    nombre: text('nombre').notNull(),
    nivel: text('nivel').notNull(),
    creado_en: created(),
  },
  (t) => [
    uniqueIndex('idioma_postulante_nombre_uq').on(t.postulante_id, sql`lower(${t.nombre})`),
    check('idioma_postulante_nivel_ck', sql`${t.nivel} in ${NIVELES}`),
  ],
);

/** habilidades (name): a skill once per applicant. */
export const habilidadPostulante = pgTable(
  'habilidad_postulante',
  { id: serial('id').primaryKey(), postulante_id: owner(), nombre: text('nombre').notNull(), creado_en: created() },
  (t) => [uniqueIndex('habilidad_postulante_nombre_uq').on(t.postulante_id, sql`lower(${t.nombre})`)],
);

/** formacion_complementaria (certifications): tipo null means 'Otros'; fecha_inicio is a month (day 1). */
export const formacionComplementaria = pgTable(
  'formacion_complementaria',
  {
    id: serial('id').primaryKey(),
    postulante_id: owner(),
    tipo: text('tipo'),
    inst_educativa: text('inst_educativa').notNull(),
    fecha_inicio: date('fecha_inicio').notNull(),
    descripcion: text('descripcion').notNull(),
    creado_en: created(),
  },
  (t) => [index('formacion_postulante_idx').on(t.postulante_id)],
);

/** experiencia_laboral: fecha_salida null while sigo_aqui = 1. */
export const experienciaLaboral = pgTable(
  'experiencia_laboral',
  {
    id: serial('id').primaryKey(),
    postulante_id: owner(),
    nombre_empresa: text('nombre_empresa').notNull(),
    puesto: text('puesto').notNull(),
    funciones: text('funciones').notNull(),
    fecha_inicio: date('fecha_inicio').notNull(),
    fecha_salida: date('fecha_salida'),
    sigo_aqui: smallint('sigo_aqui').notNull().default(0),
    creado_en: created(),
  },
  (t) => [
    index('experiencia_postulante_idx').on(t.postulante_id),
    check('experiencia_sigo_aqui_ck', sql`${t.sigo_aqui} in (0, 1)`),
    check(
      'experiencia_fechas_ck',
      sql`(${t.sigo_aqui} = 1 and ${t.fecha_salida} is null) or (${t.sigo_aqui} = 0 and ${t.fecha_salida} >= ${t.fecha_inicio})`,
    ),
  ],
);

/** Projects and volunteering, one entity with tipo 'Proyecto' or 'Voluntariado'. */
export const actExtracurricular = pgTable(
  'act_extracurricular',
  {
    id: serial('id').primaryKey(),
    postulante_id: owner(),
    tipo: text('tipo').notNull(),
    nombre_empresa: text('nombre_empresa').notNull(),
    nombre_proyecto: text('nombre_proyecto'),
    puesto: text('puesto').notNull(),
    funciones: text('funciones').notNull(),
    fecha_inicio: date('fecha_inicio').notNull(),
    fecha_salida: date('fecha_salida'),
    sigo_aqui: smallint('sigo_aqui').notNull().default(0),
    creado_en: created(),
  },
  (t) => [
    index('extracurricular_postulante_idx').on(t.postulante_id, t.tipo),
    check('extracurricular_tipo_ck', sql`${t.tipo} in ('Proyecto', 'Voluntariado')`),
    check('extracurricular_sigo_aqui_ck', sql`${t.sigo_aqui} in (0, 1)`),
    check(
      'extracurricular_fechas_ck',
      sql`(${t.sigo_aqui} = 1 and ${t.fecha_salida} is null) or (${t.sigo_aqui} = 0 and ${t.fecha_salida} >= ${t.fecha_inicio})`,
    ),
  ],
);

export type RedSocial = { name: string; value: string };
