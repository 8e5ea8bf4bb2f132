/** argon2id password hashing. Passwords are never stored or logged in clear. */
import { hash, verify } from '@node-rs/argon2';

// A real hash of a random string: verifying against it costs the same as a real account,
// so a wrong e-mail and a wrong password take the same time.
const DUMMY_HASH = hash('practiperu-dummy-password-for-timing');

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  try {
    return await verify(stored ?? (await DUMMY_HASH), password);
  } catch {
    return false;
  }
}
