import type { ReactNode } from 'react';

/** Label/value pairs (an account summary, billing data), in two columns from the small breakpoint unless told one. */
export function DataList({ items, columns = 2 }: { items: { label: string; value: ReactNode }[]; columns?: 1 | 2 }) {
  return (
    <dl className={`grid gap-x-6 gap-y-3 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{item.label}</dt>
          <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
