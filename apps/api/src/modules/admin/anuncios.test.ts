/**
 * Announcements through HTTP: a draft to companies or applicants, a preview, and the sending through the
 * queue: only to accounts that accepted marketing, active and confirmed, each with their own unsubscribe link; sending
 * twice sends once.
 */
import { ROLE } from '@practiperu/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { anuncio, trabajo, usuario } from '../../db/schema/index.ts';
import { adminCall, adminSession, auditRows, empresaSession, mailsTo, type Session } from '../../../test/fixtures/admin.ts';
import { createAdminAnuncioService, type AdminAnuncio, type AnuncioPreview } from './anuncios.service.ts';

let t: TestContext;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  admin = await adminSession(t);
});
afterAll(async () => t?.close());

const draft = (patch: Record<string, unknown> = {}) => ({
  audiencia: 'empresas',
  asunto: 'Novedades de marzo en PractiPerú',
  html: '<p>Ahora puedes <strong>destacar</strong> tus avisos en minutos.</p><ul><li>Pago con Yape</li></ul><p><a href="https://practiperu.pe/precios">Ver precios</a></p><script>alert(1)</script>',
  ...patch,
});

async function account(role: 0 | 1, opts: { marketing: boolean; active?: boolean; confirmed?: boolean }) {
  const u = await createUser(t.db, { role, active: opts.active, confirmed: opts.confirmed });
  if (opts.marketing) await t.db.update(usuario).set({ autorizacion_marketing: 1 }).where(eq(usuario.id, u.id));
  return u;
}

