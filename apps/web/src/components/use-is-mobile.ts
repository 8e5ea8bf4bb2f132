/** Viewport-width hooks for the spec's breakpoints (768 px mobile, 1025 px large screen). */
import { BREAKPOINT_MOBILE, RESIZE_DEBOUNCE_MS } from '@practiperu/shared/constants';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the viewport is at most `maxWidth` px wide. Resizes are reported debounced (500 ms)
 * so dragging a window edge does not re-render every list on each pixel.
 */
export function useMaxWidth(maxWidth: number, debounceMs: number = RESIZE_DEBOUNCE_MS): boolean {
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
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth <= maxWidth,
    () => false,
  );
}

/** True on screens up to 768 px (the mobile pagination window, among others). */
export function useIsMobile(): boolean {
  return useMaxWidth(BREAKPOINT_MOBILE);
}
