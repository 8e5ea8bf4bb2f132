/** The Equipo page as the holder Rosa opens it, with the toasts it shows: for the page's tests. */
import { ROLE } from '@practiperu/shared/constants';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../../components/toast';
import { equipoLoader, EquipoPage } from '../equipo-page';

export function renderEquipoPage() {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ id: 1, role: ROLE.RECLUTADOR, nombres: 'Rosa' }),
        children: [{ path: 'empresas/equipo', loader: equipoLoader, element: <EquipoPage /> }],
      },
    ],
    { initialEntries: ['/empresas/equipo'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}
