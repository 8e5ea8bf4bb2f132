import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIsMobile, useMaxWidth } from '../use-is-mobile';

const originalWidth = window.innerWidth;

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}

describe('useIsMobile (768 px, resize debounced 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'innerWidth', { value: originalWidth, configurable: true, writable: true });
  });

  it('counts 768 px as mobile and 769 px as not', () => {
    resizeTo(768);
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
    resizeTo(769);
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });

  it('follows a resize only once the window has been still for 500 ms', () => {
    resizeTo(1280);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);

    resizeTo(500);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(false);

    // Another resize restarts the wait.
    resizeTo(400);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('works for the large-screen breakpoint too', () => {
    resizeTo(1025);
    expect(renderHook(() => useMaxWidth(1024)).result.current).toBe(false);
  });

  it('stops listening when unmounted', () => {
    resizeTo(1280);
    const { unmount } = renderHook(() => useIsMobile());
    const removeListener = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(removeListener).toHaveBeenCalledWith('resize', expect.any(Function));
  });
});
