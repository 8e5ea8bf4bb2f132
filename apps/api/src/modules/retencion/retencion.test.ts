/**
 * Personal data kept only as long as the policy says (docs/privacy.md "Retention"): each rule, run with the app's
 * clock, deletes or anonymises exactly what is past its period and nothing more — the row one day inside it stays.
 */
import { ROLE } from '@practiperu/shared/constants';
import { addDays, limaDayStart, limaToday } from '@practiperu/shared/dates';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  auditoriaEmpresa,
  correo,
  etiquetaEmpresa,
  exportacionDatos,
  invitacionTalento,
  navegadorConocido,
  notaPostulacion,
  organizacion,
  postulacion,
  postulacionEtiqueta,
  postulante,
  solicitudDerechos,
  trabajo,
  usuario,
} from '../../db/schema/index.ts';
import { createTestApp, createUser, pngImage, type TestContext } from '../../../test/helpers.ts';
import { insertOferta, insertPostulacion, orgIdOf } from '../../../test/fixtures/admin.ts';
import { EXPORTACION_FOLDER } from '../privacidad/privacidad.files.ts';
import { RETENCION_JOB, scheduleRetencion } from './retencion.jobs.ts';
import { RETENCION } from '@practiperu/shared/retencion';

const DAY_MS = 86_400_000;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const daysAgo = (days: number) => new Date(t.clock.now.getTime() - days * DAY_MS);
const retencion = () => t.app.services.retencion;

describe('the policy', () => {
  it('states its periods in one place, and the deployment may change four of them', () => {
    expect(RETENCION).toEqual({
      cuentasSinConfirmarDias: 30,
      postulacionesDias: 365,
      correosDias: 90,
      trabajosDias: 30,
      navegadoresDias: 180,
      invitacionesTalentoDias: 365,
    });
    const config = loadConfig({ RETENTION_APPLICATIONS_DAYS: '730', RETENTION_MAIL_DAYS: '30', NODE_ENV: 'test' });
    expect(config.RETENTION_APPLICATIONS_DAYS).toBe(730);
    expect(config.RETENTION_MAIL_DAYS).toBe(30);
    expect(config.RETENTION_UNCONFIRMED_DAYS).toBe(30);
    expect(config.RETENTION_JOBS_DAYS).toBe(30);
    expect(() => loadConfig({ RETENTION_MAIL_DAYS: '0', NODE_ENV: 'test' })).toThrow();
  });
});

describe('unconfirmed accounts', () => {
  it('are deleted 30 days after they were created, with their mails and files; younger, confirmed and admin accounts stay', async () => {
    const old = await createUser(t.db, { confirmed: false });
    const inside = await createUser(t.db, { confirmed: false });
    const confirmed = await createUser(t.db);
    const admin = await createUser(t.db, { role: ROLE.ADMIN, confirmed: false });
    const empresa = await createUser(t.db, { role: ROLE.RECLUTADOR, confirmed: false });
    const logo = await t.app.storage.save('logos', pngImage(), 'png');
    await t.db.update(organizacion).set({ logo }).where(eq(organizacion.usuario_id, empresa.id));
    const age = new Map([
      [old.id, 31],
      [inside.id, 29],
      [confirmed.id, 400],
      [admin.id, 100],
      [empresa.id, 31],
    ]);
    for (const [id, days] of age)
      await t.db
        .update(usuario)
        .set({ creado_en: daysAgo(days) })
        .where(eq(usuario.id, id));
    for (const u of [old, inside]) {
      await t.db.insert(correo).values({ para: u.email.toUpperCase(), asunto: 'Confirma tu cuenta', texto: 'x', html: 'x' });
    }

    expect(await retencion().cuentasSinConfirmar(t.clock.now)).toBe(2);

    const left = await t.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(inArray(usuario.id, [...age.keys()]));
    expect(left.map((r) => r.id).sort()).toEqual([inside.id, confirmed.id, admin.id].sort());
    expect(await mailsTo(old.email)).toBe(0);
    expect(await mailsTo(inside.email)).toBe(1);
    expect(await t.app.storage.read(logo)).toBeNull();
    const orgs = await t.db.select().from(organizacion).where(eq(organizacion.usuario_id, empresa.id));
    expect(orgs).toHaveLength(0);
  });
});

