/**
 * Our route plugins carry the name Fastify shows for them (in its plugin tree and its timeout errors).
 *
 * Without one, Fastify looks for a plugin among the exports of every loaded CommonJS module before it falls back on
 * the function's name, twice for each registration: with some 1,700 modules loaded that is about a millisecond each
 * time, and an app registers some 60 route plugins. With the name set, it looks nowhere; the name is the one it would
 * have found (the function's), or the one given for a plugin written in place.
 */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any plugin function, whatever its signature
export function named<T extends Function>(plugin: T, name: string = plugin.name): T {
  const target = plugin as T & { [DISPLAY_NAME]?: string };
  target[DISPLAY_NAME] ??= name;
  return plugin;
}
