/** Opaque random tokens (256 bits) and the hash kept at rest (SHA-256): the token itself is never stored. */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
