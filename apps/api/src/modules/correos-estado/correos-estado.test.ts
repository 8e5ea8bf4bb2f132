/**
 * What candidates receive: a company writes its own mail for En proceso, Finalista and No seleccionada (plain text
 * with {nombre}, {oferta} and {empresa}; the platform's text until then and again after «restaurar»); a status
 * change, single or in bulk, mails the applicant in the company's words unless the seat unticks «Avisar», which it
 * remembers; closing an offer's process decides on those still in process, with the company's message or without.
 * Administrators write the mails; every seat reads them, changes statuses and closes a process. Another company's
 * offer is never reached.
 */
import { PLANTILLAS_DEFECTO } from '@practiperu/shared/correos-estado';
import type { z } from 'zod';
import type { correosEstado, plantillaCorreo, resultadoCierre } from '@practiperu/shared/api/correos-estado';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { asiento, career, empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import { auditoriaEmpresa, correo, oferta, postulacion, usuario } from '../../db/schema/index.ts';
import { estadoPostulacionMail } from '../postulante-oferta/reclutador.mails.ts';
import { correoConPlantilla } from './correos-estado.mails.ts';

type CorreosEstado = z.infer<typeof correosEstado>;
type Plantilla = z.infer<typeof plantillaCorreo>;
type Cierre = z.infer<typeof resultadoCierre>;

let t: TestContext;
let industrial: Awaited<ReturnType<typeof career>>;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  });
  industrial = await career(t, 'Ingeniería Industrial');
  await t.app.queue.drain();
});
afterAll(async () => t?.close());

const api = <T>(method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token?: string, payload?: unknown) =>
  call<T>(t.app, { method, url: `/api/correosEstado${url}`, token, ...(payload === undefined ? {} : { payload: payload as object }) });

let personas = 0;
/** An applicant with a name of its own who applies to an offer; returns the application and the address. */
async function aplica(ofertaId: number, organizacionId: number, nombres: string) {
  const p = await postulanteCon(t, {}, { paraPostular: true });
  const email = `persona${++personas}@correo-estado.pe`;
  await t.db.update(usuario).set({ nombres, apellidos: 'Quispe', correo: email }).where(eq(usuario.id, p.id));
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
    .where(and(eq(postulacion.oferta_id, ofertaId), eq(postulacion.postulante_id, p.postulanteId)));
  return { id: row!.id, email };
}

async function mailsA(email: string) {
  await t.app.queue.drain();
  return t.db
    .select({ asunto: correo.asunto, texto: correo.texto, html: correo.html })
    .from(correo)
    .where(sql`lower(${correo.para}) = lower(${email})`)
    .orderBy(asc(correo.id));
}

const estadoDe = async (id: number) =>
  (await t.db.select({ estado: postulacion.estado }).from(postulacion).where(eq(postulacion.id, id)))[0]!.estado;

const cambiarEstado = (token: string, id: number, data: Record<string, unknown>) =>
  call<{ id_postulacion: number; estado: number; correo: boolean }>(t.app, {
    method: 'PATCH',
    url: `/api/postulanteOferta/updateEstado/${id}`,
    token,
    payload: { data },
  });

const destacada = { tipo: 1, estado_pago: 1, destacado_desde: new Date('2026-01-01T00:00:00Z') };