describe('announcements', () => {
  it('a draft is sanitized; the preview shows the mail with an unsubscribe link and how many would receive it', async () => {
    const before = (await adminCall<AnuncioPreview>(t, admin.token, 'POST', 'anuncios/vista-previa', draft())).body.data[0]!
      .destinatarios_posibles;
    await account(ROLE.RECLUTADOR, { marketing: true });
    const created = await adminCall<AdminAnuncio>(t, admin.token, 'POST', 'anuncios', draft());
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Se guardó el borrador del anuncio.');
    const a = created.body.data[0]!;
    expect(a).toMatchObject({
      audiencia: 'empresas',
      estado: 'borrador',
      destinatarios: 0,
      destinatarios_posibles: before + 1,
      creado_por: admin.email,
    });
    expect(a.html).not.toContain('<script>');
    expect(a.html).toContain('<strong>destacar</strong>');

    const preview = await adminCall<AnuncioPreview>(t, admin.token, 'POST', 'anuncios/vista-previa', draft());
    expect(preview.status).toBe(200);
    const p = preview.body.data[0]!;
    expect(p.asunto).toBe('Novedades de marzo en PractiPerú');
    expect(p.html).toContain('<strong>destacar</strong>');
    expect(p.html).toContain('Darte de baja');
    expect(p.html).not.toContain('<script>');
    expect(p.texto).toContain('• Pago con Yape');
    expect(p.texto).toContain('Ver precios (https://practiperu.pe/precios)');
    expect(p.texto).toContain('Darte de baja: http://practiperu.test/empresas/suscripciones/');
    expect(p.destinatarios_posibles).toBe(before + 1);
    expect(await auditRows(t, 'anuncio', a.id)).toHaveLength(1);
  });

  it('bad input is 400 in Spanish', async () => {
    const empty = await adminCall(t, admin.token, 'POST', 'anuncios', {});
    expect(empty.status).toBe(400);
    expect(empty.body.optional?.errors).toEqual({ audiencia: 'Elige empresas o postulantes', asunto: 'Requerido', html: 'Requerido' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ asunto: 'Ho' }, 'asunto', 'Mínimo 3 caracteres'],
      [{ asunto: 'x'.repeat(151) }, 'asunto', 'Máximo 150 caracteres'],
      [{ html: '<p><br></p>' }, 'html', 'Requerido'],
      [{ html: '<p>Hola</p>' }, 'html', 'Mínimo 5 caracteres'],
      [{ html: `<p>${'x'.repeat(20_000)}</p>` }, 'html', 'Texto muy largo'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await adminCall(t, admin.token, 'POST', 'anuncios', draft(patch));
      expect(res.status, field).toBe(400);
      expect(res.body.optional?.errors?.[field], field).toBe(message);
    }
  });

  it('sending queues one mail per applicant who accepted marketing (active, confirmed), each with their own unsubscribe link; twice sends once', async () => {
    const yes = [await account(ROLE.POSTULANTE, { marketing: true }), await account(ROLE.POSTULANTE, { marketing: true })];
    const no = await account(ROLE.POSTULANTE, { marketing: false });
    const inactive = await account(ROLE.POSTULANTE, { marketing: true, active: false });
    const unconfirmed = await account(ROLE.POSTULANTE, { marketing: true, confirmed: false });
    const empresa = await account(ROLE.RECLUTADOR, { marketing: true });

    const a = (
      await adminCall<AdminAnuncio>(
        t,
        admin.token,
        'POST',
        'anuncios',
        draft({ audiencia: 'postulantes', asunto: 'Taller de CV gratuito' }),
      )
    ).body.data[0]!;
    const expected = a.destinatarios_posibles!;
    const [first, second] = await Promise.all([
      adminCall<AdminAnuncio>(t, admin.token, 'POST', `anuncios/${a.id}/enviar`),
      adminCall<AdminAnuncio>(t, admin.token, 'POST', `anuncios/${a.id}/enviar`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const messages = [first.body.message, second.body.message].sort();
    expect(messages).toEqual(['El anuncio ya fue enviado.', `Se está enviando el anuncio a ${expected} destinatarios.`].sort());
    const sent = first.body.optional?.ya_enviado ? second : first;
    expect(sent.body.data[0]).toMatchObject({
      estado: 'enviando',
      destinatarios: expected,
      progreso: { enviados: 0, pendientes: expected, fallidos: 0 },
    });

    for (const u of yes) {
      const mails = await mailsTo(t, u.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ asunto: 'Taller de CV gratuito', categoria: 'marketing' });
      expect(mails[0]!.enlaces.some((l) => l.startsWith('http://practiperu.test/postulantes/suscripciones/'))).toBe(true);
    }
    const [l1, l2] = await Promise.all(
      yes.map(async (u) => (await mailsTo(t, u.email))[0]!.enlaces.find((l) => l.includes('/suscripciones/'))),
    );
    expect(l1).not.toBe(l2);
    for (const u of [no, inactive, unconfirmed, empresa]) expect(await mailsTo(t, u.email), u.email).toHaveLength(0);

    const after = await adminCall<AdminAnuncio>(t, admin.token, 'GET', `anuncios/${a.id}`);
    expect(after.body.data[0]).toMatchObject({ estado: 'enviado', progreso: { enviados: expected, pendientes: 0, fallidos: 0 } });
    expect((await t.db.select().from(anuncio).where(eq(anuncio.id, a.id)))[0]!.estado).toBe('enviado');

    const third = await adminCall(t, admin.token, 'POST', `anuncios/${a.id}/enviar`);
    expect(third.body.message).toBe('El anuncio ya fue enviado.');
    await t.app.queue.drain();
    for (const u of yes) expect(await mailsTo(t, u.email)).toHaveLength(1);
    expect((await auditRows(t, 'anuncio', a.id)).map((r) => r.accion)).toEqual(['anuncio.crear', 'anuncio.enviar']);
  });

  it('a recipient who unsubscribes before their mail goes is skipped', async () => {
    const leaving = await account(ROLE.RECLUTADOR, { marketing: true });
    const staying = await account(ROLE.RECLUTADOR, { marketing: true });
    const a = (await adminCall<AdminAnuncio>(t, admin.token, 'POST', 'anuncios', draft({ asunto: 'Promoción de abril' }))).body.data[0]!;
    expect((await adminCall(t, admin.token, 'POST', `anuncios/${a.id}/enviar`)).status).toBe(200);
    await t.db.update(usuario).set({ autorizacion_marketing: 0 }).where(eq(usuario.id, leaving.id));
    expect(await mailsTo(t, leaving.email)).toHaveLength(0);
    expect(await mailsTo(t, staying.email)).toHaveLength(1);
  });

  it('a recipient job that runs again after its mail was stored (a worker died before finishing it) sends nothing more', async () => {
    const person = await account(ROLE.RECLUTADOR, { marketing: true });
    const a = (await adminCall<AdminAnuncio>(t, admin.token, 'POST', 'anuncios', draft({ asunto: 'Encuesta de satisfacción' }))).body
      .data[0]!;
    await adminCall(t, admin.token, 'POST', `anuncios/${a.id}/enviar`);
    const [job] = await t.db
      .select()
      .from(trabajo)
      .where(eq(trabajo.clave, `anuncio:${a.id}:${person.id}`));
    // The worker claims it, as queue.ts does.
    await t.db.update(trabajo).set({ estado: 'en_proceso', intentos: 1 }).where(eq(trabajo.id, job!.id));
    const service = createAdminAnuncioService({ db: t.db, now: () => t.clock.now, mailer: t.app.mailer, config: t.config });
    await service.deliver(job!.payload, { id: job!.id });
    await service.deliver(job!.payload, { id: job!.id });
    expect(await mailsTo(t, person.email)).toHaveLength(1);
    expect((await t.db.select().from(trabajo).where(eq(trabajo.id, job!.id)))[0]!.estado).toBe('hecho');
  });

  it('a sent announcement is not edited or removed; a draft is; nobody in the audience is a 409 and it stays a draft', async () => {
    const a = (await adminCall<AdminAnuncio>(t, admin.token, 'POST', 'anuncios', draft())).body.data[0]!;
    const edited = await adminCall<AdminAnuncio>(t, admin.token, 'PUT', `anuncios/${a.id}`, draft({ asunto: 'Asunto corregido' }));
    expect(edited.body).toMatchObject({ message: 'Se guardó el anuncio.', data: [{ asunto: 'Asunto corregido' }] });
    await adminCall(t, admin.token, 'POST', `anuncios/${a.id}/enviar`);
    for (const [method, url, body] of [
      ['PUT', `anuncios/${a.id}`, draft()],
      ['POST', `anuncios/${a.id}/eliminar`, undefined],
    ] as const) {
      const res = await adminCall(t, admin.token, method, url, body);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Este anuncio ya fue enviado: no se puede modificar ni eliminar.');
    }
    const d = (await adminCall<AdminAnuncio>(t, admin.token, 'POST', 'anuncios', draft())).body.data[0]!;
    expect((await adminCall(t, admin.token, 'POST', `anuncios/${d.id}/eliminar`)).body.message).toBe('Se eliminó el borrador.');
    expect((await adminCall(t, admin.token, 'GET', `anuncios/${d.id}`)).status).toBe(404);

    await t.db.update(usuario).set({ autorizacion_marketing: 0 }).where(eq(usuario.rol, ROLE.POSTULANTE));
    const nobody = (await adminCall<AdminAnuncio>(t, admin.token, 'POST', 'anuncios', draft({ audiencia: 'postulantes' }))).body.data[0]!;
    const res = await adminCall(t, admin.token, 'POST', `anuncios/${nobody.id}/enviar`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Nadie de esta audiencia aceptó recibir comunicaciones: no hay a quién enviar el anuncio.');
    expect((await adminCall<AdminAnuncio>(t, admin.token, 'GET', `anuncios/${nobody.id}`)).body.data[0]!.estado).toBe('borrador');

    const list = await adminCall<AdminAnuncio>(t, admin.token, 'GET', 'anuncios');
    expect(list.body.data[0]!.id).toBe(nobody.id);
  });

  it('non-admins get 404 and send nothing', async () => {
    const empresa = await empresaSession(t);
    const a = (await adminCall<AdminAnuncio>(t, admin.token, 'POST', 'anuncios', draft())).body.data[0]!;
    expect((await adminCall(t, empresa.token, 'POST', `anuncios/${a.id}/enviar`)).status).toBe(404);
    expect((await adminCall<AdminAnuncio>(t, admin.token, 'GET', `anuncios/${a.id}`)).body.data[0]!.estado).toBe('borrador');
  });
});
