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
