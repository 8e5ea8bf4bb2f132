/**
 * The rights of Ley 29733 from Mi cuenta, through HTTP: a person asks for a copy of their data, a job prepares it (a ZIP
 * with a readable PDF and a JSON of everything held about them, never a password hash, a token or someone else's
 * data), they download it through a signed link for 24 hours, then the link says it expired and the file is gone.
 * They file rights requests that carry their legal due date, and read them back.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { ExportacionVista, SolicitudVista } from '@practiperu/shared/privacidad';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  completePostulanteCv,
  createTestApp,
  createUser,
  lastMailTo,
  login,
  pngImage,
  type TestContext,
} from '../../../test/helpers.ts';
import { insertOferta, insertPago, orgIdOf, session, type Session } from '../../../test/fixtures/admin.ts';
import {
  correo,
  exportacionDatos,
  miembroOrganizacion,
  ofertaGuardada,
  postulacion,
  postulante,
  suscripcionAlerta,
  usuario,
} from '../../db/schema/index.ts';

let t: TestContext;
// Friday 19 November 2027, 10:00 in Lima (ahead of the database's clock, which the queue also reads).
const START = new Date('2027-11-19T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
});
afterAll(async () => t?.close());
beforeEach(() => {
  t.clock.now = START;
});

const get = <T>(url: string, token?: string, headers: Record<string, string> = {}) =>
  call<T>(t.app, { method: 'GET', url, token, headers });
const post = <T>(url: string, token?: string, payload?: unknown) =>
  call<T>(t.app, { method: 'POST', url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

const estado = (token: string) => get<ExportacionVista>('/api/privacidad/exportacion', token);
const solicitar = (token: string) => post<ExportacionVista>('/api/privacidad/exportacion', token);

/** An applicant with a whole CV, a photo, an application, a payment and a job alert. */
async function postulanteCompleto(nombres = 'Rosa'): Promise<Session & { postulanteId: number; postulacionId: number; ofertaId: number }> {
  const s = await session(t, ROLE.POSTULANTE, { nombres });
  await completePostulanteCv(t.db, s.id);
  const foto = await t.app.storage.save('fotos', pngImage(), 'png');
  await t.db
    .update(postulante)
    .set({ foto, resumen_profesional: 'Estudiante de ingeniería con interés en logística.' })
    .where(eq(postulante.usuario_id, s.id));
  const items: [string, object][] = [
    ['conocimiento', { nombre: 'Microsoft Excel', nivel: 'avanzado' }],
    ['idioma', { nombre: 'Inglés', nivel: 'intermedio' }],
    ['logro', { descripcion: 'Primer puesto en el concurso de innovación UNSA', fecha: '2025-10-15' }],
    [
      'expLaboral',
      {
        nombre_empresa: 'Gloria S.A.',
        puesto: 'Practicante de Producción',
        funciones: 'Control de mermas en la línea de envasado.',
        fecha_inicio: '2024-03',
        fecha_salida: '2024-12',
        sigo_aqui: 0,
      },
    ],
    ['formacionComplementaria', { tipo: 'Curso', inst_educativa: 'Coursera', fecha_inicio: '2025-02', descripcion: 'Excel para negocios' }],
  ];
  for (const [group, body] of items) {
    const res = await post(`/api/${group}/create`, s.token, body);
    expect(res.status, `${group}: ${JSON.stringify(res.body)}`).toBe(201);
  }
  const empresa = await createUser(t.db, { role: ROLE.RECLUTADOR, nombreOrg: 'Andina Logística' });
  const ofertaId = await insertOferta(t, await orgIdOf(t, empresa.id), { titulo: 'Practicante de Almacenes', estado: 1 });
  const [p] = await t.db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, s.id));
  const [app] = await t.db
    .insert(postulacion)
    .values({ postulante_id: p!.id, oferta_id: ofertaId, estado: 2, revisado: 1, estado_evaluacion: 1, afinidad_puesto: 78 })
    .returning({ id: postulacion.id });
  await insertPago(t, { tipo: 'premium', usuario_id: s.id, nro_operacion: `YAPE-${s.id}-777` });
  await t.db.insert(suscripcionAlerta).values({ usuario_id: s.id, frecuencia: 'diaria' });
  await t.db.insert(ofertaGuardada).values({ postulante_id: p!.id, oferta_id: ofertaId });
  return { ...s, postulanteId: p!.id, postulacionId: app!.id, ofertaId };
}

