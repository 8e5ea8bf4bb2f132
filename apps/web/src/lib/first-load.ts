/**
 * The page the browser opened shows its data in its first paint; later navigations show skeletons at once.
 *
 * main.tsx holds the first render until the router has the page's code and data (nothing moves). A loader that
 * leaves its list as a promise (for `<Await>`) would make that first render draw skeleton rows and then the list;
 * and React reveals what replaces a fallback no sooner than 300 ms after the fallback appeared, so the page's main
 * content would appear up to 0.3 s after its data had arrived. On the first load, `settledOnFirstLoad` waits for the
 * promise instead (`<Await>` draws a plain value at once); afterwards it leaves it to `<Await>` and the skeletons.
 * Only for data that comes as fast as the page's other calls: a slow answer would hold the whole first paint.
 */

let firstLoad = true;

/** main.tsx: the router has finished its first load; from now on loaders run for navigations. */
export function firstLoadDone(): void {
  firstLoad = false;
}

/** For tests: back to the state of a page just opened. */
export function resetFirstLoad(): void {
  firstLoad = true;
}

/** `data` as it is, or, on the first load, once its `key` has settled (with the value in place of the promise). */
export function settledOnFirstLoad<D extends object, K extends keyof D>(data: D, key: K): D | Promise<D> {
  if (!firstLoad) return data;
  return Promise.resolve(data[key]).then((value) => ({ ...data, [key]: value }));
}
