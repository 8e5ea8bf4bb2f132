/**
 * What the insight pages' tests share: a fake server that answers every call with one page's figures and records the
 * addresses asked, the page rendered at its address through its loader, and the CSV files it downloads.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import { vi } from 'vitest';

/** Answers every call with `data` in the envelope; returns the addresses called, in order. */
export function servirCifras(data: unknown): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      return Promise.resolve(
        new Response(JSON.stringify({ state: true, message: '', data: [data] }), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return urls;
}

/** The page at `url` (its route's `path` by default), its loader asking the fake server. */
export function renderRuta(ruta: { path: string; loader: LoaderFunction; element: ReactElement }, url = ruta.path) {
  const router = createMemoryRouter([ruta], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

/** Keeps the files the page downloads; `texto(i)` reads the i-th as the spreadsheet would (BOM kept). */
export function descargas() {
  const blobs: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} }));
  return {
    blobs,
    texto: async (i: number) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[i]!.arrayBuffer()),
  };
}
