/**
 * The shared-list cache (lib/ofertas-cache.ts; docs/matching.md "Cache") on its own: lifetime, a change of any offer
 * dropping everything now and again after the write's transaction could have committed, concurrent misses
 * computed once, a list computed across a change never kept, and the size bound. The HTTP stories (an approved
 * offer appears at once, a finished one disappears) are in matching.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { crearCache, ofertasCambiaron, olvidarReinvalidaciones } from './ofertas-cache.ts';

let ahora = 0;
const reloj = () => ahora;

beforeEach(() => {
  ahora = 1_000_000;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A computation that counts its calls and answers `valor`. */
function calculo<V>(valor: V) {
  const fn = vi.fn(async () => valor);
  return fn;
}

describe('the shared-list cache', () => {
  it('answers from memory within the lifetime, and computes again after it', async () => {
    const cache = crearCache<string[]>({ ttlMs: 30_000, maxPeso: 100, reloj });
    const calcular = calculo(['a', 'b']);
    expect(await cache.obtener('k', calcular)).toEqual(['a', 'b']);
    ahora += 29_999;
    expect(await cache.obtener('k', calcular)).toEqual(['a', 'b']);
    expect(calcular).toHaveBeenCalledTimes(1);
    ahora += 1;
    await cache.obtener('k', calcular);
    expect(calcular).toHaveBeenCalledTimes(2);
    expect(cache.estadisticas()).toMatchObject({ aciertos: 1, fallos: 2, entradas: 1 });
  });

  it('a change of an offer drops every list at once, and again 1 s and 10 s later', async () => {
    const a = crearCache<number>({ ttlMs: 60_000, maxPeso: 100, reloj });
    const b = crearCache<number>({ ttlMs: 60_000, maxPeso: 100, reloj });
    const ca = calculo(1);
    const cb = calculo(2);
    await a.obtener('k', ca);
    await b.obtener('k', cb);
    ofertasCambiaron();
    await a.obtener('k', ca);
    await b.obtener('k', cb);
    expect([ca.mock.calls.length, cb.mock.calls.length]).toEqual([2, 2]);
    // A list read while the writer's transaction was still open would hold the old rows: dropped again.
    await a.obtener('k', ca);
    expect(ca).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    await a.obtener('k', ca);
    expect(ca).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(9_000);
    await a.obtener('k', ca);
    expect(ca).toHaveBeenCalledTimes(4);
    await a.obtener('k', ca);
    expect(ca).toHaveBeenCalledTimes(4);
  });

  it('a test that must know when lists are dropped can forget the drops already scheduled by earlier writes', async () => {
    const a = crearCache<number>({ ttlMs: 60_000, maxPeso: 100, reloj });
    const ca = calculo(1);
    ofertasCambiaron();
    await a.obtener('k', ca);
    olvidarReinvalidaciones();
    vi.advanceTimersByTime(10_000);
    await a.obtener('k', ca);
    expect(ca).toHaveBeenCalledTimes(1);
  });

  it('requests that miss at the same moment share one computation', async () => {
    const cache = crearCache<string>({ ttlMs: 30_000, maxPeso: 100, reloj });
    let soltar: (v: string) => void = () => {};
    const calcular = vi.fn(() => new Promise<string>((resolve) => (soltar = resolve)));
    const tres = [cache.obtener('k', calcular), cache.obtener('k', calcular), cache.obtener('k', calcular)];
    soltar('lista');
    expect(await Promise.all(tres)).toEqual(['lista', 'lista', 'lista']);
    expect(calcular).toHaveBeenCalledTimes(1);
  });

  it('a list computed while an offer changed is answered but not kept; a request after the change does not wait for it', async () => {
    const cache = crearCache<string>({ ttlMs: 30_000, maxPeso: 100, reloj });
    let soltarVieja: (v: string) => void = () => {};
    const vieja = cache.obtener('k', () => new Promise<string>((resolve) => (soltarVieja = resolve)));
    ofertasCambiaron();
    const nueva = cache.obtener('k', async () => 'nueva');
    soltarVieja('vieja');
    expect(await vieja).toBe('vieja');
    expect(await nueva).toBe('nueva');
    const despues = calculo('otra');
    expect(await cache.obtener('k', despues)).toBe('nueva');
    expect(despues).not.toHaveBeenCalled();
  });

  it('keeps at most maxPeso rows, dropping the least recently used lists first', async () => {
    const cache = crearCache<number[]>({ ttlMs: 30_000, maxPeso: 10, reloj });
    const peso = (l: number[]) => l.length;
    await cache.obtener('a', async () => [1, 2, 3, 4], peso);
    await cache.obtener('b', async () => [1, 2, 3, 4], peso);
    await cache.obtener('a', calculo([0]), peso); // a hit: 'a' is now the most recent
    await cache.obtener('c', async () => [1, 2, 3, 4], peso);
    expect(cache.estadisticas()).toMatchObject({ entradas: 2, peso: 8 });
    const b = calculo([9]);
    await cache.obtener('b', b, peso);
    expect(b).toHaveBeenCalledTimes(1);
    // A list heavier than the whole bound is never kept.
    const grande = calculo(Array.from({ length: 11 }, (_, i) => i));
    await cache.obtener('g', grande, peso);
    await cache.obtener('g', grande, peso);
    expect(grande).toHaveBeenCalledTimes(2);
  });

  it('a lifetime of 0 turns it off', async () => {
    const cache = crearCache<number>({ ttlMs: 0, maxPeso: 100, reloj });
    const calcular = calculo(7);
    await cache.obtener('k', calcular);
    await cache.obtener('k', calcular);
    expect(calcular).toHaveBeenCalledTimes(2);
  });
});
