/**
 * The talent pool: a company's seats find everyone who applied to any of its offers (by name, offer, tag, note,
 * status history and CV), never another company's applicants and never an applicant a free offer hides beyond its
 * first applicants; they invite a past applicant by mail to an open offer, once per offer and within a daily limit;
 * the applicant can refuse such invitations from the mail's link or from Mi cuenta, and is then never invited again.
 */
import type { PersonaDeBanco, BancoOptional, InvitacionDeBanco } from '@practiperu/shared/banco-talento';
import { addDays, limaToday } from '@practiperu/shared/dates';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { asiento, career, empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import {
  auditoriaEmpresa,
  correo,
  etiquetaEmpresa,
  invitacionTalento,
  notaPostulacion,
  postulacion,
  postulacionEtiqueta,
  usuario,
} from '../../db/schema/index.ts';
import { contenidoDe } from '../privacidad/exportacion.contenido.ts';

let t: TestContext;
let industrial: Awaited<ReturnType<typeof career>>;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  });
  industrial = await career(t, 'Ingeniería Industrial');
});
afterAll(async () => t?.close());

const api = <T>(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  call<T>(t.app, { method, url: `/api/bancoTalento${url}`, token, ...(payload === undefined ? {} : { payload: payload as object }) });

let personas = 0;
/** An applicant with a complete CV and a name of their own. */
async function persona(nombres: string, apellidos: string) {
  const p = await postulanteCon(t, {}, { paraPostular: true });
  const email = `banco${++personas}@correo.pe`;
  await t.db.update(usuario).set({ nombres, apellidos, correo: email }).where(eq(usuario.id, p.id));
  return { ...p, email };
}

async function aplica(p: { token: string; id: number }, ofertaId: number, organizacionId: number): Promise<number> {
  const res = await call<number>(t.app, {
    method: 'POST',
    url: '/api/postulanteOferta/create',
    token: p.token,
    payload: { id_oferta: ofertaId, id_reclutador: organizacionId },
  });
  expect(res.status).toBe(201);
  const [row] = await t.db
    .select({ id: postulacion.id })
    .from(postulacion)
    .where(
      and(eq(postulacion.oferta_id, ofertaId), sql`${postulacion.postulante_id} = (select id from postulante where usuario_id = ${p.id})`),
    );
  return row!.id;
}

const nombresDe = (items: PersonaDeBanco[]) => items.map((p) => `${p.nombres} ${p.apellidos}`).sort();

async function mailsA(email: string) {
  await t.app.queue.drain();
  return t.db
    .select({ asunto: correo.asunto, texto: correo.texto, enlaces: correo.enlaces })
    .from(correo)
    .where(sql`lower(${correo.para}) = lower(${email})`)
    .orderBy(asc(correo.id));
}

/**
 * Company E: a free offer that shows only its first applicant (Ana sees, Beto is hidden), a second offer Beto and
 * Carla applied to, and a new open offer nobody applied to yet. Company F: Diego applied to its offer only.
 */
async function mundo() {
  const e = await empresa(t, 'Textiles del Sur');
  const f = await empresa(t, 'Minera Altiplano');
  const gratis = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Calidad', max_free_postulantes: 1 });
  const segunda = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Producción' });
  const nueva = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Logística' });
  const ajena = await ofertaAprobada(t, f.organizacionId, [industrial], { titulo: 'Practicante de Mina' });
  const ana = await persona('Ana', 'Quispe');
  const beto = await persona('Beto', 'Mamani');
  const carla = await persona('Carla', 'Rojas');
  const diego = await persona('Diego', 'Flores');
  const anaGratis = await aplica(ana, gratis, e.organizacionId);
  await aplica(beto, gratis, e.organizacionId); // the second of a free offer that shows one: hidden
  const betoSegunda = await aplica(beto, segunda, e.organizacionId);
  const carlaSegunda = await aplica(carla, segunda, e.organizacionId);
  await aplica(diego, ajena, f.organizacionId);
  await t.app.queue.drain();
  return { e, f, gratis, segunda, nueva, ajena, ana, beto, carla, diego, anaGratis, betoSegunda, carlaSegunda };
}

let w: Awaited<ReturnType<typeof mundo>>;
beforeAll(async () => {
  w = await mundo();
});

describe('searching the pool (bancoTalento/buscar)', () => {
  it("finds everyone who applied to the company's offers, never another company's applicants", async () => {
    const res = await api<PersonaDeBanco>('GET', '/buscar', w.e.token);
    expect(res.status).toBe(200);
    expect(nombresDe(res.body.data)).toEqual(['Ana Quispe', 'Beto Mamani', 'Carla Rojas']);
    const opt = res.body.optional as BancoOptional;
    expect(opt).toMatchObject({ current_page: 1, total_pages: 1, total: 3 });
    expect(opt.ofertas_abiertas.map((o) => o.titulo)).toEqual([
      'Practicante de Logística',
      'Practicante de Producción',
      'Practicante de Calidad',
    ]);

    const otra = await api<PersonaDeBanco>('GET', '/buscar', w.f.token);
    expect(nombresDe(otra.body.data)).toEqual(['Diego Flores']);
    expect(JSON.stringify(otra.body)).not.toContain('Quispe');
  });

  it("never shows an application a free offer hides: the hidden applicant's only trace is the offer they may be seen in", async () => {
    const res = await api<PersonaDeBanco>('GET', '/buscar', w.e.token);
    const beto = res.body.data.find((p) => p.nombres === 'Beto')!;
    expect(beto.postulaciones.map((p) => p.titulo)).toEqual(['Practicante de Producción']);
    // Searching by the free offer finds only its visible applicant, whatever the name asked.
    const porOferta = await api<PersonaDeBanco>('GET', `/buscar?oferta=${w.gratis}`, w.e.token);
    expect(nombresDe(porOferta.body.data)).toEqual(['Ana Quispe']);
    const betoEnGratis = await api<PersonaDeBanco>('GET', `/buscar?oferta=${w.gratis}&q=Beto`, w.e.token);
    expect(betoEnGratis.body.data).toEqual([]);
    expect(betoEnGratis.body.message).toBe('Nadie del banco de talento coincide con la búsqueda.');
  });

  it('filters by name, tag, note text, status history and knowledge, with the same answer shape', async () => {
    const [tag] = await t.db
      .insert(etiquetaEmpresa)
      .values({ organizacion_id: w.e.organizacionId, nombre: 'Buen perfil', color: 'verde' })
      .returning({ id: etiquetaEmpresa.id });
    await t.db.insert(postulacionEtiqueta).values({ postulacion_id: w.carlaSegunda, etiqueta_id: tag!.id });
    await t.db.insert(notaPostulacion).values({
      postulacion_id: w.betoSegunda,
      organizacion_id: w.e.organizacionId,
      autor_id: w.e.id,
      autor_nombre: 'Equipo',
      texto: 'Muy buena entrevista, hablar para la próxima campaña',
    });
    // Ana was a finalist, then put back in process: the history remembers it.
    for (const estado of [3, 2]) {
      const r = await call(t.app, {
        method: 'PATCH',
        url: `/api/postulanteOferta/updateEstado/${w.anaGratis}`,
        token: w.e.token,
        payload: { data: { estado } },
      });
      expect(r.status).toBe(200);
    }

    const q = async (query: string) => nombresDe((await api<PersonaDeBanco>('GET', `/buscar?${query}`, w.e.token)).body.data);
    expect(await q('q=rojas')).toEqual(['Carla Rojas']);
    expect(await q(`etiqueta=${tag!.id}`)).toEqual(['Carla Rojas']);
    expect(await q('nota=pr%C3%B3xima%20campa%C3%B1a')).toEqual(['Beto Mamani']);
    expect(await q('estado=finalista')).toEqual(['Ana Quispe']);
    expect(await q('estado=en_proceso')).toEqual(['Ana Quispe']);
    expect(await q('estado=descartado')).toEqual([]);
    expect(await q('conocimiento=microsoft%20excel')).toEqual(['Ana Quispe', 'Beto Mamani', 'Carla Rojas']);
    // The user's «%», «_» and «\» are taken literally: no name has them.
    for (const wild of ['%25', '_', '%5C', 'C_rla', 'Ca%25a']) expect(await q(`q=${wild}`), wild).toEqual([]);
    expect(await q(`nota=${encodeURIComponent('pr_xima')}`)).toEqual([]);
    const carla = (await api<PersonaDeBanco>('GET', '/buscar?q=Carla', w.e.token)).body.data[0]!;
    expect(carla).toMatchObject({ etiquetas: ['Buen perfil'], notas: 0, invitaciones: [], recibe_invitaciones: true });
    // Another company's tag finds nobody here.
    const [ajena] = await t.db
      .insert(etiquetaEmpresa)
      .values({ organizacion_id: w.f.organizacionId, nombre: 'Ajena', color: 'rojo' })
      .returning({ id: etiquetaEmpresa.id });
    expect(await q(`etiqueta=${ajena!.id}`)).toEqual([]);
  });

  it('answers bad filters at their field in Spanish, and pages past the end are empty', async () => {
    const bad = await api('GET', '/buscar?estado=contratado&departamento=40', w.e.token);
    expect(bad.status).toBe(400);
    expect(bad.body.optional).toMatchObject({
      errors: {
        estado: 'Elige un estado de la lista: en proceso, finalista o descartado.',
        departamento: 'Elige un departamento de la lista (1 a 25).',
      },
    });
    const largo = await api('GET', `/buscar?q=${'a'.repeat(81)}`, w.e.token);
    expect(largo.status).toBe(400);
    expect(largo.body.optional).toMatchObject({ errors: { q: 'Escribe como máximo 80 caracteres.' } });
    const lejos = await api<PersonaDeBanco>('GET', '/buscar?page=9', w.e.token);
    expect(lejos.status).toBe(200);
    expect(lejos.body.data).toEqual([]);
    expect(lejos.body.optional).toMatchObject({ current_page: 9, total: 3 });
  });

  it('is for company seats only: no session 401, an applicant 403', async () => {
    expect((await api('GET', '/buscar')).status).toBe(401);
    expect((await api('GET', '/buscar', w.ana.token)).status).toBe(403);
    const reclutador = await asiento(t, w.e.organizacionId, 'reclutador');
    expect(nombresDe((await api<PersonaDeBanco>('GET', '/buscar', reclutador.token)).body.data)).toHaveLength(3);
  });
});

describe('inviting a past applicant (bancoTalento/invitar)', () => {
  it('mails the invitation with the offer and an opt-out link, once per offer, and records it in the trail', async () => {
    const reclutador = await asiento(t, w.e.organizacionId, 'reclutador');
    const res = await api<InvitacionDeBanco>('POST', '/invitar', reclutador.token, {
      postulante_id: w.carla.postulanteId,
      oferta_id: w.nueva,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Enviamos la invitación por correo.');
    expect(res.body.data[0]).toMatchObject({ id_oferta: w.nueva, titulo: 'Practicante de Logística' });
    const [mail] = await mailsA(w.carla.email).then((m) => m.filter((x) => x.asunto.includes('te invita')));
    expect(mail!.asunto).toBe('Textiles del Sur te invita a postular a «Practicante de Logística»');
    expect(mail!.enlaces.some((l) => l.includes(`-${w.nueva}`))).toBe(true);
    expect(mail!.enlaces.some((l) => /\/postulantes\/invitaciones\/baja\/[\w-]{40,}$/.test(l))).toBe(true);
    // Nothing of the company's review travels in it.
    expect(mail!.texto).not.toContain('Buen perfil');

    const again = await api('POST', '/invitar', w.e.token, { postulante_id: w.carla.postulanteId, oferta_id: w.nueva });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ya invitaste a esta persona a esta oferta.');

    const [entrada] = await t.db
      .select({ accion: auditoriaEmpresa.accion, detalle: auditoriaEmpresa.detalle })
      .from(auditoriaEmpresa)
      .where(and(eq(auditoriaEmpresa.organizacion_id, w.e.organizacionId), eq(auditoriaEmpresa.accion, 'banco.invitar')));
    expect(entrada).toMatchObject({ accion: 'banco.invitar', detalle: { oferta: 'Practicante de Logística' } });

    const vista = (await api<PersonaDeBanco>('GET', '/buscar?q=Carla', w.e.token)).body.data[0]!;
    expect(vista.invitaciones.map((i) => i.titulo)).toEqual(['Practicante de Logística']);
  });

  it("refuses another company's applicants and offers, closed offers and someone who already applied", async () => {
    const diego = await api('POST', '/invitar', w.e.token, { postulante_id: w.diego.postulanteId, oferta_id: w.nueva });
    expect(diego.status).toBe(404);
    expect(diego.body.message).toBe('Esta persona no está en el banco de talento de tu empresa.');
    const ajena = await api('POST', '/invitar', w.e.token, { postulante_id: w.ana.postulanteId, oferta_id: w.ajena });
    expect(ajena.status).toBe(404);
    const cerrada = await ofertaAprobada(t, w.e.organizacionId, [industrial], {
      titulo: 'Practicante Cerrada',
      fin_convocatoria: addDays(limaToday(t.clock.now), -1),
    });
    const closed = await api('POST', '/invitar', w.e.token, { postulante_id: w.ana.postulanteId, oferta_id: cerrada });
    expect(closed.status).toBe(400);
    expect(closed.body.optional).toMatchObject({
      errors: { oferta_id: 'Solo puedes invitar a una oferta publicada y abierta de tu empresa.' },
    });
    const ya = await api('POST', '/invitar', w.e.token, { postulante_id: w.ana.postulanteId, oferta_id: w.gratis });
    expect(ya.status).toBe(409);
    expect(ya.body.message).toBe('Esta persona ya postuló a esta oferta.');
  });

  it('never tells that a hidden applicant of a free offer is the person invited: same answer, and no mail', async () => {
    const antes = (await mailsA(w.beto.email)).length;
    const res = await api('POST', '/invitar', w.e.token, { postulante_id: w.beto.postulanteId, oferta_id: w.gratis });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Enviamos la invitación por correo.');
    expect((await mailsA(w.beto.email)).length).toBe(antes);
  });

  it('answers bad input at its field, and is for company seats only', async () => {
    const bad = await api('POST', '/invitar', w.e.token, { postulante_id: 'x', oferta_id: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.optional).toMatchObject({
      errors: { postulante_id: 'Elige a una persona del banco de talento.', oferta_id: 'Elige una de las ofertas abiertas de tu empresa.' },
    });
    expect((await api('POST', '/invitar', undefined, { postulante_id: 1, oferta_id: 1 })).status).toBe(401);
    expect((await api('POST', '/invitar', w.ana.token, { postulante_id: 1, oferta_id: 1 })).status).toBe(403);
  });

  it("stops at the company's daily limit", async () => {
    const g = await empresa(t, 'Agroexport Norte');
    const oferta = await ofertaAprobada(t, g.organizacionId, [industrial], { titulo: 'Practicante de Campo' });
    const eva = await persona('Eva', 'Paredes');
    await aplica(eva, oferta, g.organizacionId);
    const abiertas: number[] = [];
    for (let i = 0; i < 21; i++) abiertas.push(await ofertaAprobada(t, g.organizacionId, [industrial], { titulo: `Practicante ${i}` }));
    // 20 invitations already sent today, to someone else.
    const otra = await persona('Otra', 'Persona');
    for (let i = 0; i < 20; i++) {
      await t.db.insert(invitacionTalento).values({
        organizacion_id: g.organizacionId,
        oferta_id: abiertas[i]!,
        postulante_id: otra.postulanteId,
        token_hash: `hash-limite-${i}`,
        creado_en: t.clock.now,
      });
    }
    const res = await api('POST', '/invitar', g.token, { postulante_id: eva.postulanteId, oferta_id: abiertas[20]! });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Tu empresa ya envió 20 invitaciones en las últimas 24 horas. Inténtalo más tarde.');
  });
});

describe('a person is not flooded', () => {
  it('receives at most 5 invitations in 30 days from all companies together', async () => {
    const h = await empresa(t, 'Consultora Andina');
    const fabiola = await persona('Fabiola', 'Huanca');
    const primera = await ofertaAprobada(t, h.organizacionId, [industrial], { titulo: 'Practicante de Consultoría' });
    await aplica(fabiola, primera, h.organizacionId);
    // Five invitations from another company this month.
    const otra = await empresa(t, 'Retail del Norte');
    for (let i = 0; i < 5; i++) {
      const o = await ofertaAprobada(t, otra.organizacionId, [industrial], { titulo: `Practicante de Tienda ${i}` });
      await t.db.insert(invitacionTalento).values({
        organizacion_id: otra.organizacionId,
        oferta_id: o,
        postulante_id: fabiola.postulanteId,
        token_hash: `hash-persona-${i}`,
        creado_en: new Date(t.clock.now.getTime() - (i + 1) * 86_400_000),
      });
    }
    const nueva = await ofertaAprobada(t, h.organizacionId, [industrial], { titulo: 'Practicante de Auditoría' });
    const res = await api('POST', '/invitar', h.token, { postulante_id: fabiola.postulanteId, oferta_id: nueva });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Esta persona ya recibió varias invitaciones este mes. Inténtalo más adelante.');
  });
});

describe("the applicant's choice (the mail's link, bancoTalento/preferencia)", () => {
  it('opts out from the link without a session; a later invitation is refused; Mi cuenta turns it back on', async () => {
    const [mail] = (await mailsA(w.carla.email)).filter((x) => x.asunto.includes('te invita'));
    const token = mail!.enlaces
      .find((l) => l.includes('/invitaciones/baja/'))!
      .split('/')
      .pop()!;
    const baja = await api('POST', '/baja', undefined, { token });
    expect(baja.status).toBe(200);
    expect(baja.body.message).toBe('Listo: ya no recibirás invitaciones de empresas a postular. Puedes volver a activarlas en Mi cuenta.');
    expect((await api('POST', '/baja', undefined, { token })).body.message).toContain('Ya te habías dado de baja');
    expect((await api('POST', '/baja', undefined, { token: 'x'.repeat(43) })).status).toBe(404);
    expect((await api('POST', '/baja', undefined, {})).status).toBe(400);

    const otra = await ofertaAprobada(t, w.e.organizacionId, [industrial], { titulo: 'Practicante de Almacén' });
    const refused = await api('POST', '/invitar', w.e.token, { postulante_id: w.carla.postulanteId, oferta_id: otra });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Esta persona pidió no recibir invitaciones de empresas.');
    const vista = (await api<PersonaDeBanco>('GET', '/buscar?q=Carla', w.e.token)).body.data[0]!;
    expect(vista.recibe_invitaciones).toBe(false);

    expect((await api('GET', '/preferencia', w.carla.token)).body.data[0]).toEqual({ recibe_invitaciones: false });
    const on = await api('PUT', '/preferencia', w.carla.token, { recibe_invitaciones: true });
    expect(on.status).toBe(200);
    expect(on.body.message).toBe('Guardamos tu preferencia de invitaciones.');
    expect((await api('POST', '/invitar', w.e.token, { postulante_id: w.carla.postulanteId, oferta_id: otra })).status).toBe(201);
    expect((await api('PUT', '/preferencia', w.carla.token, { recibe_invitaciones: false })).body.data[0]).toEqual({
      recibe_invitaciones: false,
    });
  });

  it("is in the applicant's copy of their data: the invitations received and the refusal", async () => {
    const copia = await contenidoDe(t.db, w.carla.id, t.clock.now);
    expect(copia!.json.invitaciones_de_empresas).toMatchObject({
      recibe_invitaciones: false,
      baja: { origen: 'cuenta' },
      recibidas: [
        { empresa: 'Textiles del Sur', titulo: 'Practicante de Logística' },
        { empresa: 'Textiles del Sur', titulo: 'Practicante de Almacén' },
      ],
    });
    const pdf = copia!.resumen.secciones.find((x) => x.titulo === 'Invitaciones de empresas a postular');
    expect(pdf?.items?.map((i) => i.titulo)).toEqual([
      'Textiles del Sur: Practicante de Logística',
      'Textiles del Sur: Practicante de Almacén',
    ]);
  });

  it('is the applicant’s own: no session 401, a company 403, bad input at the field', async () => {
    expect((await api('GET', '/preferencia')).status).toBe(401);
    expect((await api('GET', '/preferencia', w.e.token)).status).toBe(403);
    const bad = await api('PUT', '/preferencia', w.ana.token, { recibe_invitaciones: 'sí' });
    expect(bad.status).toBe(400);
    expect(bad.body.optional).toMatchObject({
      errors: { recibe_invitaciones: 'Envíe true para recibir invitaciones o false para no recibirlas.' },
    });
  });
});
