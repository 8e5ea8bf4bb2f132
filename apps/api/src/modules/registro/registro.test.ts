/**
 * Registering in both areas, confirming the e-mail and asking for the link again, told through the HTTP API as
 * students and companies live it.
 */
import { ROLE } from '@practiperu/shared/constants';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { correo, organizacion, organizacionSector, postulante, sector, tokenUnico, usuario } from '../../db/schema/index.ts';
import { call, createTestApp, createTestDatabase, createUser, lastMailTo, type TestContext } from '../../../test/helpers.ts';
import {
  CLAVE,
  JPEG,
  PNG,
  bodyText,
  empresaFields,
  freshIp,
  linkTokenFromMail,
  loginAs,
  logoUpload,
  pngOfSize,
  postulantePayload,
  registerPostulant,
  registerRecruiter,
  rucFrom,
  uniqueEmail,
} from '../../../test/fixtures/registro.ts';
import { ADDRESS_LIMIT } from '../../lib/address-limit.ts';
import { REGISTRO_LIMITS } from '../usuario/registro.routes.ts';
import { REGISTRO_MESSAGES } from './registro.service.ts';

const UNCONFIRMED = 'Tu cuenta aún no ha sido confirmada. Revisa tu correo (también la carpeta de spam) para activarla.';
const TOO_MANY = 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.';
const COUNTDOWN = /^Podrás reenviar el correo en (\d\d):(\d\d)\.$/;
const DAY_MS = 86_400_000;

let t: TestContext;
let sectorIds: number[];

// The clock of the rules runs with real time, `offsetMs` ahead when a story moves it, so the countdowns
// measured in seconds behave as they would for a person waiting in front of the screen.
let offsetMs = 0;
beforeAll(async () => {
  t = await createTestApp();
  Object.defineProperty(t.clock, 'now', { get: () => new Date(Date.now() + offsetMs), configurable: true });
  sectorIds = (await t.db.select({ id: sector.id }).from(sector).orderBy(asc(sector.id))).map((s) => s.id);
});
afterAll(async () => t?.close());
beforeEach(() => {
  offsetMs = 0;
});

/** From now on the clock of the rules reads `seconds` later than the real time. */
function secondsLater(seconds: number) {
  offsetMs = seconds * 1000;
}

function validateAccount(token: string) {
  return call(t.app, { method: 'GET', url: `/api/usuario/validateAccount/${token}`, remoteAddress: freshIp() });
}

function resend(token: string, ip = freshIp()) {
  return call(t.app, { method: 'GET', url: `/api/usuario/reSendMailRegister/${token}`, remoteAddress: ip });
}

async function accountOf(email: string) {
  const rows = await t.db
    .select()
    .from(usuario)
    .where(sql`lower(${usuario.correo}) = lower(${email})`);
  return rows;
}

async function mailsTo(email: string) {
  await t.app.queue.drain();
  return t.db
    .select()
    .from(correo)
    .where(sql`lower(${correo.para}) = lower(${email})`)
    .orderBy(asc(correo.id));
}

