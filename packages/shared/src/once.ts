/**
 * A value made on first use and kept: for `Intl` formatters, whose making loads locale and time-zone data. Made when
 * their module loads, they cost every page that imports the module (the search, an offer page) main-thread time
 * before its first paint, whether it formats anything or not.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
