/**
 * The development outbox (docs/decisions/008-jobs-and-mail.md): on a fresh clone without SMTP, a newcomer registers
 * and reads the confirmation mail at `GET /api/dev/correos`; production has no such call.
 */
import type { OutboxMail } from '@practiperu/shared/api/dev';
import type { Envelope } from '@practiperu/shared/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../mail/layout.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { CLAVE, loginAs, postulantePayload, registerPostulant, uniqueEmail } from '../../../test/fixtures/registro.ts';
import { DEV_OUTBOX_MAX } from './dev.routes.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function outbox(to?: string) {
  return call<OutboxMail>(t.app, { method: 'GET', url: '/api/dev/correos', query: to === undefined ? {} : { to } });
}

async function sendTo(to: string, subject: string) {
  await t.app.mailer.send(t.db, to, renderMail({ subject, preheader: '', greeting: 'Hola:', paragraphs: ['Prueba'] }));
}

describe('the development outbox', () => {
  it('a newcomer registers, finds the confirmation mail in the outbox, follows its link and logs in', async () => {
    const payload = postulantePayload({ correo: uniqueEmail('Nuevo.Dev') });
    const email = payload.correo as string;
    expect((await registerPostulant(t.app, payload)).status).toBe(201);

    const res = await outbox(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.state).toBe(true);
    expect(res.body.data).toHaveLength(1);
    const [mail] = res.body.data;
    expect(Object.keys(mail!).sort()).toEqual(['created_at', 'html', 'links', 'subject', 'text', 'to']);
    expect(mail).toMatchObject({ to: email, subject: 'Confirma tu cuenta de PractiPerú' });
    expect(new Date(mail!.created_at).toISOString()).toBe(mail!.created_at);
    expect(mail!.text).toContain('¡Hola, Lucía!');
    expect(mail!.html).toContain('PractiPerú');
    const [link] = mail!.links;
    expect(link).toMatch(/^http:\/\/practiperu\.test\/postulantes\/registrarse\/confirmar\/[A-Za-z0-9_-]{43}$/);

    const key = link!.split('/').pop()!;
    expect((await call(t.app, { method: 'GET', url: `/api/usuario/validateAccount/${key}` })).status).toBe(200);
    expect((await loginAs(t.app, 'postulante', email, CLAVE)).status).toBe(200);
  });

  it('lists the newest first, filtered by recipient in any letter case, at most 50', async () => {
    const email = uniqueEmail('Muchos.Correos');
    for (let i = 1; i <= DEV_OUTBOX_MAX + 5; i++) await sendTo(i % 2 ? email : email.toUpperCase(), `Correo ${i}`);
    await sendTo(uniqueEmail('otra.persona'), 'De otra persona');

    const res = await outbox(email.toLowerCase());
    expect(res.body.data).toHaveLength(DEV_OUTBOX_MAX);
    expect(res.body.data[0]!.subject).toBe(`Correo ${DEV_OUTBOX_MAX + 5}`);
    expect(res.body.data.at(-1)!.subject).toBe('Correo 6');
    expect(res.body.data.every((m) => m.to.toLowerCase() === email.toLowerCase())).toBe(true);
  });

  it('without a recipient lists everyone, newest first', async () => {
    const email = uniqueEmail('ultimo');
    await sendTo(email, 'El más reciente');
    const res = await outbox();
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(DEV_OUTBOX_MAX);
    expect(res.body.data[0]).toMatchObject({ to: email, subject: 'El más reciente' });
  });

  it('an address with no mail gets an empty list', async () => {
    const res = await outbox(uniqueEmail('sin.correos'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ state: true, data: [], message: '' });
  });
});

describe('in production', () => {
  let prod: TestContext;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production' }, { database: t.database });
  });
  afterAll(async () => prod?.close());

  it('the outbox does not exist: 404', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/dev/correos' });
    expect(res.statusCode).toBe(404);
    expect(res.json<Envelope>()).toMatchObject({ state: false, data: [] });
  });
});
