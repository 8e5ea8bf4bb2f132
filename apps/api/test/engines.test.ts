/**
 * The engine lists of test/engines.ts name real test files, once each; what each file does at run time is checked
 * by test/setup.ts (a file on the PostgreSQL pass must send SQL, a file off it must not).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_AGNOSTIC, IN_FULL_ONCE } from './engines.ts';

const apiRoot = path.resolve(import.meta.dirname, '..');

describe('the engine lists', () => {
  it('name existing API test files, each once, in one list only', () => {
    const listed = [...ENGINE_AGNOSTIC, ...IN_FULL_ONCE];
    expect(listed.filter((file) => !existsSync(path.join(apiRoot, file)))).toEqual([]);
    expect(listed.filter((file) => !/^(src|test|eval)\/.+\.test\.ts$/.test(file))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
