/**
 * What the applicant list's status tests share: a JSON answer, a fetch stub that records every call with its JSON
 * body, and the providers the list's widgets need (a router and the toasts), with the bulk bar's usual props.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { readFiltros } from '../api';
import { BarraMasiva, type Seleccion } from '../pipeline';

export function json(body: object): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

export interface Llamada {
  url: string;
  method: string;
  body: unknown;
}

/** Replaces fetch with `answer`; `calls` fills with each call as it is made, `fetch` is the mock itself. */
export function stubFetch(answer: (url: string, init?: RequestInit) => Promise<Response>) {
  const calls: Llamada[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? (JSON.parse(String(init.body)) as unknown) : null });
    return answer(url, init);
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

/** A widget of the applicant list as the page renders it: inside a router and the toasts. */
export function renderEnLista(ui: ReactNode) {
  return render(
    <MemoryRouter>
      <ToastProvider>{ui}</ToastProvider>
    </MemoryRouter>,
  );
}

/** The bulk bar of offer 4 with no filters and no tags, over `seleccion`. */
export function barraMasiva(seleccion: Seleccion, cuantos: number) {
  return (
    <BarraMasiva
      idOferta="4"
      seleccion={seleccion}
      cuantos={cuantos}
      filtros={readFiltros(new URLSearchParams())}
      etiquetas={[]}
      onDone={vi.fn()}
      onClear={vi.fn()}
    />
  );
}
