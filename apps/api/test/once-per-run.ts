/**
 * Something a test run prepares once and every worker shares: a folder under the run's folder (test/global-setup.ts).
 * The first worker that asks makes it (in a folder of its own, renamed into place when whole); a worker that asks
 * meanwhile waits for it. If the maker died, the waiter makes it itself after `patienceMs`.
 */
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

const made = new Map<string, Promise<string>>();

export function oncePerRun(name: string, make: (dir: string) => Promise<void>, patienceMs = 300_000): Promise<string> {
  let ready = made.get(name);
  if (!ready) {
    ready = prepare(name, make, patienceMs);
    made.set(name, ready);
    // A failure is not kept: the next file asks again.
    ready.catch(() => made.delete(name));
  }
  return ready;
}

async function prepare(name: string, make: (dir: string) => Promise<void>, patienceMs: number): Promise<string> {
  const root = inject('runDir');
  const done = path.join(root, name);
  const claim = path.join(root, `${name}.haciendo`);
  let mine = false;
  try {
    mkdirSync(claim);
    mine = true;
  } catch {
    // Another worker is making it.
  }
  if (!mine) {
    const until = Date.now() + patienceMs;
    while (!existsSync(done) && Date.now() < until) await sleep(100);
    if (existsSync(done)) return done;
  }
  const work = mkdtempSync(path.join(root, `${name}.`));
  try {
    await make(work);
    if (!existsSync(done)) renameSync(work, done);
    else rmSync(work, { recursive: true, force: true });
  } catch (err) {
    rmSync(work, { recursive: true, force: true });
    if (mine) rmSync(claim, { recursive: true, force: true });
    throw err;
  }
  return done;
}
