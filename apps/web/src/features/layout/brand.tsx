import { Link } from 'react-router';

/**
 * `soloLogo`: on a phone the row also carries «Mi área» and «Cerrar sesión», so the name gives way to them below 640 px.
 * `'estrecho'`: a visitor's row carries the other area's way in («Iniciar como postulante») and the theme switch,
 * which need about 400 px with the name: below 420 px the name gives way, so the switch is not cut off at 360–390 px.
 */
export function Brand({ to, soloLogo = false }: { to: string; soloLogo?: boolean | 'estrecho' }) {
  return (
    <Link
      to={to}
      className="flex shrink-0 items-center gap-2 text-base font-extrabold sm:text-lg tracking-tight text-slate-900 dark:text-white"
      aria-label="PractiPerú, ir al inicio"
    >
      <svg viewBox="0 0 32 32" className="size-7 sm:size-8" aria-hidden="true">
        <rect width="32" height="32" rx="7" className="fill-brand-600" />
        <path d="M9 24V8h8a5 5 0 0 1 0 10h-4v6z" fill="#fff" />
      </svg>
      <span className={soloLogo === 'estrecho' ? 'max-[419px]:hidden' : soloLogo ? 'hidden sm:inline' : undefined}>
        Practi<span className="text-brand-600 dark:text-brand-400">Perú</span>
      </span>
    </Link>
  );
}
