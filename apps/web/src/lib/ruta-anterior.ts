/**
 * The page the reader was on before this one, inside the app: an offer's page counts its view by the list it was
 * opened from (lib/visitas.ts). Kept in memory only.
 */
let actual = typeof location === 'undefined' ? '' : location.pathname;
let anterior: string | null = null;

export function seguirRutas(router: { subscribe(fn: (state: { location: { pathname: string } }) => void): unknown }): void {
  router.subscribe((state) => {
    if (state.location.pathname === actual) return;
    anterior = actual;
    actual = state.location.pathname;
  });
}

export const rutaAnterior = (): string | null => anterior;
