import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The web project runs many files in one worker process (vitest.config.ts, decision 056) and this file runs again
// before each of them. The app's own modules are loaded afresh for every file, as in a process of its own: their
// caches (lookups, the session, saved offers) start empty, and a module an earlier file replaced with vi.mock is its
// real self again (test/web-isolation.test.ts). React, the testing libraries and happy-dom stay loaded.
vi.resetModules();

// How a toast looks is loaded with a page's first toast (components/toast.tsx): loaded here, before the file's own
// imports, so that a test's toasts show at once, as they did before. components/__tests__/toast.test.tsx checks the
// loading itself on a module of its own.
await (await import('../components/toast')).loadToastCards();

// WEB_TESTS_TIMERS_FIRST=1: every file runs with a loaded machine's order of events (testing/timers-first.ts), to
// find the code and the tests that wait for React's redraw with a timer.
if (process.env.WEB_TESTS_TIMERS_FIRST) {
  const { zeroTimersBeforeRender } = await import('./timers-first');
  const restore = zeroTimersBeforeRender();
  afterAll(restore);
}

// findBy… and waitFor wait for what a page shows, not for a speed: a lazy page or a loader on two busy cores (CI runs
// the suites side by side) takes longer than testing-library's default second.
configure({ asyncUtilTimeout: 10_000 });

type HappyWindow = { happyDOM?: { setURL(url: string): void } };
const FIRST_URL_KEY = Symbol.for('practiperu.firstUrl');
const store = globalThis as unknown as Record<symbol, string | undefined>;
store[FIRST_URL_KEY] ??= new URL('/', window.location.href).href;
const FIRST_URL = store[FIRST_URL_KEY];

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// What a file may leave on the page the next file in the same worker gets: fake timers, stubbed globals, stored
// values, the page's address and title.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  // A Back past the file's first entry (history.back() in a test) may leave the page on another document
  // (about:blank), where relative addresses such as a logo's /uploads/… no longer resolve and images fail: the page
  // goes back to the worker's first address before the history is reset.
  if (window.location.href !== FIRST_URL) (window as unknown as HappyWindow).happyDOM?.setURL(FIRST_URL);
  window.history.replaceState(null, '', '/');
  document.title = '';
});

// A test that logs an error has found a bug (epic-stack habit). Installed once per worker.
const THROWS = Symbol.for('practiperu.consoleErrorThrows');
if (!(console.error as unknown as Record<symbol, boolean>)[THROWS]) {
  const consoleError = console.error;
  const throwing = (...args: unknown[]) => {
    consoleError(...args);
    throw new Error(`console.error en una prueba: ${String(args[0])}`);
  };
  (throwing as unknown as Record<symbol, boolean>)[THROWS] = true;
  console.error = throwing;
}
vi.stubGlobal('scrollTo', () => {});

// The viewport hooks ask `matchMedia` (components/use-is-mobile.ts). happy-dom answers it from its own window's size,
// not from the `innerWidth`/`innerHeight` the tests set on the page (Object.defineProperty), so the width and height
// queries are answered here from those, as a browser does. Installed once per worker.
const VIEWPORT_MEDIA = Symbol.for('practiperu.viewportMatchMedia');
if (typeof window.matchMedia === 'function' && !(window.matchMedia as unknown as Record<symbol, boolean>)[VIEWPORT_MEDIA]) {
  const original = window.matchMedia.bind(window);
  const viewportMedia = (query: string): MediaQueryList => {
    const size = /^\(max-(width|height): (\d+)px\)$/.exec(query);
    if (!size) return original(query);
    const list = original(query);
    const matches = (size[1] === 'width' ? window.innerWidth : window.innerHeight) <= Number(size[2]);
    return Object.create(list, { matches: { value: matches }, media: { value: query } }) as MediaQueryList;
  };
  (viewportMedia as unknown as Record<symbol, boolean>)[VIEWPORT_MEDIA] = true;
  window.matchMedia = viewportMedia;
}

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
const SELECT_PATCHED = Symbol.for('practiperu.selectValueAsString');
if (!(HTMLSelectElement.prototype as unknown as Record<symbol, boolean>)[SELECT_PATCHED]) {
  (HTMLSelectElement.prototype as unknown as Record<symbol, boolean>)[SELECT_PATCHED] = true;
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
