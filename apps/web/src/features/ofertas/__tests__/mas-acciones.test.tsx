/**
 * «Más acciones» of an offer is a menu: it opens from its button, and closing it with Escape (from the button or from
 * one of its items) gives focus back to that button, so a keyboard user never lands on <body> or on a hidden item.
 */
import { ESTADO_OFERTA, TIPO_OFERTA } from '@practiperu/shared/oferta';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { OfertaActions } from '../oferta-actions';

const NOW = new Date('2027-04-12T15:00:00.000Z');

afterEach(() => vi.unstubAllGlobals());

function renderActions(onChanged = vi.fn()) {
  const oferta = {
    id: 7,
    titulo: 'Practicante Contable',
    estado: ESTADO_OFERTA.APROBADA,
    tipo: TIPO_OFERTA.GRATIS,
    estado_pago: null,
    finaliza: null,
    fin_convocatoria: '2027-04-30',
    publicar: 1,
    mensaje_rechazado: null,
    creado_en: '2027-04-01T15:00:00.000Z',
  };
  const router = createMemoryRouter([{ path: '/', element: <OfertaActions oferta={oferta} now={NOW} onChanged={onChanged} /> }]);
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

describe('Más acciones', () => {
  it('Escape from an item closes the menu and gives focus back to its button', async () => {
    renderActions();
    const button = screen.getByRole('button', { name: 'Más acciones' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const item = screen.getByRole('button', { name: 'Ocultar a los postulantes' });
    item.focus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(item).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('Escape on the button itself closes the menu and keeps focus there', async () => {
    renderActions();
    const button = screen.getByRole('button', { name: 'Más acciones' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('«Ocultar a los postulantes» says what it did in a toast (the API’s message) and keeps the focus on «Más acciones»', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ state: true, message: 'La oferta ya no se muestra a los postulantes.', data: [] }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const onChanged = vi.fn();
    renderActions(onChanged);
    const button = screen.getByRole('button', { name: 'Más acciones' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar a los postulantes' }));
    expect(await screen.findByText('La oferta ya no se muestra a los postulantes.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledWith('hidden', expect.anything());
    expect(button).toHaveFocus();
  });
});
