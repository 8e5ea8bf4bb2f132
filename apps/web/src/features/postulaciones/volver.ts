/**
 * Where an offer's detail goes back to. A card of Ofertas para ti, Guardadas or Inicio opens the detail with router state
 * that names its list and the list's address (page included); the detail's back link then says which list it
 * returns to and goes back in the history, so the list comes back at the same page. The list's scroll position is
 * kept here, by history entry, because its cards arrive after the navigation ends (the router's own scroll
 * restoration runs while the skeletons are still shown, when the page is too short to scroll that far).
 */
import { paths } from '@practiperu/shared/paths';
import { useEffect } from 'react';
import { useLocation, type Location } from 'react-router';

export type ListaOrigen = 'ofertas' | 'guardadas' | 'inicio';

export interface DesdeLista {
  desde: ListaOrigen;
  /** The list's address with its page (`/postulantes/nuevas-ofertas?pagina=2`). */
  volver: string;
}

const SCROLL_PREFIX = 'practiperu.lista-scroll.';

/**
 * The first page a tab loads has the history key "default", every time it is loaded: a position remembered for it on
 * an earlier load of the tab (a list opened by its address, a card followed, the address opened again) would scroll
 * the fresh list. This module loads once per page load, before any list draws, so that entry starts clean; a card
 * followed and Back within this load still return to their place.
 */
try {
  sessionStorage.removeItem(`${SCROLL_PREFIX}default`);
} catch {
  // No storage (private mode): nothing was remembered.
}

const LIST_PATH: Record<ListaOrigen, string> = {
  ofertas: paths.postulantes.ofertas,
  guardadas: paths.postulantes.guardadas,
  inicio: paths.postulantes.home,
};

export const VOLVER_LABEL: Record<ListaOrigen, string> = {
  ofertas: 'Volver a Ofertas para ti',
  guardadas: 'Volver a Guardadas',
  inicio: 'Volver a Inicio',
};

/** The back link of a detail opened from no list (a typed address, a shared link): a neutral way to more offers. */
export const SIN_ORIGEN_LABEL = 'Ver más ofertas';

/** The state a list's card link carries; the scroll of the list's history entry is remembered when it is followed. */
export function desdeLista(desde: ListaOrigen, location: Pick<Location, 'pathname' | 'search'>): DesdeLista {
  return { desde, volver: `${location.pathname}${location.search}` };
}

/** Remember the list's scroll before leaving it (called on the card's click). */
export function recordarScroll(location: Pick<Location, 'key'>): void {
  try {
    sessionStorage.setItem(`${SCROLL_PREFIX}${location.key}`, String(Math.round(window.scrollY)));
  } catch {
    // Private mode without storage: the list simply opens at the top.
  }
}

/** The detail's back target from its router state; an address that is not that list's is ignored. */
export function origenDe(state: unknown): DesdeLista | null {
  const s = state as Partial<DesdeLista> | null;
  if (!s || typeof s.desde !== 'string' || !Object.hasOwn(LIST_PATH, s.desde) || typeof s.volver !== 'string') return null;
  const path = LIST_PATH[s.desde];
  // The home is `/postulantes/`, reached as `/postulantes` too.
  const base = path.replace(/\/$/, '');
  const ok = [base, `${base}/`].some((p) => s.volver === p || s.volver!.startsWith(`${p}?`));
  return { desde: s.desde, volver: ok ? s.volver : path };
}

/**
 * Once the list's cards are drawn, the list returns to where it was left (only when coming back to that entry). A
 * page with two lists (Ofertas para ti) draws them one after the other: while the later one is still a skeleton the
 * page may be too short to reach the place, so the place is kept until a list's drawing reaches it (each list tries
 * once, when it draws).
 */
export function useScrollDeLista(ready: boolean): void {
  const location = useLocation();
  useEffect(() => {
    if (!ready) return;
    const key = `${SCROLL_PREFIX}${location.key}`;
    try {
      const saved = sessionStorage.getItem(key);
      const y = saved === null ? NaN : Number(saved);
      if (!Number.isFinite(y) || y <= 0) {
        sessionStorage.removeItem(key);
        return;
      }
      window.scrollTo(0, y);
      // Reached (or the page can scroll no further for good): done; otherwise the next list to draw tries again.
      if (Math.abs(window.scrollY - y) < 2) sessionStorage.removeItem(key);
    } catch {
      // No storage: the list opens at the top.
    }
  }, [ready, location.key]);
}
