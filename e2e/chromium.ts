/** Debian's Chromium as the journeys and `npm run lighthouse` launch it (Playwright's own download does not work here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
