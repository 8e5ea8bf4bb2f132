import { existsSync } from 'node:fs';

/** Debian's Chromium as `npm run lighthouse` launches it (Playwright's own browser download does not work here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's headless shell (package chromium-headless-shell, which `.ci/run` installs), the
 * same Chromium build without the browser's windows and their WebUI, which Playwright itself uses for headless runs.
 * A browser context and its first page cost about half the CPU of the full browser's (docs/performance.md). Without
 * the package, the full browser.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const JOURNEY_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Each new window (one per browser context) preloads the address bar's WebUI popups in a renderer of their own,
  // which a headless test never opens: about a third of the cost of a new context (docs/performance.md).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * The journeys' switches: with the GPU disabled the headless shell still starts a GPU process, which composites every
 * frame in software; done in the browser process instead, the same frames cost the browser and GPU work about an
 * eighth less CPU (docs/performance.md, "Journeys CPU: one server start less and no GPU process"). Only the
 * journeys: Lighthouse and the first-paint measures keep Chromium's usual process model.
 */
export const JOURNEY_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--in-process-gpu'];