function storedLogos(): string[] {
  const dir = path.join(t.config.uploadsDir, 'logos');
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('an applicant registers', () => {
  it('gets 201 with the resend token, an unconfirmed account with its applicant record, and a Spanish confirmation mail', async () => {
    const payload = postulantePayload({ correo: uniqueEmail('Lucia.Quispe') });
    const res = await registerPostulant(t.app, payload);

    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'message', 'optional', 'state']);
    expect(res.body).toEqual({
      state: true,
      data: [expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)],
      message: 'Se envió un mensaje a su correo, verifique su cuenta para completar el registro.',
      optional: { existing_account: false, mail_sent: true, retry_after: 180 },
    });

    const [account, ...others] = await accountOf(payload.correo as string);
    expect(others).toHaveLength(0);
    expect(account).toMatchObject({
      correo: payload.correo,
      rol: ROLE.POSTULANTE,
      nombres: 'Lucía',
      apellidos: 'Quispe Mamani',
      confirmado_en: null,
      activo: true,
      autorizacion_marketing: 1,
    });
    expect(account!.clave_hash).toMatch(/^\$argon2id\$/);
    expect(account!.clave_hash).not.toContain(CLAVE);
    expect(await t.db.select().from(postulante).where(eq(postulante.usuario_id, account!.id))).toHaveLength(1);

    const mail = await lastMailTo(t, payload.correo as string);
    expect(mail?.asunto).toBe('Confirma tu cuenta de PractiPerú');
    expect(mail?.texto).toContain('¡Hola, Lucía!');
    expect(mail?.texto).toContain('El enlace vence en 7 días y solo puede usarse una vez.');
    // Someone who did not register learns the unconfirmed account and its data go away on their own.
    expect(mail?.texto).toContain('sin confirmar, la cuenta no se activa y la borramos con sus datos a los 30 días.');
    const [link] = mail!.enlaces;
    expect(link).toMatch(/^http:\/\/practiperu\.test\/postulantes\/registrarse\/confirmar\/[A-Za-z0-9_-]{43}$/);
    expect(mail?.texto).toContain(link);
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('<html lang="es">');
    // The resend token is not a confirmation link.
    expect(link).not.toContain(res.body.data[0]);
  });

  it('the login of an unconfirmed account offers a resend: a resend token and the seconds left, only with the right password', async () => {
    const payload = postulantePayload();
    const email = payload.correo as string;
    expect((await registerPostulant(t.app, payload)).status).toBe(201);

    const wrong = await loginAs(t.app, 'postulante', email, 'OtraClave2024');
    expect(wrong.status).toBe(401);
    expect(wrong.body.optional).toBeUndefined();

    const early = await loginAs(t.app, 'postulante', email, CLAVE);
    expect(early.status).toBe(403);
    expect(early.body.optional).toMatchObject({ unconfirmed: true, token_resend_mail: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(early.body.optional?.retry_after).toBeGreaterThan(170);
    // Inside the 180 s the token cannot send yet.
    expect((await resend(early.body.optional?.token_resend_mail as string)).status).toBe(429);

    secondsLater(181);
    const later = await loginAs(t.app, 'postulante', email, CLAVE);
    expect(later.body.optional?.retry_after).toBe(0);
    const sent = await resend(later.body.optional?.token_resend_mail as string);
    expect(sent.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
    // The new link confirms the account.
    expect((await validateAccount(await linkTokenFromMail(t, email, 'confirmar'))).status).toBe(200);
    expect((await loginAs(t.app, 'postulante', email, CLAVE)).status).toBe(200);
  });

  it('cannot log in before confirming; the link from the mail confirms it once, and then the login works', async () => {
    const payload = postulantePayload();
    const email = payload.correo as string;
    expect((await registerPostulant(t.app, payload)).status).toBe(201);

    const before = await loginAs(t.app, 'postulante', email, CLAVE);
    expect(before.status).toBe(403);
    expect(before.body.message).toBe(UNCONFIRMED);

    const key = await linkTokenFromMail(t, email, 'confirmar');
    const confirmed = await validateAccount(key);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ state: true, data: [], message: 'Cuenta confirmada' });
    expect((await accountOf(email))[0]!.confirmado_en).toBeInstanceOf(Date);

    const after = await loginAs(t.app, 'postulante', email, CLAVE);
    expect(after.status).toBe(200);
    expect(after.body.token).toBeTruthy();

    // Opening the same link again (a second click, Back after the first login): 409 saying what happened, confirming
    // nothing twice; the web app shows it with the login button instead of a bare 404.
    const again = await validateAccount(key);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ state: false, data: [], message: 'Tu cuenta ya está confirmada: inicia sesión.' });
  });

  it('marketing consent is optional and defaults to no', async () => {
    const payload = postulantePayload();
    delete payload.autorizacion_marketing;
    expect((await registerPostulant(t.app, payload)).status).toBe(201);
    expect((await accountOf(payload.correo as string))[0]!.autorizacion_marketing).toBe(0);
  });

  it('names and e-mail are stored trimmed; the e-mail keeps the letter case it was typed in', async () => {
    const email = uniqueEmail('Rosa.Huaman');
    const res = await registerPostulant(t.app, postulantePayload({ nombres: '  Rosa ', apellidos: ' Huamán ', correo: `  ${email} ` }));
    expect(res.status).toBe(201);
    expect((await accountOf(email))[0]).toMatchObject({ correo: email, nombres: 'Rosa', apellidos: 'Huamán' });
  });
});

describe('every rule of the applicant form is checked by the API, with the spec message on its field', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['nombres', { nombres: undefined }, 'Requerido'],
    ['nombres', { nombres: '' }, 'Requerido'],
    ['nombres', { nombres: '   ' }, 'Requerido'],
    ['nombres', { nombres: 'L' }, 'Muy corto'],
    ['nombres', { nombres: 'L'.repeat(31) }, 'Muy largo'],
    ['apellidos', { apellidos: undefined }, 'Requerido'],
    ['apellidos', { apellidos: 'Q' }, 'Muy corto'],
    ['apellidos', { apellidos: 'Q'.repeat(31) }, 'Muy largo'],
    ['correo', { correo: undefined }, 'Requerido'],
    ['correo', { correo: 'lucia.quispe' }, 'No se reconoce como correo'],
    ['correo', { correo: 'lucia@prueba' }, 'No se reconoce como correo'],
    ['correo', { correo: `${'a'.repeat(246)}@prueba.pe` }, 'Máximo 255 caracteres'],
    ['clave', { clave: undefined }, 'Requerido'],
    ['clave', { clave: 'Quipu24', repetir_clave: 'Quipu24' }, 'Mínimo 8 caracteres'],
    ['clave', { clave: 'Q'.repeat(41), repetir_clave: 'Q'.repeat(41) }, 'Máximo 40 caracteres'],
    ['clave', { clave: 'Quipu 2024', repetir_clave: 'Quipu 2024' }, 'La contraseña no debe tener espacios'],
    ['repetir_clave', { repetir_clave: undefined }, 'Requerido'],
    ['repetir_clave', { repetir_clave: 'Quipu2025!' }, 'Las contraseñas no coinciden'],
  ];

  for (const [field, change, message] of cases) {
    it(`${field} = ${JSON.stringify(Object.values(change)[0])?.slice(0, 30)} → '${message}'`, async () => {
      const payload = postulantePayload(change);
      for (const [k, v] of Object.entries(change)) if (v === undefined) delete payload[k];
      const res = await registerPostulant(t.app, payload);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ state: false, data: [], message });
      expect(res.body.optional?.errors).toEqual({ [field]: message });
      if (typeof payload.correo === 'string') expect(await accountOf(payload.correo)).toHaveLength(0);
    });
  }

  it('an empty form marks every required field and creates nothing', async () => {
    const res = await registerPostulant(t.app, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Requerido');
    expect(res.body.optional?.errors).toEqual({
      nombres: 'Requerido',
      apellidos: 'Requerido',
      correo: 'Requerido',
      clave: 'Requerido',
      repetir_clave: 'Requerido',
    });
  });

  it('autorizacion_marketing other than 0 or 1 is refused on its field', async () => {
    const res = await registerPostulant(t.app, postulantePayload({ autorizacion_marketing: 7 }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.optional?.errors ?? {})).toEqual(['autorizacion_marketing']);
  });
});

