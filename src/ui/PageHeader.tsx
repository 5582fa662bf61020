import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A screen's title (its one h1), optional subtitle and actions. `back` goes before the title (a link
 * back to the list the screen was opened from). `stacked`: the page is a column with its own gap, so
 * the header adds no margin below.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  back,
  stacked = false,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
  stacked?: boolean;
}) {
  return (
    <header className={cn('flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between', !stacked && 'mb-6')}>
      <div className="flex min-w-0 items-start gap-3">
        {back}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600 sm:text-base">{subtitle}</p>}
        </div>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
