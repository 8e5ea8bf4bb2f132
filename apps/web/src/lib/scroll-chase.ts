/**
 * Back to a list that is still loading: scrolls on to where it was left as the page grows, until it gets there, the
 * user scrolls, taps or types, or the wait ends. Loaded only on such a Back (after-navigation.ts).
 */
export function chaseScroll(target: number, waitMs: number): () => void {
  if (typeof ResizeObserver !== 'function') return () => {};
  const USER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) <= 1) stop();
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const e of USER) window.removeEventListener(e, stop, true);
  }
  for (const e of USER) window.addEventListener(e, stop, { capture: true, passive: true });
  observer.observe(document.body);
  return stop;
}
