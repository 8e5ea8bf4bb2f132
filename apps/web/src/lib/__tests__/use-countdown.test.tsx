/** Resending is blocked 180 seconds with an mm:ss countdown. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMmSs, useCountdown } from '../use-countdown';

function Resend({ initial = 0 }: { initial?: number }) {
  const countdown = useCountdown(initial);
  return (
    <button type="button" disabled={countdown.running} onClick={() => countdown.start(180)}>
      {countdown.running ? `Reenviar en ${countdown.label}` : 'Reenviar'}
    </button>
  );
}

describe('formatMmSs', () => {
  it.each([
    [180, '03:00'],
    [179, '02:59'],
    [61, '01:01'],
    [59, '00:59'],
    [0, '00:00'],
    [-4, '00:00'],
    [0.2, '00:01'],
  ])('%s seconds read %s', (seconds, label) => {
    expect(formatMmSs(seconds)).toBe(label);
  });
});

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('blocks the resend button from page load for 180 s, counting down in mm:ss, then frees it', () => {
    render(<Resend initial={180} />);
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Reenviar en 03:00');

    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Reenviar en 02:59');

    act(() => vi.advanceTimersByTime(119_000));
    expect(button).toHaveTextContent('Reenviar en 01:00');

    act(() => vi.advanceTimersByTime(59_000));
    expect(button).toHaveTextContent('Reenviar en 00:01');

    act(() => vi.advanceTimersByTime(1000));
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent(/^Reenviar$/);
  });

  it('starts when asked and starts again from the top after a new send', () => {
    render(<Resend />);
    const button = screen.getByRole('button');
    expect(button).toBeEnabled();

    act(() => button.click());
    expect(button).toHaveTextContent('Reenviar en 03:00');
    act(() => vi.advanceTimersByTime(180_000));
    expect(button).toBeEnabled();

    act(() => button.click());
    expect(button).toHaveTextContent('Reenviar en 03:00');
  });

  it('keeps time by the clock: a tab whose timers were throttled still ends on time', () => {
    render(<Resend initial={180} />);
    // The clock jumps 150 s while no timer runs (a background tab), then one tick arrives.
    act(() => {
      vi.setSystemTime(Date.now() + 150_000);
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByRole('button')).toHaveTextContent('Reenviar en 00:30');
  });
});
