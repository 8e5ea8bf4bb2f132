/**
 * Draws `children` with the value of `resolve` once it has settled, suspending until then (the nearest `<Suspense>`
 * shows its fallback); a rejection goes to the route's error page. React Router's `<Await>` as our pages use it (a
 * render function, no `errorElement`), done the same way: the promise's outcome is kept on it, and it is thrown while
 * pending, so that React draws again once it settles. The router's module is in the entry every page downloads, with
 * each of its parts that some page uses; this one is ours and stays with the pages that draw it.
 */
import type { ReactNode } from 'react';

type Tracked = Promise<unknown> & { watched?: boolean; settled?: { ok: boolean; value: unknown } };

export function Await<R>({ resolve, children }: { resolve: R; children: (value: Awaited<R>) => ReactNode }) {
  if (!(resolve instanceof Promise)) return children(resolve as Awaited<R>);
  const promise = resolve as Tracked;
  if (!promise.settled) {
    if (!promise.watched) {
      promise.watched = true;
      promise.then(
        (value) => (promise.settled = { ok: true, value }),
        (value) => (promise.settled = { ok: false, value }),
      );
    }
    // React waits for the thrown promise and draws again: by then `settled` is set (its handler runs first).
    throw promise;
  }
  if (!promise.settled.ok) throw promise.settled.value;
  return children(promise.settled.value as Awaited<R>);
}
