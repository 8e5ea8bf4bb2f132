/**
 * A company works its featured offer's pipeline through the HTTP API (docs/team.md "Pipeline"): private notes with
 * their author and date, the company's tags and the tag filter, bulk status changes that tell each applicant exactly
 * once, the "no seleccionado" notice that never repeats, the export of a selection, saved filter sets; every write in
 * the company's audit trail. And who may do each: no session 401, an applicant 403, another company 404, a free offer
 * 403 (but for the bulk status decision over the applicants it shows); and the applicant never sees a note or a tag anywhere.
 */
import type { Etiqueta, FiltroGuardado, Nota, ResultadoMasivo } from '@practiperu/shared/pipeline';
import type { PostulanteDeOferta, PostulanteVisible } from '@practiperu/shared/postulantes';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@practiperu/shared/constants';
import { call, createTestApp, login, TEST_PASSWORD, type TestContext } from '../../../test/helpers.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { empresa } from '../../../test/fixtures/matching.ts';
import { aplicante, ofertaDestacadaPagada, ofertaGratis } from '../../../test/fixtures/reclutador.ts';
import { auditoriaEmpresa, correo, miembroOrganizacion, notaPostulacion, oferta, postulacion, usuario } from '../../db/schema/index.ts';

let t: TestContext;
const START = new Date('2027-04-12T15:00:00Z');
let laEmpresa: Awaited<ReturnType<typeof empresa>>;
let rival: Awaited<ReturnType<typeof empresa>>;
let destacada: number;
let gratis: number;
let rivalOferta: number;
const gente: Record<string, Awaited<ReturnType<typeof aplicante>>> = {};
let enGratis: Awaited<ReturnType<typeof aplicante>>;
let enRival: Awaited<ReturnType<typeof aplicante>>;

const NOTA_SECRETA = 'Pidió sueldo de 1500; buena actitud en la entrevista';
const ETIQUETA_SECRETA = 'Llamar luego';

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  });
  t.clock.now = START;
  laEmpresa = await empresa(t, 'Contadores Asociados del Sur');
  rival = await empresa(t, 'Minera del Sur');
  destacada = await ofertaDestacadaPagada(t, laEmpresa.organizacionId);
  gratis = await ofertaGratis(t, laEmpresa.organizacionId);
  rivalOferta = await ofertaDestacadaPagada(t, rival.organizacionId, 'Practicante de Minas');
  const at = (m: number) => new Date(START.getTime() - m * 60_000);
  gente.ana = await aplicante(t, destacada, { nombres: 'Ana', apellidos: 'Quispe', creado_en: at(50) });
  gente.bruno = await aplicante(t, destacada, { nombres: 'Bruno', apellidos: 'Huamán', creado_en: at(40), estado: 2, revisado: 1 });
  gente.carla = await aplicante(t, destacada, { nombres: 'Carla', apellidos: 'Mamani', creado_en: at(30), estado: 3, revisado: 1 });
  gente.dario = await aplicante(t, destacada, { nombres: 'Darío', apellidos: 'Flores', creado_en: at(20) });
  gente.elena = await aplicante(t, destacada, { nombres: 'Elena', apellidos: 'Rojas', creado_en: at(10), estado: 1, revisado: 1 });
  enGratis = await aplicante(t, gratis, { nombres: 'Gilda' });
  enRival = await aplicante(t, rivalOferta, { nombres: 'Rita' });
  await t.app.queue.drain();
});

afterAll(async () => {
  await t?.close();
});

const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  call<T>(t.app, { method, url: `/api/pipeline${url}`, token, ...(payload === undefined ? {} : { payload: payload as object }) });

async function mailsA(email: string): Promise<{ asunto: string }[]> {
  await t.app.queue.drain();
  return t.db
    .select({ asunto: correo.asunto })
    .from(correo)
    .where(sql`lower(${correo.para}) = lower(${email})`);
}

async function bitacora(accion: string) {
  return t.db
    .select()
    .from(auditoriaEmpresa)
    .where(and(eq(auditoriaEmpresa.organizacion_id, laEmpresa.organizacionId), eq(auditoriaEmpresa.accion, accion)));
}

let asientos = 0;
/** A colleague's seat in the company (as if it had joined with the link), signed in. */
async function asiento(rol: 'administrador' | 'reclutador') {
  const email = `asiento${++asientos}@contadores.pe`;
  const [u] = await t.db
    .insert(usuario)
    .values({
      correo: email,
      clave_hash: await hashPassword(TEST_PASSWORD),
      rol: ROLE.RECLUTADOR,
      nombres: 'Carla',
      apellidos: 'Quispe',
      confirmado_en: START,
    })
    .returning({ id: usuario.id });
  await t.db.insert(miembroOrganizacion).values({ organizacion_id: laEmpresa.organizacionId, usuario_id: u!.id, rol });
  return { id: u!.id, token: await login(t.app, { id: u!.id, email, password: TEST_PASSWORD, role: ROLE.RECLUTADOR }) };
}

