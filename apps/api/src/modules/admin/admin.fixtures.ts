/** Test fixtures of the back office: accounts of each role logged in, offers, payments and applications in the database. */
import { ROLE } from '@practiperu/shared/constants';
import { addDays, limaToday } from '@practiperu/shared/dates';
import { aliasDe } from '@practiperu/shared/oferta';
import { asc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { call, createUser, login, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { auditoria, correo, oferta, organizacion, pago, postulacion, postulante } from '../../db/schema/index.ts';

export type Session = TestUser & { token: string };

export async function session(
  t: TestContext,
  role: 0 | 1 | 2,
  opts: { nombreOrg?: string; email?: string; nombres?: string } = {},
): Promise<Session> {
  const user = await createUser(t.db, { role, ...opts });
  return { ...user, token: await login(t.app, user) };
}

export const adminSession = (t: TestContext) => session(t, ROLE.ADMIN, { nombres: 'Ana' });
export const companySession = (t: TestContext, nombreOrg = 'Andina Logística') =>
  session(t, ROLE.RECLUTADOR, { nombreOrg, nombres: 'Jorge' });
export const applicantSession = (t: TestContext) => session(t, ROLE.POSTULANTE, { nombres: 'Lucía' });

export async function orgIdOf(t: TestContext, usuarioId: number): Promise<number> {
  const [row] = await t.db.select({ id: organizacion.id }).from(organizacion).where(eq(organizacion.usuario_id, usuarioId));
  return row!.id;
}

/** A company offer written directly (a pending free offer for accounting students in Lima unless told otherwise). */
export async function insertOferta(
  t: TestContext,
  organizacionId: number,
  values: Partial<typeof oferta.$inferInsert> = {},
): Promise<number> {
  const titulo = values.titulo ?? 'Practicante de Contabilidad';
  const [row] = await t.db
    .insert(oferta)
    .values({
      id_organizacion: organizacionId,
      titulo,
      funciones: '<p>Registro de comprobantes y conciliaciones bancarias.</p>',
      beneficios: '<ul><li>Subvención económica</li></ul>',
      id_region: 15,
      region: 'Lima',
      provincia: 'Lima',
      distrito: 'San Isidro',
      modalidad_tiempo: 'Presencial',
      horario: 'Tiempo completo',
      salario: 1130,
      fin_convocatoria: addDays(limaToday(t.clock.now), 10),
      modalidad: 'PREPROFESIONAL',
      idniveluniv: 6,
      profesion: 'Contabilidad',
      alias: aliasDe(titulo),
      tipo: 0,
      estado: 0,
      creado_en: t.clock.now,
      actualizado_en: t.clock.now,
      ...values,
    })
    .returning({ id: oferta.id });
  return row!.id;
}

let op = 0;
export const uniqueOp = () => `OP-${Date.now()}-${++op}`;

/** A payment as `pago/create` (featured) or the premium issue would store it. */
export async function insertPago(
  t: TestContext,
  values: { tipo: 'destacado' | 'premium'; usuario_id: number; organizacion_id?: number; oferta_id?: number } & Partial<
    typeof pago.$inferInsert
  >,
): Promise<number> {
  const [row] = await t.db
    .insert(pago)
    .values({
      nro_operacion: uniqueOp(),
      metodo_pago: 'Yape',
      monto_centimos: 6900,
      estado: 0,
      creado_en: t.clock.now,
      actualizado_en: t.clock.now,
      ...values,
    })
    .returning({ id: pago.id });
  return row!.id;
}

/** A featured offer whose payment waits for validation (Destacado pendiente). */
export async function featuredWithPendingPayment(t: TestContext, company: Session, values: Partial<typeof oferta.$inferInsert> = {}) {
  const orgId = await orgIdOf(t, company.id);
  const ofertaId = await insertOferta(t, orgId, { tipo: 1, estado_pago: 0, ...values });
  const pagoId = await insertPago(t, { tipo: 'destacado', usuario_id: company.id, organizacion_id: orgId, oferta_id: ofertaId });
  return { orgId, ofertaId, pagoId };
}

/** An applicant's application to an offer (estado_evaluacion 3: blocked, a free offer past its first 15). */
export async function insertPostulacion(
  t: TestContext,
  ofertaId: number,
  estadoEvaluacion = 3,
  extra: Partial<typeof postulacion.$inferInsert> = {},
) {
  const user = await createUser(t.db, { role: ROLE.POSTULANTE });
  const [p] = await t.db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, user.id));
  const [row] = await t.db
    .insert(postulacion)
    .values({ postulante_id: p!.id, oferta_id: ofertaId, estado_evaluacion: estadoEvaluacion, ...extra })
    .returning({ id: postulacion.id });
  return row!.id;
}

export function adminCall<T = unknown>(
  t: TestContext,
  token: string | undefined,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return call<T>(t.app, {
    method,
    url: `/api/admin/${url}`,
    token,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

export function auditRows(t: TestContext, entidad: string, entidadId: string | number) {
  return t.db
    .select()
    .from(auditoria)
    .where(eq(auditoria.entidad_id, String(entidadId)))
    .then((rows) => rows.filter((r) => r.entidad === entidad));
}

/** Every mail sent to an address, oldest first, after delivering what is queued. */
export async function mailsTo(t: TestContext, to: string) {
  await t.app.queue.drain();
  return t.db
    .select()
    .from(correo)
    .where(sql`lower(${correo.para}) = lower(${to})`)
    .orderBy(asc(correo.id));
}
