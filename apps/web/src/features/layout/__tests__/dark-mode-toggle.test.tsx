import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DarkModeToggle } from '../dark-mode-toggle';

/** A system colour setting the test can change, as a phone's night mode does. */
function systemSetting(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  );
  return {
    change(next: boolean) {
      dark = next;
      act(() => listeners.forEach((l) => l()));
    },
  };
}

const html = () => document.documentElement;

describe('dark mode: the system setting until the user chooses with the switch', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    html().classList.remove('dark');
  });

  it('with nothing chosen, a phone in night mode gets the dark theme, and follows the setting when it changes', () => {
    const system = systemSetting(true);
    render(<DarkModeToggle />);
    expect(screen.getByRole('switch', { name: /modo oscuro: activado/i })).toHaveAttribute('aria-checked', 'true');

    system.change(false);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(html().classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('dark_mode')).toBeNull();
  });

  it('the switch is a choice that is kept: the system setting no longer changes the theme', () => {
    const system = systemSetting(true);
    render(<DarkModeToggle />);
    fireEvent.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem('dark_mode')).toBe('0');

    system.change(true);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(html().classList.contains('dark')).toBe(false);
  });

  it('a saved choice wins over the system setting', () => {
    localStorage.setItem('dark_mode', '1');
    systemSetting(false);
    render(<DarkModeToggle />);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });
});
