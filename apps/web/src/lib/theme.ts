import { useCallback, useSyncExternalStore } from 'react';
import { darkModeStore } from './storage';

/** Dark mode, persisted in localStorage (it survives between visits) and applied as the `dark` class on <html>. */
const subscribers = new Set<() => void>();

export function applyDarkMode(on: boolean) {
  document.documentElement.classList.toggle('dark', on);
  document.documentElement.style.colorScheme = on ? 'dark' : 'light';
}

export function setDarkMode(on: boolean) {
  darkModeStore.set(on);
  applyDarkMode(on);
  for (const s of subscribers) s();
}

export function useDarkMode(): [boolean, () => void] {
  const on = useSyncExternalStore(
    (cb) => {
      subscribers.add(cb);
      return () => subscribers.delete(cb);
    },
    () => darkModeStore.get(),
  );
  const toggle = useCallback(() => setDarkMode(!darkModeStore.get()), []);
  return [on, toggle];
}
