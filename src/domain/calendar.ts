import { addDays, endOfMonth, getDay, isAfter, isBefore, isSameDay, startOfDay, startOfMonth } from 'date-fns';
import { REPORTS_START } from './constants';
import { parseDay, toDayKey } from './dates';

export type DayState = 'submitted' | 'missed' | 'today' | 'disabled' | 'idle';

const START = parseDay(REPORTS_START) ?? new Date(2025, 6, 28);

/**
 * A calendar day's state (docs/product.md#daily-productivity-reports): a report makes it submitted; days before
 * 28 July 2025 and future days are disabled; today is outlined; past working days without a
 * report are missed; Sunday, the weekly off, is never missed.
 */
export function dayState(day: Date, today: Date, reportDays: ReadonlySet<string>): DayState {
  const d = startOfDay(day);
  const t = startOfDay(today);
  if (isAfter(d, t) || isBefore(d, START)) return 'disabled';
  if (reportDays.has(toDayKey(d))) return 'submitted';
  if (isSameDay(d, t)) return 'today';
  if (getDay(d) === 0) return 'idle';
  return 'missed';
}

/** The cells of a month grid, Sunday first; nulls pad the first week. */
export function monthGrid(month: Date): (Date | null)[] {
  const first = startOfMonth(month);
  const cells: (Date | null)[] = Array.from({ length: getDay(first) }, () => null);
  for (let d = first; !isAfter(d, endOfMonth(month)); d = addDays(d, 1)) cells.push(d);
  return cells;
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
