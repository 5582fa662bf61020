/**
 * Report streaks (docs/product.md#streaks): the number of working days in a row with a report, counting
 * back from the last working day. Sundays, company holidays and the person's approved leave days neither
 * break a streak nor count in it. Display only: no points move.
 *
 * Kept, not scanned: the profile keeps `streakCurrent`, `streakBest` and `streakDay` (the last day that
 * counted), moved by the batch that files a report (streakAfterReport). Whether the stored streak is still
 * alive today (shownStreak) and whether a new report continues it look only at the days between
 * `streakDay` and the day in question, however many (a leave of months never breaks a streak; the data
 * layer counts the leave days of the gap instead of reading them, daysOffOfGap). Pure day-key arithmetic:
 * no time zone is involved once the IST day is known.
 */

export interface Streak {
  /** Working days in a row with a report, up to and including `day` (0: none yet). */
  current: number;
  /** The longest streak so far (never below `current`). */
  best: number;
  /** The last working day that counted (YYYY-MM-DD), '' before the first. */
  day: string;
}

export const NO_STREAK: Streak = { current: 0, best: 0, day: '' };

/** The days off a streak skips: company holidays and the person's approved leave days (day keys). */
export interface DaysOff {
  holidays: ReadonlySet<string> | ReadonlyMap<string, string>;
  leave: ReadonlySet<string>;
}

export const NO_DAYS_OFF: DaysOff = { holidays: new Set(), leave: new Set() };

export const STREAK_TEXTS = {
  title: 'Report streak',
  current: 'Current streak',
  best: 'Best streak',
  hint: 'Working days in a row with a report. Sundays, holidays and approved leave never break it.',
} as const;

/** 'YYYY-MM-DD' -> [year, month (1-12), day]. */
function parts(day: string): [number, number, number] {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return [y, m, d];
}

const key = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The day after (`by` 1) or before (`by` -1) a day key. */
export function shiftDay(day: string, by: number): string {
  const [y, m, d] = parts(day);
  const t = new Date(Date.UTC(y, m - 1, d + by));
  return key(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** A Sunday, the weekly off. */
export function isSunday(day: string): boolean {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() === 0;
}

/** The days from `from` to `to` (inclusive), as day keys. */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = shiftDay(d, 1)) out.push(d);
  return out;
}

/** Not a Sunday and not a company holiday: a day the streak counts when reported (unless on leave). */
export function isStreakWorkingDay(day: string, off: DaysOff): boolean {
  return !isSunday(day) && !off.holidays.has(day);
}

/** A day the person is expected to report: a working day they are not on approved leave. */
export function isExpectedDay(day: string, off: DaysOff): boolean {
  return isStreakWorkingDay(day, off) && !off.leave.has(day);
}

/**
 * The days between the streak's last day `last` and `day` (both excluded) whose holidays and leave decide
 * whether the streak goes on, or null when nothing needs reading: no streak, or only Sundays in between (the usual case: yesterday's report, or Saturday's seen on a Monday).
 */
export function streakGap(last: string, day: string): { from: string; to: string } | null {
  if (last === '' || last >= day) return null;
  const from = shiftDay(last, 1);
  const to = shiftDay(day, -1);
  for (let d = from; d <= to; d = shiftDay(d, 1)) if (!isSunday(d)) return { from, to };
  return null;
}

/**
 * Whether a streak whose last counted day is `last` reaches `day`: `last` is before `day` and every day
 * between the two is a day off (Sunday, holiday or leave). `off` must cover the
 * days of streakGap(last, day).
 */
export function continuesStreak(last: string, day: string, off: DaysOff): boolean {
  if (last === '' || last >= day) return false;
  for (let d = shiftDay(last, 1); d < day; d = shiftDay(d, 1)) if (isExpectedDay(d, off)) return false;
  return true;
}

/**
 * The streak after a report of `day`: a Sunday's or a holiday's report leaves it as it was (a day off
 * neither counts nor breaks); a working day's continues the streak (current + 1) or starts a new one (1),
 * and best is the larger of best and current. `off` covers streakGap(prev.day, day) and `day` itself.
 */
export function streakAfterReport(prev: Streak, day: string, off: DaysOff): Streak {
  if (!isStreakWorkingDay(day, off) || prev.day >= day) return prev;
  const current = continuesStreak(prev.day, day, off) ? prev.current + 1 : 1;
  return { current, best: Math.max(prev.best, current), day };
}

/**
 * The streak as shown on `today`: the stored one while it is alive (its last day is today, or every
 * day since is a day off, today included as not yet over), else 0; best as stored. `off` covers
 * streakGap(stored.day, today).
 */
export function shownStreak(stored: Streak, today: string, off: DaysOff): { current: number; best: number } {
  const alive = stored.day !== '' && (stored.day >= today || continuesStreak(stored.day, today, off));
  return { current: alive ? stored.current : 0, best: Math.max(stored.best, alive ? stored.current : 0) };
}

/**
 * The streak of a whole history of report days (any order), as the filing batches would have kept it:
 * the seed and the migration derive the stored fields with this, so they match the app's.
 */
export function streakOfReports(days: Iterable<string>, off: DaysOff): Streak {
  return [...new Set(days)].sort().reduce((s, day) => streakAfterReport(s, day, off), NO_STREAK);
}
