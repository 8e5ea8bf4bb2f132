/**
 * The resend countdown (registration, recovery, e-mail change, a team invitation): 180 s shown as mm:ss.
 * Counted against the clock rather than by ticks, so a throttled background tab still ends on time.
 */
import { useCallback, useEffect, useState } from 'react';

/** 180 → '03:00', 59 → '00:59'. */
export function formatMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export interface Countdown {
  /** Whole seconds left; 0 when stopped. */
  remaining: number;
  running: boolean;
  /** `remaining` as mm:ss. */
  label: string;
  /** (Re)starts the countdown at `seconds`. */
  start: (seconds: number) => void;
}

/** `initialSeconds` > 0 starts counting when the component mounts (the registration page's "blocked 180 s"). */
export function useCountdown(initialSeconds = 0): Countdown {
  const [endAt, setEndAt] = useState<number | null>(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endAt === null) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endAt) setEndAt(null);
    }, 250);
    return () => clearInterval(id);
  }, [endAt]);

  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setEndAt(seconds > 0 ? t + seconds * 1000 : null);
  }, []);

  const remaining = endAt === null ? 0 : Math.max(0, Math.ceil((endAt - now) / 1000));
  return { remaining, running: remaining > 0, label: formatMmSs(remaining), start };
}
