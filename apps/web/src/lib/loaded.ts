/** What a route's loader hands its page: the data, or the server's message to show with a way to try again. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };
