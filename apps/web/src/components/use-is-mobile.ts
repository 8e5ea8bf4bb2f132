/** Viewport hooks for the spec's breakpoints (768 px mobile, 1025 px large screen) and the lists' compact layout. */
import { BREAKPOINT_MOBILE, RESIZE_DEBOUNCE_MS } from '@practiperu/shared/constants';
import { useCallback, useSyncExternalStore } from 'react';

/** A question about the viewport, asked again after each resize, debounced (500 ms) so dragging a window edge does not re-render every list on each pixel. */
function useViewport(test: () => boolean, debounceMs: number): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onResize = () => {
        clearTimeout(timer);
        timer = setTimeout(notify, debounceMs);
      };
      window.addEventListener('resize', onResize);
      return () => {
        clearTimeout(timer);
        window.removeEventListener('resize', onResize);
      };
    },
    [debounceMs],
  );
  return useSyncExternalStore(subscribe, test, () => false);
}

/**
 * Whether a media query about the viewport holds. `matchMedia` answers without laying the page out, whereas reading
 * `window.innerWidth` forces a layout of whatever changed: React asks again right after the first commit, so on the
 * applicant home that read laid out the whole new page inside the commit's task (92 ms in a Lighthouse trace, 30
 * November 2026). Where there is no `matchMedia` (jsdom in the unit tests) the same question by `innerWidth`.
 */
function viewportAtMost(width: number, height = Infinity): boolean {
  if (typeof window.matchMedia === 'function')
    return (
      window.matchMedia(`(max-width: ${width}px)`).matches ||
      (height !== Infinity && window.matchMedia(`(max-height: ${height}px)`).matches)
    );
  return window.innerWidth <= width || window.innerHeight <= height;
}

/** Whether the viewport is at most `maxWidth` px wide. */
export function useMaxWidth(maxWidth: number, debounceMs: number = RESIZE_DEBOUNCE_MS): boolean {
  return useViewport(() => viewportAtMost(maxWidth), debounceMs);
}

/** True on screens up to 768 px (the mobile pagination window, among others). */
export function useIsMobile(): boolean {
  return useMaxWidth(BREAKPOINT_MOBILE);
}

/** The height at or under which a screen counts as a phone turned sideways (844 × 390, 932 × 430). */
export const PHONE_LANDSCAPE_MAX_HEIGHT = 500;

/**
 * The lists' compact layout (docs/mobile-lists.md): a phone upright (up to 768 px wide) or turned sideways (at most
 * 500 px high), where the filters wait behind «Filtros» so the first result shows without scrolling.
 */
export function useCompactList(): boolean {
  return useViewport(() => viewportAtMost(BREAKPOINT_MOBILE, PHONE_LANDSCAPE_MAX_HEIGHT), RESIZE_DEBOUNCE_MS);
}
