/**
 * Guardar / Guardada: two cards of the same offer follow one saved state (the detail and its list), the toggle says
 * its state with aria-pressed and names the offer; a refusal (the limit) leaves it unsaved and shows the server's
 * message. The server is a fake `fetch` that keeps the saved ids, like the API.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { GuardarButton } from '../guardar-button';

function json(status: number, body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const LOGISTICA = { id: 42, titulo: 'Practicante de Logística' };
const COMPRAS = { id: 43, titulo: 'Practicante de Compras' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GuardarButton', () => {
  it('saves and removes an offer; every button of that offer follows', async () => {
    const saved = new Set<number>([43]);
    const calls: string[] = [];
    // A new session token: the saved ids are read again for it.
    localStorage.setItem('token', `prueba-${Date.now()}`);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push(url);
        const body = init?.body ? (JSON.parse(String(init.body)) as { id_oferta: number }) : undefined;
        if (url.endsWith('/myIds')) return json(200, { state: true, message: '', data: [...saved] });
        if (url.endsWith('/create')) {
          saved.add(body!.id_oferta);
          return json(200, { state: true, message: 'Guardaste la oferta. La encuentras en Guardadas.', data: [] });
        }
        saved.delete(body!.id_oferta);
        return json(200, { state: true, message: 'Quitaste la oferta de Guardadas.', data: [] });
      }),
    );
    render(
      <ToastProvider>
        <GuardarButton oferta={LOGISTICA} />
        <GuardarButton oferta={LOGISTICA} />
        <GuardarButton oferta={COMPRAS} />
      </ToastProvider>,
    );

    const compras = await screen.findByRole('button', { name: 'Guardar: Practicante de Compras', pressed: true });
    expect(compras).toHaveAttribute('aria-pressed', 'true');
    const [first, second] = await screen.findAllByRole('button', { name: 'Guardar: Practicante de Logística' });
    expect(first).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(first!);
    expect(await screen.findAllByRole('button', { name: 'Guardar: Practicante de Logística', pressed: true })).toHaveLength(2);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Guardaste la oferta. La encuentras en Guardadas.')).toBeInTheDocument();
    expect(calls.filter((c) => c.endsWith('/myIds'))).toHaveLength(1);

    await userEvent.click(second!);
    expect(await screen.findAllByRole('button', { name: 'Guardar: Practicante de Logística', pressed: false })).toHaveLength(2);
    expect(saved.has(42)).toBe(false);
  });

  it('stays unsaved when the server refuses, and says why', async () => {
    localStorage.setItem('token', `prueba-limite-${Date.now()}`);
    const limite = 'Puedes guardar hasta 200 ofertas. Quita alguna de Guardadas para guardar otra.';
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.endsWith('/myIds') ? json(200, { state: true, message: '', data: [] }) : json(409, { state: false, message: limite, data: [] }),
      ),
    );
    render(
      <ToastProvider>
        <GuardarButton oferta={LOGISTICA} />
      </ToastProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Guardar: Practicante de Logística' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText(limite)).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
