/**
 * Applicant premium: an applicant pays by operation number, waits while the administrator validates,
 * is premium until 23:59 Lima of expira_el (last-day message included), is reminded by e-mail once a few days
 * before, and sees the content only while premium; files only through links signed for them. A rejected payment
 * shows a notice the applicant dismisses.
 */
import type { SessionUser } from '@practiperu/shared/session';
import type { PremiumItem, PremiumStatus } from '@practiperu/shared/premium';
import { ROLE } from '@practiperu/shared/constants';
import { eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createDemoApp, createTestApp, DEMO_SEED_TIMEOUT, login, type TestContext } from '../../../test/helpers.ts';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/demo.ts';
import { DEMO_MEMBRESIAS, DEMO_PREMIUM } from '../../db/seed/demo-premium.ts';
import { contenidoPremium, membresiaPremium, pago } from '../../db/schema/index.ts';
import { adminCall, adminSession, postulanteSession, empresaSession, mailsTo, type Session } from '../../../test/fixtures/admin.ts';
import { sendPremiumReminders } from './premium.jobs.ts';

let t: TestContext;
let admin: Session;
// 10:00 in Lima on 9 March 2027.
const START = new Date('2027-03-09T15:00:00Z');
let op = 0;
const nro = () => `YP-${Date.now()}-${++op}`;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000',
    SESSION_TTL_DAYS: '365',
    PREMIUM_MONTHS: '1',
  });
  t.clock.now = START;
  admin = await adminSession(t);
});
afterAll(async () => t?.close());
afterEach(() => {
  t.clock.now = START;
});

const pay = (s: Session | undefined, payload: Record<string, unknown>) =>
  call<{ id: number; estado_pago: 0 }>(t.app, { method: 'POST', url: '/api/pagoPremium/create', token: s?.token, payload });
const status = async (s: Session) =>
  (await call<PremiumStatus>(t.app, { method: 'GET', url: '/api/postulantePremium/isPremiumPostulant', token: s.token })).body.data[0]!;
const me = async (s: Session) =>
  (await call<SessionUser>(t.app, { method: 'POST', url: '/api/auth/mySession', token: s.token })).body.data[0]!;
const premiumData = (s: Session) => call<PremiumItem>(t.app, { method: 'GET', url: '/api/recursos/getPremiumData', token: s.token });
const validate = (id: number) => adminCall(t, admin.token, 'POST', `pagos/${id}/validar`);
const reject = (id: number) =>
  adminCall(t, admin.token, 'POST', `pagos/${id}/rechazar`, { motivo: 'La operación no figura en la cuenta.' });
const hide = (s: Session, id: number) =>
  call(t.app, { method: 'PATCH', url: `/api/pagoPremium/disable-show-reject-message/${id}`, token: s.token });

