/** Viewport-width hooks for the spec's breakpoints (768 px mobile, 1025 px large screen; C4). */
import { BREAKPOINT_MOBILE, RESIZE_DEBOUNCE_MS } from '@practiperu/shared/constants';
import { useEffect, useState } from 'react';

function widthAtMost(maxWidth: number): boolean {
  return typeof window !== 'undefined' && window.innerWidth <= maxWidth;
}

/**
 * Whether the viewport is at most `maxWidth` px wide. Re-evaluated on resize, debounced
 * (C4: 500 ms) so dragging a window edge does not re-render every list on each pixel.
 */
export function useMaxWidth(maxWidth: number, debounceMs: number = RESIZE_DEBOUNCE_MS): boolean {
  const [matches, setMatches] = useState(() => widthAtMost(maxWidth));

  useEffect(() => {
    // The breakpoint may have changed since the first render.
    setMatches(widthAtMost(maxWidth));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMatches(widthAtMost(maxWidth)), debounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [maxWidth, debounceMs]);

  return matches;
}

/** True on screens up to 768 px (spec §9: the mobile pagination window, among others). */
export function useIsMobile(): boolean {
  return useMaxWidth(BREAKPOINT_MOBILE);
}
