/**
 * The requests `public/boot.js` starts from the page's <head>, before the app's code has arrived: the session and the
 * general alert, which every page's first render waits for. Each answer is taken over once, and only while the token
 * it was asked with is still the stored one; otherwise (no boot script, an older copy of it, a login since) the
 * caller asks again itself.
 */
import { tokenStore } from './storage';

export type EarlyRequestName = 'session' | 'alerts';

interface EarlyRequests {
  version: 1;
  token: string | null;
  session: Promise<Response> | null;
  alerts: Promise<Response> | null;
}

declare global {
  interface Window {
    __practiperuEarly?: EarlyRequests;
  }
}

export function takeEarlyRequest(name: EarlyRequestName): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__practiperuEarly;
  if (!early || early.version !== 1) return undefined;
  const pending = early[name];
  early[name] = null;
  if (!(pending instanceof Promise) || early.token !== tokenStore.get()) return undefined;
  return pending;
}
