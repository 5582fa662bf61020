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
  const figure = {
    label: cn('flex items-center gap-1.5 text-xs', dark ? 'text-indigo-100' : 'text-slate-600'),
    value: cn('text-lg font-bold', dark ? 'text-white' : 'text-slate-900'),
    icon: cn('size-4 shrink-0', dark ? 'text-amber-200' : 'text-amber-600'),
  };
  return (
    <section aria-label={STREAK_TEXTS.title} className={className}>
      <dl className="flex flex-wrap gap-x-6 gap-y-2">
        <StreakFigure
          Icon={Flame}
          term={STREAK_TEXTS.current}
          testId="streak-current"
          classes={figure}
          value={current !== null ? countOf(current, 'day') : failed ? 'N/A' : '…'}
        />
        <StreakFigure
          Icon={Trophy}
          term={STREAK_TEXTS.best}
          testId="streak-best"
          classes={figure}
          value={countOf(best, 'day')}
        />
      </dl>
    </section>
  );
}

/** One figure of the pair: its icon and term, then its value. */
function StreakFigure({
  Icon,
  term,
  value,
  testId,
  classes,
}: {
  Icon: typeof Flame;
  term: string;
  value: string;
  testId: string;
  classes: { label: string; value: string; icon: string };
}) {
  return (
    <div>
      <dt className={classes.label}>
        <Icon aria-hidden="true" className={classes.icon} />
        {term}
      </dt>
      <dd className={classes.value} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
