import { Flame, Trophy } from 'lucide-react';
import { countOf } from '@/domain/plural';
import { STREAK_TEXTS } from '@/domain/streaks';
import { cn } from './cn';

/**
 * The report streak, current and best (src/domain/streaks.ts), as a labelled pair. `current` null: still
 * being worked out (the days off it depends on are loading), or 'N/A' when they could not be read
 * (`failed`). `tone` 'onDark' for the dashboard's banner.
 */
export function StreakSummary({
  current,
  best,
  failed = false,
  tone = 'light',
  className,
}: {
  current: number | null;
  best: number;
  failed?: boolean;
  tone?: 'light' | 'onDark';
  className?: string;
}) {
  const dark = tone === 'onDark';
  const label = cn('flex items-center gap-1.5 text-xs', dark ? 'text-indigo-100' : 'text-slate-600');
  const value = cn('text-lg font-bold', dark ? 'text-white' : 'text-slate-900');
  const icon = cn('size-4 shrink-0', dark ? 'text-amber-200' : 'text-amber-600');
  return (
    <section aria-label={STREAK_TEXTS.title} className={className}>
      <dl className="flex flex-wrap gap-x-6 gap-y-2">
        <div>
          <dt className={label}>
            <Flame aria-hidden="true" className={icon} />
            {STREAK_TEXTS.current}
          </dt>
          <dd className={value} data-testid="streak-current">
            {current !== null ? countOf(current, 'day') : failed ? 'N/A' : '…'}
          </dd>
        </div>
        <div>
          <dt className={label}>
            <Trophy aria-hidden="true" className={icon} />
            {STREAK_TEXTS.best}
          </dt>
          <dd className={value} data-testid="streak-best">
            {countOf(best, 'day')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
