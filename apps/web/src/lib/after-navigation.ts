/**
 * What the root layout does after each navigation, for pages whose content arrives after the page itself (a loader's
 * deferred data behind a skeleton): the focus goes to the main heading once it is shown, and Back to a list scrolls to
 * where the list was left once the list is tall enough again.
 */
import { afterNextPaint } from './after-paint';

/** How long a page may take to show its heading or its content before these give up (a slow phone, a slow network). */
const WAIT_MS = 10_000;

/**
 * Moves the focus to the page's main heading (for screen-reader and keyboard users), once it is painted: at once when
 * the page has it, or when it appears (an offer's title arrives with the offer). Never scrolls. What the page itself
 * focuses meanwhile (a field of a form) keeps the focus. Returns a function that stops waiting.
 */
export function focusMainHeading(focused: Element | null): () => void {
  let stopped = false;
  let observer: MutationObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    observer?.disconnect();
    clearTimeout(timer);
  };
  const heading = () => document.querySelector<HTMLElement>('main h1');
  const focusIt = () => {
    if (stopped) return;
    stop();
    if (document.activeElement === focused || document.activeElement === document.body) heading()?.focus({ preventScroll: true });
  };
  void afterNextPaint().then(() => {
    if (stopped) return;
    if (document.activeElement !== focused) return stop();
    if (heading()) return focusIt();
    // Focused after its own paint, as above: not in the task that put it in the document.
    observer = new MutationObserver(() => {
      if (heading()) {
        observer?.disconnect();
        void afterNextPaint().then(focusIt);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    timer = setTimeout(stop, WAIT_MS);
  });
  return stop;
}

/** The last scroll position of each history entry (by its key) seen in this tab. */
const scrolled = new Map<string, number>();
let currentKey = '';

/** Notes the scroll position under the current history entry; registered once, for the whole app. */
export function rememberScroll(): () => void {
  const note = () => scrolled.set(currentKey, window.scrollY);
  window.addEventListener('scroll', note, { passive: true });
  return () => window.removeEventListener('scroll', note);
}

/**
 * Called when the history entry changes, in the same commit (before any scroll event of the new page). On Back or
 * Forward to an entry seen before, the router's scroll restoration put the page where it could: a list still loading
 * is short, so it landed near the top; `scroll-chase` (loaded then, never on a first load) scrolls on to where the
 * entry was left as the page grows. Returns a function that stops.
 */
export function enterHistoryEntry(key: string, pop: boolean): () => void {
  currentKey = key;
  const target = pop ? scrolled.get(key) : undefined;
  if (!target) return () => {};
  let stop: (() => void) | undefined;
  let stopped = false;
  void import('./scroll-chase').then(({ chaseScroll }) => {
    if (!stopped) stop = chaseScroll(target, WAIT_MS);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Where the router keeps each history entry's scroll across full loads (sessionStorage). Emptied on every full load,
 * before the router reads it: the position it held for this entry was left in an earlier visit (the first page of a
 * load is always keyed "default", and a reload or the address opened again read back that older place and then won
 * over the place the list was left at in this visit). Within a load the router keeps each entry's place in memory.
 */
export const SCROLL_STORE = 'practiperu.scroll';
try {
  sessionStorage.removeItem(SCROLL_STORE);
} catch {
  // No storage (private mode): nothing was kept.
}
