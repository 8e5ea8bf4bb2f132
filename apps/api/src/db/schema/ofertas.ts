/**
 * Offers and payments (docs/offers.md, decision 010).
 *
 * An offer belongs to a company and goes with it (ON DELETE CASCADE, decision 007). Payments are accounting records:
 * they outlive the account, the company and the offer (ON DELETE SET NULL), keeping amount, date and operation number
 * only. One table serves both payment kinds: featured offers and premium applicants.
 */
import type { Nivel } from '@practiperu/shared/cv';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizacion, usuario } from './usuarios.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What an applicant or a visitor can see: the predicate of the partial indexes below. */
const VISIBLE = sql`estado = 1 and publicar = 1 and finaliza is null and eliminado_en is null`;
/** The careers matching compares: an informational offer without careers is open to all ('*'). */
const CLAVES_MATCH = sql`(case when oferta_publica = 1 and cardinality(claves) = 0 then '{*}'::text[] else claves end)`;

/** A language or knowledge requirement. */
export type RequisitoOferta = { name: string; level: Nivel; required: 'indispensable' | 'deseable' };

export const oferta = pgTable(
  'oferta',
  {
    id: serial('id').primaryKey(),
    // Null only for informational offers an administrator publishes for programmes run elsewhere.
    id_organizacion: integer('id_organizacion').references(() => organizacion.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    // Sanitized HTML (allowlist, decision 010).
    funciones: text('funciones').notNull(),
    beneficios: text('beneficios').notNull(),
    pais: text('pais').notNull().default('Perú'),
    // 0 no place (Virtual), 1–25 the regions of listLugares, 26 Extranjero. Not a foreign key on purpose.
    id_region: smallint('id_region').notNull().default(0),
    region: text('region').notNull().default(''),
    provincia: text('provincia').notNull().default(''),
    distrito: text('distrito').notNull().default(''),
    modalidad_tiempo: text('modalidad_tiempo').notNull(),
    horario: text('horario').notNull(),
    // The schedule (Ley 28518, docs/offers.md): hours a day (whole or half hours) and days a week. Null only for
    // informational offers.
    horas_dia: numeric('horas_dia', { precision: 3, scale: 1, mode: 'number' }),
    dias_semana: smallint('dias_semana'),
    // The schedule and the subsidy passed the law's check when the offer was last saved (the mark on its pages).
    cumple_ley_28518: boolean('cumple_ley_28518').notNull().default(false),
    // Whole soles a month (spec: up to 11 digits).
    salario: bigint('salario', { mode: 'number' }).notNull().default(0),
    mostrar_salario: smallint('mostrar_salario').notNull().default(1),
    nro_plazas: integer('nro_plazas').notNull().default(1),
    // A day in Lima: the offer takes applications until the end of that day.
    fin_convocatoria: date('fin_convocatoria').notNull(),
    modalidad: text('modalidad').notNull(),
    idniveltec: smallint('idniveltec').notNull().default(0),
    idniveluniv: smallint('idniveluniv').notNull().default(0),
    idnivelotros: smallint('idnivelotros').notNull().default(0),
    // The careers chosen from the list; profesion is their names joined by ', ', claves what matching compares.
    profesion: text('profesion').notNull(),
    carreras: integer('carreras')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    claves: text('claves')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // 0–5 = V…X, 0–3 = III…VI (a student matches with ciclo_actual c + 1), graduation years; empty means any.
    ciclo: smallint('ciclo')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    ciclo_tecnico: smallint('ciclo_tecnico')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    fecha_egreso: smallint('fecha_egreso')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    idiomas: jsonb('idiomas').$type<RequisitoOferta[]>().notNull().default([]),
    conocimientos: jsonb('conocimientos').$type<RequisitoOferta[]>().notNull().default([]),
    otros_requisitos: text('otros_requisitos').notNull().default(''),
    // 0 free, 1 featured.
    tipo: smallint('tipo').notNull().default(0),
    // 0 pending review, 1 approved, 2 rejected.
    estado: smallint('estado').notNull().default(0),
    // Featured payment: null none sent, 0 pending, 1 validated, 2 rejected (the newest payment's state).
    estado_pago: smallint('estado_pago'),
    mensaje_rechazado: text('mensaje_rechazado'),
    // 1 shown to applicants, 0 hidden by the company.
    publicar: smallint('publicar').notNull().default(1),
    // When the offer was finished (the company's `finish`, or the daily job past the deadline).
    finaliza: timestamptz('finaliza'),
    // Slug of the title; the public page is /ofertas/{alias}-{id}.
    alias: text('alias').notNull(),
    // Informational offers with an external link, published by administrators; applicants cannot apply here.
    oferta_publica: smallint('oferta_publica').notNull().default(0),
    enlace: text('enlace'),
    // How many active applications of a free offer (the first, by arrival) a recruiter sees in full; later ones are blocked.
    max_free_postulantes: integer('max_free_postulantes').notNull().default(15),
    // Set when an administrator approves the offer.
    fecha_publicacion: timestamptz('fecha_publicacion'),
    // Featured from the validation of its payment until its deadline.
    destacado_desde: timestamptz('destacado_desde'),
    // The moment the offer took one of the company's free publications (decision 010); null for featured ones.
    cupo_gratis_en: timestamptz('cupo_gratis_en'),
    // removeMyOffer hides the offer everywhere (soft delete).
    eliminado_en: timestamptz('eliminado_en'),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
    actualizado_en: timestamptz('actualizado_en').notNull().defaultNow(),
    // Spanish full-text search without accents ('es_unaccent', migration 0000): "ingenieria" finds "Ingeniería".
    // Title and the company's names (commercial and legal) A, careers B, functions, other requirements and the
    // knowledge asked for C, place and time modality D. HTML tags are tokens the configuration does not index. Kept
    // by the database, never written by the API: the company's names live in `organizacion`, which a generated
    // column cannot read, so triggers write it when the offer is written and when its company is renamed
    // (function oferta_busqueda_de, decision 043).
    busqueda: tsvector('busqueda'),
  },
  (t) => [
    check('oferta_tipo_ck', sql`${t.tipo} in (0, 1)`),
    check('oferta_estado_ck', sql`${t.estado} in (0, 1, 2)`),
    check('oferta_estado_pago_ck', sql`${t.estado_pago} in (0, 1, 2)`),
    // Only featured offers have a payment state.
    check('oferta_pago_destacado_ck', sql`${t.tipo} = 1 or ${t.estado_pago} is null`),
    // Administrators must say why they reject.
    check('oferta_rechazo_motivo_ck', sql`${t.estado} <> 2 or ${t.mensaje_rechazado} is not null`),
    check('oferta_publicar_ck', sql`${t.publicar} in (0, 1)`),
    check('oferta_mostrar_salario_ck', sql`${t.mostrar_salario} in (0, 1)`),
    check('oferta_publica_ck', sql`${t.oferta_publica} in (0, 1)`),
    check('oferta_publica_enlace_ck', sql`${t.oferta_publica} = 0 or ${t.enlace} is not null`),
    check('oferta_organizacion_ck', sql`${t.id_organizacion} is not null or ${t.oferta_publica} = 1`),
    check('oferta_modalidad_ck', sql`${t.modalidad} in ('PREPROFESIONAL', 'PROFESIONAL')`),
    check('oferta_horario_ck', sql`${t.horario} in ('Tiempo completo', 'Tiempo parcial')`),
    check('oferta_horas_dia_ck', sql`${t.horas_dia} between 1 and 12 and ${t.horas_dia} * 2 = trunc(${t.horas_dia} * 2)`),
    check('oferta_dias_semana_ck', sql`${t.dias_semana} between 1 and 7`),
    check('oferta_region_ck', sql`${t.id_region} between 0 and 26`),
    check('oferta_idniveltec_ck', sql`${t.idniveltec} in (0, 3, 4)`),
    check('oferta_idniveluniv_ck', sql`${t.idniveluniv} in (0, 6, 7, 8)`),
    check('oferta_idnivelotros_ck', sql`${t.idnivelotros} in (0, 3, 4, 6, 7, 8)`),
    // At least one level (informational offers excepted).
    check('oferta_nivel_ck', sql`${t.oferta_publica} = 1 or ${t.idniveltec} + ${t.idniveluniv} + ${t.idnivelotros} > 0`),
    check('oferta_salario_ck', sql`${t.salario} >= 0`),
    check('oferta_plazas_ck', sql`${t.nro_plazas} >= 1`),
    check('oferta_max_free_ck', sql`${t.max_free_postulantes} >= 1`),
    check('oferta_ciclo_ck', sql`${t.ciclo} <@ '{0,1,2,3,4,5}'::smallint[]`),
    check('oferta_ciclo_tecnico_ck', sql`${t.ciclo_tecnico} <@ '{0,1,2,3}'::smallint[]`),
    // Mis publicaciones: a company's offers, newest first, optionally by estado.
    index('oferta_organizacion_idx')
      .on(t.id_organizacion, t.creado_en.desc(), t.id.desc())
      .where(sql`${t.eliminado_en} is null`),
    index('oferta_organizacion_estado_idx')
      .on(t.id_organizacion, t.estado, t.creado_en.desc(), t.id.desc())
      .where(sql`${t.eliminado_en} is null`),
    // The free quota of the month.
    index('oferta_cupo_idx')
      .on(t.id_organizacion, t.cupo_gratis_en)
      .where(sql`${t.cupo_gratis_en} is not null`),
    // Public listings and the daily job: approved, shown, open offers by deadline.
    index('oferta_publicadas_idx')
      .on(t.estado, t.publicar, t.fin_convocatoria)
      .where(sql`${t.eliminado_en} is null and ${t.finaliza} is null`),
    // Matching: offers whose careers contain the applicant's key.
    index('oferta_claves_idx').using('gin', t.claves),
    // docs/matching.md, docs/performance.md: only the offers applicants can see; finished and removed
    // ones leave these indexes. Matching: the careers, where an informational offer without careers (open to every
    // career) counts as '*', so that one `&& array[clave, '*']` finds both with the index.
    index('oferta_visibles_claves_idx').using('gin', CLAVES_MATCH).where(VISIBLE),
    // Lists in display order (featured with a validated payment first, then the newest published).
    index('oferta_visibles_orden_idx')
      .on(sql`((destacado_desde is not null and estado_pago = 1)) desc`, t.fecha_publicacion.desc().nullsLast(), t.id.desc())
      .where(VISIBLE),
    // Counting the open offers of a search by its filters without reading the rows (index-only scans).
    index('oferta_visibles_filtros_idx')
      .on(t.fin_convocatoria, t.id_region, t.idniveltec, t.idniveluniv, t.idnivelotros, t.modalidad, t.modalidad_tiempo)
      .where(VISIBLE),
    // Text search (public /ofertas and findForApplicant).
    index('oferta_busqueda_idx').using('gin', t.busqueda).where(VISIBLE),
  ],
);

export const PAGO_TIPOS = ['destacado', 'premium'] as const;
export type PagoTipo = (typeof PAGO_TIPOS)[number];

/**
 * A payment entered by operation number (Yape or bank transfer). estado: 0 pending, 1 validated, 2 rejected by
 * an administrator, 3 withdrawn by the company (its featured offer was cancelled or removed while pending).
 */
export const pago = pgTable(
  'pago',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').$type<PagoTipo>().notNull(),
    // The paying account; null once it is deleted (decision 007: accounting records stay, people go).
    usuario_id: integer('usuario_id').references(() => usuario.id, { onDelete: 'set null' }),
    organizacion_id: integer('organizacion_id').references(() => organizacion.id, { onDelete: 'set null' }),
    oferta_id: integer('oferta_id').references(() => oferta.id, { onDelete: 'set null' }),
    nro_operacion: text('nro_operacion').notNull(),
    metodo_pago: text('metodo_pago').notNull(),
    monto_centimos: integer('monto_centimos').notNull(),
    estado: smallint('estado').notNull().default(0),
    // The administrator's reason when rejecting, or why the company withdrew it.
    motivo: text('motivo'),
    decidido_en: timestamptz('decidido_en'),
    decidido_por: integer('decidido_por').references(() => usuario.id, { onDelete: 'set null' }),
    // Premium payments: 1 while the applicant still sees the rejection notice, 0 once dismissed.
    mostrar_rechazado: smallint('mostrar_rechazado').notNull().default(1),
    creado_en: timestamptz('creado_en').notNull().defaultNow(),
    actualizado_en: timestamptz('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    check('pago_tipo_ck', sql.raw(`tipo in (${PAGO_TIPOS.map((x) => `'${x}'`).join(', ')})`)),
    check('pago_metodo_ck', sql`${t.metodo_pago} in ('Yape', 'Transferencia')`),
    check('pago_estado_ck', sql`${t.estado} in (0, 1, 2, 3)`),
    check('pago_monto_ck', sql`${t.monto_centimos} >= 100`),
    check('pago_nro_operacion_ck', sql`length(btrim(${t.nro_operacion})) between 1 and 255`),
    // One payment per operation number and method, whoever sends it, even under concurrent submits.
    uniqueIndex('pago_operacion_uq').on(t.metodo_pago, sql`lower(btrim(${t.nro_operacion}))`),
    // One pending payment per offer at a time.
    uniqueIndex('pago_oferta_pendiente_uq')
      .on(t.oferta_id)
      .where(sql`${t.estado} = 0 and ${t.oferta_id} is not null`),
    // The administrator's queue of pending payments, and each payer's history.
    index('pago_estado_idx').on(t.estado, t.creado_en),
    index('pago_oferta_idx').on(t.oferta_id, t.creado_en),
    index('pago_usuario_idx').on(t.usuario_id, t.creado_en),
  ],
);
