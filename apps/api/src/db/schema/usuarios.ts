/** Accounts (role 0 applicant, 1 recruiter, 2 administrator), their sessions, and the company/applicant records on them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { carrera, institucion, region } from './referencia.ts';

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
    // One account per e-mail across all roles, compared case-insensitively.
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
    // SHA-256 of the opaque token: the token itself is never stored.
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
    // The contact person's phone and position; their names are the account's nombres/apellidos.
    nro_contacto: text('nro_contacto').notNull().default(''),
    cargo: text('cargo').notNull().default(''),
    // Stored file name of the logo (storage/), never a client-supplied path.
    logo: text('logo'),
    is_premium: boolean('is_premium').notNull().default(false),
    // Company data of `organizacion/update` (docs/offers.md); empty until filled.
    descripcion: text('descripcion'),
    web: text('web'),
    fb: text('fb'),
    // The company's public contact, distinct from the contact person's phone (nro_contacto).
    correo_contacto: text('correo_contacto'),
    numero_contacto: char('numero_contacto', { length: 9 }),
    id_region: smallint('id_region').references(() => region.id),
    region: text('region'),
    distrito: text('distrito'),
    direccion: text('direccion'),
    // The company's page on LinkedIn and Instagram (http or https addresses of those sites), shown on its public page.
    linkedin: text('linkedin'),
    instagram: text('instagram'),
    // The public page `/empresa/{slug}` (decision 029). The slug comes from the commercial name at registration
    // (with '-2', '-3'… when taken) and never changes, so shared links keep working; the database chooses it (trigger
    // organizacion_slug of migration 0012), whoever inserts the row. The company may hide its page (shown by default).
    slug: text('slug')
      .notNull()
      .$defaultFn(() => sql`default`),
    pagina_publica: boolean('pagina_publica').notNull().default(true),
    // The company's administrators must log in with a second factor (docs/security.md "Second factor").
    exigir_segundo_factor: boolean('exigir_segundo_factor').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('organizacion_usuario_uq').on(t.usuario_id),
    uniqueIndex('organizacion_slug_uq').on(t.slug),
    check('organizacion_slug_ck', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    uniqueIndex('organizacion_ruc_uq').on(t.ruc),
    check('organizacion_ruc_ck', sql`${t.ruc} ~ '^20[0-9]{9}$'`),
    check('organizacion_numero_contacto_ck', sql`${t.numero_contacto} ~ '^[0-9]{9}$'`),
  ],
);

/**
 * The applicant's profile. Names live on `usuario` (nombres, apellidos); the rest here.
 * Everything is nullable until the applicant fills it: the required-data gate (docs/cv.md) decides completeness.
 */
export const postulante = pgTable(
  'postulante',
  {
    id: serial('id').primaryKey(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    // Stored file name of the photo (storage/).
    foto: text('foto'),
    dni: char('dni', { length: 8 }),
    // 1 Masculino, 0 Femenino, 2 Prefiero no decirlo.
    sexo: smallint('sexo'),
    fecha_nacimiento: date('fecha_nacimiento'),
    licencia_conducir: smallint('licencia_conducir'),
    // 0 Estudiante, 1 Egresado, 2 Bachiller.
    estado_estudios: smallint('estado_estudios'),
    // 0 Técnica, 1 Universitaria.
    tipo_carrera: smallint('tipo_carrera'),
    id_inst_educativa: integer('id_inst_educativa').references(() => institucion.id),
    inst_educativa_nombre: text('inst_educativa_nombre'),
    id_carrera_actual: integer('id_carrera_actual').references(() => carrera.id),
    carrera_actual: text('carrera_actual'),
    // The career name lower-cased without accents (spec's `claves`), what matching compares.
    claves: text('claves'),
    // 0 Ninguno, 1 ≤ V … 6 X (university); 1–4 (≤ III, IV, V, VI) for technical students.
    ciclo_actual: smallint('ciclo_actual').notNull().default(0),
    // January 1 of the chosen year.
    fecha_ingreso: date('fecha_ingreso'),
    fecha_egreso: date('fecha_egreso'),
    orden_merito: smallint('orden_merito').notNull().default(0),
    resumen_profesional: text('resumen_profesional'),
    id_region: smallint('id_region').references(() => region.id),
    region: text('region'),
    provincia: text('provincia'),
    distrito: text('distrito'),
    whatsapp: char('whatsapp', { length: 9 }),
    correo_contacto: text('correo_contacto'),
    redes_sociales: jsonb('redes_sociales').$type<{ name: string; value: string }[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('postulante_usuario_uq').on(t.usuario_id),
    check('postulante_dni_ck', sql`${t.dni} ~ '^[0-9]{8}$'`),
    check('postulante_sexo_ck', sql`${t.sexo} in (0, 1, 2)`),
    check('postulante_licencia_ck', sql`${t.licencia_conducir} in (0, 1)`),
    check('postulante_estado_estudios_ck', sql`${t.estado_estudios} in (0, 1, 2)`),
    check('postulante_tipo_carrera_ck', sql`${t.tipo_carrera} in (0, 1)`),
    check('postulante_ciclo_ck', sql`${t.ciclo_actual} between 0 and 6`),
    check('postulante_orden_merito_ck', sql`${t.orden_merito} between 0 and 5`),
    check('postulante_region_ck', sql`${t.id_region} between 1 and 25`),
    check('postulante_whatsapp_ck', sql`${t.whatsapp} ~ '^[0-9]{9}$'`),
    check('postulante_egreso_ck', sql`${t.fecha_egreso} >= ${t.fecha_ingreso}`),
    index('postulante_claves_idx').on(t.claves),
    index('postulante_region_idx').on(t.id_region),
    // The recruiter's filters by department and merit order: an index-only probe per application of the offer.
    index('postulante_filtros_idx').on(t.id, t.id_region, t.orden_merito),
  ],
);
