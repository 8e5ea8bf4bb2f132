/**
 * A thin bar at the top of the window while the next page loads (its code or its loader), so a click never seems dead:
 * shown only once the wait passes a short delay, so quick navigations do not flash it.
 */
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Navigations quicker than this show nothing. */
export const PROGRESS_DELAY_MS = 300;

export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  // Each wait starts unseen.
  const [waiting, setWaiting] = useState(loading);
  if (waiting !== loading) {
    setWaiting(loading);
    setShown(false);
  }
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!loading || !shown) return null;
  return (
    <div
      role="progressbar"
      aria-label="Cargando la página"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600 dark:bg-brand-300"
    />
  );
}
