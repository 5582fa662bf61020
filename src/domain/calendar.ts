import { addDays, endOfMonth, getDay, isAfter, isBefore, isSameDay, startOfDay, startOfMonth } from 'date-fns';
import { REPORTS_START } from './constants';
import { parseDay, toDayKey } from './dates';

export type DayState = 'submitted' | 'missed' | 'today' | 'disabled' | 'idle' | 'holiday' | 'leave';

const START = parseDay(REPORTS_START) ?? new Date(2025, 6, 28);
const NO_HOLIDAYS: ReadonlyMap<string, string> = new Map();
const NO_LEAVE: ReadonlySet<string> = new Set();

/** Working days: not Sunday (the weekly off) and not a company holiday. */
export function isWorkingDay(day: Date, holidays: ReadonlyMap<string, string> = NO_HOLIDAYS): boolean {
  return getDay(day) !== 0 && !holidays.has(toDayKey(day));
}

/** A day (YYYY-MM-DD) that is a Sunday, the weekly off; false for a key that is not a day. */
export function isWeeklyOff(dayKey: string): boolean {
  const d = parseDay(dayKey);
  return d !== null && getDay(d) === 0;
}

/**
 * The days an employee is expected to report in: from the day their account was created (`joined`) to
 * the day they left (`left`), each a day key or null (open). Nobody is expected before their account
 * existed, nor after they left.
 */
export interface EmployedSpan {
  joined: string | null;
  left: string | null;
}

const ALWAYS: EmployedSpan = { joined: null, left: null };

/** A profile's span: the calendar day of its creation (in the calendar's time, like its days) and its leaving day. */
export function employedSpan(p: { createdAt: Date | null; leftOn: string | null }): EmployedSpan {
  return { joined: p.createdAt ? toDayKey(p.createdAt) : null, left: p.leftOn };
}

/**
 * A calendar day's state (docs/product.md#daily-productivity-reports): a report makes it submitted; days before
 * 28 July 2025, days outside the employee's `span` (before their account existed, after they left) and
 * future days are disabled; today is outlined; past working days without a report are missed; Sunday,
 * the weekly off, the company's holidays and the employee's approved leave days (`leaveDays`) are never
 * missed, and holidays and leave show ahead of time too.
 */
export function dayState(
  day: Date,
  today: Date,
  reportDays: ReadonlySet<string>,
  holidays: ReadonlyMap<string, string> = NO_HOLIDAYS,
  leaveDays: ReadonlySet<string> = NO_LEAVE,
  span: EmployedSpan = ALWAYS,
): DayState {
  const d = startOfDay(day);
  const t = startOfDay(today);
  const key = toDayKey(d);
  if (isBefore(d, START)) return 'disabled';
  if (isAfter(d, t)) return holidays.has(key) ? 'holiday' : leaveDays.has(key) ? 'leave' : 'disabled';
  if (reportDays.has(key)) return 'submitted';
  if ((span.joined !== null && key < span.joined) || (span.left !== null && key > span.left)) return 'disabled';
  if (holidays.has(key)) return 'holiday';
  if (leaveDays.has(key)) return 'leave';
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
