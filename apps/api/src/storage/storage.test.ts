/**
 * What every storage adapter must do (issue #19 adds an S3-compatible one, which will run these same cases): keep
 * bytes under a new name in a folder, give them back, say where the browser loads them from, forget them, and never
 * reach outside its own space.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from './storage.ts';

const folders: string[] = [];
afterAll(() => {
  for (const f of folders) rmSync(f, { recursive: true, force: true });
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
