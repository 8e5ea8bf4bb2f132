import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait for what a page shows, not for a speed: a lazy page or a loader on two busy cores (CI runs
// the suites side by side) takes longer than testing-library's default second.
configure({ asyncUtilTimeout: 10_000 });

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

// happy-dom matches a select's value against its options without turning it into a string first (browsers do), so
// `select.value = 6` (react-hook-form writing a numeric default) selects nothing.
{
  const descriptor = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value');
  if (descriptor?.set && descriptor.get) {
    const { get, set } = descriptor;
    Object.defineProperty(HTMLSelectElement.prototype, 'value', {
      configurable: true,
      get(this: HTMLSelectElement) {
        return get.call(this);
      },
      set(this: HTMLSelectElement, value: unknown) {
        set.call(this, value === null || value === undefined ? value : String(value));
      },
    });
  }
}