async function lista(query = '') {
  const res = await call<PostulanteDeOferta>(t.app, {
    method: 'GET',
    url: `/api/postulanteOferta/offerMyApplicants/${destacada}?page=1${query}`,
    token: laEmpresa.token,
  });
  expect(res.status).toBe(200);
  return res.body.data as PostulanteVisible[];
}

describe('notes', () => {
  it('a recruiter writes a private note: its author and date are shown, the row counts it, the trail records it without its text', async () => {
    const res = await api<Nota>('POST', `/notas/${gente.ana!.postulacionId}`, laEmpresa.token, { texto: `  ${NOTA_SECRETA}  ` });
    expect(res.status).toBe(201);
    expect(res.body.data[0]).toMatchObject({
      texto: NOTA_SECRETA,
      autor_nombre: 'Rosa Huamán Ccori',
      autor_id: laEmpresa.id,
      propia: true,
      creado_en: START.toISOString(),
      editado_en: null,
    });
    const notas = await api<Nota>('GET', `/notas/${gente.ana!.postulacionId}`, laEmpresa.token);
    expect(notas.body.data.map((n) => n.texto)).toEqual([NOTA_SECRETA]);
    const fila = (await lista()).find((p) => p.id_postulacion === gente.ana!.postulacionId);
    expect(fila?.notas).toBe(1);
    const [entrada] = await bitacora('postulacion.nota_crear');
    expect(entrada).toMatchObject({ usuario_correo: laEmpresa.email, entidad_id: String(gente.ana!.postulacionId) });
    expect(JSON.stringify(entrada!.detalle)).not.toContain('sueldo');
  });

  it('the author edits and deletes their own note; a note whose author left stays, with their name, and nobody else may change it', async () => {
    const creada = (await api<Nota>('POST', `/notas/${gente.bruno!.postulacionId}`, laEmpresa.token, { texto: 'Primera versión' })).body
      .data[0]!;
    t.clock.now = new Date(START.getTime() + 60_000);
    const editada = await api<Nota>('PUT', `/nota/${creada.id}`, laEmpresa.token, { texto: 'Segunda versión' });
    expect(editada.body.data[0]).toMatchObject({ texto: 'Segunda versión', editado_en: t.clock.now.toISOString() });
    expect((await api('DELETE', `/nota/${creada.id}`, laEmpresa.token)).status).toBe(200);
    expect((await api<Nota>('GET', `/notas/${gente.bruno!.postulacionId}`, laEmpresa.token)).body.data).toEqual([]);

    // A seat that was removed: its account is gone (autor_id null), its name stays.
    const [huerfana] = await t.db
      .insert(notaPostulacion)
      .values({
        postulacion_id: gente.bruno!.postulacionId,
        organizacion_id: laEmpresa.organizacionId,
        autor_id: null,
        autor_nombre: 'Pedro Salas',
        texto: 'Nota de un colega que ya no está',
      })
      .returning();
    const notas = (await api<Nota>('GET', `/notas/${gente.bruno!.postulacionId}`, laEmpresa.token)).body.data;
    expect(notas).toEqual([expect.objectContaining({ autor_nombre: 'Pedro Salas', autor_id: null, propia: false, editable: true })]);

    // A recruiter seat may not change a colleague's note: only its author or an administrator.
    const reclutora = await asiento('reclutador');
    const vistaReclutora = (await api<Nota>('GET', `/notas/${gente.bruno!.postulacionId}`, reclutora.token)).body.data;
    expect(vistaReclutora).toEqual([expect.objectContaining({ propia: false, editable: false })]);
    const ajena = await api('PUT', `/nota/${huerfana!.id}`, reclutora.token, { texto: 'Cambiada' });
    expect(ajena.status).toBe(403);
    expect(ajena.body.message).toBe('Solo quien escribió la nota o un administrador de la empresa puede cambiarla o eliminarla.');
    expect((await api('DELETE', `/nota/${huerfana!.id}`, reclutora.token)).status).toBe(403);

    // An administrator (here the holder) edits and deletes the note of the colleague who left; the trail says who.
    const corregida = await api<Nota>('PUT', `/nota/${huerfana!.id}`, laEmpresa.token, { texto: 'Corregida por la administradora' });
    expect(corregida.status).toBe(200);
    expect(corregida.body.data[0]).toMatchObject({ texto: 'Corregida por la administradora', autor_nombre: 'Pedro Salas', editable: true });
    expect((await api('DELETE', `/nota/${huerfana!.id}`, laEmpresa.token)).status).toBe(200);
    expect((await api<Nota>('GET', `/notas/${gente.bruno!.postulacionId}`, laEmpresa.token)).body.data).toEqual([]);
    const borrada = (await bitacora('postulacion.nota_eliminar')).find((e) => e.detalle.nota === huerfana!.id);
    expect(borrada).toMatchObject({ usuario_correo: laEmpresa.email });

    // The recruiter seat still edits and deletes its own notes.
    const suya = (await api<Nota>('POST', `/notas/${gente.bruno!.postulacionId}`, reclutora.token, { texto: 'Mía' })).body.data[0]!;
    expect(suya).toMatchObject({ propia: true, editable: true });
    expect((await api('PUT', `/nota/${suya.id}`, reclutora.token, { texto: 'Mía, corregida' })).status).toBe(200);
    expect((await api('DELETE', `/nota/${suya.id}`, reclutora.token)).status).toBe(200);
    t.clock.now = START;
  });

  it('bad notes get the message on the field; too long is refused', async () => {
    const vacia = await api('POST', `/notas/${gente.ana!.postulacionId}`, laEmpresa.token, { texto: '   ' });
    expect(vacia.status).toBe(400);
    expect(vacia.body.optional).toMatchObject({ errors: { texto: 'Escribe la nota.' } });
    const larga = await api('POST', `/notas/${gente.ana!.postulacionId}`, laEmpresa.token, { texto: 'a'.repeat(2001) });
    expect(larga.body.optional).toMatchObject({ errors: { texto: 'Máximo 2000 caracteres' } });
  });
});

