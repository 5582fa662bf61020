import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** A white panel; `compact` keeps the small padding on wide screens too (tiles in a grid). */
export function Card({
  className,
  compact = false,
  ...props
}: HTMLAttributes<HTMLDivElement> & { compact?: boolean }) {
  return (
    <div
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        !compact && 'sm:p-6',
        className,
      )}
      {...props}
    />
  );
}
