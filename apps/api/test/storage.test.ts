/**
 * What every storage adapter must do, run on both: the local folder and an S3-compatible object store. The store is
 * s3rver (npm), started by the test on a free port of 127.0.0.1: a small Node implementation of S3's object calls,
 * with no service or download to install (MinIO would need its own binary). Keep bytes under a new name in a folder,
 * give them back, say where the browser loads them from, forget them, never reach outside their own space; and,
 * through the app, an uploaded logo and a premium file reach the browser from the bucket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE } from '@practiperu/shared/constants';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../src/storage/s3.ts';
import { createLocalStorage, type Storage } from '../src/storage/storage.ts';
import { call, createTestApp, createUser, login, multipartBody, pngImage, type TestContext } from './helpers.ts';

const folders: string[] = [];
const BUCKET = 'practiperu-prueba';
let s3: S3rver;
let s3Endpoint = '';
beforeAll(async () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'practiperu-s3-'));
  folders.push(directory);
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});
const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: s3Endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

const adapters: Array<[name: string, make: () => Storage]> = [
  [
    'local folder',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'practiperu-storage-'));
      folders.push(dir);
      return createLocalStorage(dir);
    },
  ],
  [
    'S3-compatible object store',
    () =>
      createS3Storage({
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint: s3Endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
];

describe.each(adapters)('storage: %s', (_name, make) => {
  it('keeps bytes under a new name in their folder and gives the same bytes back', async () => {
    const storage = make();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const a = await storage.save('logos', bytes, 'png');
    const b = await storage.save('logos', bytes, 'png');
    expect(a).toMatch(/^logos\/[0-9a-f]{32}\.png$/);
    expect(b).not.toBe(a);
    expect(new Uint8Array((await storage.read(a))!)).toEqual(bytes);
    expect(storage.url(a)).toBe(`/uploads/${a}`);
  });

  it('forgets a removed file; reading or removing what is not there is no error', async () => {
    const storage = make();
    const name = await storage.save('fotos', new Uint8Array([1]), 'jpg');
    await storage.remove(name);
    expect(await storage.read(name)).toBeNull();
    await storage.remove(name);
    await storage.remove(null);
    expect(await storage.read('fotos/no-existe.jpg')).toBeNull();
  });

  it('never reads or removes outside its own space', async () => {
    const storage = make();
    await expect(storage.read('../../etc/passwd')).rejects.toThrow(/ruta de archivo inválida/);
    await expect(storage.remove('../fuera.txt')).rejects.toThrow(/ruta de archivo inválida/);
  });
});

describe('the app on object storage', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(s3Env());
  });
  afterAll(async () => t?.close());

  it('a logo uploaded by a company is stored in the bucket and its /uploads URL leads the browser to it', async () => {
    const user = await createUser(t.db, { role: ROLE.RECLUTADOR, nombreOrg: 'Andina Logística' });
    const token = await login(t.app, user);
    const logo = pngImage(40, 20);
    const body = multipartBody([{ name: 'logo', filename: 'logo.png', type: 'image/png', content: logo }]);
    const up = await call<string>(t.app, {
      method: 'POST',
      url: '/api/organizacion/updateLogo',
      token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(up.status).toBe(200);
    const url = new URL(up.body.data[0]!, 'http://practiperu.test');
    expect(url.pathname).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}\.png$/);

    const res = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(res.statusCode).toBe(302);
    const signed = String(res.headers.location);
    expect(signed.startsWith(`${s3Endpoint}/${BUCKET}/logos/`)).toBe(true);
    const object = await fetch(signed);
    expect(object.status).toBe(200);
    expect(Buffer.from(await object.arrayBuffer())).toEqual(logo);
  });

  it('a path outside the public uploads is not redirected anywhere', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/premium/videos/x.mp4' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' })).statusCode).toBe(404);
  });
});
