/**
 * A counted view must reach the server even when the reader reloads or leaves at once: the call is sent with
 * `keepalive`, which the browser lets finish after the page is gone (a reload used to cancel it, and the reload was
 * then counted as a direct visit instead of the search it came from).
 */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contarCompartido, contarVista } from '../visitas';

afterEach(() => vi.unstubAllGlobals());

function stubFetch() {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ state: true, data: [], message: '' }), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('counting an offer’s views and shares', () => {
  it('sends a view once per offer, with its source, in a call that outlives the page', async () => {
    const fetchMock = stubFetch();
    contarVista(91_001, '?utm_source=whatsapp&utm_medium=mensajeria&utm_campaign=compartir-oferta');
    contarVista(91_001, '');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/metricas/evento');
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body))).toEqual({ id_oferta: 91_001, evento: 'vista', fuente: 'compartido', canal: 'whatsapp' });
  });

  it('sends a share with the source the offer was reached from, also outliving the page', async () => {
    const fetchMock = stubFetch();
    contarVista(91_002, '');
    contarCompartido(91_002, 'linkedin');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const compartido = fetchMock.mock.calls
      .map((c) => c as unknown as [string, RequestInit])
      .find(([, init]) => JSON.parse(String(init.body)).evento === 'compartido')!;
    expect(compartido[1].keepalive).toBe(true);
    expect(JSON.parse(String(compartido[1].body))).toEqual({
      id_oferta: 91_002,
      evento: 'compartido',
      fuente: 'directo',
      canal: 'linkedin',
    });
  });

  it('ignores the 429 envelope the server answers past its limit: nothing thrown, nothing retried', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ state: false, data: [], message: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.' }),
          {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '60' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const rechazos: unknown[] = [];
    const alRechazo = (motivo: unknown) => rechazos.push(motivo);
    process.on('unhandledRejection', alRechazo);
    try {
      contarVista(91_003, '');
      contarCompartido(91_003, 'whatsapp');
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(rechazos).toEqual([]);
    } finally {
      process.off('unhandledRejection', alRechazo);
    }
  });
});
