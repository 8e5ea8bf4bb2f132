/**
 * Test data of the recruiter's review: offers of each kind and applicants with the CV parts the
 * filters read, whose applications are written straight into the database with the state each story needs.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { Nivel } from '@practiperu/shared/cv';
import { eq } from 'drizzle-orm';
import { completeApplicantCv, createUser, type TestContext } from '../../../test/helpers.ts';
import { conocimiento, experienciaLaboral, idiomaPostulante, postulacion, postulante, usuario } from '../../db/schema/index.ts';
import { career, ofertaAprobada } from '../matching/matching.fixtures.ts';

export async function ofertaDestacadaPagada(t: TestContext, organizacionId: number, titulo = 'Practicante Contable') {
  const contabilidad = await career(t, 'Contabilidad');
  return ofertaAprobada(t, organizacionId, [contabilidad], {
    titulo,
    tipo: 1,
    estado_pago: 1,
    destacado_desde: t.clock.now,
  });
}

export async function ofertaGratis(t: TestContext, organizacionId: number, titulo = 'Practicante de Logística') {
  const industrial = await career(t, 'Ingeniería Industrial');
  return ofertaAprobada(t, organizacionId, [industrial], { titulo, tipo: 0 });
}

export interface Aplicante {
  nombres?: string;
  apellidos?: string;
  id_region?: number;
  region?: string;
  orden_merito?: number;
  conocimientos?: [string, Nivel][];
  idiomas?: [string, Nivel][];
  experiencia?: boolean;
  dni?: string;
  whatsapp?: string;
  correo_contacto?: string;
  carrera_actual?: string;
  // the application
  estado?: number;
  revisado?: number;
  estado_evaluacion?: number;
  afinidad_puesto?: number | null;
  afinidad_detalle?: Record<string, unknown> | null;
  creado_en?: Date;
  eliminado_en?: Date | null;
}

/** An applicant with a complete CV (completeApplicantCv, then the given parts) who applied to the offer. */
export async function aplicante(t: TestContext, ofertaId: number, a: Aplicante = {}) {
  const user = await createUser(t.db, { role: ROLE.POSTULANTE, nombres: a.nombres ?? 'Lucía' });
  await completeApplicantCv(t.db, user.id);
  if (a.apellidos) await t.db.update(usuario).set({ apellidos: a.apellidos }).where(eq(usuario.id, user.id));
  const patch: Partial<typeof postulante.$inferInsert> = {};
  for (const k of ['id_region', 'region', 'orden_merito', 'dni', 'whatsapp', 'correo_contacto', 'carrera_actual'] as const) {
    if (a[k] !== undefined) (patch as Record<string, unknown>)[k] = a[k];
  }
  if (Object.keys(patch).length > 0) await t.db.update(postulante).set(patch).where(eq(postulante.usuario_id, user.id));
  const [p] = await t.db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, user.id));
  const postulanteId = p!.id;
  for (const [nombre, nivel] of a.conocimientos ?? [])
    await t.db.insert(conocimiento).values({ postulante_id: postulanteId, nombre, nivel });
  for (const [nombre, nivel] of a.idiomas ?? []) await t.db.insert(idiomaPostulante).values({ postulante_id: postulanteId, nombre, nivel });
  if (a.experiencia) {
    await t.db.insert(experienciaLaboral).values({
      postulante_id: postulanteId,
      nombre_empresa: 'Comercial Andina S.A.C.',
      puesto: 'Asistente contable',
      funciones: 'Registro de compras y ventas, conciliaciones bancarias.',
      fecha_inicio: '2025-01-01',
      fecha_salida: '2025-06-30',
    });
  }
  const [row] = await t.db
    .insert(postulacion)
    .values({
      postulante_id: postulanteId,
      oferta_id: ofertaId,
      estado: a.estado ?? 0,
      revisado: a.revisado ?? 0,
      estado_evaluacion: a.estado_evaluacion ?? 1,
      afinidad_puesto: a.afinidad_puesto === undefined ? 50 : a.afinidad_puesto,
      afinidad_detalle: a.afinidad_detalle ?? null,
      creado_en: a.creado_en ?? t.clock.now,
      eliminado_en: a.eliminado_en ?? null,
    })
    .returning({ id: postulacion.id });
  return { ...user, postulanteId, postulacionId: row!.id };
}
