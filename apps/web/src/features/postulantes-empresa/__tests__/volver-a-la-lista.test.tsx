/**
 * A recruiter who opens an applicant from a filtered, sorted page of the list goes back to that same list: the list's
 * query travels in the applicant's address, and «Volver a los postulantes» carries it back.
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PostulantePage } from '../postulante-page';
import { reviewPaths } from '../ui';

describe('back from an applicant to the list it came from', () => {
  it('the applicant address keeps the list query, and only adds one when there is one', () => {
    const links = reviewPaths(4);
    expect(links.postulante(12, '?unread=1&sort=afinidad&pagina=2')).toBe(
      '/empresas/mis-publicaciones/4/postulantes/12?unread=1&sort=afinidad&pagina=2',
    );
    expect(links.postulante(12)).toBe('/empresas/mis-publicaciones/4/postulantes/12');
    expect(links.list('')).toBe('/empresas/mis-publicaciones/4/postulantes');
  });

  it('«Volver a los postulantes» returns to the filtered, sorted page', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/empresas/mis-publicaciones/:id/postulantes/:id_postulant',
          // The page draws its back link whatever the answer; a refusal keeps the test free of a CV fixture.
          loader: () => ({ ok: false, message: 'No se pudo cargar.' }),
          HydrateFallback: () => null,
          element: <PostulantePage />,
        },
      ],
      { initialEntries: ['/empresas/mis-publicaciones/4/postulantes/12?unread=1&departamentos[0]=4&sort=afinidad'] },
    );
    render(<RouterProvider router={router} />);
    const back = await screen.findByRole('link', { name: 'Volver a los postulantes' });
    expect(back).toHaveAttribute('href', '/empresas/mis-publicaciones/4/postulantes?unread=1&departamentos[0]=4&sort=afinidad');
  });
});