describe('the premium payment', () => {
  it('validates each field with the spec messages and refuses other roles', async () => {
    const postulante = await postulanteSession(t);
    const bad = await pay(postulante, { nro_operacion: 'x'.repeat(256), metodo_pago: 'Plin', monto: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.optional?.errors).toEqual({
      nro_operacion: 'Máximo 255 caracteres',
      metodo_pago: 'Seleccione un metodo de pago',
      monto: 'El monto debe ser S/ 69.',
    });
    // S/ 1 or S/ 6.90 for a S/ 69 membership is refused with the price; nothing is stored.
    for (const monto of [1, 6.9, 70]) {
      const wrong = await pay(postulante, { nro_operacion: nro(), metodo_pago: 'Yape', monto });
      expect(wrong.status).toBe(400);
      expect(wrong.body.optional?.errors).toEqual({ monto: 'El monto debe ser S/ 69.' });
    }
    expect((await pay(postulante, {})).body.optional?.errors).toMatchObject({ nro_operacion: 'Requerido', monto: 'Requerido' });
    expect((await pay(undefined, { nro_operacion: nro(), metodo_pago: 'Yape', monto: 69 })).status).toBe(401);
    const empresa = await empresaSession(t);
    expect((await pay(empresa, { nro_operacion: nro(), metodo_pago: 'Yape', monto: 69 })).status).toBe(403);
    expect(await t.db.select().from(pago).where(eq(pago.usuario_id, postulante.id))).toHaveLength(0);
  });

  it('is pending (0) after paying; another while pending needs confirmation; a used operation number is "Duplicate entry"', async () => {
    const postulante = await postulanteSession(t);
    expect(await status(postulante)).toMatchObject({ estado_pago: null, id: null, expira_el: null });
    expect((await me(postulante)).estado_pago).toBeNull();

    const numero = nro();
    const res = await pay(postulante, { nro_operacion: ` ${numero} `, metodo_pago: 'Yape', monto: '69' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Recibimos tu solicitud. Validaremos tu pago en las próximas horas y te avisaremos por correo.');
    const id = res.body.data[0]!.id;
    const [row] = await t.db.select().from(pago).where(eq(pago.id, id));
    expect(row).toMatchObject({
      tipo: 'premium',
      usuario_id: postulante.id,
      oferta_id: null,
      nro_operacion: numero,
      monto_centimos: 6900,
      estado: 0,
    });
    expect(await status(postulante)).toMatchObject({ estado_pago: 0, id, mostrar_rechazado: 0, pago_pendiente: true });
    expect((await me(postulante)).estado_pago).toBe(0);

    const again = await pay(postulante, { nro_operacion: nro(), metodo_pago: 'Transferencia', monto: 69 });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Ya tienes una solicitud premium en validación');
    expect(again.body.optional).toMatchObject({ pendiente: true });
    expect((await pay(postulante, { nro_operacion: nro(), metodo_pago: 'Transferencia', monto: 69, confirmar: 1 })).status).toBe(201);

    const other = await postulanteSession(t);
    const dup = await pay(other, { nro_operacion: numero.toLowerCase(), metodo_pago: 'Yape', monto: 69 });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('Duplicate entry');
    expect(dup.body.optional?.errors).toHaveProperty('nro_operacion');
    // The same number by transfer is another operation.
    expect((await pay(other, { nro_operacion: numero, metodo_pago: 'Transferencia', monto: 69 })).status).toBe(201);
  });

  it('keeps one payment per operation number and method under 20 concurrent submits', async () => {
    const people = await Promise.all([0, 1, 2, 3].map(() => postulanteSession(t)));
    const numero = nro();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pay(people[i % 4], { nro_operacion: numero, metodo_pago: 'Yape', monto: 69, confirmar: 1 })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message.includes('Duplicate entry'))).toBe(true);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await t.db.select().from(pago).where(eq(pago.nro_operacion, numero))).toHaveLength(1);
  });

  it('is rate-limited per account', async () => {
    const postulante = await postulanteSession(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await pay(postulante, { nro_operacion: nro(), metodo_pago: 'Yape', monto: 69, confirmar: 1 })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('premium states', () => {
  it('validated: premium to 23:59 Lima of expira_el with the days left, the last day flagged, then not premium by itself', async () => {
    const postulante = await postulanteSession(t);
    const id = (await pay(postulante, { nro_operacion: nro(), metodo_pago: 'Yape', monto: 69 })).body.data[0]!.id;
    expect((await premiumData(postulante)).status).toBe(403);
    expect((await validate(id)).status).toBe(200);

    // PREMIUM_MONTHS 1: from 9 March to 9 April 2027 inclusive.
    expect(await status(postulante)).toEqual({
      estado_pago: 1,
      mostrar_rechazado: 0,
      id,
      expira_el: '2027-04-09',
      dias_restantes: 32,
      ultimo_dia: false,
      pago_pendiente: false,
    });
    expect(await me(postulante)).toMatchObject({ estado_pago: 1, premium_expira_el: '2027-04-09' });
    expect((await call<boolean>(t.app, { method: 'POST', url: '/api/usuario/isPremium', token: postulante.token })).body.data).toEqual([
      true,
    ]);
    const membresia = await call<{ historial: { expira_el: string; monto: number }[] }>(t.app, {
      method: 'GET',
      url: '/api/postulantePremium/membresia',
      token: postulante.token,
    });
    expect(membresia.body.data[0]!.historial).toMatchObject([
      { inicio: '2027-03-09', expira_el: '2027-04-09', monto: 69, metodo_pago: 'Yape' },
    ]);

    // 23:58 Lima on 9 April: the last day.
    t.clock.now = new Date('2027-04-10T04:58:00Z');
    expect(await status(postulante)).toMatchObject({ estado_pago: 1, dias_restantes: 1, ultimo_dia: true });
    expect((await premiumData(postulante)).status).toBe(200);
    // 00:00 Lima on 10 April: over.
    t.clock.now = new Date('2027-04-10T05:00:00Z');
    // The ended membership is told (the home's notice), with its last day.
    expect(await status(postulante)).toMatchObject({ estado_pago: null, expira_el: null, dias_restantes: null, vencio_el: '2027-04-09' });
    expect((await me(postulante)).estado_pago).toBeNull();
    expect((await premiumData(postulante)).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/postulantePremium/membresia', token: postulante.token })).status).toBe(403);
  });

  it('reminds by e-mail 3 days before the end, once, and not after a renewal', async () => {
    const postulante = await postulanteSession(t);
    const renewed = await postulanteSession(t);
    for (const who of [postulante, renewed]) {
      await validate((await pay(who, { nro_operacion: nro(), metodo_pago: 'Yape', monto: 69 })).body.data[0]!.id);
    }
    // Renewal: the second membership starts the day after the first ends.
    await validate((await pay(renewed, { nro_operacion: nro(), metodo_pago: 'Yape', monto: 69 })).body.data[0]!.id);
    expect(await status(renewed)).toMatchObject({ estado_pago: 1, expira_el: '2027-05-10' });

    const deps = { db: t.db, mailer: t.app.mailer, publicUrl: t.config.publicUrl };
    t.clock.now = new Date('2027-04-06T14:00:00Z'); // 9:00 Lima, 6 April: 3 days before 9 April.
    await sendPremiumReminders(deps, t.clock.now);
    await sendPremiumReminders(deps, t.clock.now);
    const mails = (await mailsTo(t, postulante.email)).filter((m) => m.asunto.includes('vence'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.asunto).toBe('Tu membresía Premium vence en 3 días');
    expect(mails[0]!.texto).toContain('9 de abril de 2027 a las 23:59');
    expect((await mailsTo(t, renewed.email)).filter((m) => m.asunto.includes('vence'))).toHaveLength(0);
    const [m] = await t.db.select().from(membresiaPremium).where(eq(membresiaPremium.usuario_id, postulante.id));
    expect(m!.aviso_enviado_en).not.toBeNull();
  });

  it('rejected: the notice (2) until the applicant dismisses it, own payments only; the call to action stays', async () => {
    const postulante = await postulanteSession(t);
    const stranger = await postulanteSession(t);
    const id = (await pay(postulante, { nro_operacion: nro(), metodo_pago: 'Transferencia', monto: 69 })).body.data[0]!.id;
    expect((await hide(postulante, id)).status).toBe(409);
    await reject(id);
    // The notice carries the administrator's reason.
    expect(await status(postulante)).toMatchObject({
      estado_pago: 2,
      mostrar_rechazado: 1,
      id,
      motivo_rechazo: 'La operación no figura en la cuenta.',
      vencio_el: null,
    });
    expect((await me(postulante)).estado_pago).toBe(2);

    expect((await hide(stranger, id)).status).toBe(404);
    expect((await hide(postulante, 999_999)).status).toBe(404);
    const res = await hide(postulante, id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Listo, ya no mostraremos este aviso.');
    expect(await status(postulante)).toMatchObject({ estado_pago: null, mostrar_rechazado: 0, id: null });
    expect((await me(postulante)).estado_pago).toBeNull();
    expect((await t.db.select().from(pago).where(eq(pago.id, id)))[0]!.mostrar_rechazado).toBe(0);

    // Paying again after a rejection is pending, not the old notice.
    await pay(postulante, { nro_operacion: nro(), metodo_pago: 'Yape', monto: 69 });
    expect((await status(postulante)).estado_pago).toBe(0);
  });
});

describe('premium content', () => {
  it('only premium applicants get the items, and the files only through links signed for them', async () => {
    const free = await postulanteSession(t);
    const premium = await postulanteSession(t);
    await validate((await pay(premium, { nro_operacion: nro(), metodo_pago: 'Yape', monto: 69 })).body.data[0]!.id);

    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypmp42'), Buffer.alloc(64, 7)]);
    const archivo = await t.app.storage.save('premium/videos', mp4, 'mp4');
    const [video] = await t.db
      .insert(contenidoPremium)
      .values({
        tipo: 'video',
        titulo: 'Entrevistas de prácticas',
        descripcion: 'Cómo prepararte.',
        duracion: '12:00',
        archivo,
        glosario: [{ title: 'STAR', description: 'Situación, tarea, acción, resultado.' }],
      })
      .returning();
    const [borrador] = await t.db.insert(contenidoPremium).values({ tipo: 'recurso', titulo: 'Borrador', publicado: 0 }).returning();

    for (const url of ['/api/recursos/getPremiumData', `/api/postulantePremium/getVideo/${video!.id}`]) {
      const res = await call(t.app, { method: 'GET', url, token: free.token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Este contenido es exclusivo para postulantes Premium.');
    }
    expect((await call(t.app, { method: 'GET', url: '/api/recursos/getPremiumData' })).status).toBe(401);
    // What the membership gives: the locked answer lists the published titles only (no file, link, description or draft).
    const locked = await call(t.app, { method: 'GET', url: '/api/recursos/getPremiumData', token: free.token });
    const titulos = locked.body.optional?.titulos as { type: string; title: string }[];
    expect(titulos).toContainEqual({ type: 'video', title: 'Entrevistas de prácticas' });
    expect(titulos.map((x) => x.title)).not.toContain('Borrador');
    for (const x of titulos) expect(Object.keys(x).sort()).toEqual(['title', 'type']);
    expect(JSON.stringify(locked.body)).not.toMatch(/archivo|sig=|Cómo prepararte/);
    // The status (a 200 for every applicant) gives the same titles to a non-member, so a page explains without a 403;
    // a member gets none.
    const status = await call(t.app, { method: 'GET', url: '/api/postulantePremium/isPremiumPostulant', token: free.token });
    expect(status.status).toBe(200);
    expect(status.body.optional?.titulos).toEqual(titulos);
    const memberStatus = await call(t.app, { method: 'GET', url: '/api/postulantePremium/isPremiumPostulant', token: premium.token });
    expect(memberStatus.body.optional).toBeUndefined();
    // A company is not an applicant: 403 without the list.
    const empresa = await empresaSession(t);
    const refused = await call(t.app, { method: 'GET', url: '/api/recursos/getPremiumData', token: empresa.token });
    expect(refused.status).toBe(403);
    expect(refused.body.optional?.titulos).toBeUndefined();

    const list = await premiumData(premium);
    expect(list.status).toBe(200);
    expect(list.body.optional).toEqual({ host: 'http://practiperu.test' });
    expect(list.body.data.map((i) => i.id)).toContain(video!.id);
    expect(list.body.data.map((i) => i.id)).not.toContain(borrador!.id);
    const item = (
      await call<PremiumItem>(t.app, { method: 'GET', url: `/api/postulantePremium/getVideo/${video!.id}`, token: premium.token })
    ).body.data[0]!;
    expect(item).toMatchObject({ type: 'video', title: 'Entrevistas de prácticas', duration: '12:00', glossary: [{ title: 'STAR' }] });
    expect((await call(t.app, { method: 'GET', url: `/api/postulantePremium/getRecurso/${video!.id}`, token: premium.token })).status).toBe(
      404,
    );
    expect(
      (await call(t.app, { method: 'GET', url: `/api/postulantePremium/getRecurso/${borrador!.id}`, token: premium.token })).status,
    ).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/postulantePremium/getVideo/abc', token: premium.token })).status).toBe(404);

    // The public uploads route does not serve premium files, even with the stored name.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${archivo}` })).statusCode).toBe(404);
    const logo = await t.app.storage.save('logos', mp4, 'png');
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${logo}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/uploads//${archivo.toUpperCase()}` })).statusCode).not.toBe(200);
    // The signed link works without the bearer token (a <video> element), with Range for scrubbing.
    const file = await t.app.inject({ method: 'GET', url: item.file! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(mp4)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: item.file!, headers: { range: 'bytes=0-7' } })).statusCode).toBe(206);
    // Tampered, for someone else, or expired: refused.
    // Change the signature's first character to a different one (a fixed 'A' would be no change one time in 64).
    const tampered = item.file!.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect(tampered).not.toBe(item.file);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: item.file!.replace(`u=${premium.id}`, `u=${free.id}`) })).statusCode).toBe(403);
    t.clock.now = new Date(START.getTime() + 5 * 3_600_000);
    expect((await t.app.inject({ method: 'GET', url: item.file! })).statusCode).toBe(403);
  });
});

/** An MP4's length in seconds, from its movie header ('mvhd', version 0: timescale and duration after two dates). */
function mp4Seconds(bytes: Buffer): number {
  const at = bytes.indexOf('mvhd');
  expect(at, 'mvhd').toBeGreaterThan(0);
  expect(bytes[at + 4], 'mvhd version').toBe(0);
  return bytes.readUInt32BE(at + 20) / bytes.readUInt32BE(at + 16);
}

describe('the demo premium content (npm start)', { timeout: DEMO_SEED_TIMEOUT }, () => {
  it('a premium demo applicant plays every demo video and downloads every demo resource through its signed link', async () => {
    // The premium content alone (the marketplace adds no premium files): the curated demo as seedDemo stored it.
    const demo = await createDemoApp();
    try {
      const stored = () => ['videos', 'recursos'].flatMap((d) => readdirSync(path.join(demo.config.uploadsDir, 'premium', d)));
      expect(stored()).toHaveLength(DEMO_PREMIUM.length);
      // A second start finds the accounts and stores nothing more.
      expect(await seedDemo(demo.db, demo.app.storage, demo.clock.now, { mercado: false })).toBe(false);
      expect(stored()).toHaveLength(DEMO_PREMIUM.length);

      const token = await login(demo.app, { id: 0, email: DEMO_MEMBRESIAS.ultimoDia, password: DEMO_PASSWORD, role: ROLE.POSTULANTE });
      const list = await call<PremiumItem>(demo.app, { method: 'GET', url: '/api/recursos/getPremiumData', token });
      expect(list.status).toBe(200);
      expect(list.body.data.map((i) => i.title)).toEqual(DEMO_PREMIUM.map((i) => i.titulo));
      for (const listed of list.body.data) {
        const url = `/api/postulantePremium/${listed.type === 'video' ? 'getVideo' : 'getRecurso'}/${listed.id}`;
        const item = (await call<PremiumItem>(demo.app, { method: 'GET', url, token })).body.data[0]!;
        expect(item.file, item.title).toMatch(/^\/api\/postulantePremium\/archivo\/\d+\?u=\d+&exp=\d+&sig=/);
        const [row] = await demo.db.select().from(contenidoPremium).where(eq(contenidoPremium.id, item.id));
        // Stored like a back-office upload: random name in the premium folder, not served by the public route.
        expect(row!.archivo).toMatch(
          item.type === 'video' ? /^premium\/videos\/[0-9a-f]{32}\.mp4$/ : /^premium\/recursos\/[0-9a-f]{32}\.pdf$/,
        );
        expect((await demo.app.inject({ method: 'GET', url: `/uploads/${row!.archivo}` })).statusCode).toBe(404);

        const file = await demo.app.inject({ method: 'GET', url: item.file! });
        expect(file.statusCode, item.title).toBe(200);
        const bytes = file.rawPayload;
        if (item.type === 'video') {
          expect(file.headers['content-type']).toBe('video/mp4');
          expect(bytes.length).toBeLessThanOrEqual(300_000);
          const [min, sec] = item.duration!.split(':').map(Number);
          expect(Math.round(mp4Seconds(bytes)), item.title).toBe(min! * 60 + sec!);
        } else {
          expect(file.headers['content-type']).toBe('application/pdf');
          expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          if (!existsSync('/usr/bin/pdftotext')) {
            console.warn('pdftotext no está instalado (poppler-utils): se omite la lectura del texto del PDF');
            continue;
          }
          const info = execFileSync('pdfinfo', ['-'], { input: bytes }).toString();
          expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeGreaterThanOrEqual(2);
          const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();
          expect(text).toContain(item.title);
          if (item.title.startsWith('Plantilla de CV'))
            for (const words of [
              '[NOMBRES Y APELLIDOS]',
              'FORMACIÓN ACADÉMICA',
              'Estudiante de Ingeniería Industrial',
              'MATEO RAMÍREZ CCAHUANA',
            ])
              expect(text).toContain(words);
          else
            for (const words of ['1. SALUDO Y MOTIVO', '5. CIERRE Y DISPONIBILIDAD', 'Frases de ejemplo', 'LISTA DE COMPROBACIÓN'])
              expect(text).toContain(words);
        }
      }
    } finally {
      await demo.close();
    }
  });
});
