/**
 * A bulk change costs the same number of SQL statements for one application as for 500 (decision 047): one UPDATE
 * for the statuses, one queued job for the mails (which writes them afterwards), one entry in the trail; one INSERT or
 * DELETE for a tag; one INSERT … SELECT for a bulk note. Counted through drizzle's logger in the test app, on whichever engine the run uses.
 */
import type { ResultadoMasivo } from '@practiperu/shared/pipeline';
import { ROLE } from '@practiperu/shared/constants';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { empresa } from '../../../test/fixtures/matching.ts';
import { ofertaDestacadaPagada } from '../../../test/fixtures/reclutador.ts';
import { auditoriaEmpresa, correo, notaPostulacion, postulacion, postulante, trabajo, usuario } from '../../db/schema/index.ts';
import { MAIL_JOB } from '../../mail/mailer.ts';
import { AVISO_MASIVO_JOB } from './pipeline.service.ts';

let t: TestContext;
let laEmpresa: Awaited<ReturnType<typeof empresa>>;
let oferta: number;
/** 501 applications of the featured offer, in id order: the first alone, then the 500 others. */
let uno: number[];
let quinientos: number[];

const ASUNTO_EN_PROCESO = 'Tu postulación a Practicante Contable está en proceso';
const ASUNTO_NO_SELECCIONADA = 'Actualización de tu postulación a Practicante Contable';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });
  t.clock.now = new Date('2027-04-12T15:00:00Z');
  laEmpresa = await empresa(t, 'Contadores Asociados del Sur');
  oferta = await ofertaDestacadaPagada(t, laEmpresa.organizacionId);
  // 501 applicants written in three statements (the fixtures' one-by-one path would take minutes).
  const usuarios = await t.db
    .insert(usuario)
    .values(
      Array.from({ length: 501 }, (_, i) => ({
        correo: `masivo${i}@prueba.pe`,
        clave_hash: 'sin-clave',
        rol: ROLE.POSTULANTE,
        nombres: `Postulante ${i}`,
        apellidos: 'Quispe',
        confirmado_en: t.clock.now,
      })),
    )
    .returning({ id: usuario.id });
  const postulantes = await t.db
    .insert(postulante)
    .values(usuarios.map((u) => ({ usuario_id: u.id })))
    .returning({ id: postulante.id });
  const postulaciones = await t.db
    .insert(postulacion)
    .values(postulantes.map((p) => ({ postulante_id: p.id, oferta_id: oferta, estado_evaluacion: 1, afinidad_puesto: 50 })))
    .returning({ id: postulacion.id });
  const ids = postulaciones.map((p) => p.id).sort((a, b) => a - b);
  uno = ids.slice(0, 1);
  quinientos = ids.slice(1);
  expect(quinientos).toHaveLength(500);
  await t.app.queue.drain();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** Sends one bulk action and counts the statements the request sent. */
async function masivo(body: Record<string, unknown>) {
  const { valor: res, sentencias } = await t.sentencias!(() =>
    call<ResultadoMasivo>(t.app, { method: 'POST', url: `/api/pipeline/masivo/${oferta}`, token: laEmpresa.token, payload: body }),
  );
  expect(res.status).toBe(200);
  return { resultado: res.body.data[0], sentencias };
}

