/**
 * Loading placeholders. The shapes are decorative (aria-hidden); `SkeletonGroup` is what tells
 * assistive technology that the area is loading, so wrap the shapes of one screen in one group.
 */
import type { ReactNode } from 'react';

const SHAPE = 'animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none dark:bg-slate-700';

/** A block of any size: pass width and height utilities, e.g. `className="h-32 w-32 rounded-full"`. */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <div aria-hidden="true" className={`${SHAPE} ${className}`} />;
}

/** Lines of text; the last one is shorter so the block reads as a paragraph. */
export function SkeletonText({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={`space-y-2 ${className}`}>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={`${SHAPE} h-4 ${i === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}

/** The shape of an offer or list card: logo, two title lines and a paragraph. */
export function SkeletonCard({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900 ${className}`}
    >
      <div className="flex items-center gap-3">
        <div className={`${SHAPE} size-12 shrink-0 rounded-lg`} />
        <div className="flex-1 space-y-2">
          <div className={`${SHAPE} h-4 w-3/4`} />
          <div className={`${SHAPE} h-3 w-1/2`} />
        </div>
      </div>
      <SkeletonText lines={2} className="mt-4" />
    </div>
  );
}

export interface SkeletonGroupProps {
  children?: ReactNode;
  /** What is loading, read by screen readers. */
  label?: string;
  className?: string;
}

/** The busy area: marks it aria-busy and says 'Cargando…' to screen readers. */
export function SkeletonGroup({ children, label = 'Cargando…', className = '' }: SkeletonGroupProps) {
  return (
    <div aria-busy="true" className={className}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {children ?? <SkeletonText />}
    </div>
  );
}
