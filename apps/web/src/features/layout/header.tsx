import { paths, type Area } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import { Link, useNavigate } from 'react-router';
import { BasicIcon } from '../../components/basic-icon';
import { logout } from '../../lib/session';
import { Brand } from './brand';
import { DarkModeToggle } from './dark-mode-toggle';

const SWITCH: Partial<Record<Area, { label: string; to: string }>> = {
  postulantes: { label: 'Iniciar como empresa', to: paths.empresas.login },
  empresas: { label: 'Iniciar como postulante', to: paths.postulantes.login },
};

export function Header({ area, user, onOpenMenu }: { area: Area | null; user: SessionUser | null; onOpenMenu?: () => void }) {
  const navigate = useNavigate();
  const switchLink = area && !user ? SWITCH[area] : undefined;
  const home = area ? paths[area].home : paths.home;

  async function handleLogout() {
    await logout();
    navigate(area ? paths[area].login : paths.home, { replace: true });
  }

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        {onOpenMenu && (
          <button
            type="button"
            onClick={onOpenMenu}
            data-menu-opener
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-label="Abrir menú"
          >
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <Brand to={user ? home : paths.home} />
        <div className="ml-auto flex items-center gap-1 sm:gap-3">
          {!user && (
            // The public offer search, for visitors (on phones the landing page and each offer page link to it).
            <Link
              to={paths.ofertas}
              className="hidden items-center sm:inline-flex gap-1.5 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 sm:px-3 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <BasicIcon name="briefcase" className="size-4" />
              Ofertas
            </Link>
          )}
          {switchLink && (
            <Link
              to={switchLink.to}
              className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-brand-700 sm:px-3 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
            >
              {switchLink.label}
            </Link>
          )}
          <DarkModeToggle compact />
          {user && (
            <button
              type="button"
              onClick={handleLogout}
              className="whitespace-nowrap rounded-md border border-slate-300 px-2.5 py-2 text-sm font-semibold sm:px-3 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              Cerrar sesión
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
