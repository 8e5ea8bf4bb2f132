/**
 * Premium files (decision 019): videos and PDFs are not served by the public `/uploads/` route; the API hands each
 * premium applicant links signed for them and a few hours, `/api/postulantePremium/archivo/{id}?u=&exp=&sig=`,
 * and the file route checks the signature, the time and that the applicant is still premium before sending it.
 * The links work in <video> and <a> elements, which cannot carry the bearer token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed file links last this long: a video watched in one sitting, a PDF downloaded. */
export const PREMIUM_FILE_TTL_MS = 4 * 3_600_000;

export const PREMIUM_FILE_PREFIXES = ['/premium/videos/', '/premium/recursos/'] as const;

/** Public `/uploads/` serves everything except the premium files (covers stay public: they are only pictures). */
export function isPublicUpload(pathName: string): boolean {
  const p = pathName
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  return !PREMIUM_FILE_PREFIXES.some((prefix) => p.startsWith(prefix) || p.startsWith(prefix.slice(1)));
}

function signature(secret: Buffer, id: number, usuarioId: number, exp: number): string {
  return createHmac('sha256', secret).update(`premium:${id}:${usuarioId}:${exp}`).digest('base64url');
}

export function signFile(secret: Buffer, id: number, usuarioId: number, expMs: number): string {
  const exp = Math.floor(expMs / 1000);
  return `/api/postulantePremium/archivo/${id}?u=${usuarioId}&exp=${exp}&sig=${signature(secret, id, usuarioId, exp)}`;
}

/** True when the link was signed by this server for that item and applicant and has not expired. */
export function verifyFile(secret: Buffer, id: number, usuarioId: number, exp: number, sig: string, now: Date): boolean {
  if (exp * 1000 < now.getTime()) return false;
  const want = Buffer.from(signature(secret, id, usuarioId, exp));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
