/**
 * The copies of one's data (docs/privacy.md) are files of one person: they live in a storage folder that the public
 * `/uploads/` route never serves, and are downloaded through a link signed for their owner until the copy expires,
 * `/api/privacidad/exportacion/{id}/descarga?u=&exp=&sig=`, which works in a plain <a> (no bearer token needed).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const EXPORTACION_FOLDER = 'privado/exportaciones';

/** Public `/uploads/` serves nothing under the private folder. */
export function isPrivateUpload(pathName: string): boolean {
  const p = pathName
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/^\//, '')
    .toLowerCase();
  return p === 'privado' || p.startsWith('privado/');
}

function signature(secret: Buffer, id: number, usuarioId: number, exp: number): string {
  return createHmac('sha256', secret).update(`exportacion:${id}:${usuarioId}:${exp}`).digest('base64url');
}

/** The download link of a copy, valid until `expira` (seconds since 1970 in the link). */
export function signDescarga(secret: Buffer, id: number, usuarioId: number, expira: Date): string {
  const exp = Math.floor(expira.getTime() / 1000);
  return `/api/privacidad/exportacion/${id}/descarga?u=${usuarioId}&exp=${exp}&sig=${signature(secret, id, usuarioId, exp)}`;
}

/** True when this server signed the link for that copy and account (its time is checked apart: expired ≠ forged). */
export function verifyDescarga(secret: Buffer, id: number, usuarioId: number, exp: number, sig: string): boolean {
  const want = Buffer.from(signature(secret, id, usuarioId, exp));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
