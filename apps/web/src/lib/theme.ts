import { useCallback, useSyncExternalStore } from 'react';
import { darkModeStore } from './storage';

/**
 * Dark mode: the choice made with the switch, persisted in localStorage (it survives between visits); until the user
 * makes one, the system's light or dark setting, followed live. Applied as the `dark` class on <html> (public/boot.js
 * applies it before the first paint the same way).
 */
const subscribers = new Set<() => void>();
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK).matches;
}

function isDark(): boolean {
  return darkModeStore.get() ?? systemPrefersDark();
}

export function applyDarkMode(on: boolean) {
  document.documentElement.classList.toggle('dark', on);
  document.documentElement.style.colorScheme = on ? 'dark' : 'light';
}

function notify() {
  for (const s of subscribers) s();
}

export function setDarkMode(on: boolean) {
  darkModeStore.set(on);
  applyDarkMode(on);
  notify();
}

function subscribe(cb: () => void) {
  subscribers.add(cb);
  // While no choice is saved, the page follows the system setting when it changes (e.g. the phone's night mode).
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK) : null;
  const onSystemChange = () => {
    if (darkModeStore.get() !== null) return;
    applyDarkMode(systemPrefersDark());
    cb();
  };
  media?.addEventListener('change', onSystemChange);
  return () => {
    subscribers.delete(cb);
    media?.removeEventListener('change', onSystemChange);
  };
}

export function useDarkMode(): [boolean, () => void] {
  const on = useSyncExternalStore(subscribe, isDark);
  const toggle = useCallback(() => setDarkMode(!isDark()), []);
  return [on, toggle];
}
