import { Link } from 'react-router';

/** `soloLogo`: on a phone the row also carries «Mi área» and «Cerrar sesión», so the name gives way to them. */
export function Brand({ to, soloLogo = false }: { to: string; soloLogo?: boolean }) {
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
      <span className={soloLogo ? 'hidden sm:inline' : undefined}>
        Practi<span className="text-brand-600 dark:text-brand-400">Perú</span>
      </span>
    </Link>
  );
}
