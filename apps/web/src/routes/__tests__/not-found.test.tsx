/**
 * The not-found page links to the home of the area the unknown path is in: the back office's to its own home, not to
 * the applicants'.
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from '../not-found';

function renderAt(path: string, element = <NotFoundPage />) {
  // The page reads the browser's address (the app's router is the browser's).
  window.history.replaceState(null, '', path);
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })} />);
}

describe('the not-found page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['/admin/no-existe', '/admin/'],
    ['/empresas/no-existe', '/empresas/'],
    ['/postulantes/no-existe', '/postulantes/'],
    ['/no-existe', '/postulantes/'],
  ])('%s links «Ir al inicio» to %s', (path, home) => {
    renderAt(path);
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', home);
  });

  it('an area given by the route wins over the path', () => {
    renderAt('/cualquier/cosa', <NotFoundPage area="empresas" />);
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/empresas/');
  });
});