describe('tags', () => {
  let entrevista: Etiqueta;
  let llamar: Etiqueta;

  it('the company creates tags (names unique ignoring case, a palette colour) and puts them on applications', async () => {
    const res = await api<Etiqueta>('POST', '/etiquetas', laEmpresa.token, { nombre: 'Entrevista', color: 'azul' });
    expect(res.status).toBe(201);
    entrevista = res.body.data[0]!;
    llamar = (await api<Etiqueta>('POST', '/etiquetas', laEmpresa.token, { nombre: ETIQUETA_SECRETA, color: 'naranja' })).body.data[0]!;
    const repetida = await api('POST', '/etiquetas', laEmpresa.token, { nombre: 'ENTREVISTA', color: 'verde' });
    expect(repetida.status).toBe(409);
    expect(repetida.body.optional).toMatchObject({ errors: { nombre: 'Ya existe una etiqueta con ese nombre.' } });
    const mala = await api('POST', '/etiquetas', laEmpresa.token, { nombre: 'x'.repeat(31), color: 'fucsia' });
    expect(mala.status).toBe(400);
    expect(mala.body.optional).toMatchObject({ errors: { nombre: 'Máximo 30 caracteres', color: 'Elige un color de la lista.' } });

    const puestas = await api<Etiqueta>('PUT', `/etiquetasPostulacion/${gente.ana!.postulacionId}`, laEmpresa.token, {
      etiquetas: [llamar.id, entrevista.id],
    });
    expect(puestas.body.data.map((e) => e.nombre)).toEqual(['Entrevista', ETIQUETA_SECRETA]);
    await api('PUT', `/etiquetasPostulacion/${gente.dario!.postulacionId}`, laEmpresa.token, { etiquetas: [entrevista.id] });
    expect((await api<Etiqueta>('GET', '/etiquetas', laEmpresa.token)).body.data.map((e) => e.nombre)).toEqual([
      'Entrevista',
      ETIQUETA_SECRETA,
    ]);
    expect(await bitacora('etiqueta.crear')).toHaveLength(2);
    expect(await bitacora('postulacion.etiquetas')).toHaveLength(2);
  });

  it('the list shows each row’s tags and filters by tag (any of them)', async () => {
    const filas = await lista();
    expect(filas.find((p) => p.id_postulacion === gente.ana!.postulacionId)?.etiquetas?.map((e) => e.nombre)).toEqual([
      'Entrevista',
      ETIQUETA_SECRETA,
    ]);
    expect(filas.find((p) => p.id_postulacion === gente.bruno!.postulacionId)?.etiquetas).toBeUndefined();
    const conEntrevista = await lista(`&etiquetas[0]=${entrevista.id}`);
    expect(conEntrevista.map((p) => p.nombres).sort()).toEqual(['Ana', 'Darío']);
    const conLlamar = await lista(`&etiquetas[0]=${llamar.id}`);
    expect(conLlamar.map((p) => p.nombres)).toEqual(['Ana']);
  });

  it('another company’s tags cannot be put on an application, and tags on a free offer are refused', async () => {
    const suya = (await api<Etiqueta>('POST', '/etiquetas', rival.token, { nombre: 'Minería', color: 'rojo' })).body.data[0]!;
    const res = await api('PUT', `/etiquetasPostulacion/${gente.ana!.postulacionId}`, laEmpresa.token, { etiquetas: [suya.id] });
    expect(res.status).toBe(400);
    expect(res.body.optional).toMatchObject({ errors: { etiquetas: 'Elige etiquetas de tu empresa.' } });
    // The rival's filter by our tag finds nothing of ours; its list of tags is its own.
    expect((await api<Etiqueta>('GET', '/etiquetas', rival.token)).body.data.map((e) => e.nombre)).toEqual(['Minería']);
    const gratisRes = await api('PUT', `/etiquetasPostulacion/${enGratis.postulacionId}`, laEmpresa.token, { etiquetas: [entrevista.id] });
    expect(gratisRes.status).toBe(403);
    expect(gratisRes.body.message).toBe('Solo para avisos destacados');
  });
});

