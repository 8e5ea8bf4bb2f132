/**
 * Premium content through HTTP: videos and resources with their cover image and file uploaded through the file
 * storage (checked by their bytes), edited, ordered and removed with their files. This app allows files of up to 1 MB
 * (PREMIUM_FILE_MAX_MB=1) so the limit can be tested.
 */
import { IMAGE_MAX_BYTES } from '@practiperu/shared/constants';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartBody, pngImage, type TestContext } from '../../../test/helpers.ts';
import { adminCall, adminSession, postulanteSession, auditRows, type Session } from '../../../test/fixtures/admin.ts';
import type { AdminContenido } from './contenido.service.ts';
import { contenidoPremium } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

let t: TestContext;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000',
    PREMIUM_FILE_MAX_MB: '1',
  });
  admin = await adminSession(t);
});
afterAll(async () => t?.close());

const mp4 = (size = 4096) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42isom', 'latin1'), Buffer.alloc(size)]);
const pdf = (size = 2048) => Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(size), Buffer.from('\n%%EOF', 'latin1')]);
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500)]);

async function upload(id: number, field: string, content: Buffer, filename = 'archivo.bin', token = admin.token, formField = field) {
  const { payload, headers } = multipartBody([{ name: formField, filename, type: 'application/octet-stream', content }]);
  return t.app
    .inject({
      method: 'POST',
      url: `/api/admin/contenido/${id}/${field}`,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    })
    .then((res) => ({
      status: res.statusCode,
      body: res.json<{ state: boolean; data: AdminContenido[]; message: string; optional?: Record<string, unknown> }>(),
    }));
}

const stored = (url: string | null) => (url ? path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, '')) : '');
/** Where an item's file is stored (its link is signed, not the storage path). */
const storedFile = async (id: number) => {
  const [row] = await t.db.select({ archivo: contenidoPremium.archivo }).from(contenidoPremium).where(eq(contenidoPremium.id, id));
  return row?.archivo ? path.join(t.config.uploadsDir, row.archivo) : '';
};
const SIGNED = /^\/api\/postulantePremium\/archivo\/\d+\?u=\d+&exp=\d+&sig=[\w-]+$/;

