/**
 * File storage for uploaded images: a local folder, files under random names, checked by
 * their bytes. An S3-compatible adapter can implement the same interface later.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES } from '@practiperu/shared/constants';

export type ImageKind = 'png' | 'jpeg';

/** PNG or JPEG by signature; anything else (whatever its name or declared type) is null. */
export function detectImage(bytes: Uint8Array): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

export type ImageCheck = { ok: true; kind: ImageKind } | { ok: false; reason: 'size' | 'type' | 'empty' };

/** Under 1,000,000 bytes, png or jpeg (judged by the signature, not the name). */
export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length >= IMAGE_MAX_BYTES) return { ok: false, reason: 'size' };
  const kind = detectImage(bytes);
  return kind ? { ok: true, kind } : { ok: false, reason: 'type' };
}

export interface Storage {
  /** Saves bytes under a new random name in a folder ('logos', 'fotos', …) and returns the stored name. */
  save(folder: string, bytes: Uint8Array, extension: string): Promise<string>;
  remove(name: string | null | undefined): Promise<void>;
  /** The URL the browser loads the file from. */
  url(name: string): string;
  /** The stored bytes, or null when there is no such file (a photo removed meanwhile). */
  read(name: string): Promise<Buffer | null>;
  /**
   * Object storage only: a URL that opens the file for `seconds` without the API (the API redirects to it), shown
   * inline under `filename` when given. The local folder has none: the API serves its files itself.
   */
  signedUrl?(name: string, seconds: number, opts?: { filename?: string }): Promise<string>;
}

export function createLocalStorage(root: string): Storage {
  const safe = (name: string) => {
    const full = path.resolve(root, name);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('ruta de archivo inválida');
    return full;
  };
  return {
    async save(folder, bytes, extension) {
      const name = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      const full = safe(name);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes);
      return name;
    },
    async remove(name) {
      if (!name) return;
      await rm(safe(name), { force: true });
    },
    url: (name) => `/uploads/${name}`,
    async read(name) {
      try {
        return await readFile(safe(name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