describe('bulk actions', () => {
  it('a bulk status change tells each applicant whose status changed exactly once, and nobody twice when repeated', async () => {
    const antes = {
      ana: (await mailsA(gente.ana!.email)).length,
      bruno: (await mailsA(gente.bruno!.email)).length,
      dario: (await mailsA(gente.dario!.email)).length,
    };
    const ids = [gente.ana!.postulacionId, gente.bruno!.postulacionId, gente.dario!.postulacionId];
    const res = await api<ResultadoMasivo>('POST', `/masivo/${destacada}`, laEmpresa.token, { accion: 'estado', estado: 2, ids });
    expect(res.status).toBe(200);
    // Bruno was already En proceso.
    expect(res.body.data[0]).toEqual({ cambiadas: 2, sin_cambios: 1, correos: 2, entrevistas_canceladas: 0 });
    const ana = await mailsA(gente.ana!.email);
    expect(ana.length - antes.ana).toBe(1);
    expect(ana.at(-1)?.asunto).toBe('Tu postulación a Practicante Contable está en proceso');
    expect((await mailsA(gente.dario!.email)).length - antes.dario).toBe(1);
    expect((await mailsA(gente.bruno!.email)).length - antes.bruno).toBe(0);

    const otra = await api<ResultadoMasivo>('POST', `/masivo/${destacada}`, laEmpresa.token, { accion: 'estado', estado: 2, ids });
    expect(otra.body.data[0]).toEqual({ cambiadas: 0, sin_cambios: 3, correos: 0, entrevistas_canceladas: 0 });
    expect((await mailsA(gente.ana!.email)).length - antes.ana).toBe(1);
    const [entrada] = await bitacora('postulacion.masivo_estado');
    expect(entrada?.detalle).toMatchObject({ estado: 2, postulaciones: 3, cambiadas: 2, correos: 2, seleccion: 'seleccion' });
    // The trail says to which status they were moved, as a person reads it.
    expect(entrada?.detalle).toMatchObject({ estado_nombre: 'En proceso' });
  });

  it('"all filtered" is recomputed by the server: tagging every finalist and pending one, nothing else', async () => {
    const tag = (await api<Etiqueta>('POST', '/etiquetas', laEmpresa.token, { nombre: 'Revisar', color: 'morado' })).body.data[0]!;
    const res = await api<ResultadoMasivo>('POST', `/masivo/${destacada}`, laEmpresa.token, {
      accion: 'etiquetar',
      etiqueta_id: tag.id,
      todos: true,
      filtros: { finalist: true },
    });
    expect(res.body.data[0]).toEqual({ cambiadas: 1, sin_cambios: 0, correos: 0, entrevistas_canceladas: 0 });
    expect((await lista(`&etiquetas[0]=${tag.id}`)).map((p) => p.nombres)).toEqual(['Carla']);
    const quitar = await api<ResultadoMasivo>('POST', `/masivo/${destacada}`, laEmpresa.token, {
      accion: 'desetiquetar',
      etiqueta_id: tag.id,
      todos: true,
    });
    expect(quitar.body.data[0]).toEqual({ cambiadas: 1, sin_cambios: 4, correos: 0, entrevistas_canceladas: 0 });
  });

  it('"no seleccionado" discards and tells the others once, leaves finalists alone, and a repeat sends nothing', async () => {
    const todos = Object.values(gente).map((g) => g.postulacionId);
    const antes = Object.fromEntries(await Promise.all(Object.entries(gente).map(async ([k, g]) => [k, (await mailsA(g.email)).length])));
    const res = await api<ResultadoMasivo>('POST', `/masivo/${destacada}`, laEmpresa.token, { accion: 'no_seleccionado', ids: todos });
    // Ana, Bruno, Darío (En proceso) are told; Carla is a finalist; Elena was already discarded (and told then).
    expect(res.body.data[0]).toEqual({ cambiadas: 3, sin_cambios: 2, correos: 3, entrevistas_canceladas: 0 });
    for (const k of ['ana', 'bruno', 'dario']) {
      const mails = await mailsA(gente[k]!.email);
      expect(mails.length - antes[k]).toBe(1);
      expect(mails.at(-1)?.asunto).toBe('Actualización de tu postulación a Practicante Contable');
    }
    for (const k of ['carla', 'elena']) expect((await mailsA(gente[k]!.email)).length).toBe(antes[k]);
    const [carla] = await t.db
      .select({ estado: postulacion.estado })
      .from(postulacion)
      .where(eq(postulacion.id, gente.carla!.postulacionId));
    expect(carla?.estado).toBe(3);

    const repetida = await api<ResultadoMasivo>('POST', `/masivo/${destacada}`, laEmpresa.token, { accion: 'no_seleccionado', ids: todos });
    expect(repetida.body.data[0]).toEqual({ cambiadas: 0, sin_cambios: 5, correos: 0, entrevistas_canceladas: 0 });
    // Back in process for the next stories.
    await api('POST', `/masivo/${destacada}`, laEmpresa.token, {
      accion: 'estado',
      estado: 2,
      ids: todos.filter((id) => id !== gente.carla!.postulacionId),
    });
  });

  it('a selection with an application of another offer changes nothing (404); bad bodies name the field', async () => {
    const res = await api('POST', `/masivo/${destacada}`, laEmpresa.token, {
      accion: 'estado',
      estado: 3,
      ids: [gente.ana!.postulacionId, enRival.postulacionId],
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Algunos postulantes seleccionados no pertenecen a esta oferta.');
    const [ana] = await t.db.select({ estado: postulacion.estado }).from(postulacion).where(eq(postulacion.id, gente.ana!.postulacionId));
    expect(ana?.estado).toBe(2);

    const sinSeleccion = await api('POST', `/masivo/${destacada}`, laEmpresa.token, { accion: 'estado', estado: 3, ids: [] });
    expect(sinSeleccion.body.optional).toMatchObject({ errors: { ids: 'Selecciona al menos un postulante o elige todos los filtrados.' } });
    const sinEstado = await api('POST', `/masivo/${destacada}`, laEmpresa.token, { accion: 'estado', ids: [gente.ana!.postulacionId] });
    expect(sinEstado.body.optional).toMatchObject({
      errors: { estado: 'Elige un estado: 1 (descartar), 2 (en proceso) o 3 (finalista).' },
    });
    const accion = await api('POST', `/masivo/${destacada}`, laEmpresa.token, { accion: 'borrar', ids: [gente.ana!.postulacionId] });
    expect(accion.status).toBe(400);
    expect(accion.body.optional).toHaveProperty('errors.accion');
  });

  it('a free offer takes the bulk status decision over the applicants its company sees, and nothing else in bulk', async () => {
    // Deciding on those still in process is done one by one or in bulk, on any offer (decision 096).
    const otraGratis = await ofertaGratis(t, laEmpresa.organizacionId);
    const hilda = await aplicante(t, otraGratis, { nombres: 'Hilda' });
    const ivan = await aplicante(t, otraGratis, { nombres: 'Iván' });
    const oculto = await aplicante(t, otraGratis, { nombres: 'Jacinta', estado_evaluacion: 3 });
    const lista = async () =>
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/postulanteOferta/offerMyApplicants/${otraGratis}`,
          token: laEmpresa.token,
        })
      ).body.optional as { cerro_el?: string | null } | undefined;
    expect((await lista())?.cerro_el).toBeNull();
    // The company finishes the call (nobody is decided on by it); its list says since when it is closed.
    await t.db.update(oferta).set({ finaliza: START }).where(eq(oferta.id, otraGratis));
    expect((await lista())?.cerro_el).toBe('2027-04-12');
    const antes = (await mailsA(hilda.email)).length;
    const res = await api<ResultadoMasivo>('POST', `/masivo/${otraGratis}`, laEmpresa.token, {
      accion: 'estado',
      estado: 3,
      ids: [hilda.postulacionId, ivan.postulacionId],
      avisar: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ cambiadas: 2, correos: 2 });
    expect((await mailsA(hilda.email)).length).toBe(antes + 1);
    // «Descartar a todos menos los finalistas» over every one it sees: the hidden applicant is neither changed nor mailed.
    const resto = await api<ResultadoMasivo>('POST', `/masivo/${otraGratis}`, laEmpresa.token, { accion: 'no_seleccionado', todos: true });
    expect(resto.status).toBe(200);
    expect(resto.body.data[0]).toMatchObject({ cambiadas: 0, sin_cambios: 2 });
    const [jacinta] = await t.db.select({ estado: postulacion.estado }).from(postulacion).where(eq(postulacion.id, oculto.postulacionId));
    expect(jacinta?.estado).toBe(0);
    expect(await mailsA(oculto.email)).toEqual([]);
    // A hidden applicant among the ids: nothing is done, as at its status radio.
    const conOculto = await api('POST', `/masivo/${otraGratis}`, laEmpresa.token, {
      accion: 'estado',
      estado: 1,
      ids: [ivan.postulacionId, oculto.postulacionId],
    });
    expect(conOculto.status).toBe(403);
    expect(conOculto.body.message).toBe('Este postulante está bloqueado: cambia tu oferta a destacado para revisarlo.');
    // Notes, tags and exports stay a featured offer's.
    const etiqueta = await api('POST', `/masivo/${gratis}`, laEmpresa.token, {
      accion: 'nota',
      texto: 'Hola',
      ids: [enGratis.postulacionId],
    });
    expect(etiqueta.status).toBe(403);
    expect(etiqueta.body.message).toBe('Solo para avisos destacados');
    const exportar = await api('POST', `/exportar/${gratis}`, laEmpresa.token, { formato: 'csv', ids: [enGratis.postulacionId] });
    expect(exportar.status).toBe(403);
    // Another company's free offer is still 404.
    const ajena = await api('POST', `/masivo/${otraGratis}`, rival.token, { accion: 'estado', estado: 2, ids: [hilda.postulacionId] });
    expect(ajena.status).toBe(404);
  });

  it('the export of a selection has exactly the selected applicants, and is recorded', async () => {
    const res = await api<string>('POST', `/exportar/${destacada}`, laEmpresa.token, {
      formato: 'csv',
      ids: [gente.ana!.postulacionId, gente.carla!.postulacionId],
    });
    expect(res.status).toBe(200);
    const rows = parse(Buffer.from(res.body.data[0]!, 'base64').toString('utf8'), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Nombres).sort()).toEqual(['Ana', 'Carla']);
    expect(res.body.optional).toMatchObject({ total: 2 });
    expect(await bitacora('oferta.exportar_seleccion')).toHaveLength(1);
  });

  it('both exports (the list and a selection) end with the company’s tags and private notes, after the fixed columns', async () => {
    const leer = (base64: string) =>
      parse(Buffer.from(base64, 'base64').toString('utf8'), { bom: true, columns: true }) as Record<string, string>[];
    const seleccion = await api<string>('POST', `/exportar/${destacada}`, laEmpresa.token, {
      formato: 'csv',
      ids: [gente.ana!.postulacionId],
    });
    const lista = await call<string>(t.app, {
      method: 'GET',
      url: `/api/postulanteOferta/offerMyApplicantsExportCSV/${destacada}`,
      token: laEmpresa.token,
    });
    expect(lista.status).toBe(200);
    for (const res of [seleccion, lista]) {
      const text = Buffer.from(res.body.data[0]!, 'base64').toString('utf8');
      const titulos = text
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)[0]!
        .split(/[,;]/);
      expect(titulos.slice(-3)).toEqual(['Ver postulante', 'Etiquetas', 'Notas']);
      const ana = leer(res.body.data[0]!).find((r) => r.Nombres === 'Ana')!;
      expect(ana.Etiquetas).toContain(ETIQUETA_SECRETA);
      expect(ana.Notas).toContain(NOTA_SECRETA);
      expect(ana.Notas).toContain('Rosa Huamán Ccori');
      if (res === lista) expect(leer(res.body.data[0]!).find((r) => r.Nombres === 'Elena')?.Notas).toBe('');
    }
  });

  it('a bulk note: any seat adds the same private note to a selection or to the filtered list, nobody is mailed', async () => {
    const reclutador = await asiento('reclutador');
    // One at a time: each count drains the queue first, and drains running side by side could count a mail twice.
    const antes: Record<string, number> = {};
    for (const [k, g] of Object.entries(gente)) antes[k] = (await mailsA(g.email)).length;
    const TEXTO = 'Llamar el lunes para coordinar la entrevista grupal';
    const res = await api<ResultadoMasivo>('POST', `/masivo/${destacada}`, reclutador.token, {
      accion: 'nota',
      texto: `  ${TEXTO} `,
      ids: [gente.bruno!.postulacionId, gente.dario!.postulacionId],
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({ cambiadas: 2, sin_cambios: 0, correos: 0, entrevistas_canceladas: 0 });
    for (const k of ['bruno', 'dario']) {
      const notas = await api<Nota>('GET', `/notas/${gente[k]!.postulacionId}`, laEmpresa.token);
      expect(notas.body.data.map((n) => [n.texto, n.autor_id, n.autor_nombre])).toEqual([[TEXTO, reclutador.id, 'Carla Quispe']]);
    }
    // "All filtered": the server finds the finalists again (Carla only).
    const todos = await api<ResultadoMasivo>('POST', `/masivo/${destacada}`, reclutador.token, {
      accion: 'nota',
      texto: 'Finalista: pedir referencias',
      todos: true,
      filtros: { finalist: true },
    });
    expect(todos.body.data[0]).toMatchObject({ cambiadas: 1, correos: 0 });
    const carla = await api<Nota>('GET', `/notas/${gente.carla!.postulacionId}`, laEmpresa.token);
    expect(carla.body.data.map((n) => n.texto)).toEqual(['Finalista: pedir referencias']);
    expect((await api<Nota>('GET', `/notas/${gente.elena!.postulacionId}`, laEmpresa.token)).body.data).toEqual([]);
    const filas = await lista();
    expect(filas.find((p) => p.id_postulacion === gente.dario!.postulacionId)?.notas).toBe(1);
    // The trail says how many got it, never what it says; the applicants are not told.
    const trail = await bitacora('postulacion.masivo_nota');
    expect(trail.map((e) => e.detalle)).toEqual([
      expect.objectContaining({ postulaciones: 2, cambiadas: 2, correos: 0, seleccion: 'seleccion' }),
      expect.objectContaining({ postulaciones: 1, cambiadas: 1, seleccion: 'filtrados' }),
    ]);
    expect(JSON.stringify(trail)).not.toContain('lunes');
    for (const [k, g] of Object.entries(gente)) expect((await mailsA(g.email)).length, k).toBe(antes[k]);
  });

  it('a bulk note is refused without text, too long, on another company’s applications or offer, and on a free offer', async () => {
    const ids = [gente.ana!.postulacionId];
    const sinTexto = await api('POST', `/masivo/${destacada}`, laEmpresa.token, { accion: 'nota', ids });
    expect(sinTexto.status).toBe(400);
    expect(sinTexto.body.optional).toMatchObject({ errors: { texto: 'Escribe la nota.' } });
    const blanco = await api('POST', `/masivo/${destacada}`, laEmpresa.token, { accion: 'nota', texto: '   ', ids });
    expect(blanco.body.optional).toMatchObject({ errors: { texto: 'Escribe la nota.' } });
    const largo = await api('POST', `/masivo/${destacada}`, laEmpresa.token, { accion: 'nota', texto: 'a'.repeat(2001), ids });
    expect(largo.body.optional).toMatchObject({ errors: { texto: 'Máximo 2000 caracteres' } });
    const ajena = await api('POST', `/masivo/${destacada}`, laEmpresa.token, {
      accion: 'nota',
      texto: 'No debería quedar',
      ids: [gente.ana!.postulacionId, enRival.postulacionId],
    });
    expect(ajena.status).toBe(404);
    const rivalRes = await api('POST', `/masivo/${destacada}`, rival.token, { accion: 'nota', texto: 'No debería quedar', ids });
    expect(rivalRes.status).toBe(404);
    const gratisRes = await api('POST', `/masivo/${gratis}`, laEmpresa.token, {
      accion: 'nota',
      texto: 'No',
      ids: [enGratis.postulacionId],
    });
    expect(gratisRes.status).toBe(403);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notaPostulacion)
      .where(eq(notaPostulacion.texto, 'No debería quedar'));
    expect(row?.n).toBe(0);
  });
});

describe('saved filter sets', () => {
  it('a person saves, lists and deletes filter sets of an offer; they are theirs alone and checked by the list’s own schema', async () => {
    const res = await api<FiltroGuardado>('POST', `/filtros/${destacada}`, laEmpresa.token, {
      nombre: 'Finalistas de Lima',
      filtros: { finalist: 1, departamentos: ['15'] },
    });
    expect(res.status).toBe(201);
    expect(res.body.data[0]).toMatchObject({
      nombre: 'Finalistas de Lima',
      filtros: { finalist: true, departamentos: [15], sort: 'recientes' },
    });
    const repetido = await api('POST', `/filtros/${destacada}`, laEmpresa.token, { nombre: 'finalistas de lima', filtros: {} });
    expect(repetido.status).toBe(409);
    const malo = await api('POST', `/filtros/${destacada}`, laEmpresa.token, {
      nombre: '',
      filtros: { departamentos: [1, 2, 3, 4, 5, 6] },
    });
    expect(malo.status).toBe(400);
    expect(malo.body.optional).toMatchObject({ errors: { nombre: 'Escribe un nombre para el filtro.' } });
    expect(JSON.stringify(malo.body.optional)).toContain('Máximo 5 departamentos');

    expect((await api<FiltroGuardado>('GET', `/filtros/${destacada}`, laEmpresa.token)).body.data.map((f) => f.nombre)).toEqual([
      'Finalistas de Lima',
    ]);
    // Another seat (here: another account) of the same offer sees none of them; another company gets 404.
    expect((await api('GET', `/filtros/${destacada}`, rival.token)).status).toBe(404);
    expect((await api('DELETE', `/filtro/${res.body.data[0]!.id}`, rival.token)).status).toBe(404);
    expect((await api('GET', `/filtros/${gratis}`, laEmpresa.token)).status).toBe(403);
    expect((await api('DELETE', `/filtro/${res.body.data[0]!.id}`, laEmpresa.token)).status).toBe(200);
    expect(await bitacora('filtro.guardar')).toHaveLength(1);
    expect(await bitacora('filtro.eliminar')).toHaveLength(1);
  });

  it('a saved set stays personal: the trail says one was saved or deleted, never its name nor its filters', async () => {
    const res = await api<FiltroGuardado>('POST', `/filtros/${destacada}`, laEmpresa.token, {
      nombre: 'Mis favoritos secretos',
      filtros: { departamentos: ['15'] },
    });
    expect(res.status).toBe(201);
    expect((await api('DELETE', `/filtro/${res.body.data[0]!.id}`, laEmpresa.token)).status).toBe(200);
    for (const e of [...(await bitacora('filtro.guardar')), ...(await bitacora('filtro.eliminar'))])
      expect(JSON.stringify(e.detalle)).not.toMatch(/favoritos|Finalistas|departamentos/i);
    // An entry written before this rule still shows no name in Actividad.
    await t.db.insert(auditoriaEmpresa).values({
      organizacion_id: laEmpresa.organizacionId,
      usuario_id: laEmpresa.id,
      usuario_correo: laEmpresa.email,
      usuario_nombre: 'Rosa Huamán Ccori',
      accion: 'filtro.guardar',
      entidad: 'oferta',
      entidad_id: String(destacada),
      detalle: { filtro: 999, nombre: 'Nombre de antes' },
    });
    const trail = await call(t.app, { method: 'GET', url: '/api/equipo/actividad?accion=filtro', token: laEmpresa.token });
    expect(trail.status).toBe(200);
    expect(trail.body.data.length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(trail.body.data)).not.toMatch(/Nombre de antes|favoritos|Finalistas de Lima/);
  });
});

describe('the trail of the review', () => {
  it('a CV download says whose CV it was, by the full name', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/postulante/getCv/${gente.dario!.postulanteId}`,
      token: laEmpresa.token,
      payload: { id_oferta: destacada },
    });
    expect(res.status).toBe(200);
    const [entrada] = await bitacora('postulacion.cv');
    expect(entrada?.detalle).toMatchObject({ oferta: 'Practicante Contable', postulante: 'Darío Flores' });
  });
});

