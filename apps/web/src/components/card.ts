/** The white card of a page's main content. */
export const CARD = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900';
