import { useEffect } from 'react';

/** A page's h1 (focusable after navigation) that also sets the document title. */
export function PageTitle({
  children,
  subtitle,
  documentTitle,
  compactWhenShort = false,
}: {
  children: React.ReactNode;
  subtitle?: React.ReactNode;
  documentTitle?: string;
  /**
   * On a short screen (a phone turned sideways) the title and subtitle are left to screen readers (the address bar and
   * the search field say where one is), so a list's first result shows (docs/mobile-lists.md).
   */
  compactWhenShort?: boolean;
}) {
  const text = documentTitle ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (text) document.title = `${text} · PractiPerú`;
  }, [text]);
  return (
    <div className={compactWhenShort ? 'mb-6 short:mb-0' : 'mb-6'}>
      <h1
        tabIndex={-1}
        className={`text-2xl font-bold tracking-tight text-slate-900 outline-none md:text-3xl dark:text-white ${compactWhenShort ? 'short:sr-only' : ''}`}
      >
        {children}
      </h1>
      {subtitle && <p className={`mt-1 text-slate-600 dark:text-slate-400 ${compactWhenShort ? 'short:sr-only' : ''}`}>{subtitle}</p>}
    </div>
  );
}