async function mailsTo(email: string): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(correo)
    .where(sql`lower(${correo.para}) = lower(${email})`);
  return row!.n;
}

describe('applications of finished offers', () => {
  it('are anonymised a year after the offer finished: the company keeps its counts per status, not the people', async () => {
    const empresa = await createUser(t.db, { role: ROLE.RECLUTADOR });
    const orgId = await orgIdOf(t, empresa.id);
    const vieja = await insertOferta(t, orgId, { estado: 1, finaliza: daysAgo(366) });
    const reciente = await insertOferta(t, orgId, { estado: 1, finaliza: daysAgo(364) });
    const abierta = await insertOferta(t, orgId, { estado: 1 });
    const finalista = await insertPostulacion(t, vieja, 1, {
      estado: 3,
      revisado: 1,
      afinidad_puesto: 82,
      afinidad_detalle: { cumple: ['Excel'] },
    });
    const descartada = await insertPostulacion(t, vieja, 1, { estado: 1, revisado: 1, afinidad_puesto: 40 });
    const cancelada = await insertPostulacion(t, vieja, 1, { eliminado_en: daysAgo(400) });
    const dentro = await insertPostulacion(t, reciente, 1, { estado: 2, afinidad_puesto: 70 });
    const antiguaAbierta = await insertPostulacion(t, abierta, 1, { creado_en: daysAgo(800), afinidad_puesto: 60 });

    // The company's notes, tags and trail on the finalist; the applicant's human-review request about it.
    await t.db
      .insert(notaPostulacion)
      .values({ postulacion_id: finalista, organizacion_id: orgId, autor_nombre: 'Jorge', texto: 'Buena entrevista' });
    const [tag] = await t.db.insert(etiquetaEmpresa).values({ organizacion_id: orgId, nombre: 'Entrevista', color: 'azul' }).returning();
    await t.db.insert(postulacionEtiqueta).values([
      { postulacion_id: finalista, etiqueta_id: tag!.id },
      { postulacion_id: dentro, etiqueta_id: tag!.id },
    ]);
    await t.db.insert(auditoriaEmpresa).values({
      organizacion_id: orgId,
      usuario_correo: empresa.email,
      accion: 'postulacion.estado',
      entidad: 'postulacion',
      entidad_id: String(finalista),
      detalle: { oferta: 'Practicante de Contabilidad', postulante: 'Lucía Quispe', antes: 'en_proceso', despues: 'finalista' },
    });
    const [finalistaRow] = await t.db
      .select({ usuario_id: postulante.usuario_id })
      .from(postulacion)
      .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
      .where(eq(postulacion.id, finalista));
    const [solicitud] = await t.db
      .insert(solicitudDerechos)
      .values({
        usuario_id: finalistaRow!.usuario_id,
        tipo: 'revision_humana',
        detalle: 'Quiero una revisión humana.',
        postulacion_id: finalista,
        vence_el: '2026-01-15',
      })
      .returning();

    const porEstado = () =>
      t.db
        .select({ estado: postulacion.estado, revisado: postulacion.revisado, n: sql<number>`count(*)::int` })
        .from(postulacion)
        .where(eq(postulacion.oferta_id, vieja))
        .groupBy(postulacion.estado, postulacion.revisado)
        .orderBy(postulacion.estado, postulacion.revisado);
    const countsBefore = await porEstado();

    expect(await retencion().postulaciones(t.clock.now)).toBe(3);

    const rows = await t.db
      .select()
      .from(postulacion)
      .where(inArray(postulacion.id, [finalista, descartada, cancelada, dentro, antiguaAbierta]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of [finalista, descartada, cancelada]) {
      expect(byId.get(id)).toMatchObject({ postulante_id: null, afinidad_puesto: null, afinidad_detalle: null, oferta_id: vieja });
    }
    expect(byId.get(finalista)).toMatchObject({ estado: 3, revisado: 1 });
    expect(byId.get(cancelada)!.eliminado_en).not.toBeNull();
    expect(await porEstado()).toEqual(countsBefore);
    // One day inside the period, and an open offer however old its applications: untouched.
    expect(byId.get(dentro)).toMatchObject({ afinidad_puesto: 70 });
    expect(byId.get(dentro)!.postulante_id).not.toBeNull();
    expect(byId.get(antiguaAbierta)!.postulante_id).not.toBeNull();

    expect(await t.db.select().from(notaPostulacion).where(eq(notaPostulacion.postulacion_id, finalista))).toHaveLength(0);
    const tags = await t.db.select().from(postulacionEtiqueta).where(eq(postulacionEtiqueta.etiqueta_id, tag!.id));
    expect(tags.map((r) => r.postulacion_id)).toEqual([dentro]);
    const [trail] = await t.db
      .select()
      .from(auditoriaEmpresa)
      .where(and(eq(auditoriaEmpresa.entidad, 'postulacion'), eq(auditoriaEmpresa.entidad_id, String(finalista))));
    expect(trail!.detalle).toEqual({ oferta: 'Practicante de Contabilidad', antes: 'en_proceso', despues: 'finalista' });
    const [request] = await t.db.select().from(solicitudDerechos).where(eq(solicitudDerechos.id, solicitud!.id));
    expect(request).toMatchObject({ postulacion_id: null, detalle: 'Quiero una revisión humana.' });

    // The applicant keeps their account; a second run finds nothing more.
    expect(await t.db.select().from(usuario).where(eq(usuario.id, finalistaRow!.usuario_id))).toHaveLength(1);
    expect(await retencion().postulaciones(t.clock.now)).toBe(0);
  });
});

describe('the outbox and the job rows', () => {
  it('mails are deleted 90 days after they were written, delivered or not', async () => {
    const para = `retencion-${Date.now()}@prueba.pe`;
    const mail = (asunto: string, days: number, estado: 'enviado' | 'pendiente') =>
      t.db.insert(correo).values({ para, asunto, texto: 'x', html: 'x', estado, creado_en: daysAgo(days) });
    await mail('viejo', 91, 'enviado');
    await mail('viejo sin enviar', 91, 'pendiente');
    await mail('dentro', 89, 'enviado');
    await retencion().correos(t.clock.now);
    const left = await t.db.select({ asunto: correo.asunto }).from(correo).where(eq(correo.para, para));
    expect(left.map((r) => r.asunto)).toEqual(['dentro']);
  });

  it('finished jobs are deleted 30 days after they finished; pending ones stay however old', async () => {
    const tipo = `prueba.retencion.${Date.now()}`;
    const job = (estado: 'hecho' | 'fallido' | 'pendiente', days: number) =>
      t.db.insert(trabajo).values({ tipo, payload: { estado, days }, estado, actualizado_en: daysAgo(days), ejecutar_en: daysAgo(days) });
    await job('hecho', 31);
    await job('fallido', 31);
    await job('hecho', 29);
    await job('fallido', 29);
    await job('pendiente', 400);
    await retencion().trabajos(t.clock.now);
    const left = await t.db.select({ payload: trabajo.payload }).from(trabajo).where(eq(trabajo.tipo, tipo));
    expect(left.map((r) => r.payload).sort((a, b) => Number(a.days) - Number(b.days))).toEqual([
      { estado: 'hecho', days: 29 },
      { estado: 'fallido', days: 29 },
      { estado: 'pendiente', days: 400 },
    ]);
  });
});

describe("copies of one's data", () => {
  it('a copy whose link expired, or that a newer one replaced, loses its file; the copy still valid keeps it', async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const zip = () => t.app.storage.save(EXPORTACION_FOLDER, new Uint8Array([80, 75, 5, 6]), 'zip');
    const copy = async (usuarioId: number, estado: 'lista' | 'caducada', expira: Date) => {
      const archivo = await zip();
      const [row] = await t.db
        .insert(exportacionDatos)
        .values({ usuario_id: usuarioId, estado, archivo, lista_en: daysAgo(1), expira_en: expira })
        .returning();
      return { id: row!.id, archivo };
    };
    const vencida = await copy(owner.id, 'lista', new Date(t.clock.now.getTime() - 60_000));
    const caducadaConArchivo = await copy(owner.id, 'caducada', daysAgo(3));
    const reemplazada = await copy(other.id, 'lista', new Date(t.clock.now.getTime() + 3_600_000));
    const vigente = await copy(other.id, 'lista', new Date(t.clock.now.getTime() + 23 * 3_600_000));

    expect(await retencion().copias(t.clock.now)).toBe(3);

    const rows = await t.db
      .select()
      .from(exportacionDatos)
      .where(inArray(exportacionDatos.usuario_id, [owner.id, other.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const c of [vencida, caducadaConArchivo, reemplazada]) {
      expect(byId.get(c.id)).toMatchObject({ estado: 'caducada', archivo: null });
      expect(await t.app.storage.read(c.archivo)).toBeNull();
    }
    expect(byId.get(vigente.id)).toMatchObject({ estado: 'lista', archivo: vigente.archivo });
    expect(await t.app.storage.read(vigente.archivo)).not.toBeNull();
  });
});

describe('known browsers', () => {
  it('a browser unseen for 180 days is forgotten; one seen 179 days ago is kept', async () => {
    const owner = await createUser(t.db);
    await t.db.insert(navegadorConocido).values([
      { usuario_id: owner.id, huella: 'a'.repeat(64), visto_en: daysAgo(181) },
      { usuario_id: owner.id, huella: 'b'.repeat(64), visto_en: daysAgo(179) },
    ]);
    await retencion().navegadores(t.clock.now);
    const left = await t.db
      .select({ huella: navegadorConocido.huella })
      .from(navegadorConocido)
      .where(eq(navegadorConocido.usuario_id, owner.id));
    expect(left.map((r) => r.huella)).toEqual(['b'.repeat(64)]);
  });
});

describe("companies' invitations to past applicants (talent pool)", () => {
  it('an invitation sent 366 days ago is deleted; one sent 364 days ago is kept', async () => {
    const empresa = await createUser(t.db, { role: ROLE.RECLUTADOR });
    const orgId = await orgIdOf(t, empresa.id);
    const candidata = await createUser(t.db);
    const [p] = await t.db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, candidata.id));
    const vieja = await insertOferta(t, orgId, { titulo: 'Practicante de Archivo' });
    const nueva = await insertOferta(t, orgId, { titulo: 'Practicante de Caja' });
    await t.db.insert(invitacionTalento).values([
      { organizacion_id: orgId, oferta_id: vieja, postulante_id: p!.id, token_hash: 'retencion-vieja', creado_en: daysAgo(366) },
      { organizacion_id: orgId, oferta_id: nueva, postulante_id: p!.id, token_hash: 'retencion-nueva', creado_en: daysAgo(364) },
    ]);
    expect(await retencion().invitacionesTalento(t.clock.now)).toBe(1);
    const left = await t.db
      .select({ oferta: invitacionTalento.oferta_id })
      .from(invitacionTalento)
      .where(eq(invitacionTalento.postulante_id, p!.id));
    expect(left.map((r) => r.oferta)).toEqual([nueva]);
  });
});

