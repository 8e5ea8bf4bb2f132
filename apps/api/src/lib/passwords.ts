/** argon2id password hashing. Passwords are never stored or logged in clear. */
import { hash, verify } from '@node-rs/argon2';

/**
 * Production's cost, and every environment's unless PASSWORD_HASH_COST=test: argon2id with 19 MiB of memory, 2
 * passes, 1 lane (OWASP's minimum for argon2id; @node-rs/argon2's defaults, written out so a new version of the
 * package cannot lower them). About 30 ms of CPU a hash or a check.
 */
export const PASSWORD_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The test suites' cost (PASSWORD_HASH_COST=test, which loadConfig refuses in production): argon2id's smallest (8 KiB,
 * 1 pass), about a hundred times cheaper. A hash carries its own cost, so a check reads it from the hash: an account
 * hashed at either cost logs in under either setting.
 */
export const TEST_PASSWORD_COST = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

export type PasswordCost = typeof PASSWORD_COST | typeof TEST_PASSWORD_COST;

let cost: PasswordCost = PASSWORD_COST;

// A real hash of a random string at the current cost: verifying against it costs the same as a real account,
// so a wrong e-mail and a wrong password take the same time.
const DUMMY_PASSWORD = 'practiperu-dummy-password-for-timing';
const dummyHashes = new Map<PasswordCost, Promise<string>>([[PASSWORD_COST, hash(DUMMY_PASSWORD, PASSWORD_COST)]]);
function dummyHash(): Promise<string> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hash(DUMMY_PASSWORD, cost);
    dummyHashes.set(cost, dummy);
  }
  return dummy;
}

/**
 * The cost of the hashes made from now on in this process (buildApp sets it from the configuration). One app per
 * process in production; in the tests the last app built sets it, and every test app asks for the same.
 */
export function setPasswordCost(next: 'production' | 'test'): void {
  cost = next === 'test' ? TEST_PASSWORD_COST : PASSWORD_COST;
}

/** The cost new hashes are made with (for the tests that check production's). */
export function passwordCost(): PasswordCost {
  return cost;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  try {
    return await verify(stored ?? (await dummyHash()), password);
  } catch {
    return false;
  }
}