describe('a company registers', () => {
  it('gets 201 and an unconfirmed account with its company, sectors and logo, and a confirmation mail for the company area', async () => {
    const fields = empresaFields([sectorIds[0]!, sectorIds[3]!, sectorIds[0]!], { autorizacion_marketing: '1' });
    const res = await registerRecruiter(t.app, fields);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      state: true,
      data: [expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)],
      message: REGISTRO_MESSAGES.created,
      optional: { existing_account: false, mail_sent: true, retry_after: 180 },
    });

    const [account] = await accountOf(fields.correo as string);
    expect(account).toMatchObject({
      rol: ROLE.RECLUTADOR,
      nombres: 'Jorge',
      apellidos: 'Salazar Ríos',
      confirmado_en: null,
      autorizacion_marketing: 1,
    });
    const [org] = await t.db.select().from(organizacion).where(eq(organizacion.usuario_id, account!.id));
    expect(org).toMatchObject({
      ruc: fields.ruc,
      nombre_completo: 'Agroindustrias Andinas del Sur S.A.C.',
      nombre: 'Andina Foods',
      nro_contacto: '987654321',
      cargo: 'Jefe de Talento Humano',
      is_premium: false,
    });
    // The repeated sector is stored once.
    const sectors = await t.db
      .select({ id: organizacionSector.sector_id })
      .from(organizacionSector)
      .where(eq(organizacionSector.organizacion_id, org!.id))
      .orderBy(asc(organizacionSector.sector_id));
    expect(sectors.map((s) => s.id)).toEqual([sectorIds[0], sectorIds[3]]);

    // The logo is stored under a random name of the folder 'logos', with the bytes sent, and served publicly.
    expect(org!.logo).toMatch(/^logos\/[0-9a-f]{32}\.png$/);
    expect(readFileSync(path.join(t.config.uploadsDir, org!.logo!))).toEqual(PNG);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${org!.logo}` });
    expect(served.statusCode).toBe(200);

    const mail = await lastMailTo(t, fields.correo as string);
    expect(mail?.asunto).toBe('Confirma tu cuenta de PractiPerú');
    expect(mail?.texto).toContain('¡Hola, Jorge!');
    expect(mail?.texto).toContain('Gracias por registrar a Andina Foods en PractiPerú');
    expect(mail?.enlaces[0]).toMatch(/^http:\/\/practiperu\.test\/empresas\/registrarse\/confirmar\/[A-Za-z0-9_-]{43}$/);
  });

  it('the company confirms from the mail and logs in at the company area', async () => {
    const fields = empresaFields([sectorIds[1]!]);
    expect((await registerRecruiter(t.app, fields)).status).toBe(201);
    const email = fields.correo as string;
    expect((await loginAs(t.app, 'empresa', email, CLAVE)).status).toBe(403);
    expect((await validateAccount(await linkTokenFromMail(t, email, 'confirmar'))).status).toBe(200);
    expect((await loginAs(t.app, 'empresa', email, CLAVE)).status).toBe(200);
  });

  it('the sector list is read however the form sends it: repeated, as sector[], as "a,b" or as a JSON list', async () => {
    const [a, b] = [sectorIds[2]!, sectorIds[5]!];
    const encodings: Record<string, string | string[]>[] = [
      { sector: [String(a), String(b)] },
      { 'sector[]': [String(a), String(b)] },
      { sector: `${a},${b}` },
      { sector: JSON.stringify([a, b]) },
    ];
    for (const sectorField of encodings) {
      const fields = empresaFields([]);
      delete fields.sector;
      const res = await registerRecruiter(t.app, { ...fields, ...sectorField });
      expect(res.status, JSON.stringify(sectorField)).toBe(201);
      const [account] = await accountOf(fields.correo as string);
      const rows = await t.db
        .select({ id: organizacionSector.sector_id })
        .from(organizacionSector)
        .innerJoin(organizacion, eq(organizacion.id, organizacionSector.organizacion_id))
        .where(eq(organizacion.usuario_id, account!.id))
        .orderBy(asc(organizacionSector.sector_id));
      expect(rows.map((r) => r.id)).toEqual([a, b]);
    }
  });

  it('a form sent as JSON instead of multipart is 415, nothing is created', async () => {
    const fields = empresaFields([sectorIds[0]!]);
    const res = await call(t.app, { method: 'POST', url: '/api/usuario/registerRecruiter', payload: fields, remoteAddress: freshIp() });
    expect(res.status).toBe(415);
    expect(res.body.state).toBe(false);
    expect(await accountOf(fields.correo as string)).toHaveLength(0);
  });
});

describe('every rule of the company form is checked by the API, with the spec message on its field', () => {
  const cases: [string, Record<string, string | string[] | undefined>, string][] = [
    ['ruc', { ruc: undefined }, 'Requerido'],
    ['ruc', { ruc: '2061345678' }, 'Debe tener 11 caracteres'],
    ['ruc', { ruc: '206134567841' }, 'Debe tener 11 caracteres'],
    ['ruc', { ruc: '10461345678' }, 'Solo números, y debe ser RUC 20'],
    ['ruc', { ruc: '20A13456784' }, 'Solo números, y debe ser RUC 20'],
    ['nombre_completo', { nombre_completo: undefined }, 'Requerido'],
    ['nombre_completo', { nombre_completo: 'A' }, 'Nombre muy corto'],
    ['nombre_completo', { nombre_completo: 'A'.repeat(151) }, 'Nombre muy largo'],
    ['nombre', { nombre: undefined }, 'Requerido'],
    ['nombre', { nombre: 'A' }, 'Nombre muy corto'],
    ['nombre', { nombre: 'A'.repeat(51) }, 'Nombre muy largo'],
    ['sector', { sector: undefined }, 'Seleccione 1'],
    ['sector', { sector: Array.from({ length: 11 }, (_, i) => String(i + 1)) }, 'Máximo 10'],
    ['sector', { sector: ['agro'] }, 'Elige sectores de la lista'],
    ['sector', { sector: ['9999'] }, 'Elige sectores de la lista'],
    ['correo', { correo: undefined }, 'Requerido'],
    ['correo', { correo: 'rrhh@andina' }, 'No se reconoce como correo'],
    ['clave', { clave: 'corta', repetir_clave: 'corta' }, 'Mínimo 8 caracteres'],
    ['clave', { clave: 'Q'.repeat(41), repetir_clave: 'Q'.repeat(41) }, 'Máximo 40 caracteres'],
    ['repetir_clave', { repetir_clave: 'OtraClave2024' }, 'Las contraseñas no coinciden'],
    ['nombres', { nombres: undefined }, 'Requerido'],
    ['nombres', { nombres: 'J' }, 'Muy corto'],
    ['apellidos', { apellidos: undefined }, 'Requerido'],
    ['apellidos', { apellidos: 'S'.repeat(31) }, 'Muy largo'],
    ['nro_contacto', { nro_contacto: undefined }, 'Requerido'],
    ['nro_contacto', { nro_contacto: '98765432' }, 'Solo 9 dígitos'],
    ['nro_contacto', { nro_contacto: '9876543210' }, 'Solo 9 dígitos'],
    ['nro_contacto', { nro_contacto: '98765432a' }, 'Solo números'],
    ['nro_contacto', { nro_contacto: '+51987654' }, 'Solo números'],
    ['cargo', { cargo: undefined }, 'Requerido'],
    ['cargo', { cargo: 'J' }, 'Pocos caracteres'],
    ['cargo', { cargo: 'J'.repeat(31) }, 'Máximo 30 caracteres'],
  ];

  for (const [field, change, message] of cases) {
    it(`${field} = ${JSON.stringify(Object.values(change)[0])?.slice(0, 30)} → '${message}'`, async () => {
      const fields = empresaFields([sectorIds[0]!]);
      for (const [k, v] of Object.entries(change)) {
        if (v === undefined) delete fields[k];
        else fields[k] = v;
      }
      const before = storedLogos().length;
      const res = await registerRecruiter(t.app, fields);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ state: false, data: [], message });
      expect(res.body.optional?.errors).toEqual({ [field]: message });
      if (typeof fields.correo === 'string') expect(await accountOf(fields.correo)).toHaveLength(0);
      expect(storedLogos()).toHaveLength(before);
    });
  }

  it('the RUC check digit is verified (SUNAT module 11), with a clear message', async () => {
    const good = rucFrom('13131295');
    expect(good).toBe('20131312955');
    const lastDigit = Number(good[10]);
    const bad = `${good.slice(0, 10)}${(lastDigit + 1) % 10}`;
    const refused = await registerRecruiter(t.app, empresaFields([sectorIds[0]!], { ruc: bad }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('El RUC no es válido: revisa el dígito verificador');
    expect(refused.body.optional?.errors).toEqual({ ruc: 'El RUC no es válido: revisa el dígito verificador' });
    expect((await registerRecruiter(t.app, empresaFields([sectorIds[0]!], { ruc: good }))).status).toBe(201);
  });

  it('an empty form marks every required field, the logo too, in the order of the form', async () => {
    const res = await registerRecruiter(t.app, {}, null);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Requerido');
    expect(res.body.optional?.errors).toEqual({
      ruc: 'Requerido',
      nombre_completo: 'Requerido',
      nombre: 'Requerido',
      sector: 'Seleccione 1',
      logo: 'requerido',
      correo: 'Requerido',
      clave: 'Requerido',
      repetir_clave: 'Requerido',
      nombres: 'Requerido',
      apellidos: 'Requerido',
      nro_contacto: 'Requerido',
      cargo: 'Requerido',
    });
    expect(Object.keys(res.body.optional?.errors ?? {})[0]).toBe('ruc');
  });
});

describe('the logo is judged by its bytes, never by its name or declared type', () => {
  it('a PNG renamed logo.txt and sent as text/plain is accepted and stored as .png', async () => {
    const fields = empresaFields([sectorIds[0]!]);
    const res = await registerRecruiter(t.app, fields, logoUpload(PNG, 'logo.txt', 'text/plain'));
    expect(res.status).toBe(201);
    const [account] = await accountOf(fields.correo as string);
    const [org] = await t.db.select().from(organizacion).where(eq(organizacion.usuario_id, account!.id));
    expect(org!.logo).toMatch(/\.png$/);
  });

  it('a JPEG sent as "foto.gif" is accepted and stored as .jpeg', async () => {
    const fields = empresaFields([sectorIds[0]!]);
    expect((await registerRecruiter(t.app, fields, logoUpload(JPEG, 'foto.gif', 'image/gif'))).status).toBe(201);
    const [account] = await accountOf(fields.correo as string);
    const [org] = await t.db.select().from(organizacion).where(eq(organizacion.usuario_id, account!.id));
    expect(org!.logo).toMatch(/^logos\/[0-9a-f]{32}\.jpeg$/);
  });

  it("a text file named logo.png and declared image/png is 415 'Error: Solo imágenes png o jpg' on logo", async () => {
    const fields = empresaFields([sectorIds[0]!]);
    const before = storedLogos().length;
    const res = await registerRecruiter(
      t.app,
      fields,
      logoUpload(Buffer.from('Esto no es una imagen, es texto.'), 'logo.png', 'image/png'),
    );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      state: false,
      data: [],
      message: 'Error: Solo imágenes png o jpg',
      optional: { errors: { logo: 'Error: Solo imágenes png o jpg' } },
    });
    expect(await accountOf(fields.correo as string)).toHaveLength(0);
    expect(storedLogos()).toHaveLength(before);
  });

  it("a logo of 1,000,000 bytes or more is 413 'Error: Máximo 1MB'; 999,999 bytes is fine", async () => {
    for (const size of [1_000_000, 1_000_001, 3_000_000]) {
      const fields = empresaFields([sectorIds[0]!]);
      const res = await registerRecruiter(t.app, fields, logoUpload(pngOfSize(size)));
      expect(res.status, `${size} bytes`).toBe(413);
      expect(res.body).toEqual({
        state: false,
        data: [],
        message: 'Error: Máximo 1MB',
        optional: { errors: { logo: 'Error: Máximo 1MB' } },
      });
      expect(await accountOf(fields.correo as string)).toHaveLength(0);
    }
    expect((await registerRecruiter(t.app, empresaFields([sectorIds[0]!]), logoUpload(pngOfSize(999_999)))).status).toBe(201);
  });

  it("a missing or empty logo is 400 'requerido' on logo", async () => {
    for (const upload of [null, logoUpload(Buffer.alloc(0)), { ...logoUpload(), field: 'imagen' }]) {
      const res = await registerRecruiter(t.app, empresaFields([sectorIds[0]!]), upload);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ state: false, message: 'requerido', optional: { errors: { logo: 'requerido' } } });
    }
  });

  it('when other fields are wrong too, one 400 names them all, the logo among them', async () => {
    const res = await registerRecruiter(
      t.app,
      empresaFields([sectorIds[0]!], { nro_contacto: '123' }),
      logoUpload(Buffer.from('GIF89a'), 'logo.gif', 'image/gif'),
    );
    expect(res.status).toBe(400);
    expect(res.body.optional?.errors).toEqual({ logo: 'Error: Solo imágenes png o jpg', nro_contacto: 'Solo 9 dígitos' });
    expect(res.body.message).toBe('Error: Solo imágenes png o jpg');
  });
});

describe('a RUC that already has a company', () => {
  it("is 409 'Ya existe una empresa registrada con este RUC.' on ruc, and the uploaded logo is not kept", async () => {
    const first = empresaFields([sectorIds[0]!]);
    expect((await registerRecruiter(t.app, first)).status).toBe(201);
    const before = storedLogos().length;
    const second = empresaFields([sectorIds[0]!], { ruc: first.ruc as string });
    const res = await registerRecruiter(t.app, second);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      state: false,
      data: [],
      message: 'Ya existe una empresa registrada con este RUC.',
      optional: { errors: { ruc: 'Ya existe una empresa registrada con este RUC.' } },
    });
    expect(await accountOf(second.correo as string)).toHaveLength(0);
    expect(storedLogos()).toHaveLength(before);
  });

  it('two companies registering the same RUC at the same moment: one account, the other 409, no orphan logo', async () => {
    const ruc = empresaFields([])['ruc'] as string;
    const before = storedLogos().length;
    const results = await Promise.all([0, 1, 2, 3].map(() => registerRecruiter(t.app, empresaFields([sectorIds[0]!], { ruc }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.optional?.errors).toEqual({ ruc: REGISTRO_MESSAGES.rucTaken });
    const [{ n }] = (await t.db.select({ n: count() }).from(organizacion).where(eq(organizacion.ruc, ruc))) as [{ n: number }];
    expect(n).toBe(1);
    expect(storedLogos()).toHaveLength(before + 1);
  });
});

describe('an e-mail that already has an account (one account per e-mail across roles)', () => {
  it('unconfirmed, registered again in another letter case: 200, existing_account, a new resend token, and the first data kept', async () => {
    const first = postulantePayload({ correo: uniqueEmail('marco.rojas') });
    const email = first.correo as string;
    const created = await registerPostulant(t.app, first);
    expect(created.status).toBe(201);

    const again = await registerPostulant(
      t.app,
      postulantePayload({ nombres: 'Otro', correo: email.toUpperCase(), clave: 'OtraClave2024', repetir_clave: 'OtraClave2024' }),
    );
    expect(again.status).toBe(200);
    // Inside the 180 s nothing is sent, and the answer says so (not the spec's "te volvimos a enviar") with the time left.
    expect(again.body).toEqual({
      state: true,
      data: [expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)],
      message: expect.stringMatching(
        /^Ya se registró este correo y te enviamos un enlace para activar tu cuenta hace menos de 3 minutos\. Revisa tu correo; podrás pedir otro enlace en 0[23]:\d\d\.$/,
      ),
      optional: { existing_account: true, mail_sent: false, retry_after: expect.any(Number) },
    });
    expect(again.body.optional?.retry_after).toBeGreaterThan(170);
    expect(again.body.data[0]).not.toBe(created.body.data[0]);

    // Inside the 180 s of the first mail nothing more is sent; still one account.
    expect(await mailsTo(email)).toHaveLength(1);
    const accounts = await accountOf(email);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ correo: email, nombres: 'Lucía' });

    // The first registration's password is the one that works.
    await validateAccount(await linkTokenFromMail(t, email, 'confirmar'));
    expect((await loginAs(t.app, 'postulante', email, 'OtraClave2024')).status).toBe(401);
    expect((await loginAs(t.app, 'postulante', email, CLAVE)).status).toBe(200);
  });

  it('unconfirmed, registered again after 180 s: a new link is mailed, and it confirms the account', async () => {
    const payload = postulantePayload();
    const email = payload.correo as string;
    expect((await registerPostulant(t.app, payload)).status).toBe(201);
    secondsLater(100);
    const early = await registerPostulant(t.app, payload);
    const left = early.body.optional?.retry_after as number;
    expect(left).toBeGreaterThanOrEqual(79);
    expect(left).toBeLessThanOrEqual(80);
    expect(early.body.message).toMatch(new RegExp(`podrás pedir otro enlace en 01:${String(left - 60).padStart(2, '0')}\\.$`));
    expect(early.body.optional).toEqual({ existing_account: true, mail_sent: false, retry_after: left });
    expect(await mailsTo(email)).toHaveLength(1);
    secondsLater(181);
    const again = await registerPostulant(t.app, payload);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Ya se registró este correo, te volvimos a enviar un nuevo enlace a tu correo para activar tu cuenta.');
    expect(again.body.optional).toEqual({ existing_account: true, mail_sent: true, retry_after: 180 });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.asunto).toBe('Tu nuevo enlace para confirmar tu cuenta de PractiPerú');
    expect(mails[1]!.texto).toContain('Se mantienen los datos de tu primer registro');
    expect((await validateAccount(await linkTokenFromMail(t, email, 'confirmar'))).status).toBe(200);
    expect((await loginAs(t.app, 'postulante', email, CLAVE)).status).toBe(200);
  });

  it("confirmed: 409 'Ya existe una cuenta con este correo.' on correo, in any letter case, from either area", async () => {
    const elPostulante = await createUser(t.db, { role: ROLE.POSTULANTE, email: uniqueEmail('Ana.Torres') });
    const expected = {
      state: false,
      data: [],
      message: 'Ya existe una cuenta con este correo.',
      optional: { errors: { correo: 'Ya existe una cuenta con este correo.' } },
    };
    const asPostulante = await registerPostulant(t.app, postulantePayload({ correo: elPostulante.email.toLowerCase() }));
    expect(asPostulante.status).toBe(409);
    expect(asPostulante.body).toEqual(expected);

    const before = storedLogos().length;
    const asEmpresa = await registerRecruiter(t.app, empresaFields([sectorIds[0]!], { correo: elPostulante.email.toUpperCase() }));
    expect(asEmpresa.status).toBe(409);
    expect(asEmpresa.body).toEqual(expected);
    expect(storedLogos()).toHaveLength(before);
    expect(await accountOf(elPostulante.email)).toHaveLength(1);
    expect(await mailsTo(elPostulante.email)).toHaveLength(0);
  });

  it("an administrator's e-mail is taken as well", async () => {
    const admin = await createUser(t.db, { role: ROLE.ADMIN });
    const res = await registerPostulant(t.app, postulantePayload({ correo: admin.email }));
    expect(res.status).toBe(409);
    expect(res.body.optional?.errors).toEqual({ correo: REGISTRO_MESSAGES.emailTaken });
  });

  it("a company form with an unconfirmed applicant's e-mail: the repeated-registration answer, the applicant's link is mailed, no company is created", async () => {
    const payload = postulantePayload();
    const email = payload.correo as string;
    expect((await registerPostulant(t.app, payload)).status).toBe(201);
    secondsLater(200);
    const fields = empresaFields([sectorIds[0]!], { correo: email });
    const before = storedLogos().length;
    const res = await registerRecruiter(t.app, fields);
    expect(res.status).toBe(200);
    expect(res.body.optional).toEqual({ existing_account: true, mail_sent: true, retry_after: 180 });
    const [account] = await accountOf(email);
    expect(account!.rol).toBe(ROLE.POSTULANTE);
    expect(
      await t.db
        .select()
        .from(organizacion)
        .where(eq(organizacion.ruc, fields.ruc as string)),
    ).toHaveLength(0);
    expect(storedLogos()).toHaveLength(before);
    const mail = await lastMailTo(t, email);
    expect(mail?.enlaces[0]).toContain('/postulantes/registrarse/confirmar/');
  });

  it('ten registrations of one e-mail at the same moment make exactly one account and one mail', async () => {
    const email = uniqueEmail('Carla.Mendoza');
    const variants = [email, email.toUpperCase(), email.toLowerCase()];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => registerPostulant(t.app, postulantePayload({ correo: variants[i % 3] }))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    for (const r of results) {
      expect(r.body.state).toBe(true);
      expect(r.body.data[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r.body.optional?.existing_account).toBe(r.status === 200);
    }
    const accounts = await accountOf(email);
    expect(accounts).toHaveLength(1);
    expect(await t.db.select().from(postulante).where(eq(postulante.usuario_id, accounts[0]!.id))).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('the confirmation link (validateAccount)', () => {
  it('an unknown, malformed or resend token is 404', async () => {
    const created = await registerPostulant(t.app, postulantePayload());
    for (const token of ['no-existe', 'A'.repeat(43), 'x'.repeat(99), created.body.data[0]!]) {
      const res = await validateAccount(token);
      expect(res.status, token.slice(0, 10)).toBe(404);
      expect(res.body).toMatchObject({ state: false, data: [] });
    }
  });

  it('expires: a link opened more than 7 days later is 404 and the account stays unconfirmed', async () => {
    const payload = postulantePayload();
    await registerPostulant(t.app, payload);
    const key = await linkTokenFromMail(t, payload.correo as string, 'confirmar');
    secondsLater((7 * DAY_MS) / 1000 + 60);
    expect((await validateAccount(key)).status).toBe(404);
    expect((await accountOf(payload.correo as string))[0]!.confirmado_en).toBeNull();
  });

  it('once the account is confirmed, its older links and its resend token stop working', async () => {
    const payload = postulantePayload();
    const email = payload.correo as string;
    const created = await registerPostulant(t.app, payload);
    const firstKey = await linkTokenFromMail(t, email, 'confirmar');
    secondsLater(181);
    expect((await resend(created.body.data[0]!)).status).toBe(200);
    const secondKey = await linkTokenFromMail(t, email, 'confirmar');
    expect(secondKey).not.toBe(firstKey);

    expect((await validateAccount(secondKey)).status).toBe(200);
    // An older link confirms nothing more; it says the account is confirmed already.
    expect((await validateAccount(firstKey)).status).toBe(409);
    secondsLater(400);
    expect((await resend(created.body.data[0]!)).status).toBe(404);
  });
});

describe('asking for the link again (reSendMailRegister): once every 180 s, enforced by the server', () => {
  it('inside the countdown: 429 with the time left as mm:ss and retry_after; after it, a new mail whose link works', async () => {
    const payload = postulantePayload();
    const email = payload.correo as string;
    const token = (await registerPostulant(t.app, payload)).body.data[0]!;

    const early = await resend(token);
    expect(early.status).toBe(429);
    expect(early.body.state).toBe(false);
    const [, mm, ss] = COUNTDOWN.exec(early.body.message)!;
    const left = Number(mm) * 60 + Number(ss);
    expect(left).toBeGreaterThan(170);
    expect(left).toBeLessThanOrEqual(180);
    expect(early.body.optional).toEqual({ retry_after: left });
    expect(Number(early.headers['retry-after'])).toBe(left);

    secondsLater(100);
    const later = await resend(token);
    expect(later.status).toBe(429);
    const retry = later.body.optional?.retry_after as number;
    expect(retry).toBeGreaterThan(70);
    expect(retry).toBeLessThanOrEqual(80);
    expect(later.body.message).toBe(`Podrás reenviar el correo en 01:${String(retry - 60).padStart(2, '0')}.`);
    expect(await mailsTo(email)).toHaveLength(1);

    secondsLater(181);
    const sent = await resend(token);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ state: true, data: [], message: 'Se volvió a enviar un código de verificación a su correo' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.asunto).toBe('Tu nuevo enlace para confirmar tu cuenta de PractiPerú');
    expect(mails[1]!.texto).toContain('Nos pediste un nuevo enlace');

    // The countdown starts again from this mail.
    const again = await resend(token);
    expect(again.status).toBe(429);
    expect(again.body.optional?.retry_after).toBeGreaterThan(170);

    expect((await validateAccount(await linkTokenFromMail(t, email, 'confirmar'))).status).toBe(200);
    expect((await loginAs(t.app, 'postulante', email, CLAVE)).status).toBe(200);
  });

  it('the resend token of a company sends the company link', async () => {
    const fields = empresaFields([sectorIds[0]!]);
    const token = (await registerRecruiter(t.app, fields)).body.data[0]!;
    secondsLater(181);
    expect((await resend(token)).status).toBe(200);
    const mail = await lastMailTo(t, fields.correo as string);
    expect(mail?.enlaces[0]).toContain('/empresas/registrarse/confirmar/');
  });

  it('an unknown token, a confirmation key, or a token of an account already confirmed is 404', async () => {
    const payload = postulantePayload();
    const token = (await registerPostulant(t.app, payload)).body.data[0]!;
    const key = await linkTokenFromMail(t, payload.correo as string, 'confirmar');
    secondsLater(181);
    for (const bad of ['desconocido', key]) {
      const res = await resend(bad);
      expect(res.status).toBe(404);
      expect(res.body.state).toBe(false);
    }
    await validateAccount(key);
    expect((await resend(token)).status).toBe(404);
  });
});

describe('per-address limits', () => {
  it(`registration: after ${REGISTRO_LIMITS.registro.max} attempts from one address, 429; both forms share the counter`, async () => {
    const ip = freshIp();
    for (let i = 0; i < REGISTRO_LIMITS.registro.max; i++) {
      const res = i % 2 ? await registerPostulant(t.app, {}, ip) : await registerRecruiter(t.app, {}, null, ip);
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    const blocked = await registerPostulant(t.app, postulantePayload(), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ state: false, data: [], message: TOO_MANY });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await registerRecruiter(t.app, empresaFields([sectorIds[0]!]), undefined, ip)).status).toBe(429);
    // Another address is not affected.
    expect((await registerPostulant(t.app, postulantePayload(), freshIp())).status).toBe(201);
  });

  it(`registration: after ${ADDRESS_LIMIT.max} attempts for one e-mail, from any IPs, 429 at correo; both forms share it`, async () => {
    const existing = await createUser(t.db, { role: ROLE.POSTULANTE });
    for (let i = 0; i < ADDRESS_LIMIT.max; i++) {
      const res = await registerPostulant(t.app, postulantePayload({ correo: existing.email }), freshIp());
      expect(res.status, `attempt ${i + 1}`).not.toBe(429);
    }
    const blocked = await registerPostulant(t.app, postulantePayload({ correo: existing.email.toUpperCase() }), freshIp());
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ state: false, message: TOO_MANY, optional: { errors: { correo: TOO_MANY } } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const empresa = await registerRecruiter(t.app, empresaFields([sectorIds[0]!], { correo: existing.email }), undefined, freshIp());
    expect(empresa.status).toBe(429);
    // Another e-mail is not affected.
    expect((await registerPostulant(t.app, postulantePayload(), freshIp())).status).toBe(201);
  });

  it(`resend: after ${REGISTRO_LIMITS.reenvio.max} attempts from one address, 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < REGISTRO_LIMITS.reenvio.max; i++) expect((await resend('desconocido', ip)).status).toBe(404);
    const blocked = await resend('desconocido', ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);
  });
});

