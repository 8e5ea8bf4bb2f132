/**
 * The actions of an offer in Mis publicaciones follow its state: a rejected offer, which applicants never see, offers
 * neither «Ocultar» nor «Mostrar a los postulantes» under «Más acciones»; an approved one offers the one that applies.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { OfertaActions } from '../oferta-actions';

const NOW = new Date('2026-11-20T15:00:00Z');
const BASE = {
  id: 41,
  titulo: 'Practicante de Contabilidad',
  estado: 0,
  tipo: 0,
  estado_pago: null,
  finaliza: null,
  fin_convocatoria: '2026-11-30',
  publicar: 1,
  mensaje_rechazado: null,
  creado_en: '2026-11-18T15:00:00Z',
};

function renderActions(oferta: typeof BASE | (Omit<typeof BASE, 'mensaje_rechazado'> & { mensaje_rechazado: string })) {
  const router = createMemoryRouter([{ path: '*', element: <OfertaActions oferta={oferta} now={NOW} onChanged={vi.fn()} /> }]);
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

async function openMore() {
  await userEvent.click(screen.getByRole('button', { name: 'Más acciones' }));
  return screen.getByRole('list', { name: /^Más acciones/ });
}

describe('Más acciones of an offer', () => {
  it('a rejected offer, hidden or not, offers neither showing nor hiding it', async () => {
    for (const publicar of [0, 1]) {
      renderActions({ ...BASE, estado: 2, publicar, mensaje_rechazado: 'La subvención no cumple con la Ley 28518.' });
      const menu = await openMore();
      expect(within(menu).queryByRole('button', { name: 'Mostrar a los postulantes' })).toBeNull();
      expect(within(menu).queryByRole('button', { name: 'Ocultar a los postulantes' })).toBeNull();
      expect(within(menu).getByRole('link', { name: 'Duplicar como destacada' })).toBeTruthy();
      expect(within(menu).getByRole('button', { name: 'Eliminar' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Ver motivo de rechazo' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('an approved hidden offer offers to show it again', async () => {
    renderActions({ ...BASE, estado: 1, publicar: 0 });
    const menu = await openMore();
    expect(within(menu).getByRole('button', { name: 'Mostrar a los postulantes' })).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Ocultar a los postulantes' })).toBeNull();
  });
});
