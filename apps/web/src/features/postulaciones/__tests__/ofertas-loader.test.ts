/**
 * Ofertas para ti asks for both of its lists on a first visit and on a refresh, but paging one list keeps the other's
 * answer; an answer is never kept for another session that signs in in the same tab.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../lib/storage';
import { ofertasLoader } from '../ofertas-page';

const PAGINA = { state: true, message: '', data: [], optional: { current_page: 1, total_pages: 3, total: 25 } };

function contarLlamadas() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(JSON.stringify(PAGINA), { status: 200, headers: { 'content-type': 'application/json' } }));
    }),
  );
  const de = (lista: string) => urls.filter((u) => u.startsWith(`/api/oferta/${lista}?`)).length;
  return { region: () => de('recommended'), otras: () => de('recommendedProfile') };
}

const cargar = (search: string) =>
  ofertasLoader({ request: new Request(`http://localhost/postulantes/nuevas-ofertas${search}`) } as LoaderFunctionArgs);

afterEach(() => vi.unstubAllGlobals());

describe('Ofertas para ti: what each visit asks for', () => {
  it('paging one list keeps the other list’s answer; a refresh asks for both again', async () => {
    tokenStore.set('token-de-lucia');
    const llamadas = contarLlamadas();
    await Promise.all(Object.values(cargar('')).slice(1));
    await Promise.all(Object.values(cargar('?pagina_otras=2')).slice(1));
    expect([llamadas.region(), llamadas.otras()]).toEqual([1, 2]);
    await Promise.all(Object.values(cargar('?pagina_otras=2')).slice(1));
    expect([llamadas.region(), llamadas.otras()]).toEqual([2, 3]);
  });

  it('another person signed in in the same tab gets its own answers', async () => {
    tokenStore.set('token-de-lucia');
    const llamadas = contarLlamadas();
    await Promise.all(Object.values(cargar('?pagina_otras=3')).slice(1));
    const antes = llamadas.region();
    tokenStore.set('token-de-rosa');
    await Promise.all(Object.values(cargar('?pagina_otras=1')).slice(1));
    expect(llamadas.region()).toBe(antes + 1);
  });
});