describe('secrets stay secret', () => {
  it('answers carry no password, hash or confirmation key; only registration returns its resend token', async () => {
    const payload = postulantePayload();
    const email = payload.correo as string;
    const created = await registerPostulant(t.app, payload);
    const key = await linkTokenFromMail(t, email, 'confirmar');
    const answers = [
      created,
      await registerPostulant(t.app, payload),
      await resend(created.body.data[0]!),
      await validateAccount(key),
      await registerPostulant(t.app, payload),
    ];
    for (const res of answers) {
      const text = bodyText(res);
      expect(text).not.toContain(CLAVE);
      expect(text).not.toContain(key);
      expect(text).not.toMatch(/argon2|clave_hash|token_hash/);
    }
    // The database keeps only hashes of the tokens.
    const [account] = await accountOf(email);
    const tokens = await t.db
      .select()
      .from(tokenUnico)
      .where(and(eq(tokenUnico.usuario_id, account!.id)));
    for (const row of tokens) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([key, created.body.data[0]]).not.toContain(row.token_hash);
    }
  });

  describe('in the log', () => {
    let app: FastifyInstance;
    let uploads: string;
    let close: () => Promise<void>;
    const lines: string[] = [];

    beforeAll(async () => {
      const { database, drop } = await createTestDatabase();
      uploads = mkdtempSync(path.join(tmpdir(), 'practiperu-uploads-'));
      const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent', UPLOADS_DIR: uploads });
      app = await buildApp(config, { database, logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } });
      await app.ready();
      close = async () => {
        await app.close();
        await database.close();
        await drop();
        rmSync(uploads, { recursive: true, force: true });
      };
    });
    afterAll(async () => close?.());

    it('no password, token or hash is written, even on the calls that carry a token in their address', async () => {
      const payload = postulantePayload();
      const email = payload.correo as string;
      const created = await registerPostulant(app, payload);
      const resendToken = created.body.data[0]!;
      const empresa = empresaFields([sectorIds[0]!]);
      await registerRecruiter(app, empresa);
      await call(app, { method: 'GET', url: `/api/usuario/reSendMailRegister/${resendToken}` });
      await app.queue.drain();
      const [mail] = await app.db
        .select()
        .from(correo)
        .where(sql`lower(${correo.para}) = lower(${email})`);
      const key = mail!.enlaces[0]!.split('/').pop()!;
      await call(app, { method: 'GET', url: `/api/usuario/validateAccount/${key}` });
      await call(app, { method: 'GET', url: `/api/usuario/validateAccount/${key}` });

      // And the recovery of the same account.
      await call(app, { method: 'POST', url: '/api/auth/forgotPassword', payload: { email } });
      await app.queue.drain();
      const [recovery] = await app.db
        .select()
        .from(correo)
        .where(sql`lower(${correo.para}) = lower(${email}) and ${correo.asunto} like 'Restablece%'`);
      const recoveryKey = recovery!.enlaces[0]!.split('/').pop()!;
      await call(app, { method: 'GET', url: `/api/auth/validateTokenForgot/${recoveryKey}` });
      const saved = await call(app, {
        method: 'POST',
        url: '/api/auth/newPassword',
        payload: { token: recoveryKey, new_password: 'Nueva$Clave2024' },
      });
      expect(saved.status).toBe(200);

      const log = lines.join('\n');
      expect(log).toContain('/api/usuario/validateAccount/:token');
      expect(log).toContain('/api/usuario/reSendMailRegister/:token');
      expect(log).toContain('/api/auth/validateTokenForgot/:token');
      for (const secret of [CLAVE, resendToken, key, recoveryKey, 'Nueva$Clave2024']) expect(log).not.toContain(secret);
      expect(log).not.toMatch(/argon2/);
    });
  });
});