// The bulk status change is one statement that updates the applications and writes their status history (a CTE).
const updatesDePostulacion = (sentencias: string[]) =>
  sentencias.filter((s) => /^\s*(with \w+ as \(\s*)?update "postulacion"/i.test(s)).length;

async function trabajosDeAviso() {
  const [row] = await t.db.select({ n: count() }).from(trabajo).where(eq(trabajo.tipo, AVISO_MASIVO_JOB));
  return row!.n;
}

/**
 * Runs the two pending bulk-mail jobs (the oldest due: nothing else is pending). They store each mail and queue its
 * delivery; delivering is the mail job's story (mailer tests), so those deliveries are set aside.
 */
async function escribirAvisos() {
  expect(await t.app.queue.drain(2)).toBe(2);
  const [pendiente] = await t.db
    .select({ n: count() })
    .from(trabajo)
    .where(and(eq(trabajo.tipo, AVISO_MASIVO_JOB), eq(trabajo.estado, 'pendiente')));
  expect(pendiente!.n).toBe(0);
  await t.db
    .update(trabajo)
    .set({ estado: 'hecho' })
    .where(and(eq(trabajo.tipo, MAIL_JOB), eq(trabajo.estado, 'pendiente')));
}

async function correosCon(asunto: string, ids: number[]) {
  const para = await t.db
    .select({ correo: usuario.correo })
    .from(postulacion)
    .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .where(inArray(postulacion.id, ids));
  const [row] = await t.db
    .select({ n: count() })
    .from(correo)
    .where(
      and(
        eq(correo.asunto, asunto),
        inArray(
          correo.para,
          para.map((p) => p.correo),
        ),
      ),
    );
  return row!.n;
}

describe('a bulk change on N applications is a constant number of statements', () => {
  it('moving 1 or 500 applications to En proceso: same statements, one UPDATE, one job, and each applicant told once', async () => {
    const trabajosAntes = await trabajosDeAviso();
    const a = await masivo({ accion: 'estado', estado: 2, ids: uno });
    const b = await masivo({ accion: 'estado', estado: 2, ids: quinientos });

    expect(a.resultado).toEqual({ cambiadas: 1, sin_cambios: 0, correos: 1, entrevistas_canceladas: 0 });
    expect(b.resultado).toEqual({ cambiadas: 500, sin_cambios: 0, correos: 500, entrevistas_canceladas: 0 });
    expect(b.sentencias.length).toBe(a.sentencias.length);
    expect([updatesDePostulacion(a.sentencias), updatesDePostulacion(b.sentencias)]).toEqual([1, 1]);
    // One job per change, whatever the number of mails; it writes them when it runs.
    expect((await trabajosDeAviso()) - trabajosAntes).toBe(2);
    expect(await correosCon(ASUNTO_EN_PROCESO, quinientos)).toBe(0);
    await escribirAvisos();
    expect(await correosCon(ASUNTO_EN_PROCESO, uno)).toBe(1);
    expect(await correosCon(ASUNTO_EN_PROCESO, quinientos)).toBe(500);

    const estados = await t.db
      .select({ estado: postulacion.estado, revisado: postulacion.revisado, n: count() })
      .from(postulacion)
      .where(eq(postulacion.oferta_id, oferta))
      .groupBy(postulacion.estado, postulacion.revisado);
    expect(estados).toEqual([{ estado: 2, revisado: 1, n: 501 }]);
    const trail = await t.db.select().from(auditoriaEmpresa).where(eq(auditoriaEmpresa.accion, 'postulacion.masivo_estado'));
    expect(trail.map((e) => e.detalle)).toEqual([
      expect.objectContaining({ postulaciones: 1, cambiadas: 1, correos: 1 }),
      expect.objectContaining({ postulaciones: 500, cambiadas: 500, correos: 500 }),
    ]);
  });

  it('repeating it changes nothing, queues no job and costs no more statements', async () => {
    const trabajosAntes = await trabajosDeAviso();
    const a = await masivo({ accion: 'estado', estado: 2, ids: uno });
    const b = await masivo({ accion: 'estado', estado: 2, ids: quinientos });
    expect(a.resultado).toEqual({ cambiadas: 0, sin_cambios: 1, correos: 0, entrevistas_canceladas: 0 });
    expect(b.resultado).toEqual({ cambiadas: 0, sin_cambios: 500, correos: 0, entrevistas_canceladas: 0 });
    expect(b.sentencias.length).toBe(a.sentencias.length);
    expect(await trabajosDeAviso()).toBe(trabajosAntes);
  });

  it('"no seleccionado" on 1 or on 500 (one of them a finalist, left alone): same statements', async () => {
    await t.db.update(postulacion).set({ estado: 3 }).where(eq(postulacion.id, quinientos[0]!));
    const a = await masivo({ accion: 'no_seleccionado', ids: uno });
    const b = await masivo({ accion: 'no_seleccionado', ids: quinientos });
    expect(a.resultado).toEqual({ cambiadas: 1, sin_cambios: 0, correos: 1, entrevistas_canceladas: 0 });
    expect(b.resultado).toEqual({ cambiadas: 499, sin_cambios: 1, correos: 499, entrevistas_canceladas: 0 });
    expect(b.sentencias.length).toBe(a.sentencias.length);
    await escribirAvisos();
    expect(await correosCon(ASUNTO_NO_SELECCIONADA, quinientos)).toBe(499);
    expect(await correosCon(ASUNTO_NO_SELECCIONADA, quinientos.slice(0, 1))).toBe(0);
  });

  it('tagging and untagging 1 or 500 applications: same statements', async () => {
    const tag = await call<{ id: number }>(t.app, {
      method: 'POST',
      url: '/api/pipeline/etiquetas',
      token: laEmpresa.token,
      payload: { nombre: 'Revisar', color: 'morado' },
    });
    const etiqueta_id = tag.body.data[0]!.id;
    const a = await masivo({ accion: 'etiquetar', etiqueta_id, ids: uno });
    const b = await masivo({ accion: 'etiquetar', etiqueta_id, ids: quinientos });
    expect([a.resultado?.cambiadas, b.resultado?.cambiadas]).toEqual([1, 500]);
    expect(b.sentencias.length).toBe(a.sentencias.length);
    const c = await masivo({ accion: 'desetiquetar', etiqueta_id, ids: uno });
    const d = await masivo({ accion: 'desetiquetar', etiqueta_id, ids: quinientos });
    expect([c.resultado?.cambiadas, d.resultado?.cambiadas]).toEqual([1, 500]);
    expect(d.sentencias.length).toBe(c.sentencias.length);
  });

  it('a bulk note on 1 or 500 applications: same statements, one INSERT of notes, every one written', async () => {
    const a = await masivo({ accion: 'nota', texto: 'Revisar su disponibilidad', ids: uno });
    const b = await masivo({ accion: 'nota', texto: 'Revisar su disponibilidad', ids: quinientos });
    expect([a.resultado?.cambiadas, b.resultado?.cambiadas]).toEqual([1, 500]);
    expect([a.resultado?.correos, b.resultado?.correos]).toEqual([0, 0]);
    expect(b.sentencias.length).toBe(a.sentencias.length);
    const insertsDeNota = (s: string[]) => s.filter((q) => /^\s*insert into "?nota_postulacion"?/i.test(q)).length;
    expect([insertsDeNota(a.sentencias), insertsDeNota(b.sentencias)]).toEqual([1, 1]);
    const [row] = await t.db
      .select({ n: count() })
      .from(notaPostulacion)
      .where(and(eq(notaPostulacion.texto, 'Revisar su disponibilidad'), eq(notaPostulacion.organizacion_id, laEmpresa.organizacionId)));
    expect(row!.n).toBe(501);
  });
});
