/**
 * Encrypts small secrets at rest (the second factor's TOTP secrets) with AES-256-GCM under a key derived from
 * TOTP_SECRET_KEY. The stored text is `v1.<iv>.<tag>.<ciphertext>` in base64url; a changed key fails to open.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Used only when TOTP_SECRET_KEY is unset (development, tests): it is in the source, so it protects nothing;
 * production refuses to start without a key of its own (config.ts).
 */
export const DEVELOPMENT_KEY = 'practiperu-desarrollo-clave-segundo-factor-no-usar-en-produccion';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(secret: string | undefined): SecretBox {
  const key = createHash('sha256')
    .update(`practiperu:segundo-factor:${secret ?? DEVELOPMENT_KEY}`)
    .digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('secret-box: formato desconocido');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
