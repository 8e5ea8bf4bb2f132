/**
 * A signed-in user on a page of no area of theirs (the public search) has no menu there: the header leads back to
 * their own area. Visitors keep the public links.
 */
import type { SessionUser } from '@practiperu/shared/session';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from '../header';

const postulante: SessionUser = {
  id: 1,
  role: 0,
  name: 'María',
  lastname: 'Quispe',
  nombre_org: '',
  email: 'maria@correo.pe',
  estado_pago: null,
  is_premium: false,
  is_dev: false,
  cv_completo: true,
};

function renderHeader(user: SessionUser | null, onOpenMenu?: () => void) {
  const router = createMemoryRouter([{ path: '*', element: <Header area="postulantes" user={user} onOpenMenu={onOpenMenu} /> }], {
    initialEntries: ['/ofertas'],
  });
  render(<RouterProvider router={router} />);
}

describe('the header of a public page', () => {
  it('a signed-in applicant on /ofertas has «Mi área», back to their home', () => {
    renderHeader(postulante);
    expect(screen.getByRole('link', { name: 'Mi área' })).toHaveAttribute('href', '/postulantes/');
  });

  it('inside their area (with its menu) the link is not repeated', () => {
    renderHeader(postulante, () => {});
    expect(screen.queryByRole('link', { name: 'Mi área' })).toBeNull();
  });

  it('a visitor never has it', () => {
    renderHeader(null);
    expect(screen.queryByRole('link', { name: 'Mi área' })).toBeNull();
  });
});
