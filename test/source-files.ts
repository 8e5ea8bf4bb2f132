/** Reading the repository's source files from the checks over the whole repository (test/*.test.ts). */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * A listed file's text, or null when it went away since the listing: the boundaries test writes its probe files in
 * the source folders for a moment, while the checks that read every file run beside it.
 */
export function readIfThere(file: string): string | null {
  try {
    return readFileSync(path.resolve(ROOT, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
