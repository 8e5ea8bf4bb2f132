import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../lib/after-paint';

describe('work that waits for the first paint (afterNextPaint)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts only after the next frame has been painted: the frame callback, then a task after it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    let started = false;
    const waiting = afterNextPaint().then(() => (started = true));

    await new Promise((r) => setTimeout(r, 0));
    expect(started).toBe(false); // no frame yet

    frames.shift()!(0); // the frame: its paint follows this callback
    expect(started).toBe(false);
    await waiting;
    expect(started).toBe(true);
  });

  it('without frames (no rendering), starts at once', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    await expect(afterNextPaint()).resolves.toBeUndefined();
  });
});
