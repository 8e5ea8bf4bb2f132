/**
 * In-process cache of the lists every applicant or visitor shares (docs/matching.md "Cache", docs/performance.md):
 * the offers matching one training (the recommendation key: level, modality, cycle or exit year, career, Lima day)
 * and the public search pages. Thousands of applicants share a recommendation key, so most requests skip the matching
 * SQL; what is the applicant's own (applied, cancelled) is read fresh per request.
 *
 * Staleness: an entry lives `ttlMs` (MATCHING_CACHE_SECONDS). Every write of an offer or a company through the
 * app calls `ofertasCambiaron()`, which empties every cache of the process at once and again 1 s and 10 s later
 * (a list read while the writing transaction had not committed yet must not survive it). So in one API process
 * a change is seen by the next request. With REDIS_URL every change is also told to the other processes
 * (plugins/cache-bus.ts), which drop their lists the same way as soon as the message arrives; without it (one
 * process), or for SQL run by hand, another process sees a change within the TTL. The Lima day is part of every key,
 * so an offer whose deadline passed leaves at midnight.
 */

/** Bumped by every change of an offer: entries of an older generation are dead. */
let generacion = 0;

/**
 * Re-invalidations after a write, in ms: cover a read that ran while the write's transaction was still open.
 * Tests that must know when the cache is dropped empty it.
 */
export const REINVALIDAR_MS: number[] = [1_000, 10_000];

/**
 * An offer (or a company's name or logo, shown on the cards) changed, or is about to when the caller's
 * transaction commits: every cached list of this process is dropped now and, again, shortly after.
 */
export function ofertasCambiaron(): void {
  invalidarAqui();
  for (const avisar of avisos) avisar();
}

/** The re-invalidations still to come. */
const pendientes = new Set<ReturnType<typeof setTimeout>>();

/** Drops every list of this process, now and again after REINVALIDAR_MS. */
function invalidarAqui(): void {
  generacion++;
  for (const ms of REINVALIDAR_MS) {
    const timer = setTimeout(() => {
      pendientes.delete(timer);
      generacion++;
    }, ms).unref();
    pendientes.add(timer);
  }
}

/**
 * Forgets the re-invalidations already scheduled. For tests that must know when the cache is dropped: with
 * REINVALIDAR_MS emptied, a write made by an earlier test of the same process can no longer drop the lists later.
 */
export function olvidarReinvalidaciones(): void {
  for (const timer of pendientes) clearTimeout(timer);
  pendientes.clear();
}

/** Who tells the other processes of a change (one per app that shares its caches' invalidation). */
const avisos = new Set<() => void>();

/**
 * Several processes: `avisar` tells the others of every change made here; the function returned is what a message
 * from another process calls (it drops this process's lists as a change made here would), and `dejar()` stops
 * telling. Wired in app.ts to the Redis channel of plugins/cache-bus.ts.
 */
export function compartirInvalidacion(avisar: () => void): { recibido: () => void; dejar: () => void } {
  avisos.add(avisar);
  return { recibido: invalidarAqui, dejar: () => avisos.delete(avisar) };
}

interface Entrada<V> {
  valor: V;
  generacion: number;
  expira: number;
  peso: number;
}

export interface CacheOpts {
  /** Lifetime of an entry; 0 turns the cache off (every call computes). */
  ttlMs: number;
  /** Total weight kept (for lists: rows); the least recently used entries go first. */
  maxPeso: number;
  /** Clock in ms (tests); Date.now by default. */
  reloj?: () => number;
}

export interface CacheStats {
  aciertos: number;
  fallos: number;
  entradas: number;
  peso: number;
}

/**
 * A small LRU with a lifetime and the process generation above. `obtener` computes a missing value once even
 * when many requests ask for it at the same moment (they share the pending computation), and keeps it only when
 * no offer changed while it was computed.
 */
export function crearCache<V>(opts: CacheOpts) {
  const reloj = opts.reloj ?? Date.now;
  const entradas = new Map<string, Entrada<V>>();
  const pendientes = new Map<string, Promise<V>>();
  let peso = 0;
  const stats = { aciertos: 0, fallos: 0 };

  function quitar(clave: string, e: Entrada<V>) {
    entradas.delete(clave);
    peso -= e.peso;
  }

  function leer(clave: string): V | undefined {
    const e = entradas.get(clave);
    if (!e) return undefined;
    if (e.generacion !== generacion || e.expira <= reloj()) {
      quitar(clave, e);
      return undefined;
    }
    // Most recently used last (Map keeps insertion order).
    entradas.delete(clave);
    entradas.set(clave, e);
    return e.valor;
  }

  function guardar(clave: string, valor: V, gen: number, pesoValor: number) {
    const previa = entradas.get(clave);
    if (previa) quitar(clave, previa);
    if (pesoValor > opts.maxPeso) return;
    entradas.set(clave, { valor, generacion: gen, expira: reloj() + opts.ttlMs, peso: pesoValor });
    peso += pesoValor;
    for (const [k, e] of entradas) {
      if (peso <= opts.maxPeso) break;
      quitar(k, e);
    }
  }

  /** The cached value of `clave`, or `calcular()`'s (kept unless an offer changed meanwhile). */
  async function obtener(clave: string, calcular: () => Promise<V>, pesoDe: (v: V) => number = () => 1): Promise<V> {
    if (opts.ttlMs <= 0) return calcular();
    const hit = leer(clave);
    if (hit !== undefined) {
      stats.aciertos++;
      return hit;
    }
    stats.fallos++;
    const gen = generacion;
    // Pending computations are shared within a generation only: a request after a change never waits for a
    // computation that started before it.
    const clavePendiente = `${gen}\u0000${clave}`;
    const enCurso = pendientes.get(clavePendiente);
    if (enCurso) return enCurso;
    const promesa = calcular()
      .then((valor) => {
        if (gen === generacion) guardar(clave, valor, gen, pesoDe(valor));
        return valor;
      })
      .finally(() => pendientes.delete(clavePendiente));
    pendientes.set(clavePendiente, promesa);
    return promesa;
  }

  function estadisticas(): CacheStats {
    return { ...stats, entradas: entradas.size, peso };
  }

  return { obtener, estadisticas };
}

export type Cache<V> = ReturnType<typeof crearCache<V>>;
