import { addMonths, isAfter, isBefore, isSameDay, startOfMonth } from 'date-fns';
import { REPORTS_START } from '@/domain/constants';
import { dayState, monthGrid, WEEKDAYS, type DayState, type EmployedSpan } from '@/domain/calendar';
import { formatMonthTitle, formatWeekdayDate, parseDay, toDayKey } from '@/domain/dates';
import { cn } from './cn';

const FIRST_MONTH = startOfMonth(parseDay(REPORTS_START) ?? new Date(2025, 6, 28));

const STATE_LABEL: Record<DayState, string> = {
  submitted: 'Report Submitted',
  missed: 'Missed Report',
  today: 'Today',
  disabled: 'Not available',
  idle: 'Weekly off',
  holiday: 'Holiday',
  leave: 'On leave',
};

const STATE_CLASS: Record<DayState, string> = {
  submitted: 'bg-emerald-700 font-semibold text-white',
  missed: 'bg-red-100 font-medium text-red-800',
  today: 'bg-white font-semibold text-indigo-800 ring-2 ring-inset ring-indigo-600',
  disabled: 'bg-slate-50 text-slate-500',
  idle: 'bg-white text-slate-700',
  holiday: 'bg-amber-100 font-medium text-amber-900',
  leave: 'bg-sky-100 font-medium text-sky-900',
};

export interface MonthCalendarProps {
  /** Any day of the month to show. */
  month: Date;
  onMonthChange: (month: Date) => void;
  today: Date;
  /** `YYYY-MM-DD` keys of the days that have a report. */
  reportDays: ReadonlySet<string>;
  /** The company's holidays of the month shown (day key -> name): days off, never missed. */
  holidays?: ReadonlyMap<string, string>;
  /** The employee's approved leave days of the month shown (day keys): 'On leave', never missed. */
  leaveDays?: ReadonlySet<string>;
  /** When the employee was expected to report (employedSpan): days before their account or after they left are greyed out. */
  span?: EmployedSpan;
  /** Called with the day key when a day with a report is chosen; without it no day is clickable. */
  onSelectDay?: (dayKey: string) => void;
  className?: string;
}

/**
 * The productivity calendar (docs/product.md#daily-productivity-reports): submitted days green (and clickable), today
 * outlined, past working days without a report red, days before 28 July 2025 and future days
 * greyed out. Sunday is the weekly off and the company's holidays are days off: neither is ever missed.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  reportDays,
  holidays,
  leaveDays,
  span,
  onSelectDay,
  className,
}: MonthCalendarProps) {
  const shown = startOfMonth(month);
  const title = formatMonthTitle(shown);
  const canGoBack = isAfter(shown, FIRST_MONTH);
  const canGoForward = isBefore(shown, startOfMonth(today));
  const cells = monthGrid(shown);
  const weeks: (Date | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) {
    const week = cells.slice(i, i + 7);
    while (week.length < 7) week.push(null);
    weeks.push(week);
  }

  return (
    <div className={cn('w-full', className)}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => onMonthChange(addMonths(shown, -1))}
          disabled={!canGoBack}
          aria-label="Previous month"
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 className="text-base font-semibold text-slate-900" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          onClick={() => onMonthChange(addMonths(shown, 1))}
          disabled={!canGoForward}
          aria-label="Next month"
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-1" aria-label={title}>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="py-1 text-xs font-semibold text-slate-600">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                if (!day) return <td key={`pad-${i}`} />;
                const key = toDayKey(day);
                const state = dayState(day, today, reportDays, holidays, leaveDays, span);
                const holiday = holidays?.get(key);
                // Today stays outlined after its report is filed.
                const filedToday = state === 'submitted' && isSameDay(day, today);
                const label = `${formatWeekdayDate(day)}: ${STATE_LABEL[state]}${state === 'holiday' && holiday ? ` (${holiday})` : ''}${filedToday ? ' (Today)' : ''}`;
                const cellClass = cn(
                  'flex h-10 w-full items-center justify-center rounded-lg text-sm sm:h-11',
                  STATE_CLASS[state],
                  filedToday && 'ring-2 ring-indigo-600 ring-offset-2',
                );
                const clickable = state === 'submitted' && onSelectDay;
                return (
                  <td key={key} data-day={key} data-state={state} className="p-0">
                    {clickable ? (
                      <button
                        type="button"
                        aria-label={label}
                        onClick={() => onSelectDay(key)}
                        className={cn(
                          cellClass,
                          'cursor-pointer hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                        )}
                      >
                        {day.getDate()}
                      </button>
                    ) : (
                      <span className={cellClass} aria-label={label} title={holiday} role="img">
                        {day.getDate()}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label="Legend">
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded bg-emerald-700" aria-hidden="true" />
          Report Submitted
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded ring-2 ring-inset ring-indigo-600" aria-hidden="true" />
          Today
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded bg-red-100 ring-1 ring-inset ring-red-300" aria-hidden="true" />
          Missed Report
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded bg-amber-100 ring-1 ring-inset ring-amber-300" aria-hidden="true" />
          Holiday
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded bg-sky-100 ring-1 ring-inset ring-sky-300" aria-hidden="true" />
          On leave
        </li>
      </ul>
    </div>
  );
}