describe("the company's own mails (correosEstado/plantillas)", () => {
  it("shows the platform's texts until the company writes its own, cleans what it saves and restores the original", async () => {
    const e = await empresa(t, 'Molinos del Sur');
    const first = await api<CorreosEstado>('GET', '/plantillas', e.token);
    expect(first.status).toBe(200);
    expect(first.body.data[0]).toEqual({
      avisar: true,
      puede_editar: true,
      // The preview's {empresa} is the company's own name.
      empresa: 'Molinos del Sur',
      plantillas: (['en_proceso', 'finalista', 'no_seleccionada'] as const).map((clave) => ({
        clave,
        ...PLANTILLAS_DEFECTO[clave],
        propia: false,
        actualizado_en: null,
      })),
    });

    const saved = await api<Plantilla>('PUT', '/plantillas/finalista', e.token, {
      asunto: '  ¡{nombre}, pasaste a la final de {oferta}!  ',
      cuerpo: 'Hola otra vez.\r\n\r\n\r\n\r\nTe llamaremos esta semana\u0007 desde {empresa}.   \r\nGracias.\t',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Guardamos el correo de tu empresa.');
    expect(saved.body.data[0]).toMatchObject({
      clave: 'finalista',
      asunto: '¡{nombre}, pasaste a la final de {oferta}!',
      cuerpo: 'Hola otra vez.\n\nTe llamaremos esta semana desde {empresa}.\nGracias.',
      propia: true,
    });
    const [entrada] = await t.db
      .select({ accion: auditoriaEmpresa.accion, detalle: auditoriaEmpresa.detalle })
      .from(auditoriaEmpresa)
      .where(and(eq(auditoriaEmpresa.organizacion_id, e.organizacionId), eq(auditoriaEmpresa.accion, 'plantilla.guardar')));
    expect(entrada).toEqual({ accion: 'plantilla.guardar', detalle: { clave: 'finalista' } });

    const restored = await api<Plantilla>('DELETE', '/plantillas/finalista', e.token);
    expect(restored.status).toBe(200);
    expect(restored.body.data[0]).toMatchObject({ ...PLANTILLAS_DEFECTO.finalista, propia: false });
    const after = await api<CorreosEstado>('GET', '/plantillas', e.token);
    expect(after.body.data[0]!.plantillas.every((p) => !p.propia)).toBe(true);
  });

  it('refuses an unknown placeholder, an empty or too long text and an unknown status, each at its field', async () => {
    const e = await empresa(t, 'Cerámicas Inca');
    const unknown = await api('PUT', '/plantillas/en_proceso', e.token, { asunto: 'Hola {apellido}', cuerpo: 'Vas bien, {nombre}.' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.optional?.errors).toMatchObject({ asunto: '{apellido} no es un marcador: usa {nombre}, {oferta} o {empresa}.' });
    const empty = await api('PUT', '/plantillas/en_proceso', e.token, { asunto: 'Hola', cuerpo: ' \u0007 \n ' });
    expect(empty.status).toBe(400);
    expect(empty.body.optional?.errors).toMatchObject({ cuerpo: 'Escribe el mensaje del correo.' });
    const long = await api('PUT', '/plantillas/en_proceso', e.token, { asunto: 'a'.repeat(121), cuerpo: 'b'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.optional?.errors).toMatchObject({
      asunto: 'El asunto puede tener hasta 120 caracteres.',
      cuerpo: 'El mensaje puede tener hasta 2000 caracteres.',
    });
    const clave = await api('PUT', '/plantillas/contratado', e.token, { asunto: 'Hola', cuerpo: 'Hola' });
    expect(clave.status).toBe(400);
    expect(clave.body.optional?.errors).toMatchObject({ clave: 'Elige el estado: en_proceso, finalista o no_seleccionada.' });
    const nada = await api<CorreosEstado>('GET', '/plantillas', e.token);
    expect(nada.body.data[0]!.plantillas.every((p) => !p.propia)).toBe(true);
  });

  it('lets a recruiter seat read the mails but not write or restore them; other roles and no session are refused', async () => {
    const e = await empresa(t, 'Papelera Andina');
    const reclutador = await asiento(t, e.organizacionId, 'reclutador');
    const administrador = await asiento(t, e.organizacionId, 'administrador');
    const lee = await api<CorreosEstado>('GET', '/plantillas', reclutador.token);
    expect(lee.status).toBe(200);
    expect(lee.body.data[0]!.puede_editar).toBe(false);
    expect(lee.body.data[0]!.empresa).toBe('Papelera Andina');
    // The seat is refused before the body is read: a bad body is 403 too, never an error at a field.
    for (const malo of [{ asunto: '', cuerpo: 'Hola {apellido}' }, { asunto: 42 }, []]) {
      const res = await api('PUT', '/plantillas/en_proceso', reclutador.token, malo);
      expect(res.status, JSON.stringify(malo)).toBe(403);
      expect(res.body.message).toBe('Solo los administradores de la empresa pueden hacer esto.');
    }
    expect((await api('DELETE', '/plantillas/no_existe', reclutador.token)).status).toBe(403);
    const escribe = await api('PUT', '/plantillas/en_proceso', reclutador.token, { asunto: 'Hola', cuerpo: 'Hola' });
    expect(escribe.status).toBe(403);
    expect(escribe.body.message).toBe('Solo los administradores de la empresa pueden hacer esto.');
    expect((await api('DELETE', '/plantillas/en_proceso', reclutador.token)).status).toBe(403);
    expect((await api('PUT', '/plantillas/en_proceso', administrador.token, { asunto: 'Hola', cuerpo: 'Hola' })).status).toBe(200);

    const postulante = await postulanteCon(t);
    expect((await api('GET', '/plantillas', postulante.token)).status).toBe(403);
    expect((await api('GET', '/plantillas')).status).toBe(401);
    expect((await api('PUT', '/plantillas/en_proceso', undefined, { asunto: 'Hola', cuerpo: 'Hola' })).status).toBe(401);

    // Another company reads its own, never this one's.
    const otra = await empresa(t, 'Otra Empresa SAC');
    const suyas = await api<CorreosEstado>('GET', '/plantillas', otra.token);
    expect(suyas.body.data[0]!.plantillas.find((p) => p.clave === 'en_proceso')).toMatchObject({ propia: false });
  });
});

describe('a status change asks whether to notify the applicant', () => {
  it("mails the company's own words, escaped, and sends nothing when the seat unticks «Avisar», which it remembers", async () => {
    const e = await empresa(t, 'Agroexport <Sur> & Cía');
    const ofertaId = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Calidad' });
    const ana = await aplica(ofertaId, e.organizacionId, 'Ana María');
    const beto = await aplica(ofertaId, e.organizacionId, 'Alberto');
    expect(
      (
        await api('PUT', '/plantillas/en_proceso', e.token, {
          asunto: '{nombre}: seguimos con {oferta}',
          cuerpo: 'Hola <b>{nombre}</b>, en {empresa} nos gustó tu perfil.\n\nTe escribiremos.',
        })
      ).status,
    ).toBe(200);

    const con = await cambiarEstado(e.token, ana.id, { estado: 2 });
    expect(con.status).toBe(200);
    expect(con.body.data[0]).toMatchObject({ estado: 2, correo: true });
    const [mail] = await mailsA(ana.email);
    expect(mail!.asunto).toBe('Ana: seguimos con Practicante de Calidad');
    expect(mail!.texto).toContain('Hola <b>Ana</b>, en Agroexport <Sur> & Cía nos gustó tu perfil.');
    expect(mail!.html).toContain('Hola &lt;b&gt;Ana&lt;/b&gt;, en Agroexport &lt;Sur&gt; &amp; Cía nos gustó tu perfil.');
    expect(mail!.html).not.toContain('<b>Ana</b>');
    expect(mail!.texto).toContain('/postulantes/mis-postulaciones');

    const sin = await cambiarEstado(e.token, beto.id, { estado: 2, avisar: false });
    expect(sin.status).toBe(200);
    expect(sin.body.data[0]).toMatchObject({ estado: 2, correo: false });
    expect(await estadoDe(beto.id)).toBe(2);
    expect(await mailsA(beto.email)).toEqual([]);
    // The change's own `avisar` is not the seat's remembered box: that changes only by PUT preferencia.
    const pref = await api<CorreosEstado>('GET', '/plantillas', e.token);
    expect(pref.body.data[0]!.avisar).toBe(true);
    const [entrada] = await t.db
      .select({ detalle: auditoriaEmpresa.detalle })
      .from(auditoriaEmpresa)
      .where(and(eq(auditoriaEmpresa.organizacion_id, e.organizacionId), eq(auditoriaEmpresa.entidad_id, String(beto.id))));
    expect(entrada!.detalle).toMatchObject({ despues: 'en_proceso', correo: false });

    // Without its own text for Finalista, the platform's goes; the box is remembered by PUT preferencia.
    expect((await api('PUT', '/preferencia', e.token, { avisar: false })).status).toBe(200);
    expect((await api<CorreosEstado>('GET', '/plantillas', e.token)).body.data[0]!.avisar).toBe(false);
    expect((await api('PUT', '/preferencia', e.token, { avisar: true })).status).toBe(200);
    await cambiarEstado(e.token, beto.id, { estado: 3 });
    const [fin] = await mailsA(beto.email);
    expect(fin!.asunto).toBe('¡Eres finalista en Practicante de Calidad!');

    const malo = await cambiarEstado(e.token, ana.id, { estado: 3, avisar: 'no' });
    expect(malo.status).toBe(400);
    expect(await estadoDe(ana.id)).toBe(2);
    expect((await api('PUT', '/preferencia', e.token, { avisar: 'sí' })).body.optional?.errors).toMatchObject({
      avisar: 'Indica si se avisa al postulante (true o false).',
    });
  });

  it('in bulk: no mail when unticked, the company text when ticked', async () => {
    const e = await empresa(t, 'Textil Arequipa');
    const ofertaId = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Diseño', ...destacada });
    const uno = await aplica(ofertaId, e.organizacionId, 'Carla');
    const dos = await aplica(ofertaId, e.organizacionId, 'Diego');
    await api('PUT', '/plantillas/finalista', e.token, {
      asunto: 'Finalista: {oferta}',
      cuerpo: '{nombre}, estás entre los finalistas de {empresa}.',
    });
    const masivo = (body: object) =>
      call<{ cambiadas: number; correos: number }>(t.app, {
        method: 'POST',
        url: `/api/pipeline/masivo/${ofertaId}`,
        token: e.token,
        payload: body,
      });

    const sin = await masivo({ accion: 'estado', estado: 2, ids: [uno.id, dos.id], avisar: false });
    expect(sin.status).toBe(200);
    expect(sin.body.data[0]).toMatchObject({ cambiadas: 2, correos: 0 });
    expect(await mailsA(uno.email)).toEqual([]);
    expect(await mailsA(dos.email)).toEqual([]);
    // The dialog's tick was for that action: the seat's remembered box still says to notify.
    expect((await api<CorreosEstado>('GET', '/plantillas', e.token)).body.data[0]!.avisar).toBe(true);

    const con = await masivo({ accion: 'estado', estado: 3, ids: [uno.id, dos.id], avisar: true });
    expect(con.body.data[0]).toMatchObject({ cambiadas: 2, correos: 2 });
    const [m] = await mailsA(dos.email);
    expect(m!.asunto).toBe('Finalista: Practicante de Diseño');
    expect(m!.texto).toContain('Diego, estás entre los finalistas de Textil Arequipa.');
  });
});

describe("closing an offer's process (correosEstado/cerrarProceso)", () => {
  async function conPostulantes(nombre: string) {
    const e = await empresa(t, nombre);
    const ofertaId = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Finanzas' });
    const sinDecision = await aplica(ofertaId, e.organizacionId, 'Elena');
    const enProceso = await aplica(ofertaId, e.organizacionId, 'Fabio');
    const finalista = await aplica(ofertaId, e.organizacionId, 'Gina');
    const descartado = await aplica(ofertaId, e.organizacionId, 'Hugo');
    await t.db.update(postulacion).set({ estado: 2 }).where(eq(postulacion.id, enProceso.id));
    await t.db.update(postulacion).set({ estado: 3 }).where(eq(postulacion.id, finalista.id));
    await t.db.update(postulacion).set({ estado: 1 }).where(eq(postulacion.id, descartado.id));
    return { e, ofertaId, sinDecision, enProceso, finalista, descartado };
  }

  it("marks those still in process not selected with the company's message; finalists keep theirs; the call stops", async () => {
    const c = await conPostulantes('Banca Regional');
    await api('PUT', '/plantillas/no_seleccionada', c.e.token, {
      asunto: 'Cerramos {oferta}',
      cuerpo: 'Gracias, {nombre}. Elegimos a otra persona esta vez.',
    });
    const res = await api<Cierre>('POST', `/cerrarProceso/${c.ofertaId}`, c.e.token, { decision: 'no_seleccionar', avisar: true });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Cerramos el proceso.');
    expect(res.body.data[0]).toEqual({ finalizada: true, cambiadas: 2, correos: 2, sin_cambios: 2, entrevistas_canceladas: 0 });
    expect([
      await estadoDe(c.sinDecision.id),
      await estadoDe(c.enProceso.id),
      await estadoDe(c.finalista.id),
      await estadoDe(c.descartado.id),
    ]).toEqual([1, 1, 3, 1]);
    const [m] = await mailsA(c.sinDecision.email);
    expect(m!.asunto).toBe('Cerramos Practicante de Finanzas');
    expect(m!.texto).toContain('Gracias, Elena. Elegimos a otra persona esta vez.');
    expect(await mailsA(c.enProceso.email)).toHaveLength(1);
    expect(await mailsA(c.finalista.email)).toEqual([]);
    expect(await mailsA(c.descartado.email)).toEqual([]);
    const [o] = await t.db.select({ finaliza: oferta.finaliza }).from(oferta).where(eq(oferta.id, c.ofertaId));
    expect(o!.finaliza).not.toBeNull();
    const [entrada] = await t.db
      .select({ detalle: auditoriaEmpresa.detalle })
      .from(auditoriaEmpresa)
      .where(and(eq(auditoriaEmpresa.organizacion_id, c.e.organizacionId), eq(auditoriaEmpresa.accion, 'oferta.cerrar_proceso')));
    expect(entrada!.detalle).toMatchObject({ decision: 'no_seleccionar', avisar: true, finalizada: true, cambiadas: 2, correos: 2 });

    // Closing again finds nobody in process and the call already closed.
    const otra = await api<Cierre>('POST', `/cerrarProceso/${c.ofertaId}`, c.e.token, { decision: 'no_seleccionar', avisar: true });
    expect(otra.body.data[0]).toEqual({ finalizada: false, cambiadas: 0, correos: 0, sin_cambios: 4, entrevistas_canceladas: 0 });
  });

  it('without mail changes the statuses silently; «conservar» changes nobody; a recruiter seat may close', async () => {
    const a = await conPostulantes('Seguros Pacífico Sur');
    const reclutador = await asiento(t, a.e.organizacionId, 'reclutador');
    const sin = await api<Cierre>('POST', `/cerrarProceso/${a.ofertaId}`, reclutador.token, { decision: 'no_seleccionar', avisar: false });
    expect(sin.status).toBe(200);
    expect(sin.body.data[0]).toEqual({ finalizada: true, cambiadas: 2, correos: 0, sin_cambios: 2, entrevistas_canceladas: 0 });
    expect(await estadoDe(a.enProceso.id)).toBe(1);
    expect(await mailsA(a.sinDecision.email)).toEqual([]);
    expect(await mailsA(a.enProceso.email)).toEqual([]);

    const b = await conPostulantes('Minera Altiplano');
    const conservar = await api<Cierre>('POST', `/cerrarProceso/${b.ofertaId}`, b.e.token, { decision: 'conservar', avisar: true });
    expect(conservar.body.data[0]).toEqual({ finalizada: true, cambiadas: 0, correos: 0, sin_cambios: 4, entrevistas_canceladas: 0 });
    expect([await estadoDe(b.sinDecision.id), await estadoDe(b.enProceso.id)]).toEqual([0, 2]);
    expect(await mailsA(b.enProceso.email)).toEqual([]);
  });

  it('leaves alone and mails nobody the company cannot see: a free offer past its first applicants', async () => {
    const e = await empresa(t, 'Agencia Miraflores');
    const ofertaId = await ofertaAprobada(t, e.organizacionId, [industrial], {
      titulo: 'Practicante de Prensa',
      tipo: 0,
      max_free_postulantes: 1,
    });
    const visible = await aplica(ofertaId, e.organizacionId, 'Irene');
    const oculto = await aplica(ofertaId, e.organizacionId, 'Julio');
    const [bloqueada] = await t.db.select({ ev: postulacion.estado_evaluacion }).from(postulacion).where(eq(postulacion.id, oculto.id));
    expect(bloqueada!.ev).toBe(3);
    // The dialog's summary counts the one it will decide on; the one past the free offer's limit only apart.
    const resumen = await call<{ postulaciones: Record<string, number> }>(t.app, {
      method: 'GET',
      url: `/api/oferta/resumen/${ofertaId}`,
      token: e.token,
    });
    expect(resumen.body.data[0]!.postulaciones).toEqual({
      total: 2,
      sin_decision: 1,
      en_proceso: 0,
      finalistas: 0,
      descartados: 0,
      ocultas: 1,
    });
    const res = await api<Cierre>('POST', `/cerrarProceso/${ofertaId}`, e.token, { decision: 'no_seleccionar', avisar: true });
    expect(res.body.data[0]).toEqual({ finalizada: true, cambiadas: 1, correos: 1, sin_cambios: 1, entrevistas_canceladas: 0 });
    expect(await estadoDe(visible.id)).toBe(1);
    expect(await estadoDe(oculto.id)).toBe(0);
    expect(await mailsA(oculto.email)).toEqual([]);
    expect(await mailsA(visible.email)).toHaveLength(1);
  });

  it("refuses another company's offer, one not approved, bad input, other roles and no session", async () => {
    const c = await conPostulantes('Logística Callao');
    const otra = await empresa(t, 'Competidora SAC');
    const ajena = await api('POST', `/cerrarProceso/${c.ofertaId}`, otra.token, { decision: 'no_seleccionar', avisar: true });
    expect(ajena.status).toBe(404);
    expect(await estadoDe(c.enProceso.id)).toBe(2);

    const pendiente = await ofertaAprobada(t, c.e.organizacionId, [industrial], { titulo: 'Pendiente', estado: 0 });
    expect((await api('POST', `/cerrarProceso/${pendiente}`, c.e.token, { decision: 'conservar', avisar: false })).status).toBe(409);

    const mala = await api('POST', `/cerrarProceso/${c.ofertaId}`, c.e.token, { decision: 'rechazar', avisar: 'sí' });
    expect(mala.status).toBe(400);
    expect(mala.body.optional?.errors).toMatchObject({
      decision: 'Elige qué pasa con quienes siguen en proceso: no_seleccionar o conservar.',
      avisar: 'Indica si se avisa al postulante (true o false).',
    });
    expect((await api('POST', '/cerrarProceso/abc', c.e.token, { decision: 'conservar', avisar: false })).status).toBe(400);
    const postulante = await postulanteCon(t);
    expect((await api('POST', `/cerrarProceso/${c.ofertaId}`, postulante.token, { decision: 'conservar', avisar: false })).status).toBe(
      403,
    );
    expect((await api('POST', `/cerrarProceso/${c.ofertaId}`, undefined, { decision: 'conservar', avisar: false })).status).toBe(401);
    expect(await estadoDe(c.sinDecision.id)).toBe(0);
    const [o] = await t.db.select({ finaliza: oferta.finaliza }).from(oferta).where(eq(oferta.id, c.ofertaId));
    expect(o!.finaliza).toBeNull();
  });
});

describe("the platform's text as a template", () => {
  it('says what the original mail says, word for word, for each status', () => {
    for (const clave of ['en_proceso', 'finalista', 'no_seleccionada'] as const) {
      const input = { nombres: 'Ana María', titulo: 'Practicante de Ventas', empresa: 'Andina Logística', url: 'https://practiperu.pe/x' };
      const original = estadoPostulacionMail({ ...input, clave });
      const plantilla = correoConPlantilla({ ...input, plantilla: PLANTILLAS_DEFECTO[clave] });
      expect(plantilla.subject).toBe(original.subject);
      expect(plantilla.text.replace('Este mensaje lo escribió Andina Logística.\n', '')).toBe(original.text);
    }
  });
});