describe('delivery through a real SMTP server', () => {
  let server: SMTPServer;
  let smtp: TestContext;
  const received: { envelopeTo: string[]; raw: Buffer }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    smtp = await createTestApp({}, { mailTransport: transport });
  });
  afterAll(async () => {
    await smtp?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('the Spanish confirmation mail arrives by SMTP with its link, and the link confirms the account', async () => {
    const payload = postulantePayload({ nombres: 'Ñusta', apellidos: 'Huamán Ccori', correo: uniqueEmail('nusta.huaman') });
    const email = payload.correo as string;
    expect((await registerPostulant(smtp.app, payload)).status).toBe(201);
    expect(await smtp.app.queue.drain()).toBeGreaterThan(0);

    expect(received).toHaveLength(1);
    expect(received[0]!.envelopeTo).toEqual([email]);
    // @ts-expect-error mailparser 3.9 ships no type declarations.
    const { simpleParser } = await import('mailparser');
    const parsed = (await simpleParser(received[0]!.raw)) as {
      subject: string;
      from: { value: { address: string; name: string }[] };
      to: { value: { address: string }[] };
      text: string;
      html: string;
    };
    expect(parsed.subject).toBe('Confirma tu cuenta de PractiPerú');
    expect(parsed.from.value[0]).toEqual({ address: 'no-responder@practiperu.pe', name: 'PractiPerú' });
    expect(parsed.to.value[0]!.address).toBe(email);
    expect(parsed.text).toContain('¡Hola, Ñusta!');
    expect(parsed.text).toContain('Para activar tu cuenta y empezar a postular a prácticas');
    const link = /http:\/\/practiperu\.test\/postulantes\/registrarse\/confirmar\/([A-Za-z0-9_-]{43})/.exec(parsed.text);
    expect(link).not.toBeNull();
    expect(parsed.html).toContain(`href="${link![0]}"`);
    expect(parsed.html).toContain('Confirmar mi cuenta');

    const [stored] = await smtp.db
      .select()
      .from(correo)
      .where(sql`lower(${correo.para}) = lower(${email})`);
    expect(stored!.estado).toBe('enviado');

    const confirmed = await call(smtp.app, { method: 'GET', url: `/api/usuario/validateAccount/${link![1]}` });
    expect(confirmed.status).toBe(200);
    expect((await loginAs(smtp.app, 'postulante', email, CLAVE)).status).toBe(200);
  });
});
