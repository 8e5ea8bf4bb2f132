/**
 * The frame of the private pages of an area, with the side menu. Loaded with the first private page, so the public
 * pages (logins, offers, the landing) do not download the menu.
 */
import type { Area } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import { useCallback, useState } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import { SideMenu } from '../features/layout/side-menu';
import { Frame } from './layouts';

/** Private pages of an area: the loader (requireArea) has already checked session and role. */
export function PrivateLayout({ area }: { area: Area }) {
  const user = useLoaderData() as SessionUser;
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <Frame area={area} user={user} onOpenMenu={() => setMenuOpen(true)}>
      <div className="mx-auto flex min-h-screen w-full max-w-6xl flex-1 gap-6 px-4 py-6 short:py-3">
        <SideMenu area={area} user={user} open={menuOpen} onClose={closeMenu} />
        <main id="contenido" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </Frame>
  );
}
