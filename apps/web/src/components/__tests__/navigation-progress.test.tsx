/**
 * A click whose page takes a while to load shows a progress bar after a short delay; a quick one shows nothing; the bar
 * goes when the page arrives.
 */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavigationProgress, PROGRESS_DELAY_MS } from '../navigation-progress';

const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

function setup() {
  let arrive: () => void = () => {};
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <Link to="/lenta">Abrir la oferta</Link> },
          { path: 'rapida', element: <h1>Rápida</h1> },
          { path: 'lenta', loader: () => new Promise<null>((r) => (arrive = () => r(null))), element: <h1>La oferta</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, arrive: () => arrive() };
}

describe('a page that takes a while to load', () => {
  it('shows the bar after the delay, and removes it when the page arrives', async () => {
    const { arrive } = setup();
    act(() => screen.getByRole('link', { name: 'Abrir la oferta' }).click());
    await wait(PROGRESS_DELAY_MS / 3);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await wait(PROGRESS_DELAY_MS);
    expect(screen.getByRole('progressbar', { name: 'Cargando la página' })).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'La oferta' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a quick navigation shows nothing', async () => {
    const { router } = setup();
    await act(() => router.navigate('/rapida'));
    await wait(PROGRESS_DELAY_MS * 1.5);
    expect(screen.getByRole('heading', { name: 'Rápida' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
