/**
 * A busy machine's or a slow phone's order of events, every time: a zero-delay timer (`setTimeout(fn)`,
 * `setTimeout(fn, 0)`) runs before React draws what the same task changed. React draws in a task of its own, and on
 * a loaded machine that task can come after the timer's. Code that focuses, scrolls or measures "after the redraw"
 * with such a timer then fails on every run instead of once in a hundred. Returns the function that puts the real
 * timers back.
 */
import { vi } from 'vitest';

const INSTALLED = Symbol.for('practiperu.zeroTimersBeforeRender');

export function zeroTimersBeforeRender(): () => void {
  // Already in place (the whole run asked for it, testing/setup.ts): the outer one stays until it is put back.
  const flags = globalThis as unknown as Record<symbol, boolean>;
  if (flags[INSTALLED]) return () => undefined;
  flags[INSTALLED] = true;
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const cancelled = new Set<unknown>();
  const set = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay || typeof handler !== 'function') return realSet(handler, delay, ...args);
    // A real timer that does nothing, for its id (clearTimeout cancels the early run through it).
    const id = realSet(() => undefined, 0);
    queueMicrotask(() => {
      if (!cancelled.delete(id)) (handler as (...a: unknown[]) => void)(...args);
    });
    return id;
  }) as typeof setTimeout);
  const clear = vi.spyOn(globalThis, 'clearTimeout').mockImplementation((id) => {
    cancelled.add(id);
    realClear(id);
  });
  return () => {
    flags[INSTALLED] = false;
    set.mockRestore();
    clear.mockRestore();
  };
}