async function create(patch: Record<string, unknown> = {}) {
  const res = await adminCall<AdminContenido>(t, admin.token, 'POST', 'contenido', {
    type: 'video',
    title: 'Cómo preparar tu entrevista de prácticas',
    description: 'Las preguntas más comunes y cómo responderlas.',
    duration: '12:30',
    folder_name: 'entrevistas',
    glossary: [{ title: 'STAR', description: 'Situación, tarea, acción y resultado.' }],
    ...patch,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data[0]!;
}

describe('premium content', () => {
  it('is created with the spec fields, at the end of the order, and audited', async () => {
    const a = await create();
    expect(a).toMatchObject({
      type: 'video',
      title: 'Cómo preparar tu entrevista de prácticas',
      duration: '12:30',
      folder_name: 'entrevistas',
      glossary: [{ title: 'STAR', description: 'Situación, tarea, acción y resultado.' }],
      image: null,
      file: null,
      publicado: 1,
    });
    const b = await create({ type: 'recurso', title: 'Plantilla de CV', duration: '' });
    expect(b.orden).toBe(a.orden + 1);
    expect(b.duration).toBeNull();
    expect((await auditRows(t, 'contenido_premium', a.id))[0]).toMatchObject({ accion: 'contenido.crear', admin_id: admin.id });
  });

  it('bad input is 400 in Spanish', async () => {
    const empty = await adminCall(t, admin.token, 'POST', 'contenido', {});
    expect(empty.status).toBe(400);
    expect(empty.body.optional?.errors).toEqual({ type: 'Elige video o recurso', title: 'Requerido' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'x'.repeat(151) }, 'title', 'Máximo 150 caracteres'],
      [{ description: 'x'.repeat(2001) }, 'description', 'Máximo 2000 caracteres'],
      [{ duration: 'x'.repeat(21) }, 'duration', 'Máximo 20 caracteres'],
      [{ glossary: [{ title: '', description: 'Algo' }] }, 'glossary.0.title', 'Requerido'],
      [{ glossary: Array.from({ length: 51 }, () => ({ title: 'a', description: 'b' })) }, 'glossary', 'Máximo 50 términos'],
      [{ publicado: 2 }, 'publicado', 'Elige 0 o 1'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await adminCall(t, admin.token, 'POST', 'contenido', { type: 'video', title: 'Video', ...patch });
      expect(res.status, field).toBe(400);
      expect(res.body.optional?.errors?.[field], field).toBe(message);
    }
  });

  it('is edited (the type stays), listed in order and filtered by type', async () => {
    const c = await create();
    const res = await adminCall<AdminContenido>(t, admin.token, 'PUT', `contenido/${c.id}`, {
      type: 'recurso',
      title: 'Entrevistas por videollamada',
      glossary: [],
      publicado: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      type: 'video',
      title: 'Entrevistas por videollamada',
      glossary: [],
      publicado: 0,
      description: '',
    });
    const videos = await adminCall<AdminContenido>(t, admin.token, 'GET', 'contenido?tipo=video');
    expect(videos.body.data.every((x) => x.type === 'video')).toBe(true);
    expect(videos.body.data.map((x) => x.id)).toContain(c.id);
    expect((await adminCall(t, admin.token, 'GET', 'contenido?tipo=otro')).body.message).toBe('Elige video o recurso');
    const [, edit] = await auditRows(t, 'contenido_premium', c.id);
    expect(edit).toMatchObject({ accion: 'contenido.editar', antes: { publicado: 1 }, despues: { publicado: 0 } });
  });

  it('a cover image: PNG or JPEG by its bytes, under 1,000,000 bytes; a new one replaces (and removes) the old file', async () => {
    const c = await create();
    const first = await upload(c.id, 'imagen', pngImage(), 'portada.png');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Se guardó la imagen.');
    const firstUrl = first.body.data[0]!.image!;
    expect(firstUrl).toMatch(/^\/uploads\/premium\/imagenes\/[0-9a-f]{32}\.png$/);
    expect(existsSync(stored(firstUrl))).toBe(true);
    const second = await upload(c.id, 'imagen', jpeg(), 'portada.png');
    expect(second.body.data[0]!.image).toMatch(/\.jpeg$/);
    expect(existsSync(stored(firstUrl))).toBe(false);

    const fake = await upload(c.id, 'imagen', Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png');
    expect(fake.status).toBe(415);
    expect(fake.body.optional).toEqual({ errors: { imagen: 'Error: Solo imágenes png y jpg' } });
    const big = await upload(c.id, 'imagen', Buffer.concat([pngImage(), Buffer.alloc(IMAGE_MAX_BYTES)]), 'x.png');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Error: Máximo 1MB');
    const missing = await upload(c.id, 'imagen', pngImage(), 'x.png', admin.token, 'foto');
    expect(missing.status).toBe(400);
    expect(missing.body.optional).toEqual({ errors: { imagen: 'Requerido' } });
  });

  it('the file: MP4 for videos, PDF for resources, by their signatures, up to PREMIUM_FILE_MAX_MB', async () => {
    const video = await create();
    const ok = await upload(video.id, 'archivo', mp4(), 'clase.mp4');
    expect(ok.status).toBe(200);
    // Premium files are never public: the administrator gets a link signed for them, that opens the file even
    // while the item is not published (applicants get 404 for it, see premium.test.ts).
    const link = ok.body.data[0]!.file!;
    expect(link).toMatch(SIGNED);
    expect(link).toContain(`u=${admin.id}&`);
    expect(await storedFile(video.id)).toMatch(/premium\/videos\/[0-9a-f]{32}\.mp4$/);
    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('video/mp4');
    expect(opened.rawPayload.equals(mp4())).toBe(true);
    const listed = (await adminCall<AdminContenido>(t, admin.token, 'GET', 'contenido')).body.data.find((c) => c.id === video.id)!;
    expect(listed.file).toMatch(SIGNED);
    // The same link for someone else is refused.
    expect((await t.app.inject({ method: 'GET', url: link.replace(`u=${admin.id}&`, `u=${admin.id + 1}&`) })).statusCode).toBe(403);
    const wrong = await upload(video.id, 'archivo', pdf(), 'clase.mp4');
    expect(wrong.status).toBe(415);
    expect(wrong.body.message).toBe('Error: Solo videos MP4');

    const resource = await create({ type: 'recurso', title: 'Guía de CV' });
    const guide = await upload(resource.id, 'archivo', pdf(), 'guia.pdf');
    expect(guide.body.data[0]!.file).toMatch(SIGNED);
    expect(await storedFile(resource.id)).toMatch(/premium\/recursos\/[0-9a-f]{32}\.pdf$/);
    const pdfOpened = await t.app.inject({ method: 'GET', url: guide.body.data[0]!.file! });
    expect(pdfOpened.statusCode).toBe(200);
    expect(pdfOpened.headers['content-type']).toBe('application/pdf');
    expect((await upload(resource.id, 'archivo', mp4(), 'guia.pdf')).body.message).toBe('Error: Solo archivos PDF');
    const exe = await upload(resource.id, 'archivo', Buffer.from('MZ\x90\x00 ejecutable'), 'guia.pdf');
    expect(exe.status).toBe(415);

    const big = await upload(video.id, 'archivo', mp4(1024 * 1024 + 10), 'grande.mp4');
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ message: 'Error: Máximo 1 MB', optional: { errors: { archivo: 'Error: Máximo 1 MB' } } });
    expect((await upload(999999, 'archivo', mp4(), 'x.mp4')).status).toBe(404);
  });

  it('is reordered with every item once; anything else is 400', async () => {
    const all = (await adminCall<AdminContenido>(t, admin.token, 'GET', 'contenido')).body.data;
    const ids = all.map((c) => c.id).reverse();
    const res = await adminCall<AdminContenido>(t, admin.token, 'PUT', 'contenido/orden', { ids });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se guardó el orden.');
    expect(res.body.data.map((c) => c.id)).toEqual(ids);
    expect(res.body.data.map((c) => c.orden)).toEqual(ids.map((_, i) => i + 1));
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999999], 'todo']) {
      const r = await adminCall(t, admin.token, 'PUT', 'contenido/orden', { ids: bad });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('Envíe todos los contenidos una vez, en el orden deseado');
    }
  });

  it('is removed with its files', async () => {
    const c = await create();
    const img = (await upload(c.id, 'imagen', pngImage())).body.data[0]!.image!;
    await upload(c.id, 'archivo', mp4());
    const file = await storedFile(c.id);
    expect(existsSync(file)).toBe(true);
    const res = await adminCall(t, admin.token, 'POST', `contenido/${c.id}/eliminar`);
    expect(res.body.message).toBe('Se eliminó el contenido y sus archivos.');
    expect(existsSync(stored(img))).toBe(false);
    expect(existsSync(file)).toBe(false);
    expect((await adminCall(t, admin.token, 'GET', `contenido/${c.id}`)).status).toBe(404);
    expect((await adminCall(t, admin.token, 'POST', `contenido/${c.id}/eliminar`)).body.message).toBe('No se encontró el contenido.');
    expect((await auditRows(t, 'contenido_premium', c.id)).map((a) => a.accion)).toEqual([
      'contenido.crear',
      'contenido.subir_imagen',
      'contenido.subir_archivo',
      'contenido.eliminar',
    ]);
  });

  it('non-admins get 404 and upload nothing', async () => {
    const c = await create();
    const postulante = await postulanteSession(t);
    expect((await upload(c.id, 'imagen', pngImage(), 'x.png', postulante.token)).status).toBe(404);
    expect((await adminCall(t, postulante.token, 'POST', `contenido/${c.id}/eliminar`)).status).toBe(404);
    expect((await adminCall<AdminContenido>(t, admin.token, 'GET', `contenido/${c.id}`)).body.data[0]!.image).toBeNull();
  });
});
