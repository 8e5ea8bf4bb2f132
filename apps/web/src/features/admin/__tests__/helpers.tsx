/**
 * What the back office's form tests share: a fake API that answers each call by method and path and records every
 * call, and a page rendered inside a router (the lists keep their filters in the URL) and the toasts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';

export interface Sent {
  method: string;
  url: string;
  body: unknown;
}

export type Reply = { status?: number; body: { state: boolean; message?: string; data?: unknown[]; optional?: unknown } };

/**
 * `routes` maps 'METHOD /api/…' (the path without its query) to the answer; any other call answers an empty success.
 * Returns the calls made, with their JSON bodies.
 */
export function fakeApi(routes: Record<string, Reply | (() => Reply)>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      sent.push({ method, url, body });
      const route = routes[`${method} ${url.split('?')[0]}`];
      const reply = typeof route === 'function' ? route() : (route ?? { body: { state: true, data: [] } });
      return new Response(JSON.stringify({ message: '', data: [], ...reply.body }), {
        status: reply.status ?? (reply.body.state ? 200 : 400),
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

/** The calls that write (anything but GET). */
export const writes = (sent: Sent[]) => sent.filter((s) => s.method !== 'GET');

export function renderPage(page: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/admin/'] });
  return render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

/**
 * The button named `name` (in `container`, else the page) once it can be pressed. A refused save shows its messages
 * before the form leaves its sending state, so its button is disabled, or relabelled, a moment longer (longer still on
 * a busy machine), and a click on a disabled button does nothing.
 */
export function readyButton(name: string | RegExp, container?: HTMLElement): Promise<HTMLElement> {
  const scope = container ? within(container) : screen;
  return waitFor(() => {
    const button = scope.getByRole('button', { name });
    expect(button).toBeEnabled();
    return button;
  });
}