describe('who may', () => {
  it('no session 401, an applicant 403, another company 404 on every kind of call', async () => {
    const postulanteToken = await login(t.app, gente.ana!);
    const llamadas: [Parameters<typeof api>[0], string, unknown?][] = [
      ['GET', `/notas/${gente.ana!.postulacionId}`],
      ['POST', `/notas/${gente.ana!.postulacionId}`, { texto: 'Hola' }],
      ['GET', '/etiquetas'],
      ['PUT', `/etiquetasPostulacion/${gente.ana!.postulacionId}`, { etiquetas: [] }],
      ['POST', `/masivo/${destacada}`, { accion: 'estado', estado: 3, ids: [gente.ana!.postulacionId] }],
      ['POST', `/masivo/${destacada}`, { accion: 'nota', texto: 'Hola', ids: [gente.ana!.postulacionId] }],
      ['POST', `/exportar/${destacada}`, { formato: 'csv', todos: true }],
      ['GET', `/filtros/${destacada}`],
    ];
    for (const [method, url, body] of llamadas) {
      expect((await api(method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
      expect((await api(method, url, postulanteToken, body)).status, `${method} ${url}`).toBe(403);
      if (url !== '/etiquetas') expect((await api(method, url, rival.token, body)).status, `${method} ${url}`).toBe(404);
    }
    const [nota] = await t.db.select().from(notaPostulacion).where(eq(notaPostulacion.organizacion_id, laEmpresa.organizacionId)).limit(1);
    expect((await api('PUT', `/nota/${nota!.id}`, rival.token, { texto: 'x' })).status).toBe(404);
    expect((await api('DELETE', `/nota/${nota!.id}`, rival.token)).status).toBe(404);
    const [etiqueta] = (await api<Etiqueta>('GET', '/etiquetas', laEmpresa.token)).body.data;
    expect((await api('DELETE', `/etiqueta/${etiqueta!.id}`, rival.token)).status).toBe(404);
    expect(JSON.stringify((await api('GET', '/etiquetas', rival.token)).body)).not.toContain(ETIQUETA_SECRETA);
  });

  it('the applicant never sees a note or a tag: Mis postulaciones, the offer, and the copy of their data', async () => {
    const token = await login(t.app, gente.ana!);
    const vistas = [
      await call(t.app, { method: 'GET', url: '/api/postulanteOferta/postulantMyApplicants', token }),
      await call(t.app, { method: 'GET', url: `/api/oferta/id/${destacada}`, token }),
      await call(t.app, { method: 'GET', url: '/api/privacidad/postulacionesRevisables', token }),
    ];
    for (const v of vistas) {
      expect(v.status).toBe(200);
      const text = JSON.stringify(v.body);
      expect(text).not.toContain(NOTA_SECRETA);
      expect(text).not.toContain(ETIQUETA_SECRETA);
      expect(text).not.toMatch(/etiqueta|"notas?"/);
    }
    expect((await call(t.app, { method: 'POST', url: '/api/privacidad/exportacion', token })).status).toBe(201);
    await t.app.queue.drain();
    const copia = await call<{ url: string }>(t.app, { method: 'GET', url: '/api/privacidad/exportacion', token });
    const file = await t.app.inject({ method: 'GET', url: copia.body.data[0]!.url });
    const json = new TextDecoder().decode(unzipSync(new Uint8Array(file.rawPayload))['datos.json']);
    expect(json).toContain('Practicante Contable');
    expect(json).not.toContain(NOTA_SECRETA);
    expect(json).not.toContain(ETIQUETA_SECRETA);
    // And no mail to the applicant ever mentions them.
    const mails = await t.db.select({ texto: correo.texto }).from(correo).where(eq(correo.para, gente.ana!.email));
    for (const m of mails) expect(m.texto).not.toContain(ETIQUETA_SECRETA);
  });
});
