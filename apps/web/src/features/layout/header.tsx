import { paths, type Area } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import { Link, useLocation, useNavigate } from 'react-router';
import { BasicIcon } from '../../components/basic-icon';
import { homeOfRole, logout } from '../../lib/session';
import { Brand } from './brand';
import { DarkModeToggle } from './dark-mode-toggle';

const SWITCH: Partial<Record<Area, { label: string; to: string }>> = {
  postulantes: { label: 'Iniciar como empresa', to: paths.empresas.login },
  empresas: { label: 'Iniciar como postulante', to: paths.postulantes.login },
};

const LINK =
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 ' +
  'sm:px-3 dark:text-slate-200 dark:hover:bg-slate-800';

/** The student login beside the company's, on every public page but the student login itself. */
const STUDENT_LOGIN = SWITCH.empresas!.label;

export function Header({ area, user, onOpenMenu }: { area: Area | null; user: SessionUser | null; onOpenMenu?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Site-wide pages (the landing page) belong to no area: they offer the applicants' way in and the companies'.
  const switchLink = !user ? SWITCH[area ?? 'postulantes'] : undefined;
  const studentLogin = !user && (area === null || area === 'postulantes') && pathname !== paths.postulantes.login;
  const home = area ? paths[area].home : paths.home;
  // A signed-in user on a page of no area of theirs (the public search, an offer's public page) has no menu there:
  // the brand and a link lead back to their own area.
  const ownHome = user ? homeOfRole(user.role) : undefined;
  const backToArea = ownHome !== undefined && !onOpenMenu;

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
        {/* With «Mi área» and «Cerrar sesión» both, a 360–390 px row has no room for the name too: the logo stays. */}
        <Brand to={ownHome ?? (user ? home : paths.home)} soloLogo={switchLink ? 'estrecho' : backToArea} />
        <div className="ml-auto flex items-center gap-1 sm:gap-3">
          {!user && (
            // The public offer search and the student login, for visitors; below md (where the row has no room for them
            // beside the switch) they go to a second row.
            <nav aria-label="Accesos" className="hidden items-center gap-3 md:flex" data-testid="accesos-escritorio">
              <VisitorLinks studentLogin={studentLogin} />
            </nav>
          )}
          {switchLink && (
            <Link
              to={switchLink.to}
              className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-brand-700 sm:px-3 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
            >
              {switchLink.label}
            </Link>
          )}
          {backToArea && (
            <Link to={ownHome} className={LINK}>
              Mi área
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
      {!user && (
        <nav
          aria-label="Accesos"
          className="mx-auto flex max-w-6xl items-center justify-end gap-1 border-t border-slate-100 px-3 py-1 sm:px-4 md:hidden dark:border-slate-800"
          data-testid="accesos-movil"
        >
          <VisitorLinks studentLogin={studentLogin} />
        </nav>
      )}
    </header>
  );
}

function VisitorLinks({ studentLogin }: { studentLogin: boolean }) {
  return (
    <>
      <Link to={paths.ofertas} className={LINK}>
        <BasicIcon name="briefcase" className="size-4" />
        Ofertas
      </Link>
      {studentLogin && (
        <Link to={paths.postulantes.login} className={LINK}>
          {STUDENT_LOGIN}
        </Link>
      )}
    </>
  );
}