/** Asks for a copy, runs the job and answers the ready copy. */
async function copiaLista(token: string): Promise<ExportacionVista> {
  expect((await solicitar(token)).status).toBe(201);
  await t.app.queue.drain();
  const res = await estado(token);
  expect(res.body.data[0]?.estado).toBe('lista');
  return res.body.data[0]!;
}

async function descargar(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, body: res.body };
}

function pdfText(pdf: Uint8Array): string | null {
  if (!existsSync('/usr/bin/pdftotext')) {
    console.warn('pdftotext no está instalado (poppler-utils): se omite la lectura del texto del PDF');
    return null;
  }
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(pdf) }).toString();
}

describe('Descargar mis datos', () => {
  it('an applicant asks for a copy: prepared by a job, mailed when ready, downloadable as a ZIP with a PDF and a JSON of everything held', async () => {
    const rosa = await postulanteCompleto();
    await post('/api/privacidad/solicitudes', rosa.token, { tipo: 'acceso', detalle: 'Quiero saber a quién se comunicó mi CV.' });
    const res = await solicitar(rosa.token);
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/Estamos preparando la copia/);
    expect(res.body.data[0]).toMatchObject({ estado: 'pendiente', url: null, expira_en: null });
    expect(res.body.optional).toMatchObject({ puede_solicitar: false });
    expect((await estado(rosa.token)).body.data[0]?.estado).toBe('pendiente');

    await t.app.queue.drain();
    const lista = (await estado(rosa.token)).body.data[0]!;
    expect(lista.estado).toBe('lista');
    expect(new Date(lista.expira_en!).getTime() - new Date(lista.lista_en!).getTime()).toBe(24 * 3_600_000);
    expect(lista.url).toMatch(/^\/api\/privacidad\/exportacion\/\d+\/descarga\?u=\d+&exp=\d+&sig=/);

    // The mail says it is ready and sends the person to Mi cuenta, never to the file.
    const mail = await lastMailTo(t, rosa.email);
    expect(mail?.asunto).toBe('La copia de tus datos está lista');
    expect(mail?.enlaces).toEqual(['http://practiperu.test/postulantes/cuenta/']);

    const file = await descargar(lista.url!);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename="datos-practiperu-2027-11-19.zip"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const zip = unzipSync(new Uint8Array(file.raw));
    expect(Object.keys(zip).sort()).toEqual(['archivos/foto.png', 'datos.json', 'resumen.pdf']);

    const jsonText = new TextDecoder().decode(zip['datos.json']);
    const datos = JSON.parse(jsonText) as unknown;
    expect(datos).toMatchObject({
      cuenta: { id: rosa.id, correo: rosa.email, nombres: 'Rosa', rol: 0 },
      curriculum: {
        perfil: { dni: '72345678', distrito: 'Cayma', carrera_actual: 'Ingeniería Industrial' },
        conocimientos: [{ nombre: 'Microsoft Excel', nivel: 'avanzado' }],
        idiomas: [{ nombre: 'Inglés', nivel: 'intermedio' }],
        experiencia_laboral: [{ nombre_empresa: 'Gloria S.A.', puesto: 'Practicante de Producción' }],
        certificaciones: [{ descripcion: 'Excel para negocios' }],
        logros: [{ descripcion: 'Primer puesto en el concurso de innovación UNSA' }],
      },
      postulaciones: [
        {
          id: rosa.postulacionId,
          estado_texto: 'En proceso',
          afinidad_puesto: 78,
          empresa: 'Andina Logística',
          oferta: { titulo: 'Practicante de Almacenes' },
        },
      ],
      ofertas_guardadas: [{ oferta_id: rosa.ofertaId, titulo: 'Practicante de Almacenes', recordatorio_enviado_en: null }],
      pagos: [{ tipo: 'premium', nro_operacion: `YAPE-${rosa.id}-777`, monto_centimos: 6900 }],
      consentimientos: { autorizacion_marketing: 0, alertas_de_empleo: { frecuencia: 'diaria', activa: 1 } },
      // When the session started and until when it lasts: its token is not there.
      sesiones: [{ creado_en: expect.any(String), expira_en: expect.any(String) }],
      solicitudes_de_derechos: [{ tipo: 'acceso', estado: 'pendiente', detalle: 'Quiero saber a quién se comunicó mi CV.' }],
      correos_enviados: [{ asunto: 'Recibimos tu solicitud de acceso' }],
      archivos: ['archivos/foto.png'],
    });
    // Never a credential.
    for (const secret of ['clave_hash', 'token_hash', 'argon2', rosa.token, 'decidido_por']) expect(jsonText).not.toContain(secret);
    // The CV's rows are hers: they are listed without their owner's id.
    expect(jsonText).not.toContain('"postulante_id"');

    const text = pdfText(zip['resumen.pdf']!);
    if (text !== null) {
      for (const expected of ['Tus datos en PractiPerú', 'Rosa', 'Ingeniería Industrial', 'Microsoft Excel (avanzado)', 'Gloria S.A.']) {
        expect(text).toContain(expected);
      }
      expect(text).toMatch(/Practicante de Almacenes · Andina Logística/);
      expect(text).toContain('Estado: En proceso');
      expect(text).toContain('Afinidad calculada automáticamente: 78 %');
      expect(text).toContain('Tus ofertas guardadas');
    }
    // Counted, for the person's own record of their copies.
    const [row] = await t.db.select().from(exportacionDatos).where(eq(exportacionDatos.id, lista.id));
    expect(row?.descargas).toBe(1);
  });

  it('a company gets its account, company data, offers with their counts and payments, and no applicant’s personal data', async () => {
    const empresa = await session(t, ROLE.RECLUTADOR, { nombreOrg: 'Minera Sur', nombres: 'Jorge' });
    const orgId = await orgIdOf(t, empresa.id);
    const ofertaId = await insertOferta(t, orgId, { titulo: 'Practicante de Seguridad Minera', estado: 1, tipo: 1, estado_pago: 1 });
    await insertPago(t, { tipo: 'destacado', usuario_id: empresa.id, organizacion_id: orgId, oferta_id: ofertaId, estado: 1 });
    const ana = await createUser(t.db, { role: ROLE.POSTULANTE, nombres: 'Anacleta', email: 'anacleta.reservada@prueba.pe' });
    await completePostulanteCv(t.db, ana.id);
    const [p] = await t.db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, ana.id));
    await t.db.insert(postulacion).values({ postulante_id: p!.id, oferta_id: ofertaId });

    const copia = await copiaLista(empresa.token);
    const zip = unzipSync(new Uint8Array((await descargar(copia.url!)).raw));
    const jsonText = new TextDecoder().decode(zip['datos.json']);
    const datos = JSON.parse(jsonText) as unknown;
    expect(datos).toMatchObject({
      empresa: { id: orgId, nombre: 'Minera Sur' },
      ofertas: [{ titulo: 'Practicante de Seguridad Minera', postulaciones_activas: 1 }],
      pagos: [{ tipo: 'destacado', oferta_titulo: 'Practicante de Seguridad Minera' }],
    });
    expect(datos).not.toHaveProperty('curriculum');
    for (const theirs of ['Anacleta', 'anacleta.reservada@prueba.pe', '72345678']) expect(jsonText).not.toContain(theirs);
    const text = pdfText(zip['resumen.pdf']!);
    if (text !== null) {
      expect(text).toContain('Minera Sur');
      expect(text).toContain('Practicante de Seguridad Minera');
      expect(text).not.toContain('Anacleta');
    }
  });

  it('a colleague’s seat gets its own seat and contact data, not the company’s', async () => {
    const titular = await session(t, ROLE.RECLUTADOR, { nombreOrg: 'Andina Logística', nombres: 'Jorge' });
    const orgId = await orgIdOf(t, titular.id);
    const colega = await session(t, ROLE.POSTULANTE, { nombres: 'Rosa' });
    // A recruiter seat (as if it had joined with the link): a company account with a seat, no company of its own.
    await t.db.delete(postulante).where(eq(postulante.usuario_id, colega.id));
    await t.db.update(usuario).set({ rol: ROLE.RECLUTADOR }).where(eq(usuario.id, colega.id));
    await t.db.insert(miembroOrganizacion).values({
      organizacion_id: orgId,
      usuario_id: colega.id,
      rol: 'reclutador',
      nro_contacto: '911222333',
      cargo: 'Analista de Selección',
    });

    const copia = await copiaLista(colega.token);
    const zip = unzipSync(new Uint8Array((await descargar(copia.url!)).raw));
    const datos = JSON.parse(new TextDecoder().decode(zip['datos.json'])) as Record<string, unknown>;
    expect(datos.asiento).toMatchObject({
      empresa: 'Andina Logística',
      rol: 'reclutador',
      nro_contacto: '911222333',
      cargo: 'Analista de Selección',
    });
    expect(datos).not.toHaveProperty('empresa');
    const text = pdfText(zip['resumen.pdf']!);
    if (text !== null) {
      expect(text).toContain('Analista de Selección');
      expect(text).toContain('911222333');
    }
  });

  it('the mails list keeps those sent to the address the account had before an e-mail change, and no one else’s', async () => {
    const rosa = await session(t, ROLE.POSTULANTE, { nombres: 'Rosa' });
    const anterior = rosa.email;
    // A mail to the first address: the acknowledgement of a rights request.
    expect(
      (await post('/api/privacidad/solicitudes', rosa.token, { tipo: 'acceso', detalle: 'Quiero saber quién vio mi CV.' })).status,
    ).toBe(201);
    const nuevo = `rosa.nueva.${rosa.id}@correo.pe`;
    const cambio = await call(t.app, {
      method: 'POST',
      url: '/api/usuario/updateEmail',
      token: rosa.token,
      payload: { data: nuevo, password: rosa.password },
    });
    expect(cambio.status).toBe(200);
    const enlace = (await lastMailTo(t, nuevo))?.enlaces[0] ?? '';
    t.clock.now = new Date(START.getTime() + 60_000);
    const confirmado = await call(t.app, {
      method: 'PATCH',
      url: '/api/usuario/updateEmailConfirmed',
      payload: { token: enlace.split('/').pop() },
    });
    expect(confirmado.status).toBe(200);
    // Later someone else signs up with the freed address: their mails are not Rosa's.
    t.clock.now = new Date(START.getTime() + 120_000);
    const otra = await session(t, ROLE.POSTULANTE, { nombres: 'Otra', email: anterior });
    expect((await post('/api/privacidad/solicitudes', otra.token, { tipo: 'oposicion', detalle: 'No quiero correos.' })).status).toBe(201);
    // Mails are stamped by the database's clock, behind this test's: this one is dated as the day after the change.
    await lastMailTo(t, anterior);
    await t.db
      .update(correo)
      .set({ creado_en: new Date(START.getTime() + 2 * 24 * 3_600_000) })
      .where(and(eq(correo.para, anterior), eq(correo.asunto, 'Recibimos tu solicitud de oposición')));

    const relogin = await login(t.app, { ...rosa, email: nuevo });
    const copia = await copiaLista(relogin);
    const zip = unzipSync(new Uint8Array((await descargar(copia.url!)).raw));
    const datos = JSON.parse(new TextDecoder().decode(zip['datos.json'])) as { correos_enviados: { asunto: string }[] };
    const asuntos = datos.correos_enviados.map((c) => c.asunto);
    expect(asuntos).toEqual(
      expect.arrayContaining([
        'Recibimos tu solicitud de acceso',
        'Se pidió cambiar el correo de tu cuenta de PractiPerú',
        'Confirma tu nuevo correo en PractiPerú',
        'El correo de tu cuenta de PractiPerú cambió',
      ]),
    );
    expect(asuntos).not.toContain('Recibimos tu solicitud de oposición');
  });

  it('one copy is prepared at a time, three a day; the next one can be asked 24 hours later', async () => {
    const s = await session(t, ROLE.POSTULANTE);
    expect((await solicitar(s.token)).status).toBe(201);
    const again = await solicitar(s.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ya estamos preparando una copia de tus datos. Espera a que esté lista.');
    await t.app.queue.drain();
    expect((await solicitar(s.token)).status).toBe(201);
    await t.app.queue.drain();
    expect((await solicitar(s.token)).status).toBe(201);
    await t.app.queue.drain();
    const fourth = await solicitar(s.token);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/hasta 3 copias de tus datos cada 24 horas/);
    // The page can say when beforehand: 24 hours after the first of the three.
    expect((await estado(s.token)).body.optional).toEqual({
      puede_solicitar: false,
      motivo: fourth.body.message,
      proxima_en: new Date(START.getTime() + 24 * 3_600_000).toISOString(),
    });
    t.clock.now = new Date(START.getTime() + 24 * 3_600_000 + 60_000);
    expect((await solicitar(s.token)).status).toBe(201);
  });

  it('a new copy replaces the ready one: the old link stops working and its file is removed', async () => {
    const s = await session(t, ROLE.POSTULANTE);
    const first = await copiaLista(s.token);
    const [before] = await t.db.select().from(exportacionDatos).where(eq(exportacionDatos.id, first.id));
    expect(await t.app.storage.read(before!.archivo!)).not.toBeNull();
    await copiaLista(s.token);
    const old = await descargar(first.url!);
    expect(old.status).toBe(410);
    // It says what happened: replaced, not expired (the 24 hours have not passed).
    expect(JSON.parse(old.body).message).toBe(
      'Este enlace es de una copia anterior: al pedir una nueva, la anterior deja de poder descargarse. Descarga la más reciente desde Mi cuenta.',
    );
    const browser = await descargar(first.url!, { accept: 'text/html' });
    expect(browser.status).toBe(303);
    expect(browser.headers.location).toBe('/postulantes/cuenta/?descarga=reemplazada');
    expect(await t.app.storage.read(before!.archivo!)).toBeNull();
    // Once its 24 hours are over as well, it simply expired.
    t.clock.now = new Date(START.getTime() + 24 * 3_600_000 + 60_000);
    expect(JSON.parse((await descargar(first.url!)).body).message).toMatch(/^El enlace de descarga caducó/);
  });

  it('after 24 hours the link says it expired (a browser goes back to Mi cuenta) and the file is gone', async () => {
    const s = await session(t, ROLE.RECLUTADOR, { nombreOrg: 'Caducada S.A.C.' });
    const copia = await copiaLista(s.token);
    const [row] = await t.db.select().from(exportacionDatos).where(eq(exportacionDatos.id, copia.id));
    t.clock.now = new Date(START.getTime() + 24 * 3_600_000 + 1000);

    const api = await descargar(copia.url!);
    expect(api.status).toBe(410);
    expect(JSON.parse(api.body)).toMatchObject({
      state: false,
      message: 'El enlace de descarga caducó: cada copia se puede descargar durante 24 horas. Solicita una nueva desde Mi cuenta.',
    });
    const browser = await descargar(copia.url!, { accept: 'text/html,application/xhtml+xml' });
    expect(browser.status).toBe(303);
    expect(browser.headers.location).toBe('/empresas/cuenta?descarga=caducada');
    expect((await estado(s.token)).body.data[0]).toMatchObject({ estado: 'caducada', url: null });

    await t.app.queue.drain();
    expect(await t.app.storage.read(row!.archivo!)).toBeNull();
    const [after] = await t.db.select().from(exportacionDatos).where(eq(exportacionDatos.id, copia.id));
    expect(after).toMatchObject({ estado: 'caducada', archivo: null });
  });

  it('a link is its owner’s: a forged, altered or malformed one is refused', async () => {
    const a = await session(t, ROLE.POSTULANTE);
    const b = await session(t, ROLE.POSTULANTE);
    const copia = await copiaLista(a.token);
    const url = new URL(copia.url!, 'http://x');
    const tries = [
      `${url.pathname}?u=${b.id}&exp=${url.searchParams.get('exp')}&sig=${url.searchParams.get('sig')}`,
      `${url.pathname}?u=${a.id}&exp=${Number(url.searchParams.get('exp')) + 3600}&sig=${url.searchParams.get('sig')}`,
      `${url.pathname}?u=${a.id}&exp=${url.searchParams.get('exp')}&sig=firma-falsa`,
      `${url.pathname}`,
      `/api/privacidad/exportacion/abc/descarga${url.search}`,
      `/api/privacidad/exportacion/${copia.id + 1000}/descarga${url.search}`,
    ];
    for (const u of tries) {
      const res = await descargar(u);
      expect(res.status, u).toBe(403);
      expect(JSON.parse(res.body).message).toBe('El enlace de descarga no es válido.');
    }
    // B sees only their own copies.
    expect((await estado(b.token)).body.data).toEqual([]);
  });

  it('the copies are never served by the public uploads route', async () => {
    const s = await session(t, ROLE.POSTULANTE);
    const copia = await copiaLista(s.token);
    const [row] = await t.db.select().from(exportacionDatos).where(eq(exportacionDatos.id, copia.id));
    expect(row!.archivo).toMatch(/^privado\/exportaciones\/[0-9a-f]{32}\.zip$/);
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${row!.archivo}` });
    expect(res.statusCode).toBe(404);
  });

  it('deleting the account removes its copies’ files', async () => {
    const s = await session(t, ROLE.POSTULANTE);
    const copia = await copiaLista(s.token);
    const [row] = await t.db.select().from(exportacionDatos).where(eq(exportacionDatos.id, copia.id));
    const res = await post('/api/usuario/removeAccount', s.token, { password: s.password });
    expect(res.status).toBe(200);
    expect(await t.app.storage.read(row!.archivo!)).toBeNull();
    expect(await t.db.select().from(usuario).where(eq(usuario.id, s.id))).toEqual([]);
  });

  it('needs a session of an applicant or a company (the applications of a review: an applicant): none is 401, an administrator 403', async () => {
    const admin = await session(t, ROLE.ADMIN);
    for (const [method, url] of [
      ['GET', '/api/privacidad/exportacion'],
      ['POST', '/api/privacidad/exportacion'],
      ['GET', '/api/privacidad/solicitudes'],
      ['POST', '/api/privacidad/solicitudes'],
      ['GET', '/api/privacidad/postulacionesRevisables'],
    ] as const) {
      expect((await call(t.app, { method, url })).status, url).toBe(401);
      expect((await call(t.app, { method, url, token: admin.token, payload: method === 'POST' ? {} : undefined })).status, url).toBe(403);
    }
  });
});

describe('rights requests', () => {
  const crear = (token: string, body: object) => post<SolicitudVista>('/api/privacidad/solicitudes', token, body);

  it('a request is filed with its legal due date in business days, acknowledged by mail and listed, newest first', async () => {
    const s = await session(t, ROLE.POSTULANTE, { nombres: 'Carmen' });
    const acceso = await crear(s.token, { tipo: 'acceso', detalle: 'Quiero saber a qué empresas se comunicó mi CV.' });
    expect(acceso.status).toBe(201);
    expect(acceso.body.message).toMatch(/Recibimos tu solicitud/);
    // Friday 19 November 2027: 20 business days, skipping 8 and 9 December.
    expect(acceso.body.data[0]).toMatchObject({ tipo: 'acceso', estado: 'pendiente', vence_el: '2027-12-21', respuesta: null });
    const mail = await lastMailTo(t, s.email);
    expect(mail?.asunto).toBe('Recibimos tu solicitud de acceso');
    expect(mail?.texto).toContain('21 de diciembre de 2027');

    t.clock.now = new Date(START.getTime() + 60_000);
    const rect = await crear(s.token, { tipo: 'rectificacion', detalle: 'Mi fecha de egreso está mal: es 2027.' });
    expect(rect.body.data[0]).toMatchObject({ vence_el: '2027-12-03' });

    const list = await get<SolicitudVista>('/api/privacidad/solicitudes', s.token);
    expect(list.body.data.map((x) => x.tipo)).toEqual(['rectificacion', 'acceso']);
    expect(list.body.optional).toMatchObject({ current_page: 1, total_pages: 1, total: 2 });
  });

  it('a company’s rectification is acknowledged about the company’s data', async () => {
    const empresa = await session(t, ROLE.RECLUTADOR, { nombreOrg: 'Textil Norte', nombres: 'Lucía' });
    const res = await crear(empresa.token, { tipo: 'rectificacion', detalle: 'Nuestra razón social cambió el mes pasado.' });
    expect(res.status).toBe(201);
    const mail = await lastMailTo(t, empresa.email);
    expect(mail?.texto).toContain('Recibimos tu solicitud de rectificación sobre los datos de tu empresa.');
  });

  it('a human review names one of the applicant’s own applications', async () => {
    const rosa = await postulanteCompleto('Rosa');
    const choices = await get<{ id: number; titulo: string; empresa: string }>('/api/privacidad/postulacionesRevisables', rosa.token);
    expect(choices.body.data).toEqual([{ id: rosa.postulacionId, titulo: 'Practicante de Almacenes', empresa: 'Andina Logística' }]);
    const res = await crear(rosa.token, {
      tipo: 'revision_humana',
      detalle: 'Mi afinidad no considera mi experiencia en Gloria.',
      postulacion_id: rosa.postulacionId,
    });
    expect(res.status).toBe(201);
    expect(res.body.data[0]?.postulacion).toEqual({
      id: rosa.postulacionId,
      titulo: 'Practicante de Almacenes',
      empresa: 'Andina Logística',
    });
  });

  it('someone else’s application cannot be named, and another person never sees my requests', async () => {
    const rosa = await postulanteCompleto('Rosa');
    const otra = await session(t, ROLE.POSTULANTE);
    const res = await crear(otra.token, {
      tipo: 'revision_humana',
      detalle: 'Revisen este puntaje, por favor.',
      postulacion_id: rosa.postulacionId,
    });
    expect(res.status).toBe(400);
    expect(res.body.optional).toEqual({ errors: { postulacion_id: 'No encontramos esa postulación entre las tuyas.' } });
    await crear(rosa.token, { tipo: 'oposicion', detalle: 'No quiero recibir encuestas de satisfacción.' });
    expect((await get<SolicitudVista>('/api/privacidad/solicitudes', otra.token)).body.data).toEqual([]);
    // Applications are an applicant's: a company is refused by its role, not answered an empty list.
    const empresa = await session(t, ROLE.RECLUTADOR);
    const deEmpresa = await get('/api/privacidad/postulacionesRevisables', empresa.token);
    expect(deEmpresa.status).toBe(403);
    expect(deEmpresa.body).toMatchObject({ state: false, data: [] });
  });

  it('bad input is answered at its field in Spanish', async () => {
    const s = await session(t, ROLE.RECLUTADOR);
    const cases: [object, string, string][] = [
      [{ tipo: 'borrar-todo', detalle: 'Borren todo lo de mi empresa.' }, 'tipo', 'Elige qué derecho quieres ejercer.'],
      [{ tipo: 'cancelacion' }, 'detalle', 'Cuéntanos qué necesitas.'],
      [{ tipo: 'cancelacion', detalle: '   ' }, 'detalle', 'Cuéntanos qué necesitas.'],
      [{ tipo: 'cancelacion', detalle: 'Borrar' }, 'detalle', 'Escribe al menos 10 caracteres.'],
      [{ tipo: 'cancelacion', detalle: 'x'.repeat(2001) }, 'detalle', 'Máximo 2000 caracteres.'],
      [
        { tipo: 'revision_humana', detalle: 'Revisen mi puntaje.', postulacion_id: 'abc' },
        'postulacion_id',
        'Elige una de tus postulaciones.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await crear(s.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.optional?.errors?.[field], JSON.stringify(body)).toBe(message);
    }
  });

  it('five requests in process at once at most', async () => {
    const s = await session(t, ROLE.POSTULANTE);
    for (let i = 0; i < 5; i++)
      expect((await crear(s.token, { tipo: 'oposicion', detalle: `Solicitud número ${i + 1} de prueba.` })).status).toBe(201);
    const sixth = await crear(s.token, { tipo: 'acceso', detalle: 'Una más, por si acaso.' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Ya tienes 5 solicitudes en trámite. Espera nuestra respuesta antes de enviar otra.');
  });
});
