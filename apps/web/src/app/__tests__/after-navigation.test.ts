/**
 * After a navigation the focus goes to the page's heading even when the heading comes later with the page's data, and
 * Back to a list still loading scrolls on to where it was left as the list grows.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enterHistoryEntry, focusMainHeading, rememberScroll } from '../../lib/after-navigation';

const tick = () => new Promise((r) => setTimeout(r, 20));

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('focus after a navigation', () => {
  it('a heading that arrives with the data (an offer page) is focused when it is shown', async () => {
    document.body.innerHTML = '<main><div aria-busy="true">Cargando la oferta…</div></main>';
    const stop = focusMainHeading(document.body);
    await tick();
    const h1 = document.createElement('h1');
    h1.tabIndex = -1;
    h1.textContent = 'Practicante de Logística';
    document.querySelector('main')!.append(h1);
    await waitFor(() => expect(document.activeElement).toBe(h1));
    stop();
  });

  it('a field the page focused meanwhile keeps the focus', async () => {
    document.body.innerHTML = '<main><input aria-label="Correo"></main>';
    const stop = focusMainHeading(document.body);
    const field = document.querySelector('input')!;
    field.focus();
    await tick();
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<h1 tabindex="-1">Ingresa</h1>');
    await tick();
    expect(document.activeElement).toBe(field);
    stop();
  });
});

describe('Back to a list still loading', () => {
  // Loaded by the first such Back; loaded here first, so each test's Back has it within a tick.
  beforeAll(() => import('../../lib/scroll-chase'));

  function fakePage() {
    let height = 1000;
    let y = 0;
    let grown: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          grown = cb;
        }
        observe() {}
        disconnect() {
          grown = undefined;
        }
      },
    );
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
      y = Math.max(0, Math.min(top, height - 800));
      window.dispatchEvent(new Event('scroll'));
    }) as typeof window.scrollTo);
    return {
      scroll: (top: number) => window.scrollTo(0, top),
      grow: (h: number) => {
        height = h;
        grown?.();
      },
      get y() {
        return y;
      },
    };
  }

  it('scrolls on to where the list was left once the results make it tall enough', async () => {
    const page = fakePage();
    const forget = rememberScroll();
    page.grow(4000);
    enterHistoryEntry('lista', false);
    page.scroll(2500); // the recruiter reads down the list, opens an applicant
    page.grow(1000);
    enterHistoryEntry('postulante', false);
    page.scroll(0);
    // Back: the list shows its skeleton, the router's restoration stops where the short page ends.
    enterHistoryEntry('lista', true);
    await tick(); // the scroll's chase is loaded on such a Back
    page.scroll(2500);
    expect(page.y).toBe(200);
    page.grow(4000);
    expect(page.y).toBe(2500);
    forget();
  });

  it('stops as soon as the user scrolls or taps', async () => {
    const page = fakePage();
    const forget = rememberScroll();
    page.grow(4000);
    enterHistoryEntry('a', false);
    page.scroll(3000);
    page.grow(1000);
    enterHistoryEntry('b', false);
    page.scroll(0);
    enterHistoryEntry('a', true);
    await tick();
    page.scroll(0);
    window.dispatchEvent(new Event('touchstart'));
    page.grow(5000);
    expect(page.y).toBe(0);
    forget();
  });
});

describe('scroll kept across full loads', () => {
  it('a full load forgets the places the router kept in earlier loads, so an older place never wins', async () => {
    const { SCROLL_STORE } = await import('../../lib/after-navigation');
    sessionStorage.setItem(SCROLL_STORE, JSON.stringify({ default: 2181, abc: 40 }));
    vi.resetModules();
    await import('../../lib/after-navigation');
    expect(sessionStorage.getItem(SCROLL_STORE)).toBeNull();
  });
});
