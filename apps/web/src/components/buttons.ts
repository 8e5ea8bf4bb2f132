/**
 * The buttons and links of the screens, as class names for a <button>, a <Link> or an <a>. (The back office's lists
 * have a smaller BUTTON_SMALL of their own, in features/admin/ui.tsx.)
 */
export const BUTTON_PRIMARY =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm ' +
  'hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70';
export const BUTTON_DANGER =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white shadow-sm ' +
  'hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70';
export const BUTTON_SECONDARY =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 ' +
  'hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
export const TEXT_LINK = 'font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100';
export const BUTTON_SMALL =
  'inline-flex items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold ' +
  'text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 ' +
  'dark:text-slate-100 dark:hover:bg-slate-800';
export const BUTTON_ADD =
  'inline-flex items-center justify-center gap-1.5 rounded-lg border border-dashed border-brand-600 px-3 py-2 text-sm font-semibold ' +
  'text-brand-700 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-slate-800';
export const BUTTON_DANGER_OUTLINE =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2.5 font-semibold text-red-700 ' +
  'hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-70 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950';
/** A small filled button (a row's main action), one set of colours. */
export const BUTTON_SMALL_PRIMARY =
  'inline-flex items-center justify-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm ' +
  'hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70';
/** A small red-outlined button (a row's removal), one set of colours. */
export const BUTTON_SMALL_DANGER =
  'inline-flex items-center justify-center gap-1.5 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold ' +
  'text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-70 dark:border-red-800 dark:bg-slate-900 ' +
  'dark:text-red-300 dark:hover:bg-red-950';
