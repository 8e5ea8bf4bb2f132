import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// A test that logs an error has found a bug (epic-stack habit).
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  consoleError(...args);
  throw new Error(`console.error en una prueba: ${String(args[0])}`);
};
vi.stubGlobal('scrollTo', () => {});

// happy-dom has no HTMLSelectElement.size (0 in browsers). react-hook-form reads it to tell a select the person
// already changed from a fresh one; without it every select's default value is lost on mount.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}
