/**
 * Draws `children` with the value of `resolve` once it has settled, suspending until then (the nearest `<Suspense>`
 * shows its fallback); a rejection goes to the route's error page. React Router's `<Await>` as our pages use it (a
 * render function, no `errorElement`), on React's own `use`: the router's module is in the entry every page
 * downloads, with each of its parts that some page uses, and this one is ours and stays with the pages that draw it.
 */
import { use, type ReactNode } from 'react';

export function Await<R>({ resolve, children }: { resolve: R; children: (value: Awaited<R>) => ReactNode }) {
  return children((resolve instanceof Promise ? use(resolve) : resolve) as Awaited<R>);
}
