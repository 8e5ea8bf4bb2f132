import { BasicIcon } from '../../components/basic-icon';
import { useDarkMode } from '../../lib/theme';

export function DarkModeToggle({ compact = false }: { compact?: boolean }) {
  const [dark, toggle] = useDarkMode();
  const label = dark ? 'Desactivar modo oscuro' : 'Activar modo oscuro';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={compact ? label : undefined}
      title={label}
      onClick={toggle}
      className={
        compact
          ? 'rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
          : 'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
      }
    >
      <BasicIcon name={dark ? 'sun' : 'moon'} />
      {!compact && <span>Modo oscuro: {dark ? 'activado' : 'desactivado'}</span>}
    </button>
  );
}
