import { useEffect } from 'react';

/** A page's h1 (focusable after navigation) that also sets the document title. */
export function PageTitle({
  children,
  subtitle,
  documentTitle,
}: {
  children: React.ReactNode;
  subtitle?: React.ReactNode;
  documentTitle?: string;
}) {
  const text = documentTitle ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (text) document.title = `${text} · PractiPerú`;
  }, [text]);
  return (
    <div className="mb-6">
      <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none md:text-3xl dark:text-white">
        {children}
      </h1>
      {subtitle && <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p>}
    </div>
  );
}
