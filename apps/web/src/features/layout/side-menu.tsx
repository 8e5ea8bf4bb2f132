import type { Area } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { logout } from '../../lib/session';
import { paths } from '@practiperu/shared/paths';
import { Icon } from '../../components/icon';
import { trapTab } from '../../components/modal';
import { useIsMobile } from '../../components/use-is-mobile';
import { DarkModeToggle } from './dark-mode-toggle';
import { menuDisplayName, menuItems } from './menu-items';
import { PremiumBadge } from '../premium';

/**
 * The area menu: a sidebar on large screens (≥ 1025 px), a drawer below. The drawer is a modal dialog: focus moves
 * into it, Tab and Shift+Tab stay inside it (the page behind the backdrop is out of reach), and Escape, the close
 * button or the backdrop close it and give focus back to the menu button. The sidebar is not drawn at all on a
 * phone (≤ 768 px), where it is hidden: it was about 47 hidden elements (and their work) in every signed-in page's
 * first paint there.
 */
export function SideMenu({ area, user, open, onClose }: { area: Area; user: SessionUser; open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const panel = useRef<HTMLElement>(null);
  const phone = useIsMobile();
  const items = menuItems(area, user);
  // NavLink ignores the query: an item whose address has one (the assistant's `mis-publicaciones/?asistente=1`) is
  // the current one only on exactly that address, and then the plain item of the same page is not.
  const location = useLocation();
  const queryItem = items.find((i) => i.to.includes('?') && i.to === `${location.pathname}${location.search}`);
  const isCurrent = (to: string, isActive: boolean) => (to.includes('?') ? to === queryItem?.to : isActive && !queryItem);

  // Closing the drawer without going anywhere (Escape, the close button, the backdrop) gives focus back to the
  // button that opened it, so a keyboard user never lands on <body>.
  const closeToOpener = useCallback(() => {
    onClose();
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-menu-opener]')?.focus());
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeToOpener();
      else if (e.key === 'Tab' && panel.current) trapTab(e, panel.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, closeToOpener]);

  async function handleLogout() {
    await logout();
    navigate(paths[area].login, { replace: true });
  }

  const content = (
    <>
      <div className="mb-4 flex items-center gap-3 border-b border-slate-200 px-3 pb-4 dark:border-slate-700">
        <MenuAvatar area={area} user={user} />
        <div className="min-w-0">
          <p className="font-semibold" data-testid="menu-name">
            {menuDisplayName(area, user)}
          </p>
          {area === 'postulantes' && <PremiumBadge user={user} compact />}
        </div>
      </div>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              onClick={onClose}
              aria-current={isCurrent(item.to, true) ? 'page' : false}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
                  isCurrent(item.to, isActive)
                    ? 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-white'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                }`
              }
            >
              <Icon name={item.icon} />
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <DarkModeToggle />
        </li>
        <li>
          <button
            type="button"
            onClick={handleLogout}
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Icon name="logout" />
            Cerrar sesión
          </button>
        </li>
      </ul>
    </>
  );

  return (
    <>
      {!phone && (
        <nav aria-label="Menú principal" className="hidden w-60 shrink-0 lg:block">
          <div className="sticky top-20 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
            {content}
          </div>
        </nav>
      )}
      {open && (
        <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label="Menú">
          <div className="absolute inset-0 bg-slate-900/50" onClick={closeToOpener} aria-hidden="true" />
          <nav
            ref={panel}
            aria-label="Menú principal"
            className="absolute inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-900"
          >
            <button
              type="button"
              onClick={closeToOpener}
              className="mb-2 ml-auto block rounded-md p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
              aria-label="Cerrar menú"
            >
              <Icon name="close" className="size-6" />
            </button>
            {content}
          </nav>
        </div>
      )}
    </>
  );
}

/** The uploaded photo (applicants) or logo (companies) from the session; the initial when none or when it fails to load. */
function MenuAvatar({ area, user }: { area: Area; user: SessionUser }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = user.foto && failed !== user.foto ? user.foto : null;
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={40}
        height={40}
        onError={() => setFailed(src)}
        className={`size-10 shrink-0 rounded-full border border-slate-200 dark:border-slate-700 ${area === 'empresas' ? 'bg-white object-contain p-0.5' : 'object-cover'}`}
        data-testid="menu-avatar"
      />
    );
  }
  return (
    <div
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
      aria-hidden="true"
    >
      {(menuDisplayName(area, user)[0] ?? '?').toUpperCase()}
    </div>
  );
}