describe('the daily run', () => {
  it('runs every rule at 03:30 Lima through the job queue and schedules the next day', async () => {
    const owner = await createUser(t.db);
    // Seen 179 days before today: inside the period today, past it on the day after tomorrow.
    await t.db.insert(navegadorConocido).values({ usuario_id: owner.id, huella: 'c'.repeat(64), visto_en: daysAgo(179) });
    const day = addDays(limaToday(t.clock.now), 2);
    await scheduleRetencion(t.db, day);
    const dueAt = limaDayStart(day).getTime() + 3.5 * 3_600_000;

    t.clock.now = new Date(dueAt - 60_000);
    await t.app.queue.drain();
    expect(await jobState(day)).toBe('pendiente');

    t.clock.now = new Date(dueAt + 60_000);
    await t.app.queue.drain();
    expect(await jobState(day)).toBe('hecho');
    expect(await jobState(addDays(day, 1))).toBe('pendiente');
    expect(await t.db.select().from(navegadorConocido).where(eq(navegadorConocido.usuario_id, owner.id))).toHaveLength(0);
  });
});

async function jobState(day: string) {
  const [row] = await t.db
    .select({ estado: trabajo.estado })
    .from(trabajo)
    .where(eq(trabajo.clave, `${RETENCION_JOB}:${day}`));
  return row?.estado;
}
