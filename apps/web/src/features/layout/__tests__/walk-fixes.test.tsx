/**
 * Found walking through the screens: the menu picture, focus after the drawer closes with Escape, and a closed alert
 * that stays closed.
 */
import type { SessionUser } from '@practiperu/shared/session';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISMISSED_ALERT_KEY } from '../../../lib/storage';
import { alertFingerprint, AlertsBanner, loadAlerts } from '../alerts-banner';
import { Header } from '../header';
import { SideMenu } from '../side-menu';

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

function Shell({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Header area="postulantes" user={user} onOpenMenu={() => setOpen(true)} />
      <SideMenu area="postulantes" user={user} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function renderShell(user: SessionUser) {
  const router = createMemoryRouter([{ path: '*', element: <Shell user={user} /> }]);
  render(<RouterProvider router={router} />);
}

describe('the menu', () => {
  it('shows the uploaded photo instead of the initial, and the initial when there is none', () => {
    renderShell({ ...postulante, foto: '/uploads/fotos/abc.png' });
    const nav = screen.getAllByRole('navigation', { name: 'Menú principal' })[0]!;
    expect(within(nav).getByTestId('menu-avatar')).toHaveAttribute('src', '/uploads/fotos/abc.png');
  });

  it('without a photo keeps the initial', () => {
    renderShell(postulante);
    const nav = screen.getAllByRole('navigation', { name: 'Menú principal' })[0]!;
    expect(within(nav).queryByTestId('menu-avatar')).toBeNull();
    expect(within(nav).getByText('M')).toBeInTheDocument();
  });

  it('closing the drawer with Escape gives focus back to the menu button, never to <body>', async () => {
    const user = userEvent.setup();
    renderShell(postulante);
    const opener = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cerrar menú' })).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });

  it('on a phone the open drawer keeps Tab and Shift+Tab inside it, away from the page behind the backdrop', async () => {
    const user = userEvent.setup();
    renderShell(postulante);
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = screen.getByRole('dialog', { name: 'Menú' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    const close = within(drawer).getByRole('button', { name: 'Cerrar menú' });
    const logout = within(drawer).getByRole('button', { name: 'Cerrar sesión' });
    await waitFor(() => expect(close).toHaveFocus());
    // From the last item, Tab goes round to the first one, never to the page.
    logout.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(logout).toHaveFocus();
    // Every step of a full round stays in the drawer.
    for (let i = 0; i < 15; i++) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(close);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveFocus());
  });
});

describe('the alerts banner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('once closed stays closed on the next page load, until the alert changes', async () => {
    const alert = { content: 'Mantenimiento el sábado de 22:00 a 23:00', expireIn: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ state: true, data: [alert], message: '' }), { headers: { 'content-type': 'application/json' } }),
        ),
      ),
    );
    await act(() => loadAlerts());
    const first = render(<AlertsBanner />);
    expect(screen.getByTestId('alerts-banner')).toHaveTextContent(alert.content);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByTestId('alerts-banner')).toBeNull();
    expect(localStorage.getItem(DISMISSED_ALERT_KEY)).toBe(alertFingerprint(alert));
    first.unmount();

    // A new page load (same alert): still closed.
    render(<AlertsBanner />);
    expect(screen.queryByTestId('alerts-banner')).toBeNull();

    // Another alert's content: it shows again.
    expect(alertFingerprint({ ...alert, content: 'Nuevo aviso' })).not.toBe(alertFingerprint(alert));
    localStorage.setItem(DISMISSED_ALERT_KEY, alertFingerprint({ ...alert, content: 'Otro aviso' }));
    render(<AlertsBanner />);
    expect(screen.getByTestId('alerts-banner')).toBeInTheDocument();
  });
});

describe('the public header', () => {
  function renderHeader(area: 'postulantes' | 'empresas' | null, at: string) {
    const router = createMemoryRouter([{ path: '*', element: <Header area={area} user={null} /> }], { initialEntries: [at] });
    render(<RouterProvider router={router} />);
  }

  it('offers the student login beside «Iniciar como empresa», and «Ofertas» on phones too', () => {
    for (const [area, at] of [
      [null, '/'],
      ['postulantes', '/ofertas'],
    ] as const) {
      renderHeader(area, at);
      const movil = screen.getByTestId('accesos-movil');
      // The second row is not hidden below the md breakpoint: «Ofertas» and the student login are reachable at 390 px.
      expect(movil.className).toMatch(/(^|\s)md:hidden(\s|$)/);
      expect(movil.className).not.toMatch(/(^|\s)hidden(\s|$)/);
      expect(within(movil).getByRole('link', { name: 'Ofertas' })).toHaveAttribute('href', '/ofertas');
      expect(within(movil).getByRole('link', { name: 'Iniciar como postulante' })).toHaveAttribute('href', '/postulantes/inicio-sesion');
      const escritorio = screen.getByTestId('accesos-escritorio');
      expect(within(escritorio).getByRole('link', { name: 'Iniciar como postulante' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Iniciar como empresa' })).toHaveAttribute('href', '/empresas/inicio-sesion');
      cleanup();
    }
  });

  it('the student login page does not link to itself', () => {
    renderHeader('postulantes', '/postulantes/inicio-sesion');
    expect(screen.queryByRole('link', { name: 'Iniciar como postulante' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Iniciar como empresa' })).toBeInTheDocument();
  });
});
